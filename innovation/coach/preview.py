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
from ..engine.wording import icon_plural

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

    def to_json(self, names: list[str]) -> dict[str, Any]:
        return {
            "card": self.card.name,
            "activator": names[self.activator],
            "icon": ICON_NAMES[self.icon],
            "counts": {names[q]: n for q, n in enumerate(self.counts)},
            "sharing": [names[q] for q in self.sharing],
            "demands": [
                {
                    "effect": d.index,
                    "text": d.text,
                    "vulnerable": [names[q] for q in d.vulnerable],
                }
                for d in self.demands
            ],
            "shared_effects": self.has_shared_effects,
            "bonus_possible": self.bonus_possible,
            "negotiable": [names[q] for q in self.negotiable],
        }

    def lines(self, names: list[str], viewer: int | None = None) -> list[str]:
        """The preview in words, for the terminal."""
        who = _namer(names, viewer)
        icon = ICON_NAMES[self.icon]
        icons = icon_plural(icon)  # "leaves", "factories"
        mine = self.counts[self.activator]
        out = [
            f"{self.card.name} (age {self.card.age}), featured icon {icon}: "
            + ", ".join(f"{who(q)} {n}" for q, n in enumerate(self.counts))
        ]
        by = who(self.activator)
        for d in self.demands:
            hit = ", ".join(who(q) for q in d.vulnerable)
            if hit:
                out.append(f"  demand: hits {hit} (fewer {icons} than {by}: {mine})")
            else:
                out.append(f"  demand: hits nobody (no opponent has fewer {icons} than {mine})")
        if self.has_shared_effects:
            if self.sharing:
                names_ = ", ".join(who(q) for q in self.sharing)
                out.append(f"  shared by {names_} (as many {icons} or more), who go first")
            else:
                out.append(f"  shared by nobody: the other effects are for {by} alone")
            if self.bonus_possible:
                out.append(
                    f"  sharing bonus possible: a free draw for {by} if an opponent's share "
                    "changes anything"
                )
        if self.negotiable:
            far = ", ".join(who(q) for q in self.negotiable)
            out.append(
                f"  {far} (not {by}'s neighbours) share or escape a demand only by returning a "
                "card from hand"
            )
        return out


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
    for index, effect in enumerate(card.effects):
        if effect.demand:
            demands.append(DemandPreview(index, effect.text, list(hit)))
        else:
            shared = True
    sharing = [q for q in order if counts[q] >= mine] if shared else []
    bonus = any(teams[q] != teams[activator] for q in sharing)
    far = game.distant_players(activator) if game.negotiation else []
    negotiable = [q for q in far if q in sharing or q in hit]
    return DogmaPreview(card, activator, icon, counts, sharing, demands, shared, bonus, negotiable)


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

    def text(self) -> str:
        if self.claimable:
            return f"age {self.age}: claimable now"
        missing = []
        if self.points_short:
            missing.append(
                f"{self.points_short} more point{'s' if self.points_short != 1 else ''} "
                f"({self.points_needed} needed)"
            )
        if self.top_short:
            best = f"highest is {self.highest_top}" if self.highest_top else "no top card"
            missing.append(f"a top card of age {self.age} or more ({best})")
        return f"age {self.age}: needs " + " and ".join(missing)


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
    """How far one player is from one special achievement."""

    name: str
    player: int
    short: int  # 0: the condition holds; otherwise a count of what is missing
    missing: list[str] = field(default_factory=list)  # what, in words ("2 crowns")
    goal: str = "its condition"  # what the achievement asks, in words (GOALS)
    have: str = ""  # how much of it the player has ("1", "tucked 2 and scored 0 this turn")

    def to_json(self, names: list[str]) -> dict[str, Any]:
        return {
            "special": self.name,
            "player": names[self.player],
            "short": self.short,
            "missing": self.missing,
            "goal": self.goal,
            "have": self.have,
        }

    def text(self) -> str:
        if not self.short:
            return f"{self.name}: condition met"
        return f"{self.name}: " + ", ".join(self.missing) + " short"


