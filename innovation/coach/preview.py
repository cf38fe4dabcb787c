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
from ..text.render import Words
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
        mine_is_viewer = viewer is not None and self.activator == viewer
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
            if hit and mine_is_viewer:
                out.append(
                    "  "
                    + w.t(
                        "demand: hits {who} (fewer {icons} than you: {count})",
                        who=hit,
                        icons=icons,
                        count=mine,
                    )
                )
            elif hit:
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
                if viewer in self.sharing:  # "you" among them: a list after a colon, which
                    # no verb has to agree with
                    line = w.t(
                        "sharing, and going first (as many {icons} or more): {who}",
                        who=names_,
                        icons=icons,
                    )
                else:
                    line = w.t(
                        "shared by {who} (as many {icons} or more), who go first",
                        who=names_,
                        icons=icons,
                    )
                out.append("  " + line)
            elif mine_is_viewer:
                out.append(
                    "  " + w.t("shared by nobody: the other effects are for you alone")
                )
            else:
                out.append(
                    "  "
                    + w.t("shared by nobody: the other effects are for {player} alone", player=by)
                )
            if self.bonus_possible and mine_is_viewer:
                out.append(
                    "  "
                    + w.t(
                        "sharing bonus possible: a free draw for you if an opponent's share "
                        "changes anything"
                    )
                )
            elif self.bonus_possible:
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
            if mine_is_viewer:
                line = w.t(
                    "{who} (not your neighbours) share or escape a demand only by returning a "
                    "card from hand",
                    who=far,
                )
            elif viewer in self.negotiable:  # "you" among them: the list after a colon
                line = w.t(
                    "not {player}'s neighbours, so sharing or escaping a demand only by "
                    "returning a card from hand: {who}",
                    who=far,
                    player=by,
                )
            else:
                line = w.t(
                    "{who} (not {player}'s neighbours) share or escape a demand only by "
                    "returning a card from hand",
                    who=far,
                    player=by,
                )
            out.append("  " + line)
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

    def to_json(self, words: Words | str | None = None) -> dict[str, Any]:
        """The gap as JSON; `text`: what it still needs in the language of `words` (English
        by default), one whole sentence (`text`)."""
        return {
            "age": self.age,
            "claimable": self.claimable,
            "points_needed": self.points_needed,
            "points_short": self.points_short,
            "highest_top": self.highest_top,
            "top_short": self.top_short,
            "text": self.text(words),
        }

    def text(self, words: Words | str | None = None) -> str:
        """What this achievement still needs, in the language of `words` (English default):
        one whole message for each case (points, a top card, both), never a sentence made
        of pieces."""
        return render(self.said(), words)

    def said(self) -> Phrase:
        """`text` as a phrase."""
        age, n, needed, value = self.age, self.points_short, self.points_needed, self.highest_top
        if self.claimable:
            return t("age {age}: claimable now", age=age)
        if not self.top_short:
            return tn(
                "age {age}: needs {n} more point ({needed} needed)",
                "age {age}: needs {n} more points ({needed} needed)",
                n,
                age=age,
                needed=needed,
            )
        if not n:
            if value:
                return t(
                    "age {age}: needs a top card of age {age} or more (the highest is {value})",
                    age=age,
                    value=value,
                )
            return t("age {age}: needs a top card of age {age} or more (no top card yet)", age=age)
        if value:
            return tn(
                "age {age}: needs {n} more point ({needed} needed) and a top card of age {age} "
                "or more (the highest is {value})",
                "age {age}: needs {n} more points ({needed} needed) and a top card of age {age} "
                "or more (the highest is {value})",
                n,
                age=age,
                needed=needed,
                value=value,
            )
        return tn(
            "age {age}: needs {n} more point ({needed} needed) and a top card of age {age} or "
            "more (no top card yet)",
            "age {age}: needs {n} more points ({needed} needed) and a top card of age {age} or "
            "more (no top card yet)",
            n,
            age=age,
            needed=needed,
        )


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
    and `to_json`; `missing`, `goal` and `have` give them in English.

    What the player has is said in whole sentences, the goal included (`said_you` for the
    player reading, `said_them` for another, `sentence`): "Universe: five top cards of value 8
    or more; you have 1 such card". `have_said` alone is a data field, never glued into a
    sentence (issue 38: "tienes metió 0 y puntuó 0")."""

    name: str
    player: int
    short: int  # 0: the condition holds; otherwise a count of what is missing
    missing_said: list[Any] = field(default_factory=list)  # what, as phrases ("2 crowns")
    goal_said: Any = None  # what the achievement asks (GOALS); None: "its condition"
    have_said: Any = ""  # how much of it the player has ("1", "tucked 2 and scored 0 …")
    said_you: Any = None  # the goal and what the player has, said to that player (a phrase)
    said_them: Any = None  # the same said of them, by name, to anyone else

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
        (English by default); `said` the goal and what the player has in one sentence naming
        them, `said_you` the same sentence for that player's own screen."""
        w = words_of(words)
        return {
            "special": self.name,
            "player": names[self.player],
            "short": self.short,
            "missing": [render(m, w) for m in self.missing_said],
            "goal": self.goal_text(w),
            "have": render(self.have_said, w),
            "said": self.sentence(False, w),
            "said_you": self.sentence(True, w),
        }

    def sentence(self, yours: bool, words: Words | str | None = None) -> str:
        """The goal and what the player has, one whole message: to the player (`yours`) or of
        them, by name, to anyone else."""
        return render(self.said_you if yours else self.said_them, words)

    def line(self, player: str | None, words: Words | str | None = None) -> str:
        """How far the player is, one whole message (`why` in the terminal): `player` None
        for the one reading ("Monument: still missing for you: …"), else their name."""
        w = words_of(words)
        missing = render(self.missing_said, w)
        if player is None:
            if not self.short:
                return w.t("{special}: you meet its condition", special=w.special(self.name))
            return w.t(
                "{special}: still missing for you: {missing}",
                special=w.special(self.name),
                missing=missing,
            )
        if not self.short:
            return w.t(
                "{special}: {player} meets its condition",
                special=w.special(self.name),
                player=player,
            )
        return w.t(
            "{special}: still missing for {player}: {missing}",
            special=w.special(self.name),
            player=player,
            missing=missing,
        )

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


