"""A fixed-length float32 observation for one player, built only from what that player may see.

The engine's `view(game, p)` (engine/views.py) is the authority on what p may see. `observation_from_view` encodes
exactly that dict (nothing else of the game is read but public facts: the edition, seat count,
team and hidden-covered options, the card list): it is the reference. The environments build
the same vector straight from the state and keep it up to date from step to step
(`LiveObservation`, one per seat, from `observer(game, p).live()`): every card's place comes
from `State.where` through fixed index tables, and only what changed since the last call is
rewritten; `observation(game, p)` does the same with one per thread, table and seat.
tests/rl/test_observation.py checks at every decision of random games of every table,
mid-effect ones included, and over random interleavings of games, that they equal the
reference element for element, so the fast path shows no more than the view does.

Seats are relative to the observer: seat 0 is p, seat 1 the next player clockwise, and so on;
absent seats (fewer players than the edition's largest table, P) are zeros. Counts are raw
numbers (not scaled).

Layout (`obs_layout(edition)` gives each field's slice; N = number of cards, S = number of
special achievements = 5, A = 11 age slots, ages 1..11, P = seats, C = 5 + 2 * P columns; with
Echoes, version 3 below; with Cities, versions 4 and 5):

1. ``cards``: N x C, card-major (``lay.cards(obs)`` is the N x C matrix), row = ``card.id``.
   Columns 0..2 + 2P are a one-hot of the card's place as p knows it: 0 unknown (an age pile,
   an opponent's hand or score pile, an achievement, the junk, a covered card p may not see,
   out of the game), 1 p's hand, 2 p's score pile, then for each seat: top of a board pile,
   covered in a board pile (3 + 2 * seat, 4 + 2 * seat). Column 3 + 2P
   (``lay.decision_card``): the card whose effect asks p the pending decision. Column 4 + 2P
   (``lay.setup_choice``): the card p chose to meld at setup (before everyone has chosen).
2. ``seats``: P rows, one per relative seat: present, same side (p and p's teammates), current
   player (whose turn), deciding player, winner, hand size, score pile size, points,
   achievements claimed, hand ages (A, counts per age), score pile ages (A), claimed
   achievements by age (A), special achievements claimed (S), icon counts (7: crown, leaf,
   lightbulb, castle, factory, clock, person), pile sizes per colour (5, 0 when unknown), pile
   size known (5), splay per colour (5 x 5 one-hot: none, left, right, up, aslant). Version 2
   adds: eliminated, and the seat's team (P one-hot: p's team is 0, the other teams numbered
   as they first come clockwise from p; without teams every seat is its own team).
3. ``global``: phase one-hot (setup, play, over), turn (capped at `TURN_CAP`), actions left,
   team game, covered cards hidden, achievements needed to win, age pile sizes (A), available
   achievements by age (A), available special achievements (S), pending decision kind one-hot
   (8: action, setup, card, color, player, yesno, option, value). Version 2 adds: the junk's
   cards by age (A), junked special achievements (S), and whether negotiation is allowed.

Layout version 1, the 3rd and 1st editions (kept exactly as published; nothing of version 2
can happen in them: no junk, no elimination, and their only team shape, two pairs across, is
what "same side" says): N = 105, P = 4, 1,365 + 4 x 89 + 43 = 1,764 floats. Version 2, the 4th
edition: N = 115, P = 6, 1,955 + 6 x 96 + 60 = 2,591 floats.

Version 3, any edition played with Echoes of the Past (`obs_layout(game.edition)`, or the label
"3rd+echoes"): everything of version 2, over the edition's and the expansion's cards (N = 210
or 230, S = 10: the Echoes special achievements after the edition's), and:

- cards: C = 4 + 2P + 5 columns. A fourth own place, column 3 (``MY_FORECAST``): a card of p's
  own forecast (another player's forecast card is "unknown"), so the seats' columns start at 4
  (``lay.top(seat)``, ``lay.covered(seat)``); after the decision card and the setup choice,
  the card's bonus (its value, 0 if none) and whether it has an echo effect (both printed on
  it: the same in every observation), and whether its echo effect is visible on a board now
  (``lay.echo_visible``; a pile p sees only the top card of, covered cards hidden, shows the
  top card's only).
- seats: forecast size, forecast ages (A), the Echoes cards in hand by age (A: their backs show
  the set), bonus points, visible bonuses by value (12, values 1..12), visible echo effects
  per colour (5); "points" counts the bonus points too.
- global: the Echoes age piles' sizes (A), and the promotion question p is asked (2 flags:
  which forecast card to promote; whether to take the promoted card's free Dogma).

3rd and 1st editions: N = 210, P = 4, C = 17, seat 140: 3,570 + 560 + 83 = 4,213 floats; the
4th: N = 230, P = 6, C = 21, seat 142: 4,830 + 852 + 83 = 5,765 floats.

Version 4, any edition played with Cities of Destiny alone (the label "3rd+cities"):
everything of version 2 over the edition's cards and the cities (N = 210 or 230; S = 10: the
expansion's five special achievements after the edition's), and:

- cards: after the decision card and the setup choice, the card's bonus (its value, 0 if
  none: cities print bonuses), a city's six positions (``lay.positions``, six columns:
  `position_code` of what each holds, top-left, bottom-left, bottom-middle, bottom-right,
  top-middle, top-right; 0 for every other card; printed, the same in every observation), and
  how many of its flags and fountains show on a board now (``lay.marks_visible``: all of a
  top city's, a covered city's where its pile's splay shows them; a pile p sees only the top
  card of shows the top card's only).
- seats: bonus points and visible bonuses by value (12), as version 3 has them; the cities in
  hand by age (A: their backs show the set); visible flags per colour (5) and visible
  fountains per colour (5); the achievements the board holds now (flags and fountains that
  count: the engine's, as the view gives it; "achievements" counts the claimed ones only).
- global: the City piles' sizes (A), and Endorse (2 flags: the current player has endorsed
  this turn; p is asked which card pays for an Endorse, whose card is then marked as the
  decision card).

Version 5, Echoes and Cities together (the label "3rd+echoes+cities", that order: the order
fixes the card ids): version 3's fields over N = 315 or 345 cards (the edition's, the Echoes
cards, the cities) and S = 15, then version 4's (the bonus in version 3's column, the
positions and marks after the echo columns), and per seat the forecast's Echoes cards and
cities by age (A each: their backs). 3rd and 1st editions with Cities: N = 210, P = 4, C = 21,
seat 134: 4,410 + 536 + 83 = 5,029 floats; the 4th: N = 230, P = 6, C = 25, seat 136: 5,750 +
816 + 83 = 6,649. With both: N = 315, C = 24, seat 189: 7,560 + 756 + 106 = 8,422; the 4th:
N = 345, C = 28, seat 191: 9,660 + 1,146 + 106 = 10,912.
"""

from __future__ import annotations

import re
import threading
from array import array
from dataclasses import dataclass, field
from functools import cache
from itertools import chain, compress
from operator import is_not
from typing import TYPE_CHECKING, Any

import numpy as np

