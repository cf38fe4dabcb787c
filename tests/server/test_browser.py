"""The table in a real browser (Debian's Chromium, driven by Playwright): create a game
against an AI in the lobby, play by clicking, reload in the middle, finish the game, replay it."""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest

from innovation.engine.editions import get_edition

from .browser import chromium_path, drive, n_of, over, splays, take_turn, wait_ready
from .conftest import ROOT

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")


def test_play_a_game_against_the_ai_by_clicking(live: Any, browser: Any, tmp_path: Path) -> None:
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + "/")
    page.fill("#quickname", "Ann")
    page.wait_for_function("document.querySelectorAll('#quickai option').length > 0")
    page.select_option("#quickai", "random")
    page.click("#quickplay")
    page.wait_for_url(re.compile(r".*/g/[^#]+"))
    game_id = page.url.split("/g/")[1].split("#")[0]
    wait_ready(page)
    assert "Your decision" in page.inner_text("#prompt")
    assert page.locator(".player.me [data-zone=hand]").count() == 2

    # the rules text shows on hover
    page.locator(".player.me [data-zone=hand]").first.hover()
    assert not page.locator("#tooltip").is_hidden()
    assert page.locator("#tooltip .eff").count() >= 1

    assert live.tables.rooms[game_id].game.names == ["Ann", "Ada"]  # not "Ada (AI)"
    take_turn(page)  # the setup: click a card in the hand to meld it
    plan = ["meld", "meld", "dogma", "meld"]
    answers = 0
    reloaded = took_back = refused = False
    while not over(page) and answers < 400:
        # after a few turns, meld (nothing hidden is seen) until a take-back has been made
        later = "meld" if answers >= 8 and not took_back else "draw"
        take_turn(page, plan[answers] if answers < len(plan) else later)
        answers += 1
        if answers == 6 and not reloaded:
            wait_ready(page)
            before_n = n_of(page)
            before_hand = page.locator(".player.me [data-zone=hand]").all_inner_texts()
            before_board = page.locator(".player.me .board").inner_text()
            page.reload()
            wait_ready(page)
            assert n_of(page) == before_n  # the seat comes back exactly as it was
            assert page.locator(".player.me [data-zone=hand]").all_inner_texts() == before_hand
            assert page.locator(".player.me .board").inner_text() == before_board
            assert "Your decision" in page.inner_text("#prompt")
            reloaded = True
        if answers >= 9 and not (took_back and refused) and not over(page):
            wait_ready(page)
            button = page.locator("#takeback")
            shown = button.is_visible()
            off = "off" in (button.get_attribute("class") or "")
            if shown and off and not refused:
                # a card hidden before was seen this turn (a draw): the table says why
                button.click(force=True)  # aria-disabled: Playwright would wait for it
                page.wait_for_function("document.getElementById('toast').hidden === false")
                assert "hidden before" in page.inner_text("#toast")
                # the toast would otherwise read as a refused answer to take_turn below
                page.evaluate("document.getElementById('toast').hidden = true")
                refused = True
            elif shown and not off and not took_back:
                n = n_of(page)
                button.click()  # back to the start of this (or the last) turn
                page.wait_for_function(f"Number(document.body.dataset.n) < {n}")
                took_back = True
    assert reloaded and over(page), "the game should end by drawing past the last age"
    assert took_back and refused
    banner = page.locator("#gameover")
    banner.wait_for(state="visible")
    assert re.search(r"wins?|win!", banner.inner_text())
    assert live.tables.rooms[game_id].game.over
    log_text = page.inner_text("#log")
    # the log's lines are the server's words (server/tablewords.py), cards named as links
    assert "game over" in log_text and "You drew" in log_text  # Ann reads about herself
    assert "Ann drew" not in log_text and "Ada drew" in log_text
    assert page.locator("#log .cardref[data-card]").count() > 10
    assert "to their achievements" not in log_text and "achievement 1" not in log_text
    assert "{" not in log_text and "<" not in log_text
    page.screenshot(path=str(tmp_path / "over.png"))

    # the record downloads, and the finished game replays step by step
    with page.expect_download() as dl:
        page.locator("#gameover a", has_text="Download record").click()
    assert dl.value.suggested_filename.endswith(".json")
    page.goto(f"{live.url}/replay/{game_id}")
    page.wait_for_function("document.body.dataset.n === '0'")
    page.click("#replaybar [data-step=next]")
    page.wait_for_function("document.body.dataset.n === '1'")
    said = page.inner_text("#replayanswer")  # the last answer in words, not JSON
    assert re.fullmatch(r"Last answer: (Ann|Ada) answered: [A-Z][\w ]+", said), said
    page.click("#replaybar [data-step=last]")
    page.wait_for_function("document.body.dataset.over === '1'")
    assert "{" not in page.inner_text("#replayanswer")
    page.click("#replaybar [data-step=first]")
    page.wait_for_function("document.body.dataset.n === '0'")
    assert not errors, errors


