"""One card told in full, for `innovation cards NAME` and the terminal's `card NAME`.

`find_cards` is the one way a typed card name is looked up (innovation.names.matches: any case
and accents, the start of a name is enough, the English name or the reader's); `card_lines`
gives a card's facts, its icons, the project's rules text of each effect and where its rulings
are written (docs/rulings/, when the docs are there: an installed package has none, and says
nothing about rulings); `localized_card_lines` the same in a reader's language.

The player-facing words are the constants and `card_lines` below, in one place for the
translation catalogues.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

from .engine.cards import BONUS, COLOR_NAMES, ECHO, ICON_NAMES, POSITION_NAMES, Card
from .engine.cities import SEARCH_POSITION
from .engine.editions import Edition
from .names import matches
from .text.answers import fold
from .text.catalog import N_
from .text.render import Words

RULINGS = Path(__file__).resolve().parent.parent / "docs" / "rulings"

# the words
NO_SUCH_CARD = N_("no card named {text!r} in the {edition} edition")
SEVERAL_CARDS = N_("{text!r} could be {cards}; type more of the name")
SEVERAL_START = N_("{count} cards start with {text!r}; name one for all of it")
# the rulings (docs/rulings/) are the project's notes, written in English only: a reader of
# another language is told so beside the path
RULINGS_IN_ENGLISH = N_("Rulings (in English): {path}: {sections}")
FACTS = N_("age {age}, {color}")
ICONS = N_("Icons: {icons} (top-left, bottom-left, bottom-middle, bottom-right)")
CITY_ICONS = N_(
    "Icons: {icons} (top-left, bottom-left, bottom-middle, bottom-right, top-middle, top-right)"
)
FEATURED = N_("Featured icon: {icon} (a Dogma counts it; * marks it above)")
NO_FEATURED = N_("No featured icon: a city cannot be dogma'd")
NOT_WRITTEN = N_("(not written yet: the engine skips this effect)")
RULINGS_LINE = N_("Rulings: {path}: {sections}")
PICTURE = "picture"
# Echoes of the Past (docs/expansions.md); marked for the catalogues: the terminal's
# `localized_card_lines` says them in the player's language
ECHO_WORD = "echo"  # the position of the card's echo effect (in a language: the icon "echo")
BONUS_WORD = N_("bonus {value}")  # a bonus, by its value
ECHO_SHORT = "Ec"  # the same on a card face in the terminal; a bonus there is its value
# Cities of Destiny: what else a city's position holds (the words: `POSITION_NAMES`; in a
# language: `terms.icon_name`), and short on a card face in the terminal
CITY_SHORT = {
    "flag": "Fl", "fountain": "Fo", "plus": "+", "left": "<", "right": ">", "up": "^",
    "junk": "Jk", "uplift": "Ul", "unsplay": "Us",
}
CITY_WORDS = {"left": "left arrow", "right": "right arrow", "up": "up arrow"}
SEARCH_MARK = "?"  # after a basic icon in a city's top-middle: the search (the magnifier)
CITY_ROWS = " / "  # between a city's top row and its bottom row on a card face
# a city face's order: the top row left to right (top-left, top-middle, top-right), then the
# bottom row, as the icons act (engine.cities.ACTING_ORDER)
CITY_FACE_ORDER = ((0, 4, 5), (1, 2, 3))
SEARCH_LINE = N_(
    "Search: {icon} in the top-middle (a Meld action of this city draws and reveals base "
    "cards of its value, as many as its value, and keeps those that show this icon)"
)
EXPANSION_LINE = N_("{expansion} card")
ECHO_EFFECT = N_(
    "Echo effect (while it shows, it runs before the effects of a Dogma of its pile's top "
    "card): {text}"
)
BONUS_LINE = N_("Bonus: {value} (while it shows, it adds to your points)")


class CardNotFound(ValueError):
    """A typed name that names no card, or several (`candidates`, then, lists them). A
    message: `key` (an English msgid) and `params`; `str()` is the English, `said(words)`
    says it in a reader's language (the candidates by their names in it)."""

    def __init__(
        self, key: str, params: dict[str, Any], candidates: list[Card] | None = None
    ) -> None:
        self.key = key
        self.params = params
        self.candidates = candidates or []
        super().__init__(self.said(Words()))

    def said(self, words: Words) -> str:
        params = dict(self.params)
        if self.candidates:
            params["cards"] = ", ".join(words.card(c.name) for c in self.candidates)
        return words.t(self.key, **params)


def find_cards(edition: Edition, text: str, lang: str = "en") -> list[Card]:
    """The cards of `edition` that `text` names: one for a full name or a start only one
    name has, several for a start many names share, none for no match. A name is its English
    one or, with `lang`, the reader's; case, accents and full stops do not matter."""
    cards = edition.cards
    w = Words(lang, edition.name)
    labels = [[fold(c.name), fold(w.card(c.name))] for c in cards]
    return [cards[i] for i in matches(fold(text), labels)]


def find_card(edition: Edition, text: str, lang: str = "en") -> Card:
    """The one card `text` names (in English or in `lang`), or CardNotFound saying why not
    (in one line)."""
    found = find_cards(edition, text, lang)
    if len(found) == 1:
        return found[0]
    if not found:
        raise CardNotFound(NO_SUCH_CARD, {"text": text.strip(), "edition": edition.name})
    raise CardNotFound(SEVERAL_CARDS, {"text": text.strip()}, found)


