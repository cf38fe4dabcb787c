"""Issue 38's language items: the help's example, the first player's rule, `card NAME` by the
start of a translated name, Ukrainian names in the nominative, agreement of colours and
numbers, the books' words, and no English left on the terminal (each checked in pt_BR and uk
at least, and where the same fault could be, in all four languages)."""

from __future__ import annotations

import io
import re
import sys

import pytest

from innovation import Game, howto
from innovation.cardinfo import CardNotFound, find_card
from innovation.cli import build_parser, main, play_seats
from innovation.engine.editions import get_edition
from innovation.engine.records import GameRecord
from innovation.terminal import AUTOSAVED, Terminal, help_text, name_start
from innovation.text import render
from innovation.text.answers import card_names
from innovation.text.catalog import read_catalog, translate
from innovation.text.coverage import _odd_specs, catalogue_problems
from innovation.text.render import Words
from innovation.text.terms import color_name

LANGS = ["pt_BR", "es", "it", "uk"]


def _strings(lang: str) -> list[tuple[object, str | None, str]]:
    """Every (msgid, context, translation form) of a language's catalogue."""
    out = []
    for m in read_catalog(lang):
        if not m.id or m.fuzzy:
            continue
        forms = m.string if isinstance(m.string, (list, tuple)) else [m.string]
        msgid = m.id[0] if isinstance(m.id, (list, tuple)) else m.id
        out += [(msgid, m.context, f) for f in forms if f]
    return out


# ---------------------------------------------------------------- 1. help's example
@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize("edition", ["3rd", "4th"])
def test_the_helps_example_names_the_cards_it_means(lang: str, edition: str) -> None:
    w = Words(lang, edition)
    text = help_text(edition, w)
    sailing, oars = w.card("Sailing"), w.card("Oars")
    assert f"{w.verb('dogma')} {sailing} " in text and f"{w.verb('meld')} {oars}," in text
    # the start it shows ("Sail", "Судн") is a real start of Sailing's name, which finds it
    start = name_start(sailing, card_names(edition, lang))
    assert sailing.startswith(start) and len(start) < len(sailing)
    assert text.count(start) >= 4  # the example answer, "(or just ...)", and the two starts
    assert find_card(get_edition(edition), start, lang).name == "Sailing"
    if lang != "en":  # the name of Navigation, or a word that is no card, is not the example
        navigation = w.card("Navigation")
        assert f"{w.verb('dogma')} {navigation} (" not in text
    assert "Мореплавство" not in text


# ---------------------------------------------------------------- 2. the first player
@pytest.mark.parametrize("lang", LANGS)
def test_the_first_player_rule_says_the_english_names(lang: str) -> None:
    english = {"pt_BR": "inglês", "es": "inglés", "it": "ingles", "uk": "англійськ"}[lang]
    setup = [p for _, paras in howto.SECTIONS for p in paras if "alphabetical order" in p]
    first_card = [m for m, _, _ in _strings(lang) if isinstance(m, str) and "alphabetically" in m]
    assert setup and first_card  # the guide (terminal and web) and the table's card view
    for msgid in setup + first_card:
        assert "English" in msgid
        assert english in translate(lang, msgid), msgid
    assert english in "\n".join(howto.pages(40, 78, lang))


# ---------------------------------------------------------------- 3. card NAME
def test_a_card_is_found_by_the_start_of_its_translated_name() -> None:
    ed = get_edition("3rd")
    assert find_card(ed, "гонч", "uk").name == "Pottery"
    assert find_card(ed, "ГОНЧАР", "uk").name == "Pottery"
    assert find_card(ed, "navegacao a", "pt_BR").name == "Sailing"  # accents ignored
    assert find_card(ed, "Navegação", "pt_BR").name == "Navigation"  # a full name wins
    assert find_card(ed, "sail", "uk").name == "Sailing"  # English is understood too
    with pytest.raises(CardNotFound) as several:
        find_card(ed, "navig", "it")
    assert {c.name for c in several.value.candidates} == {"Sailing", "Navigation"}
    said = several.value.said(Words("it", "3rd"))
    assert "Navigazione a vela" in said and "Sailing" not in said
    with pytest.raises(CardNotFound) as none:
        find_card(ed, "zzz", "uk")
    assert none.value.said(Words("uk", "3rd")) != str(none.value)


