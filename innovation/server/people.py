"""What people at a table do besides answering: seats, hosting, chat, clocks, rematch."""

from __future__ import annotations

import hmac
import secrets
import time
from typing import Any

from ..engine.deal import SEED_BITS
from ..engine.decisions import IllegalAnswer
from ..text.catalog import N_
from .admission import card_words
from .aiplayers import AI_NAMES, AIPlayers, check_ai_spec, make_agents
from .inputs import ApiError, clean_name, name_key, seat_number
from .newgame import NewGameError, check_teams
from .play import refused
from .room import Room, hash_token
from .store import GameRow, Store
from .tablebase import Conflict, ai_to_move
from .takeback import _mark
from .together import (
    MAX_CHAT_LINES,
    WORDS,
    Seating,
    clean_chat,
    rotated,
    settle_clocks,
    start_clocks,
    time_left,
)


class People(AIPlayers):
    """The tables' side of playing together (issue 20): seats, the creator's powers, chat,
    clocks, rematch; the rules for each are plain checks in `together`."""

    def check_host(self, room: Room, seat: Any, token: Any) -> int:
        """The seat, if it is the creator's and `token` its secret (403 otherwise)."""
        seat = room.check_seat(seat, token)
        if seat != room.seating.host:
            raise ApiError(403, WORDS["not_host"])
        return seat

    def _check_open(self, room: Room) -> None:
        """The table still waits for people (409 otherwise)."""
        if room.closed:
            raise ApiError(409, WORDS[room.seating.state])
        if not room.pending:
            raise ApiError(409, WORDS["full"])

    def _open_seat(self, room: Room, seat: Any) -> int:
        """`seat` as one of the table's open seats (400 or 409 otherwise)."""
        seat = room.seat_index(seat)
        if not room.seating.open[seat]:
            raise ApiError(409, WORDS["seat_taken"], params={"n": seat})
        return seat

    async def _reseat(self, room: Room, seat: int, names: list[str], ai: list[str | None],
                      tokens: list[str | None]) -> None:
        """Store a change of seats (before the game starts: open `seat` taken), then switch
        the room to it: a new name rebuilds the game (the same deal: nobody has answered
        yet)."""
        seating = room.seating
        old = (list(seating.open), seating.state)
        opened = list(seating.open)
        opened[seat] = False
        seating.open = opened
        if not any(opened):
            seating.state = "play"
            start_clocks(seating, len(names), ai)
        row = room.row
        rebuilt = None
        if names != row.players or ai != row.ai:
            changed = GameRow(**{**row.__dict__, "players": names, "ai": ai, "tokens": tokens})
            rebuilt = await self.initial(changed)
        settle_clocks(seating, None, rebuilt if rebuilt is not None else room.game, ai)
        try:
            await self._write_room(
                room, Store.op_seats(room.id, names, ai, tokens), self._op_seating(room.id, seating),
                ai_turn=ai_to_move(rebuilt if rebuilt is not None else room.game, ai, seating),
            )
        except ApiError:
            seating.open, seating.state = old
            raise
        row.players, row.ai, row.tokens = names, ai, tokens
        if rebuilt is not None:
            room.game = rebuilt
            room.marks = [_mark(rebuilt)]
        room.agents = make_agents(row.seed, ai)
        room.version += 1
        room.active = time.monotonic()
        room.notify_all()
        self.schedule_ai(room)

    async def join(self, room: Room, body: dict[str, Any]) -> tuple[int, str]:
        """A person takes an open seat (`seat`, or the first open one) under the name they
        give; a private table needs its invitation (`invite`). Returns the seat and its new
        token, which only this person gets."""
        invite = body.get("invite")
        async with self.changing(room):
            self._check_open(room)
            st = room.seating
            if not st.public and (
                not isinstance(invite, str) or not st.invite or not hmac.compare_digest(
                    invite.encode("utf-8", "replace"), st.invite.encode()
                )
            ):
                raise ApiError(403, WORDS["bad_invite"])
            seat = body.get("seat")
            seat = self._open_seat(room, st.open_seats()[0] if seat is None else seat)
            names = list(room.row.players)
            if st.fixed_names:  # a game from a position: the position names the seats
                given = body.get("name")
                if given not in (None, "", names[seat]):
                    raise ApiError(400, N_("seat {seat}'s name is {name} (the position's)"),
                                   params={"seat": seat, "name": repr(names[seat])})
            else:
                name = clean_name(body.get("name"), seat, card_words(room.row.edition, tuple(room.row.expansions)))
                others = {name_key(n) for i, n in enumerate(names) if i != seat}
                if name_key(name) in others:
                    raise ApiError(400, N_("{name} is already a name at this table: choose another"),
                           params={"name": repr(name)})
                names[seat] = name
            token = secrets.token_urlsafe(24)
            tokens = list(room.row.tokens)
            tokens[seat] = hash_token(token)
            await self._reseat(room, seat, names, list(room.row.ai), tokens)
        return seat, token

    async def fill(self, room: Room, seat: Any, token: Any, body: dict[str, Any]) -> None:
        """The creator gives an open seat to an AI."""
        self.check_host(room, seat, token)
        spec = check_ai_spec(body.get("ai") or "heuristic")
        async with self.changing(room):
            self._check_open(room)
            target = self._open_seat(room, body.get("fill"))
            names = list(room.row.players)
            if not room.seating.fixed_names:
                taken = {name_key(n) for n in names}
                names[target] = next(
                    n for n in AI_NAMES + [f"AI {target + 1}"] if name_key(n) not in taken
                )
            ai = list(room.row.ai)
            ai[target] = spec
            await self._reseat(room, target, names, ai, list(room.row.tokens))

    async def cancel(self, room: Room, seat: Any, token: Any) -> None:
        """The creator calls off a table that has not started."""
        self.check_host(room, seat, token)
        async with self.changing(room):
            self._check_open(room)
            await self.close_table(room, "cancelled")


    async def say(self, room: Room, seat: int, text: Any) -> dict[str, Any]:
        """A seated person's chat line: stored, then sent to everyone who may read it."""
        text = clean_chat(text)
        for attempt in range(3):
            try:
                async with self.changing(room):
                    if room.closed:
                        raise ApiError(409, WORDS[room.seating.state])
                    if len(room.chat) >= MAX_CHAT_LINES:
                        raise ApiError(409, WORDS["chat_full"])
                    if attempt == 0:
                        room.chat_rate.take(seat)
                    line = {"i": len(room.chat), "seat": seat, "name": room.row.players[seat],
                            "text": text, "n": room.n, "at": time.time()}
                    await self._write_room(room, self._op_chat(room.id, line))
                    room.chat.append(line)
                break
            except Conflict:  # another instance stored a change first: said after it
                if attempt == 2:
                    raise
        message = {"type": "chat", "lines": [line]}
        for w in room.watchers:
            if w.chat and room.may_read_chat(w.seat):
                w.reply(message)
        room.active = time.monotonic()
        return line

    async def timeout(self, room: Room, seat: Any, token: Any, body: dict[str, Any]) -> int:
        """A person ends the game for a player whose clock ran out: that player concedes, as
        the edition's rules allow (422 with the reason where they do not)."""
        seat = room.check_seat(seat, token)
        if room.seating.clock is None:
            raise ApiError(409, WORDS["no_clock"])
        target = seat_number(body.get("player"))
        if not 0 <= target < len(room.row.players) or target == seat:
            raise ApiError(400, N_("player must be another player's seat number"))
        left = time_left(room.seating, target)
        if left is None or left > 0:
            raise ApiError(409, WORDS["time_left"], params={"name": room.row.players[target]})
        async with self.changing(room):
            room.check_playing()
            if room.game.over:
                raise ApiError(409, N_("the game is over"))
            new = room.game.clone()
            try:
                new.answer_json({"concede": room.game.names[target]}, target)
            except IllegalAnswer as exc:
                raise refused(exc, room.game.edition.name) from None
            await self.commit(room, new, [_mark(new, room.marks[-1])], [target])
        self.schedule_ai(room)
        return room.n

    async def rematch(self, room: Room, seat: Any, token: Any, client: str | None) -> tuple[str, int]:
        """"Play again" after the end: a new game with the same people and AIs, a fresh deal,
        the first seat moved on (old seat s sits at s-1). Each person's token carries over,
        so nobody needs a new link; asked twice (by anyone), it is the same new game."""
        seat = room.check_seat(seat, token)
        n = len(room.row.players)
        async with self.changing(room):
            if not room.game.over:
                raise ApiError(409, N_("a rematch is for a game that is over"))
            st = room.seating
            if st.rematch:
                return st.rematch, (seat - 1) % n
            with self.admitted(client, all(room.row.ai)):
                new_room = await self._rematch_room(room, client)
            room.version += 1
            room.notify_all()
        self.schedule_ai(new_room)
        return new_room.id, (seat - 1) % n

    async def _rematch_room(self, room: Room, client: str | None) -> Room:
        """The rematch of `room` (over): its row and table, stored with the old table's link
        to it, then live in `rooms`."""
        n = len(room.row.players)
        st = room.seating
        row = room.row
        teams: bool | str = False
        if row.teams:
            try:
                teams = check_teams(row.edition, "".join(rotated(list(str(row.teams)))), n)
            except NewGameError:
                teams = row.teams
        new_row = GameRow(
            id=secrets.token_urlsafe(9),
            edition=row.edition,
            expansions=list(row.expansions),
            players=rotated(list(row.players)),
            seed=secrets.randbits(SEED_BITS),  # a fresh deal nobody can predict
            teams=teams,
            hide_covered=row.hide_covered,
            start=None,
            ai=rotated(list(row.ai)),
            tokens=rotated(list(row.tokens)),
        )
        seating = Seating(
            state="play",
            public=st.public,
            host=None if st.host is None else (st.host - 1) % n,
            open=[False] * n,
            spectators_chat=st.spectators_chat,
            clock=st.clock,
            rematch_of=room.id,
        )
        start_clocks(seating, n, new_row.ai)
        game = await self.initial(new_row)
        st.rematch = new_row.id
        new_row.owner = client
        ops = [Store.op_create(new_row), self._op_seating(new_row.id, seating),
               self._op_seating(room.id, st)]
        if self.shared:  # admitted under the limits as every instance counts them
            ops = [self._op_admit(client, all(new_row.ai)), *ops,
                   Store.op_turn(new_row.id, ai_to_move(game, new_row.ai, seating))]
        try:
            await self._write_room(room, *ops)
        except ApiError:
            st.rematch = None
            raise
        new_room = Room(new_row, game, [_mark(game)], seating)
        new_room.owner = client
        self.rooms[new_row.id] = new_room
        return new_room