def test_spectator_and_bad_link(live: Any, browser: Any) -> None:
    import httpx

    g = httpx.post(live.url + "/api/games", json={"seats": [{"name": "Ann"}, {"name": "Bob"}],
                                                  "seed": 3}).json()
    page = browser.new_page()
    page.goto(f"{live.url}/g/{g['id']}")
    page.wait_for_function("document.body.dataset.n === '0'")
    assert "Waiting for Ann" in page.inner_text("#prompt")
    assert page.locator("[data-zone=hand]").count() == 0  # no hand is shown to a spectator
    page2 = browser.new_page()
    page2.goto(f"{live.url}/g/{g['id']}#seat=0&token=forged")
    page2.wait_for_function("document.body.dataset.n === '0'")
    assert "spectator" in page2.inner_text("#toast")
    assert page2.locator("[data-zone=hand]").count() == 0


def _inside(page: Any, selector: str, height: int) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def test_phone_shows_the_prompt_and_the_hand_first(live: Any, browser: Any) -> None:
    """At 390 x 844 the prompt and your hand are on the first screen, above the opponents,
    and the prompt stays at the top while you scroll down to them."""
    g = httpx.post(live.url + "/api/games", json={"seed": 7, "seats": [
        {"name": "Ann"}, {"name": "Ada", "ai": "random"}, {"name": "Brunel", "ai": "random"}]}).json()
    page = browser.new_page(viewport={"width": 390, "height": 844})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + g["seats"][0]["url"])
    wait_ready(page)
    for moment in ("setup", "later"):
        if moment == "later":  # boards with splays, a hand, a score pile
            v = drive(live, g["id"], g["seats"][0]["token"], random.Random(7),
                      lambda v: v["n"] >= 40 and splays(v) >= 2 and v["decision"]["kind"] == "action"
                      and v["players"][0]["hand"])  # a hand to show (the deal decides when)
            page.wait_for_function(f"document.body.dataset.n === '{v['n']}'")
            wait_ready(page)
            page.evaluate("window.scrollTo(0, 0)")
        assert _inside(page, "#prompt.mine", 844), moment
        assert _inside(page, ".player.me [data-zone=hand]", 844), moment
        me = page.locator(".player.me").bounding_box()
        assert all(me["y"] < box["y"] for box in
                   (o.bounding_box() for o in page.locator(".player:not(.me)").all()))
        assert page.evaluate("document.documentElement.scrollWidth") <= 390  # no sideways scroll
    page.locator(".player:not(.me)").last.scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 500
    assert page.locator("#prompt").bounding_box()["y"] <= 1  # the prompt stays on screen
    assert not errors, errors


