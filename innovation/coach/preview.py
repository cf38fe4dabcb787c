"""Previews and reasons: what a Dogma would do before it is used, what each achievement still
needs, how far each player is from each special achievement.

Everything here reads only what every player may see (`engine.views`): boards (top cards,
splays, icon counts — public even when covered cards are hidden), score totals (score piles
show their ages), achievements, and how many cards each player tucked and scored this turn
(every tuck and score is in the public log). Nothing reads a hand, a score pile's card names
or an age pile, so a preview is the same in every game its viewer cannot tell apart from the
real one (tests/coach/test_preview.py checks it on determinized copies).

The Dogma rules are those of `engine.dogma.run_dogma`: counts of the featured icon are taken
when the action starts, and with them who shares and who must obey; a demand hits every
opponent (never a partner) with fewer; a non-demand effect is shared by every other player with
as many or more (partners too); eliminated players (4th edition) take no part; an opponent who
shares and changes the game gives the activating player a free draw (the sharing bonus). Where
players negotiate (the 4th edition at 4+ players without teams), a player who is not the
activating player's neighbour shares only by returning a card from hand, and may escape a
demand the same way: the preview lists them as `negotiable`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.cards import (
    ASLANT,
    CASTLE,
    CLOCK,
    CROWN,
    FACTORY,
    ICON_NAMES,
    LEAF,
    LIGHTBULB,
    RIGHT,
    UP,
    Card,
)
from ..engine.editions import Edition, FourthEdition
from ..engine.expansions import Echoes, echo_count, visible_hexes
from ..text.render import Words, joined
from .messages import ICON_COUNTS, Phrase, icon_count, render, t, tn, words_of

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import PlayerState


# ---------------------------------------------------------------------------------- Dogma
@dataclass
class DemandPreview:
    """One demand effect: who it would hit."""

    index: int  # the effect's position on the card
    text: str
    vulnerable: list[int]


@dataclass
class DogmaPreview:
    """What using `card`'s Dogma would do now, with `activator` using it."""

    card: Card
    activator: int
    icon: int  # the featured icon
    counts: list[int]  # each player's count of it, by seat
    sharing: list[int]  # other players who would share the non-demand effects
    demands: list[DemandPreview]
    has_shared_effects: bool  # the card has a non-demand effect
    bonus_possible: bool  # an opponent shares: if they change the game, a free draw
    negotiable: list[int] = field(default_factory=list)  # distant: share or escape by paying
    # Echoes of the Past: the cards whose visible echo effects run first, bottom card first
    echoes: list[Card] = field(default_factory=list)

    def to_json(self, names: list[str], words: Words | str | None = None) -> dict[str, Any]:
        """The preview as JSON; each demand's `text` in the language of `words` (English by
        default; English too where the language lacks it)."""
        w = words_of(words)
        return {
            "card": self.card.name,
            "activator": names[self.activator],
            "icon": ICON_NAMES[self.icon],
            "counts": {names[q]: n for q, n in enumerate(self.counts)},
            "sharing": [names[q] for q in self.sharing],
            "demands": [
                {
                    "effect": d.index,
                    "text": _effect_text(w, self.card, d.index, d.text),
                    "vulnerable": [names[q] for q in d.vulnerable],
                }
                for d in self.demands
            ],
            "shared_effects": self.has_shared_effects,
            "bonus_possible": self.bonus_possible,
            "negotiable": [names[q] for q in self.negotiable],
            "echoes": [
                {"card": c.name, "text": _echo_text(w, c)} for c in self.echoes if c.echo is not None
            ],
        }

    def lines(
        self, names: list[str], viewer: int | None = None, words: Words | str | None = None
    ) -> list[str]:
        """The preview in words, for the terminal (in the language of `words`; English by
        default)."""
        w = words_of(words)
        who = _namer(names, viewer, w)
        icons = w.icons(ICON_NAMES[self.icon])  # "leaves", "factories"
        mine = self.counts[self.activator]
        counts = ", ".join(f"{who(q)} {n}" for q, n in enumerate(self.counts))
        out = [
            w.t(
                "{card} (age {age}), featured icon {icon}: {counts}",
                card=w.card(self.card.name),
                age=self.card.age,
                icon=w.icon(ICON_NAMES[self.icon]),
                counts=counts,
            )
        ]
        by = who(self.activator)
        if self.echoes:
            out.append(
                "  "
                + w.t(
                    "echo effects first, bottom card first: {cards}",
                    cards=", ".join(w.card(c.name) for c in self.echoes),
                )
            )
        for d in self.demands:
            hit = ", ".join(who(q) for q in d.vulnerable)
            if hit:
                out.append(
                    "  "
                    + w.t(
                        "demand: hits {who} (fewer {icons} than {player}: {count})",
                        who=hit,
                        icons=icons,
                        player=by,
                        count=mine,
                    )
                )
            else:
                out.append(
                    "  "
                    + w.t(
                        "demand: hits nobody (no opponent has fewer {icons} than {count})",
                        icons=icons,
                        count=mine,
                    )
                )
        if self.has_shared_effects:
            if self.sharing:
                names_ = ", ".join(who(q) for q in self.sharing)
                out.append(
                    "  "
                    + w.t(
                        "shared by {who} (as many {icons} or more), who go first",
                        who=names_,
                        icons=icons,
                    )
                )
            else:
                out.append(
                    "  "
                    + w.t("shared by nobody: the other effects are for {player} alone", player=by)
                )
            if self.bonus_possible:
                out.append(
                    "  "
                    + w.t(
                        "sharing bonus possible: a free draw for {player} if an opponent's share "
                        "changes anything",
                        player=by,
                    )
                )
        if self.negotiable:
            far = ", ".join(who(q) for q in self.negotiable)
            out.append(
                "  "
                + w.t(
                    "{who} (not {player}'s neighbours) share or escape a demand only by "
                    "returning a card from hand",
                    who=far,
                    player=by,
                )
            )
        return out


