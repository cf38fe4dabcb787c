"""The HTTP API: creating games, seats and tokens, refusals (4xx) that change nothing."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from innovation import Game
from innovation.engine import views as engine_views
from innovation.engine.records import GameRecord


def create(live: Any, **spec: Any) -> dict[str, Any]:
    spec.setdefault("seats", [{"name": "Ann"}, {"name": "Bob"}])
    r = httpx.post(live.url + "/api/games", json=spec)
    assert r.status_code == 201, r.text
    return r.json()


def view(live: Any, gid: str, seat: int | None = None, token: str | None = None) -> httpx.Response:
    params = {} if seat is None else {"seat": seat}
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return httpx.get(f"{live.url}/api/games/{gid}/view", params=params, headers=headers)


def answer(live: Any, gid: str, seat: Any, token: Any, ans: Any, **extra: Any) -> httpx.Response:
    """Answer for `seat`; `expect` is the game's current number of answers unless given."""
    if "expect" not in extra:
        extra["expect"] = httpx.get(f"{live.url}/api/games/{gid}").json()["answers"]
    body = {"seat": seat, "token": token, "answer": ans, **extra}
    return httpx.post(f"{live.url}/api/games/{gid}/answer", json=body)


def test_pages_and_meta(live: Any) -> None:
    assert "Innovation" in httpx.get(live.url + "/").text
    assert "table.js" in httpx.get(live.url + "/g/anything").text
    meta = httpx.get(live.url + "/api/meta").json()
    assert "random" in meta["ai"] and meta["editions"][0]["name"] == "3rd"
    cards = httpx.get(live.url + "/api/cards/3rd").json()["cards"]
    assert cards["Archery"]["color"] == "red" and cards["Archery"]["effects"]
    assert httpx.get(live.url + "/api/cards/9th").status_code == 404
    assert httpx.get(live.url + "/static/table.js").status_code == 200


