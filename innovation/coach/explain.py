"""Reasons in words: what an answer changes, what it gives the opponents, compared with the
answer the judge prefers — for every hint and every decision of a review.

The facts come from the coach's previews (`coach/preview.py`: Dogma previews of every top card,
achievement gaps, distances to the special achievements) taken before the answer and after it:
the answer is played on a few copies of the game dealt from the deciding player's view
(`determinize`, seeded by the position's key, so a reason depends only on what the player may
see), the rest of the action is played out the way the `heuristic` player looks ahead, and the
public facts of the two positions are compared. Counts are the median over the copies; a fact
(a new splay, an achievement within reach) is kept when most copies show it, so a reason does
not rest on one lucky draw.

Every phrase is a template of `coach/messages.py`.
"""

from __future__ import annotations

import random
import statistics
import threading
from collections import Counter, OrderedDict
from typing import TYPE_CHECKING, Any

from ..agents.common import answer_key
from ..agents.determinize import determinize
from ..agents.heuristic import HeuristicAgent
from ..engine.cards import COLOR_NAMES, ICON_NAMES, SPLAY_NAMES
from .messages import join, say, say_n, word
from .preview import achievement_gaps, board_previews, dogma_preview, special_distances

if TYPE_CHECKING:
    from ..engine.game import Game

DEALS = 3  # copies each answer is played on
MOST = 3  # facts per answer in a reason
CLOSE = 3  # a special achievement is worth mentioning when this close (or closer)


def _snapshot(game: Game) -> dict[str, Any]:
    """The public facts the reasons compare (nothing hidden is read: see coach/preview.py)."""
    st = game.state
    n = game.n_players
    players = []
    for q in range(n):
        pl = st.players[q]
        players.append(
            {
                "points": pl.points(),
                "achieved": len(pl.achieved),
                "specials": {a for a in pl.achieved if isinstance(a, str)},
                "icons": list(pl.icons),
                "splays": list(pl.splays),
                "tops": [pile[-1].name if pile else None for pile in pl.piles],
                "hand": len(pl.hand),
                "claim": {g.age for g in achievement_gaps(game, q) if g.claimable},
            }
        )
    hits, shares = set(), set()
    teams = game.teams
    for pv in board_previews(game):
        for dem in pv.demands:
            for v in dem.vulnerable:
                hits.add((pv.activator, v, pv.card.name))
        for s in pv.sharing:
            if teams[s] != teams[pv.activator]:
                shares.add((s, pv.activator, pv.card.name))
    specials = {(s.name, s.player): (s.short, tuple(s.missing)) for s in special_distances(game)}
    return {"players": players, "hits": hits, "shares": shares, "specials": specials}


def _raw(
    before: dict[str, Any], after: dict[str, Any], p: int, teams: list[int]
) -> tuple[dict[tuple[Any, ...], int], set[tuple[Any, ...]]]:
    """Numbers and facts that changed for `p` and the opponents between two snapshots."""
    nums: dict[tuple[Any, ...], int] = {}
    facts: set[tuple[Any, ...]] = set()
    b, a = before["players"], after["players"]
    me_b, me_a = b[p], a[p]
    nums[("points",)] = me_a["points"] - me_b["points"]
    nums[("achieved",)] = me_a["achieved"] - me_b["achieved"]
    nums[("hand",)] = me_a["hand"] - me_b["hand"]
    for i, (x, y) in enumerate(zip(me_b["icons"], me_a["icons"], strict=False)):
        if y != x:
            nums[("icon", i)] = y - x
    for name in me_a["specials"] - me_b["specials"]:
        facts.add(("special_won", name))
    for age in sorted(me_a["claim"] - me_b["claim"]):
        facts.add(("within", age))
    for age in sorted(me_b["claim"] - me_a["claim"]):
        if me_a["achieved"] <= me_b["achieved"]:  # not because it was just claimed
            facts.add(("out_of_reach", age))
    for c, (x, y) in enumerate(zip(me_b["splays"], me_a["splays"], strict=False)):
        if y != x and y:
            facts.add(("splay", c, y))
    for x, y in zip(me_b["tops"], me_a["tops"], strict=False):
        if y != x and y is not None:
            facts.add(("top", y))
    for (name, q), (short, missing) in after["specials"].items():
        if q != p or (name, q) not in before["specials"]:
            continue
        old = before["specials"][(name, q)][0]
        if short == 0 and old > 0:
            facts.add(("special_met", name))
        elif 0 < short < old and short <= CLOSE:
            facts.add(("special_closer", name, missing))
    for owner, victim, card in after["hits"] - before["hits"]:
        if owner == p:
            facts.add(("hits", victim, card))
        elif victim == p:
            facts.add(("exposed", owner, card))
    for sharer, owner, card in after["shares"] - before["shares"]:
        if owner == p:
            facts.add(("opp_shares", sharer, card))
    for q in range(len(b)):
        if teams[q] == teams[p]:
            continue
        nums[("opp_points", q)] = a[q]["points"] - b[q]["points"]
        if a[q]["achieved"] > b[q]["achieved"]:
            facts.add(("opp_achieved", q))
        for age in sorted(a[q]["claim"] - b[q]["claim"]):
            facts.add(("opp_within", q, age))
    return nums, facts


