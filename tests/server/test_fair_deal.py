"""Issue 19: nobody at the table can know a hidden card, and the table's own words and inputs
cannot be turned against a player.

- a game between people never takes its deal from a client (no `seed`), and its seed has at
  least 128 bits and is nowhere to be read while it is played;
- a take-back never goes back past a card its player saw that was hidden before;
- a hint during the setup works for every seat;
- no player is named like the page's viewer ("you"), nor like another player at the table
  (look-alike letters of other scripts);
- `{"concede": true}` is not seat 1;
- requests for another Host name, or from another site's pages, are refused.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from innovation.engine.deal import SEED_BITS
from innovation.server.origins import default_hosts, parse_hosts

from .conftest import LiveServer


@pytest.fixture
def fair(tmp_path: Path) -> Iterator[LiveServer]:
    """A server as `innovation serve --host 127.0.0.1` runs it (no client seeds between
    people, no positions)."""
    server = LiveServer(str(tmp_path / "fair.sqlite3"), allow_seeds=False).start()
    try:
        yield server
    finally:
        server.stop()


def post(live: LiveServer, spec: dict[str, Any]) -> httpx.Response:
    return httpx.post(live.url + "/api/games", json=spec)


def view(live: LiveServer, gid: str, seat: int | None, token: str | None) -> dict[str, Any]:
    params = {} if seat is None else {"seat": seat}
    headers = {"authorization": f"Bearer {token}"} if token else {}
    r = httpx.get(f"{live.url}/api/games/{gid}/view", params=params, headers=headers)
    assert r.status_code == 200, r.text
    return r.json()


def answer(live: LiveServer, gid: str, seat: int, token: str, ans: Any) -> httpx.Response:
    n = httpx.get(f"{live.url}/api/games/{gid}").json()["answers"]
    body = {"seat": seat, "token": token, "answer": ans, "expect": n}
    return httpx.post(f"{live.url}/api/games/{gid}/answer", json=body)


# ------------------------------------------------------------------------ finding 1 and 2
def test_games_between_people_never_take_a_client_seed(fair: LiveServer) -> None:
    """A seed (or any other value a client may send) never decides the deal of a game in
    which someone besides its creator sits."""
    people = [{"name": "Ann"}, {"name": "Bob"}]
    r = post(fair, {"seats": people, "seed": 7})
    assert r.status_code == 400 and "dealt by the server" in r.json()["error"]
    r = post(fair, {"seats": [*people, {"name": "Bot", "ai": "random"}], "seed": 7})
    assert r.status_code == 400
    # everything else a client may send, twice over: the deals still differ
    spec = {"seats": people, "edition": "3rd", "teams": False, "hide_covered": False}
    hands = []
    for _ in range(2):
        g = post(fair, spec).json()
        ann = g["seats"][0]
        hands.append(view(fair, g["id"], 0, ann["token"])["players"][0]["hand"])
        row = fair.tables.store.load(g["id"])
        assert row.seed.bit_length() > 64  # 128 random bits: this fails 1 time in 2**64
    assert hands[0] != hands[1] or True  # two deals may share a hand; the seeds never do
    # one person against AIs (or AIs alone) may still choose the deal: for practice, research
    solo = post(fair, {"seats": [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], "seed": 7})
    assert solo.status_code == 201
    assert fair.tables.store.load(solo.json()["id"]).seed == 7


def test_the_seed_space_of_a_game_between_people(fair: LiveServer) -> None:
    """Seeds come from the operating system, SEED_BITS (>= 128) bits each: 20 games give 20
    different seeds, together using nearly every bit."""
    assert SEED_BITS >= 128
    seeds = []
    for _ in range(20):
        g = post(fair, {"seats": [{"name": "Ann"}, {"name": "Bob"}]}).json()
        seeds.append(fair.tables.store.load(g["id"]).seed)
    assert len(set(seeds)) == 20
    assert all(0 <= s < 2**SEED_BITS for s in seeds)
    combined = 0
    for s in seeds:
        combined |= s
    assert combined.bit_length() > SEED_BITS - 2
    # the deal itself is not Python's Mersenne Twister seeded with the seed
    row = fair.tables.store.load(g["id"])
    assert row.deal == "blake2b" and row.record_json()["deal"] == "blake2b"


def test_no_seed_or_pile_is_readable_while_the_game_is_played(fair: LiveServer) -> None:
    """Every endpoint a player or spectator may call during the game: no seed, no pile."""
    g = post(fair, {"seats": [{"name": "Ann"}, {"name": "Bob"}]}).json()
    gid = g["id"]
    ann, bob = g["seats"]
    seed = fair.tables.store.load(gid).seed
    texts = [json.dumps(g)]
    for seat, tok in ((0, ann["token"]), (1, bob["token"]), (None, None)):
        texts.append(json.dumps(view(fair, gid, seat, tok)))
    texts.append(httpx.get(f"{fair.url}/api/games/{gid}").text)
    texts.append(httpx.get(f"{fair.url}/api/games").text)
    texts.append(httpx.get(f"{fair.url}/api/games/{gid}/preview").text)
    texts.append(httpx.get(f"{fair.url}/api/games/{gid}/coach").text)
    for path in ("record", "replay", "review?seat=0"):
        r = httpx.get(f"{fair.url}/api/games/{gid}/{path}")
        assert r.status_code == 409, (path, r.text)  # only once the game is over
        texts.append(r.text)
    from websockets.sync.client import connect

    with connect(f"{fair.ws_url}/ws/games/{gid}") as ws:
        ws.send(json.dumps({"type": "hello", "seat": 0, "token": ann["token"]}))
        texts.append(ws.recv(timeout=10))
    game = fair.tables.rooms[gid].game
    pile = [c.name for c in game.state.decks[1]]
    for text in texts:
        assert str(seed) not in text and '"seed"' not in text
        # the age-1 pile's order (its four top cards, in order) appears nowhere
        assert json.dumps(pile[-4:])[1:-1] not in text


# ------------------------------------------------------------------------ finding 3
def _solo(live: LiveServer, seed: int) -> tuple[str, str]:
    g = post(live, {"seats": [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], "seed": seed})
    assert g.status_code == 201, g.text
    return g.json()["id"], g.json()["seats"][0]["token"]


def _my_full_turn(live: LiveServer, gid: str, tok: str) -> dict[str, Any]:
    """Play (drawing) until Ann starts a turn of two actions after the first turns."""
    for _ in range(400):
        v = view(live, gid, 0, tok)
        d = v["decision"]
        if "options" not in d:
            continue
        if d["kind"] == "action" and v["actions_left"] == 2 and v["turn"] > 2:
            return v
        opts = d["options"]
        answer(live, gid, 0, tok, "draw" if "draw" in opts else opts[0])
    raise AssertionError("Ann never had a turn of two actions")


def _take_back(live: LiveServer, gid: str, tok: str) -> httpx.Response:
    n = view(live, gid, 0, tok)["n"]
    return httpx.post(f"{live.url}/api/games/{gid}/takeback",
                      json={"seat": 0, "token": tok, "expect": n})


def test_no_take_back_after_a_draw(fair: LiveServer) -> None:
    """Draw, take back, draw again would show the top of the pile before choosing: refused,
    and the table says why."""
    gid, tok = _solo(fair, 5)
    start = _my_full_turn(fair, gid, tok)
    assert answer(fair, gid, 0, tok, "draw").status_code == 200
    after = view(fair, gid, 0, tok)
    assert not after["can_take_back"]
    assert "hidden" in after["take_back_refusal"]
    r = _take_back(fair, gid, tok)
    assert r.status_code == 409 and "hidden" in r.json()["error"]
    assert view(fair, gid, 0, tok)["n"] == start["n"] + 1  # nothing was taken back
    # the WebSocket's state says it too (the table shows it on its dimmed button)
    from websockets.sync.client import connect

    with connect(f"{fair.ws_url}/ws/games/{gid}") as ws:
        ws.send(json.dumps({"type": "hello", "seat": 0, "token": tok}))
        state = json.loads(ws.recv(timeout=10))
    assert state["can_take_back"] is False and "hidden" in state["take_back_refusal"]


def test_take_back_before_any_new_information_still_works(fair: LiveServer) -> None:
    """A meld from one's own hand shows nothing hidden: it can be taken back."""
    gid, tok = _solo(fair, 5)
    start = _my_full_turn(fair, gid, tok)
    melds = [o for o in start["decision"]["options"] if isinstance(o, dict) and "meld" in o]
    assert melds
    assert answer(fair, gid, 0, tok, melds[0]).status_code == 200
    after = view(fair, gid, 0, tok)
    if after["decision"].get("kind") != "action":
        pytest.skip("the meld started something to decide")  # pragma: no cover
    assert after["can_take_back"] and after["take_back_refusal"] is None
    r = _take_back(fair, gid, tok)
    assert r.status_code == 200 and r.json()["n"] == start["n"]


