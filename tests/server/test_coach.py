"""The coach at the web table (innovation/server/coach.py): who may have hints, hints for the
seat's own decision only, previews equal to the engine's, reviews of finished games."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from innovation.coach import dogma_preview
from innovation.engine.decisions import encode_answer
from innovation.text.render import Words

from .conftest import LiveServer

CYRILLIC = re.compile("[\u0400-\u04ff]")


def create(live: Any, seats: list[dict[str, Any]], **spec: Any) -> dict[str, Any]:
    r = httpx.post(live.url + "/api/games", json={"seats": seats, **spec})
    assert r.status_code == 201, r.text
    return r.json()


def hint(live: Any, gid: str, seat: int, token: str | None) -> httpx.Response:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return httpx.post(
        f"{live.url}/api/games/{gid}/hint", json={"seat": seat}, headers=headers, timeout=30
    )


def settings(live: Any, gid: str) -> dict[str, Any]:
    return httpx.get(f"{live.url}/api/games/{gid}/coach").json()


def test_hints_against_ais_only(live: Any) -> None:
    g = create(live, [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=8)
    ann = g["seats"][0]
    assert settings(live, g["id"])["hints"] is True
    r = hint(live, g["id"], 0, ann["token"])
    assert r.status_code == 200, r.text
    data = r.json()
    game = live.tables.rooms[g["id"]].game
    d = game.decision
    legal = [encode_answer(d.kind, o, game.names) for o in d.options]
    assert data["n"] == 0 and 1 <= len(data["hints"]) <= 3
    assert len(data["hints"]) == min(3, len(legal))
    for h in data["hints"]:
        assert h["answer"] in legal and 0 <= h["low"] <= h["win"] <= h["high"] <= 1
        assert isinstance(h["uncertain"], bool) and h["why"].strip()
    assert [h["answer_text"] for h in data["hints"]] == [
        Words("en", "3rd").answer(d, h["answer"]) for h in data["hints"]]
    # the same hints, found once, read in Ukrainian: why, the chance, the answer in words
    uk = httpx.post(f"{live.url}/api/games/{g['id']}/hint", json={"seat": 0}, timeout=30,
                    headers={"authorization": f"Bearer {ann['token']}"},
                    cookies={"innovation-lang": "uk"}).json()
    assert [h["answer"] for h in uk["hints"]] == [h["answer"] for h in data["hints"]]
    for mine, theirs in zip(uk["hints"], data["hints"], strict=True):
        assert mine["win"] == theirs["win"] and mine["reason"] == theirs["reason"]
        assert CYRILLIC.search(mine["chance"]) and CYRILLIC.search(mine["answer_text"])
        assert not mine["why"] or CYRILLIC.search(mine["why"])
    # refused: no token, a wrong one, an AI's seat
    assert hint(live, g["id"], 0, None).status_code == 401
    assert hint(live, g["id"], 0, "forged").status_code == 403
    assert hint(live, g["id"], 1, ann["token"]).status_code == 403


def test_with_several_people_every_one_must_allow_hints(tmp_path: Path) -> None:
    database = str(tmp_path / "hints.sqlite3")
    live = LiveServer(database).start()
    try:
        off = create(live, [{"name": "Ann", "hints": True}, {"name": "Bob"}], seed=1)
        assert settings(live, off["id"])["hints"] is False
        r = hint(live, off["id"], 0, off["seats"][0]["token"])
        assert r.status_code == 403 and "hints are off" in r.json()["error"]
        on = create(live, [{"name": "Ann", "hints": True}, {"name": "Bob", "hints": True}], seed=1)
        assert settings(live, on["id"])["hints"] is True
        bad = httpx.post(
            live.url + "/api/games", json={"seats": [{"name": "Ann", "hints": "yes"}, "Bob"]}
        )
        assert bad.status_code == 400 and "hints" in bad.json()["error"]
    finally:
        live.stop()
    # the setting is kept in the database: a restarted server still knows it
    again = LiveServer(database).start()
    try:
        assert settings(again, on["id"])["hints"] is True
        assert settings(again, off["id"])["hints"] is False
    finally:
        again.stop()


def test_hints_only_for_the_seats_own_decision(live: Any) -> None:
    g = create(live, [{"name": "Ann", "hints": True}, {"name": "Bob", "hints": True}], seed=2)
    ann, bob = g["seats"]
    # during the setup both choose; once Ann has chosen, only Bob is asked
    game = live.tables.rooms[g["id"]].game
    first = encode_answer(game.decision.kind, game.decision.options[0], game.names)
    body = {"seat": 0, "token": ann["token"], "answer": first, "expect": 0}
    r = httpx.post(f"{live.url}/api/games/{g['id']}/answer", json=body)
    assert r.status_code == 200, r.text
    assert hint(live, g["id"], 0, ann["token"]).status_code == 409
    assert hint(live, g["id"], 1, bob["token"]).status_code == 200


def test_preview_matches_the_engine(live: Any) -> None:
    seats = [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cleo"}]
    g = create(live, seats, seed=5)
    tokens = [s["token"] for s in g["seats"]]
    rng = random.Random(5)
    room = live.tables.rooms[g["id"]]
    for _ in range(30):  # people answering at random, through the API
        game = room.game
        d = game.decision
        a = encode_answer(d.kind, rng.choice(d.options), game.names)
        body = {"seat": d.player, "token": tokens[d.player], "answer": a, "expect": room.n}
        assert httpx.post(f"{live.url}/api/games/{g['id']}/answer", json=body).status_code == 200
    data = httpx.get(f"{live.url}/api/games/{g['id']}/preview").json()
    game = room.game
    assert data["n"] == room.n == 30
    tops = [pile[-1].name for pl in game.state.players for pile in pl.piles if pile]
    assert sorted(data["dogma"]) == sorted(tops)
    for name, preview in data["dogma"].items():
        assert preview == dogma_preview(game, name).to_json(game.names)
    assert set(data["achievements"]) == {"Ann", "Bob", "Cleo"}
    assert {s["special"] for s in data["specials"]} == set(game.state.specials)
    # the same preview in the reader's language: the goals and what each player has in words
    uk = httpx.get(f"{live.url}/api/games/{g['id']}/preview", cookies={"innovation-lang": "uk"})
    specials = uk.json()["specials"]
    assert [s["special"] for s in specials] == [s["special"] for s in data["specials"]]
    assert all(CYRILLIC.search(s["goal"]) for s in specials)
    # each special's goal and what the player has, one whole sentence said to that player and
    # one said of them by name (issue 38: the page glues no pieces)
    from innovation.coach.preview import special_distances

    w = Words("uk", game.edition.name)
    mine = {(s.name, game.names[s.player]): s for s in special_distances(game)}
    for s in specials:
        d = mine[s["special"], s["player"]]
        assert s["said_you"] == d.sentence(True, w) and s["said"] == d.sentence(False, w)
        assert s["player"] in s["said"] and s["player"] not in s["said_you"]
        assert s["said"].startswith(w.special(s["special"]) + ": ") and CYRILLIC.search(s["said"])
    # what each achievement still needs, one whole sentence too
    ann = uk.json()["achievements"]["Ann"]
    assert all(CYRILLIC.search(g["text"]) and "{" not in g["text"] for g in ann)


def _finished_ai_game(live: Any, seed: int) -> str:
    g = create(live, [{"name": "Ann", "ai": "random"}, {"name": "Bob", "ai": "random"}], seed=seed)
    deadline = time.time() + 60
    while not live.tables.rooms[g["id"]].game.over:
        assert time.time() < deadline, "the AI game did not end"
        time.sleep(0.05)
    return g["id"]


def test_review_of_a_finished_game(live: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("INNOVATION_COACH_ITERATIONS", "8")
    gid = _finished_ai_game(live, 3)
    url = f"{live.url}/api/games/{gid}/review"
    assert httpx.get(url, params={"seat": 5}).status_code == 400
    deadline = time.time() + 120
    while True:
        data = httpx.get(url, params={"seat": 1}).json()
        assert data["status"] in ("queued", "running", "done"), data
        if data["status"] == "done":
            break
        assert time.time() < deadline
        time.sleep(0.3)
    review = data["review"]
    assert review["seat"] == 1 and review["decisions"]
    assert len(data["turns"]) == len(review["decisions"])
    assert review["summary"]["decisions"] == len(review["decisions"])
    steps = data["steps"]
    assert all(0 <= d["index"] < steps for d in review["decisions"])
    assert all(d["why"].strip() for d in review["decisions"])
    assert review["summary"]["iterations_per_decision"] == 8
    # the same review, read in Italian: each decision's why in the reader's words
    italian = httpx.get(url, params={"seat": 1}, cookies={"innovation-lang": "it"}).json()
    assert [d["index"] for d in italian["review"]["decisions"]] == [
        d["index"] for d in review["decisions"]]
    changed = [a["why"] != b["why"] for a, b in
               zip(italian["review"]["decisions"], review["decisions"], strict=True)]
    assert any(changed)
    # a game in play has no review yet
    g = create(live, [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=4)
    in_play = httpx.get(f"{live.url}/api/games/{g['id']}/review", params={"seat": 0})
    assert in_play.status_code == 409