from ..engine.cards import (
    CITY_VISIBLE_WHEN_COVERED,
    COLOR_NAMES,
    FLAG,
    FOUNTAIN,
    ICON_NAMES,
    N_ICONS,
    SPLAY_NAMES,
    UNSPLAY_ICON,
    UNSPLAYED,
    Card,
)
from ..engine.cities import CITIES_SET, ENDORSE_JUNK_PROMPT, ENDORSE_PAY_PROMPT, ENDORSED
from ..engine.decisions import ACTION, CARD, COLOR, OPTION, PLAYER, SETUP, VALUE, YESNO
from ..engine.editions import Edition, get_edition
from ..engine.expansions import (
    PROMOTE_MUST_PROMPT,
    PROMOTE_PROMPT,
    PROMOTED_DOGMA_PROMPT,
    visible_echoes,
)
from ..engine.state import ACHIEVED, ACHIEVEMENTS, BOARD, DECK, FORECAST, HAND, JUNK, SCORE
from ..engine.views import view
from .actions import AGE_SLOTS, layout_version

if TYPE_CHECKING:
    from ..engine.game import Game

KINDS = (ACTION, SETUP, CARD, COLOR, PLAYER, YESNO, OPTION, VALUE)
PHASES = ("setup", "play", "over")
N_SPLAYS = len(SPLAY_NAMES)

# card columns
UNKNOWN, MY_HAND, MY_SCORE = 0, 1, 2
MY_FORECAST = 3  # versions 3 and 5 (Echoes): a card of p's own forecast; the seats' columns follow
BONUS_SLOTS = 12  # version 3: visible bonuses by value, 1..12 (the 4th edition's reach 12)
# version 3: the two promotion questions (the forecast card to meld; its free Dogma, 3rd ed.)
PROMOTIONS = ((PROMOTE_PROMPT, PROMOTE_MUST_PROMPT), (PROMOTED_DOGMA_PROMPT,))
_DOGMA_HEAD, _DOGMA_TAIL = PROMOTED_DOGMA_PROMPT.split("{card}")
ECHOES_SET = 1  # `Card.set` of an Echoes card (a city's is `CITIES_SET`, 2)
# versions 4 and 5 (Cities of Destiny): the question that pays for an Endorse (tuck, 3rd and
# 1st editions; junk, 4th), matched in the view's prompt (the endorsed card's name ends it)
ENDORSE_PROMPTS = (ENDORSE_PAY_PROMPT, ENDORSE_JUNK_PROMPT)
_ENDORSE_PATTERNS = tuple(
    re.compile(
        re.escape(prompt).replace(re.escape("{value}"), r"\d+").replace(re.escape("{card}"), "(.+)")
        + "$"
    )
    for prompt in ENDORSE_PROMPTS
)
CITY_POSITIONS = 6  # a city's positions: top-left, bottom-left, bottom-middle, bottom-right,
# top-middle, top-right (innovation/cards/cities/*/facts.txt)
# what a city's position holds, as a number: 0 none (not a city), an icon its number + 1 (1-7:
# crown, leaf, lightbulb, castle, factory, clock, person), else N_ICONS - code (8 hex, 9 echo
# effect, 10 bonus, 11 flag, 12 fountain, 13 plus, 14-16 the arrows left, right and up, 17
# junk, 18 uplift, 19 unsplay; engine/cards.py's position codes)
MAX_POSITION_CODE = N_ICONS - UNSPLAY_ICON
POSITION_SCALE = 10.0  # `normalize=True`: the position codes divided by this


def position_code(icon: int) -> int:
    """The number a city's position is observed as (`MAX_POSITION_CODE` at most)."""
    return icon + 1 if icon >= 0 else N_ICONS - icon


def city_marks(card: Card) -> tuple[tuple[int, int] | None, list[tuple[int, int] | None]]:
    """The (flags, fountains) a card shows on top of a pile, and per splay direction when it
    is covered (None where it shows none): a city's flags and fountains are wherever its six
    positions show (`CITY_VISIBLE_WHEN_COVERED`); other cards have none."""
    if card.set != CITIES_SET:
        return None, [None] * len(SPLAY_NAMES)

    def count(positions: tuple[int, ...] | range) -> tuple[int, int] | None:
        shown = [card.icons[i] for i in positions]
        marks = (shown.count(FLAG), shown.count(FOUNTAIN))
        return marks if any(marks) else None

    covered = [count(CITY_VISIBLE_WHEN_COVERED[d]) for d in range(len(SPLAY_NAMES))]
    return count(range(len(card.icons))), covered


# the columns of the version-1 layout (four seats); a layout's own are `ObsLayout.n_places`,
# `decision_card`, `setup_choice` and `card_columns`
N_PLACES = 3 + 2 * 4
DECISION_CARD = N_PLACES
SETUP_CHOICE = N_PLACES + 1
CARD_COLUMNS = N_PLACES + 2
TURN_CAP = 1_000_000  # the turn is clipped here so that the `Box` is bounded


def _top(seat: int, own: int = 3) -> int:
    return own + 2 * seat


def _covered(seat: int, own: int = 3) -> int:
    return own + 1 + 2 * seat


@dataclass(frozen=True)
class ObsLayout:
    """Offsets of the observation's fields for one edition. `seat_fields` are offsets inside a
    seat row (add ``seats + seat * seat_size``); `global_fields` are absolute."""

    version: int
    n_cards: int
    specials: tuple[str, ...]
    n_seats: int
    card_columns: int
    seats: int
    seat_size: int
    seat_fields: dict[str, slice] = field(repr=False)
    global_fields: dict[str, slice] = field(repr=False)
    size: int
    label: str = field(default="", repr=False)  # the edition with its expansions ("3rd+echoes")

    @property
    def echoes(self) -> bool:
        """Whether the layout has Echoes of the Past's fields (versions 3 and 5)."""
        return self.version in (3, 5)

    @property
    def cities(self) -> bool:
        """Whether the layout has Cities of Destiny's fields (versions 4 and 5)."""
        return self.version in (4, 5)

    @property
    def bonuses(self) -> bool:
        """Whether cards may have bonuses (Echoes' cards and cities): the bonus fields."""
        return self.echoes or self.cities

    @property
    def own_places(self) -> int:
        """The place columns before the seats': unknown, my hand, my score (and my forecast,
        versions 3 and 5)."""
        return 4 if self.echoes else 3

    @property
    def n_places(self) -> int:
        """The columns of the place one-hot: unknown, my hand, my score (my forecast, versions
        3 and 5), top/covered per seat."""
        return self.own_places + 2 * self.n_seats

    def top(self, seat: int) -> int:
        """The column of a card on top of a pile of a relative seat."""
        return _top(seat, self.own_places)

    def covered(self, seat: int) -> int:
        """The column of a covered card of a pile of a relative seat."""
        return _covered(seat, self.own_places)

    @property
    def decision_card(self) -> int:
        return self.n_places

    @property
    def setup_choice(self) -> int:
        return self.n_places + 1

    # versions 3-5: a card's bonus (its value, 0 if none); 3 and 5: whether it has an echo
    # effect (both printed on the card), whether its echo effect is visible on a board now
    @property
    def card_bonus(self) -> int:
        return self.n_places + 2

    @property
    def card_echo(self) -> int:
        return self.n_places + 3

    @property
    def echo_visible(self) -> int:
        return self.n_places + 4

    # versions 4 and 5: a city's six positions (`position_code`, printed), then how many of
    # its flags and fountains show on a board now
    @property
    def positions(self) -> int:
        """The first of the six position columns."""
        return self.n_places + (5 if self.echoes else 3)

    @property
    def marks_visible(self) -> int:
        return self.positions + CITY_POSITIONS

    def seat(self, seat: int, name: str) -> slice:
        """The absolute slice of one field of a relative seat."""
        s = self.seat_fields[name]
        base = self.seats + seat * self.seat_size
        return slice(base + s.start, base + s.stop)

    def cards(self, obs: np.ndarray) -> np.ndarray:
        """The card block as an N x C matrix (a view of `obs`)."""
        return obs[: self.n_cards * self.card_columns].reshape(self.n_cards, self.card_columns)


