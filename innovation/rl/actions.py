"""A fixed, semantic discrete action space: one integer per kind of answer, the same for every
decision of an edition.

Learning agents want one `Discrete(n)` space and a mask, not a list of options that changes
with every decision. So every legal answer of every decision kind gets its own slot, and a slot
means the same thing wherever it is legal ("meld Archery" is always the same integer):

==========  ===========================  ======================================================
block       size (N cards, P seats)      answer
==========  ===========================  ======================================================
draw        1                            ``("draw",)``
meld        N                            ``("meld", card)``, slot = ``card.id``
dogma       N                            ``("dogma", card)`` (a distant player's top card too:
                                         the 4th edition's negotiation)
endorse     N                            ``("endorse", card)``, slot = ``card.id`` (layout
                                         versions 4 and 5 only: Cities of Destiny)
achieve     11                           ``("achieve", age)``, ages 1..11
card        N                            a card chosen by a card effect, or the setup meld
pass        1                            ``None``: decline / stop choosing (card, colour, player,
                                         value and option questions)
color       5                            a colour 0..4 (blue, red, green, yellow, purple)
player      P                            a player by seat relative to the decider (0 = self,
                                         1 = the next player clockwise, ...)
yes, no     2                            ``True`` / ``False``
value       V                            an int 1..V (an age or value a card asks for; V = 11,
                                         12 with an expansion: a bonus's value)
option      O                            the k-th of ``decision.options`` that is not ``None``
==========  ===========================  ======================================================

Layout version 1, the 3rd and 1st editions (N = 105, P = 4, O = 3: Evolution's three branches
are their only option question): 353 actions, unchanged since it was published. Version 2, the
4th edition (N = 115, P = 6, O = 8: Publications offers up to six options besides its decline):
390 actions. Version 3, any edition played with Echoes of the Past (the blocks of version 2,
over the edition's and the expansion's cards; O = 11: Publications offers each of the ten
special achievements and its "pass"; V = 12: Watermill asks for the value of a bonus, and the
4th edition's bonuses reach 12): the 3rd and 1st editions N = 210, P = 4, 677 actions; the 4th
N = 230, P = 6, 739 actions. Echoes adds no kind of answer: promotion is a card
question over the forecast (with pass where it may be declined, the 3rd and 1st editions),
then a yes/no for its free Dogma; foreshadowing and the other forecast choices are card
questions like any other.

Version 4, any edition played with Cities of Destiny alone, and version 5, with Echoes and
Cities together (``expansions=("echoes", "cities")``, in that order: the order fixes the card
ids): the blocks of version 3 and the Endorse block after Dogma, a slot per card as Dogma has
(a top card Endorse may be taken on; in the 4th edition a city never, as it cannot be
dogma'd); O = the special achievements and a pass (Publications: 11 with Cities alone, 16 with
both), V = 12. Version 4: the 3rd and 1st editions N = 210 (ids 0-104 base, 105-209 cities),
887 actions; the 4th N = 230, 969 actions. Version 5: the 3rd and 1st N = 315 (105-209 Echoes,
210-314 cities), 1,312 actions; the 4th N = 345, 1,434 actions. The card paid for an Endorse
(tucked, junked in the 4th edition) is a card question like any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np

from ..engine.cards import Card
from ..engine.decisions import (
    ACTION,
    CARD,
    COLOR,
    OPTION,
    PLAYER,
    SETUP,
    VALUE,
    YESNO,
    Decision,
    IllegalAnswer,
)
from ..engine.editions import Edition, get_edition

if TYPE_CHECKING:
    from ..engine.game import Game

AGE_SLOTS = 11  # ages 1..11 for achieve and value
N_COLORS = 5
MAX_PLAYERS = 6  # the most seats of any edition (the 4th); a layout has its edition's
MAX_OPTIONS = 8  # option slots from layout version 2 on (the 4th edition asks up to 6 + pass)
# Layout versions: the editions whose layouts were published before the 4th edition keep them
# exactly (version 1); every other edition gets the current one. An edition played with
# expansions has the layout of its expansions (`EXPANSION_VERSIONS`), whatever the edition.
LAYOUT_VERSIONS = {"3rd": 1, "1st": 1}
CURRENT_VERSION = 2
# the expansions in the order the layouts take them (the order fixes the card ids)
EXPANSION_VERSIONS = {("echoes",): 3, ("cities",): 4, ("echoes", "cities"): 5}
ENDORSE_VERSIONS = (4, 5)  # the layouts with an Endorse block (Cities of Destiny)
V1_OPTIONS = 3  # version 1: Evolution's three branches, the only option question then
V3_OPTIONS = 11  # version 3: Publications' ten special achievements and its "pass"
# versions 4 and 5: Publications' special achievements (ten with Cities, fifteen with both)
# and its "pass"
EXPANSION_OPTIONS = {3: V3_OPTIONS, 4: 11, 5: 16}
V3_VALUES = 12  # from version 3: values 1..12 (a bonus's value: Watermill; the 4th edition's
# bonuses, and the cities', reach 12)


def layout_version(edition: str | Edition) -> int:
    """The layout version of an edition with its expansions (the observation's too)."""
    ed = get_edition(edition)
    if not ed.expansions:
        return LAYOUT_VERSIONS.get(ed.name, CURRENT_VERSION)
    version = EXPANSION_VERSIONS.get(ed.expansion_names)
    if version is None:
        ordered = canonical_expansions(ed.expansion_names)
        if ordered in EXPANSION_VERSIONS:
            raise ValueError(
                f"innovation.rl lays out {ed.label!r} with the expansions in the order "
                f"{', '.join(ordered)} (the order fixes the card ids): deal the game with "
                f"expansions={ordered!r}"
            )
        raise ValueError(f"innovation.rl has no layout for the expansions {ed.label!r}")
    return version


def canonical_expansions(names: tuple[str, ...]) -> tuple[str, ...]:
    """Expansion names in the order of the RL layouts (the order they were published: Echoes,
    then Cities); names the layouts do not know keep their place after them."""
    known = [name for layout in EXPANSION_VERSIONS for name in layout]
    return tuple(sorted(names, key=lambda n: known.index(n) if n in known else len(known)))


class IllegalAction(IllegalAnswer):
    """An action index that is not a legal answer to the pending decision (a `ValueError`)."""


@dataclass(frozen=True)
class ActionLayout:
    """Where each block of the action space starts, for one edition."""

    version: int
    n_cards: int
    n_players: int  # player slots: the edition's largest table
    n_options: int  # option slots
    draw: int
    meld: int
    dogma: int
    achieve: int
    card: int
    pass_: int
    color: int
    player: int
    yes: int
    no: int
    value: int
    option: int
    size: int
    n_values: int = AGE_SLOTS  # value slots: 1..11 (1..12 from version 3)
    endorse: int = -1  # the Endorse block's first slot (versions 4 and 5), -1 without one

    def describe(self, index: int) -> str:
        """A readable name for an action index (for logs and error messages)."""
        for name, start, width in self.blocks():
            if start <= index < start + width:
                k = index - start
                if width == 1:
                    return name
                if name in ("achieve", "value"):
                    return f"{name} {k + 1}"
                return f"{name} {k}"
        return f"out of range ({index})"

    def blocks(self) -> list[tuple[str, int, int]]:
        n = self.n_cards
        endorse = [("endorse", self.endorse, n)] if self.endorse >= 0 else []
        return [
            ("draw", self.draw, 1),
            ("meld", self.meld, n),
            ("dogma", self.dogma, n),
            *endorse,
            ("achieve", self.achieve, AGE_SLOTS),
            ("card", self.card, n),
            ("pass", self.pass_, 1),
            ("color", self.color, N_COLORS),
            ("player", self.player, self.n_players),
            ("yes", self.yes, 1),
            ("no", self.no, 1),
            ("value", self.value, self.n_values),
            ("option", self.option, self.n_options),
        ]


@cache
def _layout(label: str) -> ActionLayout:
    ed = get_edition(label)
    n = len(ed.cards)
    version = layout_version(ed)
    n_players = ed.max_players
    n_options = {1: V1_OPTIONS, 2: MAX_OPTIONS, **EXPANSION_OPTIONS}[version]
    n_values = AGE_SLOTS if version < 3 else V3_VALUES
    meld = 1
    dogma = meld + n
    endorse = dogma + n if version in ENDORSE_VERSIONS else -1
    achieve = dogma + n + (n if endorse >= 0 else 0)
    card = achieve + AGE_SLOTS
    pass_ = card + n
    color = pass_ + 1
    player = color + N_COLORS
    yes = player + n_players
    no = yes + 1
    value = no + 1
    option = value + n_values
    size = option + n_options
    return ActionLayout(
        version,
        n,
        n_players,
        n_options,
        0,
        meld,
        dogma,
        achieve,
        card,
        pass_,
        color,
        player,
        yes,
        no,
        value,
        option,
        size,
        n_values,
        endorse,
    )


def layout(edition: str | Edition) -> ActionLayout:
    """The action layout of an edition with its expansions (cached): `edition` is an
    `Edition` (``game.edition``, ``get_edition("3rd", ("echoes",))``) or its label ("3rd",
    "3rd+echoes")."""
    return _layout(get_edition(edition).label)


def action_size(edition: str | Edition) -> int:
    """How many actions the edition's space has (353 for the 3rd and the 1st edition, 390 for
    the 4th; with Echoes 677 and 739; with Cities 887 and 969; with both 1,312 and 1,434)."""
    return layout(edition).size


def _encode(lay: ActionLayout, d: Decision, n_players: int, answer: Any) -> int:
    kind = d.kind
    if kind == ACTION:
        verb = answer[0]
        if verb == "draw":
            return lay.draw
        if verb == "meld":
            return lay.meld + answer[1].id
        if verb == "dogma":
            return lay.dogma + answer[1].id
        if verb == "achieve" and 1 <= answer[1] <= AGE_SLOTS:
            return lay.achieve + answer[1] - 1
        if verb == "endorse" and lay.endorse >= 0:
            return lay.endorse + answer[1].id
    elif answer is None:
        if kind in (CARD, COLOR, PLAYER, VALUE, OPTION):
            return lay.pass_
    elif kind in (CARD, SETUP):
        if isinstance(answer, Card):
            return lay.card + answer.id
    elif kind == COLOR:
        return lay.color + answer
    elif kind == PLAYER:
        k = (answer - d.player) % n_players
        if k < lay.n_players:
            return lay.player + k
    elif kind == YESNO:
        return lay.yes if answer else lay.no
    elif kind == VALUE:
        if 1 <= answer <= lay.n_values:
            return lay.value + answer - 1
    elif kind == OPTION:
        k = [o for o in d.options if o is not None].index(answer)
        if k < lay.n_options:
            return lay.option + k
    raise ValueError(f"the action space has no slot for {answer!r} (a {kind!r} answer)")


def encode(game: Game, answer: Any) -> int:
    """The action index of a legal answer to the pending decision."""
    d = game.decision
    if d is None:
        raise IllegalAction("the game is over; there is nothing to answer")
    if not d.is_legal(answer):
        raise IllegalAction(f"{answer!r} is not a legal answer to {d.prompt!r}")
    return _encode(layout(game.edition), d, game.n_players, answer)


def legal_actions(game: Game) -> list[int]:
    """The action indices of the pending decision's legal answers, in the order of `options`."""
    d = game.decision
    if d is None:
        return []
    lay = layout(game.edition)
    kind = d.kind
    if kind == ACTION:  # the commonest questions, encoded inline (as `_encode` does)
        out = []
        for o in d.options:
            verb = o[0]
            if verb == "meld":
                out.append(lay.meld + o[1].id)
            elif verb == "dogma":
                out.append(lay.dogma + o[1].id)
            elif verb == "draw":
                out.append(lay.draw)
            else:
                out.append(_encode(lay, d, game.n_players, o))
        return out
    if kind in (CARD, SETUP):
        card = lay.card
        return [
            card + o.id if isinstance(o, Card) else _encode(lay, d, game.n_players, o)
            for o in d.options
        ]
    n = game.n_players
    return [_encode(lay, d, n, o) for o in d.options]


def legal_mask(game: Game) -> np.ndarray:
    """A bool vector over the action space: True exactly at the legal answers (all False when
    the game is over)."""
    mask = np.zeros(layout(game.edition).size, dtype=bool)
    mask[legal_actions(game)] = True
    return mask


def decode(game: Game, index: int) -> Any:
    """The answer an action index stands for; raises `IllegalAction` (a ValueError) if it is
    not a legal answer to the pending decision."""
    d = game.decision
    if d is None:
        raise IllegalAction("the game is over; there is nothing to answer")
    lay = layout(game.edition)
    try:
        i = int(index)
    except (TypeError, ValueError):
        raise IllegalAction(f"an action is an integer, not {index!r}") from None
    if i != index or not 0 <= i < lay.size:
        raise IllegalAction(f"action {index!r} is outside the action space 0..{lay.size - 1}")
    n = game.n_players
    for option in d.options:
        if _encode(lay, d, n, option) == i:
            return option
    legal = ", ".join(f"{a} ({lay.describe(a)})" for a in legal_actions(game))
    raise IllegalAction(
        f"action {i} ({lay.describe(i)}) is not legal for {game.names[d.player]} "
        f"at {d.kind!r} decision {d.prompt!r}; legal actions: {legal}"
    )


__all__ = [
    "AGE_SLOTS",
    "EXPANSION_VERSIONS",
    "LAYOUT_VERSIONS",
    "MAX_OPTIONS",
    "MAX_PLAYERS",
    "ActionLayout",
    "IllegalAction",
    "action_size",
    "canonical_expansions",
    "decode",
    "encode",
    "layout",
    "layout_version",
    "legal_actions",
    "legal_mask",
]