def test_steam_engine_draws_cannot_be_taken_back() -> None:
    """The card of issue 19: Steam Engine draws and tucks (the drawn cards are shown to
    everyone as they are tucked). The Room refuses to take that turn back."""
    from innovation.engine.scenario import build
    from innovation.server.rooms import NO_TAKE_BACK_SEEN, Room
    from innovation.server.store import GameRow
    from innovation.server.takeback import _mark

    game = build({
        "edition": "3rd",
        "players": {
            "Ann": {"board": {"yellow": ["Steam Engine"]}, "hand": ["Oars"]},
            "Bot": {"board": {"red": ["Archery"]}},
        },
        "decks": {"4": ["Experimentation", "Colonialism"], "1": ["Pottery", "Tools"]},
    })
    row = GameRow(id="x", edition="3rd", players=["Ann", "Bot"], seed=0, teams=False,
                  hide_covered=None, start=None, ai=[None, "random"], tokens=["h", None])
    marks = [_mark(game)]
    room = Room(row, game, marks)
    assert room.take_back_to(0) == (None, "there is nothing of yours to take back yet")
    game = game.clone()
    game.answer_json({"dogma": "Steam Engine"})
    room.game = game
    room.marks = marks + [_mark(game, marks[-1])]
    room.version += 1
    assert any(e.get("card") == "Experimentation" for e in game.state.events())
    assert room.take_back_to(0) == (None, NO_TAKE_BACK_SEEN)
    assert room.take_back_refusal(0) == NO_TAKE_BACK_SEEN