def test_create_game_and_seat_tokens(live: Any) -> None:
    g = create(live, seats=[{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=4)
    assert len(g["seats"]) == 2
    ann, bot = g["seats"]
    assert ann["token"] and ann["url"].endswith(ann["token"])
    assert "token" not in bot and bot["ai"] == "random"
    # the same deal as the engine's, seen from Ann's seat
    expected = engine_views.view(Game.new("3rd", ["Ann", "Bot"], seed=4), 0)
    got = view(live, g["id"], 0, ann["token"]).json()
    assert got["players"][0]["hand"] == expected["players"][0]["hand"]
    # tokens are stored hashed, never in clear
    row = live.tables.store.load(g["id"])
    assert ann["token"] not in json.dumps(row.tokens)
    listed = httpx.get(live.url + "/api/games").json()["games"]
    assert g["id"] in [x["id"] for x in listed]
    assert "seed" not in json.dumps(listed) and ann["token"] not in json.dumps(listed)


@pytest.mark.parametrize(
    "spec, message",
    [
        ({"seats": [{"name": "Ann"}]}, "2 to 4"),
        ({"seats": [{"name": "Ann"}, {"name": "ann"}]}, "different"),
        ({"seats": [{"name": "Ann"}, {"name": "Bob", "ai": "nobody"}]}, "unknown AI"),
        ({"seats": ["A", "B", "C"], "teams": True}, "four"),
        ({"seats": ["A", "B"], "edition": "9th"}, "edition"),
        ({"seats": ["A", "B"], "seed": "x"}, "seed"),
        ({"seats": ["A", "x" * 40]}, "name"),
    ],
)
def test_create_refuses_bad_specs(live: Any, spec: dict[str, Any], message: str) -> None:
    r = httpx.post(live.url + "/api/games", json=spec)
    assert r.status_code == 400
    assert message in r.json()["error"]


def test_malformed_bodies(live: Any) -> None:
    r = httpx.post(live.url + "/api/games", content=b"{not json")
    assert r.status_code == 400 and "JSON" in r.json()["error"]
    r = httpx.post(live.url + "/api/games", json=[1, 2])
    assert r.status_code == 400
    r = httpx.post(live.url + "/api/games", content=b"x" * 100_000)
    assert r.status_code == 413
    assert httpx.get(live.url + "/api/games/nope/view").status_code == 404
    assert httpx.get(live.url + "/api/games/../../etc/view").status_code == 404
    assert httpx.get(live.url + "/api/nothing").status_code == 404


def test_tokens_are_checked(live: Any) -> None:
    g = create(live, seats=[{"name": "Ann"}, {"name": "Bob"}, {"name": "Bot", "ai": "random"}])
    gid = g["id"]
    ann, bob = g["seats"][0]["token"], g["seats"][1]["token"]
    assert view(live, gid, 0).status_code == 401  # missing token
    assert view(live, gid, 0, "wrong").status_code == 403
    assert view(live, gid, 0, bob).status_code == 403  # another seat's token
    assert view(live, gid, 2, ann).status_code == 403  # the AI's seat
    assert view(live, gid, 7, ann).status_code == 400
    assert view(live, gid, 0, ann).status_code == 200
    spectator = view(live, gid).json()
    assert all("hand" not in p for p in spectator["players"])
    d = view(live, gid, 0, ann).json()["decision"]
    assert d["player"] == "Ann" and d["options"]
    first = d["options"][0]
    n0 = view(live, gid, 0, ann).json()["n"]
    for seat, token, status in [(0, None, 401), (0, "bad", 403), (0, bob, 403), (2, None, 403),
                                ("zero", ann, 400), (None, ann, 400)]:
        r = answer(live, gid, seat, token, first)
        assert r.status_code == status, (seat, token, r.text)
        assert r.json()["error"]
    assert view(live, gid, 0, ann).json()["n"] == n0  # nothing changed
    # the token may also come in the Authorization header
    r = httpx.post(f"{live.url}/api/games/{gid}/answer",
                   json={"seat": 0, "answer": first, "expect": n0},
                   headers={"authorization": f"Bearer {ann}"})
    assert r.status_code == 200 and r.json()["n"] == n0 + 1


def test_illegal_answers_change_nothing(live: Any) -> None:
    g = create(live, seed=2)
    gid, ann, bob = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    before = view(live, gid, 0, ann).json()
    for bad in ["draw", {"meld": "Nonexistent"}, 17, None, [1, 2], {"choose": ["x"]}]:
        r = answer(live, gid, 0, ann, bad)
        assert r.status_code == 422, (bad, r.text)
        assert "legal" in r.json()["error"] or "choice" in r.json()["error"]
    r = answer(live, gid, 1, bob, before["players"][0]["hand"][0])
    assert r.status_code == 422  # Bob chooses his first card at the same time, not Ann's
    r = httpx.post(f"{live.url}/api/games/{gid}/answer", json={"seat": 0, "token": ann})
    assert r.status_code == 400  # no answer
    r = answer(live, gid, 0, ann, before["decision"]["options"][0], expect="5")
    assert r.status_code == 400
    after = view(live, gid, 0, ann).json()
    assert after == before
    # the first cards: Bob's answer, made while Ann chose, is not stale
    r = answer(live, gid, 0, ann, before["decision"]["options"][0], expect=0)
    assert r.status_code == 200 and r.json()["n"] == 1
    bobs = view(live, gid, 1, bob).json()["decision"]["options"][0]
    r = answer(live, gid, 1, bob, bobs, expect=0)
    assert r.status_code == 200 and r.json()["n"] == 2
    v = view(live, gid).json()
    seats = [p["name"] for p in v["players"]]
    waiting = seats.index(v["waiting_for"])
    tokens = [ann, bob]
    r = answer(live, gid, 1 - waiting, tokens[1 - waiting], "draw")
    assert r.status_code == 409  # not this seat's decision
    r = answer(live, gid, waiting, tokens[waiting], "draw", expect=1)
    assert r.status_code == 409  # stale
    r = answer(live, gid, waiting, tokens[waiting], "draw", expect=2)
    assert r.status_code == 200 and r.json()["n"] == 3


def test_everyone_chooses_a_first_card_at_once(live: Any) -> None:
    seats = [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cleo"}]
    g = create(live, seats=seats, seed=5)
    gid, tokens = g["id"], [s["token"] for s in g["seats"]]
    views = [view(live, gid, s, tokens[s]).json() for s in range(3)]
    for s, v in enumerate(views):  # each seat is asked at once, with its own hand
        assert v["decision"]["kind"] == "setup" and v["decision"]["player"] == seats[s]["name"]
        assert set(v["decision"]["options"]) == set(v["players"][s]["hand"])
    assert views[0]["choosing"] == ["Ann", "Bob", "Cleo"]
    for s in (2, 0, 1):  # in any order, each against the view it was shown (n = 0)
        r = answer(live, gid, s, tokens[s], views[s]["decision"]["options"][0], expect=0)
        assert r.status_code == 200, r.text
        if s == 2:
            mine = view(live, gid, 2, tokens[2]).json()
            assert mine["players"][2]["setup_choice"] == views[2]["decision"]["options"][0]
            assert "options" not in mine["decision"] and mine["choosing"] == ["Ann", "Bob"]
            again = answer(live, gid, 2, tokens[2], views[2]["decision"]["options"][1])
            assert again.status_code == 409  # Cleo has chosen
    v = view(live, gid).json()
    assert v["phase"] == "play" and "choosing" not in v
    melded = {p["name"]: [e["cards"][0] for e in p["board"].values()] for p in v["players"]}
    assert melded == {seats[s]["name"]: [views[s]["decision"]["options"][0]] for s in range(3)}
    # the stored answers (Cleo's first) replay to the same game
    row = live.tables.store.load(gid)
    replayed = GameRecord.from_json(row.record_json()).replay()
    assert engine_views.view(replayed, None) == engine_views.view(live.tables.rooms[gid].game, None)


def play_out(live: Any, g: dict[str, Any], limit: int = 3000) -> dict[str, Any]:
    """Answer every person's decision with the first legal answer until the game ends."""
    tokens = {s["seat"]: s.get("token") for s in g["seats"]}
    gid = g["id"]
    for _ in range(limit):
        v = view(live, gid).json()
        if v["over"]:
            return v
        seat = [p["name"] for p in v["players"]].index(v["waiting_for"])
        if tokens[seat] is None:
            continue
        d = view(live, gid, seat, tokens[seat]).json()["decision"]
        opts = d["options"]
        choice = "draw" if "draw" in opts else opts[-1] if opts[-1] == "pass" else opts[0]
        r = answer(live, gid, seat, tokens[seat], choice)
        assert r.status_code in (200, 409), r.text
    raise AssertionError("the game did not end")


def test_record_and_replay_only_after_the_end(live: Any) -> None:
    g = create(live, seed=9)
    gid = g["id"]
    assert httpx.get(f"{live.url}/api/games/{gid}/record").status_code == 409
    assert httpx.get(f"{live.url}/api/games/{gid}/replay?step=0").status_code == 409
    final = play_out(live, g)
    r = httpx.get(f"{live.url}/api/games/{gid}/record")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    record = GameRecord.from_json(r.json())
    game = record.replay()
    assert game.over and [game.names[w] for w in game.winners] == final["winners"]
    n = len(record.answers)
    r = httpx.get(f"{live.url}/api/games/{gid}/replay", params={"step": 3, "seat": 1}).json()
    assert r["step"] == 3 and r["steps"] == n and r["answer"] == record.answers[2]
    assert r["view"] == engine_views.view(record.replay(3), 1)
    for bad in ("-1", str(n + 1), "x"):
        assert httpx.get(f"{live.url}/api/games/{gid}/replay?step={bad}").status_code == 400
    assert httpx.get(f"{live.url}/api/games/{gid}/replay?seat=9").status_code == 400
    r = answer(live, gid, 0, g["seats"][0]["token"], "draw")
    assert r.status_code == 409 and "over" in r.json()["error"]


def test_game_against_ai_plays_to_the_end(live: Any) -> None:
    g = create(live, seats=[{"name": "Ann"}, {"name": "B1", "ai": "random"},
                            {"name": "B2", "ai": "random"}], seed=11)
    final = play_out(live, g)
    assert final["over"] and final["winners"]
    summary = httpx.get(f"{live.url}/api/games/{g['id']}").json()
    assert summary["over"] and summary["winners"] == final["winners"]


def test_take_back_to_the_start_of_the_turn(live: Any) -> None:
    g = create(live, seats=[{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=5)
    gid, tok = g["id"], g["seats"][0]["token"]
    take = httpx.post(f"{live.url}/api/games/{gid}/takeback",
                      json={"seat": 0, "token": tok, "expect": view(live, gid).json()["n"]})
    assert take.status_code == 409  # nothing to take back yet
    # play until it is Ann's turn with two actions, then make one action
    for _ in range(500):
        v = view(live, gid, 0, tok).json()
        d = v["decision"]
        if "options" not in d:
            continue
        if d["kind"] == "action" and v["actions_left"] == 2 and v["turn"] > 2:
            break
        opts = d["options"]
        answer(live, gid, 0, tok, "draw" if "draw" in opts else opts[0])
    start_view, start_n = v, v["n"]
    # a meld from Ann's own hand shows her nothing hidden (a draw would: test_fair_deal.py)
    meld = next(o for o in d["options"] if isinstance(o, dict) and "meld" in o)
    assert answer(live, gid, 0, tok, meld).status_code == 200
    after = view(live, gid, 0, tok).json()
    assert after["can_take_back"] and after["take_back_refusal"] is None
    r = httpx.post(f"{live.url}/api/games/{gid}/takeback",
                   json={"seat": 0, "token": tok, "expect": after["n"]})
    assert r.status_code == 200 and r.json()["n"] == start_n
    back = view(live, gid, 0, tok).json()
    assert back["players"] == start_view["players"] and back["decision"] == start_view["decision"]
    assert live.tables.store.load(gid).answers == live.tables.rooms[gid].game.history
    # not for games with another person in them
    g2 = create(live)
    r = httpx.post(f"{live.url}/api/games/{g2['id']}/takeback",
                   json={"seat": 0, "token": g2["seats"][0]["token"], "expect": 0})
    assert r.status_code == 403


def test_stronger_ais_move_in_the_thread_pool(live: Any) -> None:
    meta = httpx.get(live.url + "/api/meta").json()
    seats = [{"name": "Ann"}]
    for spec in ("heuristic", "ismcts:1"):
        if spec.split(":")[0] in meta["ai"]:
            seats.append({"name": spec.split(":")[0], "ai": spec})
    if len(seats) == 1:
        pytest.skip("no stronger AI is installed")
    if len(seats) == 2:
        seats.append({"name": "Rand", "ai": "random"})
    g = create(live, seats=seats, seed=12)
    gid, tok = g["id"], g["seats"][0]["token"]
    deadline = 60
    import time

    start = time.time()
    while time.time() - start < deadline:
        v = view(live, gid, 0, tok).json()
        if v["over"] or v["turn"] >= 4:
            break
        d = v["decision"]
        if "options" in d:
            assert answer(live, gid, 0, tok, "draw" if "draw" in d["options"]
                          else d["options"][0]).status_code == 200
        else:
            time.sleep(0.05)
    assert v["over"] or v["turn"] >= 4, "the AIs should have taken their turns"
    assert httpx.post(live.url + "/api/games", json={
        "seats": ["A", {"name": "B", "ai": "ismcts:500000i"}]}).status_code == 400