def _fields(spec: list[tuple[str, int]], start: int) -> tuple[dict[str, slice], int]:
    out = {}
    at = start
    for name, width in spec:
        out[name] = slice(at, at + width)
        at += width
    return out, at


@cache
def _obs_layout(label: str) -> ObsLayout:
    ed = get_edition(label)
    version = layout_version(ed)
    echoes = version in (3, 5)
    cities = version in (4, 5)
    n = len(ed.cards)
    n_seats = ed.max_players
    columns = 3 + 2 * n_seats + 2
    if echoes:  # my forecast; bonus, echo effect, echo effect visible
        columns += 1 + 3
    elif cities:  # bonus
        columns += 1
    if cities:  # six positions, flags and fountains visible
        columns += CITY_POSITIONS + 1
    specials = tuple(ed.conditions) if ed.expansions else tuple(ed.specials)
    s = len(specials)
    seat_spec = [
        ("present", 1),
        ("same_side", 1),
        ("current", 1),
        ("deciding", 1),
        ("winner", 1),
        ("hand_count", 1),
        ("score_count", 1),
        ("points", 1),
        ("achievement_count", 1),
        ("hand_ages", AGE_SLOTS),
        ("score_ages", AGE_SLOTS),
        ("achieved_ages", AGE_SLOTS),
        ("specials_claimed", s),
        ("icons", N_ICONS),
        ("pile_size", 5),
        ("pile_size_known", 5),
        ("splay", 5 * N_SPLAYS),
    ]
    if version >= 2:
        seat_spec += [("eliminated", 1), ("team", n_seats)]
    if echoes:
        seat_spec += [
            ("forecast_count", 1),
            ("forecast_ages", AGE_SLOTS),
            ("hand_echoes_ages", AGE_SLOTS),
            ("bonus_points", 1),
            ("bonuses", BONUS_SLOTS),
            ("echo_counts", 5),
        ]
    elif cities:
        seat_spec += [("bonus_points", 1), ("bonuses", BONUS_SLOTS)]
    if cities:
        seat_spec.append(("hand_cities_ages", AGE_SLOTS))
        if echoes:  # the forecast's backs: the expansions' cards in it by age
            seat_spec += [("forecast_echoes_ages", AGE_SLOTS), ("forecast_cities_ages", AGE_SLOTS)]
        seat_spec += [("flags", 5), ("fountains", 5), ("board_achievements", 1)]
    seat_fields, seat_size = _fields(seat_spec, 0)
    seats = n * columns
    global_spec = [
        ("phase", len(PHASES)),
        ("turn", 1),
        ("actions_left", 1),
        ("teams", 1),
        ("hide_covered", 1),
        ("to_win", 1),
        ("decks", AGE_SLOTS),
        ("achievements", AGE_SLOTS),
        ("specials", s),
        ("decision_kind", len(KINDS)),
    ]
    if version >= 2:
        global_spec += [("junk", AGE_SLOTS), ("junked_specials", s), ("negotiation", 1)]
    if echoes:
        global_spec += [("echoes_decks", AGE_SLOTS), ("promotion", len(PROMOTIONS))]
    if cities:  # the City piles; endorsed this turn, the Endorse payment asked of me
        global_spec += [("cities_decks", AGE_SLOTS), ("endorse", 2)]
    global_fields, size = _fields(global_spec, seats + n_seats * seat_size)
    return ObsLayout(
        version,
        n,
        specials,
        n_seats,
        columns,
        seats,
        seat_size,
        seat_fields,
        global_fields,
        size,
        ed.label,
    )


def obs_layout(edition: str | Edition) -> ObsLayout:
    """The observation layout of an edition with its expansions (cached): an `Edition`
    (``game.edition``, ``get_edition("4th", ("echoes",))``) or its label ("4th+echoes")."""
    return _obs_layout(get_edition(edition).label)


def observation_size(edition: str | Edition) -> int:
    return obs_layout(edition).size


@cache
def observation_high(label: str) -> np.ndarray:
    """Upper bounds of every element (for a `Box`): 1 for flags and one-hots, card counts,
    points and icon totals as large as the cards allow, the turn `TURN_CAP`. `label`: an
    edition with its expansions ("3rd", "3rd+echoes")."""
    ed = get_edition(label)
    lay = obs_layout(ed)
    n = len(ed.cards)
    high = np.ones(lay.size, dtype=np.float32)
    counts = ("hand_count", "score_count", "achievement_count", "pile_size")
    bonuses = sum(c.bonus for c in ed.cards) if lay.bonuses else 0
    # a city shows six positions: four counted icons at most on top, as a base card
    icons = 6 * n if lay.cities else 4 * n
    echo_counts = (
        "forecast_count",
        "forecast_ages",
        "hand_echoes_ages",
        "bonuses",
        "echo_counts",
        "hand_cities_ages",
        "forecast_echoes_ages",
        "forecast_cities_ages",
        "flags",
        "fountains",
        "board_achievements",
    )
    for seat in range(lay.n_seats):
        for name in counts + ("hand_ages", "score_ages", "achieved_ages"):
            high[lay.seat(seat, name)] = n
        high[lay.seat(seat, "points")] = sum(c.age for c in ed.cards) + bonuses
        high[lay.seat(seat, "icons")] = icons
        for name in echo_counts:
            if name in lay.seat_fields:
                high[lay.seat(seat, name)] = n
        if lay.bonuses:
            high[lay.seat(seat, "bonus_points")] = bonuses
    g = lay.global_fields
    high[g["turn"]] = TURN_CAP
    decks = ("actions_left", "to_win", "decks", "achievements", "junk", "echoes_decks")
    for name in (*decks, "cities_decks"):
        if name in g:
            high[g[name]] = n
    if lay.bonuses:
        lay.cards(high)[:, lay.card_bonus] = max(BONUS_SLOTS, max(c.bonus for c in ed.cards))
    if lay.cities:
        rows = lay.cards(high)
        rows[:, lay.positions : lay.positions + CITY_POSITIONS] = MAX_POSITION_CODE
        marks = (c.icons.count(FLAG) + c.icons.count(FOUNTAIN) for c in ed.cards)
        rows[:, lay.marks_visible] = max(1, *marks)
    high.setflags(write=False)
    return high


