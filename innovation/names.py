"""Matching what a person typed against names: one rule for every place a name is typed.

The terminal's answers (`meld Oars`, `Sail`), its `card NAME` command and `innovation cards NAME`
all use `matches`: case, repeated spaces and full stops do not matter ("a.i." is "A.I."), a
name typed in full wins, and otherwise the start of a name is enough when only one name starts
that way.
"""

from __future__ import annotations

from collections.abc import Sequence


def normalize(text: str) -> str:
    """The form names are compared in: lower case, single spaces, no full stops."""
    return " ".join(text.lower().replace(".", "").split())


def matches(text: str, labels: Sequence[str | Sequence[str]], prefix: bool = True) -> list[int]:
    """The positions of the labels `text` names.

    Each entry of `labels` is a label or several labels of one thing (`["dogma Sailing",
    "Sailing"]`). A label equal to the text wins; without one, every thing with a label that
    starts with the text (unless `prefix` is False). Empty text matches nothing."""
    wanted = normalize(text)
    if not wanted:
        return []
    forms = [[normalize(x)] if isinstance(x, str) else [normalize(s) for s in x] for x in labels]
    exact = [i for i, fs in enumerate(forms) if wanted in fs]
    if exact or not prefix:
        return exact
    return [i for i, fs in enumerate(forms) if any(f.startswith(wanted) for f in fs)]
