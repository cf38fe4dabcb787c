"""Position evaluation: features of each side and a win probability per player.

The value of a side is a weighted sum of its members' features (`FEATURES`); the win
probability of each side still in the game is the softmax of the sides' values (the logistic
function with two sides); a side whose every member was eliminated (4th edition) has none.
Finished games are exact: 1 shared by the winning sides, 0 for the others; a drawn game (the
4th edition's tie on score, `winners == []`) is shared by the sides tied at the top, like a
shared win. The weights are per edition (`PROFILES`), each fitted by logistic regression on
self-play positions of that edition and checked by tournaments (docs/ai.md,
benchmarks/ai_tune.py).

Only public information and the evaluated player's own cards are read by the AI players,
because they evaluate determinized copies (`determinize`): there, every hidden card is a sample.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from ..engine.cards import ASLANT, LEFT, RIGHT, UP

if TYPE_CHECKING:
    from ..engine.editions import Edition
    from ..engine.game import Game

FEATURES = (
    "achievements",  # achievements held (normal and special)
    "points",  # score, in tens
    "claimable",  # achievements that could be claimed now (points and top card allow it)
    "top_max",  # highest top card (the age you draw)
    "top_sum",  # sum of top cards' ages, in fives
    "colors",  # colours on the board
    "icons",  # visible icons, in tens
    "splays",  # splayed piles weighted by direction (left 1, right 2, up 3)
    "hand",  # cards in hand
    "hand_ages",  # sum of the ages in hand, in tens
    "demands",  # own top cards whose demand hits at least one opponent
    "shared",  # own top cards whose non-demand effects an opponent would share
    "exposed",  # opponents' top demand cards that would hit this side
    "score_cards",  # cards in the score pile
    "can_win",  # 1 if the claimable achievements are enough to win
    "tempo",  # actions left this turn, for the side to play
    "late_points",  # points (in tens) times how late the game is (highest top card / 10)
    "icon_lead",  # icon types on which this side leads every opponent
)

# The 3rd edition's fitted weights (see docs/ai.md for how); the value is in logit units.
WEIGHTS_3RD: tuple[float, ...] = (
    0.498,  # achievements
    0.6298,  # points
    0.2261,  # claimable
    0.0947,  # top_max
    0.0371,  # top_sum
    0.1611,  # colors
    0.069,  # icons
    0.0734,  # splays
    0.0436,  # hand
    -0.0361,  # hand_ages
    0.0012,  # demands
    -0.0596,  # shared
    -0.0012,  # exposed
    0.0224,  # score_cards
    0.4091,  # can_win
    0.0753,  # tempo
    -0.5705,  # late_points
    -0.0057,  # icon_lead
)

# The 4th edition's weights. Fitted the same way on 4th-edition games (76,697 positions), the
# regression predicted the winner a little better but played far worse against these (27% of
# 300 paired games: it values an achievement one could claim almost as much as one claimed, so
# the player stops claiming); refits pulled toward these, partial refits and a coordinate
# search by matches found nothing better (docs/ai.md, "The 4th edition's weights"). So the
# 4th edition keeps the 3rd edition's values, measured on its own games.
WEIGHTS_4TH: tuple[float, ...] = WEIGHTS_3RD


@dataclass(frozen=True)
class Profile:
    """How an edition's positions are valued.

    `to_target`: achievements (held and claimable) count as a share of the achievements the
    game needs, scaled to six (at two players, and in team games, the target is six: no
    change). The 4th edition's target falls to 2 at six players, where one achievement is
    a third of the way."""

    weights: tuple[float, ...]
    to_target: bool = False


PROFILES: dict[str, Profile] = {
    "3rd": Profile(WEIGHTS_3RD),
    "1st": Profile(WEIGHTS_3RD),  # nine cards worded differently: the 3rd edition's fit
    "4th": Profile(WEIGHTS_4TH, to_target=True),
}
WEIGHTS = WEIGHTS_3RD  # the default edition's


def profile_for(edition: Edition) -> Profile:
    """The edition's evaluation profile (an unknown edition is valued like the 3rd)."""
    return PROFILES.get(edition.name, PROFILES["3rd"])


def weights_for(edition: Edition) -> tuple[float, ...]:
    return profile_for(edition).weights


# what a splayed pile shows: aslant (4th edition) uncovers all four icon positions
_SPLAY_VALUE = {LEFT: 1.0, RIGHT: 2.0, UP: 3.0, ASLANT: 4.0}


@lru_cache(maxsize=8)
def _card_facts(edition: Edition) -> tuple[list[bool], list[bool], list[int]]:
    """Per card id: has a demand effect, has a non-demand effect, featured icon."""
    cards = edition.cards
    demand = [any(e.demand for e in c.effects) for c in cards]
    plain = [any(not e.demand for e in c.effects) for c in cards]
    icon = [c.dogma_icon for c in cards]
    return demand, plain, icon


