"""Checking what clients send, before anything uses it: JSON bodies and WebSocket messages,
seat numbers, tokens and player names. Everything here refuses with an `ApiError` (a 4xx and a
one-line message), never with an exception that would become a 500.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable
from typing import Any

import icu

from ..engine.cards import COLOR_NAMES
from ..engine.decisions import PASS_WORDS
from ..text.catalog import N_, translate

MAX_BODY = 64 * 1024  # bytes in a request body or a WebSocket message
MAX_DEPTH = 16  # nesting of arrays and objects in a request (answers need 2)
MAX_NAME = 24
MAX_TOKEN = 200  # a seat token is 32 characters; anything much longer is not one

# Words that are answers themselves (see engine/decisions.py): a player called "pass" or "yes"
# would make an answer mean two things, and the log would read wrongly.
ANSWER_WORDS = frozenset(
    {*PASS_WORDS, "yes", "no", "draw", "meld", "dogma", "achieve", "choose", *COLOR_NAMES}
)
# The words the table uses for the person looking at it ("You win", "Your decision", "You drew
# Writing" in the log), in English and in each language of the table (`viewer_words`, below): a
# player so named would make another player's page say "You win" when that player wins.
ENGLISH_VIEWER_WORDS = frozenset({"you", "your", "yours", "yourself", "yourselves"})
# Two names at one table must not look alike: they are compared by their confusable skeletons
# (Unicode Technical Standard #39, as ICU's spoof checker computes them from Unicode's
# confusables data: PyICU), so "Ann" and "\u0410nn" (Cyrillic), "\u13aann" (Cherokee) or
# "A\u0578\u0578" (Armenian) are one player to the people at the table. Characters nobody
# sees (Default_Ignorable_Code_Point, in ICU's Unicode data: joiners, variation selectors,
# Hangul fillers, ...) are left out first, as UTS #39's skeleton does since Unicode 15.1.
SPOOF = icu.SpoofChecker()
# Characters drawn blank that are neither white space nor default-ignorable: a name of
# nothing but these looks like no name at all
BLANK_GLYPHS = frozenset("\u2800")  # BRAILLE PATTERN BLANK
# Formatting characters that reorder or hide text (bidirectional overrides and isolates):
# refused in names, since they make one name look like another.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
SEAT_NUMBER = re.compile(r"[0-9]{1,2}")
# refusals of a request's body (each a msgid: the reader gets it in their language)
TOO_LARGE = N_("the request is larger than {size} KiB")
TOO_DEEP = N_("the request is nested more than {most} deep")
NO_EDITION = N_("no edition {edition}")


class ApiError(Exception):
    """A refused request: an HTTP status (4xx) and a message for the person.

    `message` is an English msgid (marked with `N_` where a player can meet it) with
    `{placeholders}` filled from `params`: `.message` is the English text the API answers
    with (language-neutral, as ever), `.text(lang)` the same refusal in a reader's language
    (sent beside it as `text`, see `error_json`)."""

    def __init__(
        self,
        status: int,
        message: str,
        retry_after: float | None = None,
        params: dict[str, Any] | None = None,
        render: Callable[[str], str] | None = None,
    ) -> None:
        self.key = message
        self.params = dict(params or {})
        self.render = render  # words it in a language itself (an engine's refusal)
        self.message = message.format(**self.params) if self.params else message
        super().__init__(self.message)
        self.status = status
        self.retry_after = retry_after

    def text(self, lang: str) -> str:
        """The refusal in `lang` (English where the catalogue does not have it)."""
        if self.render is not None:
            return self.render(lang)
        return translate(lang, self.key, **self.params)


def error_json(exc: ApiError, lang: str, **extra: Any) -> dict[str, Any]:
    """A refusal as the API and the WebSocket send it: `error`/`message` in English, `text` in
    the requester's language."""
    return {"error": exc.message, "status": exc.status, "text": exc.text(lang), **extra}


def is_text(value: str) -> bool:
    """Whether `value` is valid Unicode text (no lone surrogate from a JSON `\\ud800` escape):
    such a string cannot be stored or sent back, so it is refused where it comes in."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_json(data: Any, max_depth: int = MAX_DEPTH) -> Any:
    """`data` (parsed JSON) if every string in it is valid text and it is nested at most
    `max_depth` deep; raises ApiError(400) otherwise. Iterative: no recursion to exhaust."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if not is_text(item):
                raise ApiError(400, N_("the request holds text that is not valid Unicode"))
        elif isinstance(item, (list, dict)):
            if depth > max_depth:
                raise ApiError(400, TOO_DEEP, params={"most": max_depth})
            if isinstance(item, dict):
                for key, value in item.items():
                    stack.append((key, depth))
                    stack.append((value, depth + 1))
            else:
                stack.extend((value, depth + 1) for value in item)
    return data