def icon_words(
    card: Card, short: Callable[[str], str] | None = None, edition: str = "3rd"
) -> str:
    """The icon positions, the featured icon marked with `*` (an echo effect's position
    "echo", short "Ec"; a bonus "bonus 3", short its value). In words, a card's positions in
    the engine's order (the legend names them); short, a city's six as it is printed: its top
    row, `/`, its bottom row, the searched icon marked with `?` (`Ca?`) where the edition's
    search acts (the 4th edition's on cities up to value 5)."""
    words = [_position_word(card, k, short) for k in range(len(card.icons))]
    if short is None or len(card.icons) != 6:
        return " ".join(words)
    if searched_icon(card, edition) is not None:
        words[SEARCH_POSITION] += SEARCH_MARK
    top, bottom = (" ".join(words[k] for k in row) for row in CITY_FACE_ORDER)
    return top + CITY_ROWS + bottom


def _position_word(card: Card, k: int, short: Callable[[str], str] | None) -> str:
    """What one position of a card holds, in words or (with `short`) as a face's code."""
    i = card.icons[k]
    if i == ECHO:
        return ECHO_WORD if short is None else ECHO_SHORT
    if i == BONUS:
        return BONUS_WORD.format(value=card.bonus) if short is None else str(card.bonus)
    if i < 0:
        name = POSITION_NAMES.get(i, "hex")
        if name in CITY_SHORT:
            return CITY_WORDS.get(name, name) if short is None else CITY_SHORT[name]
        return PICTURE if short is None else "[]"
    word = ICON_NAMES[i] if short is None else short(ICON_NAMES[i])
    return word + ("*" if i == card.dogma_icon else "")


def searched_icon(card: Card, edition: str = "3rd") -> str | None:
    """The icon a city's search looks for (a basic icon in its top-middle, on a city of a
    value the edition searches: the 4th edition up to 5), or None."""
    if len(card.icons) != 6 or card.icons[SEARCH_POSITION] < 0 or not card.expansion:
        return None
    from .engine.expansions import get_expansion

    if card.age > getattr(get_expansion(card.expansion, edition), "search_limit", 0):
        return None
    return ICON_NAMES[card.icons[SEARCH_POSITION]]


def card_lines(edition: Edition, card: Card, root: Path = RULINGS) -> list[str]:
    """A card in full: name, age and colour, icons, featured icon, each effect's text, and
    the rulings written about it."""
    legend = CITY_ICONS if len(card.icons) == 6 else ICONS
    lines = [
        f"{card.name} ({FACTS.format(age=card.age, color=COLOR_NAMES[card.color])})",
        "  " + legend.format(icons=icon_words(card)),
        "  "
        + (FEATURED.format(icon=ICON_NAMES[card.dogma_icon]) if card.dogma_icon >= 0 else NO_FEATURED),
    ]
    if card.expansion:
        lines.insert(1, "  " + EXPANSION_LINE.format(expansion=_expansion_title(card.expansion)))
    if card.bonus:
        lines.append("  " + BONUS_LINE.format(value=card.bonus))
    searched = searched_icon(card, edition.name)
    if searched is not None:
        lines.append("  " + SEARCH_LINE.format(icon=searched))
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
    from .engine.expansions import get_expansion

    try:
        return get_expansion(name, "3rd").title
    except ValueError:
        return name



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


def localized_card_lines(edition: Any, card: Card, w: Words) -> list[str]:
    """`card_lines` in the reader's language (English: `card_lines` itself): the card's name,
    colour, icons and texts in it, the rulings' paths said to be English."""
    if w.english:
        return card_lines(edition, card)
    from .cards.texts import card_texts

    texts = card_texts(edition.name, w.lang)
    facts = w.t(FACTS, age=card.age, color=w.color(COLOR_NAMES[card.color]))
    icons = " ".join(
        w.t(BONUS_WORD, value=card.bonus)
        if i == BONUS
        else w.icon(POSITION_NAMES.get(i, "hex"))
        if i < 0
        else w.icon(ICON_NAMES[i]) + ("*" if i == card.dogma_icon else "")
        for i in card.icons
    )
    lines = [
        f"{w.card(card.name)} ({facts})",
        "  " + w.t(CITY_ICONS if len(card.icons) == 6 else ICONS, icons=icons),
        "  "
        + (
            w.t(FEATURED, icon=w.icon(ICON_NAMES[card.dogma_icon]))
            if card.dogma_icon >= 0
            else w.t(NO_FEATURED)
        ),
    ]
    if card.expansion:
        lines.insert(1, "  " + w.t(EXPANSION_LINE, expansion=w.t(_expansion_title(card.expansion))))
    if card.bonus:
        lines.append("  " + w.t(BONUS_LINE, value=card.bonus))
    searched = searched_icon(card, edition.name)
    if searched is not None:
        lines.append("  " + w.t(SEARCH_LINE, icon=w.icon(searched)))
    for i, e in enumerate(card.effects):
        lines.append("  - " + (texts.effect(card.name, i, e.text).text or e.text))
        if e.run is None:
            lines.append("    " + w.t(NOT_WRITTEN))
    if card.echo is not None:  # the expansion's language file (English where missing)
        echo = texts.echo(card.name, card.echo.text).text or card.echo.text
        lines.append("  " + w.t(ECHO_EFFECT, text=echo))
        if card.echo.run is None:
            lines.append("    " + w.t(NOT_WRITTEN))
    for path, sections in rulings(edition.name, card):
        lines.append("  " + w.t(RULINGS_IN_ENGLISH, path=path, sections="; ".join(sections)))
    return lines
