"""The game's words at the web table (innovation/server/tablewords.py): log lines, questions and
options rendered by the terminal's renderer in each viewer's language, cards marked as links,
everything else escaped; the state message and the replay carry them, the game stays neutral."""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

import httpx
import websockets
from hypothesis import given, settings
from hypothesis import strategies as st

from innovation.engine.decisions import PLAYER, Decision
from innovation.engine.game import Game
from innovation.engine.views import event_view
from innovation.server.tablewords import (
    decision_words,
    event_line,
    language,
    marked_words,
    plain,
    table_words,
    to_html,
)
from innovation.text.languages import LANGUAGES
from innovation.text.render import Words

CYRILLIC = re.compile("[\u0400-\u04ff]")
CARDREF = re.compile(r'<span class="cardref" data-card="([^"]*)">([^<]*)</span>')


def text_of(html: str) -> str:
    """What a reader sees of a line: the tags taken out, the entities read."""
    import html as html_module

    return html_module.unescape(re.sub(r"<[^>]+>", "", html))


def line(lang: str, event: dict[str, Any], edition: str = "3rd") -> str:
    return event_line(marked_words(lang, edition), event)


def test_log_lines_say_what_the_terminal_says_with_cards_as_links() -> None:
    assert line("en", {"type": "draw", "player": "Ada", "age": 8}) == "Ada drew an 8"
    assert line("en", {"type": "draw", "player": "Ada", "age": 11}) == "Ada drew an 11"
    assert line("en", {"type": "draw", "player": "Ada", "age": 1}) == "Ada drew a 1"
    meld = line("en", {"type": "meld", "player": "Ann", "card": "The Wheel"})
    assert meld == 'Ann melded <span class="cardref" data-card="The Wheel">The Wheel</span>'
    ret = line("en", {"type": "return", "player": "Ada", "card": "Calendar", "age": 2,
                      "from": "hand", "to": "deck"})
    assert text_of(ret) == "Ada returned Calendar to the age 2 pile"
    assert text_of(line("en", {"type": "demand_nothing", "player": "Ada", "card": "Oars"})) == (
        "Oars's demand changes nothing for Ada")
    # the terminal's "--- turn 3: Ann ---" is a heading here
    assert line("en", {"type": "turn", "turn": 3, "player": "Ann"}) == "turn 3: Ann"
    # an event another line tells has no line
    assert line("en", {"type": "achieve", "player": "Ann", "age": 1, "from": "achievements"}) == ""


def test_each_language_names_the_same_card_in_its_own_words() -> None:
    event = {"type": "meld", "player": "Ann", "card": "The Wheel"}
    seen = {}
    for lang in LANGUAGES:
        html = line(lang, event)
        refs = CARDREF.findall(html)
        assert [ref[0] for ref in refs] == ["The Wheel"], html  # the id stays English
        seen[lang] = (refs[0][1], text_of(html))
    assert seen["pt_BR"][0] == "A Roda" and seen["uk"][0] == "Колесо"
    assert len({text for _, text in seen.values()}) == len(LANGUAGES)  # five sentences
    special = line("uk", {"type": "achieved", "player": "Ann", "special": "Monument"})
    assert CARDREF.search(special).group(1) == "Monument"


def test_names_and_texts_are_escaped_and_cannot_forge_a_link() -> None:
    hostile = '<img src=x onerror="alert(1)">'
    html = line("en", {"type": "meld", "player": hostile, "card": "Oars"})
    assert "<img" not in html and "&lt;img" in html
    forged = "\ue000Oars\ue001x\ue002"  # the marks, typed into a name, are dropped
    assert "\ue000" not in to_html(forged + " & more") and "&amp;" in to_html("&")
    assert plain(marked_words("it", "3rd").card("Oars")) == Words("it", "3rd").card("Oars") == "Remi"


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=30))
def test_any_name_comes_out_escaped(name: str) -> None:
    html = line("es", {"type": "meld", "player": name, "card": "Oars"})
    assert "<" not in CARDREF.sub("", html)
    assert text_of(html).startswith(name.replace("\ue000", "").replace("\ue001", "").replace("\ue002", ""))


def test_language_of_a_client_request() -> None:
    assert language("pt") == "pt_BR" and language("ua") == "uk"
    assert language("klingon") == "en" and language(None, "it") == "it"
    assert language(["uk"]) == "en" and language("x" * 100) == "en"


