"""What one player knows, and determinization: a copy of a game in which every card hidden from
that player is dealt again, consistently with everything the player has seen.

The AI players are handed the real game. They never look at a hidden card: they search copies
made by `determinize(game, player, rng)`, where

- every card the player *knows the place of* stays where it is: the player's own hand and score
  pile, every board (boards are public; with covered cards hidden, the log still names every
  card that reaches a board), and each card the player saw by name moving somewhere that has not
  since been moved out of sight (`Knowledge`, built from the log as the player sees it);
- every other card (opponents' hands and score piles, age piles, achievements, cards the player
  lost track of) is collected into a canonical pool (sorted by id), shuffled with the agent's
  own random generator, and dealt back into the hidden places, each place keeping its public
  ages (a hand of a 1 and two 3s gets a 1 and two 3s).

Because the pool and the places depend only on what the player sees, a copy depends only on the
player's view and the random generator, never on how the hidden cards really lie: reshuffling
the hidden cards consistently with the view leaves every seeded decision unchanged
(tests/agents/test_invariance.py).

In the middle of an action (a dogma paused on a decision) a game is the state at the start of
the action plus the answers given since (see `innovation.engine.game`). The copy deals the
*checkpoint* state and replays the answers; answers of other players naming a card hidden from
the player become a legal hidden card of the same age in the dealt game, chosen at random. The
replay is accepted only if the player would see exactly the same events and the same pending
decision as in the real game; otherwise another deal is tried (rejection sampling: an accepted
copy is a deal the player cannot tell from the real one). What the deal keeps is only what the
player can tell: the places they see, and each card they saw by name since the action began
where its first such event shows it was (a place no unseen card had entered before). No copy
ever keeps a hidden card because it is really there: when `MID_TRIES` deals all fail (rare:
about 1 in 1,000 mid-action positions of random games), `NoConsistentDeal` is raised and the
caller decides without that copy (`STATS["mid_failed"]`). tests/agents/test_determinize.py
checks over more than 1,000 mid-action positions that copies made from two games the player
cannot tell apart are identical.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any

from ..engine.cards import Card
from ..engine.state import (
    ACHIEVED,
    ACHIEVEMENTS,
    BOARD,
    DECK,
    FORECAST,
    HAND,
    JUNK,
    PLACE_NAMES,
    REMOVED,
    SCORE,
    State,
    event_dict,
)
from ..engine.views import event_view

if TYPE_CHECKING:
    from ..engine.game import Game

_KIND = {name: i for i, name in enumerate(PLACE_NAMES)}
_MOVES = frozenset(
    (
        "draw", "meld", "tuck", "score", "return", "transfer", "exchange", "achieve", "remove",
        "junk", "foreshadow", "make_available",
    )
)
_OWNED = (HAND, SCORE, BOARD, ACHIEVED, FORECAST)
_SET_STRIDE = 16  # a hidden card is dealt again as one of its set and age: key set * 16 + age

# How determinizations in the middle of an action went (see the module docstring).
STATS: Counter[str] = Counter()
MID_TRIES = 30  # deals tried in the middle of an action before giving up


def _place(event: dict[str, Any], end: str) -> tuple[int, Any]:
    # (Any: an owner is a player's index in the log, but may be written otherwise in the
    # events as a player sees them, which `_seen_at_start` reads)
    kind = _KIND[event[end]]
    if kind in _OWNED:
        return kind, event[end + "_player"]
    if kind == DECK:
        return kind, event["age"]
    return kind, 0


class Knowledge:
    """Where `player` knows cards to be, from the log as they saw it, plus the progress counters
    used by the no-progress guard (age piles' total size relative to the start, and the last turn
    it reached a new low)."""

    __slots__ = ("player", "place", "ages", "ids", "deck_delta", "deck_min", "min_turn", "turn")

    def __init__(self, player: int, cards: list[Card]) -> None:
        self.player = player
        self.place: dict[int, tuple[int, Any]] = {}  # card id -> place it is known to be
        self.ages = [c.age for c in cards]
        self.ids = {c.name: c.id for c in cards}
        self.deck_delta = 0
        self.deck_min = 0
        self.min_turn = 0
        self.turn = 0

    def copy(self) -> Knowledge:
        k = Knowledge(self.player, [])  # (no cards: the tables are shared below)
        k.place = dict(self.place)
        k.ages = self.ages
        k.ids = self.ids
        k.deck_delta = self.deck_delta
        k.deck_min = self.deck_min
        k.min_turn = self.min_turn
        k.turn = self.turn
        return k

    def _deck_moved(self, delta: int) -> None:
        self.deck_delta += delta
        if self.deck_delta < self.deck_min:
            self.deck_min = self.deck_delta
            self.min_turn = self.turn

    def see(self, e: dict[str, Any]) -> None:
        kind = e.get("type")
        if kind in _MOVES and "card" in e:
            src = _place(e, "from")
            dst = _place(e, "to")
            seen = e.get("visible_to")
            if seen is None or self.player in seen:
                self.place[self.ids[e["card"]]] = dst
            else:
                # a hidden card of this age left `src`: any card of that age we knew to be
                # there may be the one that left
                age = e["age"]
                ages = self.ages
                for cid in [c for c, pl in self.place.items() if pl == src and ages[c] == age]:
                    del self.place[cid]
            moved = (dst[0] == DECK) - (src[0] == DECK)
            if moved:
                self._deck_moved(moved)
        elif kind == "reveal" and "card" in e:
            # a revealed card is seen where it is: the event says where (a hand, a score pile)
            place = _place(e, "from") if "from" in e else (HAND, e["player"])
            self.place[self.ids[e["card"]]] = place
        elif kind == "junk_deck":
            # a whole age pile went to the junk (4th edition): cards known to be in it are now
            # known to be in the junk, faces still unseen
            deck = (DECK, e["age"])
            junk = (JUNK, 0)
            known = self.place
            for cid in [c for c, pl in known.items() if pl == deck]:
                known[cid] = junk
            self._deck_moved(-e["count"])
        elif kind == "turn":
            self.turn = e["turn"]


class _Cache:
    """Knowledge per (player, log node), extended incrementally along the log chain."""

    def __init__(self, size: int = 256) -> None:
        self.size = size
        self.entries: dict[tuple[int, int], tuple[Any, Knowledge]] = {}

    def get(self, game: Game, player: int) -> Knowledge:
        # the log's links are compared by identity: typed Any, so that compiled code keeps the
        # objects themselves (a narrowed tuple type would be unboxed, and boxed again anew)
        head: Any = game.state.log
        new: list[dict[str, Any]] = []
        node: Any = head
        base: Knowledge | None = None
        entries = self.entries
        while node is not None:
            hit = entries.get((player, id(node)))
            if hit is not None and hit[0] is node:
                base = hit[1]
                break
            new.append(event_dict(node[0]))  # a compact record is read as its dict
            node = node[1]
        if not new and base is not None:
            return base
        k = base.copy() if base is not None else Knowledge(player, game.edition.cards)
        for i in range(len(new) - 1, -1, -1):  # oldest first
            k.see(new[i])
        if len(entries) >= self.size:
            for key in list(entries)[: self.size // 2]:
                del entries[key]
        entries[(player, id(head))] = (head, k)
        return k


_CACHE = _Cache()


def knowledge(game: Game, player: int) -> Knowledge:
    """What `player` knows about card places at this point of `game` (do not modify it)."""
    return _CACHE.get(game, player)


def stalled_turns(game: Game, player: int) -> int:
    """Turns since the age piles last reached a new low (no progress while it grows)."""
    k = knowledge(game, player)
    return k.turn - k.min_turn


# ---------------------------------------------------------------------------------- dealing
def _cards_in(value: Any, out: set[int]) -> None:
    if isinstance(value, Card):
        out.add(value.id)
    elif isinstance(value, (tuple, list)):
        for v in value:
            _cards_in(v, out)


def _deal(src: State, player: int, pinned: set[int], rng: random.Random) -> State:
    """A copy of `src` with every card not in `pinned`, outside `player`'s hand and score pile
    and outside the boards, dealt again among the same hidden places (ages kept).

    The pool is every such card, by id (a canonical order), shuffled age by age with `rng`;
    the places are filled in a fixed order: other players' hands and score piles (which are
    then sorted by id: their order is not public), achieved cards, age piles (position by
    position: known cards returned to a pile keep their place), available achievements,
    removed and junked cards."""
    st = src.copy()
    lay = st.thaw()  # re-dealt in place below, frozen again before it is returned
    where = st.where
    cards = _cards_of(src)
    # one group per set and age (an expansion's card has its own back: it is dealt again as a
    # card of its set)
    pool: list[list[Card]] = [[] for _ in range(_SET_STRIDE * max(1, len(lay.sets)))]
    for cid, (kind, owner) in enumerate(where):
        if kind == BOARD or cid in pinned:
            continue
        if owner == player and kind in (HAND, SCORE, FORECAST):
            continue
        c = cards[cid]
        pool[c.set * _SET_STRIDE + c.age].append(c)
    if not any(pool):
        return st  # nothing hidden to deal again: the copy as it is
    for cards_of_age in pool:
        if len(cards_of_age) > 1:
            _shuffle(cards_of_age, rng)

    def refill(lst: list[Any], kind: int, owner: int, keep_order: bool) -> None:
        if keep_order:
            for i, c in enumerate(lst):
                if isinstance(c, Card) and c.id not in pinned:
                    new = pool[c.set * _SET_STRIDE + c.age].pop()
                    lst[i] = new
                    where[new.id] = (kind, owner)
            return
        ages = sorted(c.set * _SET_STRIDE + c.age for c in lst if c.id not in pinned)
        if not ages:
            return
        kept = [c for c in lst if c.id in pinned]
        for age in ages:
            new = pool[age].pop()
            kept.append(new)
            where[new.id] = (kind, owner)
        kept.sort(key=_id)
        lst[:] = kept

    players = lay.players
    for q, pl in enumerate(players):
        if q != player:
            refill(pl.hand, HAND, q, True)
            refill(pl.score, SCORE, q, True)
            if pl.forecast:
                refill(pl.forecast, FORECAST, q, True)
    for q, pl in enumerate(players):
        if pl.achieved:
            refill(pl.achieved, ACHIEVED, q, True)
    for age in range(1, len(lay.decks)):
        deck = lay.decks[age]
        if deck:
            refill(deck, DECK, age, True)
    for piles in lay.sets:  # the expansions' age piles
        for age in range(1, len(piles)):
            if piles[age]:
                refill(piles[age], DECK, age, True)
    refill(lay.achievements, ACHIEVEMENTS, 0, False)
    lay.achievements.sort(key=_age_id)
    if lay.removed:
        refill(lay.removed, REMOVED, 0, True)
    if lay.junk:
        refill(lay.junk, JUNK, 0, True)
    # hidden first-card choices during setup follow the new hands
    if st.phase == "setup":
        for q, choice in enumerate(st.setup_choices):
            if q != player and choice is not None and choice.id not in pinned:
                st.setup_choices[q] = rng.choice(sorted(players[q].hand, key=_id))
    st.freeze(lay)
    return st


def _shuffle(x: list[Any], rng: random.Random) -> None:
    """`rng.shuffle(x)`: the same order and the same draws from `rng` (CPython's algorithm,
    written out so that the compiled module runs it natively; tests/agents/
    test_search_compiled.py checks it against `random.Random.shuffle`). A subclass of
    `random.Random` shuffles its own way."""
    if type(rng) is not random.Random:
        rng.shuffle(x)
        return
    getrandbits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


_CARDS: dict[int, list[Card]] = {}


def _cards_of(st: State) -> list[Card]:
    """The edition's cards by id, found from the state itself (every card has a place)."""
    n = len(st.where)
    cards = _CARDS.get(n)
    if cards is None or not _same_cards(st, cards):
        found: list[Any] = [None] * n
        for pl in st.players:
            for lst in (pl.hand, pl.score, pl.achieved, pl.forecast, *pl.piles):
                for c in lst:
                    if isinstance(c, Card):
                        found[c.id] = c
        for lst in (*st.decks, st.achievements, st.removed, st.junk):
            for c in lst:
                found[c.id] = c
        for piles in st.sets:
            for lst in piles:
                for c in lst:
                    found[c.id] = c
        cards = found
        _CARDS[n] = cards
    return cards


