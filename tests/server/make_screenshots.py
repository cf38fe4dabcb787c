"""Take the screenshots in docs/screenshots/ (not a test): python -m tests.server.make_screenshots
(`... make_screenshots fourth` takes only the 4th edition's, `... learn` only issue 21's).

Plays a game against the AI through the API until the boards show splays, then photographs the
table in Chromium: the table with the rules tooltip, the same table on a phone, a decision
inside a card's effect, a choice of several cards, the end of the game, and the lobby. Then the
4th edition (`fourth-*.png`), from positions (a server that allows them): the junk and an aslant
pile with the person icon, on a desktop and a phone; Astrogeology's aslant splay winning the
game; a negotiation; teams of three pairs with a player out and the Concede dialog; the lobby's
team shapes. Then playing together (`together-*.png`; `... make_screenshots together` takes
only those): the invitation, taking a seat on a phone, the chat and clocks, six players."""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

import httpx
from playwright.sync_api import sync_playwright

from .browser import drive, launch, splays
from .conftest import ROOT, LiveServer

OUT = ROOT / "docs" / "screenshots"


def main(seed: int = 7) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        live = LiveServer(str(Path(tmp) / "shots.sqlite3")).start()
        try:
            g = httpx.post(live.url + "/api/games", json={
                "seats": [{"name": "Ada"}, {"name": "Babbage", "ai": "random"}],
                "seed": seed}).json()
            gid, token = g["id"], g["seats"][0]["token"]
            rng = random.Random(seed)
            drive(live, gid, token, rng, lambda v: v["n"] >= 70 and splays(v) >= 3
                  and v["decision"]["kind"] == "action")
            with sync_playwright() as p:
                b = launch(p)
                page = b.new_page(viewport={"width": 1500, "height": 980})
                page.goto(live.url + g["seats"][0]["url"])
                page.wait_for_selector("#prompt.mine")
                page.locator(".player.me [data-zone=top]").first.hover()
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "table.png"))
                page.mouse.move(5, 5)
                page.set_viewport_size({"width": 390, "height": 844})  # a phone
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "phone.png"))
                page.set_viewport_size({"width": 1500, "height": 980})
                drive(live, gid, token, rng,
                      lambda v: v["decision"]["kind"] not in ("action", "setup"))
                page.wait_for_timeout(500)
                page.screenshot(path=str(OUT / "decision.png"))
                several = drive(live, gid, token, rng, lambda v: bool(
                    (v["decision"].get("context") or {}).get("several")))
                if not several["over"]:  # a choice of several cards, one of them picked
                    page.wait_for_timeout(500)
                    page.locator("#prompt.mine .opt-card").first.click()
                    page.mouse.move(5, 5)
                    page.wait_for_timeout(300)
                    page.screenshot(path=str(OUT / "several.png"))
                drive(live, gid, token, rng, lambda v: False)
                page.wait_for_selector("#gameover", state="visible")
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "game-over.png"))
                page.goto(live.url + "/")
                page.wait_for_selector(".gamelist")
                page.set_viewport_size({"width": 1100, "height": 760})
                page.screenshot(path=str(OUT / "lobby.png"))
                b.close()
        finally:
            live.stop()
    print("screenshots in", OUT)


# Ann's purple pile is splayed aslant from the start (The Internet's people show); her Archery
# junks an achievement and her Canal Building the 3 deck (see tests/server/test_browser_fourth.py)
FOURTH_TABLE = {
    "edition": "4th",
    "seed": 11,
    "players": {
        "Ann": {
            "board": {
                "red": ["Archery"],
                "yellow": {"cards": ["Canal Building", "Globalization"], "splay": "up"},
                "green": ["Corporations"],
                "purple": {"cards": ["Code of Laws", "The Internet", "Mysticism"],
                           "splay": "aslant"},
            },
            "hand": ["Astrogeology", "Pottery", "Tools", "Oars", "Sailing"],
            "score": ["Agriculture", "Clothing"],
        },
        "Bob": {"board": {"purple": ["Railroad"], "blue": {"cards": ["Software", "Writing"],
                                                           "splay": "right"}}},
    },
    "achievements": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    "current": "Ann",
    "turn": 3,
}
NEGOTIATION = {
    "edition": "4th",
    "seed": 4,
    "players": {
        "Ann": {"board": {"blue": ["Tools"], "red": ["Oars"]}, "hand": ["Sailing", "Pottery"]},
        "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Clothing"]},
        "Cleo": {"board": {"blue": ["Writing"], "yellow": ["Agriculture"]},
                 "hand": ["Mysticism", "Masonry"]},
        "Dev": {"board": {"green": ["The Wheel"]}, "hand": ["Archery"]},
    },
    "current": "Ann",
    "turn": 5,
}


