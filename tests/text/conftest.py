"""Fixtures of the text layer's tests: copies of the language files to change freely."""

from __future__ import annotations

import json
import shutil

import pytest

from innovation.cards import texts as card_texts_module


@pytest.fixture
def texts_dir(tmp_path, monkeypatch):
    """A copy of the card tables' language files to change freely (every expansion's too, so
    that what complete.json declares of them is still there)."""
    expansions = [
        f"{x}/{card_texts_module.DIRECTORIES[e]}"
        for x in card_texts_module.EXPANSION_CHAIN
        for e in card_texts_module.file_editions(x)
    ]
    for sub in ("third", "first", "fourth", *expansions):
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