def _same_cards(st: State, cards: list[Card]) -> bool:
    for deck in st.decks:
        if deck:
            c = deck[0]
            return cards[c.id] is c
    for c in st.achievements:
        return cards[c.id] is c
    return False


def _id(c: Card) -> int:
    return c.id


def _age_id(c: Card) -> tuple[int, int]:
    return (c.age, c.id)


def _visible_ids(st: State, player: int) -> set[int]:
    """Cards whose place `player` sees in the state itself: boards, own hand and score."""
    out: set[int] = set()
    for pl in st.players:
        for pile in pl.piles:
            for c in pile:
                out.add(c.id)
    me = st.players[player]
    for c in me.hand:
        out.add(c.id)
    for c in me.score:
        out.add(c.id)
    for c in me.forecast:
        out.add(c.id)
    return out


def pinned_ids(game: Game, player: int, k: Knowledge | None = None) -> set[int]:
    """Cards `player` knows the place of right now (never dealt again)."""
    k = k or knowledge(game, player)
    st = game.state
    out = _visible_ids(st, player)
    where = st.where
    for cid, place in k.place.items():
        if where[cid] == place:
            out.add(cid)
    d = game.decision
    if d is not None and d.player == player:
        _cards_in(d.options, out)
    return out


def touched_ids(game: Game) -> set[int]:
    """Cards moved, named or chosen since the current action began (empty between actions)."""
    cp = game._checkpoint
    out: set[int] = set()
    if cp is None:
        return out
    ids = game.edition.by_name
    node: Any = game.state.log  # Any: links compared by identity (see `_Cache.get`)
    stop: Any = cp.log
    while node is not None and node is not stop:
        name = event_dict(node[0]).get("card")
        if isinstance(name, str):
            c = ids.get(name.lower())
            if c is not None:
                out.add(c.id)
        node = node[1]
    w0, w1 = cp.where, game.state.where
    for i in range(len(w0)):
        if w0[i] != w1[i]:
            out.add(i)
    _cards_in(game._answers, out)
    _cards_in(game._step, out)
    return out