def _effect_text(w: Words, card: Card, index: int, english: str) -> str:
    """An effect's text in the language of `w` (the card tables' per-language texts)."""
    if w.english:
        return english
    from ..cards.texts import card_texts

    return card_texts(w.edition, w.lang).effect(card.name, index, english).text or english


def _echo_text(w: Words, card: Card) -> str:
    """A card's echo effect in the language of `w`."""
    english = card.echo.text if card.echo is not None else ""
    if w.english:
        return english
    from ..cards.texts import card_texts

    return card_texts(w.edition, w.lang).echo(card.name, english).text or english


def dogma_preview(game: Game, card: Card | str, activator: int | None = None) -> DogmaPreview:
    """The preview of `card`'s Dogma used by `activator` (by default whoever has it as a top
    card). Raises ValueError for a card on nobody's board when no activator is given."""
    if isinstance(card, str):
        card = game.card(card)
    st = game.state
    if activator is None:
        activator = top_card_owner(game, card)
        if activator is None:
            raise ValueError(f"{card.name} is not a top card on any board")
    n = game.n_players
    icon = card.dogma_icon
    counts = [pl.icons[icon] for pl in st.players]
    mine = counts[activator]
    teams = game.teams
    order = [q for q in ((activator + i) % n for i in range(1, n)) if st.active(q)]
    hit = [q for q in order if counts[q] < mine and teams[q] != teams[activator]]
    demands = []
    shared = False
    echoes = [
        bearer
        for rules in game.edition.preludes
        for bearer in rules.dogma_prelude(st, card)
        if rules.prelude_effect(bearer) is not None
    ]
    if echoes:
        shared = True  # echo effects are shared as non-demand effects are
    for index, effect in enumerate(card.effects):
        if effect.demand:
            demands.append(DemandPreview(index, effect.text, list(hit)))
        else:
            shared = True
    sharing = [q for q in order if counts[q] >= mine] if shared else []
    bonus = any(teams[q] != teams[activator] for q in sharing)
    far = game.distant_players(activator) if game.negotiation else []
    negotiable = [q for q in far if q in sharing or q in hit]
    return DogmaPreview(
        card, activator, icon, counts, sharing, demands, shared, bonus, negotiable, echoes
    )


