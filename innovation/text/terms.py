"""The game's words that code shows by name (a colour, an icon, a splay direction), each with a
context so that a language can inflect it apart from other uses of the same English word. The
engine names them in English (`COLOR_NAMES`, `ICON_NAMES`, `SPLAY_NAMES`); these functions give
a player the word of their language, the one in docs/glossary/<lang>.md."""

from __future__ import annotations

from .catalog import pgettext


class ColourWord(str):
    """A colour's name as a label ("vermelho"), which also knows the forms the colour takes
    when it agrees with a noun: a translation writes `{color:f}` after a feminine noun
    ("sua pilha {color:f}": "sua pilha vermelha"), `{color}` for the label. The English
    msgid only ever says `{color}`; `FORMS` are the forms a translation may ask for."""

    lang: str
    color: str

    def __new__(cls, lang: str, color: str) -> ColourWord:
        word = super().__new__(cls, _label(lang, color))
        word.lang = lang
        word.color = color
        return word

    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]  # a copy, a pickle
        return (self.lang, self.color)

    def form(self, form: str) -> str:
        """The colour's word in one of `FORMS` ("f": after a feminine noun)."""
        return _feminine(self.lang, self.color) if form == "f" else str(self)

    def __format__(self, spec: str) -> str:
        if spec in FORMS:
            return self.form(spec)
        return format(str(self), spec)  # "{color:<8}": a width, as for any text


# the forms of a colour a translation may ask for with `{color:FORM}` (checked by the
# coverage test: another spec after a colour, or any spec after another placeholder, is wrong)
FORMS = ("f",)


def color_name(lang: str, color: str) -> ColourWord:
    """A colour's name as a label (its pile, a card's colour): "red", "vermelho"; with its
    feminine form for `{color:f}` (`ColourWord`)."""
    return ColourWord(lang, color)


def _label(lang: str, color: str) -> str:
    names = {
        "blue": pgettext(lang, "colour", "blue"),
        "red": pgettext(lang, "colour", "red"),
        "green": pgettext(lang, "colour", "green"),
        "yellow": pgettext(lang, "colour", "yellow"),
        "purple": pgettext(lang, "colour", "purple"),
    }
    return names[color]


def _feminine(lang: str, color: str) -> str:
    # TRANSLATORS: a colour agreeing with a feminine noun ("pilha vermelha", "pila roja"); a
    # translation asks for it with {color:f}. English: the colour's name.
    names = {
        "blue": pgettext(lang, "colour, feminine", "blue"),
        "red": pgettext(lang, "colour, feminine", "red"),
        "green": pgettext(lang, "colour, feminine", "green"),
        "yellow": pgettext(lang, "colour, feminine", "yellow"),
        "purple": pgettext(lang, "colour, feminine", "purple"),
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
        # Cities of Destiny: what else a city's positions hold
        "flag": pgettext(lang, "icon", "flag"),
        "fountain": pgettext(lang, "icon", "fountain"),
        "plus": pgettext(lang, "icon", "plus"),
        "left": pgettext(lang, "icon", "left arrow"),
        "right": pgettext(lang, "icon", "right arrow"),
        "up": pgettext(lang, "icon", "up arrow"),
        "junk": pgettext(lang, "icon", "junk"),
        "uplift": pgettext(lang, "icon", "uplift"),
        "unsplay": pgettext(lang, "icon", "unsplay"),
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
