"""Scenario tests for the fifteen age-1 cards of the 4th edition, and the rulebook's worked
examples that use them; rulings in docs/rulings/fourth/age1.md.

Featured-icon counts are written next to each board and checked by `start` before the dogma:
a top card shows its four positions; covered cards show bottom-right when splayed left,
top-left + bottom-left when splayed right, the three bottom positions when splayed up, and
all four when splayed aslant.
"""

from typing import Any

from innovation.engine import views
from innovation.engine.cards import CASTLE, CROWN, LEAF, LIGHTBULB
from innovation.engine.ctx import Ctx
from innovation.engine.editions import get_edition
from tests.helpers import (
    achievements,
    answer,
    available,
    board,
    bonus_draws,
    check_places,
    deck,
    events,
    hand,
    icons,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    score,
    splay,
    tops,
    waiting_for,
    winners,
)

EDITION = get_edition("4th")


def fourth(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A 4th-edition scenario."""
    return {"edition": "4th", "players": players, **extra}


def start(spec: dict[str, Any], icon: int, **counts: int):
    """Build the scenario (no answers yet) and check the deliberate featured-icon counts."""
    g = play(spec)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return g


def drawn(g, name: str) -> list[str]:
    """The cards a player drew, in order."""
    p = g.player_index(name)
    return [e["card"] for e in events(g, "draw") if e["player"] == p]


# ============================================================================ rulebook examples
def test_rulebook_example_meld_continues_the_splay():
    """Meld action (rulebook, example 1): Coal and Mysticism go on top of the red and purple
    piles; purple is splayed right, so Mysticism continues that splay."""
    g = play(
        fourth(
            {
                "Alice": {
                    "board": {
                        "red": ["Archery"],
                        "purple": {"cards": ["City States", "Code of Laws"], "splay": "right"},
                    },
                    "hand": ["Coal", "Mysticism"],
                },
                "Bob": {"board": {"blue": ["Writing"]}},
            }
        )
    )
    assert icons(g, "Alice", "castle") == 3  # Archery 2, City States 1; Code of Laws shows none
    answer(g, {"meld": "Coal"})
    answer(g, {"meld": "Mysticism"})
    assert board(g, "Alice", "red") == ["Coal", "Archery"]
    assert board(g, "Alice", "purple") == ["Mysticism", "City States", "Code of Laws"]
    assert splay(g, "Alice", "purple") == "right" and splay(g, "Alice", "red") == "none"
    # Mysticism shows its three castles (Archery is covered, unsplayed); splayed right,
    # City States and Code of Laws each show their bottom-left crown
    assert icons(g, "Alice", "castle") == 3 and icons(g, "Alice", "crown") == 2
    assert icons(g, "Alice", "factory") == 3  # Coal on top
    check_places(g)


def test_rulebook_example_draw_from_an_empty_age_goes_up():
    """Draw action (rulebook, example 2): the highest top card is a 2 and the age-2 pile is
    empty, so the draw takes a 3."""
    g = play(
        fourth(
            {
                "Alice": {"board": {"blue": ["Calendar"], "red": ["Archery"]}},
                "Bob": {"board": {"blue": ["Writing"]}},
            },
            decks={"3": ["Optics"]},
            exhausted=[2],
        )
    )
    answer(g, "draw")
    assert hand(g, "Alice") == ["Optics"] and deck(g, 2) == []
    assert events(g, "draw")[-1]["age"] == 3


# ============================================================================ Pottery (leaf)
def pottery_spec(alice_hand, bob=None, **extra):
    return fourth(
        {
            "Alice": {"board": {"blue": ["Pottery"]}, "hand": alice_hand},  # 3 leaves
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        },
        decks={
            "1": ["Oars", "Mysticism", "Tools", "Masonry"],
            "2": ["Mathematics"],
            "3": ["Compass"],
        },
        **extra,
    )


def test_pottery_return_three_scores_a_three_then_draws_a_one():
    g = start(pottery_spec(["Sailing", "Calendar", "Optics"]), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Pottery"}, "Sailing", "Calendar", "Optics")
    assert score(g, "Alice") == ["Compass"] and hand(g, "Alice") == ["Oars"]
    assert deck(g, 1)[-1] == "Sailing" and deck(g, 2)[-1] == "Calendar"
    assert deck(g, 3)[-1] == "Optics"
    assert hand(g, "Bob") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


def test_pottery_two_cards_of_one_age_the_owner_orders_them():
    g = play(pottery_spec(["Sailing", "Writing", "Metalworking"]))
    answer(g, {"dogma": "Pottery"}, "Sailing", "Writing")
    assert "pass" in options(g)  # a third card is optional
    answer(g, "pass")
    assert sorted(options(g)) == ["Sailing", "Writing"]  # both 1s: which goes under first
    answer(g, "Writing")
    assert deck(g, 1)[-2:] == ["Writing", "Sailing"]  # Sailing went under last
    assert score(g, "Alice") == ["Mathematics"]  # two returned: a 2
    assert hand(g, "Alice") == ["Metalworking", "Oars"]


def test_pottery_declined_only_draws_a_one():
    g = play(pottery_spec(["Sailing"]))
    answer(g, {"dogma": "Pottery"})
    assert options(g) == ["Sailing", "pass"]
    answer(g, "pass")
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Oars", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_pottery_empty_hand_asks_nothing():
    g = play(pottery_spec([]))
    answer(g, {"dogma": "Pottery"})
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_pottery_score_draw_goes_up_past_an_empty_age():
    spec = pottery_spec(["Sailing", "Optics"], exhausted=[2])
    spec["decks"] = {"1": ["Oars"], "3": ["Compass"]}
    g = play(spec)
    answer(g, {"dogma": "Pottery"}, "Sailing", "Optics")
    assert score(g, "Alice") == ["Compass"]  # a 2 was due; the age-2 pile is empty
    assert hand(g, "Alice") == ["Oars"]


def test_pottery_shared_by_an_opponent_gives_the_bonus():
    bob = {"board": {"yellow": ["Agriculture"]}, "hand": ["Writing"]}  # 3 leaves: shares
    g = start(pottery_spec([], bob), LEAF, Alice=3, Bob=3)
    answer(g, {"dogma": "Pottery"})
    assert waiting_for(g) == "Bob"  # the sharer goes first
    answer(g, "Writing")
    assert score(g, "Bob") == ["Oars"]  # one returned: a 1 scored
    assert hand(g, "Bob") == ["Mysticism"]  # second effect, Bob first
    assert drawn(g, "Alice") == ["Tools", "Masonry"]  # her 1, then the bonus (a 1)
    assert bonus_draws(g) == 1


# ============================================================================ Tools (lightbulb)
def tools_spec(alice_hand, bob=None, **extra):
    return fourth(
        {
            "Alice": {"board": {"blue": ["Tools"]}, "hand": alice_hand},  # 2 lightbulbs
            "Bob": bob or {"board": {"red": ["Metalworking"]}},  # 0 lightbulbs
        },
        decks={"1": ["Oars", "Mysticism", "Masonry", "Clothing"], "3": ["Alchemy", "Paper"]},
        **extra,
    )


def test_tools_both_effects():
    g = start(
        tools_spec(["Agriculture", "Sailing", "Calendar", "Optics"]), LIGHTBULB, Alice=2, Bob=0
    )
    answer(g, {"dogma": "Tools"}, "yes")
    assert sorted(options(g)) == ["Agriculture", "Calendar", "Optics", "Sailing"]
    assert "pass" not in options(g)  # having said yes, exactly three go back
    answer(g, "Agriculture", "Sailing", "Calendar")
    answer(g, "Sailing")  # the two 1s: Sailing under the pile first
    assert board(g, "Alice", "blue") == ["Alchemy", "Tools"]  # drew and melded a 3
    assert options(g) == ["Optics", "pass"]  # the 3 in hand may go back for three 1s
    answer(g, "Optics")
    assert hand(g, "Alice") == ["Masonry", "Mysticism", "Oars"]
    assert deck(g, 3)[-1] == "Optics"
    assert is_action_choice(g, "Alice")


def test_tools_both_declined():
    g = play(tools_spec(["Agriculture", "Sailing", "Optics"]))
    answer(g, {"dogma": "Tools"}, "no", "pass")
    assert hand(g, "Alice") == ["Agriculture", "Optics", "Sailing"]
    assert board(g, "Alice", "blue") == ["Tools"]
    assert is_action_choice(g, "Alice")


def test_tools_fewer_than_three_may_go_back_but_earn_no_three():
    """"If you do" needs the whole sentence done: two cards returned are not three."""
    g = play(tools_spec(["Sailing", "Calendar"]))
    answer(g, {"dogma": "Tools"})
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert hand(g, "Alice") == [] and board(g, "Alice", "blue") == ["Tools"]
    assert deck(g, 1)[-1] == "Sailing" and deck(g, 2)[-1] == "Calendar"
    assert deck(g, 3)[:2] == ["Alchemy", "Paper"]
    assert is_action_choice(g, "Alice")


def test_tools_empty_hand_asks_nothing():
    g = play(tools_spec([]))
    answer(g, {"dogma": "Tools"})
    assert hand(g, "Alice") == [] and board(g, "Alice", "blue") == ["Tools"]
    assert is_action_choice(g, "Alice")


def test_tools_only_a_three_qualifies_for_the_second_effect_the_owner_picks_which():
    g = play(tools_spec(["Optics", "Compass", "Calendar", "Experimentation"]))
    answer(g, {"dogma": "Tools"}, "no")
    assert sorted(options(g)) == ["Compass", "Optics", "pass"]
    answer(g, "Compass")
    assert deck(g, 3)[-1] == "Compass"
    assert hand(g, "Alice") == sorted(
        ["Calendar", "Experimentation", "Masonry", "Mysticism", "Oars", "Optics"]
    )


def test_tools_empty_age_three_melds_a_four():
    spec = tools_spec(["Agriculture", "Calendar", "Experimentation"], exhausted=[3])
    spec["decks"] = {"4": ["Navigation"]}
    g = play(spec)
    answer(g, {"dogma": "Tools"}, "yes")
    assert board(g, "Alice", "green") == ["Navigation"] and deck(g, 3) == []


def test_tools_a_three_returned_to_the_emptied_pile_is_drawn_back():
    """A card returned to an empty age pile makes that pile exist again (no special rule
    for emptied piles), so the 3 just returned is the 3 drawn."""
    spec = tools_spec(["Agriculture", "Calendar", "Optics"], exhausted=[3])
    spec["decks"] = {"4": ["Navigation"]}
    g = play(spec)
    answer(g, {"dogma": "Tools"}, "yes")
    assert board(g, "Alice", "red") == ["Optics"] and deck(g, 4)[0] == "Navigation"


def test_tools_shared_with_a_change_gives_the_bonus():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Optics"]}  # 2 lightbulbs: shares
    g = start(tools_spec([], bob), LIGHTBULB, Alice=2, Bob=2)
    answer(g, {"dogma": "Tools"})
    assert waiting_for(g) == "Bob" and pending(g)["kind"] == "yesno"
    answer(g, "no", "Optics")
    assert hand(g, "Bob") == ["Masonry", "Mysticism", "Oars"]
    assert hand(g, "Alice") == ["Clothing"] and bonus_draws(g) == 1


def test_tools_sharer_returning_two_cards_earns_no_three_but_gives_the_bonus():
    """The returns changed the game (the sharer did something) even though "if you do"
    failed."""
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Calendar"]}
    g = play(tools_spec([], bob))
    answer(g, {"dogma": "Tools"}, "yes")
    assert hand(g, "Bob") == [] and board(g, "Bob", "blue") == ["Writing"]
    assert hand(g, "Alice") == ["Oars"] and bonus_draws(g) == 1


def test_tools_shared_without_a_change_gives_no_bonus():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Optics"]}
    g = play(tools_spec([], bob))
    answer(g, {"dogma": "Tools"}, "no", "pass")
    assert hand(g, "Bob") == ["Optics"] and hand(g, "Alice") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


# ============================================================================ Writing (lightbulb)
def test_writing_rulebook_example_bonus_from_the_current_highest_top_card():
    """Dogma example 1 (rulebook): both have three lightbulbs; the opponent shares and draws a
    2 first, then you draw a 2; the bonus is drawn from your highest top card, a 1, though
    you have just drawn a 2."""
    g = start(
        fourth(
            {
                "Alice": {"board": {"blue": ["Writing"], "red": ["Archery"]}},  # 2 + 1
                "Bob": {"board": {"purple": ["Philosophy"]}},  # 3
            },
            decks={"2": ["Calendar", "Mathematics"], "1": ["Oars"]},
        ),
        LIGHTBULB,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "Writing"})
    assert [(g.names[e["player"]], e["card"]) for e in events(g, "draw")] == [
        ("Bob", "Calendar"),
        ("Alice", "Mathematics"),
        ("Alice", "Oars"),
    ]
    assert events(g, "draw")[-1]["age"] == 1 and bonus_draws(g) == 1
    assert is_action_choice(g, "Alice")


def test_writing_not_shared_by_fewer_lightbulbs():
    g = start(
        fourth(
            {
                "Alice": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs
                "Bob": {"board": {"red": ["Archery"]}},  # 1 lightbulb
            },
            decks={"2": ["Calendar", "Mathematics"]},
        ),
        LIGHTBULB,
        Alice=2,
        Bob=1,
    )
    answer(g, {"dogma": "Writing"})
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_writing_empty_age_two_draws_a_three():
    g = play(
        fourth(
            {"Alice": {"board": {"blue": ["Writing"]}}, "Bob": {"board": {"red": ["Archery"]}}},
            decks={"3": ["Paper"]},
            exhausted=[2],
        )
    )
    answer(g, {"dogma": "Writing"})
    assert hand(g, "Alice") == ["Paper"]


def writing_at_the_end(alice: dict[str, Any], bob: dict[str, Any]):
    """Writing with every pile from 2 to 11 empty: its draw ends the game by score."""
    alice = {"board": {"blue": ["Writing"]}, **alice}
    bob = {"board": {"red": ["Archery"]}, **bob}
    g = play(fourth({"Alice": alice, "Bob": bob}, exhausted=list(range(2, 12))))
    answer(g, {"dogma": "Writing"})
    assert g.state.over and g.decision is None
    assert events(g, "draw_beyond")[0]["age"] == 2
    return g


def test_writing_draw_above_eleven_ends_the_game_by_score():
    g = writing_at_the_end({"score": ["Sailing"]}, {})
    assert winners(g) == ["Alice"]  # 1 point against 0


def test_writing_draw_above_eleven_tied_score_broken_by_achievements():
    g = writing_at_the_end({"score": ["Sailing"]}, {"score": ["Oars"], "achievements": [1]})
    assert winners(g) == ["Bob"]


def test_writing_draw_above_eleven_tied_score_and_achievements_is_a_draw():
    g = writing_at_the_end({"score": ["Sailing"]}, {"score": ["Oars"]})
    assert winners(g) == [] and "draw" in g.state.end_reason


def test_writing_shared_only_by_a_partner_gives_no_bonus():
    g = play(
        fourth(
            {
                "Alice": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs
                "Bob": {"board": {"red": ["Oars"]}},  # opponent, 0
                "Carol": {"board": {"blue": ["Tools"]}},  # partner, 2: shares
                "Dave": {"board": {"yellow": ["Agriculture"]}},  # opponent, 0
            },
            teams=True,
            decks={"2": ["Calendar", "Mathematics", "Fermenting"]},
        )
    )
    answer(g, {"dogma": "Writing"})
    assert hand(g, "Carol") == ["Calendar"] and hand(g, "Alice") == ["Mathematics"]
    assert bonus_draws(g) == 0


# ============================================================================ Archery (castle)
def archery_spec(bob, alice=None, **extra):
    alice = {"board": {"red": ["Archery"]}, **(alice or {})}  # 2 castles
    return fourth({"Alice": alice, "Bob": bob}, decks={"1": ["Oars", "Clothing"]}, **extra)


def test_archery_rulebook_example_demand_then_junk_without_bonus():
    """Dogma example 2 (rulebook): 2 castles against 0; the opponent draws a 1 and gives the
    highest card of their hand; then you junk an available 1 or 2; no sharing bonus."""
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Calendar", "Sailing"]}  # 0 castles
    g = start(archery_spec(bob), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == ["Oars", "Sailing"]
    assert waiting_for(g) == "Alice" and options(g) == [1, 2]  # mandatory: no "pass"
    answer(g, 1)
    assert available(g) == list(range(2, 11))
    assert len(g.state.junk) == 1 and g.state.junk[0].age == 1
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")
    check_places(g)


def test_archery_the_drawn_card_can_be_the_one_given():
    g = play(archery_spec({"board": {"blue": ["Writing"]}}, achievements=[3]))
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Bob") == []


def test_archery_tie_for_highest_is_the_victims_choice():
    g = play(archery_spec({"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}))
    answer(g, {"dogma": "Archery"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Sailing")
    assert hand(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Oars"]


def test_archery_victim_draws_a_two_when_age_one_is_empty():
    spec = archery_spec({"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}, exhausted=[1])
    spec["decks"] = {"2": ["Calendar"]}
    g = play(spec)
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == ["Sailing"]


def test_archery_junk_takes_the_only_available_value_without_asking():
    g = play(archery_spec({"board": {"blue": ["Writing"]}}, achievements=[2, 3, 4]))
    answer(g, {"dogma": "Archery"})
    assert available(g) == [3, 4] and [c.age for c in g.state.junk] == [2]
    assert is_action_choice(g, "Alice")


def test_archery_junk_skips_a_claimed_achievement():
    bob = {"board": {"blue": ["Writing"]}, "achievements": [1]}
    g = play(archery_spec(bob))
    answer(g, {"dogma": "Archery"})  # only the 2 is available: no question
    assert available(g) == list(range(3, 11)) and [c.age for c in g.state.junk] == [2]
    assert achievements(g, "Bob") == [1]


def test_archery_junk_with_no_available_one_or_two_does_nothing():
    g = play(archery_spec({"board": {"blue": ["Writing"]}}, achievements=[3, 4]))
    answer(g, {"dogma": "Archery"})
    assert junk(g) == [] and available(g) == [3, 4]
    assert is_action_choice(g, "Alice")


def test_archery_junked_achievement_is_out_of_play_and_its_face_hidden():
    alice = {"score": ["Calendar", "Mathematics", "Fermenting"]}  # 6 points, a 1 on top
    g = play(archery_spec({"board": {"blue": ["Writing"]}}, alice, achievements=[1, 2]))
    assert {"achieve": 1} in options(g)
    answer(g, {"dogma": "Archery"}, 1)
    junked = g.state.junk[0].name
    assert {"achieve": 1} not in options(g)  # nobody can claim it any more
    for viewer in (None, "Alice", "Bob"):
        view = views.view(g, viewer)
        assert view["junk"] == {"1": 1} and view["achievements"] == [2]
        assert junked not in str(view)
    check_places(g)


def test_archery_sharer_junks_first_and_gives_the_bonus():
    bob = {"board": {"green": ["The Wheel"]}, "hand": ["Calendar"]}  # 3 castles: immune, shares
    g = start(archery_spec(bob, achievements=[1, 2, 3]), CASTLE, Alice=2, Bob=3)
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Bob") == ["Calendar"]  # not demanded
    assert waiting_for(g) == "Bob" and options(g) == [1, 2]
    answer(g, 2)  # Bob junks the 2; Alice's junk then has only the 1 left
    assert available(g) == [3] and sorted(c.age for c in g.state.junk) == [1, 2]
    assert hand(g, "Alice") == ["Oars"] and bonus_draws(g) == 1


def test_archery_sharer_with_nothing_to_junk_gives_no_bonus():
    bob = {"board": {"green": ["The Wheel"]}}  # 3 castles: shares
    g = play(archery_spec(bob, achievements=[3, 4]))
    answer(g, {"dogma": "Archery"})
    assert junk(g) == [] and hand(g, "Alice") == [] and bonus_draws(g) == 0


def test_archery_three_players_immune_and_vulnerable_in_clockwise_order():
    g = start(
        fourth(
            {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {"board": {"green": ["The Wheel"]}, "hand": ["Calendar"]},  # 3: immune
                "Carol": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},  # 0: vulnerable
            },
            decks={"1": ["Oars", "Clothing"]},
            achievements=[1, 3],
        ),
        CASTLE,
        Alice=2,
        Bob=3,
        Carol=0,
    )
    answer(g, {"dogma": "Archery"}, "Oars")  # Carol's tie: she gives Oars
    assert hand(g, "Bob") == ["Calendar"] and hand(g, "Carol") == ["Sailing"]
    # Bob shared the junk effect and took the only 1; Alice found none left, but Bob's junk
    # earned her the bonus (Clothing)
    assert available(g) == [3] and hand(g, "Alice") == ["Clothing", "Oars"]
    assert bonus_draws(g) == 1


def test_archery_partner_is_never_demanded():
    g = play(
        fourth(
            {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Calendar"]},  # opponent, 0
                "Carol": {"board": {"blue": ["Pottery"]}, "hand": ["Optics"]},  # partner, 0
                "Dave": {"board": {"green": ["The Wheel"]}},  # opponent, immune
            },
            teams=True,
            decks={"1": ["Oars"]},
            achievements=[3],
        )
    )
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Carol") == ["Optics"]
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == ["Oars"]


def test_archery_eliminated_player_is_neither_demanded_nor_sharing():
    g = play(
        fourth(
            {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}},  # 0: vulnerable
                "Carol": {},  # out of the game, no cards: would be vulnerable
            },
            eliminated=["Carol"],
            decks={"1": ["Oars", "Clothing"]},
            achievements=[2],
        )
    )
    answer(g, {"dogma": "Archery"})
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Carol") == []
    assert deck(g, 1)[0] == "Clothing" and available(g) == []


# ============================================================================ Metalworking
def metalworking_spec(top1, bob=None, **extra):
    return fourth(
        {
            "Alice": {"board": {"red": ["Metalworking"]}},  # 3 castles
            "Bob": bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        },
        decks={"1": top1},
        **extra,
    )


def test_metalworking_scores_castles_and_repeats_until_a_card_without_one():
    g = start(
        metalworking_spec(["Archery", "Oars", "Sailing", "The Wheel"]), CASTLE, Alice=3, Bob=0
    )
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == ["Archery", "Oars"]
    assert hand(g, "Alice") == ["Sailing"]  # revealed, and kept in hand
    assert [e["card"] for e in events(g, "reveal")] == ["Archery", "Oars", "Sailing"]
    assert deck(g, 1)[0] == "The Wheel"


def test_metalworking_first_card_without_a_castle_is_kept():
    g = play(metalworking_spec(["Clothing", "Archery"]))
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["Clothing"]


def test_metalworking_castle_at_bottom_right_counts():
    g = play(metalworking_spec(["Tools", "Pottery"]))  # Tools: a castle at bottom-right only
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == ["Tools"] and hand(g, "Alice") == ["Pottery"]


def test_metalworking_empty_age_one_reveals_a_two():
    spec = metalworking_spec([], exhausted=[1])
    spec["decks"] = {"2": ["Construction", "Calendar"]}
    g = play(spec)
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == ["Construction"] and hand(g, "Alice") == ["Calendar"]


def test_metalworking_sharer_who_only_draws_and_reveals_gives_the_bonus():
    """The sharer's card has no castle: it is only drawn and revealed. The draw is doing
    something, so the bonus is earned (a reveal alone would not be)."""
    bob = {"board": {"green": ["The Wheel"]}}  # 3 castles: shares
    g = start(
        metalworking_spec(["Sailing", "Archery", "Clothing", "Agriculture"], bob),
        CASTLE,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "Metalworking"})
    assert hand(g, "Bob") == ["Sailing"] and score(g, "Bob") == []
    assert score(g, "Alice") == ["Archery"]
    assert hand(g, "Alice") == ["Agriculture", "Clothing"] and bonus_draws(g) == 1


def test_metalworking_runs_out_of_cards_and_ends_the_game():
    castle_ones = [
        "Tools",
        "Archery",
        "Oars",
        "The Wheel",
        "Domestication",
        "Masonry",
        "City States",
        "Mysticism",
    ]
    bob = {
        "board": {"blue": ["Writing"]},
        "hand": ["Pottery", "Clothing", "Sailing", "Agriculture", "Code of Laws"],
    }
    g = play(metalworking_spec(castle_ones, bob, exhausted=list(range(1, 12)), achievements=[]))
    answer(g, {"dogma": "Metalworking"})
    assert score(g, "Alice") == sorted(castle_ones)
    assert g.state.over and winners(g) == ["Alice"]


def test_a_reveal_alone_is_not_doing_something_in_the_fourth_edition():
    """The premise of the draw-and-reveal tests: in the 4th edition a reveal changes nothing
    for the sharing bonus (in the 3rd it did)."""
    for edition, counts in (("4th", False), ("3rd", True)):
        g = play(
            {
                "edition": edition,
                "players": {"Alice": {"hand": ["Sailing"]}, "Bob": {"board": {}}},
            }
        )
        before = g.state.changes
        Ctx(g, 0, 0, None).reveal(g.card("Sailing"))
        assert (g.state.changes != before) is counts, edition


# ============================================================================ Oars (castle)
def oars_spec(bob, decks=None, **extra):
    return fourth(
        {"Alice": {"board": {"red": ["Oars"]}}, "Bob": bob},  # Alice: 2 castles
        decks=decks or {"1": ["Clothing", "Pottery", "Metalworking", "Masonry"]},
        **extra,
    )


def test_oars_demand_repeats_while_crowned_cards_remain():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Code of Laws", "Agriculture"]}
    g = start(
        oars_spec(bob, {"1": ["Clothing", "Pottery", "Metalworking", "Mysticism"]}),
        CASTLE,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Oars"})
    assert sorted(options(g)) == ["Code of Laws", "Sailing"]  # Agriculture has no crown
    answer(g, "Sailing")  # Bob draws Clothing (a crown): the demand is made again
    assert sorted(options(g)) == ["Clothing", "Code of Laws"]
    answer(g, "Code of Laws")  # draws Pottery; Clothing is then the only crowned card
    assert score(g, "Alice") == ["Clothing", "Code of Laws", "Sailing"]
    assert hand(g, "Bob") == ["Agriculture", "Metalworking", "Pottery"]
    # a card was transferred: the second effect gives Alice nothing; demands earn no bonus
    assert hand(g, "Alice") == [] and deck(g, 1)[0] == "Mysticism"
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_oars_no_crowned_card_means_the_activator_draws():
    g = play(oars_spec({"board": {"blue": ["Writing"]}, "hand": ["Agriculture"]}))
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == ["Agriculture"] and hand(g, "Alice") == ["Clothing"]


def test_oars_victim_with_an_empty_hand():
    g = play(oars_spec({"board": {"blue": ["Writing"]}}))
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == [] and hand(g, "Alice") == ["Clothing"]
    assert score(g, "Alice") == []


def test_oars_immune_opponent_shares_the_draw_and_gives_the_bonus():
    bob = {"board": {"green": ["The Wheel"]}, "hand": ["Sailing"]}  # 3 castles
    g = start(oars_spec(bob), CASTLE, Alice=2, Bob=3)
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == ["Clothing", "Sailing"]  # kept Sailing; drew in effect 2
    assert hand(g, "Alice") == ["Metalworking", "Pottery"]  # her 1, then the bonus
    assert score(g, "Alice") == [] and bonus_draws(g) == 1


def test_oars_a_transfer_by_any_victim_stops_the_draw_for_everyone():
    g = start(
        fourth(
            {
                "Alice": {"board": {"red": ["Oars"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},  # 0: gives Sailing
                "Carol": {"board": {"yellow": ["Agriculture"]}},  # 0: nothing to give
                "Dave": {"board": {"green": ["The Wheel"]}},  # 3: immune, shares effect 2
            },
            decks={"1": ["Pottery", "Metalworking"]},
        ),
        CASTLE,
        Alice=2,
        Bob=0,
        Carol=0,
        Dave=3,
    )
    answer(g, {"dogma": "Oars"})
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Pottery"]
    assert hand(g, "Dave") == [] and hand(g, "Alice") == [] and hand(g, "Carol") == []
    assert bonus_draws(g) == 0


def test_oars_partner_is_not_demanded():
    g = play(
        fourth(
            {
                "Alice": {"board": {"red": ["Oars"]}},  # 2 castles
                "Bob": {"board": {"blue": ["Writing"]}},  # opponent: empty hand
                "Carol": {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]},  # partner, 1
                "Dave": {"board": {"yellow": ["Agriculture"]}, "hand": ["Optics"]},  # opponent
            },
            teams=True,
            decks={"1": ["Pottery", "Metalworking"]},
        )
    )
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Carol") == ["Sailing"] and hand(g, "Dave") == ["Pottery"]
    assert score(g, "Alice") == ["Optics"] and hand(g, "Alice") == []


# ============================================================================ Clothing (leaf)
def clothing_spec(alice, bob=None, **extra):
    return fourth(
        {"Alice": alice, "Bob": bob or {"board": {"red": ["Archery"]}}},
        decks={"1": ["Domestication", "Mysticism", "Tools", "Masonry"]},
        **extra,
    )


def test_clothing_melds_a_new_colour_then_scores_for_unique_colours():
    alice = {"board": {"green": ["Clothing"]}, "hand": ["Writing", "Sailing", "Agriculture"]}
    g = start(clothing_spec(alice), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Clothing"})
    assert sorted(options(g)) == ["Agriculture", "Writing"]  # Sailing is green: not offered
    assert "pass" not in options(g)  # the meld is not optional
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == ["Writing"]
    # green and blue are on no opponent's board (Bob has red): two 1s scored
    assert score(g, "Alice") == ["Domestication", "Mysticism"]
    assert hand(g, "Alice") == ["Agriculture", "Sailing"]


def test_clothing_no_card_of_a_new_colour_and_shared_colours_score_nothing():
    alice = {"board": {"green": ["Clothing"], "red": ["Oars"]}, "hand": ["Sailing", "Archery"]}
    bob = {"board": {"green": ["Mapmaking"], "red": ["Metalworking"]}}  # 0 leaves
    g = play(clothing_spec(alice, bob))
    answer(g, {"dogma": "Clothing"})
    assert hand(g, "Alice") == ["Archery", "Sailing"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_clothing_empty_hand_still_scores():
    alice = {"board": {"green": ["Clothing"], "purple": ["Code of Laws"]}}  # 3 leaves
    g = play(clothing_spec(alice, {"board": {"green": ["Mapmaking"]}}))
    answer(g, {"dogma": "Clothing"})
    assert score(g, "Alice") == ["Domestication"]  # only purple is Alice's alone


def test_clothing_team_game_ignores_partner_colours():
    g = start(
        fourth(
            {
                "Alice": {"board": {"green": ["Clothing"], "blue": ["Writing"]}},  # 2 leaves
                "Bob": {"board": {"red": ["Archery"]}},  # opponent, 0 leaves
                "Carol": {"board": {"blue": ["Mathematics"], "green": ["Mapmaking"]}},  # partner
                "Dave": {"board": {"purple": ["City States"]}},  # opponent, 0
            },
            teams=True,
            decks={"1": ["Oars", "Mysticism", "Tools"]},
        ),
        LEAF,
        Alice=2,
        Bob=0,
        Carol=0,
        Dave=0,
    )
    answer(g, {"dogma": "Clothing"})
    # green and blue are on Carol's board, but a partner is no opponent: both count
    assert score(g, "Alice") == ["Mysticism", "Oars"]


def test_clothing_partner_sharing_gives_no_bonus_but_an_opponent_does():
    g = start(
        fourth(
            {
                "Alice": {"board": {"green": ["Clothing"]}},  # 2 leaves
                "Bob": {"board": {"yellow": ["Agriculture"]}},  # opponent, 3 leaves: shares
                "Carol": {"board": {"blue": ["Pottery"]}},  # partner, 3 leaves: shares
                "Dave": {"board": {"red": ["Archery"]}},  # opponent, 0 leaves
            },
            teams=True,
            decks={"1": ["Oars", "Mysticism", "Tools", "Masonry", "Sailing"]},
        ),
        LEAF,
        Alice=2,
        Bob=3,
        Carol=3,
        Dave=0,
    )
    answer(g, {"dogma": "Clothing"})
    assert score(g, "Bob") == ["Oars"]  # yellow: on no board of Bob's opponents
    assert score(g, "Carol") == ["Mysticism"]  # blue: on no board of Carol's opponents
    assert score(g, "Alice") == ["Tools"] and hand(g, "Alice") == ["Masonry"]  # + the bonus
    assert bonus_draws(g) == 1


def test_clothing_partner_only_sharing_gives_no_bonus():
    g = play(
        fourth(
            {
                "Alice": {"board": {"green": ["Clothing"]}},  # 2 leaves
                "Bob": {"board": {"red": ["Archery"]}},  # opponent, 0
                "Carol": {"board": {"blue": ["Pottery"]}},  # partner, 3: shares, scores
                "Dave": {"board": {"red": ["Oars"]}},  # opponent, 0
            },
            teams=True,
            decks={"1": ["Mysticism", "Tools"]},
        )
    )
    answer(g, {"dogma": "Clothing"})
    assert score(g, "Carol") == ["Mysticism"] and score(g, "Alice") == ["Tools"]
    assert hand(g, "Alice") == [] and bonus_draws(g) == 0


def test_clothing_sharing_opponent_that_changes_nothing_gives_no_bonus():
    alice = {"board": {"green": ["Clothing"], "blue": ["Writing"]}}  # 2 leaves
    bob = {"board": {"green": ["Sailing"], "blue": ["Pottery"]}}  # 4 leaves, same colours
    g = start(clothing_spec(alice, bob), LEAF, Alice=2, Bob=4)
    answer(g, {"dogma": "Clothing"})
    assert score(g, "Bob") == [] and score(g, "Alice") == [] and hand(g, "Alice") == []
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


# ============================================================================ Sailing (crown)
def test_sailing_draws_and_melds_keeping_an_aslant_splay():
    g = start(
        fourth(
            {
                # Sailing on top (2 crowns); Clothing covered, aslant: all four positions (1)
                "Alice": {"board": {"green": {"cards": ["Sailing", "Clothing"], "splay": "aslant"}}},
                "Bob": {"board": {"red": ["Metalworking"]}},  # 0 crowns
            },
            decks={"1": ["The Wheel"]},
        ),
        CROWN,
        Alice=3,
        Bob=0,
    )
    answer(g, {"dogma": "Sailing"})
    assert board(g, "Alice", "green") == ["The Wheel", "Sailing", "Clothing"]
    assert splay(g, "Alice", "green") == "aslant" and hand(g, "Alice") == []
    # The Wheel's three castles on top; Sailing and Clothing show everything, aslant
    assert icons(g, "Alice", "castle") == 3 and icons(g, "Alice", "crown") == 3
    assert icons(g, "Alice", "leaf") == 3 and bonus_draws(g) == 0
    check_places(g)


def test_sailing_new_colour_starts_a_pile_and_sharing_gives_the_bonus():
    g = start(
        fourth(
            {
                "Alice": {"board": {"green": ["Sailing"]}},  # 2 crowns
                "Bob": {"board": {"purple": ["City States"]}},  # 2 crowns: shares
            },
            decks={"1": ["Writing", "Archery", "Oars"]},
        ),
        CROWN,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Sailing"})
    assert board(g, "Bob", "blue") == ["Writing"] and board(g, "Alice", "red") == ["Archery"]
    assert hand(g, "Alice") == ["Oars"] and bonus_draws(g) == 1


def test_sailing_empty_age_one_melds_a_two():
    g = play(
        fourth(
            {"Alice": {"board": {"green": ["Sailing"]}}, "Bob": {"board": {"red": ["Oars"]}}},
            decks={"2": ["Calendar"]},
            exhausted=[1],
        )
    )
    answer(g, {"dogma": "Sailing"})
    assert board(g, "Alice", "blue") == ["Calendar"]


# ============================================================================ The Wheel (castle)
def wheel_spec(bob=None, **extra):
    return fourth(
        {
            "Alice": {"board": {"green": ["The Wheel"]}},  # 3 castles
            "Bob": bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        },
        **extra,
    )


def test_the_wheel_draws_two_ones():
    g = start(wheel_spec(decks={"1": ["Oars", "Sailing", "Pottery"]}), CASTLE, Alice=3, Bob=0)
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Alice") == ["Oars", "Sailing"] and deck(g, 1)[0] == "Pottery"


def test_the_wheel_second_draw_from_an_emptied_pile_takes_a_two():
    g = play(wheel_spec(decks={"1": ["Oars"], "2": ["Calendar"]}, exhausted=[1]))
    answer(g, {"dogma": "The Wheel"})
    assert drawn(g, "Alice") == ["Oars", "Calendar"] and deck(g, 1) == []


def test_the_wheel_draws_up_to_an_eleven_then_ends_the_game_in_a_draw():
    """Piles 1 to 10 empty: the first draw goes up to the last 11; the second must take a 12,
    which ends the game; 0 points and 0 achievements each: no winner."""
    g = play(wheel_spec(decks={"11": ["Fusion"]}, exhausted=list(range(1, 12))))
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Alice") == ["Fusion"]
    assert g.state.over and winners(g) == [] and g.decision is None


def test_the_wheel_shared_by_an_opponent_gives_the_bonus():
    bob = {"board": {"red": ["Metalworking"]}}  # 3 castles
    g = start(
        wheel_spec(bob, decks={"1": ["Oars", "Sailing", "Pottery", "Tools", "Masonry"]}),
        CASTLE,
        Alice=3,
        Bob=3,
    )
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Bob") == ["Oars", "Sailing"]
    assert hand(g, "Alice") == ["Masonry", "Pottery", "Tools"] and bonus_draws(g) == 1


def test_the_wheel_shared_by_a_partner_gives_no_bonus():
    g = start(
        fourth(
            {
                "Alice": {"board": {"green": ["The Wheel"]}},  # 3 castles
                "Bob": {"board": {"blue": ["Writing"]}},  # 0
                "Carol": {"board": {"red": ["Metalworking"]}},  # partner, 3: shares
                "Dave": {"board": {"yellow": ["Agriculture"]}},  # 0
            },
            teams=True,
            decks={"1": ["Oars", "Sailing", "Pottery", "Tools", "Masonry"]},
        ),
        CASTLE,
        Alice=3,
        Carol=3,
    )
    answer(g, {"dogma": "The Wheel"})
    assert hand(g, "Carol") == ["Oars", "Sailing"]
    assert hand(g, "Alice") == ["Pottery", "Tools"] and bonus_draws(g) == 0


# ============================================================================ Agriculture (leaf)
def agriculture_spec(alice_hand, bob=None, **extra):
    spec = fourth(
        {
            "Alice": {"board": {"yellow": ["Agriculture"]}, "hand": alice_hand},  # 3 leaves
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        },
        decks={"2": ["Calendar"], "4": ["Navigation"], "1": ["Oars"], "11": ["Fusion"]},
    )
    spec.update(extra)
    return spec


def test_agriculture_returns_a_card_and_scores_one_age_higher():
    g = start(agriculture_spec(["Optics", "Sailing"]), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Agriculture"})
    assert sorted(options(g)) == ["Optics", "Sailing", "pass"]
    answer(g, "Optics")
    assert score(g, "Alice") == ["Navigation"] and hand(g, "Alice") == ["Sailing"]
    assert deck(g, 3)[-1] == "Optics"


def test_agriculture_declined():
    g = play(agriculture_spec(["Sailing"]))
    answer(g, {"dogma": "Agriculture"}, "pass")
    assert hand(g, "Alice") == ["Sailing"] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_agriculture_empty_hand_asks_nothing():
    g = play(agriculture_spec([]))
    answer(g, {"dogma": "Agriculture"})
    assert score(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_agriculture_returning_a_ten_scores_an_eleven():
    g = play(agriculture_spec(["Software"]))
    answer(g, {"dogma": "Agriculture"}, "Software")
    assert score(g, "Alice") == ["Fusion"] and deck(g, 10)[-1] == "Software"
    assert not g.state.over


def test_agriculture_returning_an_eleven_ends_the_game():
    spec = agriculture_spec(["Fusion"], bob={"board": {"red": ["Archery"]}, "score": ["Calendar"]})
    spec["decks"] = {}
    g = play(spec)
    answer(g, {"dogma": "Agriculture"}, "Fusion")
    assert deck(g, 11)[-1] == "Fusion"  # returned, then a 12 was due
    assert g.state.over and g.decision is None and winners(g) == ["Bob"]  # 2 points to 0


def test_agriculture_shared_gives_the_bonus():
    bob = {"board": {"blue": ["Pottery"]}, "hand": ["Sailing"]}  # 3 leaves: shares
    spec = agriculture_spec(["Calendar"], bob)
    spec["decks"] = {"2": ["Mathematics"], "3": ["Compass"], "1": ["Oars"]}
    g = start(spec, LEAF, Alice=3, Bob=3)
    answer(g, {"dogma": "Agriculture"}, "Sailing", "Calendar")
    assert score(g, "Bob") == ["Mathematics"] and score(g, "Alice") == ["Compass"]
    assert hand(g, "Alice") == ["Oars"] and bonus_draws(g) == 1


def test_agriculture_sharer_who_declines_gives_no_bonus():
    bob = {"board": {"blue": ["Pottery"]}, "hand": ["Sailing"]}  # 3 leaves: shares
    g = play(agriculture_spec([], bob))
    answer(g, {"dogma": "Agriculture"}, "pass")
    assert hand(g, "Bob") == ["Sailing"] and hand(g, "Alice") == [] and bonus_draws(g) == 0
    assert is_action_choice(g, "Alice")


# ============================================================================ Domestication
def domestication_spec(alice_hand, bob=None, alice_board=None):
    return fourth(
        {
            "Alice": {
                "board": alice_board or {"yellow": ["Domestication"]},  # 2 castles
                "hand": alice_hand,
            },
            "Bob": bob or {"board": {"purple": ["Code of Laws"]}},  # 0 castles
        },
        decks={"1": ["Oars", "Mysticism", "Masonry", "Clothing"]},
    )


def test_domestication_melds_the_lowest_card_then_draws():
    g = start(domestication_spec(["Optics", "Calendar", "Sailing"]), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Domestication"})
    assert board(g, "Alice", "green") == ["Sailing"]
    assert hand(g, "Alice") == ["Calendar", "Oars", "Optics"]


def test_domestication_tie_for_lowest_is_the_owners_choice():
    g = play(domestication_spec(["Writing", "Sailing", "Calendar"]))
    answer(g, {"dogma": "Domestication"})
    assert sorted(options(g)) == ["Sailing", "Writing"]
    answer(g, "Writing")
    assert board(g, "Alice", "blue") == ["Writing"]
    assert hand(g, "Alice") == ["Calendar", "Oars", "Sailing"]


def test_domestication_empty_hand_only_draws():
    g = play(domestication_spec([]))
    answer(g, {"dogma": "Domestication"})
    assert hand(g, "Alice") == ["Oars"] and tops(g, "Alice") == ["Domestication"]


def test_domestication_shared_gives_the_bonus():
    bob = {"board": {"red": ["Archery"]}, "hand": ["Calendar"]}  # 2 castles: shares
    g = start(domestication_spec(["Sailing"], bob), CASTLE, Alice=2, Bob=2)
    answer(g, {"dogma": "Domestication"})
    assert board(g, "Bob", "blue") == ["Calendar"] and hand(g, "Bob") == ["Oars"]
    assert board(g, "Alice", "green") == ["Sailing"]
    assert hand(g, "Alice") == ["Masonry", "Mysticism"] and bonus_draws(g) == 1


def test_domestication_melding_a_fourth_demand_top_card_earns_monument():
    """Monument, 4th edition: four top cards with a demand effect, claimed when the action
    ends."""
    alice_board = {
        "red": ["Archery"],  # 2 castles
        "purple": ["City States"],  # 1
        "green": ["Mapmaking"],  # 1
        "yellow": ["Domestication"],  # 2
    }
    g = start(domestication_spec(["Medicine"], alice_board=alice_board), CASTLE, Alice=6, Bob=0)
    assert "Monument" in g.state.specials  # three demand top cards so far
    answer(g, {"dogma": "Domestication"})
    assert board(g, "Alice", "yellow") == ["Medicine", "Domestication"]
    assert achievements(g, "Alice") == ["Monument"] and "Monument" not in g.state.specials
    assert is_action_choice(g, "Alice")


# ============================================================================ Masonry (castle)
def masonry_spec(alice_hand, bob=None, alice_extra=None, **extra):
    alice = {"board": {"yellow": ["Masonry"]}, "hand": alice_hand}  # 3 castles
    for key, value in (alice_extra or {}).items():
        alice[key] = {**alice[key], **value} if key == "board" else value
    bob = bob or {"board": {"purple": ["Code of Laws"]}}  # 0 castles
    return fourth({"Alice": alice, "Bob": bob}, decks={"1": ["Pottery", "Clothing"]}, **extra)


def test_masonry_melds_castle_cards_in_the_order_chosen():
    g = start(masonry_spec(["Archery", "Oars", "Sailing"]), CASTLE, Alice=3, Bob=0)
    answer(g, {"dogma": "Masonry"})
    assert sorted(options(g)) == ["Archery", "Oars", "pass"]  # Sailing has no castle
    answer(g, "Oars", "Archery")
    assert board(g, "Alice", "red") == ["Archery", "Oars"] and hand(g, "Alice") == ["Sailing"]
    assert achievements(g, "Alice") == []  # two red cards: not three
    assert is_action_choice(g, "Alice")


def test_masonry_declined_and_no_castles_in_hand():
    g = play(masonry_spec(["Archery", "Oars"]))
    answer(g, {"dogma": "Masonry"}, "pass")
    assert hand(g, "Alice") == ["Archery", "Oars"] and tops(g, "Alice") == ["Masonry"]
    g = play(masonry_spec(["Sailing", "Writing"]))
    answer(g, {"dogma": "Masonry"})
    assert hand(g, "Alice") == ["Sailing", "Writing"] and is_action_choice(g, "Alice")


def test_masonry_melding_a_third_red_card_claims_monument():
    alice_red = {"board": {"red": ["Oars", "Metalworking"]}}
    g = play(masonry_spec(["Archery"], alice_extra=alice_red))
    answer(g, {"dogma": "Masonry"}, "Archery")
    assert board(g, "Alice", "red") == ["Archery", "Oars", "Metalworking"]
    assert achievements(g, "Alice") == ["Monument"] and "Monument" not in g.state.specials
    assert [e.get("special") for e in events(g, "achieved")] == ["Monument"]


def test_masonry_three_red_cards_already_on_the_board_claim_monument():
    red = {"cards": ["Oars", "Archery", "Metalworking"], "splay": "left"}  # covered cards count
    g = play(masonry_spec([], alice_extra={"board": {"red": red}}))
    answer(g, {"dogma": "Masonry"})
    assert achievements(g, "Alice") == ["Monument"]


def test_masonry_two_or_four_red_cards_do_not_claim_monument():
    for red in (["Oars", "Archery"], ["Oars", "Archery", "Metalworking", "Construction"]):
        g = play(masonry_spec([], alice_extra={"board": {"red": red}}))
        answer(g, {"dogma": "Masonry"})
        assert achievements(g, "Alice") == [] and "Monument" in g.state.specials, red


def test_masonry_monument_claimed_or_junked_gives_nothing():
    red = {"board": {"red": ["Oars", "Archery", "Metalworking"]}}
    bob = {"board": {"purple": ["Code of Laws"]}, "achievements": ["Monument"]}
    g = play(masonry_spec([], bob, alice_extra=red))
    answer(g, {"dogma": "Masonry"})
    assert achievements(g, "Alice") == [] and achievements(g, "Bob") == ["Monument"]
    g = play(masonry_spec([], alice_extra=red, junk=["Monument"]))
    answer(g, {"dogma": "Masonry"})
    assert achievements(g, "Alice") == [] and junk(g) == ["Monument"]


def test_masonry_sharer_with_three_red_cards_claims_monument_first_and_gives_the_bonus():
    bob = {
        "board": {
            "red": ["Oars", "Archery", "Metalworking"],  # 2 castles shown, 3 red cards
            "green": ["The Wheel"],  # 3
            "purple": ["Mysticism"],  # 3
        }
    }
    alice_red = {"board": {"red": ["Road Building", "Construction", "Engineering"]}}  # 3
    g = start(masonry_spec([], bob, alice_extra=alice_red), CASTLE, Alice=6, Bob=8)
    answer(g, {"dogma": "Masonry"})
    assert achievements(g, "Bob") == ["Monument"] and achievements(g, "Alice") == []
    assert bonus_draws(g) == 1 and [e["age"] for e in events(g, "draw")] == [2]  # Road Building


def test_masonry_monument_victory_waits_for_the_end_of_the_action():
    """The sharer's Monument is their sixth achievement; the game goes on to the end of the
    action (the activator still takes the bonus draw), and then the sharer wins."""
    bob = {
        "board": {"red": ["Oars", "Archery", "Metalworking"], "green": ["The Wheel"]},  # 5
        "achievements": [1, 2, 3, 4, 5],
    }
    g = start(masonry_spec([], bob), CASTLE, Alice=3, Bob=5)
    answer(g, {"dogma": "Masonry"})
    assert achievements(g, "Bob") == [1, 2, 3, 4, 5, "Monument"]
    assert hand(g, "Alice") == ["Pottery"] and bonus_draws(g) == 1
    assert g.state.over and winners(g) == ["Bob"] and g.state.end_reason == "achievements"


def test_masonry_four_demand_top_cards_earn_monument_only_when_the_action_ends():
    bob = {
        "board": {"red": ["Metalworking"]},  # 3 castles: shares
        "hand": ["Archery", "Mapmaking", "City States", "Machinery"],  # demands with a castle
    }
    g = start(masonry_spec(["Oars"], bob), CASTLE, Alice=3, Bob=3)
    answer(g, {"dogma": "Masonry"}, "Archery", "Mapmaking", "City States", "Machinery")
    assert tops(g, "Bob") == ["Archery", "City States", "Machinery", "Mapmaking"]
    # Alice still has her part of the action to play: nothing is claimed yet
    assert waiting_for(g) == "Alice" and "Monument" in g.state.specials
    assert achievements(g, "Bob") == []
    answer(g, "pass")
    assert achievements(g, "Bob") == ["Monument"] and bonus_draws(g) == 1


def test_masonry_tucks_and_scores_no_longer_earn_monument():
    counts = {"tucked_this_turn": 6, "scored_this_turn": 6}
    g = play(masonry_spec(["Archery"], alice_extra=counts))
    answer(g, {"dogma": "Masonry"}, "Archery")
    assert achievements(g, "Alice") == [] and "Monument" in g.state.specials


# ============================================================================ City States (crown)
def city_states_spec(bob, alice_board=None, **extra):
    return fourth(
        {
            "Alice": {"board": alice_board or {"purple": ["City States"]}},  # 2 crowns
            "Bob": bob,
        },
        **{"decks": {"1": ["Pottery", "Clothing"]}, **extra},
    )


def test_city_states_victim_with_four_castles_gives_a_top_castle_card_and_draws():
    bob = {"board": {"red": ["Metalworking"], "green": ["The Wheel"]}}  # 6 castles, 0 crowns
    alice = {"purple": ["City States"], "green": ["Sailing"]}  # 4 crowns
    g = start(city_states_spec(bob, alice), CROWN, Alice=4, Bob=0)
    answer(g, {"dogma": "City States"})
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Metalworking", "The Wheel"]
    answer(g, "The Wheel")
    assert board(g, "Alice", "green") == ["The Wheel", "Sailing"]  # on top of the pile
    assert board(g, "Bob", "green") == [] and hand(g, "Bob") == ["Pottery"]
    assert bonus_draws(g) == 0 and is_action_choice(g, "Alice")


def test_city_states_exactly_four_castles_counting_an_aslant_splay():
    # Oars on top (2 castles, 1 crown) + Archery covered, aslant (2 castles) = 4
    bob = {"board": {"red": {"cards": ["Oars", "Archery"], "splay": "aslant"}}}
    g = start(city_states_spec(bob), CASTLE, Bob=4)
    assert icons(g, "Bob", "crown") == 1  # fewer than Alice's 2: vulnerable
    answer(g, {"dogma": "City States"})
    assert board(g, "Alice", "red") == ["Oars"]
    assert board(g, "Bob", "red") == ["Archery"] and splay(g, "Bob", "red") == "none"
    assert hand(g, "Bob") == ["Pottery"]


def test_city_states_three_castles_on_the_victims_board_are_not_enough():
    bob = {"board": {"red": ["Metalworking"]}}  # 3 castles
    # the attacker's own castles do not matter
    alice = {"purple": ["City States"], "green": ["The Wheel"], "yellow": ["Masonry"]}
    g = start(city_states_spec(bob, alice), CASTLE, Alice=7, Bob=3)
    answer(g, {"dogma": "City States"})
    assert board(g, "Bob", "red") == ["Metalworking"] and hand(g, "Bob") == []
    assert tops(g, "Alice") == ["City States", "Masonry", "The Wheel"]


def test_city_states_castles_only_on_covered_cards_leave_nothing_to_give_and_no_draw():
    bob = {
        "board": {
            # Agriculture on top; Masonry (2) and Domestication (1 castle, 1 crown) splayed up
            "yellow": {"cards": ["Agriculture", "Masonry", "Domestication"], "splay": "up"},
            # Pottery on top; Tools splayed up shows its castle
            "blue": {"cards": ["Pottery", "Tools"], "splay": "up"},
        }
    }
    g = start(city_states_spec(bob, decks={"1": ["Oars"]}), CASTLE, Bob=4)
    assert icons(g, "Bob", "crown") == 1  # vulnerable
    answer(g, {"dogma": "City States"})
    assert hand(g, "Bob") == [] and tops(g, "Alice") == ["City States"]
    assert is_action_choice(g, "Alice")


def test_city_states_immune_with_as_many_crowns():
    bob = {
        "board": {"purple": ["Code of Laws"], "red": ["Metalworking"], "green": ["The Wheel"]}
    }  # 2 crowns, 6 castles
    g = start(city_states_spec(bob), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "City States"})
    assert tops(g, "Bob") == ["Code of Laws", "Metalworking", "The Wheel"]
    assert hand(g, "Bob") == [] and bonus_draws(g) == 0


def test_city_states_partner_is_not_demanded():
    g = play(
        fourth(
            {
                "Alice": {"board": {"purple": ["City States"]}},
                "Bob": {"board": {"blue": ["Writing"]}},  # opponent, 0 castles
                "Carol": {"board": {"red": ["Metalworking"], "green": ["The Wheel"]}},  # partner
                "Dave": {"board": {"yellow": ["Masonry"], "purple": ["Mysticism"]}},  # opp, 6
            },
            teams=True,
            decks={"1": ["Oars"]},
        )
    )
    answer(g, {"dogma": "City States"})
    assert waiting_for(g) == "Dave"
    answer(g, "Masonry")
    assert board(g, "Alice", "yellow") == ["Masonry"] and hand(g, "Dave") == ["Oars"]
    assert tops(g, "Carol") == ["Metalworking", "The Wheel"]


def city_states_monument_spec():
    alice = {"purple": ["City States"], "red": ["Archery"], "green": ["Mapmaking"]}  # 4 crowns
    bob = {"board": {"yellow": ["Machinery"], "red": ["Metalworking"]}}  # 4 castles, 0 crowns
    return city_states_spec(bob, alice)


def test_city_states_a_demand_card_received_earns_the_activator_monument():
    g = start(city_states_monument_spec(), CROWN, Alice=4, Bob=0)
    answer(g, {"dogma": "City States"}, "Machinery")
    assert board(g, "Alice", "yellow") == ["Machinery"] and hand(g, "Bob") == ["Pottery"]
    # four top cards with a demand effect when the action ends
    assert achievements(g, "Alice") == ["Monument"]


def test_city_states_a_card_covering_a_demand_card_earns_no_monument():
    g = play(city_states_monument_spec())
    answer(g, {"dogma": "City States"}, "Metalworking")
    assert board(g, "Alice", "red") == ["Metalworking", "Archery"]
    assert achievements(g, "Alice") == [] and "Monument" in g.state.specials


def test_city_states_victim_draws_a_two_when_age_one_is_empty():
    bob = {"board": {"red": ["Metalworking"], "green": ["The Wheel"]}}
    g = play(city_states_spec(bob, decks={"2": ["Calendar"]}, exhausted=[1]))
    answer(g, {"dogma": "City States"}, "Metalworking")
    assert hand(g, "Bob") == ["Calendar"] and board(g, "Alice", "red") == ["Metalworking"]


# ============================================================================ Code of Laws
def code_spec(alice_board, alice_hand, bob=None):
    return fourth(
        {
            "Alice": {"board": alice_board, "hand": alice_hand},
            "Bob": bob or {"board": {"red": ["Metalworking"]}},  # 0 crowns
        },
        decks={"1": ["Masonry"]},
    )


def test_code_of_laws_tuck_and_splay_left():
    g = start(
        code_spec({"purple": ["Code of Laws"], "red": ["Archery"]}, ["Oars", "Writing"]),
        CROWN,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Code of Laws"})
    assert options(g) == ["Oars", "pass"]  # Writing: blue is not on the board
    answer(g, "Oars", "yes")
    assert board(g, "Alice", "red") == ["Archery", "Oars"]
    assert splay(g, "Alice", "red") == "left" and hand(g, "Alice") == ["Writing"]


def test_code_of_laws_tuck_without_splay():
    g = play(code_spec({"purple": ["Code of Laws"], "red": ["Archery"]}, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "Oars", "no")
    assert board(g, "Alice", "red") == ["Archery", "Oars"] and splay(g, "Alice", "red") == "none"


def test_code_of_laws_declined_tuck_asks_no_splay():
    g = play(code_spec({"purple": ["Code of Laws"], "red": ["Archery"]}, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "pass")
    assert hand(g, "Alice") == ["Oars"] and board(g, "Alice", "red") == ["Archery"]
    assert is_action_choice(g, "Alice")


def test_code_of_laws_no_matching_colour_or_empty_hand_asks_nothing():
    g = play(code_spec({"purple": ["Code of Laws"]}, ["Oars", "Writing"]))
    answer(g, {"dogma": "Code of Laws"})
    assert hand(g, "Alice") == ["Oars", "Writing"] and is_action_choice(g, "Alice")
    g = play(code_spec({"purple": ["Code of Laws"]}, []))
    answer(g, {"dogma": "Code of Laws"})
    assert is_action_choice(g, "Alice")


def test_code_of_laws_can_tuck_under_its_own_purple_pile():
    g = play(code_spec({"purple": ["Code of Laws"]}, ["Mysticism"]))
    answer(g, {"dogma": "Code of Laws"}, "Mysticism", "yes")
    assert board(g, "Alice", "purple") == ["Code of Laws", "Mysticism"]
    assert splay(g, "Alice", "purple") == "left"


def test_code_of_laws_a_pile_already_splayed_left_cannot_be_splayed_left_again():
    red = {"cards": ["Archery", "Construction"], "splay": "left"}
    g = play(code_spec({"purple": ["Code of Laws"], "red": red}, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "Oars")  # no splay question
    assert board(g, "Alice", "red") == ["Archery", "Construction", "Oars"]
    assert splay(g, "Alice", "red") == "left" and is_action_choice(g, "Alice")
    assert events(g, "splay") == []


def test_code_of_laws_splay_left_replaces_an_aslant_splay():
    red = {"cards": ["Archery", "Construction"], "splay": "aslant"}
    g = play(code_spec({"purple": ["Code of Laws"], "red": red}, ["Oars"]))
    answer(g, {"dogma": "Code of Laws"}, "Oars", "yes")
    assert splay(g, "Alice", "red") == "left"
    check_places(g)


def test_code_of_laws_sharer_who_tucks_gives_the_bonus_one_who_declines_does_not():
    bob = {"board": {"purple": ["City States"], "red": ["Oars"]}, "hand": ["Archery"]}  # 3
    g = start(code_spec({"purple": ["Code of Laws"]}, [], bob), CROWN, Alice=2, Bob=3)
    answer(g, {"dogma": "Code of Laws"}, "Archery", "no")
    assert board(g, "Bob", "red") == ["Oars", "Archery"]
    assert hand(g, "Alice") == ["Masonry"] and bonus_draws(g) == 1
    g = play(code_spec({"purple": ["Code of Laws"]}, [], bob))
    answer(g, {"dogma": "Code of Laws"}, "pass")
    assert hand(g, "Bob") == ["Archery"] and hand(g, "Alice") == [] and bonus_draws(g) == 0


# ============================================================================ Mysticism (castle)
def mysticism_spec(alice_board=None, bob=None, **extra):
    return fourth(
        {
            "Alice": {"board": alice_board or {"purple": ["Mysticism"]}},  # 3 castles
            "Bob": bob or {"board": {"blue": ["Writing"]}},  # 0 castles
        },
        **extra,
    )


def test_mysticism_a_colour_on_the_board_is_melded_and_another_one_drawn():
    g = start(mysticism_spec(decks={"1": ["Code of Laws", "Oars"]}), CASTLE, Alice=3, Bob=0)
    answer(g, {"dogma": "Mysticism"})
    assert board(g, "Alice", "purple") == ["Code of Laws", "Mysticism"]
    assert hand(g, "Alice") == ["Oars"]
    assert [e["card"] for e in events(g, "reveal")] == ["Code of Laws"]  # the second: no reveal


def test_mysticism_a_colour_not_on_the_board_stays_in_hand():
    g = play(mysticism_spec(decks={"1": ["Oars", "Sailing"]}))
    answer(g, {"dogma": "Mysticism"})
    assert hand(g, "Alice") == ["Oars"] and tops(g, "Alice") == ["Mysticism"]
    assert deck(g, 1)[0] == "Sailing"


def test_mysticism_meld_continues_a_right_splay():
    purple = {"cards": ["Mysticism", "City States"], "splay": "right"}  # 3 castles
    g = start(mysticism_spec({"purple": purple}, decks={"1": ["Code of Laws", "Oars"]}), CASTLE)
    answer(g, {"dogma": "Mysticism"})
    assert board(g, "Alice", "purple") == ["Code of Laws", "Mysticism", "City States"]
    assert splay(g, "Alice", "purple") == "right" and hand(g, "Alice") == ["Oars"]


def test_mysticism_sharer_earns_the_bonus_by_drawing_not_by_revealing():
    """The sharer's card is only drawn and revealed (no purple on their board): the draw is
    doing something, so the bonus is earned."""
    bob = {"board": {"green": ["The Wheel"]}}  # 3 castles: shares
    spec = mysticism_spec(bob=bob, decks={"1": ["Oars", "Sailing", "Clothing"]})
    g = start(spec, CASTLE, Alice=3, Bob=3)
    answer(g, {"dogma": "Mysticism"})
    assert hand(g, "Bob") == ["Oars"] and tops(g, "Bob") == ["The Wheel"]
    assert drawn(g, "Alice") == ["Sailing", "Clothing"] and bonus_draws(g) == 1


def test_mysticism_empty_age_one_reveals_a_two():
    g = play(mysticism_spec(decks={"2": ["Monotheism", "Calendar"]}, exhausted=[1]))
    answer(g, {"dogma": "Mysticism"})
    assert board(g, "Alice", "purple") == ["Monotheism", "Mysticism"]
    assert hand(g, "Alice") == ["Calendar"]  # the second 1 is a 2 as well


def test_mysticism_draw_above_eleven_ends_the_game():
    bob = {"board": {"blue": ["Writing"]}, "score": ["Sailing"]}
    g = play(mysticism_spec(bob=bob, exhausted=list(range(1, 12))))
    answer(g, {"dogma": "Mysticism"})
    assert g.state.over and winners(g) == ["Bob"] and events(g, "reveal") == []