def top_card_owner(game: Game, card: Card) -> int | None:
    """Who has `card` as a top card, if anyone (boards are public)."""
    for q, pl in enumerate(game.state.players):
        pile = pl.piles[card.color]
        if pile and pile[-1] is card:
            return q
    return None


def board_previews(game: Game) -> list[DogmaPreview]:
    """The preview of every top card on every board, seat by seat."""
    out = []
    for q, pl in enumerate(game.state.players):
        for pile in pl.piles:
            if pile:
                out.append(dogma_preview(game, pile[-1], q))
    return out


# ---------------------------------------------------------------------------- achievements
@dataclass
class AchievementGap:
    """One available normal achievement, for one player: can they claim it, and if not, why."""

    age: int
    points_needed: int  # 5 × age
    points_short: int  # 0 when the score is enough
    highest_top: int  # the player's highest top card
    top_short: bool  # no top card of this age or higher

    @property
    def claimable(self) -> bool:
        return not self.points_short and not self.top_short

    def to_json(self) -> dict[str, Any]:
        return {
            "age": self.age,
            "claimable": self.claimable,
            "points_needed": self.points_needed,
            "points_short": self.points_short,
            "highest_top": self.highest_top,
            "top_short": self.top_short,
        }

    def text(self, words: Words | str | None = None) -> str:
        """What this achievement still needs, in the language of `words` (English default)."""
        w = words_of(words)
        if self.claimable:
            return w.t("age {age}: claimable now", age=self.age)
        missing = []
        if self.points_short:
            missing.append(
                w.tn(
                    "{n} more point ({needed} needed)",
                    "{n} more points ({needed} needed)",
                    self.points_short,
                    needed=self.points_needed,
                )
            )
        if self.top_short:
            if self.highest_top:
                best = w.t("highest is {value}", value=self.highest_top)
            else:
                best = w.t("no top card")
            missing.append(
                w.t("a top card of age {age} or more ({best})", age=self.age, best=best)
            )
        return w.t("age {age}: needs {missing}", age=self.age, missing=joined(w, missing))


def achievement_gaps(game: Game, player: int) -> list[AchievementGap]:
    """Every available normal achievement age (lowest first) and what `player` lacks for it:
    to claim age A you need 5×A points and a top card of age A or more."""
    pl = game.state.players[player]
    points = pl.points()
    top = max((pile[-1].age for pile in pl.piles if pile), default=0)
    out = []
    for age in sorted({c.age for c in game.state.achievements}):
        need = 5 * age
        out.append(AchievementGap(age, need, max(0, need - points), top, top < age))
    return out


# ---------------------------------------------------------------------- special achievements
@dataclass
class SpecialDistance:
    """How far one player is from one special achievement. What is missing, the goal and what
    the player has are phrases (`coach.messages`), rendered in a viewer's language by `text`
    and `to_json`; `missing`, `goal` and `have` give them in English."""

    name: str
    player: int
    short: int  # 0: the condition holds; otherwise a count of what is missing
    missing_said: list[Any] = field(default_factory=list)  # what, as phrases ("2 crowns")
    goal_said: Any = None  # what the achievement asks (GOALS); None: "its condition"
    have_said: Any = ""  # how much of it the player has ("1", "tucked 2 and scored 0 …")

    @property
    def missing(self) -> list[str]:
        return [render(m) for m in self.missing_said]

    @property
    def goal(self) -> str:
        return self.goal_text()

    @property
    def have(self) -> str:
        return render(self.have_said)

    def goal_text(self, words: Words | str | None = None) -> str:
        return render(self.goal_said if self.goal_said is not None else ITS_CONDITION, words)

    def to_json(self, names: list[str], words: Words | str | None = None) -> dict[str, Any]:
        """The distance as JSON; `missing`, `goal` and `have` in the language of `words`
        (English by default)."""
        w = words_of(words)
        return {
            "special": self.name,
            "player": names[self.player],
            "short": self.short,
            "missing": [render(m, w) for m in self.missing_said],
            "goal": self.goal_text(w),
            "have": render(self.have_said, w),
        }

    def text(self, words: Words | str | None = None) -> str:
        w = words_of(words)
        if not self.short:
            return w.t("{special}: condition met", special=w.special(self.name))
        return w.t(
            "{special}: {missing} short",
            special=w.special(self.name),
            missing=render(self.missing_said, w),
        )


