"""The words of the log and the coach (issue 21, findings 9 and 10): the events that say a
player shares a card and that a demand found nothing, "an 8", "leaves", and the special
achievements' "Why" lines as a goal and what the player has."""

from __future__ import annotations

from innovation.coach.preview import dogma_preview, special_distances
from innovation.engine.wording import a_value, icon_plural

from .helpers import events, play


def test_values_and_icons_are_said_as_in_english() -> None:
    assert [a_value(n) for n in (1, 2, 8, 10, 11, 18, 80)] == [
        "a 1", "a 2", "an 8", "a 10", "an 11", "an 18", "an 80"]
    assert [icon_plural(i) for i in ("crown", "leaf", "factory", "clock")] == [
        "crowns", "leaves", "factories", "clocks"]


def test_a_shared_effect_is_logged_before_the_sharer_acts() -> None:
    g = play({
        "players": {"Alice": {"board": {"blue": ["Writing"]}},
                    "Bob": {"board": {"blue": ["Tools"]}}},
        "answers": [{"dogma": "Writing"}],
    })
    log = g.state.events()
    share = events(g, "share")
    assert share == [{"type": "share", "player": 1, "card": "Writing", "with_player": 0}]
    at = log.index(share[0])
    assert log[at + 1]["type"] == "draw" and log[at + 1]["player"] == 1  # Bob's share
    assert not events(g, "demand_nothing")


def test_a_demand_that_finds_nothing_says_so() -> None:
    # Bob has fewer castles than Alice but no crowned card in hand: Oars takes nothing
    g = play({
        "players": {"Alice": {"board": {"red": ["Oars"]}},
                    "Bob": {"board": {"green": ["Clothing"]}, "hand": ["Pottery"]}},
        "answers": [{"dogma": "Oars"}],
    })
    assert events(g, "demand_nothing") == [
        {"type": "demand_nothing", "player": 1, "card": "Oars", "with_player": 0}]


def test_a_demand_that_takes_something_is_not_called_empty() -> None:
    g = play({
        "players": {"Alice": {"board": {"red": ["Archery"]}},
                    "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Calendar"]}},
        "decks": {"1": ["Oars"]},
        "answers": [{"dogma": "Archery"}],
    })
    assert not events(g, "demand_nothing") and not events(g, "share")


def test_the_coach_says_leaves() -> None:
    g = play({"players": {"Alice": {"board": {"yellow": ["Agriculture"]}},
                          "Bob": {"board": {"blue": ["Pottery"]}}}})
    card = g.state.players[0].piles[3][-1]
    text = "\n".join(dogma_preview(g, card, 0).lines(g.names))
    assert "leaves" in text and "leafs" not in text


def test_why_lines_give_the_goal_and_what_the_player_has() -> None:
    g = play({"players": {"Alice": {"board": {"red": ["Archery"], "blue": ["Computers"]}},
                          "Bob": {}}})
    universe = {s.player: s.to_json(g.names) for s in special_distances(g)
                if s.name == "Universe"}
    assert universe[0]["goal"] == "five top cards of value 8 or more"
    assert universe[0]["have"] == "1" and universe[1]["have"] == "0"
    world = next(s for s in special_distances(g) if s.name == "Monument" and s.player == 0)
    assert world.goal == "tuck six cards or score six cards in one turn"
    assert world.have == "tucked 0 and scored 0 this turn"


def test_the_terminal_says_the_same() -> None:
    from innovation.terminal import describe_event

    assert describe_event({"type": "draw", "player": "Ada", "age": 8}) == "Ada drew an 8"
    assert describe_event({"type": "return", "player": "Ada", "card": "Calendar", "age": 2}) == (
        "Ada returned Calendar to the age 2 pile")
    assert describe_event({"type": "share", "player": "Ada", "card": "Writing"}) == (
        "Ada is sharing Writing")
    assert describe_event({"type": "demand_nothing", "player": "Ada", "card": "Oars"}) == (
        "Oars's demand changes nothing for Ada")