# what the environments' `normalize=True` divides each element by, so that counts come out
# mostly between 0 and a few: the order of magnitude of a field in a real game (not its bound:
# the turn's is `TURN_CAP`, a hand's every card). Flags and one-hots, and what is not named
# here, are left as they are (divided by 1).
SEAT_SCALES = {
    "hand_count": 10.0,
    "score_count": 10.0,
    "points": 50.0,
    "achievement_count": 5.0,
    "hand_ages": 5.0,
    "score_ages": 5.0,
    "icons": 20.0,
    "pile_size": 10.0,
    "forecast_count": 5.0,
    "forecast_ages": 5.0,
    "hand_echoes_ages": 5.0,
    "bonus_points": 10.0,
    "echo_counts": 5.0,
    "hand_cities_ages": 5.0,
    "forecast_echoes_ages": 5.0,
    "forecast_cities_ages": 5.0,
    "board_achievements": 5.0,
}
GLOBAL_SCALES = {
    "turn": 100.0,
    "actions_left": 2.0,
    "to_win": 6.0,
    "decks": 10.0,
    "junk": 10.0,
    "echoes_decks": 10.0,
    "cities_decks": 10.0,
}
CARD_BONUS_SCALE = 10.0


@cache
def observation_scale(label: str) -> np.ndarray:
    """The divisor of every element under `normalize=True` (read-only; `label`: an edition
    with its expansions, "3rd", "4th+echoes"): the raw observation divided by it is what a
    normalizing environment returns, and `observation_high(label) / observation_scale(label)`
    its bounds."""
    lay = obs_layout(label)
    scale = np.ones(lay.size, dtype=np.float32)
    for seat in range(lay.n_seats):
        for name, value in SEAT_SCALES.items():
            if name in lay.seat_fields:
                scale[lay.seat(seat, name)] = value
    for name, value in GLOBAL_SCALES.items():
        if name in lay.global_fields:
            scale[lay.global_fields[name]] = value
    if lay.bonuses:
        lay.cards(scale)[:, lay.card_bonus] = CARD_BONUS_SCALE
    if lay.cities:
        lay.cards(scale)[:, lay.positions : lay.positions + CITY_POSITIONS] = POSITION_SCALE
    scale.setflags(write=False)
    return scale


# ------------------------------------------------------------------------------ teams
@cache
def relative_teams(teams: tuple[int, ...], p: int) -> tuple[int, ...]:
    """Each relative seat's team number as p sees the table: p's team is 0, the other teams
    numbered in the order they first come clockwise from p. `teams` gives each seat's team
    (every seat its own when there are no teams)."""
    n = len(teams)
    numbers: dict[int, int] = {}
    return tuple(numbers.setdefault(teams[(p + j) % n], len(numbers)) for j in range(n))


# ------------------------------------------------------------------------------ from the view
def observation_from_view(game: Game, p: int) -> np.ndarray:
    """The observation of player p, encoded from ``view(game, p)`` alone (the reference)."""
    ed = game.edition
    lay = obs_layout(ed)
    v = view(game, p, log=False)
    n = game.n_players
    seat_of = {name: (q - p) % n for q, name in enumerate(game.names)}
    cid = {c.name: c.id for c in ed.cards}
    obs = np.zeros(lay.size, dtype=np.float32)
    cards = lay.cards(obs)
    place = [UNKNOWN] * lay.n_cards
    my_team = v["players"][p].get("team")
    g = lay.global_fields
    extended = lay.version >= 2
    echoes = lay.echoes
    cities = lay.cities
    hide = bool(game.options.get("hide_covered"))
    cards_by_id = ed.cards
    # each seat's team as the view shows it (without teams, every seat is its own team)
    seat_teams = [info.get("team", q) for q, info in enumerate(v["players"])]
    team_numbers = relative_teams(tuple(seat_teams), p)
    for info in v["players"]:
        j = seat_of[info["name"]]

        def put(name: str, value: float, k: int = 0, j: int = j) -> None:
            obs[lay.seat(j, name).start + k] = value

        put("present", 1)
        same = j == 0 or (my_team is not None and info.get("team") == my_team)
        put("same_side", float(same))
        put("current", float(v["current"] == info["name"]))
        put("deciding", float(v["waiting_for"] == info["name"]))
        put("winner", float(info["name"] in v["winners"]))
        put("hand_count", info["hand_count"])
        put("score_count", info["score_count"])
        put("points", info["points"])
        put("achievement_count", len(info["achievements"]))
        for age in info["hand_ages"]:
            obs[lay.seat(j, "hand_ages").start + age - 1] += 1
        for age in info["score_ages"]:
            obs[lay.seat(j, "score_ages").start + age - 1] += 1
        for a in info["achievements"]:
            if isinstance(a, str):
                put("specials_claimed", 1, lay.specials.index(a))
            else:
                obs[lay.seat(j, "achieved_ages").start + a - 1] += 1
        for icon, count in info["icons"].items():
            put("icons", count, ICON_NAMES.index(icon))
        for color in range(5):
            entry = info["board"].get(COLOR_NAMES[color])
            if entry is None:
                put("pile_size_known", 1, color)
                put("splay", 1, color * N_SPLAYS + UNSPLAYED)
                continue
            if "count" in entry:
                put("pile_size", entry["count"], color)
                put("pile_size_known", 1, color)
            splay = SPLAY_NAMES.index(entry["splay"])
            put("splay", 1, color * N_SPLAYS + splay)
            for depth, name in enumerate(entry["cards"]):
                place[cid[name]] = lay.top(j) if depth == 0 else lay.covered(j)
            if echoes:
                # the echo effects the listed cards show (a hidden pile lists its top card only)
                pile = tuple(cards_by_id[cid[name]] for name in reversed(entry["cards"]))
                if hide and j != 0:
                    shown = [pile[-1]] if pile[-1].echo is not None else []
                else:
                    shown = visible_echoes(pile, splay)
                for c in shown:
                    cards[c.id, lay.echo_visible] = 1
                put("echo_counts", len(shown), color)
            if cities:
                # the flags and fountains the listed cards show (a hidden pile lists its top
                # card only, which shows all six positions)
                listed = [cards_by_id[cid[name]] for name in entry["cards"]]  # top first
                flags = fountains = 0
                for depth, c in enumerate(listed):
                    top, covered = city_marks(c)
                    marks = top if depth == 0 else covered[splay]
                    if marks is not None:
                        cards[c.id, lay.marks_visible] = marks[0] + marks[1]
                        flags += marks[0]
                        fountains += marks[1]
                put("flags", flags, color)
                put("fountains", fountains, color)
        for name in info.get("hand", ()):
            place[cid[name]] = MY_HAND
        for name in info.get("score", ()):
            place[cid[name]] = MY_SCORE
        if "setup_choice" in info:
            cards[cid[info["setup_choice"]], lay.setup_choice] = 1
        if echoes:
            for name in info.get("forecast", ()):
                place[cid[name]] = MY_FORECAST
            put("forecast_count", info["forecast_count"])
            for age in info["forecast_ages"]:
                obs[lay.seat(j, "forecast_ages").start + age - 1] += 1
            for age, expansion in info["hand_sets"]:
                if expansion == "echoes":
                    obs[lay.seat(j, "hand_echoes_ages").start + age - 1] += 1
        if lay.bonuses:
            put("bonus_points", info["bonus_points"])
            for value in info["bonuses"]:
                obs[lay.seat(j, "bonuses").start + value - 1] += 1
        if cities:  # the cities in hand and (with Echoes) each set's forecast cards, by age
            for age, expansion in info["hand_sets"]:
                if expansion == "cities":
                    obs[lay.seat(j, "hand_cities_ages").start + age - 1] += 1
            if echoes:
                for age, expansion in info["forecast_sets"]:
                    obs[lay.seat(j, f"forecast_{expansion}_ages").start + age - 1] += 1
            put("board_achievements", info["board_achievements"])
            if info.get("turn_flags", 0) & ENDORSED:  # the current player's only
                obs[g["endorse"].start] = 1
        if extended:
            put("eliminated", float(bool(info.get("eliminated"))))
            put("team", 1, team_numbers[j])
    cards[np.arange(lay.n_cards), place] = 1
    obs[g["phase"].start + PHASES.index(v["phase"])] = 1
    obs[g["turn"].start] = min(v["turn"], TURN_CAP)
    obs[g["actions_left"].start] = v["actions_left"]
    obs[g["teams"].start] = float(bool(game.options.get("teams")))
    obs[g["hide_covered"].start] = float(bool(game.options.get("hide_covered")))
    obs[g["to_win"].start] = v["achievements_to_win"]
    for age, count in v["decks"].items():
        obs[g["decks"].start + int(age) - 1] = count
    for age in v["achievements"]:
        obs[g["achievements"].start + age - 1] += 1
    for name in v["specials"]:
        obs[g["specials"].start + lay.specials.index(name)] = 1
    d = v.get("decision")
    if d is not None:
        obs[g["decision_kind"].start + KINDS.index(d["kind"])] = 1
        if "card" in d:
            cards[cid[d["card"]], lay.decision_card] = 1
        prompt = d.get("prompt")  # the decider's own question only
        if echoes and prompt is not None and "card" not in d:
            if prompt in PROMOTIONS[0]:
                obs[g["promotion"].start] = 1
            elif prompt.startswith(_DOGMA_HEAD) and prompt.endswith(_DOGMA_TAIL):
                obs[g["promotion"].start + 1] = 1
        if cities and prompt is not None and "card" not in d:
            for pattern in _ENDORSE_PATTERNS:
                paying = pattern.match(prompt)
                if paying is not None:  # paying for an Endorse: the endorsed card is marked
                    obs[g["endorse"].start + 1] = 1
                    cards[cid[paying.group(1)], lay.decision_card] = 1
    if extended:
        for age, count in v.get("junk", {}).items():
            obs[g["junk"].start + int(age) - 1] = count
        for name in v.get("junked_specials", ()):
            obs[g["junked_specials"].start + lay.specials.index(name)] = 1
        # a public rule of the table: the edition, the number of players and the teams
        obs[g["negotiation"].start] = float(ed.negotiation(n, bool(game.options.get("teams"))))
    if echoes:
        for age, count in v["set_decks"]["echoes"].items():
            obs[g["echoes_decks"].start + int(age) - 1] = count
        # printed on the cards
        cards[:, lay.card_echo] = [c.echo is not None for c in cards_by_id]
    if cities:
        for age, count in v["set_decks"]["cities"].items():
            obs[g["cities_decks"].start + int(age) - 1] = count
        # printed on the cities
        for c in cards_by_id:
            if c.set == CITIES_SET:
                cards[c.id, lay.positions : lay.positions + CITY_POSITIONS] = [
                    position_code(icon) for icon in c.icons
                ]
    if lay.bonuses:
        cards[:, lay.card_bonus] = [c.bonus for c in cards_by_id]
    return obs


