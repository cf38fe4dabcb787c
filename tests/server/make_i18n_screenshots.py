"""Take issue 22's screenshots of the pages in each language (not a test):
python -m tests.server.make_i18n_screenshots

In docs/screenshots/: `lang-lobby-<lang>.png` and `lang-cards-<lang>.png` (desktop, 1366x800)
and `lang-lobby-<lang>-phone.png` (390x844) for en, pt_BR, es, it, uk; the reader's language
is chosen as the header's selector chooses it (its cookie)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from innovation.text.languages import LANGUAGES

from .browser import launch
from .conftest import ROOT, LiveServer

OUT = ROOT / "docs" / "screenshots"
DESKTOP = {"viewport": {"width": 1366, "height": 800}}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
LOBBY_READY = "document.querySelector('#games table, #games p') !== null"


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        live = LiveServer(str(Path(tmp) / "games.sqlite3")).start()
        try:
            with sync_playwright() as p:
                b = launch(p)
                for lang in LANGUAGES:
                    for suffix, opts in (("", DESKTOP), ("-phone", PHONE)):
                        context = b.new_context(**opts)
                        context.add_cookies([{"name": "innovation-lang", "value": lang,
                                              "url": live.url}])
                        page = context.new_page()
                        page.goto(live.url + "/")
                        page.wait_for_function(LOBBY_READY)
                        page.wait_for_timeout(200)
                        page.screenshot(path=str(OUT / f"lang-lobby-{lang}{suffix}.png"))
                        if not suffix:
                            page.goto(live.url + "/cards/3rd?age=1")
                            page.wait_for_selector("body[data-ready='1']")
                            page.wait_for_timeout(300)
                            page.screenshot(path=str(OUT / f"lang-cards-{lang}.png"))
                        context.close()
                b.close()
        finally:
            live.stop()
    print("issue 22 screenshots in", OUT)


if __name__ == "__main__":
    main()