ITS_CONDITION = t("its condition")  # a condition the coach cannot measure


def _plural(n: int, word: str) -> Phrase:
    """A count of a thing a special achievement needs, as a phrase ("2 crowns")."""
    if word in ICON_COUNTS:
        return icon_count(word, n)
    return {**COUNTED[word], "n": n}


COUNTED: dict[str, Phrase] = {
    "tuck": tn("{n} tuck", "{n} tucks", 0),
    "score": tn("{n} score", "{n} scores", 0),
    "colour": tn("{n} colour", "{n} colours", 0),
    "pile_right_up": tn("{n} pile splayed right or up", "{n} piles splayed right or up", 0),
    "pile_right_up_aslant": tn(
        "{n} pile splayed right, up or aslant", "{n} piles splayed right, up or aslant", 0
    ),
    "top_demand": tn("{n} top card with a demand", "{n} top cards with a demand", 0),
    "top_high": tn("{n} top card of age 8 or more", "{n} top cards of age 8 or more", 0),
    "such_pile": tn("{n} such pile", "{n} such piles", 0),
    # Echoes of the Past's special achievements
    "forecast_card": tn("{n} card in your forecast", "{n} cards in your forecast", 0),
    "bonus": tn("{n} visible bonus", "{n} visible bonuses", 0),
    "hex_one_colour": tn("{n} hex in one colour", "{n} hexes in one colour", 0),
    "echo_one_colour": tn("{n} echo effect in one colour", "{n} echo effects in one colour", 0),
    "rich_colour": tn(
        "{n} colour showing three of the icon", "{n} colours showing three of the icon", 0
    ),
}


def _monument(pl: PlayerState) -> tuple[int, list[Phrase]]:
    tucks, scores = max(0, 6 - pl.tucked), max(0, 6 - pl.scored)
    short = min(tucks, scores)
    if not short:
        return 0, []
    return short, [
        t("{tucks} or {scores} this turn", tucks=_plural(tucks, "tuck"), scores=_plural(scores, "score"))
    ]


_EMPIRE_ICONS = (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK)


def _empire(pl: PlayerState) -> tuple[int, list[Phrase]]:
    missing = []
    short = 0
    for icon in _EMPIRE_ICONS:
        lack = max(0, 3 - pl.icons[icon])
        if lack:
            short += lack
            missing.append(_plural(lack, ICON_NAMES[icon]))
    return short, missing


def _world(pl: PlayerState) -> tuple[int, list[Phrase]]:
    lack = max(0, 12 - pl.icons[CLOCK])
    return lack, [_plural(lack, "clock")] if lack else []


def _wonder_lacks(
    pl: PlayerState, splays: tuple[int, ...], pile_key: str
) -> tuple[int, list[Phrase]]:
    """Wonder: five colours, each splayed one of `splays` (`pile_key` names what is missing)."""
    empty = sum(1 for pile in pl.piles if not pile)
    unsplayed = sum(1 for c, pile in enumerate(pl.piles) if pile and pl.splays[c] not in splays)
    missing = []
    if empty:
        missing.append(_plural(empty, "colour"))
    if unsplayed:
        missing.append(_plural(unsplayed, pile_key))
    return empty + unsplayed, missing


def _wonder(pl: PlayerState) -> tuple[int, list[Phrase]]:
    return _wonder_lacks(pl, (RIGHT, UP), "pile_right_up")


def _wonder_aslant(pl: PlayerState) -> tuple[int, list[Phrase]]:
    """The 4th edition's Wonder: aslant counts too."""
    return _wonder_lacks(pl, (RIGHT, UP, ASLANT), "pile_right_up_aslant")


def _monument_demands(pl: PlayerState) -> tuple[int, list[Phrase]]:
    """The 4th edition's Monument: four top cards with a demand."""
    have = sum(1 for pile in pl.piles if pile and pile[-1].has_demand)
    lack = max(0, 4 - have)
    return lack, [_plural(lack, "top_demand")] if lack else []