def determinize(game: Game, player: int, rng: random.Random) -> Game:
    """A copy of `game` with the cards hidden from `player` dealt again (see the module doc).

    Between actions the copy is cheap (one state copy and a deal). In the middle of an action
    it replays the action (a few hundred microseconds) and the copy holds the paused effect, so
    answering on the copy itself is fast; clones of it replay again.
    """
    k = knowledge(game, player)
    if game._step is None or game._checkpoint is None:
        g = game.clone()
        g.state = _deal(game.state, player, pinned_ids(game, player, k), rng)
        STATS["top"] += 1
        return g
    return _determinize_mid(game, player, rng, k)


class NoConsistentDeal(Exception):
    """No deal of the hidden cards tried reproduced what the player saw in the middle of the
    current action. The caller decides without a copy (the AI players: without searching;
    the coach: no hint) rather than use any real hidden card."""


def _determinize_mid(game: Game, player: int, rng: random.Random, k: Knowledge) -> Game:
    cp = game._checkpoint
    assert cp is not None
    known_now = pinned_ids(game, player, k)
    want = _seen_events(game, player)
    named = _named(want, game)
    base = known_now | _visible_ids(cp, player) | _seen_at_start(cp, want, named)
    for _ in range(MID_TRIES):
        g = _replayed(game, _deal(cp, player, base, rng), player, want, known_now, named, rng)
        if g is not None:
            STATS["mid_dealt"] += 1
            return g
    STATS["mid_failed"] += 1
    raise NoConsistentDeal("no deal of the hidden cards reproduces the action so far")


