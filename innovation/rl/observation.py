"""A fixed-length float32 observation for one player, built only from what that player may see.

The engine's `game.view(p)` is the authority on what p may see. `observation_from_view` encodes
exactly that dict (nothing else of the game is read but public facts: the edition, seat count,
team and hidden-covered options, the card list). `observation` builds the same vector straight
from the state, about three times faster; tests/rl/test_observation.py checks over many random
positions, mid-effect ones included, that the two are equal element for element, so the fast
path shows no more than the view does.

Seats are relative to the observer: seat 0 is p, seat 1 the next player clockwise, and so on;
absent seats (fewer players than the edition's largest table, P) are zeros. Counts are raw
numbers (not scaled).

Layout (`obs_layout(edition)` gives each field's slice; N = number of cards, S = number of
special achievements = 5, A = 11 age slots, ages 1..11, P = seats, C = 5 + 2 * P columns):

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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np

from ..engine.cards import COLOR_NAMES, ICON_NAMES, N_ICONS, SPLAY_NAMES, UNSPLAYED
from ..engine.decisions import ACTION, CARD, COLOR, OPTION, PLAYER, SETUP, VALUE, YESNO
from ..engine.editions import Edition, get_edition
from .actions import AGE_SLOTS, CURRENT_VERSION, LAYOUT_VERSIONS

if TYPE_CHECKING:
    from ..engine.game import Game

KINDS = (ACTION, SETUP, CARD, COLOR, PLAYER, YESNO, OPTION, VALUE)
PHASES = ("setup", "play", "over")
N_SPLAYS = len(SPLAY_NAMES)

# card columns
UNKNOWN, MY_HAND, MY_SCORE = 0, 1, 2
# the columns of the version-1 layout (four seats); a layout's own are `ObsLayout.n_places`,
# `decision_card`, `setup_choice` and `card_columns`
N_PLACES = 3 + 2 * 4
DECISION_CARD = N_PLACES
SETUP_CHOICE = N_PLACES + 1
CARD_COLUMNS = N_PLACES + 2
TURN_CAP = 1_000_000  # the turn is clipped here so that the `Box` is bounded


def _top(seat: int) -> int:
    return 3 + 2 * seat


def _covered(seat: int) -> int:
    return 4 + 2 * seat


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

    @property
    def n_places(self) -> int:
        """The columns of the place one-hot: unknown, my hand, my score, top/covered per seat."""
        return 3 + 2 * self.n_seats

    @property
    def decision_card(self) -> int:
        return self.n_places

    @property
    def setup_choice(self) -> int:
        return self.n_places + 1

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
def _obs_layout(edition_name: str) -> ObsLayout:
    ed = get_edition(edition_name)
    version = LAYOUT_VERSIONS.get(edition_name, CURRENT_VERSION)
    n = len(ed.cards)
    n_seats = ed.max_players
    columns = 3 + 2 * n_seats + 2
    specials = tuple(ed.specials)
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
    )


def obs_layout(edition: str | Edition) -> ObsLayout:
    """The observation layout of an edition (cached)."""
    return _obs_layout(get_edition(edition).name)


def observation_size(edition: str | Edition) -> int:
    return obs_layout(edition).size


@cache
def observation_high(edition_name: str) -> np.ndarray:
    """Upper bounds of every element (for a `Box`): 1 for flags and one-hots, card counts,
    points and icon totals as large as the cards allow, the turn `TURN_CAP`."""
    ed = get_edition(edition_name)
    lay = obs_layout(ed)
    n = len(ed.cards)
    high = np.ones(lay.size, dtype=np.float32)
    counts = ("hand_count", "score_count", "achievement_count", "pile_size")
    for seat in range(lay.n_seats):
        for name in counts + ("hand_ages", "score_ages", "achieved_ages"):
            high[lay.seat(seat, name)] = n
        high[lay.seat(seat, "points")] = sum(c.age for c in ed.cards)
        high[lay.seat(seat, "icons")] = 4 * n
    g = lay.global_fields
    high[g["turn"]] = TURN_CAP
    for name in ("actions_left", "to_win", "decks", "achievements", "junk"):
        if name in g:
            high[g[name]] = n
    high.setflags(write=False)
    return high


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
    """The observation of player p, encoded from ``game.view(p)`` alone (the reference)."""
    ed = game.edition
    lay = obs_layout(ed)
    v = game.view(p, log=False)
    n = game.n_players
    seat_of = {name: (q - p) % n for q, name in enumerate(game.names)}
    cid = {c.name: c.id for c in ed.cards}
    obs = np.zeros(lay.size, dtype=np.float32)
    cards = lay.cards(obs)
    place = [UNKNOWN] * lay.n_cards
    my_team = v["players"][p].get("team")
    g = lay.global_fields
    extended = lay.version >= 2
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
            put("splay", 1, color * N_SPLAYS + SPLAY_NAMES.index(entry["splay"]))
            for depth, name in enumerate(entry["cards"]):
                place[cid[name]] = _top(j) if depth == 0 else _covered(j)
        for name in info.get("hand", ()):
            place[cid[name]] = MY_HAND
        for name in info.get("score", ()):
            place[cid[name]] = MY_SCORE
        if "setup_choice" in info:
            cards[cid[info["setup_choice"]], lay.setup_choice] = 1
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
    if extended:
        for age, count in v.get("junk", {}).items():
            obs[g["junk"].start + int(age) - 1] = count
        for name in v.get("junked_specials", ()):
            obs[g["junked_specials"].start + lay.specials.index(name)] = 1
        # a public rule of the table: the edition, the number of players and the teams
        obs[g["negotiation"].start] = float(ed.negotiation(n, bool(game.options.get("teams"))))
    return obs


# ------------------------------------------------------------------------------ the fast path
@cache
def _fast_tables(edition_name: str) -> tuple[Any, ...]:
    lay = obs_layout(edition_name)
    f = {name: s.start for name, s in lay.seat_fields.items()}
    g = {name: s.start for name, s in lay.global_fields.items()}
    special_index = {name: i for i, name in enumerate(lay.specials)}
    unknown = np.arange(lay.n_cards) * lay.card_columns + UNKNOWN
    return lay, f, g, special_index, unknown


def observation(game: Game, p: int) -> np.ndarray:
    """The observation of player p, read straight from the state; equal to
    `observation_from_view` (tested), only faster.

    Converting Python numbers to numpy costs per element, so the known elements are gathered
    in two lists (flags, whose value is 1, and other numbers) and written in one go each; every
    card starts "unknown" and the cards p knows are taken out of that column in one go."""
    lay, f, g, special_index, unknown = _fast_tables(game.edition.name)
    columns = lay.card_columns
    st = game.state
    n = len(st.players)
    hide = game.options.get("hide_covered", False)
    teams = game.options.get("teams", False)
    extended = lay.version >= 2
    d = game.decision
    ones: list[int] = []  # indices of the elements that are 1 (each listed once)
    known: list[int] = []  # the "unknown" elements of the cards p knows
    idx: list[int] = []  # indices of other elements, with their values in `vals`
    vals: list[float] = []
    hist: dict[int, int] = {}  # histogram elements: index -> count
    winners = st.winners
    out = st.out
    team_numbers = relative_teams(tuple(game.teams), p) if extended else ()
    f_splay, f_known, f_size = f["splay"], f["pile_size_known"], f["pile_size"]
    for q, pl in enumerate(st.players):
        j = (q - p) % n
        b = lay.seats + j * lay.seat_size
        ones.append(b + f["present"])
        if j == 0 or (teams and game.teams[q] == game.teams[p]):
            ones.append(b + f["same_side"])
        if q == st.current:
            ones.append(b + f["current"])
        if d is not None and d.player == q:
            ones.append(b + f["deciding"])
        if q in winners:
            ones.append(b + f["winner"])
        if extended:
            ones.append(b + f["team"] + team_numbers[j])
            if out >> q & 1:
                ones.append(b + f["eliminated"])
        hand, score, achieved = pl.hand, pl.score, pl.achieved
        idx += (b + f["hand_count"], b + f["score_count"], b + f["achievement_count"])
        vals += (len(hand), len(score), len(achieved))
        if score:
            idx.append(b + f["points"])
            vals.append(pl.points())
        base = b + f["hand_ages"] - 1
        for c in hand:
            hist[base + c.age] = hist.get(base + c.age, 0) + 1
        base = b + f["score_ages"] - 1
        for c in score:
            hist[base + c.age] = hist.get(base + c.age, 0) + 1
        base = b + f["achieved_ages"] - 1
        for a in achieved:
            if isinstance(a, str):
                ones.append(b + f["specials_claimed"] + special_index[a])
            else:
                hist[base + a.age] = hist.get(base + a.age, 0) + 1
        base = b + f["icons"]
        for i, count in enumerate(pl.icons):
            if count:
                idx.append(base + i)
                vals.append(count)
        top, covered = _top(j), _covered(j)
        hidden = hide and j != 0
        for color, pile in enumerate(pl.piles):
            if not pile:
                ones.append(b + f_splay + color * N_SPLAYS + UNSPLAYED)
                ones.append(b + f_known + color)
                continue
            splay = pl.splays[color]
            ones.append(b + f_splay + color * N_SPLAYS + splay)
            ones.append(pile[-1].id * columns + top)
            known.append(pile[-1].id * columns)
            if not hidden:
                ones += [c.id * columns + covered for c in pile[:-1]]
                known += [c.id * columns for c in pile[:-1]]
            elif splay == UNSPLAYED:
                continue  # only the top card shows, not the size of the pile
            idx.append(b + f_size + color)
            vals.append(len(pile))
            ones.append(b + f_known + color)
        if j == 0:
            ones += [c.id * columns + MY_HAND for c in hand]
            ones += [c.id * columns + MY_SCORE for c in score]
            known += [c.id * columns for c in hand]
            known += [c.id * columns for c in score]
            choice = st.setup_choices[q]
            if st.phase == "setup" and choice is not None:
                ones.append(choice.id * columns + lay.setup_choice)
    ones.append(g["phase"] + PHASES.index(st.phase))
    idx += (g["turn"], g["actions_left"], g["to_win"])
    vals += (
        min(st.turn, TURN_CAP),
        st.actions_left,
        game.edition.achievements_to_win(n, bool(teams)),
    )
    if teams:
        ones.append(g["teams"])
    if hide:
        ones.append(g["hide_covered"])
    base = g["decks"] - 1
    decks = st.decks
    for age in range(1, len(decks)):
        if decks[age]:
            idx.append(base + age)
            vals.append(len(decks[age]))
    base = g["achievements"] - 1
    for c in st.achievements:
        hist[base + c.age] = hist.get(base + c.age, 0) + 1
    ones += [g["specials"] + special_index[name] for name in st.specials]
    if d is not None:
        ones.append(g["decision_kind"] + KINDS.index(d.kind))
        if d.player == p and d.card is not None:
            ones.append(d.card.id * columns + lay.decision_card)
    if extended:
        base = g["junk"] - 1
        for c in st.junk:
            hist[base + c.age] = hist.get(base + c.age, 0) + 1
        ones += [g["junked_specials"] + special_index[name] for name in st.junked_specials]
        if game.negotiation:
            ones.append(g["negotiation"])
    obs = np.zeros(lay.size, dtype=np.float32)
    obs[unknown] = 1
    obs[known] = 0
    obs[ones] = 1
    idx += hist
    vals += hist.values()
    obs[idx] = vals
    return obs


__all__ = [
    "CARD_COLUMNS",
    "KINDS",
    "ObsLayout",
    "obs_layout",
    "observation",
    "observation_from_view",
    "observation_high",
    "observation_size",
    "relative_teams",
]