# ------------------------------------------------------------------------ finding 9
def test_a_hint_during_the_setup_for_every_seat(live: LiveServer) -> None:
    """Everyone chooses a first card at once: each seat may ask for a hint on its own choice."""
    seats = [{"name": n, "hints": True} for n in ("Ann", "Bob", "Cleo")]
    g = post(live, {"seats": seats}).json()
    assert view(live, g["id"], 0, g["seats"][0]["token"])["decision"]["kind"] == "setup"
    for s in range(3):
        tok = g["seats"][s]["token"]
        r = httpx.post(f"{live.url}/api/games/{g['id']}/hint", json={"seat": s},
                       headers={"authorization": f"Bearer {tok}"}, timeout=60)
        assert r.status_code == 200, (s, r.text)
        mine = view(live, g["id"], s, tok)["players"][s]["hand"]
        names = {c["name"] if isinstance(c, dict) else c for c in mine}
        assert r.json()["hints"] and all(h["answer"] in names for h in r.json()["hints"])


# ------------------------------------------------------------------------ findings 10, 11
@pytest.mark.parametrize("name", ["you", "You", "YOU", "ｙｏｕ", "yours", "Yourself", "Υou",
                                  "Você", "TÚ", "tu", "Ви", "ви"])
def test_nobody_is_named_like_the_viewer(live: LiveServer, name: str) -> None:
    r = post(live, {"seats": [{"name": name}, {"name": "Bob"}]})
    assert r.status_code == 400 and "choose another name" in r.json()["error"]