# ------------------------------------------------------------------------------ the fast path
# Where a card is, as `State.where` says: (place, owner) per card id. The owner of a card in an
# age pile is its age; other places without an owner say 0. A full read (a new game) takes one
# pass of C code: ``bytes`` of the flattened pairs, read back as little-endian 16-bit numbers,
# is ``place + 256 * owner`` per card. Between two steps, only the entries that are not the
# same tuple as last time are read (`LiveObservation._cards`).
_KEY_OWNERS = 16  # owners 0..15: seats 0..5, ages 0..11 (an age pile's "owner")
_N_KEYS = 256 * _KEY_OWNERS
_PLACES = 8  # DECK .. JUNK (innovation.engine.state)
_ECHOES_PLACES = 9  # and FORECAST (Echoes of the Past)


def _keys(where: list[tuple[int, int]]) -> np.ndarray:
    """``place + 256 * owner`` for every card id, as uint16 (one C-level pass over `where`)."""
    return np.frombuffer(bytes(chain.from_iterable(where)), dtype="<u2")


class _Table:
    """What every observer of an edition's table shares: per (place, relative seat, top) code
    and card, the four observation elements the card adds one to (its place in the card block,
    its age in a histogram, a count, its pile's size), `dummy` where there is none. With Echoes
    (layout versions 3 and 5) an Echoes card of an age pile counts in the Echoes piles' sizes,
    one in a hand also in that hand's Echoes ages (the fourth element), and a forecast card in
    its forecast's size and ages (a column of the card block for the observer's own only); with
    Cities (versions 4 and 5) a city likewise in the City piles' sizes and the hand's cities by
    age; with both, a forecast card of either expansion in that forecast's cards of its set by
    age (the fourth element)."""

    def __init__(self, label: str, n: int, hide: bool) -> None:
        lay = obs_layout(label)
        ed = get_edition(label)
        self.lay = lay
        cards = ed.cards
        assert all(c.id == i for i, c in enumerate(cards)), "card ids are their list positions"
        n_cards = lay.n_cards
        columns = lay.card_columns
        self.dummy = dummy = lay.size
        # histogram entries add age - 1 to a base: the dummy's room must hold that
        self.length = lay.size + AGE_SLOTS
        f = {name: s.start for name, s in lay.seat_fields.items()}
        g = {name: s.start for name, s in lay.global_fields.items()}
        ages = np.array([c.age - 1 for c in cards], dtype=np.intp)
        colors = np.array([c.color for c in cards], dtype=np.intp)
        ids = np.arange(n_cards, dtype=np.intp)
        echoes = lay.echoes
        own = lay.own_places
        # an expansion's card: its age pile is the expansion's, and its back shows its set
        card_sets = np.array([c.set for c in cards], dtype=np.intp)
        expansion_sets = [
            (set_id, name)
            for set_id, name in ((ECHOES_SET, "echoes"), (CITIES_SET, "cities"))
            if f"{name}_decks" in g
        ]
        self.n_places = n_places = _ECHOES_PLACES if echoes else _PLACES
        # code = (place * n + j) * 2 + top, j the owner's seat relative to the observer
        self.n_codes = n_places * n * 2
        table = np.full((self.n_codes, n_cards, 4), dummy, dtype=np.intp)
        for place in range(n_places):
            for j in range(n):
                b = lay.seats + j * lay.seat_size
                hidden = hide and j != 0
                for top in (0, 1):
                    col, hist, count, pile = UNKNOWN, None, None, None
                    # the fourth element of an expansion's card, by set: where its back counts
                    sets: dict[int, int] = {}
                    if place == DECK:
                        hist = g["decks"]
                        for set_id, name in expansion_sets:
                            hist = np.where(card_sets == set_id, g[f"{name}_decks"], hist)
                    elif place == HAND:
                        col = MY_HAND if j == 0 else UNKNOWN
                        hist, count = b + f["hand_ages"], b + f["hand_count"]
                        for set_id, name in expansion_sets:
                            sets[set_id] = b + f[f"hand_{name}_ages"]
                    elif place == SCORE:
                        col = MY_SCORE if j == 0 else UNKNOWN
                        hist, count = b + f["score_ages"], b + f["score_count"]
                    elif place == BOARD:
                        if top:
                            col = _top(j, own)
                        elif not hidden:
                            col = _covered(j, own)
                        if not hidden:
                            pile = b + f["pile_size"]
                    elif place == ACHIEVED:
                        hist = b + f["achieved_ages"]
                    elif place == ACHIEVEMENTS:
                        hist = g["achievements"]
                    elif place == JUNK and "junk" in g:
                        hist = g["junk"]
                    elif place == FORECAST:
                        col = MY_FORECAST if j == 0 else UNKNOWN
                        hist, count = b + f["forecast_ages"], b + f["forecast_count"]
                        if lay.cities:  # (version 5) the forecast's cards by set
                            for set_id, name in expansion_sets:
                                sets[set_id] = b + f[f"forecast_{name}_ages"]
                    t = table[(place * n + j) * 2 + top]
                    t[:, 0] = ids * columns + col
                    if hist is not None:
                        t[:, 1] = hist + ages
                    if count is not None:
                        t[:, 2] = count
                    if pile is not None:
                        t[:, 3] = pile + colors
                    for set_id, at in sets.items():
                        extra = card_sets == set_id
                        t[extra, 3] = at + ages[extra]
        # one row per (code, card): row = code * n_cards + card id
        self.table = table.reshape(self.n_codes * n_cards, 4)
        self.ids = ids  # row = code * n_cards + card id
        # each row's elements without the dummy, for updating a few cards one by one
        self.entries: list[tuple[int, ...]] = [
            tuple(e for e in row if e != dummy) for row in self.table.tolist()
        ]
        self.n = n
        self.hide = hide