def _splayed(pl: PlayerState, *ways: int) -> int:
    return sum(1 for c, pile in enumerate(pl.piles) if pile and pl.splays[c] in ways)


# The goal and what a player has, one whole message each (to the player, and of them by name
# to anyone else), so no language glues "you have" to a participle (issue 38). Each entry: the
# two messages (plural ones take the count `n`) and the numbers they say.
SAYINGS: dict[
    Callable[..., bool], tuple[Phrase, Phrase, Callable[[PlayerState], dict[str, Any]]]
] = {
    _BASE["Monument"]: (
        t(
            "{special}: tuck six cards or score six cards in one turn; you have tucked "
            "{tucked} and scored {scored} this turn"
        ),
        t(
            "{special}: tuck six cards or score six cards in one turn; {player} has tucked "
            "{tucked} and scored {scored} this turn"
        ),
        lambda pl: {"tucked": pl.tucked, "scored": pl.scored},
    ),
    _BASE["Empire"]: (
        t("{special}: three or more of each of the six icons on your board; you have {icons}"),
        t("{special}: three or more of each of the six icons on a board; {player} has {icons}"),
        lambda pl: {"icons": _have_empire(pl)},
    ),
    _BASE["World"]: (
        tn(
            "{special}: twelve clocks on your board; you have {n} clock",
            "{special}: twelve clocks on your board; you have {n} clocks",
            0,
        ),
        tn(
            "{special}: twelve clocks on a board; {player} has {n} clock",
            "{special}: twelve clocks on a board; {player} has {n} clocks",
            0,
        ),
        lambda pl: {"n": pl.icons[CLOCK]},
    ),
    _BASE["Wonder"]: (
        tn(
            "{special}: all five colours on your board, each splayed right or up; you have "
            "{n} such pile",
            "{special}: all five colours on your board, each splayed right or up; you have "
            "{n} such piles",
            0,
        ),
        tn(
            "{special}: all five colours on a board, each splayed right or up; {player} has "
            "{n} such pile",
            "{special}: all five colours on a board, each splayed right or up; {player} has "
            "{n} such piles",
            0,
        ),
        lambda pl: {"n": _splayed(pl, RIGHT, UP)},
    ),
    _BASE["Universe"]: (
        tn(
            "{special}: five top cards of value 8 or more; you have {n} such card",
            "{special}: five top cards of value 8 or more; you have {n} such cards",
            0,
        ),
        tn(
            "{special}: five top cards of value 8 or more; {player} has {n} such card",
            "{special}: five top cards of value 8 or more; {player} has {n} such cards",
            0,
        ),
        lambda pl: {"n": sum(1 for pile in pl.piles if pile and pile[-1].age >= 8)},
    ),
    _FOURTH["Monument"]: (
        tn(
            "{special}: four top cards with a demand; you have {n} such card",
            "{special}: four top cards with a demand; you have {n} such cards",
            0,
        ),
        tn(
            "{special}: four top cards with a demand; {player} has {n} such card",
            "{special}: four top cards with a demand; {player} has {n} such cards",
            0,
        ),
        lambda pl: {"n": sum(1 for pile in pl.piles if pile and pile[-1].has_demand)},
    ),
    _FOURTH["Wonder"]: (
        tn(
            "{special}: all five colours on your board, each splayed right, up or aslant; you "
            "have {n} such pile",
            "{special}: all five colours on your board, each splayed right, up or aslant; you "
            "have {n} such piles",
            0,
        ),
        tn(
            "{special}: all five colours on a board, each splayed right, up or aslant; "
            "{player} has {n} such pile",
            "{special}: all five colours on a board, each splayed right, up or aslant; "
            "{player} has {n} such piles",
            0,
        ),
        lambda pl: {"n": _splayed(pl, RIGHT, UP, ASLANT)},
    ),
    _ECHOES["Supremacy"]: (
        tn(
            "{special}: four colours each showing three or more of one icon (the same icon); "
            "you have {n} such colour",
            "{special}: four colours each showing three or more of one icon (the same icon); "
            "you have {n} such colours",
            0,
        ),
        tn(
            "{special}: four colours each showing three or more of one icon (the same icon); "
            "{player} has {n} such colour",
            "{special}: four colours each showing three or more of one icon (the same icon); "
            "{player} has {n} such colours",
            0,
        ),
        lambda pl: {"n": _echoes_best(pl)[0]},
    ),
    _ECHOES["Destiny"]: (
        tn(
            "{special}: seven cards in your forecast; you have {n} card there",
            "{special}: seven cards in your forecast; you have {n} cards there",
            0,
        ),
        tn(
            "{special}: seven cards in a forecast; {player} has {n} card there",
            "{special}: seven cards in a forecast; {player} has {n} cards there",
            0,
        ),
        lambda pl: {"n": len(pl.forecast)},
    ),
    _ECHOES["Wealth"]: (
        tn(
            "{special}: eight visible bonuses on your board; you have {n} visible bonus",
            "{special}: eight visible bonuses on your board; you have {n} visible bonuses",
            0,
        ),
        tn(
            "{special}: eight visible bonuses on a board; {player} has {n} visible bonus",
            "{special}: eight visible bonuses on a board; {player} has {n} visible bonuses",
            0,
        ),
        lambda pl: {"n": sum(len(g) for g in pl.pile_bonuses or ())},
    ),
    _ECHOES["Heritage"]: (
        tn(
            "{special}: eight visible hexes in one colour; you have at most {n} visible hex "
            "in one colour",
            "{special}: eight visible hexes in one colour; you have at most {n} visible hexes "
            "in one colour",
            0,
        ),
        tn(
            "{special}: eight visible hexes in one colour; {player} has at most {n} visible "
            "hex in one colour",
            "{special}: eight visible hexes in one colour; {player} has at most {n} visible "
            "hexes in one colour",
            0,
        ),
        lambda pl: {"n": _echoes_best(pl)[1]},
    ),
    _ECHOES["History"]: (
        tn(
            "{special}: four visible echo effects in one colour; you have at most {n} visible "
            "echo effect in one colour",
            "{special}: four visible echo effects in one colour; you have at most {n} visible "
            "echo effects in one colour",
            0,
        ),
        tn(
            "{special}: four visible echo effects in one colour; {player} has at most {n} "
            "visible echo effect in one colour",
            "{special}: four visible echo effects in one colour; {player} has at most {n} "
            "visible echo effects in one colour",
            0,
        ),
        lambda pl: {"n": _echoes_best(pl)[2]},
    ),
}
# a condition the coach cannot measure: whether it is met, to the player or of them
UNKNOWN_SAID = {
    (True, True): t("{special}: you meet its condition"),
    (True, False): t("{special}: you do not meet its condition yet"),
    (False, True): t("{special}: {player} meets its condition"),
    (False, False): t("{special}: {player} does not meet its condition yet"),
}


