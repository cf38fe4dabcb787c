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

Every phrase is a message of the catalogues (`coach/messages.py`), rendered in the viewer's
language where it is shown.
"""

from __future__ import annotations

import json
import random
import statistics
import threading
from collections import Counter, OrderedDict
from typing import TYPE_CHECKING, Any

from ..agents.common import answer_key
from ..agents.determinize import determinize
from ..agents.heuristic import HeuristicAgent
from ..engine.cards import COLOR_NAMES, ICON_NAMES, SPLAY_NAMES
from ..engine.state import event_dict
from ..text.catalog import N_
from ..text.render import Words
from .messages import Phrase, answer_phrase, icon_count, render, t, tn
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
                "bonus": pl.bonus_points,  # Echoes: the points the visible bonuses add
                "forecast": len(pl.forecast),
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
    specials = {
        (s.name, s.player): (s.short, tuple(json.dumps(m, sort_keys=True) for m in s.missing_said))
        for s in special_distances(game)
    }
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
    nums[("bonus",)] = me_a["bonus"] - me_b["bonus"]
    nums[("forecast",)] = me_a["forecast"] - me_b["forecast"]
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
            facts.add(("special_closer", name, json.dumps([json.loads(m) for m in missing])))
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


def _promotions(game: Game, w: Game, p: int) -> set[tuple[Any, ...]]:
    """Echoes: the cards `p` promoted from the forecast in the copy since the real position (a
    promoted card is melded face up: public)."""
    out: set[tuple[Any, ...]] = set()
    stop: Any = game.state.log  # the copy's log goes on from the same chain
    node: Any = w.state.log
    while node is not None and node is not stop:
        e = event_dict(node[0])
        if e.get("type") == "promote" and e.get("player") == p:
            out.add(("promote", e["card"]))
        node = node[1]
    return out


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
            facts |= _promotions(game, w, p)
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
) -> list[tuple[int, Any]]:
    """(priority, phrase) for each fact (a phrase, or a list of phrases said together); a
    lower priority is said first."""
    out: list[tuple[int, Any]] = []
    won = [f[1] for f in facts if f[0] == "special_won"]
    for name in won:
        out.append((0, t("claims {special}", special=name)))
    n = nums.get(("achieved",), 0) - len(won)
    if n > 0:
        out.append((0, tn("claims an achievement", "claims {n} achievements", n)))
    for f in facts:
        kind = f[0]
        if kind == "within":
            out.append((1, t("puts the age {age} achievement within reach", age=f[1])))
        elif kind == "special_met":
            out.append((1, t("meets the condition of {special}", special=f[1])))
        elif kind == "opp_achieved":
            out.append((1, t("{who} claims an achievement", who=_who(game, f[1]))))
        elif kind == "opp_within":
            out.append(
                (
                    2,
                    t(
                        "{who} could claim the age {age} achievement next turn",
                        who=_who(game, f[1]),
                        age=f[2],
                    ),
                )
            )
        elif kind == "exposed":
            out.append(
                (3, t("{who}'s {card} demand can now hit you", who=_who(game, f[1]), card=f[2]))
            )
        elif kind == "hits":
            out.append(
                (4, t("your {card} demand now hits {who}", card=f[2], who=_who(game, f[1])))
            )
        elif kind == "opp_shares":
            out.append((5, t("{who} would share your {card}", who=_who(game, f[1]), card=f[2])))
        elif kind == "splay":
            out.append((4, splay_phrase(COLOR_NAMES[f[1]], SPLAY_NAMES[f[2]])))
        elif kind == "special_closer":
            out.append(
                (
                    6,
                    t(
                        "brings you closer to {special} (still missing: {missing})",
                        special=f[1],
                        missing=json.loads(f[2]),
                    ),
                )
            )
        elif kind == "out_of_reach":
            out.append((3, t("puts the age {age} achievement out of reach", age=f[1])))
        elif kind == "top":
            out.append((9, t("puts {card} on top", card=f[1])))
        elif kind == "promote":
            out.append((3, t("promotes {card} from your forecast", card=f[1])))
    pts = nums.get(("points",), 0)
    if pts > 0:
        out.append((2, tn("scores {n} point", "scores {n} points", pts)))
    elif pts < 0:
        out.append((2, tn("loses {n} score point", "loses {n} score points", -pts)))
    for (kind, *rest), v in nums.items():
        if kind == "opp_points" and v:
            who = _who(game, rest[0])
            if v > 0:
                out.append((3, tn("{who} scores {n} point", "{who} scores {n} points", v, who=who)))
            else:
                out.append(
                    (
                        3,
                        tn(
                            "{who} loses {n} score point",
                            "{who} loses {n} score points",
                            -v,
                            who=who,
                        ),
                    )
                )
    icons = sorted(
        ((i, v) for (kind, *rest), v in nums.items() if kind == "icon" for i in rest),
        key=lambda iv: (-abs(iv[1]), iv[0]),
    )[:2]
    if icons:
        changes = [icon_count(ICON_NAMES[i], abs(v), "+" if v > 0 else "−") for i, v in icons]
        # one clause of its own, the counts a list after a colon: "changes your icons: +2
        # castles and −1 leaf" (a bare list among the other clauses read as a fragment)
        out.append((7, t("changes your icons: {changes}", changes=changes)))
    bonus = nums.get(("bonus",), 0)
    if bonus > 0:
        out.append(
            (2, tn("your bonuses add {n} score point", "your bonuses add {n} score points", bonus))
        )
    elif bonus < 0:
        out.append(
            (
                2,
                tn("your bonuses lose {n} score point", "your bonuses lose {n} score points", -bonus),
            )
        )
    ahead = nums.get(("forecast",), 0)
    if ahead > 0:
        out.append((8, tn("puts a card in your forecast", "puts {n} cards in your forecast", ahead)))
    hand = nums.get(("hand",), 0)
    if hand > 0:
        out.append((8, tn("adds a card to your hand", "adds {n} cards to your hand", hand)))
    out.extend(_dogma_texts(game, p, answer_json))
    out.sort(key=lambda x: x[0])
    return out


def _dogma_texts(game: Game, p: int, answer_json: Any) -> list[tuple[int, Phrase]]:
    """A Dogma answer: who shares it and whom its demands hit (the Dogma preview)."""
    if not (isinstance(answer_json, dict) and "dogma" in answer_json):
        return []
    try:
        pv = dogma_preview(game, str(answer_json["dogma"]), p)
    except (ValueError, KeyError):
        return []
    out: list[tuple[int, Phrase]] = []
    teams = game.teams
    if pv.echoes:
        out.append((5, t("its echo effects run first: {cards}", cards=[c.name for c in pv.echoes])))
    hit = sorted({q for dem in pv.demands for q in dem.vulnerable})
    if pv.demands:
        if hit:
            out.append((4, t("its demand hits {who}", who=[_who(game, q) for q in hit])))
        else:
            out.append((6, t("its demand hits nobody")))
    others = [q for q in pv.sharing if teams[q] != teams[p]]
    if pv.has_shared_effects and others:
        who = [_who(game, q) for q in others]
        # the sharers as the object ("shared by Ann and Bob"): the verb agrees with nothing
        # that changes with their number
        if pv.bonus_possible:
            text = t(
                "it would be shared by {who} (a free draw for you if a share changes anything)",
                who=who,
            )
        else:
            text = t("it would be shared by {who}", who=who)
        out.append((5, text))
    return out


SPLAYS: dict[str, str] = {
    "left": N_("splays your {color} pile left"),
    "right": N_("splays your {color} pile right"),
    "up": N_("splays your {color} pile up"),
    "aslant": N_("splays your {color} pile aslant"),
}


def splay_phrase(color: str, direction: str) -> Phrase:
    """A new splay, one whole message per direction (the direction's word never glued into
    a sentence: some languages place or inflect it with the pile)."""
    return t(SPLAYS[direction], color=color)



_memo: OrderedDict[tuple[str, Any], list[Phrase]] = OrderedDict()
_memo_lock = threading.Lock()
MEMO_SIZE = 1024


def facts_of(game: Game, answer: Any, key: str | None = None) -> list[Phrase]:
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
    texts = [x for _, x in _texts(game, p, d.encode(answer, game.names), nums, facts)]
    with _memo_lock:
        _memo[memo_key] = texts
        while len(_memo) > MEMO_SIZE:
            _memo.popitem(last=False)
    return texts


def answer_of(game: Game, answer: Any) -> Phrase:
    """An answer of the pending decision as a phrase (shown as the player's screen shows it)."""
    d = game.decision
    assert d is not None
    label = None
    if d.labels is not None and answer in d.options:
        label = d.labels[d.options.index(answer)]
    return answer_phrase(d.kind, d.encode(answer, game.names), label)


def _facts(items: list[Phrase]) -> list[Phrase] | Phrase:
    return items[:MOST] if items else t("changes nothing anyone can see by the end of the action")


def reason(
    game: Game,
    answer: Any,
    preferred: Any = None,
    points: float = 0.0,
    key: str | None = None,
) -> list[Phrase]:
    """The reason for `answer`, as phrases (one per line, rendered with `messages.render`):
    what it changes and gives the opponents; with `preferred` (the judge's first answer, when
    it is another), what that one would change that this one does not, and by how much it is
    rated better (`points`: percentage points of winning chance; "rated about as good" when
    they round to 0). Score points and winning chance are named apart ("loses 22 score
    points", "about 2 percentage points higher")."""
    mine = facts_of(game, answer, key)
    lines = [t("{answer}: {facts}.", answer=answer_of(game, answer), facts=_facts(mine))]
    if preferred is None:
        return lines
    theirs = [f for f in facts_of(game, preferred, key) if f not in mine]
    pts = max(0, round(points))
    named = answer_of(game, preferred)
    if theirs:
        facts = theirs[:MOST]
        if pts < 1:
            second = t("{answer} instead: {facts} (rated about as good).", answer=named, facts=facts)
        else:
            second = tn(
                "{answer} instead: {facts} (its chance to win is about {n} percentage point "
                "higher).",
                "{answer} instead: {facts} (its chance to win is about {n} percentage points "
                "higher).",
                pts,
                answer=named,
                facts=facts,
            )
    elif pts < 1:
        second = t("{answer} instead: rated about as good.", answer=named)
    else:
        second = tn(
            "{answer} instead: its chance to win is about {n} percentage point higher, over "
            "the next turns.",
            "{answer} instead: its chance to win is about {n} percentage points higher, over "
            "the next turns.",
            pts,
            answer=named,
        )
    return [*lines, second]


def why(
    game: Game,
    answer: Any,
    preferred: Any = None,
    points: float = 0.0,
    key: str | None = None,
    words: Words | str | None = None,
) -> str:
    """`reason` in words, a line each (English unless `words` says another language)."""
    return reason_text(reason(game, answer, preferred, points, key), words)


def reason_text(lines: list[Phrase], words: Words | str | None = None) -> str:
    """A reason's phrases (`reason`) in words, one line each."""
    return "\n".join(render(line, words) for line in lines)


def why_hint(
    game: Game, answer: Any, preferred: Any = None, points: float = 0.0, key: str | None = None
) -> list[Phrase]:
    """A hint's reason (the first hint: what it does; the others: compared with the first)."""
    return reason(game, answer, preferred, points, key)
