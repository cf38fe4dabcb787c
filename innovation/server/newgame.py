"""What a new game on the web table may be: the editions offered, the table sizes and team
shapes each edition allows, and (only where the server allows it) a starting position.

Every check refuses with `ApiError(400, one line)`; the rules themselves are the engine's
(`Edition.check_seating`, `scenario.build`), so the table accepts exactly what the engine does.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ..engine.editions import Edition, get_edition
from ..engine.expansions import expansion_names, get_expansion
from ..engine.refusal import MessageError, SeatingError
from ..engine.scenario import POSITION_KEYS, ScenarioError, build
from ..text.catalog import N_

WEB_EDITIONS = ("3rd", "1st", "4th")
# what each expansion adds, in one sentence (the lobby's new-game form says it beside the box)
EXPANSION_ABOUT = {
    "echoes": N_(
        "105 more cards with echo effects (run before a Dogma's own effects) and bonuses (points "
        "on your board), a forecast of face-down cards to promote after a Meld, and five more "
        "special achievements; one more achievement wins."
    ),
    "cities": N_(
        "Cities: cards with six positions and no dogma text, whose icons act when a Meld action "
        "melds them; flags and fountains that count as achievements while they show; a City "
        "drawn when you add a colour or splay in a new direction; the Endorse action (a Dogma "
        "with your own effects doubled, once a turn); and five more special achievements; one "
        "more achievement wins."
    ),
}

class NewGameError(MessageError):
    """A new game's description that cannot be played; the message says why, in one line:
    `key` the English msgid (marked with `N_`), `params` its placeholders, `str(exc)` the
    English the API answers with (as `inputs.ApiError` carries its refusals)."""


@cache
def edition_info(name: str) -> dict[str, Any]:
    """What the lobby and the table need to know of an edition: its title, table sizes, team
    rule ("any": any shape, "pairs": two pairs sitting across only), splays, and whether its
    cards use the junk."""
    ed = get_edition(name)
    from ..engine.cards import SPLAY_NAMES

    return {
        "name": ed.name,
        "title": ed.title,
        "min_players": ed.min_players,
        "max_players": ed.max_players,
        "teams": "any" if _accepts(ed, "AAB") else "pairs",
        "splays": [SPLAY_NAMES[s] for s in ed.splays],
        "junk": any("junk" in e.text.lower() for c in ed.cards for e in c.effects),
        "max_age": ed.max_age,
        "expansions": [
            {"name": e, "title": get_expansion(e, ed.name).title, "about": EXPANSION_ABOUT.get(e, "")}
            for e in web_expansions(ed.name)
        ],
    }


# the expansions the web table can show (card faces, prompts, the log, docs/web.md)
WEB_READY = ("echoes", "cities")


def web_expansions(edition: str) -> tuple[str, ...]:
    """The expansions the table offers with `edition` (those the engine plays with it and the
    table can show)."""
    out = []
    for name in expansion_names():
        if name not in WEB_READY:
            continue
        try:
            get_expansion(name, edition)
        except ValueError:
            continue
        out.append(name)
    return tuple(out)


def check_expansions(edition: str, value: Any) -> tuple[str, ...]:
    """The expansions of a new game: a list of names the table offers with `edition` (none
    when absent), each once, in the order the engine knows them."""
    if value is None:
        return ()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or len(value) > 8:
        raise NewGameError(N_("expansions must be a list of names such as ['echoes']"))
    offered = web_expansions(edition)
    names = []
    for v in value:
        key = v.strip().lower()
        if key not in offered:
            raise NewGameError(
                N_("unknown expansion {expansion}; the {edition} edition is played here with {expansions}"),
                {"expansion": repr(v), "edition": edition,
                 "expansions": ", ".join(offered) or "-"},
            )
        if key in names:
            raise NewGameError(N_("the expansion {expansion} is named twice"), {"expansion": repr(v)})
        names.append(key)
    return tuple(n for n in offered if n in names)


def _accepts(ed: Edition, letters: str) -> bool:
    try:
        ed.team_seating(letters, len(letters))
    except ValueError:
        return False
    return True


def check_edition(value: Any) -> str:
    """The canonical name of an edition the table offers."""
    if not isinstance(value, str):
        raise NewGameError(N_("edition must be a string such as '3rd'"))
    try:
        name = get_edition(value).name
    except ValueError:
        name = None
    if name not in WEB_EDITIONS:
        raise NewGameError(N_("unknown edition {edition}; the table offers {editions}"),
                           {"edition": repr(value), "editions": ", ".join(WEB_EDITIONS)})
    return name


def check_seat_count(edition: str, seats: Any) -> None:
    ed = get_edition(edition)
    if not isinstance(seats, list) or not ed.min_players <= len(seats) <= ed.max_players:
        raise NewGameError(
            N_("seats must be a list of {least} to {most} seats (the {edition} edition's table sizes)"),
            {"least": ed.min_players, "most": ed.max_players, "edition": ed.name},
        )


def check_teams(edition: str, teams: Any, n_players: int) -> bool | str:
    """Each seat's team letter in seating order ("ABAB", "AAB"), or False for no teams.

    `teams` is false/absent, true (two pairs sitting across: four players), or a string of
    team letters; what shapes are allowed is the edition's rule (the 3rd and 1st editions:
    two pairs only)."""
    if teams is None or teams is False or teams == "":
        return False
    if teams is True:
        if n_players != 4:
            raise NewGameError(
                N_(
                    "teams: true means two pairs sitting across, which needs four players; "
                    "give each seat's team letter instead (e.g. AAB)"
                )
            )
        teams = "ABAB"
    if not isinstance(teams, str) or len(teams) > 16:
        raise NewGameError(N_("teams must be false, true, or each seat's team letter, e.g. 'ABAB'"))
    ed = get_edition(edition)
    try:
        seating = ed.team_seating(teams, n_players)
    except SeatingError as exc:  # the engine's reason, as a message
        raise NewGameError(exc.key, exc.params) from None
    except ValueError as exc:
        raise NewGameError(N_("teams: {reason}"), {"reason": str(exc)}) from None
    if seating is None:  # pragma: no cover - a non-empty string always seats teams
        return False
    return "".join(chr(ord("A") + t) for t in seating)


def check_start(start: Any) -> dict[str, Any]:
    """A starting position (the scenario format, docs/scenarios.md) that the engine can set
    up: only its position keys are kept (no answers or expected results)."""
    if not isinstance(start, dict):
        raise NewGameError(N_("start must be a scenario position (a JSON object)"))
    position = {k: v for k, v in start.items() if k in POSITION_KEYS}
    edition = check_edition(position.get("edition", "3rd"))
    players = position.get("players")
    count = len(players) if isinstance(players, (dict, list)) else 0
    check_seat_count(edition, [None] * count)
    try:
        build(position)
    except (ScenarioError, ValueError, TypeError, KeyError) as exc:
        raise NewGameError(N_("start: {reason}"), {"reason": str(exc)}) from None
    return position


def position_players(position: dict[str, Any]) -> list[str]:
    players = position["players"]
    return list(players)
