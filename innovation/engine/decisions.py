"""Decisions put to players, their legal answers, and how answers are written in JSON.

Internally an answer is a plain Python value:

- an action: ``("draw",)``, ``("meld", card)``, ``("achieve", age)``, ``("dogma", card)``
- a card choice: a `Card`, or ``None`` to decline / stop choosing
- a colour: an int (see `cards.COLORS`), or ``None`` to decline
- a player: a player index, or ``None`` to decline
- yes/no: ``True`` / ``False``
- an option: one of the strings listed; a value: an int

In JSON (records, scenarios, the web API) the same answers are written as
``"draw"``, ``{"meld": "Pottery"}``, ``{"achieve": 3}``, ``{"dogma": "Archery"}``, a card name,
a colour name, a player name, ``"yes"``/``"no"``, the option string, a number, and ``"pass"`` for
declining.
"""

from __future__ import annotations

from typing import Any, Final

from .cards import COLOR_NAMES, Card
from .refusal import IllegalAnswer
from .wording import N_

ACTION: Final = "action"
SETUP: Final = "setup"  # choose the first card to meld
CARD: Final = "card"
COLOR: Final = "color"
PLAYER: Final = "player"
YESNO: Final = "yesno"
OPTION: Final = "option"
VALUE: Final = "value"

PASS_WORDS: Final = ("pass", "done", "none", "stop", "skip")


class NeedDecision(Exception):  # noqa: N818 - control flow, not an error
    """Raised inside an effect when a player must choose and no answer is known yet."""

    def __init__(self, decision: Decision) -> None:
        super().__init__()
        self.decision = decision

    def __str__(self) -> str:
        return self.decision.prompt  # written out only if someone reads it


# a decision's slots; its fields are the same names, in the order `Decision._fields` gives
# their values, but the English prompt is kept as `_prompt` (`prompt` writes it out when read)
_SLOTS: Final = (
    "player",
    "kind",
    "_prompt",
    "options",
    "card",
    "context",
    "key",
    "params",
    "labels",
)
_FIELDS: Final = tuple(name.lstrip("_") for name in _SLOTS)


class Decision:
    """A choice put to one player, with every legal answer listed in `options`.

    The fields (`__init__`'s arguments):

    - `player`, `kind`, `prompt`, `options`: who chooses, what kind of answer, the question in
      English, every legal answer;
    - `card`: the card whose effect asks, if any; `context`: what travels with the question to
      interfaces (see `Ctx.choose_cards`);
    - `key`, `params`: the prompt as a language-neutral message: `key` is its English msgid
      (the catalogue's, docs/translating.md) with `{named}` placeholders, `params` their values
      (card, colour, special and player names in English, numbers); `prompt` is `key` filled in
      English, with the asking card's name before it. The text layer renders it per viewer
      (innovation.text.render); records, the API JSON and RL read `prompt` and the options only.
      Made without a `prompt` (None), a decision writes it out from `key` and `params` when it
      is first read: most questions of a search or a simulation are answered unread;
    - `labels`: for an OPTION decision, each option's label as a message (msgid, params), in the
      order of `options` (None: the options are their own msgids).

    A plain class with its own `__init__` rather than a dataclass: the compiled engine makes one
    per question, and mypyc compiles a hand-written constructor but runs a dataclass's generated
    one as interpreted Python."""

    __slots__ = _SLOTS

    def __init__(
        self,
        player: int,
        kind: str,
        prompt: str | None,
        options: list[Any],
        card: Card | None = None,
        context: dict[str, Any] | None = None,
        key: str = "",
        params: dict[str, Any] | None = None,
        labels: list[tuple[str, dict[str, Any]]] | None = None,
    ) -> None:
        self.player = player
        self.kind = kind
        self._prompt = prompt
        self.options = options
        self.card = card
        self.context = context
        self.key = key
        self.params = params
        self.labels = labels

    @property
    def prompt(self) -> str:
        """The question in English: `key` filled from `params`, after the asking card's name."""
        text = self._prompt
        if text is None:
            params = self.params
            text = self.key.format(**params) if params else self.key
            if self.card is not None:
                text = f"{self.card.name}: {text}"
            self._prompt = text
        return text

    def _fields(self) -> tuple[Any, ...]:
        return (
            self.player,
            self.kind,
            self.prompt,
            self.options,
            self.card,
            self.context,
            self.key,
            self.params,
            self.labels,
        )

    def __eq__(self, other: object) -> bool:
        # field by field, as the dataclass it was compared
        if not isinstance(other, Decision):
            return NotImplemented
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # mutable, like the dataclass it was

    def __repr__(self) -> str:
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(_FIELDS, self._fields(), strict=True))
        return f"Decision({shown})"

    def __reduce__(self) -> tuple[type[Decision], tuple[Any, ...]]:
        # pickled by its fields (a compiled class is only ever made through its constructor)
        return Decision, self._fields()

    def is_legal(self, answer: Any) -> bool:
        if self.kind == YESNO:
            return answer is True or answer is False
        options = self.options
        for option in options:  # players and searches answer with an option itself
            if option is answer:
                return True
        return answer in options

    # ---- JSON ---------------------------------------------------------------------------
    def encode(self, answer: Any, names: list[str]) -> Any:
        return encode_answer(self.kind, answer, names)

    def decode(self, data: Any, names: list[str]) -> Any:
        """Turn a JSON answer into the matching legal answer, or raise IllegalAnswer."""
        for option in self.options:
            if _matches(self.kind, option, data, names):
                return option
        options = [self.encode(o, names) for o in self.options]
        raise IllegalAnswer(
            N_("{answer} is not a legal answer to {prompt!r}; legal answers: {answers}"),
            {
                "answer": repr(data),
                "prompt": self.prompt,
                "answers": ", ".join(_show(o) for o in options),
            },
            self,
            options,
        )

    def to_json(self, names: list[str]) -> dict[str, Any]:
        out: dict[str, Any] = {
            "player": names[self.player],
            "kind": self.kind,
            "prompt": self.prompt,
            "options": [self.encode(o, names) for o in self.options],
        }
        if self.card is not None:
            out["card"] = self.card.name
        if self.context:
            out["context"] = self.context
        return out