def _named(want: list[dict[str, Any]], game: Game) -> dict[int, int]:
    """Cards the player saw by name since the action began: card id -> index of the first
    event (oldest first) that names it."""
    by_name = game.edition.by_name
    out: dict[int, int] = {}
    for i in range(len(want) - 1, -1, -1):
        name = want[i].get("card")
        if isinstance(name, str):
            c = by_name.get(name.lower())
            if c is not None and c.id not in out:
                out[c.id] = len(want) - 1 - i
    return out


def _seen_at_start(cp: State, want: list[dict[str, Any]], named: dict[int, int]) -> set[int]:
    """Cards whose place when the action began the player can tell from the events they saw
    since: the first event naming the card shows it leaving (or revealed in) a place that no
    unseen card had entered earlier in the action. Such a card is kept where it was (for an
    age pile: it was the top card once the earlier draws from that pile are taken off)."""
    events = want[::-1]  # oldest first
    entered: set[tuple[int, Any]] = set()  # places an unseen card entered so far
    firsts = {i: cid for cid, i in named.items()}
    out: set[int] = set()
    for i, e in enumerate(events):
        cid = firsts.get(i)
        kind = e.get("type")
        if cid is not None and (kind in _MOVES or kind == "reveal") and "from" in e:
            src = _place(e, "from")
            # (the place it left is where it was: any earlier move into it is in the log)
            if src not in entered and cp.where[cid] == src:
                out.add(cid)
        if kind in _MOVES and "card" not in e and "to" in e:
            entered.add(_place(e, "to"))
    return out


