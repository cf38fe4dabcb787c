"""Benchmarks leave the committed results alone unless told to write there.

benchmarks/simulations.py once wrote every summary into docs/results/ whatever it was asked; it
now writes only into the folder given with `--out`.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "docs" / "results"
sys.path.insert(0, str(ROOT / "benchmarks"))


def _snapshot(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_simulations_write_only_where_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    import simulations

    monkeypatch.chdir(tmp_path)
    before = _snapshot(RESULTS)
    table = ["--games", "2", "--players", "2", "--teams", "--seed", "5"]
    assert simulations.main(table) == 0
    assert "| 3rd | 2 | 2 |" in capsys.readouterr().out  # the table is printed
    assert _snapshot(RESULTS) == before
    assert list(tmp_path.iterdir()) == []  # nothing left in the folder it ran from either
    out = tmp_path / "sims"
    assert simulations.main([*table, "--out", str(out)]) == 0
    written = json.loads((out / "3rd-p2.json").read_text(encoding="utf-8"))
    assert (written["games"], written["players"]) == (2, 2)
    assert _snapshot(RESULTS) == before
