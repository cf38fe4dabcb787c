"""A new game from a request: its seats, names, AIs, teams, seed and settings, checked."""

from __future__ import annotations

import functools
import secrets
from typing import Any

from ..engine.deal import SEED_BITS
from ..engine.editions import get_edition
from ..text.catalog import N_
from .aiplayers import AIPlayers, check_ai_spec
from .inputs import ApiError, clean_name, name_key
from .newgame import (
    NewGameError,
    check_edition,
    check_expansions,
    check_seat_count,
    check_start,
    check_teams,
    position_players,
)
from .room import Room, hash_token
from .store import GameRow, Store
from .tablebase import ai_to_move
from .takeback import _mark
from .together import WORDS, Seating, check_settings, new_invite, start_clocks


class Admission(AIPlayers):
    """The tables' side of a new game: the request read and checked, then the game admitted
    under the limits, stored and opened."""

    async def create(
        self, spec: Any, client: str | None = None, own_position: bool = False
    ) -> tuple[Room, list[str | None]]:
        """A new game from a request (`spec`, as POST /api/games takes it). `own_position`: the
        spec's starting position is the server's own (the tutorial), allowed whatever
        `allow_positions` says."""
        row, tokens = self._parse_new(spec, own_position)
        seating = self._new_seating(spec, row)
        row.owner = client
        with self.admitted(client, all(row.ai)):
            game = await self.initial(row)
            ops = [Store.op_create(row), self._op_seating(row.id, seating)]
            if self.shared:  # admitted under the limits as every instance counts them
                ops = [self._op_admit(client, all(row.ai)), *ops,
                       Store.op_turn(row.id, ai_to_move(game, row.ai, seating))]
            await self._write(self._ops(*ops))
            room = Room(row, game, [_mark(game)], seating)
            room.owner = client
            self.rooms[row.id] = room
        self.schedule_ai(room)
        return room, tokens

    def _new_seating(self, spec: dict[str, Any], row: GameRow) -> Seating:
        settings = check_settings(spec)
        seats = spec.get("seats") or []
        opened = [bool(isinstance(x, dict) and x.get("open") is True) for x in seats]
        opened += [False] * (len(row.players) - len(opened))
        people = [s for s in range(len(row.players)) if not row.ai[s] and not opened[s]]
        if any(opened) and not people:
            raise ApiError(400, N_("a table with open seats needs its creator's seat: one seat "
                                   "with a name, played by a person"))
        seating = Seating(
            state="open" if any(opened) else "play",
            public=settings["public"],
            host=people[0] if people else None,
            invite=new_invite() if any(opened) else None,
            open=opened,
            fixed_names=row.start is not None,
            spectators_chat=settings["spectators_chat"],
            clock=settings["clock"],
        )
        start_clocks(seating, len(row.players), row.ai)
        return seating


    def _parse_new(
        self, spec: Any, own_position: bool = False
    ) -> tuple[GameRow, list[str | None]]:
        if not isinstance(spec, dict):
            raise ApiError(400, N_("send a JSON object describing the game"))
        try:
            return self._parse_game(spec, own_position)
        except NewGameError as exc:  # its message, in each reader's language
            raise ApiError(400, exc.key, params=exc.params) from None

    def _parse_game(
        self, spec: dict[str, Any], own_position: bool = False
    ) -> tuple[GameRow, list[str | None]]:
        start = spec.get("start")
        position: dict[str, Any] | None = None
        if start is not None:
            if not self.allow_positions and not own_position:
                raise ApiError(
                    403,
                    N_("this server does not start games from a position (a test and teaching "
                       "option: INNOVATION_ALLOW_POSITIONS=1)"),
                )
            position = check_start(start)
        edition = check_edition(spec.get("edition", "3rd"))
        if position is not None:
            at = check_edition(position.get("edition", "3rd"))
            if "edition" in spec and edition != at:
                raise NewGameError("the game's edition and its starting position's differ")
            edition = at
        expansions = check_expansions(edition, spec.get("expansions"))
        if position is not None:
            at_exp = check_expansions(edition, position.get("expansions"))
            if "expansions" in spec and expansions != at_exp:
                raise NewGameError("the game's expansions and its starting position's differ")
            expansions = at_exp
        seats = spec.get("seats")
        if seats is None and position is not None:
            seats = [{"name": name} for name in position_players(position)]
        check_seat_count(edition, seats)
        reserved = card_words(edition, expansions)
        names: list[str] = []
        ai: list[str | None] = []
        for i, seat in enumerate(seats):
            if isinstance(seat, str):
                seat = {"name": seat}
            if not isinstance(seat, dict):
                raise ApiError(400, N_("seat {seat} must be an object like {example}"),
                               params={"seat": i, "example": "{'name': 'Ann'}"})
            if seat.get("open", False) not in (True, False):
                raise ApiError(400, N_("seat {seat}: open must be true or false"),
                               params={"seat": i})
            if seat.get("open") and seat.get("ai"):
                raise ApiError(400, N_("seat {seat}: an open seat is for a person, not an AI"),
                               params={"seat": i})
            if seat.get("open") and position is None:
                # the person names themself when taking it
                seat = {"name": WORDS["open_name"].format(n=i + 1)}
            name = seat.get("name") or f"Player {i + 1}"
            names.append(clean_name(name, i, reserved))
            level = seat.get("ai")
            ai.append(check_ai_spec(level) if level else None)
        if len({name_key(n) for n in names}) != len(names):
            raise ApiError(
                400, N_("players' names must be different (names that look the same, such as "
                        "Latin and Cyrillic look-alike letters or other case, count as the same)")
            )
        if position is not None:
            if names != position_players(position):
                raise NewGameError(
                    "the seats' names must be the starting position's players, in order: "
                    + ", ".join(position_players(position))
                )
            teams = check_teams(edition, position.get("teams", False), len(names))
            if spec.get("teams") not in (None, False) and check_teams(
                edition, spec["teams"], len(names)
            ) != teams:
                raise NewGameError("the game's teams and its starting position's differ")
        else:
            teams = check_teams(edition, spec.get("teams", False), len(names))
        seed = self._seed(spec, position, ai)
        hide = spec.get("hide_covered") if position is None else position.get("hide_covered")
        if hide is not None and not isinstance(hide, bool):
            raise ApiError(400, N_("hide_covered must be true, false or absent"))
        opened = [isinstance(x, dict) and x.get("open") is True for x in seats]
        tokens = [None if a or o else secrets.token_urlsafe(24) for a, o in zip(ai, opened, strict=True)]
        row = GameRow(
            id=secrets.token_urlsafe(9),
            edition=edition,
            expansions=list(expansions),
            players=names,
            seed=seed,
            teams=teams,
            hide_covered=hide,
            start=position,
            ai=ai,
            tokens=[hash_token(t) if t else None for t in tokens],
        )
        return row, tokens

    def _seed(self, spec: dict[str, Any], position: dict[str, Any] | None, ai: list[Any]) -> int:
        """The new game's seed. The server's own: SEED_BITS bits from the operating system's
        generator. A client's `seed` is taken only for a game with at most one person (its
        creator, against AIs; or AIs alone): a seed decides every hidden card, so whoever
        chose it would know the others' hands. A server that allows seeds or starting positions
        (test, research and teaching options, where the creator may set every card anyway)
        takes one for any game.
        """
        if position is not None:
            seed = position.get("seed", 0)
        else:
            seed = spec.get("seed")
            if seed is None:
                return secrets.randbits(SEED_BITS)
            people = sum(1 for a in ai if not a)
            if people > 1 and not self.allow_seeds:
                raise ApiError(
                    400, N_("seed: a game between people is always dealt by the server (whoever "
                            "chose the seed would know every hidden card); leave the seed out, "
                            "or play against AIs only")
                )
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**SEED_BITS:
            raise ApiError(400, N_("seed must be a whole number from 0 to {most}"),
                           params={"most": f"2**{SEED_BITS}-1"})
        return seed


@functools.lru_cache(maxsize=8)
def card_words(edition: str, expansions: tuple[str, ...] = ()) -> frozenset[str]:
    """The edition's card names, with its expansions' (as `name_key` folds them): not allowed
    as players' names."""
    return frozenset(name_key(c.name) for c in get_edition(edition, expansions).cards)