def _universe(pl: PlayerState) -> tuple[int, list[Phrase]]:
    empty = sum(1 for pile in pl.piles if not pile)
    low = sum(1 for pile in pl.piles if pile and pile[-1].age < 8)
    missing = []
    if empty:
        missing.append(_plural(empty, "colour"))
    if low:
        missing.append(_plural(low, "top_high"))
    return empty + low, missing


def _echoes_best(pl: PlayerState) -> tuple[int, int, int]:
    """What a board has toward Echoes' specials: the most colours showing three or more of one
    icon, the most hexes in one colour, the most echo effects in one colour."""
    rich = max(sum(1 for counts in pl.pile_icons if counts[i] >= 3) for i in range(len(ICON_NAMES)))
    hexes = max(visible_hexes(pl.piles[c], pl.splays[c]) for c in range(5))
    echoes = max(echo_count(pl.piles[c], pl.splays[c]) for c in range(5))
    return rich, hexes, echoes


def _lack(need: int, have: int, key: str) -> tuple[int, list[Phrase]]:
    lack = max(0, need - have)
    return lack, [_plural(lack, key)] if lack else []


def _supremacy(pl: PlayerState) -> tuple[int, list[Phrase]]:
    return _lack(4, _echoes_best(pl)[0], "rich_colour")


def _destiny(pl: PlayerState) -> tuple[int, list[Phrase]]:
    return _lack(7, len(pl.forecast), "forecast_card")


def _wealth(pl: PlayerState) -> tuple[int, list[Phrase]]:
    shown = sum(len(g) for g in pl.pile_bonuses) if pl.pile_bonuses is not None else 0
    return _lack(8, shown, "bonus")


def _heritage(pl: PlayerState) -> tuple[int, list[Phrase]]:
    return _lack(8, _echoes_best(pl)[1], "hex_one_colour")


def _history(pl: PlayerState) -> tuple[int, list[Phrase]]:
    return _lack(4, _echoes_best(pl)[2], "echo_one_colour")


# Distances keyed by the edition's condition function itself (not by name): an edition that
# gives a special achievement another condition falls back to "met / not met" until it gets
# its own distance here.
_BASE = Edition.specials
_FOURTH = FourthEdition.specials
_ECHOES = Echoes.specials
DISTANCES: dict[Callable[..., bool], Callable[[PlayerState], tuple[int, list[Phrase]]]] = {
    _BASE["Monument"]: _monument,
    _BASE["Empire"]: _empire,
    _BASE["World"]: _world,
    _BASE["Wonder"]: _wonder,
    _BASE["Universe"]: _universe,
    _FOURTH["Monument"]: _monument_demands,
    _FOURTH["Wonder"]: _wonder_aslant,
    _ECHOES["Supremacy"]: _supremacy,
    _ECHOES["Destiny"]: _destiny,
    _ECHOES["Wealth"]: _wealth,
    _ECHOES["Heritage"]: _heritage,
    _ECHOES["History"]: _history,
}


# What each special achievement asks, in words, and how much of it a player has: the coach's
# "Why" reads "Universe: five top cards of value 8 or more; you have 1" (issue 21).
def _have_tucks(pl: PlayerState) -> Phrase:
    return t("tucked {tucked} and scored {scored} this turn", tucked=pl.tucked, scored=pl.scored)


def _have_empire(pl: PlayerState) -> list[Phrase]:
    return [_plural(pl.icons[i], ICON_NAMES[i]) for i in _EMPIRE_ICONS]


def _have_clocks(pl: PlayerState) -> str:
    return str(pl.icons[CLOCK])


def _have_splayed(*ways: int) -> Callable[[PlayerState], Phrase]:
    def have(pl: PlayerState) -> Phrase:
        n = sum(1 for c, pile in enumerate(pl.piles) if pile and pl.splays[c] in ways)
        return _plural(n, "such_pile")

    return have


def _have_high_tops(pl: PlayerState) -> str:
    return str(sum(1 for pile in pl.piles if pile and pile[-1].age >= 8))


def _have_demand_tops(pl: PlayerState) -> str:
    return str(sum(1 for pile in pl.piles if pile and pile[-1].has_demand))


