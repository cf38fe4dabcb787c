"""The 4th edition on the web table's API: table sizes 2-6, team shapes, refusals, conceding,
negotiation, games from a position (a test-only server option), and old databases."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine

from innovation import Game
from innovation.engine import views
from innovation.engine.records import GameRecord
from innovation.server.store import Store, database_url

from .conftest import LiveServer


def create(live: Any, **spec: Any) -> httpx.Response:
    return httpx.post(live.url + "/api/games", json=spec)


def made(live: Any, **spec: Any) -> dict[str, Any]:
    r = create(live, **spec)
    assert r.status_code == 201, r.text
    return r.json()


def view(live: Any, gid: str, seat: int | None = None, token: str | None = None) -> dict:
    params = {} if seat is None else {"seat": seat}
    headers = {"authorization": f"Bearer {token}"} if token else {}
    r = httpx.get(f"{live.url}/api/games/{gid}/view", params=params, headers=headers)
    assert r.status_code == 200, r.text
    return r.json()


def answer(live: Any, gid: str, seat: int, token: str, ans: Any) -> httpx.Response:
    """Answer as the seat, with `expect` the game's current number of answers."""
    n = httpx.get(f"{live.url}/api/games/{gid}").json()["answers"]
    return httpx.post(f"{live.url}/api/games/{gid}/answer",
                      json={"seat": seat, "token": token, "answer": ans, "expect": n})


def seats(n: int) -> list[dict[str, Any]]:
    return [{"name": name} for name in ["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"][:n]]


def finish_setup(live: Any, g: dict[str, Any]) -> None:
    """Everyone melds a first card."""
    for s in g["seats"]:
        d = view(live, g["id"], s["seat"], s["token"])["decision"]
        assert answer(live, g["id"], s["seat"], s["token"], d["options"][0]).status_code == 200


def test_meta_offers_the_fourth_edition(live: Any) -> None:
    meta = httpx.get(live.url + "/api/meta").json()
    editions = {e["name"]: e for e in meta["editions"]}
    assert list(editions) == ["3rd", "1st", "4th"]
    assert editions["4th"]["max_players"] == 6 and editions["4th"]["teams"] == "any"
    assert editions["3rd"]["max_players"] == 4 and editions["3rd"]["teams"] == "pairs"
    assert "aslant" in editions["4th"]["splays"] and "aslant" not in editions["3rd"]["splays"]
    assert editions["4th"]["junk"] and not editions["3rd"]["junk"]
    assert meta["positions"] is False
    cards = httpx.get(live.url + "/api/cards/4th").json()
    assert len(cards["cards"]) == 115 and cards["rules"]["max_age"] == 11
    assert cards["cards"]["The Internet"]["icons"].count("person") == 2
    assert "aslant" in cards["specials"]["Wonder"]


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_fourth_edition_games_of_two_to_six(live: Any, n: int) -> None:
    g = made(live, edition="4th", seats=seats(n), seed=n)
    assert len(g["seats"]) == n
    v = view(live, g["id"], 0, g["seats"][0]["token"])
    assert v["edition"] == "4th" and len(v["players"]) == n
    assert v["achievements_to_win"] == 6 - (n - 2)  # 6, 5, 4, 3, 2
    expected = views.view(Game.new("4th", [s["name"] for s in seats(n)], seed=n), 0)
    assert v["players"][0]["hand"] == expected["players"][0]["hand"]
    summary = httpx.get(f"{live.url}/api/games/{g['id']}").json()
    assert summary["edition"] == "4th" and summary["teams"] is False


