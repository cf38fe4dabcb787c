"""`IllegalAnswer`: an answer the engine refuses, with its reason as a message.

A plain Python module, not among the modules mypyc compiles (setup.py, `COMPILED`): the class
has an `__init__`, and other packages subclass it (`innovation.rl.actions.IllegalAction`), which
a compiled class's methods would refuse. `innovation.engine.decisions` re-exports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .decisions import Decision


class IllegalAnswer(ValueError):
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
        self.key = key
        self.params: dict[str, Any] = dict(params or {})
        self.decision = decision
        self.options = options
        super().__init__(key.format(**self.params) if self.params else key)

    def __reduce__(self) -> Any:
        # pickled by its message (a worker process, Ray); the decision stays behind
        return type(self), (self.key, self.params)


class SeatingError(ValueError):
    """A table an edition cannot seat (a player count, team letters); a subclass of ValueError,
    as before. Its reason is a message as `IllegalAnswer`'s is: `key` the English msgid,
    `params` its parameters, `str()` the English, so the lobby can say it in a reader's
    language (innovation/server/newgame.py)."""

    def __init__(self, key: str, params: dict[str, Any] | None = None) -> None:
        self.key = key
        self.params: dict[str, Any] = dict(params or {})
        super().__init__(key.format(**self.params) if self.params else key)

    def __reduce__(self) -> Any:
        return type(self), (self.key, self.params)
