"""Take the screenshots in docs/screenshots/ (not a test): python -m tests.server.make_screenshots

Plays a game against the AI through the API until the boards show splays, then photographs the
table in Chromium: the table with the rules tooltip, the same table on a phone, a decision
inside a card's effect, a choice of several cards, the end of the game, and the lobby."""

from __future__ import annotations

import random
import sys
import tempfile
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


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
