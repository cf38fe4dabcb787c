"""Position evaluation: features of each side and a win probability per player.

The value of a side is a weighted sum of features (`FEATURES`); the win probability of each
side is the softmax of the sides' values (the logistic function with two sides). Finished games
are exact: 1 shared by the winners, 0 for the others. The weights in `WEIGHTS` were fitted by
logistic regression on self-play positions and checked by tournaments (docs/ai.md,
benchmarks/ai_tune.py).

Only public information and the evaluated player's own cards are read by the AI players,
because they evaluate determinized copies (`determinize`): there, every hidden card is a sample.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

from ..engine.cards import LEFT, RIGHT, UP

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

# Fitted weights (see docs/ai.md for how); the value is in logit units.
WEIGHTS: tuple[float, ...] = (
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

_SPLAY_VALUE = {LEFT: 1.0, RIGHT: 2.0, UP: 3.0}


@lru_cache(maxsize=8)
def _card_facts(edition: Edition) -> tuple[list[bool], list[bool], list[int]]:
    """Per card id: has a demand effect, has a non-demand effect, featured icon."""
    cards = edition.cards
    demand = [any(e.demand for e in c.effects) for c in cards]
    plain = [any(not e.demand for e in c.effects) for c in cards]
    icon = [c.dogma_icon for c in cards]
    return demand, plain, icon


def player_features(game: Game) -> list[list[float]]:
    """One feature vector per player (see `FEATURES`)."""
    st = game.state
    players = st.players
    n = len(players)
    demand, plain, dogma_icon = _card_facts(game.edition)
    teams = game.teams
    avail = sorted({c.age for c in st.achievements})
    win_count = game._win_count
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
    for q in range(n):
        pl = players[q]
        tops = tops_of[q]
        top_max = 0
        top_sum = 0
        for c in tops:
            a = c.age
            top_sum += a
            if a > top_max:
                top_max = a
        points = 0
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
        opps = [r for r in range(n) if teams[r] != teams[q]]
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
        for i in range(6):
            v = icons[i]
            if v and all(all_icons[r][i] < v for r in opps):
                lead += 1
        ach = len(pl.achieved)
        out.append(
            [
                float(ach),
                points / 10.0,
                float(claim),
                float(top_max),
                top_sum / 5.0,
                float(len(tops)),
                sum(icons) / 10.0,
                splays,
                float(len(pl.hand)),
                hand_ages / 10.0,
                float(demands),
                float(shared),
                float(exposed),
                float(len(pl.score)),
                0.0,  # can_win: needs the side's achievements, set below
                float(st.actions_left) if q == st.current else 0.0,
                points / 10.0 * late,
                float(lead),
            ]
        )
    # sides: teams add their members' achievements for the win condition
    for q in range(n):
        side_ach = sum(out[r][0] for r in range(n) if teams[r] == teams[q])
        best_claim = max(out[r][2] for r in range(n) if teams[r] == teams[q])
        out[q][14] = 1.0 if side_ach + best_claim >= win_count else 0.0
    return out


def side_values(game: Game, weights: tuple[float, ...] = WEIGHTS) -> dict[int, float]:
    """The value of each side (team index -> logit)."""
    feats = player_features(game)
    teams = game.teams
    values: dict[int, float] = {}
    for q, f in enumerate(feats):
        v = 0.0
        for w, x in zip(weights, f, strict=False):
            v += w * x
        values[teams[q]] = values.get(teams[q], 0.0) + v
    return values


def win_probs(game: Game, weights: tuple[float, ...] = WEIGHTS) -> list[float]:
    """Each player's estimated chance to win (a team's members share their side's chance)."""
    n = game.n_players
    st = game.state
    if st.over:
        winners = st.winners
        share = 1.0 / len({game.teams[w] for w in winners}) if winners else 0.0
        return [share if q in winners else 0.0 for q in range(n)]
    values = side_values(game, weights)
    top = max(values.values())
    exps = {t: math.exp(v - top) for t, v in values.items()}
    total = sum(exps.values())
    return [exps[game.teams[q]] / total for q in range(n)]