@pytest.mark.parametrize(
    ("lang", "typed", "first", "text"),
    [
        ("uk", "гонч", "Гончарство (епоха 1, синій)", "Доберіть одну картку 1."),
        ("pt_BR", "ceram", "Cerâmica (era 1, azul)", "Compre um 1."),
        ("it", "ceram", "Ceramica (Periodo 1, blu)", "Pesca"),
        ("es", "alfar", "Alfarería (edad 1, azul)", "Roba"),
    ],
)
def test_cards_name_prints_the_card_in_the_language(capsys, lang, typed, first, text) -> None:
    assert main(["cards", "--lang", lang, typed]) == 0
    out = capsys.readouterr().out
    assert out.startswith(first + "\n"), out
    assert text in out and "Draw" not in out


def test_the_terminals_card_command_takes_a_translated_start() -> None:
    game = Game.new("3rd", ["Оля", "Богдан"], seed=2)
    out: list[str] = []
    typed = iter(["card гонч", "card Весла", "card Гончарство", "card ззз", "quit"])
    Terminal(
        game, {}, read=lambda p: next(typed) if p == "> " else "так", write=out.append,
        color=False, lang="uk",
    ).run()
    text = "\n".join(out)
    assert "Гончарство (епоха 1, синій)" in text
    assert "Весла (епоха 1, червоний)" in text
    assert "Роз’яснення (англійською): docs/rulings/age1.md" in text  # said to be English
    assert "ззз" in text and "no card named" not in text


# ---------------------------------------------------------------- 4. Ukrainian case
def test_ukrainian_log_lines_name_the_card_in_the_nominative() -> None:
    w = Words("uk", "3rd")
    meld = w.event({"type": "meld", "player": "Оля", "card": "Archery"})
    assert meld == "Оля розігрує картку «Стрільба з лука»"
    share = w.event({"type": "share", "player": "Оля", "card": "Pottery"})
    assert share == "Оля долучається до картки «Гончарство»"
    hidden = w.event({"type": "draw", "player": "Оля", "age": 3})
    assert hidden == "Оля добирає картку 3"
    claimed = w.event({"type": "achieved", "player": "Оля", "special": "Monument"})
    assert claimed.endswith("особливе досягнення «Пам’ятка»")
    assert w.event({"type": "meld", "player": "Оля", "card": "Archery"}, viewer="Оля") == (
        "Ви розігруєте картку «Стрільба з лука»"
    )
    # the other languages keep the plain name
    assert Words("pt_BR", "3rd").event({"type": "meld", "player": "Ana", "card": "Archery"}) == (
        "Ana baixou Arqueria"
    )


def test_every_ukrainian_message_names_a_card_after_its_noun() -> None:
    """A card's or special achievement's name never stands right after a verb or a preposition
    (where Ukrainian would decline it): it follows «картка»/«досягнення» in quotes, a colon or a
    bracket, or starts the text. The log lines' `{card}` is the wrapped object itself."""
    wrapped = set(render._PAST.values()) | set(render._PAST_YOU.values())
    bad = []
    for msgid, _, text in _strings("uk"):
        if msgid in wrapped:
            continue
        for m in re.finditer(r"\{(card|special)\}", text):
            before = text[: m.start()]
            if not before or before.endswith(("«", ": ", "(", "\n")) or before.rstrip().endswith(
                ("—", ":")
            ):
                continue
            bad.append((msgid, text))
    assert bad == []
    assert translate("uk", "{card}") == "{card}"
    said = render.pgettext("uk", "card, object of a verb", "{card}", card="Весла")
    assert said == "картку «Весла»"