def test_everyone_chooses_a_first_card_at_once(live: Any, browser: Any) -> None:
    g = httpx.post(live.url + "/api/games", json={"seed": 5, "seats": [
        {"name": "Ann"}, {"name": "Bob"}, {"name": "Cleo", "ai": "random"}]}).json()
    ann, bob = browser.new_page(), browser.new_page()
    bob.goto(live.url + g["seats"][1]["url"])  # Bob, second seat, does not wait for Ann
    wait_ready(bob)
    assert "everyone chooses" in bob.inner_text("#turninfo")
    bob.locator(".player.me [data-zone=hand].selectable").first.click()
    bob.wait_for_function("document.body.dataset.n === '1'")
    assert "Waiting for Ann and Cleo" in bob.inner_text("#prompt")
    assert "you chose" in bob.inner_text(".player.me")
    ann.goto(live.url + g["seats"][0]["url"])
    wait_ready(ann)
    ann.locator(".player.me [data-zone=hand].selectable").first.click()
    ann.wait_for_function("__table.S && __table.S.view.phase === 'play'")  # Cleo, the AI, chose
    bob.wait_for_function("__table.S && __table.S.view.phase === 'play'")


def test_card_names_break_only_between_words(live: Any, browser: Any) -> None:
    """Every card name of every edition, on the full face and on a phone's compact face: each
    word stays on one line, inside the name's box ("Industrializati / on" was the bug)."""
    editions = [e["name"] for e in httpx.get(live.url + "/api/meta").json()["editions"]]
    check = """async (editions) => {
      const bad = [];
      const root = document.getElementById("players");
      for (const ed of editions) {
        await Cards.load(ed);
        const board = el("div", "board");
        root.innerHTML = "";
        root.appendChild(board);
        for (const name of Object.keys(Cards.catalogue)) board.appendChild(cardEl(name));
        for (const span of board.querySelectorAll(".cname")) {
          const box = span.getBoundingClientRect();
          const text = span.firstChild;
          let at = 0;
          for (const word of span.textContent.split(" ")) {
            const r = document.createRange();
            r.setStart(text, at); r.setEnd(text, at + word.length);
            at += word.length + 1;
            const rects = [...r.getClientRects()];
            if (rects.length !== 1 || rects[0].right > box.right + 0.5 || rects[0].left < box.left - 0.5)
              bad.push(`${ed}: ${span.textContent} (${word})`);
          }
        }
      }
      return bad;
    }"""
    g = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"]}).json()
    for width in (1400, 390):  # the full face; the compact face of phones
        page = browser.new_page(viewport={"width": width, "height": 900})
        page.goto(f"{live.url}/g/{g['id']}#spectate")
        page.wait_for_function("document.body.dataset.n === '0'")
        assert page.evaluate(check, editions) == []
        page.close()


@pytest.mark.skipif(shutil.which("fc-list") is None, reason="needs fontconfig's fc-list")
def test_every_character_the_pages_show_has_a_font() -> None:
    """No missing glyphs ("tofu"): each non-ASCII character in the static files is in a font
    installed here (Debian's Chromium draws with these fonts)."""
    static = ROOT / "innovation" / "server" / "static"
    text = "".join(p.read_text(encoding="utf-8") for p in sorted(static.iterdir())
                   if p.suffix in (".html", ".js", ".css"))
    missing = []
    for ch in sorted({c for c in text if ord(c) > 127}):
        fonts = subprocess.run(["fc-list", f":charset={ord(ch):x}", "family"],
                               capture_output=True, text=True, check=True).stdout
        if not fonts.strip():
            missing.append(f"{ch} U+{ord(ch):04X}")
    assert not missing, missing