def parse_json(raw: bytes | str) -> Any:
    """Parse a request body or WebSocket message, refusing with 400 (413 if too large)."""
    if len(raw) > MAX_BODY:
        raise ApiError(413, TOO_LARGE, params={"size": MAX_BODY // 1024})
    try:
        data = json.loads(raw)
    except RecursionError:  # json nests with recursion: ~1,000 levels exhaust it
        raise ApiError(400, TOO_DEEP, params={"most": MAX_DEPTH}) from None
    except ValueError:  # includes UnicodeDecodeError and over-long integers
        raise ApiError(400, N_("the request is not valid JSON")) from None
    return check_json(data)


async def read_json_object(request: Any) -> dict[str, Any]:
    """A request's JSON object body (`request`: a Starlette Request), read at most MAX_BODY
    bytes far: 413 past that, also for a body sent in chunks without a length."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise ApiError(413, TOO_LARGE, params={"size": MAX_BODY // 1024})
        chunks.append(chunk)
    raw = b"".join(chunks)
    if not raw:
        return {}
    data = parse_json(raw)
    if not isinstance(data, dict):
        raise ApiError(400, N_("the request body must be a JSON object"))
    return data


def step_number(text: str | None, most: int) -> int:
    """A replay step from a query string: ASCII digits, 0 to `most`; 400 otherwise."""
    if text is None or not re.fullmatch(r"[0-9]{1,7}", text) or int(text) > most:
        raise ApiError(400, N_("step must be a number from 0 to {most}"), params={"most": most})
    return int(text)


def seat_number(value: Any) -> int:
    """A seat number from JSON or a query string: 0, 1, ... (ASCII digits only: `"²"` is
    a digit to `str.isdigit` but not a number to `int`)."""
    if isinstance(value, str) and SEAT_NUMBER.fullmatch(value):
        return int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise ApiError(400, N_("seat must be a seat number (0 for the first player)"))


def check_token(token: Any) -> str | None:
    """The token as a string, or None if absent; 403 for one that cannot be a seat's token."""
    if token is None or token == "":
        return None
    if not isinstance(token, str) or len(token) > MAX_TOKEN or not is_text(token):
        raise ApiError(403, N_("wrong token for this seat"))
    return token


def clean_name(name: Any, index: int, reserved: frozenset[str] | set[str]) -> str:
    """A player's name, tidied (NFC, runs of spaces made one) or refused with a reason:
    1 to MAX_NAME characters, something visible in it, no control or bidirectional-override
    characters, and not a word that is also an answer (`reserved`: card names, ...)."""
    where = {"seat": index, "most": MAX_NAME}
    if not isinstance(name, str) or not is_text(name):
        raise ApiError(400, N_("seat {seat}: a name is text of 1 to {most} characters"), params=where)
    name = unicodedata.normalize("NFC", name)
    for ch in name:
        category = unicodedata.category(ch)
        if ch in BIDI_CONTROLS or category in ("Cc", "Cs", "Co"):
            if ch in "\t\n\r":
                continue  # plain white space: folded into one space below
            raise ApiError(400, N_("seat {seat}: the name holds a control character ({code})"),
                           params={**where, "code": f"U+{ord(ch):04X}"})
    name = " ".join(name.split())
    if all(invisible(ch) for ch in name):  # spaces, joiners, fillers, a Braille blank, ...
        raise ApiError(400, N_("seat {seat}: the name has nothing visible in it"), params=where)
    if len(name) > MAX_NAME:
        raise ApiError(400, N_("seat {seat}: a name is 1 to {most} characters"), params=where)
    key = name_key(name)
    if key in VIEWER_WORDS:  # "you", "você", "tú", "tu", "ви", ...
        raise ApiError(
            400, N_("seat {seat}: the table calls each person looking at it {name}; choose another name"),
            params={**where, "name": repr(name)},
        )
    if key in ANSWER_KEYS or key in reserved or _seen(name).isdigit():
        raise ApiError(
            400, N_("seat {seat}: {name} is also an answer or a card's name; choose another name"),
            params={**where, "name": repr(name)},
        )
    return name


def _ignorable(ch: str) -> bool:
    return bool(icu.Char.hasBinaryProperty(ch, icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT))


def invisible(ch: str) -> bool:
    """A character that shows nothing by itself: white space, controls and formatting
    characters, a lone combining mark, a default-ignorable one (ICU's Unicode data), a blank."""
    return unicodedata.category(ch)[0] in "ZCM" or ch in BLANK_GLYPHS or _ignorable(ch)


def _seen(name: str) -> str:
    """The name as the table shows it: NFKC, without the characters nobody sees
    (formatting, default-ignorable); blanks read as one space."""
    out = []
    for ch in unicodedata.normalize("NFKC", name):
        if ch in BLANK_GLYPHS or unicodedata.category(ch).startswith("Z"):
            out.append(" ")
        elif unicodedata.category(ch) not in ("Cf", "Cc") and not _ignorable(ch):
            out.append(ch)
    return " ".join("".join(out).split())


def viewer_words() -> frozenset[str]:
    """The skeletons (`name_key`) of "you" in every language of the table, and English's
    "your", "yours", ...: no player may be so named."""
    from ..text.languages import LANGUAGES

    words = {name_key(w) for w in ENGLISH_VIEWER_WORDS}
    for lang in LANGUAGES:
        for msgid in ("you", "You"):
            words.add(name_key(translate(lang, msgid)))
    return frozenset(words)


def name_key(name: str) -> str:
    """What two names at one table must not share: their confusable skeleton (UTS #39, by
    ICU) of the name as it is seen (`_seen`: width and invisible characters aside), case
    folded, so "Ann", "ANN\u200b", "Ann\u3164", "\u0410nn" (a Cyrillic A) and "\u13aann"
    (Cherokee) are the same player to the people at the table."""
    # the skeleton first ("\u0412" is "B", where the small "\u0432" is a small capital),
    # then the case folded, and the skeleton of that ("I" and "l" are one, "i" is not)
    skeleton = SPOOF.getSkeleton(0, _seen(name))
    return str(SPOOF.getSkeleton(0, skeleton.casefold()))


VIEWER_WORDS = viewer_words()
ANSWER_KEYS = frozenset(name_key(w) for w in ANSWER_WORDS)
