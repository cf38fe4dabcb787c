"""Cities of Destiny in the terminal: a city's face (its two rows, flags, fountains, plus,
arrows, the search), the City piles, the flags and fountains that count with each player's
achievements, Endorse listed, typed, paid and carried out, whether it was used this turn, the
log's new lines (in English and in Ukrainian) and `help`."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from innovation import Game, howto
from innovation.engine import scenario
from innovation.engine.cities import ENDORSE_PAY_PROMPT, ENDORSED
from innovation.engine.decisions import VALUE
from innovation.terminal import (
    ENDORSE_NOTE,
    ENDORSE_TUCK_NOTE,
    Terminal,
    help_text,
    icon_legend,
    parse_answer,
)
from innovation.text.render import Words
from tests.helpers import typist

POSITION: dict[str, Any] = {
    "expansions": ["cities"],
    "players": {
        # Writing: a lightbulb featured; Athens (red 1): lightbulbs, a plus; Brussels (purple
        # 10): two fountains; Troy in hand: a castle searched in its top-middle
        "Ann": {
            "board": {"blue": ["Writing"], "red": ["Athens"], "purple": ["Brussels"]},
            "hand": ["Sailing", "Oars", "Troy"],
        },
        # Zurich (red 5): a flag in its top-middle
        "Bob": {"board": {"red": ["Zurich"]}, "hand": ["Tools"]},
    },
    "decks": {"2": ["Calendar", "Mathematics", "Construction"]},
    "current": "Ann",
    "turn": 3,
}


def terminal(game: Game, typed: list[str] | None = None, lang: str = "en") -> tuple[Terminal, list[str]]:
    out: list[str] = []
    lines: Iterator[str] = iter([*(typed or []), "quit"])
    return Terminal(game, {}, read=typist(lines), write=out.append, color=False, lang=lang), out


def board(game: Game, viewer: int | None, lang: str = "en") -> str:
    t, _ = terminal(game, lang=lang)
    return t.board_text(viewer)


def test_a_city_face_shows_its_top_row_then_its_bottom_row() -> None:
    game = scenario.build(POSITION)
    t, _ = terminal(game)
    assert t.describe_card("Athens") == "Athens (red 1) Lb* + [] / Lb* Lb* Lf"
    assert t.describe_card("Brussels") == "Brussels (purple 10) Fa* Fo [] / Cl Fo Fa*"
    assert t.describe_card("Zurich") == "Zurich (red 5) Fa* Fl [] / Fa* Fa* Lb"
    assert t.describe_card("Troy") == "Troy (blue 1) Cr* Ca? [] / Cr* Cr* Ca"  # the search
    assert t.describe_card("Oars") == "Oars (red 1) Ca* Cr [] Ca*"  # a base card as before
    # the 4th edition: Atlantis searches too (a city up to value 5)
    fourth = Game.new("4th", 2, seed=1, expansions=("cities",))
    assert "Ca? " in Terminal(fourth, {}, color=False).describe_card("Atlantis")


def test_the_card_command_names_the_search() -> None:
    game = scenario.build(POSITION)
    t, out = terminal(game, ["card Troy"])
    t.run()
    text = "\n".join(out)
    assert "Troy (age 1, blue)" in text and "Cities of Destiny card" in text
    assert "Search: castle in the top-middle" in text


def test_flags_and_fountains_count_with_the_achievements() -> None:
    game = scenario.build(POSITION)
    text = board(game, 0)
    assert "-- Ann (you)  score 0  achievements: none + 2 on the board = 2" in text
    assert "-- Bob  score 0  achievements: none + 1 on the board = 1" in text
    assert "Brussels (purple 10) Fa* Fo [] / Cl Fo Fa*  2 fountains count" in text
    assert "Zurich (red 5) Fa* Fl [] / Fa* Fa* Lb  1 flag counts" in text  # a tie keeps it
    # Ann shows two red cards: Bob's flag no longer counts
    spread = {**POSITION, "players": {
        **POSITION["players"],
        "Ann": {**POSITION["players"]["Ann"],
                "board": {"blue": ["Writing"], "red": {"cards": ["Athens", "Oars"],
                                                       "splay": "left"}}},
    }}
    spread["players"]["Ann"]["hand"] = ["Sailing"]
    text = board(scenario.build(spread), 1)
    assert "1 flag does not count (an opponent shows more cards of this colour)" in text
    assert "-- Bob (you)  score 0  achievements: none  icons" in text


def test_the_city_piles_backs_in_hand_and_the_legend() -> None:
    game = scenario.build(POSITION)
    lines = board(game, 1).splitlines()
    base = next(i for i, line in enumerate(lines) if line.startswith("Age piles (cards left)"))
    assert lines[base + 1].startswith("City piles (cards left)  1:")
    assert "hand: 3 cards (ages 1, 1, 1), Cities: 1" in "\n".join(lines)  # Troy's back
    assert "forecast" not in "\n".join(lines)  # a forecast is Echoes'
    assert "Fl a flag, Fo a fountain, + a plus, < > ^ an arrow, ? after an icon its search" in (
        lines[-1]
    )
    assert "Jk junk" not in lines[-1]
    assert "Jk junk, Ul uplift, Us unsplay" in icon_legend("4th", Words(), ("cities",))
    assert "city" not in icon_legend("3rd")


def test_endorse_is_listed_typed_paid_and_carried_out() -> None:
    game = scenario.build(POSITION)
    t, out = terminal(game)
    t.show_options(game.decision)  # type: ignore[arg-type]
    assert "   8. endorse Writing" in out and "  " + ENDORSE_NOTE in out
    t, out = terminal(game, ["endorse", "1", "Sailing"])
    ask = t.ask(0)  # a bare "endorse" lists the top cards it may endorse
    assert ask
    assert "Endorse which top card?" in out and "   1. endorse Writing" in out
    d = game.decision
    assert d is not None and d.key == ENDORSE_PAY_PROMPT
    out.clear()
    t.show_options(d)
    assert out[0] == "tuck a card of value 1 or lower from your hand to endorse Writing"
    assert out[1] == "  " + ENDORSE_TUCK_NOTE
    assert t.ask(0)  # Sailing tucked, then Writing: a 2 drawn twice for Ann
    hand = [c.name for c in game.state.players[0].hand]
    assert "Calendar" in hand and "Mathematics" in hand and "Sailing" not in hand
    assert game.state.turn_flags & ENDORSED
    text = board(game, 0)
    assert "; Endorse used this turn ===" in text.splitlines()[0]
    assert not [o for o in game.decision.to_json(game.names)["options"]  # type: ignore[union-attr]
                if isinstance(o, dict) and "endorse" in o]
    log = t.new_log_lines(0)
    assert "You: endorse Writing" in log
    assert "You tucked Sailing" in log
    assert "You endorse Writing: your own effects run twice" in log
    theirs = t.new_log_lines(1)
    assert "Ann: endorse Writing" in theirs
    assert "Ann endorses Writing: their own effects run twice" in theirs


def test_endorse_typed_in_a_language() -> None:
    game = scenario.build(POSITION)
    d = game.decision
    assert d is not None
    uk = Words("uk", "3rd")
    assert parse_answer("endorse Writing", d, game.names, uk) == {"endorse": "Writing"}
    typed = f"{uk.verb('endorse')} {uk.card('Writing')}"
    assert parse_answer(typed, d, game.names, uk) == {"endorse": "Writing"}


def test_the_log_words_the_city_draw_and_a_city_back() -> None:
    w = Words()
    drawn = {"type": "draw", "player": "Bob", "age": 3, "from": "deck", "to": "hand",
             "set": "cities"}
    assert w.event(drawn, "Ann") == "Bob drew a City 3"
    assert w.event({**drawn, "card": "Troy"}, "Bob") == "You drew Troy"
    assert w.event({"type": "city_draw", "player": "Bob"}, "Ann") == (
        "City draw: Bob draws a City of their highest top card's value"
    )
    assert w.event({"type": "city_draw", "player": "Ann"}, "Ann") == (
        "City draw: you draw a City of your highest top card's value"
    )
    for special in ("Legend", "Tradition", "Repute", "Fame", "Glory", "Victory"):
        said = w.event({"type": "achieved", "player": "Ann", "special": special}, "Bob")
        assert said == f"Ann claimed the {special} achievement"


def test_the_log_in_ukrainian() -> None:
    w = Words("uk", "3rd")
    drawn = {"type": "draw", "player": "Bob", "age": 3, "from": "deck", "to": "hand",
             "set": "cities"}
    assert w.event(drawn, "Ann") == "Bob добирає місто 3"
    assert w.event({"type": "city_draw", "player": "Bob"}, "Ann") == (
        "Добір міста: Bob добирає місто значення своєї найвищої верхньої картки"
    )
    endorse = {"type": "endorse", "player": "Ann", "card": "Writing"}
    assert w.event(endorse, "Ann") == (
        f"Ви підтримуєте картку «{w.card('Writing')}»: ваші власні ефекти виконуються двічі"
    )
    acted = {"type": "action", "action": "endorse", "card": "Writing", "player": "Ann"}
    assert w.event(acted, "Bob") == f"Ann: підтримати {w.card('Writing')}"
    legend = w.event({"type": "achieved", "player": "Ann", "special": "Legend"}, "Bob")
    assert "«Легенда»" in legend
    game = scenario.build(POSITION)
    text = board(game, 0, "uk")
    assert "немає + 2 в ігровій зоні = 2" in text and "2 фонтани рахуються" in text


def test_help_explains_the_icons_the_city_draw_and_endorse() -> None:
    text = help_text("3rd", Words(), ("cities",))
    assert "Cities of Destiny:" in text
    for word in ("city", "Meld action", "search", "City draw", "flag", "fountain", "Endorse"):
        assert f"\n  {word} " in text
    for special in ("Legend", "Repute", "Fame", "Glory", "Victory"):
        assert f"\n    {special} " in text
    assert "tuck a city with a flag" in text
    fourth = help_text("4th", Words(), ("cities",))
    for word in ("junk", "uplift", "unsplay"):
        assert f"\n  {word} " in fourth
    assert "\n    Tradition " in fourth and "junk a city with a flag from your hand" in fourth
    assert "Cities of Destiny" not in help_text("3rd")
    game = scenario.build(POSITION)
    t, out = terminal(game, ["help"])
    t.run()
    assert "Cities of Destiny:" in "\n".join(out)


def test_the_howto_has_a_cities_section() -> None:
    keys = [name for name, _ in howto.EXPANSION_SECTIONS]
    assert keys == ["echoes", "cities"]
    data = howto.as_json()
    cities = next(s for s in data["sections"] if s.get("expansion") == "cities")
    assert cities["title"] == "Cities of Destiny (an expansion)"
    assert any("Endorse" in p for p in cities["paragraphs"])


def test_a_whole_game_with_cities_played_by_script() -> None:
    """A game with Cities played to its end by a script typing each answer's number: every
    log line is in words, and the end counts the flags and fountains."""
    for seed in range(3):
        game = Game.new("3rd", ["Ann", "Bob"], seed=seed, expansions=("cities",))
        rng = random.Random(seed)
        def read(prompt: str, game: Game = game, rng: random.Random = rng) -> str:
            d = game.decision
            if d is None:
                raise EOFError  # the offer to save the record: leave without
            if prompt != "> ":
                return ""  # Enter at a hot-seat hand-over
            if d.kind == VALUE:
                reply = str(rng.choice(d.options))
            else:
                reply = str(rng.randrange(len(d.options)) + 1)
            return reply

        out: list[str] = []
        t = Terminal(game, {}, read=read, write=out.append, color=False)
        t.run()
        assert game.over, seed
        events = [e for e in game.state.events() if e["type"] in ("endorse", "city_draw")]
        text = "\n".join(out)
        if events:
            assert "City draw: " in text or "endorses" in text or "You endorse" in text
        for p, name in enumerate(game.names):
            count = game.achievement_count(p) if not game.options.get("teams") else None
            if count is not None:
                said = "1 achievement" if count == 1 else f"{count} achievements"
                assert f"  {name}: " in text and said in text