@pytest.mark.parametrize("letters", ["ABAB", "AAB", "ABCABC", "AAABBB", "aabb"])
def test_fourth_edition_team_shapes(live: Any, letters: str) -> None:
    n = len(letters)
    g = made(live, edition="4th", seats=seats(n), teams=letters, seed=7)
    gid = g["id"]
    v = view(live, gid)
    teams = [p["team"] for p in v["players"]]
    canonical = letters.upper()
    assert [canonical.index(ch) for ch in canonical] == [teams.index(t) for t in teams]
    assert v["achievements_to_win"] == 6  # a team needs six
    assert httpx.get(f"{live.url}/api/games/{gid}").json()["teams"] == canonical
    listed = {x["id"]: x for x in httpx.get(live.url + "/api/games").json()["games"]}
    assert listed[gid]["teams"] == canonical
    row = live.tables.store.load(gid)
    assert row.teams == canonical and GameRecord.from_json(row.record_json()).teams == canonical
    # the game rebuilt from the database has the same teams
    del live.tables.rooms[gid]
    assert view(live, gid) == v


@pytest.mark.parametrize(
    "spec, message",
    [
        ({"edition": "3rd", "seats": seats(3), "teams": "AAB"}, "two pairs"),
        ({"edition": "1st", "seats": seats(4), "teams": "AABB"}, "two pairs"),
        ({"edition": "3rd", "seats": seats(5)}, "2 to 4"),
        ({"edition": "4th", "seats": seats(6) + [{"name": "Gus"}]}, "2 to 6"),
        ({"edition": "4th", "seats": seats(3), "teams": "AB"}, "3 players"),
        ({"edition": "4th", "seats": seats(4), "teams": "AAAA"}, "two teams"),
        ({"edition": "4th", "seats": seats(4), "teams": "A1B2"}, "letter"),
        ({"edition": "4th", "seats": seats(4), "teams": 5}, "team letter"),
        ({"edition": "4th", "seats": seats(3), "teams": True}, "four players"),
        ({"edition": "5th", "seats": seats(2)}, "edition"),
        ({"edition": "4th", "seats": seats(2), "start": {"players": ["Ann", "Bob"]}}, "position"),
    ],
)
def test_bad_shapes_are_refused(live: Any, spec: dict[str, Any], message: str) -> None:
    r = create(live, **spec)
    assert r.status_code in (400, 403), r.text
    assert message in r.json()["error"], r.json()
    assert "\n" not in r.json()["error"]
    assert httpx.get(live.url + "/api/games").json()["games"] == []  # nothing was made


def test_third_edition_keeps_two_pairs(live: Any) -> None:
    g = made(live, edition="3rd", seats=seats(4), teams=True)
    assert httpx.get(f"{live.url}/api/games/{g['id']}").json()["teams"] == "ABAB"
    g = made(live, edition="3rd", seats=seats(4), teams="ABAB")
    assert [p["team"] for p in view(live, g["id"])["players"]] == [0, 1, 0, 1]


def test_conceding_in_a_three_player_game(live: Any) -> None:
    g = made(live, edition="4th", seats=seats(3), seed=3)
    gid, tok = g["id"], [s["token"] for s in g["seats"]]
    assert not view(live, gid, 2, tok[2])["can_concede"]  # not during the setup
    r = answer(live, gid, 2, tok[2], {"concede": "Cleo"})
    assert r.status_code == 422 and "first card" in r.json()["error"]
    finish_setup(live, g)
    names = ["Ann", "Bob", "Cleo"]
    current = names.index(view(live, gid)["current"])
    leaver = (current + 1) % 3  # not their turn: they may concede all the same
    other = 3 - current - leaver
    v = view(live, gid, leaver, tok[leaver])
    assert v["can_concede"] and v["waiting_for"] != names[leaver]
    r = answer(live, gid, leaver, tok[leaver], {"concede": names[current]})
    assert r.status_code == 422  # only for oneself
    r = answer(live, gid, leaver, tok[leaver], {"concede": names[leaver]})
    assert r.status_code == 200, r.text
    v = view(live, gid, current, tok[current])
    out = v["players"][leaver]
    assert out["eliminated"] and not out["board"] and out["hand_count"] == 0
    assert sum(v["junk"].values()) == 2  # the first card melded and the one left in hand
    assert not v["over"] and {"type": "concede", "player": names[leaver]} in v["log"]
    assert not view(live, gid, leaver, tok[leaver])["can_concede"]
    r = answer(live, gid, leaver, tok[leaver], {"concede": names[leaver]})
    assert r.status_code == 422 and "already left" in r.json()["error"]
    # the player whose turn it is concedes too: the last one left wins
    assert answer(live, gid, current, tok[current], {"concede": names[current]}).status_code == 200
    v = view(live, gid)
    assert v["over"] and v["winners"] == [names[other]]
    # the finished game replays, concessions included, and says who conceded
    rec = httpx.get(f"{live.url}/api/games/{gid}/record").json()
    assert {"concede": names[leaver]} in rec["answers"]
    step = rec["answers"].index({"concede": names[leaver]}) + 1
    rep = httpx.get(f"{live.url}/api/games/{gid}/replay", params={"step": step}).json()
    assert rep["answered"] == {"player": names[leaver], "kind": "concede", "prompt": "concedes"}
    assert rep["view"]["players"][leaver]["eliminated"]