def player_features(game: Game) -> list[list[float]]:
    """One feature vector per player (see `FEATURES`). An eliminated player (4th edition) has
    no cards left and takes no part: every feature 0, and nobody counts them as an opponent."""
    st = game.state
    players = st.players
    n = len(players)
    demand, plain, dogma_icon = _card_facts(game.edition)
    teams = game.teams
    out_bits = st.out
    avail = sorted({c.age for c in st.achievements})
    win_count = game._win_count
    # achievements as a share of the target, scaled to six (see `Profile.to_target`)
    per_ach = 6.0 / win_count if profile_for(game.edition).to_target and win_count else 1.0
    out = []
    all_icons = [pl.icons for pl in players]
    top_all = 0
    tops_of = []
    for pl in players:
        tops = [pile[-1] for pile in pl.piles if pile]
        tops_of.append(tops)
        for c in tops:
            if c.age > top_all:
                top_all = c.age
    late = top_all / 10.0
    n_icons = len(all_icons[0]) if n else 0
    # Cities: the flags and fountains that count now are achievements as claimed ones are
    held = [game.achievements_held(q) for q in range(n)]
    for q in range(n):
        if out_bits >> q & 1:
            out.append([0.0] * len(FEATURES))
            continue
        pl = players[q]
        tops = tops_of[q]
        top_max = 0
        top_sum = 0
        for c in tops:
            a = c.age
            top_sum += a
            if a > top_max:
                top_max = a
        points = pl.bonus_points  # Echoes: the visible bonuses count as points (0 without)
        for c in pl.score:
            points += c.age
        claim = 0
        for a in avail:
            if a > top_max or points < 5 * a:
                break
            claim += 1
        icons = pl.icons
        splays = 0.0
        for color, direction in enumerate(pl.splays):
            if direction:
                splays += _SPLAY_VALUE.get(direction, 2.0) * min(len(pl.piles[color]) - 1, 4) / 2
        hand_ages = 0
        for c in pl.hand:
            hand_ages += c.age
        # Echoes: a forecast card is a card to come, as a hand card is (promotion melds it)
        for c in pl.forecast:
            hand_ages += c.age
        opps = [r for r in range(n) if teams[r] != teams[q] and not out_bits >> r & 1]
        demands = shared = exposed = 0
        for c in tops:
            i = c.dogma_icon
            mine = icons[i]
            if demand[c.id] and any(all_icons[r][i] < mine for r in opps):
                demands += 1
            if plain[c.id] and any(all_icons[r][i] >= mine for r in opps):
                shared += 1
        for r in opps:
            for c in tops_of[r]:
                if demand[c.id]:
                    i = dogma_icon[c.id]
                    if icons[i] < all_icons[r][i]:
                        exposed += 1
        lead = 0
        for i in range(n_icons):  # the 4th edition's person icon too (never held before it)
            v = icons[i]
            if v and all(all_icons[r][i] < v for r in opps):
                lead += 1
        ach = held[q]
        out.append(
            [
                ach * per_ach,
                points / 10.0,
                claim * per_ach,
                float(top_max),
                top_sum / 5.0,
                float(len(tops)),
                sum(icons) / 10.0,
                splays,
                float(len(pl.hand) + len(pl.forecast)),
                hand_ages / 10.0,
                float(demands),
                float(shared),
                float(exposed),
                float(len(pl.score)),
                0.0,  # can_win: a side's, set below for its first member still in the game
                float(st.actions_left) if q == st.current else 0.0,
                points / 10.0 * late,
                float(lead),
            ]
        )
    # sides: a team adds its members' achievements for the win condition; the flag is counted
    # once per side, whatever its size
    flagged: set[int] = set()
    for q in range(n):
        t = teams[q]
        if t in flagged or out_bits >> q & 1:
            continue
        flagged.add(t)
        members = [r for r in range(n) if teams[r] == t]
        side_ach = sum(held[r] for r in members)
        best_claim = max(out[r][2] for r in members) / per_ach
        out[q][14] = 1.0 if side_ach + best_claim >= win_count else 0.0
    return out


def side_values(game: Game, weights: tuple[float, ...] | None = None) -> dict[int, float]:
    """The value of each side still in the game (team index -> logit): the sum of its
    members' values (an eliminated member adds nothing)."""
    if weights is None:
        weights = weights_for(game.edition)
    feats = player_features(game)
    teams = game.teams
    out_bits = game.state.out
    values: dict[int, float] = {}
    for q, f in enumerate(feats):
        t = teams[q]
        if out_bits >> q & 1:
            continue
        v = 0.0
        for w, x in zip(weights, f, strict=False):
            v += w * x
        values[t] = values.get(t, 0.0) + v
    return values


def final_result(game: Game) -> list[float]:
    """Each player's result in a finished game: the winning sides share 1 (a team's members
    each get their side's share). A game won by nobody (the 4th edition's draw on a tie of
    points and achievements) is shared by the sides tied at the top, as a shared win would be;
    if no such tie can be found, by every side still in the game."""
    n = game.n_players
    teams = game.teams
    st = game.state
    winners = st.winners
    if winners:
        sides = {teams[w] for w in winners}
    else:
        results: dict[int, tuple[int, int]] = {}
        for q in range(n):
            if st.out >> q & 1:
                continue
            pts, ach = results.get(teams[q], (0, 0))
            pl = st.players[q]
            results[teams[q]] = (pts + pl.points(), ach + len(pl.achieved))
        if not results:
            return [0.0] * n
        best = max(results.values())
        sides = {t for t, r in results.items() if r == best}
    share = 1.0 / len(sides)
    return [share if teams[q] in sides else 0.0 for q in range(n)]


def win_probs(game: Game, weights: tuple[float, ...] | None = None) -> list[float]:
    """Each player's estimated chance to win (a team's members share their side's chance; an
    eliminated player's side has none unless a partner is still in). `weights`: the edition's
    own (`PROFILES`) unless given."""
    n = game.n_players
    st = game.state
    if st.over:
        return final_result(game)
    values = side_values(game, weights)
    top = max(values.values())
    exps = {t: math.exp(v - top) for t, v in values.items()}
    total = sum(exps.values())
    return [exps[t] / total if t in exps else 0.0 for t in game.teams[:n]]
