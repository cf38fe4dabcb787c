"""The README's engine example runs as printed and leaves nothing in the reader's folder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def _block_after(heading: str) -> str:
    text = README.read_text(encoding="utf-8")
    section = text.split(heading, 1)[1]
    match = re.search(r"```python\n(.*?)```", section, re.S)
    assert match, f"no python block after {heading!r}"
    return match.group(1)


def test_the_engine_example_runs_and_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {}
    exec(compile(_block_after("## Using the engine"), str(README), "exec"), namespace)
    assert namespace["game"].over  # type: ignore[attr-defined]
    assert capsys.readouterr().out  # it prints the winners
    assert list(tmp_path.iterdir()) == []