def test_conceding_in_the_third_edition(live: Any) -> None:
    g = made(live, edition="3rd", seats=seats(3), seed=3)
    finish_setup(live, g)
    ann = g["seats"][0]
    assert not view(live, g["id"], 0, ann["token"])["can_concede"]
    r = answer(live, g["id"], 0, ann["token"], {"concede": "Ann"})
    assert r.status_code == 422 and "single side" in r.json()["error"]
    g = made(live, edition="3rd", seats=seats(2), seed=3)  # two players: the other one wins
    finish_setup(live, g)
    assert answer(live, g["id"], 1, g["seats"][1]["token"], {"concede": "Bob"}).status_code == 200
    v = view(live, g["id"])
    assert v["over"] and v["winners"] == ["Ann"] and v["end_reason"] == "Bob conceded"


def test_negotiation_is_offered_to_distant_players(live: Any) -> None:
    g = made(live, edition="4th", seats=seats(4), seed=12)
    finish_setup(live, g)
    for _ in range(12):  # draw until the current player has two cards to choose from
        v = view(live, g["id"])
        current = [p["name"] for p in v["players"]].index(v["current"])
        s = g["seats"][current]
        mine = view(live, g["id"], current, s["token"])
        if mine["players"][current]["hand_count"] >= 2:
            break
        assert answer(live, g["id"], current, s["token"], "draw").status_code == 200
    distant = v["players"][(current + 2) % 4]
    tops = [e["cards"][0] for e in distant["board"].values()]
    own = {e["cards"][0] for e in v["players"][current]["board"].values()}
    offered = {o["dogma"] for o in mine["decision"]["options"] if isinstance(o, dict)
               and "dogma" in o}
    neighbours = {e["cards"][0] for k in (1, 3)
                  for e in v["players"][(current + k) % 4]["board"].values()}
    assert offered == own | set(tops)  # a distant player's top card, never a neighbour's
    assert not neighbours & offered - own
    r = answer(live, g["id"], current, s["token"], {"dogma": tops[0]})
    assert r.status_code == 200
    d = view(live, g["id"], current, s["token"])["decision"]
    assert d["kind"] == "card" and f"negotiate with {distant['name']}" in d["prompt"]
    assert set(d["options"]) == set(mine["players"][current]["hand"])
    assert answer(live, g["id"], current, s["token"], d["options"][0]).status_code == 200
    log = view(live, g["id"])["log"]
    assert {"type": "negotiate", "player": mine["viewer"], "use": "dogma", "card": tops[0],
            "with_player": distant["name"]} in log


def test_teams_turn_off_negotiation(live: Any) -> None:
    g = made(live, edition="4th", seats=seats(4), teams="ABAB", seed=12)
    finish_setup(live, g)
    v = view(live, g["id"])
    current = [p["name"] for p in v["players"]].index(v["current"])
    mine = view(live, g["id"], current, g["seats"][current]["token"])
    own = {e["cards"][0] for e in mine["players"][current]["board"].values()}
    dogmas = {o["dogma"] for o in mine["decision"]["options"] if isinstance(o, dict)
              and "dogma" in o}
    assert dogmas == own


