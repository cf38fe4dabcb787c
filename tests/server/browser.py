"""Helpers for driving the table page in Debian's Chromium with Playwright."""

from __future__ import annotations

import os
import random
import shutil
from typing import Any

import httpx

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


def chromium_path() -> str | None:
    for candidate in (os.environ.get("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"):
        if candidate and os.path.exists(candidate):
            return candidate
    return shutil.which("chromium")


class CspBypassingBrowser:
    """A Playwright browser whose pages ignore the pages' Content-Security-Policy unless
    asked (`new_page(bypass_csp=False)`): Playwright's `wait_for_function` evaluates strings,
    which the policy forbids. `test_pages_work_under_their_content_security_policy` checks
    the pages with the policy enforced."""

    def __init__(self, browser: Any) -> None:
        self._browser = browser

    def new_page(self, **options: Any) -> Any:
        options.setdefault("bypass_csp", True)
        return self._browser.new_page(**options)

    def new_context(self, **options: Any) -> Any:
        options.setdefault("bypass_csp", True)
        return self._browser.new_context(**options)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._browser, name)


def launch(playwright: Any) -> Any:
    return CspBypassingBrowser(
        playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_ARGS)
    )


# `document.body` is null while a page's <head> loads (theme.js is loaded there, before the
# body, so that a page is drawn in its theme from the start)
MINE_OR_OVER = (
    "document.body !== null && (document.querySelector('#prompt.mine') || "
    "document.body.dataset.over === '1')"
)
READY = (
    "document.body !== null && (document.body.dataset.over === '1' || "
    "document.querySelector('#prompt.mine[data-busy=\"0\"]') !== null)"
)


def n_of(page: Any) -> int:
    return int(page.evaluate("document.body.dataset.n || '-1'"))


def over(page: Any) -> bool:
    return page.evaluate("document.body.dataset.over") == "1"


def wait_ready(page: Any, timeout: float = 15000) -> None:
    page.wait_for_function(READY, timeout=timeout)


def take_turn(page: Any, prefer: str = "draw") -> None:
    """Answer the pending decision by clicking, as a person would, and wait for the answer to
    be applied. `prefer`: "draw", "meld" (click a card in the hand) or "dogma" (click a top
    card on the board)."""
    wait_ready(page)
    if over(page):
        return
    n = n_of(page)
    kind = page.evaluate("document.querySelector('#prompt.mine').dataset.kind")
    prompt = page.locator("#prompt.mine")
    if kind == "action":
        hand = page.locator(".player.me [data-zone=hand].selectable")
        top = page.locator(".player.me [data-zone=top].selectable")
        if prefer == "meld" and hand.count():
            hand.first.click()
        elif prefer == "dogma" and top.count():
            top.first.click()
        else:
            prompt.locator("button.act-draw").click()
    elif kind == "setup":
        page.locator(".player.me [data-zone=hand].selectable").first.click()
    elif kind == "yesno":
        prompt.locator("button.opt-no").click()
    elif prompt.locator("button.opt-confirm").count():  # several cards: pick, confirm
        several = page.evaluate("__table.S.view.decision.context.several")
        least = max(1, several["min"] - several["chosen"])
        for _ in range(min(least, several["max"] - several["chosen"])):
            page.locator("#players .card.selectable:not(.selected)").first.click()
        page.locator("#prompt.mine button.opt-confirm").click()
    elif kind == "card" and page.locator("#players .card.selectable").count():
        page.locator("#players .card.selectable").first.click()
    else:
        prompt.locator(".group button").first.click()
    if not _applied(page, n):
        raise AssertionError("the server refused a click: " + page.inner_text("#toast"))


def _applied(page: Any, n: int) -> bool:
    """Wait until the answer is applied (True) or refused (False, the message in #toast)."""
    try:
        page.wait_for_function(
            f"document.body.dataset.n !== '{n}' || document.body.dataset.over === '1' "
            "|| document.getElementById('toast').hidden === false",
            timeout=15000,
        )
    except Exception as exc:
        state = page.evaluate(
            "JSON.stringify({busy: __table.busy, n: document.body.dataset.n, "
            "prompt: document.getElementById('prompt').innerText, "
            "status: document.getElementById('status').innerText})"
        )
        raise AssertionError(f"the click had no effect: {state}") from exc
    return bool(page.evaluate("document.getElementById('toast').hidden"))


def drive(live: Any, gid: str, token: str, rng: random.Random, until: Any) -> dict:
    """Play seat 0 through the HTTP API (mostly melds and dogmas, so boards grow) until
    `until(view)` holds at one of its decisions, or the game ends; returns that view."""
    for _ in range(3000):
        v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0",
                      headers={"authorization": f"Bearer {token}"}).json()
        d = v.get("decision") or {}
        if v["over"] or ("options" in d and until(v)):
            return v
        if "options" not in d:
            continue
        opts = d["options"]
        pref = [o for o in opts if isinstance(o, dict) and ("meld" in o or "dogma" in o)]
        a = rng.choice(pref if pref and rng.random() < 0.85 else opts)
        httpx.post(f"{live.url}/api/games/{gid}/answer",
                   json={"seat": 0, "token": token, "answer": a, "expect": v["n"]})
    raise RuntimeError("no such position")


def splays(v: dict) -> int:
    return sum(e["splay"] != "none" for p in v["players"] for e in p["board"].values())