@pytest.mark.parametrize(
    "other",
    [
        "\u0410nn",  # Cyrillic capital A
        "\u0391nn",  # Greek capital Alpha
        "\uff21nn",  # full-width A
        "ANN",
        "a\u043e\u043e".replace("a\u043e\u043e", "Ann"),  # (same name: plainly refused)
        "\u0410\u043f\u043f".replace("\u043f", "n"),  # Cyrillic A, Latin n
    ],
)
def test_look_alike_names_at_one_table(live: LiveServer, other: str) -> None:
    r = post(live, {"seats": [{"name": "Ann"}, {"name": other}]})
    assert r.status_code == 400 and "look the same" in r.json()["error"]


def test_look_alike_letters_of_several_scripts() -> None:
    from innovation.server.inputs import name_key

    same = [("Bob", "\u0412\u043eb"), ("Cleo", "\u0421leo"), ("Pete", "\u0420ete"),
            ("Oxo", "\u041e\u0445\u043e"), ("Kim", "\u039aim"), ("Tom", "\u03a4om")]
    for a, b in same:
        assert name_key(a) == name_key(b), (a, b)
    # names of other scripts are still names: only look-alikes are folded
    assert name_key("Анна") != name_key("Ann") and name_key("Ωmega") != name_key("Omega")


# ------------------------------------------------------------------------ finding 13
def test_concede_true_is_not_seat_one(live: LiveServer) -> None:
    g = post(live, {"seats": [{"name": "Ann"}, {"name": "Bob"}]}).json()
    bob = g["seats"][1]
    for value in (True, False):
        r = answer(live, g["id"], 1, bob["token"], {"concede": value})
        assert r.status_code == 422 and "true or false" in r.json()["error"]
    assert not httpx.get(f"{live.url}/api/games/{g['id']}").json()["over"]


def test_booleans_are_not_numbers_in_answers() -> None:
    """The same JSON pattern in the engine's answers: true is not the age 1 or the value 1."""
    from innovation.engine.decisions import ACTION, VALUE, Decision, IllegalAnswer

    achieve = Decision(0, ACTION, "choose an action", [("draw",), ("achieve", 1)])
    with pytest.raises(IllegalAnswer):
        achieve.decode({"achieve": True}, ["Ann", "Bob"])
    assert achieve.decode({"achieve": 1}, ["Ann", "Bob"]) == ("achieve", 1)
    value = Decision(0, VALUE, "how many", [0, 1, 2])
    for wrong in (True, False):
        with pytest.raises(IllegalAnswer):
            value.decode(wrong, ["Ann", "Bob"])
    assert value.decode(1, ["Ann", "Bob"]) == 1


# ------------------------------------------------------------------------ finding 12
def test_cross_site_simple_posts_are_refused(live: LiveServer) -> None:
    spec = json.dumps({"seats": ["Ann", "Bob"]})
    before = len(live.tables.rooms)
    # a form of another site: text/plain, with that site's Origin
    r = httpx.post(live.url + "/api/games", content=spec,
                   headers={"content-type": "text/plain", "origin": "https://evil.example"})
    assert r.status_code == 403 and "another site" in r.json()["error"]
    # text/plain without an Origin (an old browser): refused for its type
    r = httpx.post(live.url + "/api/games", content=spec, headers={"content-type": "text/plain"})
    assert r.status_code == 415
    r = httpx.post(live.url + "/api/games", content="a=1",
                   headers={"content-type": "application/x-www-form-urlencoded"})
    assert r.status_code == 415
    # JSON from another site's page (a browser asks first, but not every client is one)
    r = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"]},
                   headers={"origin": f"http://localhost.evil.example:{live.port}"})
    assert r.status_code == 403
    r = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"]},
                   headers={"origin": "null"})
    assert r.status_code == 403
    assert len(live.tables.rooms) == before
    # the table's own page: same origin
    r = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"]},
                   headers={"origin": live.url})
    assert r.status_code == 201
    # reading stays open to anyone (the browser keeps another site from reading it)
    assert httpx.get(live.url + "/api/meta", headers={"origin": "https://x.example"}).is_success


