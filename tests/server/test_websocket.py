"""The WebSocket feed: live updates, and no message to a seat holds a card it may not see."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
from typing import Any

import httpx
import pytest
import websockets

from innovation.engine.records import GameRecord
from innovation.engine.scenario import position
from innovation.engine.views import view


async def connect(live: Any, gid: str, seat: int | None, token: str | None) -> Any:
    ws = await websockets.connect(f"{live.ws_url}/ws/games/{gid}")
    await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
    return ws


class Client:
    """A seat's connection that records every message it receives."""

    def __init__(self, ws: Any, seat: int | None) -> None:
        self.ws = ws
        self.seat = seat
        self.messages: list[str] = []
        self.state: dict[str, Any] | None = None
        self.log: list[dict[str, Any]] = []
        self.replies: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.changed = asyncio.Event()
        self.task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        async for text in self.ws:
            self.messages.append(text)
            msg = json.loads(text)
            if msg["type"] == "state":
                start = msg["log"]["start"]
                assert start in (0, len(self.log)), "the log increments must line up"
                self.log = self.log[:start] + msg["log"]["events"]
                self.state = msg
                self.changed.set()
            else:
                await self.replies.put(msg)

    async def wait_state(self, pred: Any, timeout: float = 10) -> dict[str, Any]:
        async def loop() -> dict[str, Any]:
            while True:
                if self.state is not None and pred(self.state):
                    return self.state
                self.changed.clear()
                await self.changed.wait()

        return await asyncio.wait_for(loop(), timeout)

    async def request(self, req: dict[str, Any]) -> dict[str, Any]:
        await self.ws.send(json.dumps(req))
        return await asyncio.wait_for(self.replies.get(), 10)

    async def close(self) -> None:
        await self.ws.close()
        self.task.cancel()


def create(
    live: Any, seats: list[dict[str, Any]], seed: int, edition: str = "3rd"
) -> dict[str, Any]:
    r = httpx.post(live.url + "/api/games", json={"seats": seats, "seed": seed, "edition": edition})
    assert r.status_code == 201
    return r.json()


# ---------------------------------------------------------------------------- hidden cards
def _strings(obj: Any) -> list[str]:
    out: list[str] = []
    if isinstance(obj, str):
        out.append(obj)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            out.append(k)
            out.extend(_strings(v))
    elif isinstance(obj, list):
        for v in obj:
            out.extend(_strings(v))
    return out


def _hidden_places(pos: dict[str, Any], seat_name: str | None, over: bool = False) -> set[str]:
    """Cards in places `seat_name` cannot look at now: age piles, the junk (4th edition), and
    other players' hands and score piles (until the game is over: then they are shown)."""
    hidden: set[str] = set(pos.get("junk", []))
    for cards in pos["decks"].values():
        hidden.update(cards)
    for name, pl in pos["players"].items():
        if name != seat_name and not over:
            hidden.update(pl["hand"])
            hidden.update(pl["score"])
    return hidden


def _seen_now(
    pos: dict[str, Any], events: list[dict[str, Any]], seat: int | None, seat_name: str | None
) -> set[str]:
    """Cards the seat has legitimately seen at this point: its own hand and score pile, every
    board, and cards shown in public (or to this seat) in the engine's own event log."""
    seen: set[str] = set()
    for name, pl in pos["players"].items():
        for pile in pl["board"].values():
            seen.update(pile["cards"] if isinstance(pile, dict) else pile)
        if name == seat_name:
            seen.update(pl["hand"])
            seen.update(pl["score"])
    for e in events:
        if "card" in e and (
            "visible_to" not in e or (seat is not None and seat in e["visible_to"])
        ):
            seen.add(e["card"])
    return seen


