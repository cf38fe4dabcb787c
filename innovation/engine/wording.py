"""Small helpers for the words players read: "1 card", "3 cards", "a 1", lists with "and"."""

from __future__ import annotations

from collections.abc import Iterable


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """`count` and the noun in the right number: plural(1, "card") is "1 card", plural(3,
    "card") is "3 cards"; irregular plurals are given (plural(2, "pile", "piles"))."""
    return f"{count} {noun if count == 1 else nouns or noun + 's'}"


def joined(items: Iterable[str], last: str = "and") -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cy"."""
    words = list(items)
    if len(words) < 2:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


# icon names whose plural is not name + "s"
_ICON_PLURALS = {"leaf": "leaves", "factory": "factories"}


def icon_plural(icon: str) -> str:
    """The plural of an icon's name: "crowns", "leaves", "factories"."""
    return _ICON_PLURALS.get(icon, icon + "s")


def a_value(value: int) -> str:
    """A card of a value with its article, as it is said: "a 1", "an 8", "an 11", "an 18"."""
    said = str(value)
    return f"an {said}" if said.startswith("8") or said in ("11", "18") else f"a {said}"


def N_(msgid: str) -> str:  # noqa: N802 - the gettext convention
    """Mark an English text as a message of the catalogues (docs/translating.md) without
    translating it: the engine speaks English; the text layer (innovation.text) renders a
    message in each viewer's language. The same marker as `innovation.text.catalog.N_`, kept
    here so the engine does not import the text layer."""
    return msgid