def test_questions_and_options_per_viewer() -> None:
    game = Game.new("3rd", ["Ann", "Bob"], seed=4)
    rng = random.Random(2)
    while game.decision is not None and game.decision.kind != "action":
        game.answer(rng.choice(game.decision.options))
    d = game.decision
    assert d is not None
    events = [event_view(game, e, d.player) for e in game.state.events()]
    for lang in LANGUAGES:
        words = table_words(game, d.player, lang, events)
        assert words["lang"] == lang
        assert len(words["log"]) == len(events)
        assert len(words["options"]) == len(d.options)
        assert words["prompt"] and "{" not in words["prompt"]
    uk = table_words(game, d.player, "uk", events)
    en = table_words(game, d.player, "en", events)
    assert uk["options"][0] == "добрати" and en["options"][0] == "draw"
    # a seat with nothing to decide gets no question; nobody's words leak another's cards
    other = 1 - d.player
    theirs = table_words(game, other, "en", [event_view(game, e, other) for e in game.state.events()])
    assert "prompt" not in theirs
    secret = 0
    for e, html in zip(game.state.events(), theirs["log"], strict=True):
        if e.get("card") and e.get("visible_to") is not None and other not in e["visible_to"]:
            secret += 1
            assert e["card"] not in {c for c, _ in CARDREF.findall(html)}, html
    assert secret


def test_a_player_to_choose_who_reads_the_question_is_you() -> None:
    d = Decision(0, PLAYER, "choose a player", [0, 1])
    names = ["Ann", "Bob"]
    assert decision_words("en", "3rd", d, names, "Ann")["options"] == ["you", "Bob"]
    assert decision_words("pt-BR", "3rd", d, names, "Ann")["options"] == ["você", "Bob"]
    assert decision_words("en", "3rd", d, names)["options"] == ["Ann", "Bob"]  # a spectator


async def _first_state(live: Any, gid: str, hello: dict[str, Any]) -> dict[str, Any]:
    async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
        await ws.send(json.dumps({"type": "hello", **hello}))
        while True:
            msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if msg["type"] in ("state", "error"):
                return msg


def test_the_state_message_and_the_replay_carry_each_readers_words(live: Any) -> None:
    g = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"], "seed": 3}).json()
    gid = g["id"]
    tokens = [s["token"] for s in g["seats"]]
    pt = asyncio.run(_first_state(live, gid, {"seat": 0, "token": tokens[0], "lang": "pt_BR"}))
    uk = asyncio.run(_first_state(live, gid, {"seat": 1, "token": tokens[1], "lang": "uk"}))
    assert pt["words"]["lang"] == "pt_BR" and uk["words"]["lang"] == "uk"
    assert len(pt["words"]["log"]) == len(pt["log"]["events"])
    assert pt["words"]["prompt"] != uk["words"]["prompt"]
    # the state itself is the same language-neutral view for both: English card names
    assert pt["view"]["decision"]["prompt"].startswith("Ann: ")
    names = {c.name for c in Game.new("3rd", 2).edition.cards}
    assert set(pt["view"]["decision"]["options"]) <= names
    # a refused hello is answered in the reader's words too
    refused = asyncio.run(_first_state(live, gid, {"seat": 0, "token": "nope", "lang": "es"}))
    assert refused["type"] == "error" and refused["message"] == "wrong token for this seat"
    assert refused["text"] == "token incorrecto para este asiento"
    # a refusal: English for the API, the reader's words beside it
    r = httpx.post(f"{live.url}/api/games/{g['id']}/answer", json={"seat": 0, "answer": "x"},
                   cookies={"innovation-lang": "it"})
    body = r.json()
    assert r.status_code == 401 and body["error"].startswith("this seat needs its token")
    assert body["text"] != body["error"] and "token" in body["text"]
    # an answer the engine refuses: its reason in the reader's words (render_refusal)
    bad = httpx.post(f"{live.url}/api/games/{gid}/answer", cookies={"innovation-lang": "uk"},
                     json={"seat": 0, "token": tokens[0], "answer": "Nonsense", "expect": 0})
    assert bad.status_code == 422 and "is not a legal answer" in bad.json()["error"]
    assert CYRILLIC.search(bad.json()["text"]) and "is not a legal" not in bad.json()["text"]
    # the replay asks for its words in a language; without `lang` the API is as it was
    neutral = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0",
                        headers={"authorization": f"Bearer {tokens[0]}"}).json()
    assert "words" not in neutral
    first = neutral["decision"]["options"][0]
    for seat, token in enumerate(tokens):  # both choose a first card, then Ann concedes
        view = httpx.get(f"{live.url}/api/games/{gid}/view?seat={seat}",
                         headers={"authorization": f"Bearer {token}"}).json()
        httpx.post(f"{live.url}/api/games/{gid}/answer", json={
            "seat": seat, "token": token, "answer": view["decision"]["options"][0],
            "expect": view["n"]}).raise_for_status()
    n = httpx.get(f"{live.url}/api/games/{gid}").json()["answers"]
    httpx.post(f"{live.url}/api/games/{gid}/answer", json={
        "seat": 0, "token": tokens[0], "answer": {"concede": "Ann"}, "expect": n}).raise_for_status()
    step = httpx.get(f"{live.url}/api/games/{gid}/replay?step=1&seat=0").json()
    assert "words" not in step and step["answer"] == first
    step = httpx.get(f"{live.url}/api/games/{gid}/replay?step=1&seat=0&lang=uk").json()
    assert step["words"]["answered"] == Words("uk", "3rd").card(first)
    assert step["words"]["prompt"] and len(step["words"]["log"]) == len(step["view"]["log"])
    end = httpx.get(f"{live.url}/api/games/{gid}/replay?seat=1&lang=it").json()
    assert end["view"]["over"] and end["words"]["end"] == "Ann si è arreso"
    # Ann reads it about herself
    own = httpx.get(f"{live.url}/api/games/{gid}/replay?seat=0&lang=it").json()
    assert own["words"]["end"] == "ti sei arreso"