# ---------------------------------------------------------------------------- positions
POSITION = {
    "edition": "4th",
    "seed": 11,
    "players": {
        "Ann": {"board": {"red": ["Archery"], "yellow": ["Canal Building"]}, "hand": ["Tools"]},
        "Bob": {"board": {"purple": {"cards": ["Railroad", "Code of Laws"], "splay": "aslant"}}},
    },
    "current": "Ann",
    "turn": 3,
    "answers": [{"dogma": "Archery"}],  # not part of a position: dropped
}


def test_positions_only_where_the_server_allows_them(live: Any) -> None:
    r = create(live, seats=["Ann", "Bob"], start=POSITION)
    assert r.status_code == 403 and "position" in r.json()["error"]


def test_a_game_from_a_position(live_positions: Any) -> None:
    live = live_positions
    assert httpx.get(live.url + "/api/meta").json()["positions"] is True
    g = made(live, start=POSITION, seats=[{"name": "Ann"}, {"name": "Bob", "ai": "random"}])
    v = view(live, g["id"], 0, g["seats"][0]["token"])
    assert v["edition"] == "4th" and v["current"] == "Ann" and v["turn"] == 3
    assert v["players"][1]["board"]["purple"]["splay"] == "aslant"
    assert {"dogma": "Archery"} in v["decision"]["options"]  # the answers were not played
    row = live.tables.store.load(g["id"])
    assert row.start is not None and "answers" not in row.start
    assert answer(live, g["id"], 0, g["seats"][0]["token"], {"dogma": "Archery"}).status_code == 200
    v = view(live, g["id"], 0, g["seats"][0]["token"])
    assert v["decision"]["kind"] == "value"  # junk the 1 or the 2 achievement
    assert answer(live, g["id"], 0, g["seats"][0]["token"], 2).status_code == 200
    assert view(live, g["id"])["junk"] == {"2": 1}
    for bad, message in [
        ({"start": POSITION, "seats": ["Ann", "Cleo"]}, "starting position's players"),
        ({"start": POSITION, "seats": ["Ann", "Bob"], "edition": "3rd"}, "edition"),
        ({"start": {**POSITION, "players": {"Ann": {"board": {"red": ["Nothing"]}},
                                            "Bob": {}}}}, "Nothing"),
        ({"start": [1]}, "position"),
    ]:
        r = create(live, **bad)
        assert r.status_code == 400 and message in r.json()["error"], (bad, r.text)


# ---------------------------------------------------------------------------- old databases
# the tables as the server made them before team letters had a column (SQLAlchemy's DDL)
OLD_SCHEMA = [
    "CREATE TABLE games (id VARCHAR(32) NOT NULL, created FLOAT NOT NULL, updated FLOAT NOT "
    "NULL, edition VARCHAR(16) NOT NULL, players TEXT NOT NULL, seed INTEGER NOT NULL, teams "
    "BOOLEAN NOT NULL, hide_covered BOOLEAN, start TEXT, ai TEXT NOT NULL, tokens TEXT NOT "
    "NULL, over BOOLEAN NOT NULL, winners TEXT NOT NULL, end_reason TEXT NOT NULL, n_answers "
    "INTEGER NOT NULL, PRIMARY KEY (id))",
    "CREATE TABLE answers (game_id VARCHAR(32) NOT NULL, idx INTEGER NOT NULL, answer TEXT NOT "
    "NULL, seat INTEGER NOT NULL, at FLOAT NOT NULL, PRIMARY KEY (game_id, idx))",
]


