"""The learning pages' HTTP side (issue 21): the guided game's creation, the how-to-play guide,
the rulings and their index per card, and the pages themselves."""

from __future__ import annotations

from typing import Any

import httpx

from innovation import howto
from innovation.server.learn import RULINGS, rulings_index, slug
from innovation.server.tutorial import AI_LEVEL, AI_NAME, PLAYER, POSITION


def test_the_tutorial_starts_from_its_position_on_any_server(live: Any) -> None:
    assert not live.tables.allow_positions  # a server that refuses positions from clients
    refused = httpx.post(live.url + "/api/games", json={"start": POSITION})
    assert refused.status_code == 403
    r = httpx.post(live.url + "/api/tutorial")
    assert r.status_code == 201, r.text
    data = r.json()
    assert data["url"] == f"/g/{data['id']}#seat=0&token={data['token']}"
    room = live.tables.rooms[data["id"]]
    assert room.game.names == [PLAYER, AI_NAME] and room.row.ai == [None, AI_LEVEL]
    assert room.row.start == POSITION and room.game.state.turn == POSITION["turn"]
    me = room.game.state.players[0]
    assert sorted(c.name for c in me.hand) == sorted(POSITION["players"][PLAYER]["hand"])
    view = httpx.get(f"{live.url}/api/games/{data['id']}/view?seat=0",
                     headers={"authorization": f"Bearer {data['token']}"}).json()
    assert {"meld": "Sailing"} in view["decision"]["options"]
    # the body is ignored: a client cannot choose the position
    other = httpx.post(live.url + "/api/tutorial", json={"start": {"players": ["A", "B"]}})
    assert live.tables.rooms[other.json()["id"]].row.start == POSITION


def test_the_guide_is_the_terminals(live: Any) -> None:
    r = httpx.get(live.url + "/api/howto")
    assert r.status_code == 200 and r.json() == howto.as_json("en")
    # in the reader's language: the selector's cookie, else Accept-Language, or ?lang=
    uk = httpx.get(live.url + "/api/howto", cookies={"innovation-lang": "uk"}).json()
    assert uk == howto.as_json("uk") and uk["title"] != howto.as_json()["title"]
    assert [s["key"] for s in uk["sections"]] == [s["key"] for s in howto.as_json()["sections"]]
    pt = httpx.get(live.url + "/api/howto", headers={"accept-language": "pt-BR,pt;q=0.9"})
    assert pt.json() == howto.as_json("pt_BR") and pt.headers["content-language"] == "pt-BR"
    assert httpx.get(live.url + "/api/howto?lang=it").json() == howto.as_json("it")


def test_the_rulings_and_their_index(live: Any) -> None:
    r = httpx.get(live.url + "/api/rulings/age1.md")
    assert r.status_code == 200
    assert r.json()["text"] == (RULINGS / "age1.md").read_text(encoding="utf-8")
    assert httpx.get(live.url + "/api/rulings/fourth/age3.md").status_code == 200
    for bad in ("nope.md", "../README.md", "..%2F..%2Fpyproject.toml", "age1.txt", "fourth/x/y.md"):
        assert httpx.get(f"{live.url}/api/rulings/{bad}").status_code == 404, bad
    index = httpx.get(live.url + "/api/rulings-index/3rd").json()
    assert index["available"] is True
    oars = index["cards"]["Oars"]
    assert {"file": "age1.md", "anchor": "oars", "heading": "Oars"} in oars
    assert oars[-1] == {"file": "age1.md", "anchor": "", "heading": "all rulings of age 1", "age": 1}
    assert httpx.get(live.url + "/api/rulings-index/5th").status_code == 404
    # every card of every edition links somewhere, and each anchor is a heading of its file
    for edition in ("3rd", "1st", "4th"):
        for card, links in rulings_index(edition).items():
            assert links, (edition, card)
            for link in links:
                if link["anchor"]:
                    text = (RULINGS / link["file"]).read_text(encoding="utf-8")
                    assert any(slug(line.lstrip("#").strip()) == link["anchor"]
                               for line in text.splitlines() if line.startswith("#"))


def test_the_pages(live: Any) -> None:
    for path in ("/howto", "/cards", "/cards/4th", "/rulings/age1.md"):
        r = httpx.get(live.url + path)
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/html"), path