def fourth_edition() -> None:
    """The 4th edition's screenshots (fourth-*.png)."""
    with tempfile.TemporaryDirectory() as tmp:
        live = LiveServer(str(Path(tmp) / "shots4.sqlite3"), allow_positions=True).start()
        try:
            post = lambda spec: httpx.post(live.url + "/api/games", json=spec).json()  # noqa: E731

            def answer(g: dict, seat: int, a: object) -> None:
                n = httpx.get(f"{live.url}/api/games/{g['id']}").json()["answers"]
                httpx.post(f"{live.url}/api/games/{g['id']}/answer",
                           json={"seat": seat, "token": g["seats"][seat]["token"], "answer": a,
                                 "expect": n})

            with sync_playwright() as p:
                b = launch(p)
                page = b.new_page(viewport={"width": 1500, "height": 1000})
                # the junk and an aslant pile
                g = post({"start": FOURTH_TABLE,
                          "seats": [{"name": "Ann"}, {"name": "Bob", "ai": "random"}]})
                for a in [{"dogma": "Archery"}, 1, {"dogma": "Canal Building"},
                          "junk the 3 deck"]:
                    answer(g, 0, a)
                page.goto(live.url + g["seats"][0]["url"])
                page.wait_for_selector("#prompt.mine")
                page.locator(".player.me [data-zone=top][data-card=Archery]").hover()
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "fourth-table.png"))
                page.mouse.move(5, 5)
                page.set_viewport_size({"width": 390, "height": 844})
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "fourth-phone.png"), full_page=True,
                                clip={"x": 0, "y": 0, "width": 390, "height": 1250})
                # the end: Astrogeology splays the purple pile aslant and wins
                from .test_browser_fourth import POSITION

                g = post({"start": POSITION,
                          "seats": [{"name": "Ann"}, {"name": "Bob", "ai": "random"}]})
                for a in [{"dogma": "Archery"}, 1, {"dogma": "Canal Building"},
                          "junk the 3 deck"]:
                    answer(g, 0, a)
                for _ in range(200):  # Bob's turn (the AI)
                    if httpx.get(f"{live.url}/api/games/{g['id']}").json()["waiting_for"] == "Ann":
                        break
                    time.sleep(0.05)
                for a in [{"meld": "Astrogeology"}, {"dogma": "Astrogeology"}]:
                    answer(g, 0, a)
                page.set_viewport_size({"width": 1500, "height": 1000})
                page.goto(live.url + g["seats"][0]["url"])
                page.wait_for_selector("#gameover", state="visible")
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "fourth-over.png"))
                # negotiation: a distant player's top card, for a card from the hand
                g = post({"start": NEGOTIATION, "seats": [
                    {"name": "Ann"}, {"name": "Bob", "ai": "random"},
                    {"name": "Cleo", "ai": "random"}, {"name": "Dev", "ai": "random"}]})
                page.goto(live.url + g["seats"][0]["url"])
                page.wait_for_selector("#prompt.mine")
                page.locator(".player[data-player=Cleo] [data-card=Writing]").hover()
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "fourth-negotiation.png"))
                # three pairs (ABCABC), a player out, the Concede dialog
                names = ["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"]
                g = post({"edition": "4th", "teams": "ABCABC", "seed": 3, "seats": [
                    {"name": n} if n in ("Ann", "Dev") else {"name": n, "ai": "random"}
                    for n in names]})
                rng = random.Random(3)
                for _ in range(3000):  # Ann and Dev play at random until Dev concedes
                    v = httpx.get(f"{live.url}/api/games/{g['id']}/view").json()
                    if v["over"] or (v["n"] >= 40 and v["waiting_for"] == "Ann"
                                     and v["decision"]["kind"] == "action"):
                        break
                    if v["waiting_for"] not in ("Ann", "Dev"):
                        time.sleep(0.01)
                        continue
                    seat = names.index(v["waiting_for"])
                    mine = httpx.get(f"{live.url}/api/games/{g['id']}/view?seat={seat}",
                                     headers={"authorization":
                                              f"Bearer {g['seats'][seat]['token']}"}).json()
                    if "options" in mine.get("decision", {}):
                        answer(g, seat, rng.choice(mine["decision"]["options"]))
                answer(g, 3, {"concede": "Dev"})
                drive(live, g["id"], g["seats"][0]["token"], random.Random(4),
                      lambda v: v["decision"]["kind"] == "action")
                page.set_viewport_size({"width": 1500, "height": 1250})
                page.goto(live.url + g["seats"][0]["url"])
                page.wait_for_selector("#prompt.mine")
                page.click("#concede")
                page.wait_for_timeout(300)
                page.screenshot(path=str(OUT / "fourth-teams.png"))
                # the lobby's team shapes
                page.goto(live.url + "/")
                page.wait_for_selector(".gamelist")
                page.select_option("#edition", "4th")
                page.select_option("#count", "6")
                page.select_option("#teams", "ABCABC")
                page.set_viewport_size({"width": 1100, "height": 820})
                page.screenshot(path=str(OUT / "fourth-lobby.png"))
                b.close()
        finally:
            live.stop()
    print("4th-edition screenshots in", OUT)