def _seen_events(game: Game, player: int) -> list[dict[str, Any]]:
    out = []
    node: Any = game.state.log  # Any: links compared by identity (see `_Cache.get`)
    stop: Any = game._checkpoint.log  # type: ignore[union-attr]
    while node is not None and node is not stop:
        out.append(event_view(game, event_dict(node[0]), player))
        node = node[1]
    return out


def _replayed(
    game: Game,
    checkpoint: State,
    player: int,
    want: list[dict[str, Any]],
    known: set[int],
    named: dict[int, int],
    rng: random.Random,
) -> Game | None:
    """The action replayed from a dealt checkpoint, if `player` cannot tell it from the real one.

    Answers of other players that name a card hidden from `player` (and not seen by name since
    the action began) are replaced by a legal card of the same age hidden from `player` in the
    dealt game, chosen at random (the real card may not even be there)."""
    g = game.clone()
    g._checkpoint = checkpoint
    g.state = checkpoint.copy()
    g._answers = []
    try:
        g._run_step()
        for a in game._answers:
            d = g._pending
            if d is None or g._step is None:
                return None
            if (
                isinstance(a, Card)
                and a.id not in known
                and a.id not in named
                and d.player != player
            ):
                age = a.age
                hidden = [
                    o
                    for o in d.options
                    if isinstance(o, Card) and o.age == age and o.id not in known
                    and o.id not in named
                ]
                if not hidden:
                    return None
                a = hidden[rng.randrange(len(hidden))] if len(hidden) > 1 else hidden[0]
            if not d.is_legal(a):
                return None
            g._apply(d, a)
    except Exception:  # an answer that makes no sense in this deal: not consistent
        return None
    if not _consistent(g, game, player, want):
        return None
    _restore_history(g, game)
    return g


def _consistent(g: Game, game: Game, player: int, want: list[dict[str, Any]]) -> bool:
    d, real = g._pending, game._pending
    if d is None or real is None or d.player != real.player or d.kind != real.kind:
        return False
    if g._step is None or d.prompt != real.prompt:
        return False
    if real.player == player:  # the options are part of the player's view
        if len(d.options) != len(real.options):
            return False
        for x, y in zip(d.options, real.options, strict=True):
            if x is not y and x != y:
                return False
    return _seen_events(g, player) == want


def _restore_history(g: Game, game: Game) -> None:
    """The replay answered again; the copy's record keeps the real game's answers."""
    g._history = game._history[:]


def reshuffle_consistent(game: Game, player: int, rng: random.Random) -> Game:
    """Another real game `player` cannot tell from `game` (for tests): a determinization."""
    return determinize(game, player, rng)
