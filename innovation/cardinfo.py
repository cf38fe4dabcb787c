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

from .engine.cards import BONUS, COLOR_NAMES, ECHO, ICON_NAMES, Card
from .engine.editions import Edition
from .names import matches
from .text.catalog import N_

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
# Echoes of the Past (docs/expansions.md); marked for the catalogues: the terminal's
# `localized_card_lines` says them in the player's language
ECHO_WORD = "echo"  # the position of the card's echo effect (in a language: the icon "echo")
BONUS_WORD = N_("bonus {value}")  # a bonus, by its value
ECHO_SHORT = "Ec"  # the same on a card face in the terminal; a bonus there is its value
EXPANSION_LINE = N_("{expansion} card")
ECHO_EFFECT = N_(
    "Echo effect (while it shows, it runs before the effects of a Dogma of its pile's top "
    "card): {text}"
)
BONUS_LINE = N_("Bonus: {value} (while it shows, it adds to your points)")


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
    """The four icon positions, the featured icon marked with `*` (an echo effect's position
    "echo", short "Ec"; a bonus "bonus 3", short its value)."""
    out = []
    for i in card.icons:
        if i == ECHO:
            out.append(ECHO_WORD if short is None else ECHO_SHORT)
            continue
        if i == BONUS:
            out.append(BONUS_WORD.format(value=card.bonus) if short is None else str(card.bonus))
            continue
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
    if card.expansion:
        lines.insert(1, "  " + EXPANSION_LINE.format(expansion=_expansion_title(card.expansion)))
    if card.bonus:
        lines.append("  " + BONUS_LINE.format(value=card.bonus))
    for e in card.effects:
        lines.append("  - " + e.text)  # a demand's text says "I demand" itself
        if e.run is None:
            lines.append("    " + NOT_WRITTEN)
    if card.echo is not None:
        lines.append("  " + ECHO_EFFECT.format(text=card.echo.text))
        if card.echo.run is None:
            lines.append("    " + NOT_WRITTEN)
    for path, sections in rulings(edition.name, card, root):
        lines.append("  " + RULINGS_LINE.format(path=path, sections="; ".join(sections)))
    return lines


def _expansion_title(name: str) -> str:
    """An expansion's title ("Echoes of the Past") from its name ("echoes")."""
    from .engine.expansions import Echoes

    return Echoes.title if name == Echoes.name else name


def rulings(edition: str, card: Card, root: Path = RULINGS) -> list[tuple[str, list[str]]]:
    """The rulings files that have a section about `card` (its name in the heading), each
    with those sections' titles; the path is relative to the project's root."""
    if card.expansion:  # an expansion's rulings have a directory of their own
        files = [f"{card.expansion}/{n}" for n in ("facts.md", "printed-texts.md")]
        out = []
        for name in files:
            titles = _headings_naming(root / name, card.name)
            if titles:
                out.append((f"docs/rulings/{name}", titles))
        return out
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
