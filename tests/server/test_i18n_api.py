"""The web table's small i18n API: the languages, the catalogue as JSON, card texts per language
(the pages use them in a later step: docs/translating.md)."""

from __future__ import annotations

from typing import Any

import httpx


def test_the_web_tables_i18n_api(live: Any) -> None:
    r = httpx.get(live.url + "/api/i18n", headers={"accept-language": "uk-UA,uk;q=0.9,en;q=0.5"})
    data = r.json()
    assert data["negotiated"] == "uk"
    assert [lang["code"] for lang in data["languages"]] == ["en", "pt_BR", "es", "it", "uk"]
    catalogue = httpx.get(live.url + "/api/i18n/uk.json").json()
    assert catalogue["nplurals"] == 3 and catalogue["messages"]["colour\u0004red"] == "червоний"
    assert httpx.get(live.url + "/api/i18n/pt.json").json()["language"] == "pt_BR"
    assert httpx.get(live.url + "/api/i18n/fr.json").status_code == 404
    cards = httpx.get(live.url + "/api/i18n/it/cards/3rd").json()
    assert cards["cards"]["Archery"]["name"] == "Tiro con l'arco"
    assert cards["specials"]["Empire"]["name"] == "Campo Militare"
    assert httpx.get(live.url + "/api/i18n/it/cards/9th").status_code == 404