# ---- the viewer is "you" on their own screen; the others, and spectators, read the name


def _played(seed: int, steps: int = 4000) -> Game:
    """A two-player game played with random answers to its end."""
    game = Game.new("3rd", ["Ann", "Bob"], seed=seed)
    rng = random.Random(seed)
    while game.decision is not None and steps:
        game.answer(rng.choice(game.decision.options))
        steps -= 1
    return game


def test_the_viewer_reads_about_themselves_as_you_in_every_language() -> None:
    game = _played(7)
    assert game.state.over
    for lang in LANGUAGES:
        for seat, me, other in ((0, "Ann", "Bob"), (1, "Bob", "Ann")):
            events = [event_view(game, e, seat) for e in game.state.events()]
            mine = table_words(game, seat, lang, events)
            spectator = table_words(game, None, lang, [event_view(game, e, None)
                                                       for e in game.state.events()])
            assert len(mine["log"]) == len(events)
            about_me = about_them = 0
            for e, html, seen in zip(events, mine["log"], spectator["log"], strict=True):
                shown = text_of(html)
                # the viewer's own name never shows on their screen: they are "you"
                assert me not in shown, (lang, me, shown)
                if not shown:
                    continue
                if e.get("player") == me:
                    about_me += 1
                    assert text_of(seen) != shown, (lang, shown)  # the spectator's says the name
                    assert me in text_of(seen)
                elif e.get("player") == other:
                    about_them += 1
                    assert other in shown  # the other player is named as ever
            assert about_me > 10 and about_them > 10
            assert me not in mine["end"] or not game.state.end_reason.startswith(me)
            # a spectator reads names only: nobody is "you"
            assert "{" not in "".join(spectator["log"])


def test_lines_about_the_viewer_in_english() -> None:
    def said(event: dict[str, Any], viewer: str | None) -> str:
        return text_of(event_line(marked_words("en", "3rd"), event, viewer))

    draw = {"type": "draw", "player": "Ann", "age": 1}
    assert said(draw, "Ann") == "You drew a 1"
    assert said(draw, "Bob") == said(draw, None) == "Ann drew a 1"
    give = {"type": "transfer", "player": "Bob", "card": "Oars", "to": "score", "to_player": "Ann"}
    assert said(give, "Ann") == "Bob transferred Oars to your score pile"
    assert said(give, "Bob") == "You transferred Oars to Ann's score pile"
    deal = {"type": "negotiate", "player": "Bob", "with_player": "Ann", "card": "Oars",
            "use": "escape"}
    assert said(deal, "Ann") == (
        "Bob negotiated with you: returned a card from their hand to escape your demand (Oars)")
    assert said(deal, "Bob") == (
        "You negotiated with Ann: returned a card from your hand to escape Ann's demand (Oars)")
    assert said({"type": "turn", "turn": 3, "player": "Ann"}, "Ann") == "turn 3: yours"
    assert said({"type": "splay", "player": "Ann", "color": "red", "direction": "left"},
                "Ann") == "You splayed red left"
    over = {"type": "game_over", "winners": ["Ann", "Cy"], "reason": "Bob conceded"}
    assert said(over, "Ann") == "game over: you and Cy won (Bob conceded)"
    assert said(over, "Bob") == "game over: Ann and Cy won (you conceded)"
    assert said({"type": "game_over", "winners": ["Ann"], "reason": "score"}, "Ann") == (
        "game over: you won (the highest score)")
    assert said({"type": "concede", "player": "Ann"}, "Ann") == "You conceded"
    # an empty name is nobody's: a line without a player is not about the viewer
    assert said({"type": "draw", "player": "", "age": 1}, "") == " drew a 1"