# ---------------------------------------------------------------- 5, 6. agreement
@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("pt_BR", "Ada deslizou a pilha roxa para a esquerda"),
        ("es", "Ada extendió a la izquierda su pila violeta"),
        ("it", "Ada ha scalato a sinistra il mazzo viola"),
        ("uk", "Ada розгортає стос (фіолетовий) ліворуч"),
    ],
)
def test_a_splay_names_the_pile_with_its_colour_agreeing(lang: str, said: str) -> None:
    w = Words(lang, "3rd")
    e = {"type": "splay", "player": "Ada", "color": "purple", "direction": "left"}
    assert w.event(e) == said


def test_colours_agree_with_a_feminine_pile() -> None:
    pt = Words("pt_BR", "3rd")
    red = {"type": "splay", "player": "Ada", "color": "red", "direction": "up"}
    assert pt.event(red) == "Ada deslizou a pilha vermelha para cima"
    assert pt.event({"type": "splay", "player": "Ada", "color": "yellow", "direction": "none"}) == (
        "Ada desfez o deslizamento da pilha amarela"
    )
    es = Words("es", "3rd")
    assert "tu pila roja" in es.message("splay your {color} cards left?", {"color": "red"})
    it = Words("it", "3rd")
    assert it.event({**red, "direction": "right"}, viewer="Ada") == (
        "Hai scalato a destra il mazzo rosso"
    )
    # the label stays the label, and a width still pads it
    word = color_name("pt_BR", "purple")
    assert f"{word}|{word:f}|{word:<7}|" == "roxo|roxa|roxo   |"


@pytest.mark.parametrize("lang", LANGS)
def test_every_pile_colour_after_a_feminine_noun_agrees(lang: str) -> None:
    """pt_BR and es: a colour right after "pilha"/"pila" is its feminine form ({color:f})."""
    noun = {"pt_BR": "pilha", "es": "pila", "it": None, "uk": None}[lang]
    for msgid, _, text in _strings(lang):
        if noun:
            assert f"{noun} {{color}}" not in text, msgid
        assert "le tue carte {color}" not in text, msgid  # Italian: carte is feminine
    assert catalogue_problems(lang, counts=False) == []


def test_a_translation_may_ask_only_a_colours_form() -> None:
    assert _odd_specs("splay your {color} cards", "sua pilha {color:f}") == []
    assert _odd_specs("{player} drew {card}", "{player} {card:f}") == ["{card:f}"]
    assert _odd_specs("your {color} pile", "{color:x}") == ["{color:x}"]


@pytest.mark.parametrize(
    ("lang", "owner", "place", "said"),
    [
        ("pt_BR", "Ada", "hand", "Bia transferiu Remo para a mão de Ada"),
        ("pt_BR", "Ada", "score", "Bia transferiu Remo para a pilha de pontos de Ada"),
        ("es", "Ada", "board", "Bia transfirió Remos al tablero de Ada"),
        ("it", "Ada", "score", "Bia ha trasferito Remi nell'Influenza di Ada"),
        ("uk", "Ada", "hand", "Bia переміщує картку «Весла» до руки гравця Ada"),
    ],
)
def test_a_transfer_says_where_as_the_language_does(lang, owner, place, said) -> None:
    w = Words(lang, "3rd")
    e = {"type": "transfer", "player": "Bia", "card": "Oars", "to": place, "to_player": owner}
    assert w.event(e) == said
    assert ": " not in w.event(e)


def test_portuguese_zero_is_plural() -> None:
    pt = Words("pt_BR", "3rd")
    assert pt.tn("{n} point", "{n} points", 0) == "0 pontos"
    assert pt.tn("{n} point", "{n} points", 1) == "1 ponto"
    assert read_catalog("pt_BR").plural_expr == "(n != 1)"


def test_no_verb_agrees_with_a_count_it_does_not_see() -> None:
    """A plural verb before a list that may hold "1 punto" (Italian "servono 1 punto"): the
    verb agrees with the subject it sees, or the list follows a colon."""
    plural_verbs = {"it": ("servono", "mancano"), "pt_BR": ("faltam",), "es": ("faltan",)}
    for lang, verbs in plural_verbs.items():
        for msgid, _, text in _strings(lang):
            for verb in verbs:
                # {n} is the plural form's own count; {needed} is 5 points or more
                assert not re.search(rf"\b{verb} \{{(?!n\}}|needed\}})", text), (msgid, text)


