"""Echoes of the Past at the web table, over the API and the WebSocket: the new-game form's
expansions (offered, validated, refused with the reason), games and records that keep them
across a restart and a rematch, the cards' catalogue with echo effects and bonuses, and no
message to another seat or a spectator that holds a card of someone's forecast."""

from __future__ import annotations

import asyncio
import json
import random
import re
from pathlib import Path
from typing import Any

import httpx

from innovation.engine.records import GameRecord
from innovation.engine.scenario import position

from .conftest import LiveServer
from .test_websocket import Client, _seen_now, _strings, connect

SEATS = [{"name": "Ann"}, {"name": "Bot", "ai": "random"}]


def create(live: Any, **spec: Any) -> httpx.Response:
    spec.setdefault("seats", SEATS)
    return httpx.post(live.url + "/api/games", json=spec)


def test_meta_offers_echoes_with_every_edition(live: Any) -> None:
    meta = httpx.get(live.url + "/api/meta").json()
    for ed in meta["editions"]:
        echoes = ed["expansions"][0]  # (then Cities of Destiny: tests/server/test_cities_web.py)
        assert echoes["name"] == "echoes" and echoes["title"] == "Echoes of the Past"
        assert "forecast" in echoes["about"] and "bonuses" in echoes["about"]


def test_unknown_or_malformed_expansions_are_refused_with_the_reason(live: Any) -> None:
    for bad, words in [
        (["nope"], "unknown expansion 'nope'"),
        ("echoes", "expansions must be a list"),
        ([1], "expansions must be a list"),
        (["echoes", "Echoes"], "named twice"),
    ]:
        r = create(live, edition="3rd", expansions=bad)
        assert r.status_code == 400, bad
        assert words in r.json()["error"], r.json()
        assert r.json()["text"]
    # in the reader's language too (the message is a catalogue message)
    r = httpx.post(live.url + "/api/games", json={"seats": SEATS, "expansions": ["nope"]},
                   headers={"accept-language": "uk"})
    assert r.status_code == 400 and r.json()["text"]
    assert httpx.get(live.url + "/api/games").json()["games"] == []


def test_a_game_with_echoes_is_dealt_listed_viewed_and_kept(tmp_path: Path) -> None:
    db = str(tmp_path / "games.sqlite3")
    live = LiveServer(db).start()
    try:
        plain = create(live, seed=4).json()
        r = create(live, edition="3rd", expansions=["echoes"], seed=4)
        assert r.status_code == 201, r.text
        gid, tok = r.json()["id"], r.json()["seats"][0]["token"]
        auth = {"authorization": f"Bearer {tok}"}
        assert httpx.get(f"{live.url}/api/games/{gid}").json()["expansions"] == ["echoes"]
        assert httpx.get(f"{live.url}/api/games/{plain['id']}").json()["expansions"] == []
        listed = {g["id"]: g["expansions"] for g in httpx.get(live.url + "/api/games").json()["games"]}
        assert listed == {gid: ["echoes"], plain["id"]: []}
        v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
        assert v["expansions"] == ["echoes"] and "echoes" in v["set_decks"]
        assert v["achievements_to_win"] == 7
        # the deal's second card is an Echoes 1 (3rd edition)
        assert v["players"][0]["hand_sets"] == [[1, "echoes"]]
        for _ in range(6):  # a few answers, then the server stops
            v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
            d = v["decision"]
            if "options" not in d:
                continue
            answer = d["options"][0]
            ok = httpx.post(f"{live.url}/api/games/{gid}/answer", headers=auth,
                            json={"seat": 0, "answer": answer, "expect": v["n"]})
            assert ok.status_code == 200, ok.text
        before = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
    finally:
        live.stop()
    live = LiveServer(db).start()  # resumed from the database
    try:
        after = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
        assert after["expansions"] == ["echoes"]
        assert after["players"] == before["players"] and after["n"] == before["n"]
        room = live.tables.rooms[gid]
        assert room.row.expansions == ["echoes"]
        assert GameRecord.of(room.game).to_json()["expansions"] == ["echoes"]
    finally:
        live.stop()