class Observer:
    """How player p of one table (edition, number of players, teams, covered cards hidden or
    shown) sees the game: the index tables of p's observation. `live()` makes the observation
    that follows a game (`LiveObservation`); calling the observer builds one from scratch."""

    def __init__(
        self, label: str, n: int, p: int, teams: tuple[int, ...] | None, hide: bool
    ) -> None:
        shared = _shared(label, n, hide)
        lay = shared.lay
        self.shared = shared
        self.lay = lay
        self.p = p
        self.n = n
        self.teams = teams
        self.hide = hide
        self.extended = extended = lay.version >= 2
        f = {name: s.start for name, s in lay.seat_fields.items()}
        g = {name: s.start for name, s in lay.global_fields.items()}
        self.special_index = {name: i for i, name in enumerate(lay.specials)}
        # each absolute seat q's row start (relative seat j = (q - p) % n)
        self.base = base = [lay.seats + ((q - p) % n) * lay.seat_size for q in range(n)]
        # the first row of the table for each (place, owner) key, for this observer
        key_rows = np.zeros(_N_KEYS, dtype=np.intp)
        for place in range(shared.n_places):
            for owner in range(_KEY_OWNERS):
                j = (owner - p) % n if place in (HAND, BOARD, SCORE, ACHIEVED, FORECAST) else 0
                key_rows[place + 256 * owner] = ((place * n + j) * 2) * lay.n_cards
        self.key_rows = key_rows
        self.key_rows_list: list[int] = key_rows.tolist()
        # elements that never change in a game: seats present, same side, teams, the table's
        # options, pile sizes known (all of them when covered cards are shown)
        const = np.zeros(shared.length, dtype=np.float32)
        team_numbers = relative_teams(teams if teams is not None else tuple(range(n)), p)
        for q in range(n):
            b = base[q]
            j = (q - p) % n
            const[b + f["present"]] = 1
            if j == 0 or (teams is not None and teams[q] == teams[p]):
                const[b + f["same_side"]] = 1
            if extended:
                const[b + f["team"] + team_numbers[j]] = 1
            if not hide or j == 0:
                const[b + f["pile_size_known"] : b + f["pile_size_known"] + 5] = 1
        if teams is not None:
            const[g["teams"]] = 1
        if hide:
            const[g["hide_covered"]] = 1
        ed = get_edition(label)
        const[g["to_win"]] = ed.win_count(n, teams is not None)  # expansions add theirs
        if extended and ed.negotiation(n, teams is not None):
            const[g["negotiation"]] = 1
        self.echoes = echoes = lay.echoes
        self.cities = cities = lay.cities
        self.bonus_fields = lay.bonuses
        columns = lay.card_columns
        # printed on the cards: each one's bonus, whether it has an echo effect, a city's
        # positions
        for c in ed.cards:
            if lay.bonuses:
                const[c.id * columns + lay.card_bonus] = c.bonus
            if echoes:
                const[c.id * columns + lay.card_echo] = float(c.echo is not None)
            if cities and c.set == CITIES_SET:
                at = c.id * columns + lay.positions
                const[at : at + CITY_POSITIONS] = [position_code(icon) for icon in c.icons]
        self.const = const
        # per seat: icons, the splay one-hot's start per colour, specials claimed, counts
        self.icons = [b + f["icons"] for b in base]
        self.splay = [[b + f["splay"] + color * N_SPLAYS for color in range(5)] for b in base]
        self.claimed = [b + f["specials_claimed"] for b in base]
        self.achievement_count = [b + f["achievement_count"] for b in base]
        self.points = [b + f["points"] for b in base]
        self.pile_size = [b + f["pile_size"] for b in base]
        self.pile_size_known = [b + f["pile_size_known"] for b in base]
        self.current = [b + f["current"] for b in base]
        self.deciding = [b + f["deciding"] for b in base]
        self.winner = [b + f["winner"] for b in base]
        self.eliminated = [b + f["eliminated"] for b in base] if extended else []
        self.kinds = {kind: g["decision_kind"] + i for i, kind in enumerate(KINDS)}
        self.phases = {phase: g["phase"] + i for i, phase in enumerate(PHASES)}
        self.specials = g["specials"]
        self.junked = g.get("junked_specials", 0)
        self.turn = g["turn"]
        self.actions_left = g["actions_left"]
        # per seat: whether p sees only the top card of its piles
        self.top_only = [hide and q != p for q in range(n)]
        if lay.bonuses:
            self.bonus_points = [b + f["bonus_points"] for b in base]
            self.bonuses = [b + f["bonuses"] - 1 for b in base]  # + the bonus's value
        if cities:
            self.flags = [b + f["flags"] for b in base]
            self.fountains = [b + f["fountains"] for b in base]
            self.board_achievements = [b + f["board_achievements"] for b in base]
            self.board_achievers = ed.board_achievers
            # a card's "flags and fountains visible" element, by card id; the (flags,
            # fountains) each card shows on top and, covered, per splay (None: none)
            self.marks_visible = [c.id * columns + lay.marks_visible for c in ed.cards]
            marks = [city_marks(c) for c in ed.cards]
            self.marks_top = [top for top, _ in marks]
            self.marks_covered = [
                [covered[d] for _, covered in marks] for d in range(len(SPLAY_NAMES))
            ]
            self.endorsed = g["endorse"]
            self.endorse_payment = g["endorse"] + 1
            self.card_ids = {c.name: c.id for c in ed.cards}
        if echoes:
            self.echo_counts = [b + f["echo_counts"] for b in base]
            # a card's "echo effect visible" element, by card id
            self.echo_visible = [c.id * lay.card_columns + lay.echo_visible for c in ed.cards]
            self.promotion = g["promotion"]
            self.promotion_keys = {
                key: self.promotion + k for k, keys in enumerate(PROMOTIONS) for key in keys
            }

    def live(self) -> LiveObservation:
        """An observation of this seat that follows a game from call to call."""
        return LiveObservation(self)

    def __call__(self, game: Game) -> np.ndarray:
        """The observation at `game`, built from scratch (one vectorised pass)."""
        return LiveObservation(self)(game)