def _finish(g: Game, seed: int) -> None:
    """Play the rest of the current action as the `heuristic` player looks ahead."""
    HeuristicAgent(seed=seed, level=2).finish_action(g, 1)


def _aggregate(
    game: Game, p: int, answer: Any, rng_seed: int
) -> tuple[dict[tuple[Any, ...], int], list[tuple[Any, ...]]]:
    before = _snapshot(game)
    rng = random.Random(rng_seed)
    teams = list(game.teams)
    all_nums: list[dict[tuple[Any, ...], int]] = []
    counts: Counter[tuple[Any, ...]] = Counter()
    for k in range(DEALS):
        try:
            w = determinize(game, p, rng)
            w.answer(answer)
            _finish(w, rng_seed + k)
            nums, facts = _raw(before, _snapshot(w), p, teams)
        except Exception:  # a card bug met in this sampled copy: no opinion from it
            continue
        all_nums.append(nums)
        counts.update(facts)
    if not all_nums:
        return {}, []
    keys = {k for nums in all_nums for k in nums}
    med = {k: round(statistics.median(n.get(k, 0) for n in all_nums)) for k in keys}
    kept = [f for f, c in counts.items() if 2 * c > len(all_nums)]
    return {k: v for k, v in med.items() if v}, sorted(kept, key=repr)


def _who(game: Game, q: int) -> str:
    return game.names[q]


def _texts(
    game: Game,
    p: int,
    answer_json: Any,
    nums: dict[tuple[Any, ...], int],
    facts: list[tuple[Any, ...]],
) -> list[tuple[int, str]]:
    """(priority, phrase) for each fact; a lower priority is said first."""
    out: list[tuple[int, str]] = []
    won = [f[1] for f in facts if f[0] == "special_won"]
    for name in won:
        out.append((0, say("achieves_special", name=name)))
    n = nums.get(("achieved",), 0) - len(won)
    if n > 0:
        out.append((0, say_n("achieves", n)))
    for f in facts:
        kind = f[0]
        if kind == "within":
            out.append((1, say("within_reach", ages=f[1])))
        elif kind == "special_met":
            out.append((1, say("special_met", name=f[1])))
        elif kind == "opp_achieved":
            out.append((1, say("opp_achieves", who=_who(game, f[1]))))
        elif kind == "opp_within":
            out.append((2, say("opp_within_reach", who=_who(game, f[1]), ages=f[2])))
        elif kind == "exposed":
            out.append((3, say("opp_demand_hits_you", who=_who(game, f[1]), card=f[2])))
        elif kind == "hits":
            out.append((4, say("your_demand_hits", card=f[2], who=_who(game, f[1]))))
        elif kind == "opp_shares":
            out.append((5, say("opp_shares", who=_who(game, f[1]), card=f[2])))
        elif kind == "splay":
            out.append(
                (4, say("splay", color=word(COLOR_NAMES[f[1]]), direction=word(SPLAY_NAMES[f[2]])))
            )
        elif kind == "special_closer":
            out.append((6, say("special_closer", name=f[1], missing=", ".join(f[2]))))
        elif kind == "out_of_reach":
            out.append((3, say("out_of_reach", ages=f[1])))
        elif kind == "top":
            out.append((9, say("new_top", card=f[1])))
    pts = nums.get(("points",), 0)
    if pts > 0:
        out.append((2, say_n("points_up", pts)))
    elif pts < 0:
        out.append((2, say_n("points_down", -pts)))
    for (kind, *rest), v in nums.items():
        if kind == "opp_points" and v:
            who = _who(game, rest[0])
            key = "opp_points_up" if v > 0 else "opp_points_down"
            out.append((3, say_n(key, abs(v), who=who)))
    icons = sorted(
        ((i, v) for (kind, *rest), v in nums.items() if kind == "icon" for i in rest),
        key=lambda iv: (-abs(iv[1]), iv[0]),
    )[:2]
    if icons:
        changes = join(
            [
                say_n(
                    "icon_change",
                    abs(v),
                    sign="+" if v > 0 else "−",
                    icon=word(ICON_NAMES[i], abs(v)),
                )
                for i, v in icons
            ]
        )
        out.append((7, say("icons", changes=changes)))
    hand = nums.get(("hand",), 0)
    if hand > 0:
        out.append((8, say_n("hand_up", hand)))
    out.extend(_dogma_texts(game, p, answer_json))
    out.sort(key=lambda t: t[0])
    return out