def _plural(n: int, word: str) -> str:
    return f"{n} {word if n == 1 else icon_plural(word)}"


def _monument(pl: PlayerState) -> tuple[int, list[str]]:
    tucks, scores = max(0, 6 - pl.tucked), max(0, 6 - pl.scored)
    short = min(tucks, scores)
    if not short:
        return 0, []
    return short, [f"{_plural(tucks, 'tuck')} or {_plural(scores, 'score')} this turn"]


_EMPIRE_ICONS = (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK)


def _empire(pl: PlayerState) -> tuple[int, list[str]]:
    missing = []
    short = 0
    for icon in _EMPIRE_ICONS:
        lack = max(0, 3 - pl.icons[icon])
        if lack:
            short += lack
            missing.append(_plural(lack, ICON_NAMES[icon]))
    return short, missing


def _world(pl: PlayerState) -> tuple[int, list[str]]:
    lack = max(0, 12 - pl.icons[CLOCK])
    return lack, [_plural(lack, "clock")] if lack else []


def _wonder(pl: PlayerState) -> tuple[int, list[str]]:
    empty = sum(1 for pile in pl.piles if not pile)
    unsplayed = sum(
        1 for c, pile in enumerate(pl.piles) if pile and pl.splays[c] not in (RIGHT, UP)
    )
    missing = []
    if empty:
        missing.append(_plural(empty, "colour"))
    if unsplayed:
        missing.append(f"{_plural(unsplayed, 'pile')} splayed right or up")
    return empty + unsplayed, missing


def _wonder_aslant(pl: PlayerState) -> tuple[int, list[str]]:
    """The 4th edition's Wonder: aslant counts too."""
    empty = sum(1 for pile in pl.piles if not pile)
    unsplayed = sum(
        1 for c, pile in enumerate(pl.piles) if pile and pl.splays[c] not in (RIGHT, UP, ASLANT)
    )
    missing = []
    if empty:
        missing.append(_plural(empty, "colour"))
    if unsplayed:
        missing.append(f"{_plural(unsplayed, 'pile')} splayed right, up or aslant")
    return empty + unsplayed, missing


def _monument_demands(pl: PlayerState) -> tuple[int, list[str]]:
    """The 4th edition's Monument: four top cards with a demand."""
    have = sum(1 for pile in pl.piles if pile and pile[-1].has_demand)
    lack = max(0, 4 - have)
    return lack, [f"{_plural(lack, 'top card')} with a demand"] if lack else []


def _universe(pl: PlayerState) -> tuple[int, list[str]]:
    empty = sum(1 for pile in pl.piles if not pile)
    low = sum(1 for pile in pl.piles if pile and pile[-1].age < 8)
    missing = []
    if empty:
        missing.append(_plural(empty, "colour"))
    if low:
        missing.append(f"{_plural(low, 'top card')} of age 8 or more")
    return empty + low, missing


# Distances keyed by the edition's condition function itself (not by name): an edition that
# gives a special achievement another condition falls back to "met / not met" until it gets
# its own distance here.
_BASE = Edition.specials
_FOURTH = FourthEdition.specials
DISTANCES: dict[Callable[..., bool], Callable[[PlayerState], tuple[int, list[str]]]] = {
    _BASE["Monument"]: _monument,
    _BASE["Empire"]: _empire,
    _BASE["World"]: _world,
    _BASE["Wonder"]: _wonder,
    _BASE["Universe"]: _universe,
    _FOURTH["Monument"]: _monument_demands,
    _FOURTH["Wonder"]: _wonder_aslant,
}


# What each special achievement asks, in words, and how much of it a player has: the coach's
# "Why" reads "Universe: five top cards of value 8 or more; you have 1" (issue 21).
def _have_tucks(pl: PlayerState) -> str:
    return f"tucked {pl.tucked} and scored {pl.scored} this turn"


