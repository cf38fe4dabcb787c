"""Refusals whose reason is a message: `IllegalAnswer` (an answer the engine refuses) and
`SeatingError` (a table an edition cannot seat), both `MessageError`s.

A plain Python module, not among the modules mypyc compiles (setup.py, `COMPILED`): the class
has an `__init__`, and other packages subclass it (`innovation.rl.actions.IllegalAction`), which
a compiled class's methods would refuse. `innovation.engine.decisions` re-exports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .decisions import Decision


class MessageError(ValueError):
    """A refusal whose reason is a message (docs/translating.md): `key` the English msgid,
    `params` its language-neutral parameters, `str()` the English text; an interface says it in
    a reader's language with `translate(lang, exc.key, **exc.params)`. Pickled by its message
    (a worker process, Ray)."""

    def __init__(self, key: str, params: dict[str, Any] | None = None) -> None:
        self.key = key
        self.params: dict[str, Any] = dict(params or {})
        super().__init__(key.format(**self.params) if self.params else key)

    def __reduce__(self) -> Any:
        return type(self), (self.key, self.params)


class IllegalAnswer(MessageError):
    """An answer that is not one of the decision's legal answers; the game is unchanged.

    The reason is a message (docs/translating.md): `key` its English msgid, `params` its
    language-neutral parameters (cards, colours and players by their English names); `str()`
    is the English text. Where the refusal is about a decision, `decision` is it and `options`
    its legal answers as JSON, so an interface shows the prompt and the answers in the
    viewer's language (`innovation.text.refusals.render_refusal`). A plain text
    (`IllegalAnswer("...")`) is its own key, without parameters."""

    def __init__(
        self,
        key: str,
        params: dict[str, Any] | None = None,
        decision: Decision | None = None,
        options: list[Any] | None = None,
    ) -> None:
        super().__init__(key, params)
        self.decision = decision  # not pickled: a copy keeps only the message
        self.options = options


class SeatingError(MessageError):
    """A table an edition cannot seat (a player count, team letters); still a ValueError for
    every caller that catches one, and a message the lobby says in a reader's language
    (innovation/server/newgame.py)."""