# ---------------------------------------------------------------- 7. the books' words
def test_the_books_words() -> None:
    def everything(lang: str) -> str:
        return "\n".join(t for _, _, t in _strings(lang))

    pt, es, it, uk = (everything(lang) for lang in LANGS)
    assert "exigênc" not in pt.lower() and "exigenc" not in es.lower()  # the books: demanda
    assert "conquista padrão" not in pt and "conquistas padrão" not in pt  # the book: normal
    assert "imposizion" not in it.lower()  # Iello: Dogma di Supremazia
    assert not re.search(r"rivel", it, re.I)  # the cards' word: mostrare
    assert not re.search(r"перемовин|домовлен|домовит|домовля|далек\w+ гравц", uk, re.I)
    assert "переговор" in uk and "віддален" in uk  # the book's negotiation, distant player
    assert translate("it", "Demand hits: {players}").startswith("La Supremazia")


def test_the_ukrainian_cards_say_the_books_highest() -> None:
    from innovation.cards.texts import card_texts

    for edition in ("3rd", "4th"):
        texts = card_texts(edition, "uk")
        for card in get_edition(edition).cards:
            for i, e in enumerate(card.effects):
                said = texts.effect(card.name, i, e.text).text or ""
                assert "найстарш" not in said, (card.name, said)
    education = get_edition("3rd").card("Education")
    said = card_texts("3rd", "uk").effect("Education", 0, education.effects[0].text).text
    assert said is not None and "найбільше значення" in said


# ---------------------------------------------------------------- 8. start: {reason}
@pytest.mark.parametrize("lang", LANGS)
def test_every_message_with_a_word_is_translated(lang: str) -> None:
    for msgid in ("start: {reason}", "teams: {reason}"):
        assert translate(lang, msgid) != msgid


# ---------------------------------------------------------------- 9. the terminal
def test_the_seats_are_named_in_the_language() -> None:
    args = build_parser().parse_args(["play", "--vs", "heuristic,random,ismcts"])
    assert play_seats(args)[0] == ["Player", "Heuristic AI", "Random AI", "Search AI"]
    assert play_seats(args, "uk")[0] == ["Гравець", "Евристичний ШІ", "Випадковий ШІ", "Пошуковий ШІ"]
    assert play_seats(args, "pt_BR")[0] == ["Jogador", "IA heurística", "IA aleatória", "IA de busca"]
    two = build_parser().parse_args(["play", "--vs", "heuristic,heuristic"])
    assert play_seats(two, "it")[0] == ["Giocatore", "IA euristica 1", "IA euristica 2"]


def test_a_ukrainian_terminal_game_shows_no_english(capsys, monkeypatch, tmp_path) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO("help\nboard\nquit\nтак\n"))
    assert main(["play", "--lang", "uk", "--vs", "heuristic", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Евристичний ШІ" in out and "Гравець (ви)" in out
    latin = set(re.findall(r"[A-Za-z]{2,}", out))
    allowed = {"Innovation", "innovation", "play", "hints", "resume", "replay", "json", "game",
               "Enter", "Cr", "Lf", "Lb", "Ca", "Fa", "Cl", "Pe"}  # the commands, keys, codes
    assert latin - allowed == set(), latin - allowed


def test_ctrl_c_saves_the_game_and_says_so_in_the_language(tmp_path) -> None:
    game = Game.new("3rd", ["Оля", "Богдан"], seed=2)
    game.answer(game.decision.options[0])
    out: list[str] = []

    def interrupted(prompt: str) -> str:
        raise KeyboardInterrupt

    term = Terminal(game, {}, read=interrupted, write=out.append, color=False, lang="uk")
    term.autosave = str(tmp_path / "kept.json")
    with pytest.raises(KeyboardInterrupt):
        term.run()
    assert translate("uk", AUTOSAVED, path=term.autosave) in out
    assert not any("The game stopped" in line for line in out)
    assert GameRecord.load(term.autosave).replay().n_answers == 1