def check_no_leaks(record: GameRecord, names: list[str], messages: dict[Any, list[str]]) -> int:
    """Replay the game; check every state message (tagged with its answer count n) against the
    cards hidden from that seat at that moment and never seen by it. Returns messages checked."""
    game = record.initial()
    all_cards = {c.name for c in game.edition.cards}
    per_n: dict[int, tuple[dict[str, Any], list[dict[str, Any]]]] = {}
    by_n: dict[int, list[tuple[Any, dict[str, Any]]]] = {}
    for seat, texts in messages.items():
        for text in texts:
            msg = json.loads(text)
            if msg["type"] == "state":
                by_n.setdefault(msg["n"], []).append((seat, msg))
    ever: dict[Any, set[str]] = {seat: set() for seat in messages}
    checked = 0
    for n in range(len(record.answers) + 1):
        if n:
            game.answer_json(record.answers[n - 1])
        pos = position(game)
        events = game.state.events()
        per_n[n] = (pos, events)
        for seat in messages:
            seat_name = names[seat] if seat is not None else None
            ever[seat] |= _seen_now(pos, events, seat, seat_name)
        for seat, msg in by_n.get(n, []):
            seat_name = names[seat] if seat is not None else None
            secret = (_hidden_places(pos, seat_name, game.over) - ever[seat]) & all_cards
            if not secret and game.over:
                continue  # the end: every hand is shown, and the piles may be empty
            assert secret, "the test needs hidden cards to look for"
            pattern = re.compile("|".join(re.escape(c) for c in sorted(secret, key=len)[::-1]))
            for s in _strings(msg):
                hit = pattern.search(s)
                assert hit is None, f"seat {seat} at answer {n} was sent hidden {hit.group()!r}"
            checked += 1
    return checked


