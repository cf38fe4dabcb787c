"""Cities of Destiny at the web table, over the API and the WebSocket: the new-game form offers
it with what it adds, a game with it is dealt and viewed with its City piles and the flags and
fountains that count, the cards' catalogue gives a city's six positions and its marks by name
(no featured icon in the 4th edition), and an Endorse action reaches the page as JSON, asks for
its payment and is marked as used for the rest of the turn."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx

from innovation.engine.cards import POSITION_NAMES

from .conftest import LiveServer
from .test_websocket import Client, connect

SEATS = [{"name": "Ann"}, {"name": "Bot", "ai": "random"}]
MARKS = {"flag", "fountain", "plus", "left", "right", "up", "junk", "uplift", "unsplay"}


def create(live: Any, **spec: Any) -> httpx.Response:
    spec.setdefault("seats", SEATS)
    return httpx.post(live.url + "/api/games", json=spec)


def test_meta_offers_cities_with_every_edition(live: LiveServer) -> None:
    meta = httpx.get(live.url + "/api/meta").json()
    for ed in meta["editions"]:
        offered = {x["name"]: x for x in ed["expansions"]}
        assert list(offered) == ["echoes", "cities"], ed["name"]
        cities = offered["cities"]
        assert cities["title"] == "Cities of Destiny"
        assert "Endorse" in cities["about"] and "fountains" in cities["about"]


def test_a_game_with_cities_shows_its_piles_and_board_achievements(live: LiveServer) -> None:
    r = create(live, edition="3rd", expansions=["cities"], seed=5)
    assert r.status_code == 201, r.text
    gid, tok = r.json()["id"], r.json()["seats"][0]["token"]
    auth = {"authorization": f"Bearer {tok}"}
    assert httpx.get(f"{live.url}/api/games/{gid}").json()["expansions"] == ["cities"]
    v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
    assert v["expansions"] == ["cities"]
    assert set(v["set_decks"]) == {"cities"}
    assert [int(a) for a in v["set_decks"]["cities"]] == list(range(1, 11))
    assert all(n > 0 for n in v["set_decks"]["cities"].values())
    base = httpx.get(f"{live.url}/api/games/{create(live, seed=5).json()['id']}").json()
    assert base["expansions"] == []
    for p in v["players"]:
        assert p["board_achievements"] == 0
        assert p["achievement_count"] == len(p["achievements"])
    # both expansions at once: the table offers them together
    both = create(live, edition="4th", expansions=["cities", "echoes"], seed=1)
    assert both.status_code == 201, both.text
    assert httpx.get(f"{live.url}/api/games/{both.json()['id']}").json()["expansions"] == [
        "echoes", "cities"]


def test_the_cards_of_a_game_with_cities(live: LiveServer) -> None:
    third = httpx.get(live.url + "/api/cards/3rd%2Bcities").json()
    assert third["expansions"] == ["cities"]
    towns = {n: c for n, c in third["cards"].items() if c.get("expansion") == "cities"}
    assert len(towns) == 105 and len(third["cards"]) == 210
    assert towns["Zurich"]["icons"] == ["factory", "factory", "factory", "lightbulb", "flag", None]
    assert towns["Zurich"]["dogma_icon"] == "factory"  # what Endorse looks for (3rd edition)
    assert towns["Kuala Lumpur"]["icons"][4] == "fountain"
    assert towns["Alexandria"]["icons"][1] == "bonus" and towns["Alexandria"]["bonus"] == 2
    assert all(len(c["icons"]) == 6 and c["effects"] == [] for c in towns.values())
    # every position is named: an icon, a mark, a bonus, or None for the picture
    named = set(POSITION_NAMES.values()) - {"hex", "echo"}
    for c in towns.values():
        for i in c["icons"]:
            assert i is None or i in named or i in {"crown", "leaf", "lightbulb", "castle",
                                                    "factory", "clock", "person"}, (c, i)
    seen = {i for c in towns.values() for i in c["icons"]}
    assert {"flag", "fountain", "plus", "left", "right", "up"} <= seen
    assert "Legend" in third["specials"] and "Victory" in third["specials"]
    fourth = httpx.get(live.url + "/api/cards/4th%2Bcities").json()
    theirs = [c for c in fourth["cards"].values() if c.get("expansion") == "cities"]
    assert len(theirs) == 115
    assert all(c["dogma_icon"] is None for c in theirs)  # no featured icon in the 4th edition
    assert {"junk", "uplift", "unsplay"} <= {i for c in theirs for i in c["icons"]}
    assert "Tradition" in fourth["specials"]
    # both expansions' cards at once (the how-to page loads them together)
    both = httpx.get(live.url + "/api/cards/3rd%2Bechoes%2Bcities").json()
    assert len(both["cards"]) == 315
    # the cities' names in the reader's language
    local = httpx.get(live.url + "/api/i18n/uk/cards/3rd").json()["cards"]
    assert local["Zurich"]["name"] != "Zurich" and local["Zurich"]["expansion"] == "cities"


def endorse_position() -> dict[str, Any]:
    """Ann (to play) with Writing (featured: lightbulb) and Athens (a top city showing a
    lightbulb) on her board, two cards of value 1 in her hand to pay with; Bob with little."""
    return {
        "edition": "3rd",
        "expansions": ["cities"],
        "players": {
            "Ann": {"board": {"blue": ["Writing"], "red": ["Athens"]},
                    "hand": ["Sailing", "Pottery"]},
            "Bob": {"board": {"green": ["The Wheel"]}, "hand": ["Agriculture"]},
        },
        "current": "Ann",
        "actions_left": 2,
        "turn": 3,
    }


def test_an_endorse_action_its_payment_and_the_turn_flag(live_positions: LiveServer) -> None:
    live = live_positions
    r = httpx.post(live.url + "/api/games", json={"start": endorse_position()})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    tok = r.json()["seats"][0]["token"]

    async def main() -> None:
        ann = Client(await connect(live, gid, 0, tok), 0)
        s = await ann.wait_state(lambda s: "options" in s["view"].get("decision", {}))
        options = s["view"]["decision"]["options"]
        assert {"endorse": "Writing"} in options, options
        assert "turn_flags" not in s["view"]["players"][0]
        reply = await ann.request({"type": "answer", "answer": {"endorse": "Writing"},
                                   "expect": s["n"]})
        assert reply["type"] == "ack", reply
        s = await ann.wait_state(lambda s: s["n"] == reply["n"])
        d = s["view"]["decision"]
        # the payment: a card question whose English prompt the page reads (table.js)
        assert d["kind"] == "card" and set(d["options"]) == {"Sailing", "Pottery"}, d
        assert d["prompt"] == "tuck a card of value 1 or lower from your hand to endorse Writing"
        assert "endorse" in s["words"]["prompt"]
        assert s["view"]["players"][0]["turn_flags"] == 1  # Endorse used this turn
        reply = await ann.request({"type": "answer", "answer": "Sailing", "expect": s["n"]})
        assert reply["type"] == "ack", reply
        for _ in range(20):  # Writing's effect, twice for Ann, then her second action
            at = reply["n"]
            s = await ann.wait_state(lambda s, at=at: s["n"] >= at)
            d = s["view"].get("decision", {})
            if d.get("kind") == "action" and "options" in d:
                break
            reply = await ann.request({"type": "answer", "answer": d["options"][0],
                                       "expect": s["n"]})
        assert s["view"]["players"][0]["turn_flags"] == 1
        assert not any(isinstance(o, dict) and "endorse" in o for o in d["options"])
        await ann.close()

    asyncio.run(main())