def encode_answer(kind: str, answer: Any, names: list[str]) -> Any:
    if kind == "concede":
        return {"concede": names[answer]}
    if kind in (ACTION,):
        verb = answer[0]
        if verb == "draw":
            return "draw"
        if verb == "achieve":
            return {"achieve": answer[1]}
        return {verb: answer[1].name}
    if answer is None:
        return "pass"
    if kind in (CARD, SETUP):
        return answer.name
    if kind == COLOR:
        return COLOR_NAMES[answer]
    if kind == PLAYER:
        return names[answer]
    if kind == YESNO:
        return "yes" if answer else "no"
    return answer


def _show(value: Any) -> str:
    if isinstance(value, str):
        return value
    import json

    return json.dumps(value)


def _matches(kind: str, option: Any, data: Any, names: list[str]) -> bool:
    if option is None:
        return data is None or (isinstance(data, str) and data.lower() in PASS_WORDS)
    if kind == ACTION:
        verb = option[0]
        if verb == "draw":
            return data == "draw" or data == {"draw": None} or data == ["draw"]
        if isinstance(data, dict) and len(data) == 1 and verb in data:
            value = data[verb]
            if verb == "achieve":
                return _equal(value, option[1]) or (
                    isinstance(value, str) and value == str(option[1])
                )
            return isinstance(value, str) and value.lower() == option[1].name.lower()
        return False
    if kind in (CARD, SETUP):
        return isinstance(data, str) and data.lower() == option.name.lower()
    if kind == COLOR:
        return isinstance(data, str) and data.lower() == COLOR_NAMES[option]
    if kind == PLAYER:
        if isinstance(data, int) and not isinstance(data, bool):
            return data == option
        return isinstance(data, str) and data.lower() == names[option].lower()
    if kind == YESNO:
        if isinstance(data, bool):
            return data is option
        return isinstance(data, str) and data.lower() == ("yes" if option else "no")
    if kind == VALUE:
        return _equal(data, option) or (isinstance(data, str) and data == str(option))
    return _equal(data, option)


def _equal(data: Any, option: Any) -> bool:
    """`data == option`, except that JSON's true and false are never the numbers 1 and 0
    (Python's `True == 1`): `{"achieve": true}` is not "achieve the 1"."""
    if isinstance(data, bool) or isinstance(option, bool):
        return data is option
    return data == option