def test_the_table_speaks_plainly(live: Any, browser: Any) -> None:
    """The page's own words, from its functions: the age a draw really gives, who won, plurals.
    (The log's lines are the server's: tests/server/test_tablewords.py.)"""
    g = httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"]}).json()
    page = browser.new_page()
    page.goto(live.url + g["seats"][0]["url"])
    wait_ready(page)
    said = page.evaluate("""() => {
      const me = { board: { blue: { cards: ["Tools"], splay: "none" }, red: { cards: ["Oars"], splay: "none" } } };
      const decks = (counts) => ({ decks: Object.fromEntries(counts.map((n, i) => [String(i + 1), n])) });
      return {
        same: drawLabel(decks([3, 5, 5]), me),
        next: drawLabel(decks([0, 5, 5]), me),
        skip: drawLabel(decks([0, 0, 4]), me),
        none: drawLabel(decks([0, 0, 0]), me),
        empty: drawLabel(decks([0, 2]), { board: {} }),
        draw: winnersText([]),
        mine: winnersText(["Ann"]),
        theirs: winnersText(["Bob"]),
        both: winnersText(["Ann", "Bob"]),
        plural: [tn("{n} card", "{n} cards", 1), tn("{n} card", "{n} cards", 2)],
      };
    }""")
    assert said["same"] == "Draw a card (age 1)"
    assert said["next"] == "Draw a card (age 2: age 1 is empty)"
    assert said["skip"] == "Draw a card (age 3: ages 1–2 are empty)"
    assert said["none"] == "Draw — no cards left from age 1 up: the game ends"
    assert said["empty"] == "Draw a card (age 2: age 1 is empty)"
    assert said["draw"] == "a draw: nobody wins"
    assert said["mine"] == "you win" and said["theirs"] == "Bob wins"
    assert said["both"] == "you and Bob win"
    assert said["plural"] == ["1 card", "2 cards"]
    assert page.inner_text("#turninfo").startswith("Setup: everyone chooses a first card")
    # the first lines of the log, as the server words them for this page
    page.wait_for_function("document.querySelectorAll('#log li').length > 0")
    first = page.inner_text("#log li:first-child")
    assert re.fullmatch(r"You drew [A-Z][\w ]+", first), first  # the seat is "you"


def test_rules_tooltip_says_i_demand_once_in_bold(live: Any, browser: Any) -> None:
    """Every card's tooltip, as the table builds it: a demand's own "I demand" is the label
    (in bold), never a second one in front of it."""
    page = browser.new_page()
    page.goto(live.url + "/g/none")  # the table's scripts; no game is needed for the tooltip
    effects = page.evaluate(
        """async () => {
            const out = [];
            for (const edition of ["3rd", "1st", "4th"]) {
                Cards.edition = null;
                await Cards.load(edition);
                for (const name of Object.keys(Cards.catalogue)) {
                    const box = document.createElement("div");
                    box.innerHTML = tooltipHtml(name);
                    for (const eff of box.querySelectorAll(".eff")) {
                        const bold = eff.querySelector("b");
                        const demand = eff.classList.contains("demand");
                        const text = eff.textContent;
                        out.push({name, text, demand, bold: bold ? bold.textContent : null});
                    }
                }
            }
            return out;
        }"""
    )
    editions = [get_edition(name) for name in ("3rd", "1st", "4th")]
    assert len(effects) == sum(len(c.effects) for ed in editions for c in ed.cards)
    for e in effects:
        assert e["text"].count("I demand") == (1 if e["demand"] else 0), e
        if e["demand"]:
            assert e["text"].startswith("I demand you") and e["bold"] == "I demand", e
        else:
            assert e["bold"] is None, e


def test_pages_work_under_their_content_security_policy(live: Any, browser: Any) -> None:
    """Issue 13, finding 10: the pages keep working under the policy they are sent (scripts,
    styles, the WebSocket), and the seat's secret leaves the address bar once it is stored."""
    page = browser.new_page(bypass_csp=False)  # the policy enforced
    blocked: list[str] = []
    page.on("console", lambda m: blocked.append(m.text) if "Content Security" in m.text else None)
    page.on("pageerror", lambda e: blocked.append(str(e)))
    page.goto(live.url + "/")
    page.wait_for_selector("#quickai option", state="attached")
    page.fill("#quickname", "Ann")
    page.select_option("#quickai", "random")
    page.click("#quickplay")
    page.wait_for_selector("#prompt.mine")  # the table connected and shows Ann's decision
    game_id = page.url.split("/g/")[1].split("#")[0]
    assert page.url == f"{live.url}/g/{game_id}"  # no #seat=0&token=... any more
    assert "token" in page.evaluate(f"localStorage.getItem('innovation:{game_id}')")
    page.reload()  # the seat comes back from the browser's storage
    page.wait_for_selector("#prompt.mine")
    assert page.locator(".player.me [data-zone=hand]").count() == 2
    assert not blocked, blocked
