"""Marks of a game's answers, and what a seat has seen since: how far back a take-back may go."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.game import Game
from ..engine.state import ACHIEVEMENTS, DECK, HAND, JUNK, REMOVED, SCORE
from ..text.catalog import N_


@dataclass(slots=True)
class Mark:
    """What the game looked like before answer k: for take-backs."""

    turn: int
    player: int | None
    kind: str | None
    events: int = 0  # events in the log by then
    log: Any = None  # the log's head by then (to count the next mark's events from)
    # the decision's options show its player a card hidden from them (a choice among another
    # player's hand, say): a take-back must not go back past it
    shows_hidden: bool = False


def _mark(game: Game, before: Mark | None = None) -> Mark:
    """The mark of `game` now; `before`, the mark of an earlier point of the same game, saves
    counting the whole log again."""
    d = game.decision
    head = game.state.log
    count = 0
    node = head
    stop = before.log if before is not None else None
    while node is not None:
        if node is stop:
            count += before.events  # type: ignore[union-attr]
            break
        count += 1
        node = node[1]
    return Mark(
        game.state.turn, d.player if d else None, d.kind if d else None, count, head,
        d is not None and _shows_hidden(game, d.player, d.options),
    )


def _shows_hidden(game: Game, player: int, options: Any) -> bool:
    """Whether `options` name a card that `player` cannot see where it is."""
    where = game.state.where
    stack = [options]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            kind, owner = where[item.id]
            if kind in _HIDDEN_KINDS or (kind in (HAND, SCORE) and owner != player):
                return True
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
    return False


# Why a take-back is refused (shown by the table next to its greyed-out button).
NO_TAKE_BACK_SEEN = N_(
    "No take-back: since the start of your turn you have seen a card that was hidden before "
    "(a draw, a reveal or another player's card), and taking back would let you choose again "
    "knowing it."
)
NO_TAKE_BACK_NOTHING = N_("there is nothing of yours to take back yet")
NO_TAKE_BACK_PEOPLE = N_("take-backs are only for a person playing alone against AIs")

_HIDDEN_KINDS = frozenset((DECK, ACHIEVEMENTS, JUNK, REMOVED))
# card moves and reveals (event types) that can show a card by name
_CARD_EVENTS = frozenset(
    ("draw", "meld", "tuck", "score", "return", "transfer", "exchange", "achieve", "remove",
     "junk", "reveal")
)
# places whose cards nobody sees (besides their owner, for hands and score piles)
_UNSEEN_PLACES = frozenset(("deck", "achievements", "junk", "removed"))


def saw_hidden_card(event: dict[str, Any], seat: int) -> bool:
    """Whether `event` showed `seat` a card it could not see before: a card named to it that
    comes from an age pile, the achievements, the junk or out of the game, or from (or shown
    in) another player's hand or score pile."""
    if "card" not in event or event.get("type") not in _CARD_EVENTS:
        return False
    seen = event.get("visible_to")
    if seen is not None and seat not in seen:
        return False
    source = event.get("from")
    if source in _UNSEEN_PLACES:
        return True
    return source in ("hand", "score") and event.get("from_player") != seat