@pytest.mark.parametrize("edition, ais", [("3rd", 1), ("4th", 2)])
def test_no_message_holds_a_hidden_card(live: Any, edition: str, ais: int) -> None:
    """Two people and AIs (in the 4th edition four players: the junk, negotiation)."""
    seats = [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cy", "ai": "random"}]
    seats += [{"name": "Di", "ai": "random"}] * (ais - 1)

    async def main() -> None:
        g = create(live, seats, 21, edition)
        gid = g["id"]
        tokens = [s.get("token") for s in g["seats"]]
        clients = {
            0: Client(await connect(live, gid, 0, tokens[0]), 0),
            1: Client(await connect(live, gid, 1, tokens[1]), 1),
            None: Client(await connect(live, gid, None, None), None),
        }
        rng = random.Random(3)
        answered = last_n = 0
        while answered < 400:
            st = await clients[None].wait_state(lambda s, n=last_n: s["n"] >= n)
            v = st["view"]
            if v["over"]:
                break
            deciding = [p["name"] for p in v["players"]].index(v["waiting_for"])
            if deciding >= 2:  # the AI's turn: wait for it to move
                n = st["n"]
                await clients[None].wait_state(lambda s, n=n: s["n"] != n)
                continue
            c = clients[deciding]
            s = await c.wait_state(
                lambda s, n=st["n"]: s["n"] >= n and "options" in s["view"].get("decision", {})
            )
            opts = s["view"]["decision"]["options"]
            reply = await c.request(
                {"type": "answer", "answer": rng.choice(opts), "expect": s["n"]}
            )
            assert reply["type"] == "ack", reply
            answered += 1
            last_n = reply["n"]
        room = live.tables.rooms[gid]
        record = GameRecord.of(room.game)
        await asyncio.sleep(0.2)
        for c in clients.values():
            await c.close()
        checked = check_no_leaks(
            record, room.game.names, {seat: c.messages for seat, c in clients.items()}
        )
        assert checked > 200
        if edition == "4th":  # the junk was there to leak from
            assert any(e["type"].startswith("junk") for e in room.game.state.events())
        # every client's incremental log equals the engine's log for that seat
        for seat, c in clients.items():
            assert c.log == view(room.game, seat)["log"]

    asyncio.run(main())


# ---------------------------------------------------------------------------- the feed
def test_live_updates_reconnect_and_refusals(live: Any) -> None:
    async def main() -> None:
        g = create(live, [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], 8)
        gid, tok = g["id"], g["seats"][0]["token"]
        # refused hellos
        for hello, status in [
            ({"type": "hello", "seat": 0}, 401),
            ({"type": "hello", "seat": 0, "token": "bad"}, 403),
            ({"type": "hello", "seat": 1, "token": tok}, 403),
            ({"type": "nope"}, 400),
        ]:
            async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
                await ws.send(json.dumps(hello))
                msg = json.loads(await ws.recv())
                assert msg["type"] == "error" and msg["status"] == status
        async with websockets.connect(f"{live.ws_url}/ws/games/nosuch") as ws:
            # an unknown game is refused (an error, then the close) without waiting for the
            # hello, which may therefore find the connection already closed
            with contextlib.suppress(websockets.exceptions.ConnectionClosed):
                await ws.send(json.dumps({"type": "hello", "seat": None}))
            assert json.loads(await ws.recv())["status"] == 404
        ann = Client(await connect(live, gid, 0, tok), 0)
        spec = Client(await connect(live, gid, None, None), None)
        st = await ann.wait_state(lambda s: "options" in s["view"].get("decision", {}))
        assert st["seats"][0]["online"] and st["view"]["viewer"] == "Ann"
        # spectators cannot act; bad requests are refused and change nothing
        r = await spec.request({"type": "answer", "answer": "draw"})
        assert r["type"] == "error" and r["status"] == 403
        for bad in [{"type": "answer"}, {"type": "dance"}, {"type": "answer", "answer": "fly"}]:
            r = await ann.request(bad)
            assert r["type"] == "error" and r["status"] in (400, 422), r
        await ann.ws.send("not json")
        r = await asyncio.wait_for(ann.replies.get(), 5)
        assert r["status"] == 400
        assert live.tables.rooms[gid].n == 0
        # play some answers: every seat sees each change live
        for _ in range(12):
            st = await ann.wait_state(lambda s: "options" in s["view"].get("decision", {}))
            opts = st["view"]["decision"]["options"]
            r = await ann.request({"type": "answer", "answer": opts[0], "expect": st["n"]})
            assert r["type"] == "ack" and r["n"] > st["n"]
            await spec.wait_state(lambda s, n=r["n"]: s["n"] >= n)
        # a reconnect restores the seat exactly
        before = await ann.wait_state(lambda s: "options" in s["view"].get("decision", {}))
        await ann.close()
        again = Client(await connect(live, gid, 0, tok), 0)
        after = await again.wait_state(lambda s: True)
        assert after["view"] == before["view"] and after["n"] == before["n"]
        assert again.log == ann.log
        await again.close()
        await spec.close()

    asyncio.run(main())


def test_several_cards_are_chosen_then_confirmed(live: Any) -> None:
    """{"choose": [...]} answers a one-at-a-time choice of several cards in one request; the
    decision's context says how many may be chosen, and the server holds to it."""
    from innovation import Game, IllegalAnswer
    from innovation.server.play import _several
    from innovation.server.rooms import Tables

    # find a position with a several-card choice by playing random games with the engine
    for seed in range(300):
        game = Game.new("3rd", ["Ann", "Bob"], seed=seed)
        rng = random.Random(seed)
        while game.decision and not (game.decision.kind == "card" and _several(game.decision)):
            game.answer(rng.choice(game.decision.options))
        if game.decision:
            break
    else:  # pragma: no cover
        raise AssertionError("no several-card choice found")
    d = game.decision
    several = _several(d)
    assert several["chosen"] == 0 and 0 <= several["min"] <= several["max"]
    assert d.to_json(game.names)["context"]["several"] == several  # what the page receives
    names = [o.name for o in d.options if o is not None]
    assert several["max"] <= len(names)
    with pytest.raises(IllegalAnswer):  # more than the most
        Tables._choose_many(game.clone(), names + names[:1], [])
    if several["min"] > 1:
        with pytest.raises(IllegalAnswer):  # fewer than the least
            Tables._choose_many(game.clone(), names[:1], [])
    picks = names[: max(1, several["min"])]
    marks: list[Any] = []
    g2 = game.clone()
    Tables._choose_many(g2, picks, marks)
    assert marks and len(g2.history) >= len(game.history) + len(picks)
    nxt = g2.decision
    after = _several(nxt) if nxt is not None else None
    assert not (after and nxt.player == d.player and after["of"] == several["of"])