def test_nobody_may_be_named_you_in_any_language_of_the_table() -> None:
    """Issue 19's rule, for the second-person lines: a player called "Você" would make a
    Portuguese page's "Você comprou …" about someone else."""
    from innovation.server.inputs import ApiError, clean_name
    from innovation.text.catalog import translate

    for lang in LANGUAGES:
        for word in (translate(lang, "you"), translate(lang, "You")):
            for name in (word, word.upper(), word.lower()):
                try:
                    clean_name(name, 0, frozenset())
                except ApiError as exc:
                    assert "choose another name" in exc.message
                else:
                    raise AssertionError(f"{name!r} ({lang}) was taken as a name")
    assert clean_name("Ana", 0, frozenset()) == "Ana"


# ---- refusals reach the page in the reader's language


def test_refusals_a_page_can_meet_are_in_the_readers_language(live: Any) -> None:
    g = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"], "seed": 3}).json()

    async def bad_message() -> dict[str, Any]:
        async with websockets.connect(f"{live.ws_url}/ws/games/{g['id']}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": None, "lang": "uk"}))
            assert json.loads(await asyncio.wait_for(ws.recv(), 10))["type"] == "state"
            await ws.send("{not json")
            return json.loads(await asyncio.wait_for(ws.recv(), 10))

    msg = asyncio.run(bad_message())
    assert msg["type"] == "error" and msg["status"] == 400
    assert msg["message"] == "the request is not valid JSON"  # the API's, stable
    assert msg["text"] == "запит не є коректним JSON"
    # the same over HTTP: `error` in English, `text` in the cookie's language
    r = httpx.post(f"{live.url}/api/games/{g['id']}/answer", content=b"{oops",
                   headers={"content-type": "application/json"},
                   cookies={"innovation-lang": "pt_BR"})
    assert r.status_code == 400 and r.json()["error"] == "the request is not valid JSON"
    assert r.json()["text"] == "o pedido não é um JSON válido"
    # the guard's refusals too: a body of a type a form of another site can send, a wrong name
    r = httpx.post(live.url + "/api/games", content=b"{}", cookies={"innovation-lang": "it"},
                   headers={"content-type": "text/plain"})
    assert r.status_code == 415 and r.json()["error"].startswith("send the request body as JSON")
    assert r.json()["text"].startswith("invia il corpo della richiesta come JSON")
    r = httpx.get(live.url + "/api/games", headers={"host": "rebound.example",
                                                    "accept-language": "uk"})
    assert r.status_code == 400 and "'rebound.example'" in r.json()["error"]
    assert r.json()["text"] == "цей сервер не обслуговує ім’я 'rebound.example' (див. --allowed-hosts)"
    # two seats of one name, as the lobby may send them
    r = httpx.post(live.url + "/api/games", json={"seats": ["Ana", "ANA"]},
                   cookies={"innovation-lang": "es"})
    assert r.status_code == 400 and r.json()["error"].startswith("players' names must be")
    assert r.json()["text"].startswith("los nombres de los jugadores deben ser distintos")
    # a name that is "you" in the reader's language
    r = httpx.post(live.url + "/api/games", json={"seats": ["Tú", "Bob"]},
                   cookies={"innovation-lang": "es"})
    assert r.status_code == 400 and "choose another name" in r.json()["error"]
    assert r.json()["text"] == "asiento 0: la mesa llama 'Tú' a cada persona que la mira; elige otro nombre"


def test_every_refusal_of_the_server_is_a_catalogue_message() -> None:
    """An `ApiError` is raised with a msgid (`N_("…")`, a constant holding one, or an engine
    error's `key`), never with an English literal or an f-string: its `text` is then in the
    reader's language. (A static check of innovation/server/, so a new refusal cannot slip
    back to English only.)"""
    import ast
    from pathlib import Path

    import innovation.server as server

    found = []
    for path in sorted(Path(server.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("ApiError", "_refusal", "_ws_error")):
                continue
            message = node.args[1]  # (status, message, ...) for all three
            if isinstance(message, (ast.Constant, ast.JoinedStr, ast.BinOp)):
                found.append(f"{path.name}:{node.lineno}")
    assert not found, f"refusals in English only: {found}"
