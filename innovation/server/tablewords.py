"""The game's words at the web table, in each viewer's language.

The engine's log events and questions are language-neutral (a type and its fields; a msgid and
its parameters). The terminal words them with `innovation.text.render.Words`; the table uses the
same renderer, here, for each WebSocket (and each replay step) in its reader's language: one
renderer, one catalogue, no second copy of a sentence in the browser.

What the table is sent besides the neutral state (`words`):

- `log`: one line per log event (HTML: the text escaped, each card or special achievement named
  in it a `<span class="cardref" data-card="English name">local name</span>`, so the page can
  show the card when it is hovered), "" for an event another line already tells;
- `prompt`: the viewer's own question (HTML as above), without the "(n chosen)" of a choice of
  several cards (the page counts those itself), and `options`: each legal answer in words
  (plain text), in the order of the decision's options;
- `end`: why the game ended, once it is over;
- `note`: what an Echoes of the Past question means (a promotion, its free Dogma, a
  foreshadow), the terminal's words, or absent.

Each line is the viewer's own: a seat reads about itself in the second person ("You drew
Writing", "Bob transferred Oars to your score pile") and about the others by name; a spectator
reads names only. No player may be named "you" in any of the table's languages
(`inputs.VIEWER_WORDS`), so "you" on a screen is always its reader.

Records, answers and the JSON API are untouched: an English name stays the card's id.
"""

from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Any

from ..engine.decisions import Decision
from ..engine.expansions import PROMOTE_MUST_PROMPT, PROMOTE_PROMPT, PROMOTED_DOGMA_PROMPT
from ..text.catalog import N_, translate
from ..text.languages import normalize_language
from ..text.render import Words, describe_event, end_reason

# a card's name as MarkedWords writes it: OPEN english SEP local CLOSE (private-use characters,
# which no name a person types can hold: clean_name refuses them)
OPEN, SEP, CLOSE = "\ue000", "\ue001", "\ue002"
_MARKED = re.compile(f"{OPEN}([^{OPEN}{SEP}{CLOSE}]*){SEP}([^{OPEN}{SEP}{CLOSE}]*){CLOSE}")
_STRAY = re.compile(f"[{OPEN}{SEP}{CLOSE}]")


class MarkedWords(Words):
    """`Words` whose card and special-achievement names carry their English name (their id),
    for `to_html` to make links of."""

    def card(self, name: str) -> str:
        return f"{OPEN}{name}{SEP}{super().card(name)}{CLOSE}"

    def special(self, name: str) -> str:
        return f"{OPEN}{name}{SEP}{super().special(name)}{CLOSE}"


def to_html(text: str) -> str:
    """Marked text as HTML: everything escaped, each marked name a `cardref` span."""
    escaped = html.escape(text, quote=True)
    linked = _MARKED.sub(
        lambda m: f'<span class="cardref" data-card="{m.group(1)}">{m.group(2)}</span>', escaped
    )
    return _STRAY.sub("", linked)


def plain(text: str) -> str:
    """Marked text without its marks (the local names only)."""
    return _STRAY.sub("", _MARKED.sub(lambda m: m.group(2), text))


# what an Echoes question means, said under it (the terminal's notes, terminal.py, the same
# messages; the 4th edition's promotion is a must)
PROMOTE_NOTE = N_(
    "Promotion: you may meld one card of your forecast whose value is at most the value of "
    "the card you just melded, then take a free Dogma of it (pass: keep your forecast)."
)
PROMOTE_MUST_NOTE = N_(
    "Promotion: meld one card of your forecast whose value is at most the value of the card "
    "you just melded, then take a Dogma of it (it uses none of your actions)."
)
FREE_DOGMA_NOTE = N_("A free Dogma: it uses none of your actions.")
FORESHADOW_WEB_NOTE = N_(
    "Foreshadow: the card goes face down into your forecast, which only you see (the others "
    "see how many cards it holds and their ages); after a Meld action you may promote one."
)


def echoes_note(lang: str, d: Decision, expansions: bool) -> str | None:
    """What an Echoes question means, in `lang`, or None."""
    if not expansions:
        return None
    if d.key == PROMOTE_PROMPT:
        return translate(lang, PROMOTE_NOTE)
    if d.key == PROMOTE_MUST_PROMPT:
        return translate(lang, PROMOTE_MUST_NOTE)
    if d.key == PROMOTED_DOGMA_PROMPT:
        return translate(lang, FREE_DOGMA_NOTE)
    if "foreshadow" in (d.key or d.prompt or ""):
        return translate(lang, FORESHADOW_WEB_NOTE)
    return None


@lru_cache(maxsize=64)
def marked_words(lang: str, edition: str) -> MarkedWords:
    return MarkedWords(lang, edition)


@lru_cache(maxsize=64)
def words(lang: str, edition: str) -> Words:
    return Words(lang, edition)


def language(value: Any, default: str = "en") -> str:
    """A language a client asked for (`lang` in a hello or a query), or `default`."""
    code = normalize_language(value) if isinstance(value, str) and len(value) < 40 else None
    return code or default


def event_line(w: MarkedWords, event: dict[str, Any], viewer: str | None = None) -> str:
    """One log event (as `event_view` shows it to the viewer) as an HTML line, "" for none.
    `viewer`: the reader's name (None for a spectator): the lines about them say "you"."""
    text = describe_event(w, event, viewer)
    if event.get("type") == "turn":  # the terminal's rule ("--- turn 3: Ann ---"): a heading here
        text = text.strip("- ")
    return to_html(text)


def question(w: MarkedWords, d: Decision) -> str:
    """A decision's question as HTML, without the asking card (the page shows it apart) and
    without the count of a several-card choice (the page counts its own picks)."""
    if not d.key:
        return html.escape(d.prompt)
    return to_html(w.message(d.key, d.params))


def decision_words(
    lang: str, edition: str, d: Decision, names: list[str], viewer: str | None = None
) -> dict[str, Any]:
    """A decision's question and its options in words (`viewer`, the reader's name, reads
    "you" for themselves among the players to choose)."""
    p = words(lang, edition)
    return {
        "prompt": question(marked_words(lang, edition), d),
        "options": [p.answer(d, d.encode(o, names), viewer) for o in d.options],
    }


def table_words(
    game: Any,
    seat: int | None,
    lang: str,
    events: list[dict[str, Any]],
    pending: bool = False,
) -> dict[str, Any]:
    """The words of one viewer's state: their log lines (of `events`, already as the viewer
    may see them), their question and its options, why the game ended. `pending`: also the
    question of whoever decides next (a replay shows it to everyone)."""
    edition = game.edition.name
    w = marked_words(lang, edition)
    # the viewer reads about themselves in the second person; a spectator reads names only
    me = game.names[seat] if seat is not None and 0 <= seat < len(game.names) else None
    out: dict[str, Any] = {"lang": lang, "log": [event_line(w, e, me) for e in events]}
    d = game.decision_for(seat) if seat is not None else None
    if d is None and pending:
        d = game.decision
    if d is not None:
        out.update(decision_words(lang, edition, d, game.names, me if d.player == seat else None))
        note = echoes_note(lang, d, bool(game.edition.expansions))
        if note:
            out["note"] = note
    if game.state.over and game.state.end_reason:
        out["end"] = end_reason(words(lang, edition), game.state.end_reason, me)
    return out
