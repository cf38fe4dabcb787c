"""The game's words that code shows by name (a colour, an icon, a splay direction), each with a
context so that a language can inflect it apart from other uses of the same English word. The
engine names them in English (`COLOR_NAMES`, `ICON_NAMES`, `SPLAY_NAMES`); these functions give
a player the word of their language, the one in docs/glossary/<lang>.md."""

from __future__ import annotations

from .catalog import pgettext


def color_name(lang: str, color: str) -> str:
    """A colour's name as a label (its pile, a card's colour): "red", "vermelho"."""
    names = {
        "blue": pgettext(lang, "colour", "blue"),
        "red": pgettext(lang, "colour", "red"),
        "green": pgettext(lang, "colour", "green"),
        "yellow": pgettext(lang, "colour", "yellow"),
        "purple": pgettext(lang, "colour", "purple"),
    }
    return names[color]


def icon_name(lang: str, icon: str) -> str:
    """An icon's name as a label; "hex" is the card's picture, which counts as no icon."""
    names = {
        "crown": pgettext(lang, "icon", "crown"),
        "leaf": pgettext(lang, "icon", "leaf"),
        "lightbulb": pgettext(lang, "icon", "lightbulb"),
        "castle": pgettext(lang, "icon", "castle"),
        "factory": pgettext(lang, "icon", "factory"),
        "clock": pgettext(lang, "icon", "clock"),
        "person": pgettext(lang, "icon", "person"),
        "hex": pgettext(lang, "icon", "hex"),
        # TRANSLATORS: Echoes of the Past: the position of a card that holds its echo effect
        "echo": pgettext(lang, "icon", "echo"),
    }
    return names[icon]


def splay_name(lang: str, splay: str) -> str:
    """A splay direction as a label ("splayed left"); "none" is an unsplayed pile."""
    names = {
        "none": pgettext(lang, "splay", "not splayed"),
        "left": pgettext(lang, "splay", "splayed left"),
        "right": pgettext(lang, "splay", "splayed right"),
        "up": pgettext(lang, "splay", "splayed up"),
        "aslant": pgettext(lang, "splay", "splayed aslant"),
    }
    return names[splay]