def _dogma_texts(game: Game, p: int, answer_json: Any) -> list[tuple[int, str]]:
    """A Dogma answer: who shares it and whom its demands hit (the Dogma preview)."""
    if not (isinstance(answer_json, dict) and "dogma" in answer_json):
        return []
    try:
        pv = dogma_preview(game, str(answer_json["dogma"]), p)
    except (ValueError, KeyError):
        return []
    out = []
    teams = game.teams
    hit = sorted({q for dem in pv.demands for q in dem.vulnerable})
    if pv.demands:
        if hit:
            out.append((4, say("dogma_hits", who=join([_who(game, q) for q in hit]))))
        else:
            out.append((6, say("dogma_hits_nobody")))
    others = [q for q in pv.sharing if teams[q] != teams[p]]
    if pv.has_shared_effects and others:
        text = say("dogma_shared_by", who=join([_who(game, q) for q in others]))
        if pv.bonus_possible:
            text += f" ({say('dogma_bonus')})"
        out.append((5, text))
    return out


_memo: OrderedDict[tuple[str, Any], list[str]] = OrderedDict()
_memo_lock = threading.Lock()
MEMO_SIZE = 1024


def facts_of(game: Game, answer: Any, key: str | None = None) -> list[str]:
    """The phrases for what `answer` (a legal answer of the pending decision) changes, most
    important first; empty when nothing visible changes. `key`: the position's key
    (`judge.position_key`), if known. Kept per position key and answer."""
    d = game.decision
    assert d is not None
    p = d.player
    if key is None:
        from .judge import position_key

        key = position_key(game, p)
    memo_key = (key, answer_key(answer))
    with _memo_lock:
        found = _memo.get(memo_key)
    if found is not None:
        return found
    nums, facts = _aggregate(game, p, answer, int(key[:12], 16))
    texts = [t for _, t in _texts(game, p, d.encode(answer, game.names), nums, facts)]
    with _memo_lock:
        _memo[memo_key] = texts
        while len(_memo) > MEMO_SIZE:
            _memo.popitem(last=False)
    return texts


def _answer_text(game: Game, answer: Any) -> str:
    d = game.decision
    assert d is not None
    encoded = d.encode(answer, game.names)
    if isinstance(encoded, dict) and len(encoded) == 1:
        ((verb, value),) = encoded.items()
        return f"{verb} {value}"
    return str(encoded)


def why(
    game: Game,
    answer: Any,
    preferred: Any = None,
    points: float = 0.0,
    key: str | None = None,
) -> str:
    """The reason for `answer` in one or two lines: what it changes and gives the opponents;
    with `preferred` (the judge's first answer, when it is another), what that one would
    change that this one does not, and by how much it is rated better (`points` of chance)."""
    mine = facts_of(game, answer, key)
    text = say(
        "answer_does",
        answer=_answer_text(game, answer),
        facts=join(mine[:MOST]) if mine else say("nothing_visible"),
    )
    if preferred is None:
        return text
    theirs = [f for f in facts_of(game, preferred, key) if f not in mine]
    pts = max(0, round(points))
    named = _answer_text(game, preferred)
    if theirs:
        if pts < 1:
            second = say("preferred_does_even", answer=named, facts=join(theirs[:MOST]))
        else:
            second = say_n("preferred_does", pts, answer=named, facts=join(theirs[:MOST]))
    elif pts < 1:
        second = say("preferred_same_even", answer=named)
    else:
        second = say_n("preferred_same", pts, answer=named)
    return text + "\n" + second


def why_hint(
    game: Game, answer: Any, preferred: Any = None, points: float = 0.0, key: str | None = None
) -> str:
    """A hint's reason (the first hint: what it does; the others: compared with the first)."""
    return why(game, answer, preferred, points, key)
