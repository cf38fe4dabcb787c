"""A seat's answers (one, several cards at once, a concession) and its take-backs."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from ..engine.decisions import CARD, SETUP, IllegalAnswer
from ..engine.game import EngineError, Game
from ..engine.records import GameRecord
from ..text.catalog import N_
from ..text.refusals import render_refusal
from .aiplayers import AIPlayers
from .inputs import ApiError
from .tablebase import Conflict
from .tablewords import words
from .takeback import NO_TAKE_BACK_NOTHING, NO_TAKE_BACK_PEOPLE, Mark, _mark

if TYPE_CHECKING:
    from .room import Room

log = logging.getLogger("innovation.server")


def _several(d: Any) -> dict[str, Any] | None:
    """The several-card choice a card decision belongs to, if any (see `Ctx.choose_cards`)."""
    context = d.context
    return context.get("several") if context else None


def refused(exc: Exception, edition: str) -> ApiError:
    """An answer the engine refused (`IllegalAnswer`), as a 422: its English text for the API,
    worded in each requester's language for the table."""
    return ApiError(422, str(exc), render=lambda lang: refusal_text(exc, lang, edition))


def refusal_text(exc: Exception, lang: str, edition: str) -> str:
    """Why the engine refused an answer, in `lang` (`IllegalAnswer` carries its reason as a
    message: innovation.text.refusals)."""
    return render_refusal(exc, words(lang, edition))


def is_concession(data: Any) -> bool:
    """`{"concede": NAME}`: a player leaving the game (see `Game.concede`)."""
    return isinstance(data, dict) and set(data) == {"concede"}


class Play(AIPlayers):
    """The tables' side of playing: an answer or a take-back checked, applied to a copy of the
    game, then committed (`TablesBase.commit`)."""

    @staticmethod
    def _check_expect(room: Room, expect: Any, stale_ok: bool = False) -> None:
        """`expect` is the number of answers the client saw: required, so that an answer or
        take-back sent twice (a retry, a double click, two tabs) is applied only once.
        `stale_ok`: the game may have moved on without changing this decision (a first card
        chosen by another player; once this seat has chosen, it has no decision any more)."""
        if expect is None:
            raise ApiError(
                400, N_("send 'expect': the number of answers the game had when you looked "
                        "(the view's 'n'), so that a repeated request is not applied twice")
            )
        if not isinstance(expect, int) or isinstance(expect, bool):
            raise ApiError(400, N_("expect must be the number of answers the game had"))
        if expect != room.n and not stale_ok:
            raise ApiError(409, N_("the game has moved on since you looked: look again"))


    async def answer(
        self,
        room: Room,
        seat: Any,
        token: Any,
        data: Any,
        expect: Any = None,
        trusted: bool = False,
    ) -> int:
        """A person's answer; returns the number of answers once it is stored. `trusted`: the
        seat was already proven (a WebSocket that said hello with the seat's token)."""
        started = time.perf_counter()
        if not trusted:
            seat = room.check_seat(seat, token)
        if expect is not None and (not isinstance(expect, int) or isinstance(expect, bool)):
            raise ApiError(400, N_("expect must be the number of answers the game had"))
        for attempt in range(3):
            try:
                async with self.changing(room):
                    if room.game.decision is None:
                        raise ApiError(409, N_("the game is over"))
                    room.check_playing()
                    new, marks = self._answered(room, seat, data, expect)
                    await self.commit(room, new, marks, [seat] * len(marks))
                    n = room.n
                break
            except Conflict:
                # another instance stored a change first; the room is now up to date, and
                # the answer is checked again against it, as if it had come second here
                if attempt == 2:
                    raise
        self.schedule_ai(room)
        self.timings.append(time.perf_counter() - started)
        return n

    def _answered(
        self, room: Room, seat: int, data: Any, expect: Any
    ) -> tuple[Game, list[Mark]]:
        """The game after `seat`'s answer, and a mark for each answer it took (a choice of
        several cards takes several); the room is not changed yet."""
        game = room.game
        d = game.decision
        assert d is not None
        if is_concession(data):  # any seat, at any moment: not an answer to a decision
            new = game.clone()
            try:
                new.answer_json(data, seat)
            except IllegalAnswer as exc:
                raise refused(exc, game.edition.name) from None
            return new, [_mark(new)]
        mine = game.decision_for(seat)  # first cards: everyone chooses at once
        if mine is None:
            raise ApiError(409, N_("it is {player}'s decision, not yours"),
                           params={"player": game.names[d.player]})
        # another player's first card changes nothing this seat was shown
        self._check_expect(room, expect, stale_ok=mine.kind == SETUP)
        new = game.clone()
        marks: list[Mark] = []
        try:
            if isinstance(data, dict) and set(data) == {"choose"}:
                self._choose_many(new, data["choose"], marks)
            else:
                new.answer_json(data, seat)
                marks.append(_mark(new, room.marks[-1]))
        except IllegalAnswer as exc:
            raise refused(exc, game.edition.name) from None
        except EngineError as exc:
            log.error("game %s: %s", room.id, exc)
            raise ApiError(
                409,
                N_("the rules engine failed on this answer (a bug, logged on the server); "
                   "the game is unchanged: try another answer"),
            ) from None
        return new, marks

    @staticmethod
    def _choose_many(game: Game, picks: Any, marks: list[Mark]) -> None:
        """Several cards for a one-at-a-time choice (the decision's ``context["several"]``),
        then stop ("pass") if still asked."""
        if not isinstance(picks, list) or not all(isinstance(p, str) for p in picks):
            raise IllegalAnswer("choose takes a list of card names")
        d = game.decision
        assert d is not None
        several = _several(d)
        if d.kind != CARD or several is None:
            raise IllegalAnswer("this decision is not a choice of several cards")
        stem, player = several["of"], d.player
        if several["chosen"] + len(picks) > several["max"]:
            raise IllegalAnswer(f"at most {several['max']} cards can be chosen: {d.prompt}")

        def same_choice(d: Any) -> bool:
            s = _several(d) if d is not None else None
            return s is not None and d.player == player and s["of"] == stem

        for name in picks:
            game.answer_json(name)
            marks.append(_mark(game))
            if not same_choice(game.decision) and name is not picks[-1]:
                raise IllegalAnswer(f"no more cards can be chosen after {name}")
        d = game.decision
        if same_choice(d):
            several = _several(d)
            if several["chosen"] < several["min"]:  # type: ignore[index]
                raise IllegalAnswer(
                    f"choose at least {several['min']} cards: {d.prompt}"  # type: ignore[index, union-attr]
                )
            game.answer_json("pass")
            marks.append(_mark(game))

    async def take_back(
        self, room: Room, seat: Any, token: Any, expect: Any = None, trusted: bool = False
    ) -> int:
        """Back to the start of `seat`'s latest turn (`Room.take_back_to`): the game replayed
        without the answers since, then stored."""
        if not trusted:
            seat = room.check_seat(seat, token)
        async with self.changing(room):
            if room.humans != [seat]:
                raise ApiError(403, NO_TAKE_BACK_PEOPLE)
            if room.game.over:
                raise ApiError(409, N_("the game is over"))
            room.check_playing()
            self._check_expect(room, expect)
            k, why = room.take_back_to(seat)
            if k is None:
                raise ApiError(409, why or NO_TAKE_BACK_NOTHING)
            record = GameRecord.of(room.game)
            record.answers = record.answers[:k]
            new = await asyncio.get_running_loop().run_in_executor(None, record.replay)
            await self.commit(room, new, [], [], truncate_at=k)
            room.error = None
        self.schedule_ai(room)
        return room.n
