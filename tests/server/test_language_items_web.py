"""Issue 38's language items on the web pages: the card browser says, in the reader's language,
that the rulings it links are English; the page scripts fill a colour's form (`{color:f}`)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import httpx
import pytest

from innovation.text.catalog import catalog_json, translate

STATIC = Path(__file__).resolve().parents[2] / "innovation" / "server" / "static"
NOTE = "The rulings under each card are the project's notes on the rules, written in English only."


@pytest.mark.parametrize("lang", ["pt_BR", "uk", "es", "it"])
def test_the_card_browser_says_the_rulings_are_english(live: Any, lang: str) -> None:
    page = httpx.get(live.url + "/cards", cookies={"innovation-lang": lang}).text
    said = translate(lang, NOTE)
    assert said != NOTE
    assert said.replace("'", "&#39;") in page or said in page
    english = {"pt_BR": "inglês", "uk": "англійською", "es": "inglés", "it": "inglese"}[lang]
    assert english in said


def _run_i18n(lang: str, script: str) -> Any:
    """i18n.js in node with `lang`'s catalogue (as /i18n/<lang>.js gives it), then `script`."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    catalogue = catalog_json(lang)
    prelude = (
        "const window = {I18N_CATALOGUE: Object.assign(" + json.dumps(catalogue)
        + ", {pluralIndex: (n) => (n === 1 ? 0 : 1)})};"
        "const document = {addEventListener() {}, cookie: ''};"
    )
    program = prelude + (STATIC / "i18n.js").read_text(encoding="utf-8") + script
    done = subprocess.run(
        [node, "-"], input=program, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_pages_fill_a_colours_feminine_form() -> None:
    """cardview.js's meld note: "sua pilha roxa" (the form), and the label where a text asks
    for the label; a parameter without forms fills both."""
    script = """
      const purple = new String(tc("colour", "purple"));
      purple.forms = {f: tc("colour, feminine", "purple")};
      const msg = "Meld: it goes on top of your {color} pile, starting that pile.";
      console.log(JSON.stringify([t(msg, {color: purple}), t(msg, {color: "roxo"}),
        I18N.t("{a} {a:f}", {a: purple})]));
    """
    pt = _run_i18n("pt_BR", script)
    assert pt[0] == "Baixar: ela vai para o topo da sua pilha roxa, começando essa pilha."
    assert pt[1] == "Baixar: ela vai para o topo da sua pilha roxo, começando essa pilha."
    assert pt[2] == "roxo roxa"
    uk = _run_i18n("uk", script)
    assert "фіолетовий" in uk[0]