def together() -> None:
    """Playing together (together-*.png): the invitation on the table page, taking a seat by
    it on a phone, the chat and the clocks, and a six-player table on a desktop and a phone."""
    with tempfile.TemporaryDirectory() as tmp:
        live = LiveServer(str(Path(tmp) / "shots-together.sqlite3")).start()
        try:
            with sync_playwright() as p:
                b = launch(p)
                g = httpx.post(live.url + "/api/games", json={
                    "seats": [{"name": "Ann"}, {"open": True}, {"open": True}],
                    "clock": {"bank": 600, "increment": 10}}).json()
                code = g["invite"].split("#invite=")[1]
                bob = httpx.post(f"{live.url}/api/games/{g['id']}/join",
                                 json={"name": "Bob", "invite": code}).json()
                ann = b.new_context(viewport={"width": 1366, "height": 800}).new_page()
                ann.goto(live.url + g["seats"][0]["url"])
                ann.wait_for_selector("#invitelink")
                ann.wait_for_timeout(400)
                ann.screenshot(path=str(OUT / "together-invite.png"))
                cleo = b.new_context(viewport={"width": 390, "height": 844}, is_mobile=True,
                                     has_touch=True).new_page()
                cleo.goto(live.url + g["invite"])
                cleo.wait_for_selector("#joinname")
                cleo.fill("#joinname", "Cleo")
                cleo.wait_for_timeout(300)
                cleo.screenshot(path=str(OUT / "together-join.png"))
                cleo.click("#joinbutton")
                cleo.wait_for_function("document.getElementById('status').textContent === 'seat: Cleo'")
                bobp = b.new_context(viewport={"width": 1366, "height": 800}).new_page()
                bobp.goto(f"{live.url}/g/{g['id']}#seat={bob['seat']}&token={bob['token']}")
                for page in (ann, bobp, cleo):  # everyone melds a first card
                    page.wait_for_selector("#prompt.mine .opt-card")
                    page.locator("#prompt.mine .opt-card").first.click()
                    page.wait_for_timeout(300)
                for page, text in ((ann, "Good luck, both of you!"), (bobp, "Thanks <3 — may the best civilisation win"),
                                   (cleo, "I'm on my phone on the train: go easy")):
                    page.fill("#chatinput", text)
                    page.press("#chatinput", "Enter")
                    page.wait_for_timeout(250)
                ann.wait_for_function("document.querySelectorAll('#chat li[data-i]').length === 3")
                ann.wait_for_timeout(1500)
                ann.screenshot(path=str(OUT / "together-chat.png"))

                six = httpx.post(live.url + "/api/games", json={
                    "edition": "4th", "seed": 12,
                    "seats": [{"name": "Ann"}] + [{"name": n, "ai": "random"}
                                                  for n in ("Bob", "Cleo", "Dev", "Eve", "Finn")],
                }).json()
                rng = random.Random(3)
                drive(live, six["id"], six["seats"][0]["token"], rng,
                      lambda v: v["n"] >= 40 and splays(v) >= 2 and v["decision"]["kind"] == "action")
                page = b.new_context(viewport={"width": 1366, "height": 800}).new_page()
                page.goto(live.url + six["seats"][0]["url"])
                page.wait_for_selector(".player.me")
                page.wait_for_timeout(400)
                page.screenshot(path=str(OUT / "together-six.png"))
                page.set_viewport_size({"width": 390, "height": 844})
                page.wait_for_timeout(400)
                page.screenshot(path=str(OUT / "together-six-phone.png"))
                b.close()
        finally:
            live.stop()