def test_a_rematch_keeps_the_expansion(live: Any) -> None:
    r = create(live, edition="4th", expansions=["echoes"], seed=2,
               seats=[{"name": "Ann"}, {"name": "Bob", "ai": "random"}]).json()
    gid, tok = r["id"], r["seats"][0]["token"]
    auth = {"authorization": f"Bearer {tok}"}
    v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
    ok = httpx.post(f"{live.url}/api/games/{gid}/answer", headers=auth,
                    json={"seat": 0, "answer": {"concede": "Ann"}, "expect": v["n"]})
    if ok.status_code != 200:  # the first cards first
        httpx.post(f"{live.url}/api/games/{gid}/answer", headers=auth,
                   json={"seat": 0, "answer": v["decision"]["options"][0], "expect": v["n"]})
        for _ in range(50):
            v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
            if v["phase"] == "play":
                break
        ok = httpx.post(f"{live.url}/api/games/{gid}/answer", headers=auth,
                        json={"seat": 0, "answer": {"concede": "Ann"}, "expect": v["n"]})
    assert ok.status_code == 200, ok.text
    again = httpx.post(f"{live.url}/api/games/{gid}/rematch", headers=auth, json={"seat": 0})
    assert again.status_code == 200, again.text
    new = again.json()["id"]
    assert httpx.get(f"{live.url}/api/games/{new}").json()["expansions"] == ["echoes"]


def test_the_cards_of_a_game_with_echoes(live: Any) -> None:
    base = httpx.get(live.url + "/api/cards/3rd").json()
    assert len(base["cards"]) == 105 and "Perfume" not in base["cards"]
    both = httpx.get(live.url + "/api/cards/3rd%2Bechoes").json()
    assert len(both["cards"]) == 210 and both["expansions"] == ["echoes"]
    perfume = both["cards"]["Perfume"]
    assert perfume["icons"] == ["echo", "castle", "bonus", None]
    assert perfume["bonus"] == 1 and perfume["expansion"] == "echoes"
    assert perfume["echo"]["text"] == "Draw a 1 and tuck it."
    assert "Destiny" in both["specials"] and "Destiny" not in base["specials"]
    assert httpx.get(live.url + "/api/cards/3rd%2Bnope").status_code == 404
    assert httpx.get(live.url + "/api/cards/4th%2Bechoes").status_code == 200
    local = httpx.get(live.url + "/api/i18n/uk/cards/3rd").json()["cards"]
    assert local["Perfume"]["echo"]["text"]


def test_the_promotion_question_carries_its_note(live_positions: Any) -> None:
    """A Meld action with a forecast card of that value or less: the question, in words, and
    what a promotion is, in the reader's language."""
    live = live_positions
    start = two_people_position()
    r = httpx.post(live.url + "/api/games", json={"start": start})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    toks = [s["token"] for s in r.json()["seats"]]

    async def main() -> None:
        ann = Client(await connect(live, gid, 0, toks[0]), 0)
        s = await ann.wait_state(lambda s: "options" in s["view"].get("decision", {}))
        reply = await ann.request({"type": "answer", "answer": {"meld": "Sailing"}, "expect": s["n"]})
        assert reply["type"] == "ack", reply
        s = await ann.wait_state(lambda s: s["n"] == reply["n"])
        d = s["view"]["decision"]
        assert "Bangle" in d["options"], d
        assert "promote" in s["words"]["prompt"] and "Promotion" in s["words"]["note"]
        await ann.close()

    asyncio.run(main())


def two_people_position() -> dict[str, Any]:
    """Ann (to play) with Bell on her board (its dogma draws a 2 and foreshadows it), Bangle
    in her forecast, Sailing in her hand; Bob with little. Both people."""
    return {
        "edition": "3rd",
        "expansions": ["echoes"],
        "players": {
            "Ann": {"board": {"purple": ["Bell"], "blue": ["Tools"]},
                    "hand": ["Sailing", "Pottery"], "forecast": ["Bangle"]},
            "Bob": {"board": {"red": ["Archery"]}, "hand": ["Writing", "Dice"]},
        },
        "current": "Ann",
        "actions_left": 2,
        "turn": 3,
    }


def _hidden_with_forecasts(pos: dict[str, Any], seat_name: str | None,
                           over: bool = False) -> set[str]:
    """Cards `seat_name` cannot look at now: the age piles (both sets), others' hands, score
    piles and forecasts (until the game is over: then they are shown)."""
    hidden: set[str] = set(pos.get("junk", []))
    for cards in pos["decks"].values():
        hidden.update(cards)
    for piles in (pos.get("set_decks") or {}).values():
        for cards in piles.values():
            hidden.update(cards)
    for name, pl in pos["players"].items():
        if name != seat_name and not over:
            hidden.update(pl["hand"])
            hidden.update(pl["score"])
            hidden.update(pl.get("forecast", []))
    return hidden


