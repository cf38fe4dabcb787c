"""The coach in the five languages (issue 22): its reasons, hints, previews, special-achievement
distances and reviews are phrases (an English msgid and its parameters) rendered per viewer,
every placeholder filled and, in a language other than English, no English word left."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from innovation.coach.explain import reason, reason_text
from innovation.coach.hints import hint_json, hint_lines, hints
from innovation.coach.judge import JUDGE
from innovation.coach.language import hint_json_in, reason_in, reasons_in, review_in
from innovation.coach.messages import render
from innovation.coach.preview import board_previews, reason_lines, special_distances
from innovation.coach.review import Review, Reviewed
from innovation.engine.decisions import ACTION
from innovation.engine.game import Game
from innovation.text.render import Words

LANGS = ["en", "pt_BR", "es", "it", "uk"]
OTHERS = LANGS[1:]
# words only the coach's English phrases use (whole words, any case; "Dogma" is a word of
# the Portuguese, Spanish and Italian rulebooks too)
ENGLISH = re.compile(
    r"\b(claims|scores|points?|achievements?|puts|top|instead|rated|better|about|hand|"
    r"demand|hits|would|share|shared|splays|pile|piles|nobody|changes|nothing|reach|loses|"
    r"adds|your|you|the|win|uncertain|needs|more|needed|claimable|highest|short|condition|"
    r"met|featured|icon|age|crowns?|leaf|leaves|castles?|clocks?|factory|factories|"
    r"lightbulbs?|colours?|tucks?|turn|draw|meld|achieve|left|right|up|aslant|"
    r"mistakes?|decisions?|before|after|cost|prefers|same|good|seat|won|lost)\b",
    re.IGNORECASE,
)


def _english_left(text: str, game: Game, lang: str) -> list[str]:
    """English words in `text`, once player names and the cards whose name in `lang` is the
    English word are taken out."""
    w = Words(lang, game.edition.name)
    for name in game.names:
        text = text.replace(name, " ")
    same = [c.name for c in game.edition.cards if w.card(c.name) == c.name]
    for name in sorted(same, key=len, reverse=True):
        text = text.replace(name, " ")
    own = {w.yes_no(False)} | {w.verb(v) for v in ("draw", "meld", "dogma", "achieve")}
    own = {x.lower() for x in own}  # Italian "no", the Portuguese and Spanish "Dogma"
    return sorted({m.group(0) for m in ENGLISH.finditer(text) if m.group(0).lower() not in own})


def _positions(edition: str, seed: int, count: int) -> list[Game]:
    """Action decisions of a random game, from its 4th turn on."""
    game = Game.new(edition, ["Ann", "Bo"], seed=seed)
    rng = random.Random(seed)
    out = []
    while game.decision is not None and len(out) < count:
        d = game.decision
        if d.kind == ACTION and game.state.turn >= 4 and rng.random() < 0.3:
            out.append(game.clone())
        game.answer(rng.choice(d.options))
    return out


@pytest.mark.parametrize(("edition", "seed"), [("3rd", 4), ("4th", 7), ("1st", 3)])
def test_reasons_are_said_in_every_language(edition: str, seed: int) -> None:
    seen_keys: set[str] = set()
    for game in _positions(edition, seed, 6):
        d = game.decision
        options = d.options[:4]
        best = options[0]
        for a in options:
            said = reason(game, a, None if a is best else best, 7.4)
            seen_keys.update(_keys(said))
            english = reason_text(said)
            assert english.strip()
            for lang in LANGS:
                text = reason_text(said, Words(lang, edition))
                assert "{" not in text and "}" not in text, (lang, text)
                assert text.count("\n") == english.count("\n")
                if lang != "en":
                    assert text != english
                    assert _english_left(text, game, lang) == [], (lang, text)
    # a variety of phrases was met: what an answer does, and the comparison
    assert "{answer}: {facts}." in seen_keys
    assert any(k.startswith("{answer} instead") for k in seen_keys)
    assert len(seen_keys) >= 6, seen_keys


def _keys(item: Any) -> set[str]:
    if isinstance(item, list):
        return set().union(*(_keys(x) for x in item)) if item else set()
    if not isinstance(item, dict):
        return set()
    out = {item["key"]} if "key" in item else set()
    for v in (item.get("params") or {}).values():
        out |= _keys(v)
    return out


def test_a_ukrainian_count_takes_its_three_forms() -> None:
    from innovation.coach.messages import icon_count, tn

    w = Words("uk")
    assert render(icon_count("castle", 1, "+"), w) == "+1 фортеця"
    assert render(icon_count("castle", 3, "+"), w) == "+3 фортеці"
    assert render(icon_count("castle", 5, "−"), w) == "−5 фортець"
    assert render(icon_count("castle", 21), w) == "21 фортеця"
    points = tn("scores {n} point", "scores {n} points", 0)
    assert [render({**points, "n": n}, w) for n in (1, 2, 11)] == [
        "отримує 1 очко",
        "отримує 2 очки",
        "отримує 11 очок",
    ]
    assert render({**points, "n": 2}, Words("it")) == "guadagna 2 punti di Influenza"


@pytest.mark.parametrize("edition", ["3rd", "4th"])
def test_why_and_previews_in_every_language(edition: str) -> None:
    game = _positions(edition, 11, 3)[-1]
    assert special_distances(game) and board_previews(game)
    for lang in OTHERS:
        w = Words(lang, edition)
        lines = reason_lines(game, 0, w)
        for pv in board_previews(game):
            lines += pv.lines(game.names, 0, w)
        text = "\n".join(lines)
        assert "{" not in text and "}" not in text
        assert _english_left(text, game, lang) == [], (lang, text)
        data = reasons_in(game, lang)
        said = " ".join(f"{s['goal']} {s['have']} {' '.join(s['missing'])}" for s in data["specials"])
        assert _english_left(said, game, lang) == [], (lang, said)
        # the whole sentences the page shows (issue 38), and what each achievement needs
        whole = [s[k] for s in data["specials"] for k in ("said", "said_you")]
        whole += [g["text"] for gaps in data["achievements"].values() for g in gaps]
        assert all("{" not in x and x for x in whole)
        assert _english_left("\n".join(whole), game, lang) == [], (lang, whole)
    english = reasons_in(game, "en")
    ukrainian = reasons_in(game, "uk")
    assert any(pv["demands"] for pv in english["dogma"].values())
    for card, pv in english["dogma"].items():  # a demand's text in the card's language
        for e, u in zip(pv["demands"], ukrainian["dogma"][card]["demands"], strict=True):
            assert e["text"] != u["text"] and "Я ВИМАГАЮ" in u["text"]
    assert [s["special"] for s in english["specials"]] == [
        s["special"] for s in reasons_in(game, "uk")["specials"]
    ]  # keys and names stay language-neutral


def test_hints_in_a_language_and_rendered_again_for_another() -> None:
    game = _positions("3rd", 5, 1)[0]
    found = hints(game, iterations=30)
    english = hint_json(game, found)
    italian = hint_json(game, found, "it")
    assert [h["answer"] for h in english] == [h["answer"] for h in italian]
    assert [h["reason"] for h in english] == [h["reason"] for h in italian]  # neutral
    for h in italian:
        assert h["why"] and h["why"] != next(e["why"] for e in english if e["answer"] == h["answer"])
        assert "circa" in h["chance"] and _english_left(h["why"], game, "it") == []
    ukrainian = hint_json_in(english, "uk")
    assert all("перемогу" in h["chance"] for h in ukrainian)
    assert all(_english_left(h["why"], game, "uk") == [] for h in ukrainian)
    assert english == hint_json(game, found)  # the data given is not changed
    text = "\n".join(hint_lines(found, Words("uk")))
    assert "1. " in text and _english_left(text, game, "uk") == []


def test_a_review_in_a_language() -> None:
    game = _positions("3rd", 6, 1)[0]
    d = game.decision
    chosen, best = d.options[-1], d.options[0]
    said = reason(game, chosen, best, 15.0)
    r = Reviewed(
        index=3,
        answer=d.encode(chosen, game.names),
        best=d.encode(best, game.names),
        win_before=0.55,
        win_after=0.40,
        turn=game.state.turn,
        why=reason_text(said),
        reason=said,
        kind=d.kind,
    )
    review = Review(seat=0, player="Ann", decisions=[r], settings=JUDGE, won=False)
    for lang in OTHERS:
        text = "\n".join(review.lines(lang))
        assert _english_left(text, game, lang) == [], (lang, text)
        assert Words(lang).t("MISTAKE") in text
    data = review.to_json()
    assert data["decisions"][0]["why"] == reason_text(said)
    shown = review_in(data, "uk")
    assert shown["decisions"][0]["why"] == reason_in(said, "uk")
    assert shown["decisions"][0]["reason"] == data["decisions"][0]["reason"]
    assert data["decisions"][0]["why"] == reason_text(said)  # the data given is unchanged