def learn() -> None:
    """Issue 21's screenshots (learn-*.png): the card view on a phone, the guided first game,
    the card browser, the how-to-play page, and the table in the light and dark themes, each
    at 1366 x 800 and 390 x 844."""
    with tempfile.TemporaryDirectory() as tmp:
        live = LiveServer(str(Path(tmp) / "shots-learn.sqlite3")).start()
        try:
            with sync_playwright() as p:
                b = launch(p)
                desktop = {"viewport": {"width": 1366, "height": 800}}
                phone = {"viewport": {"width": 390, "height": 844}, "has_touch": True,
                         "is_mobile": True}
                # the guided first game, at its third step (a shared dogma)
                for size, opts in (("", desktop), ("-phone", phone)):
                    page = b.new_page(**opts)
                    page.goto(live.url + "/")
                    page.click("#tutorialstart")
                    page.wait_for_selector("#tutorial[data-stage=step][data-step='0']")
                    for step in range(2):
                        page.wait_for_selector(f"#tutorial[data-stage=step][data-step='{step}']")
                        page.wait_for_selector("#prompt.mine[data-busy='0']")
                        if opts is phone:  # the prompt's button, at the top of a phone
                            page.locator("#prompt .tut-target").first.tap()
                        else:
                            page.locator(".tut-target").first.click()
                    page.wait_for_selector("#tutorial[data-stage=step][data-step='2']",
                                           timeout=20000)
                    page.wait_for_timeout(400)
                    page.screenshot(path=str(OUT / f"learn-tutorial{size}.png"))
                    if opts is phone:  # the card view of the step's card
                        page.locator(".player.me .tut-target").first.tap()
                        page.wait_for_selector("#cardview .cv-play")
                        page.wait_for_timeout(300)
                        page.screenshot(path=str(OUT / "learn-phone-card.png"))
                    page.close()
                # the table in both themes
                g = httpx.post(live.url + "/api/tutorial").json()
                for theme in ("light", "dark"):
                    for size, opts in (("", desktop), ("-phone", phone)):
                        page = b.new_page(color_scheme=theme, **opts)
                        page.goto(live.url + g["url"])
                        page.wait_for_selector("#prompt.mine")
                        page.wait_for_timeout(400)
                        page.screenshot(path=str(OUT / f"learn-{theme}{size}.png"))
                        page.close()
                # the card browser and the how-to-play page
                for size, opts in (("", desktop), ("-phone", phone)):
                    page = b.new_page(**opts)
                    page.goto(live.url + "/cards/3rd?icon=factory&age=5")
                    page.wait_for_selector("body[data-ready='1']")
                    page.wait_for_timeout(300)
                    page.screenshot(path=str(OUT / f"learn-cards{size}.png"))
                    page.goto(live.url + "/howto#splays")
                    page.wait_for_selector("body[data-ready='1']")
                    page.wait_for_timeout(300)
                    page.screenshot(path=str(OUT / f"learn-howto{size}.png"))
                    page.close()
                b.close()
        finally:
            live.stop()
    print("issue 21 screenshots in", OUT)


if __name__ == "__main__":
    if sys.argv[1:] == ["fourth"]:
        fourth_edition()
    elif sys.argv[1:] == ["learn"]:
        learn()
    elif sys.argv[1:] == ["together"]:
        together()
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
        fourth_edition()
        learn()
        together()