def _old_schema_database(path: Path) -> str:
    """A database as the server made it before team letters had a column, with a team game
    and a game with answers in it."""
    url = database_url(str(path))
    with sqlite3.connect(path) as db:
        for ddl in OLD_SCHEMA:
            db.execute(ddl)
        for gid, teams, players, answers in [
            ("oldteams", 1, ["Ann", "Bob", "Cleo", "Dev"], []),
            ("oldpair", 0, ["Ann", "Bob"], ["Agriculture", "Archery"]),
        ]:
            # dealt as every game was then (the legacy deal: engine/deal.py)
            game = Game.new("3rd", players, seed=5, teams=bool(teams), deal="mt")
            if answers:  # the first cards actually in the hands
                answers = [views.view(game, p)["players"][p]["hand"][0] for p in range(2)]
            db.execute(
                "INSERT INTO games (id, created, updated, edition, players, seed, teams, "
                "hide_covered, start, ai, tokens, over, winners, end_reason, n_answers) "
                "VALUES (?, 0, 0, '3rd', ?, 5, ?, NULL, NULL, ?, ?, 0, '[]', '', ?)",
                (gid, json.dumps(players), teams, json.dumps([None] * len(players)),
                 json.dumps(["0" * 64] * len(players)), len(answers)),
            )
            for i, a in enumerate(answers):
                db.execute("INSERT INTO answers VALUES (?, ?, ?, ?, 0)",
                           (gid, i, json.dumps(a), i))
    columns = {r[1] for r in sqlite3.connect(path).execute("PRAGMA table_info(games)")}
    assert "team_letters" not in columns
    return url


def test_an_old_database_still_opens(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    url = _old_schema_database(path)
    store = Store(url)
    try:
        columns = {r[1] for r in sqlite3.connect(path).execute("PRAGMA table_info(games)")}
        assert {"team_letters", "seed_text", "deal"} <= columns
        row = store.load("oldteams")
        assert row is not None and row.teams == "ABAB"
        assert GameRecord.from_json(row.record_json()).initial().teams == [0, 1, 0, 1]
        assert store.load("oldpair").teams is False
        assert {g["id"]: g["teams"] for g in store.list_games()} == {
            "oldteams": "ABAB", "oldpair": False}
    finally:
        store.close()
    Store(url).close()  # opening it again (the column is there now) changes nothing
    # the server resumes the old games, and new team games sit beside them
    live = LiveServer(str(path)).start()
    try:
        assert [p["team"] for p in view(live, "oldteams")["players"]] == [0, 1, 0, 1]
        assert view(live, "oldpair")["phase"] == "play"
        g = made(live, edition="4th", seats=seats(3), teams="AAB")
        assert httpx.get(f"{live.url}/api/games/{g['id']}").json()["teams"] == "AAB"
    finally:
        live.stop()


def test_an_old_postgresql_database_still_opens() -> None:
    """Set INNOVATION_TEST_POSTGRES=postgresql://user:pw@host/db to run this one. It works in
    a schema of its own, dropped at the end, so the database's own tables are never touched."""
    import os
    import secrets

    url = os.environ.get("INNOVATION_TEST_POSTGRES")
    if not url:
        pytest.skip("INNOVATION_TEST_POSTGRES is not set")
    schema = f"old_schema_{secrets.token_hex(4)}"
    admin = create_engine(database_url(url))
    with admin.begin() as conn:
        conn.exec_driver_sql(f"CREATE SCHEMA {schema}")
    sep = "&" if "?" in url else "?"
    scoped = database_url(url) + f"{sep}options=-csearch_path%3D{schema}"
    try:
        engine = create_engine(scoped)
        with engine.begin() as conn:
            for ddl in OLD_SCHEMA:
                conn.exec_driver_sql(ddl)
            conn.exec_driver_sql(
                "INSERT INTO games (id, created, updated, edition, players, seed, teams, ai, "
                "tokens, over, winners, end_reason, n_answers) VALUES ('pgold', 0, 0, '3rd', "
                "'[\"A\", \"B\", \"C\", \"D\"]', 1, true, '[null, null, null, null]', "
                "'[null, null, null, null]', false, '[]', '', 0)"
            )
        engine.dispose()
        store = Store(scoped)
        try:
            assert store.load("pgold").teams == "ABAB"
            assert store.list_games()[0]["teams"] == "ABAB"
        finally:
            store.close()
        Store(scoped).close()  # the column is there now: opening again changes nothing
    finally:
        with admin.begin() as conn:
            conn.exec_driver_sql(f"DROP SCHEMA {schema} CASCADE")
        admin.dispose()