GOALS: dict[Callable[..., bool], tuple[Phrase, Callable[[PlayerState], Any]]] = {
    _BASE["Monument"]: (t("tuck six cards or score six cards in one turn"), _have_tucks),
    _BASE["Empire"]: (t("three or more of each of the six icons on your board"), _have_empire),
    _BASE["World"]: (t("twelve clocks on your board"), _have_clocks),
    _BASE["Wonder"]: (
        t("all five colours on your board, each splayed right or up"),
        _have_splayed(RIGHT, UP),
    ),
    _BASE["Universe"]: (t("five top cards of value 8 or more"), _have_high_tops),
    _FOURTH["Monument"]: (t("four top cards with a demand"), _have_demand_tops),
    _FOURTH["Wonder"]: (
        t("all five colours on your board, each splayed right, up or aslant"),
        _have_splayed(RIGHT, UP, ASLANT),
    ),
    _ECHOES["Supremacy"]: (
        t("four colours each showing three or more of one icon (the same icon)"),
        lambda pl: str(_echoes_best(pl)[0]),
    ),
    _ECHOES["Destiny"]: (t("seven cards in your forecast"), lambda pl: str(len(pl.forecast))),
    _ECHOES["Wealth"]: (
        t("eight visible bonuses on your board"),
        lambda pl: str(sum(len(g) for g in pl.pile_bonuses or ())),
    ),
    _ECHOES["Heritage"]: (t("eight visible hexes in one colour"), lambda pl: str(_echoes_best(pl)[1])),
    _ECHOES["History"]: (
        t("four visible echo effects in one colour"), lambda pl: str(_echoes_best(pl)[2])
    ),
}


def special_distances(game: Game) -> list[SpecialDistance]:
    """For each special achievement still available, each player's distance to it."""
    conditions = game.edition.conditions
    out = []
    for name in game.state.specials:
        condition = conditions[name]
        distance = DISTANCES.get(condition)
        for q, pl in enumerate(game.state.players):
            if distance is not None:
                short, missing = distance(pl)
            else:
                met = bool(condition(pl))
                short, missing = (0, []) if met else (1, [ITS_CONDITION])
            goal, have = GOALS.get(condition, (None, lambda pl: ""))
            out.append(SpecialDistance(name, q, short, missing, goal, have(pl)))
    return out


# ---------------------------------------------------------------------------------- reasons
def reasons(game: Game, words: Words | str | None = None) -> dict[str, Any]:
    """Everything the coach can say about the position, as JSON: the preview of every top
    card, what each player lacks for each achievement, and every player's distance to each
    special achievement (its words in the language of `words`: a `Words` or a language code,
    English by default). Only public facts are read (see the module docstring), so any seat
    or spectator may be shown all of it."""
    names = game.names
    w = words_of(words, game.edition.name)
    return {
        "dogma": {p.card.name: p.to_json(names, w) for p in board_previews(game)},
        "achievements": {
            names[q]: [g.to_json() for g in achievement_gaps(game, q)]
            for q in range(game.n_players)
        },
        "specials": [s.to_json(names, w) for s in special_distances(game)],
    }


def reason_lines(game: Game, viewer: int, words: Words | str | None = None) -> list[str]:
    """`why` in the terminal: the viewer's achievement gaps and the special distances, in the
    language of `words` (English by default)."""
    w = words_of(words, game.edition.name)
    who = _namer(game.names, viewer, w)
    out = []
    gaps = achievement_gaps(game, viewer)
    pl = game.state.players[viewer]
    points = w.tn("{n} point", "{n} points", pl.points())
    out.append(w.t("Achievements ({player}: {points}):", player=who(viewer), points=points))
    out.extend(f"  {g.text(w)}" for g in gaps)
    if not gaps:
        out.append("  " + w.t("none left to claim"))
    specials = special_distances(game)
    if specials:
        out.append(w.t("Special achievements:"))
        for s in specials:
            out.append(f"  {who(s.player)}: {s.text(w)}")
    return out


def _namer(names: list[str], viewer: int | None, w: Words | None = None) -> Callable[[int], str]:
    you = (w or words_of(None)).t("you")
    return lambda q: you if q == viewer else names[q]