class LiveObservation:
    """Player p's observation, kept up to date from one call to the next.

    It keeps the observation it last built and what it was built from, and at each call
    changes only what differs, compared by content: the cards whose entry in `State.where` is
    another tuple than last time, or that became or stopped being a top card (each card's few
    elements move from its old place to its new one, with the fixed tables of `_Table`; many
    at once, a new game say, are read again in one vectorised pass), a seat's icons, splays,
    achievements or score pile when they differ. The facts of the moment (whose turn, the
    decision, the turn number...) are written at every call. Nothing depends on which game it
    is given, or in which order: a call with any game of the same table returns that game's
    observation (tests/rl/test_observation.py checks it against `observation_from_view` at
    every step of random games, switching games on the way). One per environment and seat
    (not thread-safe).

    The observation lives in a Python `array` (`buf`), whose elements cost a tenth of a numpy
    element to change one at a time; `view` is a numpy view of the same memory, and each call
    returns a copy of it."""

    REBUILD = 24  # more changed cards than this: read every card again, vectorised

    def __init__(self, observer: Observer) -> None:
        self.o = observer
        shared = observer.shared
        n_cards = shared.lay.n_cards
        self.ids = range(n_cards)
        self.where: list[Any] = [None] * n_cards  # what the cards' elements were built from
        self.tops: list[int] = []
        self.rows: list[int] = []
        self.buf = array("f", observer.const.tobytes())
        self.full = np.frombuffer(self.buf, dtype=np.float32)  # with the dummy's room
        self.view = self.full[: shared.lay.size]
        self._forget_seats()

    def _forget_seats(self) -> None:
        n = self.o.n
        self.prev_icons: list[Any] = [None] * n
        self.prev_splays: list[Any] = [None] * n
        self.prev_achieved: list[Any] = [None] * n
        self.prev_score: list[Any] = [None] * n
        self.prev_specials: tuple[Any, list[int]] = (None, [])
        self.prev_junked: tuple[Any, list[int]] = (None, [])
        # Echoes and Cities: each seat's pile bonuses; per seat and colour (pile, splay, the
        # ids of the cards whose echo effect it shows, the (id, count) of the cards whose flags
        # and fountains it shows); the eliminated players the board achievements were counted
        # with (None: count them again)
        self.prev_bonuses: list[Any] = [None] * n
        self.prev_piles: list[list[Any]] = [[None] * 5 for _ in range(n)]
        self.prev_out: int | None = None

    def __call__(self, game: Game) -> np.ndarray:
        o = self.o
        st = game.state
        players = st.players
        self._cards(st.where, [pile[-1].id for pl in players for pile in pl.piles if pile])
        buf = self.buf
        prev_icons, prev_splays = self.prev_icons, self.prev_splays
        prev_achieved, prev_score = self.prev_achieved, self.prev_score
        boards = False  # whether a pile or a splay changed (Echoes and Cities)
        for q, pl in enumerate(players):
            icons = pl.icons
            if icons != prev_icons[q]:
                at = o.icons[q]
                buf[at : at + N_ICONS] = array("f", icons)
                prev_icons[q] = list(icons)
            splays = pl.splays
            old = prev_splays[q]
            if splays != old:
                for color, at in enumerate(o.splay[q]):
                    if old is not None:
                        buf[at + old[color]] = 0
                    buf[at + splays[color]] = 1
                prev_splays[q] = list(splays)
            achieved = pl.achieved
            if achieved != prev_achieved[q]:
                buf[o.achievement_count[q]] = len(achieved)
                at = o.claimed[q]
                for k in range(len(o.special_index)):
                    buf[at + k] = 0
                for a in achieved:
                    if a.__class__ is str:
                        buf[at + o.special_index[a]] = 1  # type: ignore[index]
                prev_achieved[q] = tuple(achieved)
            score = pl.score
            if score != prev_score[q]:
                buf[o.points[q]] = pl.points()
                prev_score[q] = tuple(score)
            if o.bonus_fields:
                self._bonuses(q, pl)
                if self._piles(q, pl):
                    boards = True
        if o.cities and (boards or st.out != self.prev_out):
            # flags count by the other players' piles too: every seat counted again
            teams = game.teams
            for q in range(o.n):
                buf[o.board_achievements[q]] = sum(
                    rules.board_achievements(st, q, teams) for rules in o.board_achievers
                )
            self.prev_out = st.out
        # the facts of the moment, written on the copy
        p = o.p
        flags = [o.current[st.current], o.phases[st.phase]]
        d = game.decision
        if d is not None:
            flags += (o.deciding[d.player], o.kinds[d.kind])
            if d.player == p and d.card is not None:
                flags.append(d.card.id * o.lay.card_columns + o.lay.decision_card)
            if o.echoes and d.player == p and d.card is None:
                promotion = o.promotion_keys.get(d.key)
                if promotion is not None:
                    flags.append(promotion)
            if o.cities and d.player == p and d.card is None and d.key in ENDORSE_PROMPTS:
                # paying for an Endorse: the flag, and the endorsed card as the decision's
                flags.append(o.endorse_payment)
                card = o.card_ids[d.params["card"]]
                flags.append(card * o.lay.card_columns + o.lay.decision_card)
        for w in st.winners:
            flags.append(o.winner[w])
        if o.cities and st.turn_flags & ENDORSED:
            flags.append(o.endorsed)
        if st.phase == "setup":
            choice = st.setup_choices[p]
            if choice is not None:
                flags.append(choice.id * o.lay.card_columns + o.lay.setup_choice)
        specials = st.specials
        if specials != self.prev_specials[0]:
            self.prev_specials = (
                tuple(specials),
                [o.specials + o.special_index[s] for s in specials],
            )
        flags += self.prev_specials[1]
        if o.extended:
            out = st.out
            if out:
                flags += [o.eliminated[q] for q in range(o.n) if out >> q & 1]
            junked = st.junked_specials
            if junked != self.prev_junked[0]:
                self.prev_junked = (
                    tuple(junked),
                    [o.junked + o.special_index[s] for s in junked],
                )
            flags += self.prev_junked[1]
        sizes: list[int] = []
        if o.hide:  # another player's pile shows its size only when splayed
            for q, pl in enumerate(players):
                if q == p:
                    continue
                for color, pile in enumerate(pl.piles):
                    if not pile:
                        flags.append(o.pile_size_known[q] + color)
                    elif pl.splays[color] != UNSPLAYED:
                        flags.append(o.pile_size_known[q] + color)
                        sizes += (o.pile_size[q] + color, len(pile))
        buf[o.turn] = min(st.turn, TURN_CAP)
        buf[o.actions_left] = st.actions_left
        obs = self.view.copy()
        obs[flags] = 1
        if sizes:
            obs[sizes[::2]] = sizes[1::2]
        return obs

    def _bonuses(self, q: int, pl: Any) -> None:
        """Echoes and Cities: seat q's visible bonuses and points, where they changed."""
        o = self.o
        buf = self.buf
        bonuses = pl.pile_bonuses
        old_bonuses = self.prev_bonuses[q]
        if bonuses != old_bonuses:
            at = o.bonuses[q]
            if old_bonuses is not None:
                for group in old_bonuses:
                    for value in group:
                        buf[at + value] -= 1
            for group in bonuses:
                for value in group:
                    buf[at + value] += 1
            buf[o.bonus_points[q]] = pl.bonus_points
            buf[o.points[q]] = pl.points()
            self.prev_bonuses[q] = list(bonuses)

    def _piles(self, q: int, pl: Any) -> bool:
        """What seat q's piles show: the echo effects (Echoes), the flags and fountains
        (Cities), each card's element and the counts per colour, where they changed; whether
        any pile or splay changed. A pile is looked at again only when it is another tuple or
        its splay changed."""
        o = self.o
        buf = self.buf
        prev = self.prev_piles[q]
        piles = pl.piles
        splays = pl.splays
        top_only = o.top_only[q]
        echoes, cities = o.echoes, o.cities
        changed = False
        for color in range(5):
            pile = piles[color]
            splay = splays[color]
            entry = prev[color]
            if entry is not None and entry[0] is pile and entry[1] == splay:
                continue
            changed = True
            shown: list[int] = []
            if echoes:
                if top_only:  # p sees this seat's top cards only
                    shown = [pile[-1].id] if pile and pile[-1].echo is not None else []
                else:
                    shown = [c.id for c in visible_echoes(pile, splay)]
                old = entry[2] if entry is not None else []
                if shown != old:
                    visible = o.echo_visible
                    for i in old:  # counted, not set: a card may leave one pile for another
                        buf[visible[i]] -= 1
                    for i in shown:
                        buf[visible[i]] += 1
                    buf[o.echo_counts[q] + color] = len(shown)
            marks: list[tuple[int, int]] = []
            if cities:
                flags = fountains = 0
                if pile:
                    top = pile[-1].id
                    found = o.marks_top[top]
                    if found is not None:
                        marks.append((top, found[0] + found[1]))
                        flags, fountains = found
                    if splay != UNSPLAYED and not top_only:
                        covered = o.marks_covered[splay]
                        for k in range(len(pile) - 1):
                            i = pile[k].id
                            found = covered[i]
                            if found is not None:
                                marks.append((i, found[0] + found[1]))
                                flags += found[0]
                                fountains += found[1]
                old_marks = entry[3] if entry is not None else []
                if marks != old_marks:
                    visible = o.marks_visible
                    for i, count in old_marks:  # counted, as the echo effects
                        buf[visible[i]] -= count
                    for i, count in marks:
                        buf[visible[i]] += count
                    buf[o.flags[q] + color] = flags
                    buf[o.fountains[q] + color] = fountains
            prev[color] = (pile, splay, shown, marks)
        return changed

    def _cards(self, where: list[tuple[int, int]], tops: list[int]) -> None:
        """Bring the cards' elements up to date with `where` and the top cards."""
        changed = list(compress(self.ids, map(is_not, where, self.where)))
        if tops != self.tops:
            changed = set(changed).union(set(tops).symmetric_difference(self.tops))
        if not changed:
            return
        o = self.o
        shared = o.shared
        n_cards = shared.lay.n_cards
        if len(changed) > self.REBUILD:
            if where and where[0].__class__ is not tuple:  # compared by identity below
                raise TypeError("LiveObservation needs State.where to hold (place, owner) tuples")
            rows = o.key_rows[_keys(where)]
            rows += shared.ids
            if tops:
                rows[np.array(tops)] += n_cards  # a top card's code is one more
            self.full[:] = o.const
            self.full += np.bincount(shared.table[rows].ravel(), minlength=shared.length)
            self.rows = rows.tolist()
            self._forget_seats()  # written again by the caller
        else:
            buf = self.buf
            rows = self.rows
            entries = shared.entries
            key_rows = o.key_rows_list
            top = set(tops)
            for i in changed:
                place, owner = where[i]
                new = key_rows[place + 256 * owner] + i
                if i in top:
                    new += n_cards
                old = rows[i]
                if new != old:
                    for e in entries[old]:
                        buf[e] -= 1
                    for e in entries[new]:
                        buf[e] += 1
                    rows[i] = new
        self.where = where[:]
        self.tops = tops




