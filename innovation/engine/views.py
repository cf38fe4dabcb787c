"""What each player may see, by the rulebooks' hidden-information rules.

- Own hand and score pile: in full. Others' hands and score piles: counts and ages only.
- Achievements: ages only, for everyone (nobody looks at an achievement's face).
- Age piles: how many cards each holds, never their order or faces.
- Boards: public, covered cards included, unless the game hides covered cards (an option of the
  3rd edition, the rule of the 1st): then only top cards, the splay, and the size of splayed piles.
- The log: a card moving between hidden places shows its age only, except to the players who
  held it.
- The junk (4th edition): how many cards of each age, never a face (junked special
  achievements are named: they were face up for all to see).
- The forecast (Echoes of the Past): its owner sees its cards; the others, how many and their
  ages (the backs show them). An expansion's age piles: how many cards each holds.

`scenario.position` (everything, for scenarios and tests) is not a view: never send it to a player.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import COLOR_NAMES, ICON_NAMES, SPLAY_NAMES, UNSPLAYED, Card
from .protocols import GameLike


def _names(cards: Sequence[Card]) -> list[str]:
    return [c.name for c in cards]


def _sorted_names(cards: Sequence[Card]) -> list[str]:
    return [c.name for c in sorted(cards, key=lambda c: (c.age, c.name))]


def _age(card: Card) -> int:
    return card.age


def _ages(cards: Sequence[Card]) -> list[int]:
    return sorted(c.age for c in cards)


def _icons(icons: list[int]) -> dict[str, int]:
    return {ICON_NAMES[i]: n for i, n in enumerate(icons) if n or i < 6}


def _achievements(items: Sequence[Card | str]) -> list[Any]:
    return [a if isinstance(a, str) else a.age for a in items]


def view(game: GameLike, viewer: int | str | None, log: bool = True) -> dict[str, Any]:
    """The game as `viewer` (a seat number or a player's name, or None for a spectator) may see
    it; `log=False` leaves out the log (see `log_view`). An unknown player raises
    `IllegalAnswer` (a ValueError)."""
    if viewer is not None:
        viewer = game.player_index(viewer)
    st = game.state
    hide = game.options.get("hide_covered", False)
    players = []
    for p, pl in enumerate(st.players):
        mine = viewer == p
        piles: dict[str, Any] = {}
        for color, pile in enumerate(pl.piles):
            if not pile:
                continue
            splay = pl.splays[color]
            entry: dict[str, Any] = {"splay": SPLAY_NAMES[splay]}
            if hide and not mine:
                entry["cards"] = [pile[-1].name]
                if splay != UNSPLAYED:
                    entry["count"] = len(pile)
            else:
                entry["cards"] = _names(pile[::-1])
                entry["count"] = len(pile)
            piles[COLOR_NAMES[color]] = entry
        info: dict[str, Any] = {
            "name": game.names[p],
            "board": piles,
            "icons": _icons(pl.icons),
            "hand_count": len(pl.hand),
            "hand_ages": _ages(pl.hand),
            "score_count": len(pl.score),
            "score_ages": _ages(pl.score),
            "points": pl.points(),
            "achievements": _achievements(pl.achieved),
        }
        if game.edition.expansions:
            info["forecast_count"] = len(pl.forecast)
            info["forecast_ages"] = _ages(pl.forecast)
            # the echoes in hands are public by their backs: which hand cards are of which set
            info["hand_sets"] = sorted((c.age, c.expansion) for c in pl.hand if c.set)
            info["forecast_sets"] = sorted((c.age, c.expansion) for c in pl.forecast if c.set)
            if pl.pile_bonuses is not None:
                info["bonuses"] = [v for group in pl.pile_bonuses for v in group]
                info["bonus_points"] = pl.bonus_points
            if game.edition.board_achievers:  # Cities: the flags and fountains that count now
                info["achievement_count"] = game.achievements_held(p)
                info["board_achievements"] = info["achievement_count"] - len(pl.achieved)
            if st.turn_flags and p == st.current:
                info["turn_flags"] = st.turn_flags  # (Cities: 1 = has endorsed this turn)
            if mine:
                info["forecast"] = _sorted_names(pl.forecast)
        if mine:
            info["hand"] = _sorted_names(pl.hand)
            info["score"] = _sorted_names(pl.score)
            choice = st.setup_choices[p]
            if st.phase == "setup" and choice is not None:
                info["setup_choice"] = choice.name
        if game.options.get("teams"):
            info["team"] = game.teams[p]
        if not st.active(p):
            info["eliminated"] = True
        players.append(info)
    d = game.decision
    out: dict[str, Any] = {
        "edition": game.edition.name,
        "viewer": game.names[viewer] if viewer is not None else None,
        "players": players,
        "phase": st.phase,
        "turn": st.turn,
        "current": game.names[st.current],
        "actions_left": st.actions_left,
        "decks": {str(age): len(deck) for age, deck in enumerate(st.decks) if age},
        "achievements": sorted(c.age for c in st.achievements),
        "specials": list(st.specials),
        "achievements_to_win": game._win_count,
        "over": st.over,
        "winners": [game.names[w] for w in st.winners],
        "end_reason": st.end_reason,
        "waiting_for": game.names[d.player] if d else None,
    }
    if game.edition.expansions:
        out["expansions"] = list(game.edition.expansion_names)
        out["set_decks"] = {
            e.name: {str(age): len(deck) for age, deck in enumerate(st.sets[e.set_id]) if age}
            for e in game.edition.expansions
        }
    if st.junk or st.junked_specials:
        by_age: dict[str, int] = {}
        for c in sorted(st.junk, key=_age):
            by_age[str(c.age)] = by_age.get(str(c.age), 0) + 1
        out["junk"] = by_age
        out["junked_specials"] = list(st.junked_specials)
    if log:
        out["log"] = log_view(game, viewer)
    if d is not None:
        yours = game.decision_for(viewer) if viewer is not None else None
        if yours is not None:
            out["decision"] = yours.to_json(game.names)
        else:
            out["decision"] = {"player": game.names[d.player], "kind": d.kind}
    if st.phase == "setup":  # everyone chooses at once: who has not chosen yet (public)
        out["choosing"] = [game.names[p] for p, c in enumerate(st.setup_choices) if c is None]
    return out


def revealed(game: GameLike, out: dict[str, Any]) -> dict[str, Any]:
    """`out` (a `view` of `game`) with, once the game is over, every player's hand, score pile
    and forecast by name: nothing is secret any more, and the table shows them face up (as its
    replay does, from any seat). Before the end, `out` as it is."""
    if not game.state.over:
        return out
    for pl, info in zip(game.state.players, out["players"], strict=True):
        info["hand"] = _sorted_names(pl.hand)
        info["score"] = _sorted_names(pl.score)
        if game.edition.expansions:
            info["forecast"] = _sorted_names(pl.forecast)
    return out


def event_view(game: GameLike, event: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    seen = event.get("visible_to")
    # the log keeps groups as tuples (atoms only: the cycle collector skips them); a view is JSON
    out: dict[str, Any] = {
        k: list(v) if type(v) is tuple else v for k, v in event.items() if k != "visible_to"
    }
    if seen is not None and (viewer is None or viewer not in seen):
        out.pop("card", None)
    for key in ("player", "from_player", "to_player", "with_player"):
        if key in out and isinstance(out[key], int):
            out[key] = game.names[out[key]]
    if "winners" in out:
        out["winners"] = [game.names[w] for w in out["winners"]]
    return out


def log_view(game: GameLike, viewer: int | None) -> list[dict[str, Any]]:
    return [event_view(game, e, viewer) for e in game.state.events()]