def _saying(template: Phrase, name: str, player: str | None, numbers: dict[str, Any]) -> Phrase:
    """A template of `SAYINGS` with its parameters: the special's name, the player's (None:
    the one reading), the numbers (`n`, a plural message's count)."""
    out = dict(template)
    params = {"special": name, **numbers}
    if "plural" in out:
        out["n"] = params.pop("n")
    if player is not None:
        params["player"] = player
    out["params"] = params
    return out


def _sayings(
    condition: Callable[..., bool], name: str, pl: PlayerState, player: str, met: bool
) -> tuple[Phrase, Phrase]:
    """The whole sentences of one player's distance: to them, and of them (by name)."""
    found = SAYINGS.get(condition)
    if found is None:
        return (
            _saying(UNKNOWN_SAID[True, met], name, None, {}),
            _saying(UNKNOWN_SAID[False, met], name, player, {}),
        )
    mine, theirs, numbers = found
    said = numbers(pl)
    return _saying(mine, name, None, said), _saying(theirs, name, player, said)


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
            you, them = _sayings(condition, name, pl, game.names[q], not short)
            out.append(SpecialDistance(name, q, short, missing, goal, have(pl), you, them))
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
            names[q]: [g.to_json(w) for g in achievement_gaps(game, q)]
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
            player = None if s.player == viewer else game.names[s.player]
            out.append(f"  {s.line(player, w)}")
    return out


def _namer(names: list[str], viewer: int | None, w: Words | None = None) -> Callable[[int], str]:
    you = (w or words_of(None)).t("you")
    return lambda q: you if q == viewer else names[q]