@cache
def _shared(label: str, n: int, hide: bool) -> _Table:
    return _Table(label, n, hide)


_OBSERVERS: dict[tuple[Any, ...], Observer] = {}


def observer(game: Game, p: int) -> Observer:
    """The observer of player p at `game`'s table (cached per table and seat)."""
    n = game.n_players
    teams = tuple(game.teams) if game.options.get("teams") else None
    hide = bool(game.options.get("hide_covered", False))
    key = (game.edition.label, n, p, teams, hide)
    found = _OBSERVERS.get(key)
    if found is None:
        found = _OBSERVERS[key] = Observer(game.edition.label, n, p, teams, hide)
    return found


_THREAD = threading.local()  # each thread's LiveObservation per observer, for `observation`


def observation(game: Game, p: int) -> np.ndarray:
    """The observation of player p (a new float32 array), equal to `observation_from_view`
    (tested). Each thread keeps a `LiveObservation` per table and seat for it, which compares
    the game by content with the one it saw last: observing one game step after step costs
    only what changed, any other game a vectorised pass over its cards. (An environment keeps
    its own, `observer(game, p).live()`.)"""
    o = observer(game, p)
    lives = getattr(_THREAD, "lives", None)
    if lives is None:
        lives = _THREAD.lives = {}
    live = lives.get(o)
    if live is None:
        live = lives[o] = o.live()
    return live(game)


__all__ = [
    "CARD_COLUMNS",
    "KINDS",
    "ObsLayout",
    "LiveObservation",
    "Observer",
    "obs_layout",
    "observation",
    "observation_from_view",
    "observation_high",
    "observation_size",
    "observer",
    "relative_teams",
]
