"""Fixtures of the text layer's tests: copies of the language files to change freely."""

from __future__ import annotations

import json
import shutil

import pytest

from innovation.cards import texts as card_texts_module


@pytest.fixture
def texts_dir(tmp_path, monkeypatch):
    """A copy of the card tables' language files to change freely (the expansions' too)."""
    for sub in ("third", "first", "fourth", "echoes/third", "echoes/fourth"):
        src = card_texts_module._HERE / sub / "texts"
        dst = tmp_path / sub / "texts"
        dst.mkdir(parents=True)
        if src.is_dir():
            for f in src.glob("*.json"):
                shutil.copy(f, dst / f.name)
    monkeypatch.setattr(card_texts_module, "_HERE", tmp_path)
    card_texts_module.load_file.cache_clear()
    card_texts_module.card_texts.cache_clear()
    yield tmp_path
    monkeypatch.undo()
    card_texts_module.load_file.cache_clear()
    card_texts_module.card_texts.cache_clear()


def edit_texts(path, change):
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    card_texts_module.load_file.cache_clear()
