"""One card told in full, for `innovation cards NAME` and the terminal's `card NAME`.

`find_cards` is the one way a typed card name is looked up (innovation.names.matches: any case,
the start of a name is enough); `card_lines` gives a card's facts, its icons, the project's
rules text of each effect and where its rulings are written (docs/rulings/, when the docs are
there: an installed package has none, and says nothing about rulings).

The player-facing words are the constants and `card_lines` below, in one place for the
translation catalogues.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

from .engine.cards import COLOR_NAMES, ICON_NAMES, Card
from .engine.editions import Edition
from .names import matches

RULINGS = Path(__file__).resolve().parent.parent / "docs" / "rulings"

# the words
NO_SUCH_CARD = "no card named {text!r} in the {edition} edition"
SEVERAL_CARDS = "{text!r} could be {cards}; type more of the name"
SEVERAL_START = "{count} cards start with {text!r}; name one for all of it"
FACTS = "age {age}, {color}"
ICONS = "Icons: {icons} (top-left, bottom-left, bottom-middle, bottom-right)"
FEATURED = "Featured icon: {icon} (a Dogma counts it; * marks it above)"
NOT_WRITTEN = "(not written yet: the engine skips this effect)"
RULINGS_LINE = "Rulings: {path}: {sections}"
PICTURE = "picture"


class CardNotFound(ValueError):
    """A typed name that names no card, or several (`candidates`, then, lists them)."""

    def __init__(self, message: str, candidates: list[Card] | None = None) -> None:
        super().__init__(message)
        self.candidates = candidates or []


def find_cards(edition: Edition, text: str) -> list[Card]:
    """The cards of `edition` that `text` names: one for a full name or a start only one
    name has, several for a start many names share, none for no match."""
    cards = edition.cards
    return [cards[i] for i in matches(text, [c.name for c in cards])]


def find_card(edition: Edition, text: str) -> Card:
    """The one card `text` names, or CardNotFound saying why not (in one line)."""
    found = find_cards(edition, text)
    if len(found) == 1:
        return found[0]
    if not found:
        raise CardNotFound(NO_SUCH_CARD.format(text=text.strip(), edition=edition.name))
    names = ", ".join(c.name for c in found)
    raise CardNotFound(SEVERAL_CARDS.format(text=text.strip(), cards=names), found)


def icon_words(card: Card, short: Callable[[str], str] | None = None) -> str:
    """The four icon positions, the featured icon marked with `*`."""
    out = []
    for i in card.icons:
        if i < 0:
            out.append(PICTURE if short is None else "[]")
            continue
        word = ICON_NAMES[i] if short is None else short(ICON_NAMES[i])
        out.append(word + ("*" if i == card.dogma_icon else ""))
    return " ".join(out)


def card_lines(edition: Edition, card: Card, root: Path = RULINGS) -> list[str]:
    """A card in full: name, age and colour, icons, featured icon, each effect's text, and
    the rulings written about it."""
    lines = [
        f"{card.name} ({FACTS.format(age=card.age, color=COLOR_NAMES[card.color])})",
        "  " + ICONS.format(icons=icon_words(card)),
        "  " + FEATURED.format(icon=ICON_NAMES[card.dogma_icon]),
    ]
    for e in card.effects:
        lines.append("  - " + e.text)  # a demand's text says "I demand" itself
        if e.run is None:
            lines.append("    " + NOT_WRITTEN)
    for path, sections in rulings(edition.name, card, root):
        lines.append("  " + RULINGS_LINE.format(path=path, sections="; ".join(sections)))
    return lines


def rulings(edition: str, card: Card, root: Path = RULINGS) -> list[tuple[str, list[str]]]:
    """The rulings files that have a section about `card` (its name in the heading), each
    with those sections' titles; the path is relative to the project's root."""
    files = {
        "3rd": [f"age{card.age}.md"],
        "1st": ["first-edition.md", f"age{card.age}.md"],
        "4th": [f"fourth/age{card.age}.md"],
    }.get(edition, [])
    out = []
    for name in files:
        titles = _headings_naming(root / name, card.name)
        if titles:
            out.append((f"docs/rulings/{name}", titles))
    return out


def _headings_naming(path: Path, card_name: str) -> list[str]:
    word = re.compile(rf"(?<![\w]){re.escape(card_name)}(?![\w])", re.I)
    return [h for h in _headings(path) if word.search(h)]


@cache
def _headings(path: Path) -> tuple[str, ...]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return ()
    return tuple(m.group(1).strip() for m in re.finditer(r"^#{2,3} (.+)$", text, re.M))
