"""The how-to-play guide (innovation/howto.py): complete, and cut into pages that fit."""

from __future__ import annotations

from innovation import howto
from innovation.engine.editions import get_edition


def test_the_guide_covers_what_a_new_player_needs() -> None:
    titles = [t for t, _ in howto.SECTIONS]
    text = " ".join(p for _, ps in howto.SECTIONS for p in ps)
    for topic in ("Set-up", "The four actions", "Dogma: sharing and demands", "Splays"):
        assert topic in titles
    assert "How the game ends" in titles and "What each edition changes" in titles
    for word in ("Meld", "Draw", "Achieve", "Dogma", "I demand", "sharing bonus", "aslant",
                 "junk", "1st edition", "4th edition"):
        assert word in text, word
    for special in get_edition("3rd").specials:
        assert special in text
    for _, paragraphs in howto.SECTIONS:
        assert isinstance(paragraphs, tuple) and paragraphs
        assert all("\n" not in p and p.strip() == p for p in paragraphs)


def test_example_cards_are_real_cards() -> None:
    edition = get_edition("3rd")
    titles = {t for t, _ in howto.SECTIONS}
    for title, cards in howto.EXAMPLE_CARDS.items():
        assert title in titles
        for name in cards:
            edition.card(name)


def test_pages_fit_the_screen_and_keep_every_line() -> None:
    for height, width in ((22, 78), (12, 40), (40, 100)):
        pages = howto.pages(height, width)
        assert len(pages) > 1
        for page in pages:
            lines = page.split("\n")
            assert len(lines) <= height
            assert all(len(line) <= width for line in lines)
        joined = "\n".join(pages)
        for title, paragraphs in howto.SECTIONS:
            assert title in joined
            assert paragraphs[-1].split()[-1] in joined


def test_as_json_for_the_web() -> None:
    data = howto.as_json()
    assert data["title"] == howto.TITLE
    # the rules' sections, then each expansion's (the web page shows them after the base game)
    assert [s["title"] for s in data["sections"]] == [t for t, _ in howto.SECTIONS] + [
        t for _, (t, _) in howto.EXPANSION_SECTIONS
    ]
    assert [s.get("expansion") for s in data["sections"]][-2:] == ["echoes", "cities"]
    assert all(isinstance(s["paragraphs"], list) for s in data["sections"])