def check_forecasts_secret(record: GameRecord, messages: dict[Any, list[str]]) -> int:
    """Replay the game; no state message to a seat (or a spectator) holds a card hidden from
    it at that moment (another's forecast among them) that it never saw. Returns how many
    messages held a forecast to keep secret."""
    game = record.initial()
    names = list(game.names)
    all_cards = {c.name for c in game.edition.cards}
    by_n: dict[int, list[tuple[Any, dict[str, Any]]]] = {}
    for seat, texts in messages.items():
        for text in texts:
            msg = json.loads(text)
            if msg["type"] == "state":
                by_n.setdefault(msg["n"], []).append((seat, msg))
    ever: dict[Any, set[str]] = {seat: set() for seat in messages}
    with_forecast = 0
    for n in range(len(record.answers) + 1):
        if n:
            game.answer_json(record.answers[n - 1])
        pos = position(game)
        events = game.state.events()
        for seat in messages:
            ever[seat] |= _seen_now(pos, events, seat, names[seat] if seat is not None else None)
        for seat, msg in by_n.get(n, []):
            seat_name = names[seat] if seat is not None else None
            secret = (_hidden_with_forecasts(pos, seat_name, game.over) - ever[seat]) & all_cards
            forecasts = {c for name, pl in pos["players"].items() if name != seat_name
                         for c in pl.get("forecast", [])} & secret
            with_forecast += bool(forecasts)
            if not secret:
                continue  # the end: every hand is shown, and the piles may be empty
            # whole names only: "Comb" (an Echoes card) is in "Combustion" (a base one)
            names_re = "|".join(re.escape(c) for c in sorted(secret, key=len)[::-1])
            pattern = re.compile(rf"(?<!\w)(?:{names_re})(?!\w)")
            for s in _strings(msg):
                hit = pattern.search(s)
                assert hit is None, f"seat {seat} at answer {n} was sent hidden {hit.group()!r}"
    return with_forecast


def test_no_message_holds_another_players_forecast(tmp_path: Path) -> None:
    """Two people and a spectator play a whole random Echoes game over the WebSocket; every
    message each received is checked against what it may know at that moment."""
    from innovation.server import Limits

    live = LiveServer(str(tmp_path / "games.sqlite3"), limits=Limits(ws_messages_per_second=0))
    live.start()

    async def main() -> None:
        r = create(live, edition="3rd", expansions=["echoes"], seed=5,
                   seats=[{"name": "Ann"}, {"name": "Bob"}]).json()
        gid = r["id"]
        tokens = [s["token"] for s in r["seats"]]
        clients = {
            0: Client(await connect(live, gid, 0, tokens[0]), 0),
            1: Client(await connect(live, gid, 1, tokens[1]), 1),
            None: Client(await connect(live, gid, None, None), None),
        }
        rng = random.Random(7)
        last_n = 0
        for _ in range(1500):
            st = await clients[None].wait_state(lambda s, n=last_n: s["n"] >= n)
            if st["view"]["over"]:
                break
            # whoever has a question (both, while choosing first cards)
            for seat in (0, 1):
                s = clients[seat].state
                if s and s["n"] >= last_n and "options" in s["view"].get("decision", {}):
                    opts = s["view"]["decision"]["options"]
                    pref = [o for o in opts if isinstance(o, dict) and "meld" in o]
                    a = rng.choice(pref if pref and rng.random() < 0.5 else opts)
                    reply = await clients[seat].request(
                        {"type": "answer", "answer": a, "expect": s["n"]})
                    assert reply["type"] == "ack", reply
                    last_n = reply["n"]
                    break
            else:
                await asyncio.sleep(0.01)
                last_n = max(last_n, st["n"])
        room = live.tables.rooms[gid]
        assert room.game.over, "the random game should end"
        record = GameRecord.of(room.game)
        await asyncio.sleep(0.2)
        for c in clients.values():
            await c.close()
        kept = check_forecasts_secret(record, {seat: c.messages for seat, c in clients.items()})
        assert kept > 20, "the game should have had forecasts to keep secret"
        assert any(e["type"] == "foreshadow" for e in room.game.state.events())

    try:
        asyncio.run(main())
    finally:
        live.stop()