def test_websocket_refuses_another_sites_origin(live: LiveServer) -> None:
    from websockets.exceptions import InvalidStatus
    from websockets.sync.client import connect

    g = post(live, {"seats": [{"name": "Ann"}, {"name": "Bob"}]}).json()
    url = f"{live.ws_url}/ws/games/{g['id']}"
    with pytest.raises(InvalidStatus) as info:
        connect(url, origin="https://evil.example")  # type: ignore[arg-type]
    assert info.value.response.status_code == 403
    with connect(url, origin=live.url) as ws:  # type: ignore[arg-type]
        ws.send(json.dumps({"type": "hello"}))
        assert json.loads(ws.recv(timeout=10))["type"] == "state"


def test_host_header_is_checked(live: LiveServer) -> None:
    """DNS rebinding: a name pointed at this server by another site is not served."""
    r = httpx.get(live.url + "/api/meta", headers={"host": "evil.example"})
    assert r.status_code == 400 and "does not serve" in r.json()["error"]
    r = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"]},
                   headers={"host": f"rebind.example:{live.port}"})
    assert r.status_code == 400
    for host in (f"localhost:{live.port}", f"127.0.0.1:{live.port}", f"[::1]:{live.port}"):
        assert httpx.get(live.url + "/api/meta", headers={"host": host}).status_code == 200
    from websockets.exceptions import InvalidStatus
    from websockets.sync.client import connect

    with pytest.raises(InvalidStatus):
        connect(f"{live.ws_url}/ws/games/x", additional_headers={"host": "evil.example"})


def test_allowed_hosts_defaults_and_option() -> None:
    assert default_hosts("127.0.0.1") == {"127.0.0.1", "localhost", "::1"}
    assert default_hosts("192.168.1.5") >= {"192.168.1.5", "localhost"}
    assert default_hosts("0.0.0.0") == {"*"}  # every address: the operator names the site
    assert parse_hosts("Table.example.org, *.games.example") == {
        "table.example.org", "*.games.example"}
    from innovation.server.origins import host_allowed

    allowed = parse_hosts("table.example.org,*.games.example")
    assert host_allowed("TABLE.example.org:443", allowed)
    assert host_allowed("a.games.example", allowed)
    assert not host_allowed("games.example.evil.org", allowed)
    assert not host_allowed(None, allowed)
    with pytest.raises(ValueError):
        parse_hosts(" , ")


def test_a_choice_among_hidden_cards_counts_as_seeing_them() -> None:
    """A decision whose options name cards hidden from its player (another hand, a pile)
    shows them: a take-back may not go back past it either."""
    from innovation.engine.game import Game
    from innovation.server.takeback import _shows_hidden

    game = Game.new("3rd", ["Ann", "Bot"], seed=3)
    st = game.state
    mine, theirs = st.players[0].hand[0], st.players[1].hand[0]
    assert not _shows_hidden(game, 0, [mine, ("meld", mine), ("draw",), ("achieve", 1)])
    assert _shows_hidden(game, 0, [mine, theirs])
    assert _shows_hidden(game, 0, [("transfer", st.decks[2][-1])])
    assert not _shows_hidden(game, 1, [theirs])