def _have_empire(pl: PlayerState) -> str:
    return ", ".join(_plural(pl.icons[i], ICON_NAMES[i]) for i in _EMPIRE_ICONS)


def _have_clocks(pl: PlayerState) -> str:
    return str(pl.icons[CLOCK])


def _have_splayed(*ways: int) -> Callable[[PlayerState], str]:
    def have(pl: PlayerState) -> str:
        n = sum(1 for c, pile in enumerate(pl.piles) if pile and pl.splays[c] in ways)
        return f"{n} such {'pile' if n == 1 else 'piles'}"

    return have


def _have_high_tops(pl: PlayerState) -> str:
    return str(sum(1 for pile in pl.piles if pile and pile[-1].age >= 8))


def _have_demand_tops(pl: PlayerState) -> str:
    return str(sum(1 for pile in pl.piles if pile and pile[-1].has_demand))


GOALS: dict[Callable[..., bool], tuple[str, Callable[[PlayerState], str]]] = {
    _BASE["Monument"]: ("tuck six cards or score six cards in one turn", _have_tucks),
    _BASE["Empire"]: ("three or more of each of the six icons on your board", _have_empire),
    _BASE["World"]: ("twelve clocks on your board", _have_clocks),
    _BASE["Wonder"]: ("all five colours on your board, each splayed right or up",
                      _have_splayed(RIGHT, UP)),
    _BASE["Universe"]: ("five top cards of value 8 or more", _have_high_tops),
    _FOURTH["Monument"]: ("four top cards with a demand", _have_demand_tops),
    _FOURTH["Wonder"]: ("all five colours on your board, each splayed right, up or aslant",
                        _have_splayed(RIGHT, UP, ASLANT)),
}


def special_distances(game: Game) -> list[SpecialDistance]:
    """For each special achievement still available, each player's distance to it."""
    conditions = game.edition.specials
    out = []
    for name in game.state.specials:
        condition = conditions[name]
        distance = DISTANCES.get(condition)
        for q, pl in enumerate(game.state.players):
            if distance is not None:
                short, missing = distance(pl)
            else:
                met = bool(condition(pl))
                short, missing = (0, []) if met else (1, ["its condition"])
            goal, have = GOALS.get(condition, ("its condition", lambda pl: ""))
            out.append(SpecialDistance(name, q, short, missing, goal, have(pl)))
    return out


# ---------------------------------------------------------------------------------- reasons
def reasons(game: Game) -> dict[str, Any]:
    """Everything the coach can say about the position, as JSON: the preview of every top
    card, what each player lacks for each achievement, and every player's distance to each
    special achievement. Only public facts are read (see the module docstring), so any seat
    or spectator may be shown all of it."""
    names = game.names
    return {
        "dogma": {p.card.name: p.to_json(names) for p in board_previews(game)},
        "achievements": {
            names[q]: [g.to_json() for g in achievement_gaps(game, q)]
            for q in range(game.n_players)
        },
        "specials": [s.to_json(names) for s in special_distances(game)],
    }


def reason_lines(game: Game, viewer: int) -> list[str]:
    """`why` in the terminal: the viewer's achievement gaps and the special distances."""
    names = game.names
    who = _namer(names, viewer)
    out = []
    gaps = achievement_gaps(game, viewer)
    pl = game.state.players[viewer]
    out.append(f"Achievements ({who(viewer)}: {pl.points()} points):")
    out.extend(f"  {g.text()}" for g in gaps)
    if not gaps:
        out.append("  none left to claim")
    specials = special_distances(game)
    if specials:
        out.append("Special achievements:")
        for s in specials:
            out.append(f"  {who(s.player)}: {s.text()}")
    return out


def _namer(names: list[str], viewer: int | None) -> Callable[[int], str]:
    return lambda q: "you" if q == viewer else names[q]
