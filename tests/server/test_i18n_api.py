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


def test_pages_are_served_in_the_readers_language(live: Any) -> None:
    """Accept-Language picks the first language; the selector's cookie overrides it; every page
    says its language and loads that language's catalogue."""
    for path in ("/", "/howto", "/cards", "/rulings/age1.md", "/g/none", "/replay/none"):
        r = httpx.get(live.url + path, headers={"accept-language": "pt-BR,pt;q=0.9"})
        assert r.status_code == 200, path
        assert '<html lang="pt-BR">' in r.text, path
        assert r.headers["content-language"] == "pt-BR"
        assert '<script src="/i18n/pt_BR.js?v=' in r.text, path
        assert '<script src="/static/i18n.js">' in r.text, path
    chosen = httpx.get(live.url + "/rulings/age1.md", headers={"accept-language": "pt-BR"},
                       cookies={"innovation-lang": "uk"})
    assert '<html lang="uk">' in chosen.text and "Перегляд карт" in chosen.text
    english = httpx.get(live.url + "/rulings/age1.md", cookies={"innovation-lang": "nonsense"})
    assert '<html lang="en">' in english.text and "Card browser" in english.text


def test_the_catalogue_script_carries_the_plural_rule(live: Any) -> None:
    r = httpx.get(live.url + "/i18n/uk.js")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/javascript")
    assert "window.I18N_CATALOGUE = {" in r.text and '"nplurals":3' in r.text
    assert "pluralIndex = function (n) { return Number((n%10==1" in r.text
    assert httpx.get(live.url + "/i18n/xx.js").status_code == 404


def test_a_new_games_refusal_is_a_catalogue_message() -> None:
    """NewGameError keeps its English (what the API answers) and its msgid and parameters, so a
    page can show it in its reader's language."""
    import pytest

    from innovation.server.newgame import NewGameError, check_seat_count
    from innovation.text.catalog import translate

    with pytest.raises(NewGameError) as refused:
        check_seat_count("3rd", [None] * 7)
    exc = refused.value
    assert str(exc) == "seats must be a list of 2 to 4 seats (the 3rd edition's table sizes)"
    uk = translate("uk", exc.key, **exc.params)
    assert uk != str(exc) and "2" in uk and "4" in uk


def test_team_letters_the_engine_refuses_are_said_in_the_readers_language() -> None:
    """The team letters a person types in the lobby, refused by the edition's seating rule: the
    reason is the engine's message (a SeatingError's key and parameters), not English text."""
    import pytest

    from innovation.engine.refusal import SeatingError
    from innovation.server.newgame import NewGameError, check_teams
    from innovation.text.catalog import translate

    cases = [("4th", "AAAA", 4, "at least two teams"), ("4th", "AB", 3, "name 2 seats"),
             ("4th", "A1B", 3, "as a letter"), ("3rd", "AABB", 4, "two pairs sitting across")]
    for edition, letters, players, english in cases:
        with pytest.raises(NewGameError) as refused:
            check_teams(edition, letters, players)
        exc = refused.value
        assert english in str(exc)
        for lang in ("pt_BR", "es", "it", "uk"):
            said = translate(lang, exc.key, **exc.params)
            assert said != str(exc) and letters in said, (lang, said)
    with pytest.raises(ValueError):  # still a ValueError for every caller that catches one
        raise SeatingError("x")
