"""Scenario tests for the ten Echoes of the Past cards of age 9 (4th edition); rulings in
docs/rulings/echoes/fourth/age9.md.

Every scenario is the 4th edition with Echoes. Featured-icon counts are written next to each
board and checked by `begin` before the first answer. The 4th edition's Echoes draw: a draw
comes from the Echoes pile of its value when the drawer's highest top card is alone at that
value (else from the base pile); the decks below are laid out for it. A card is *foreseen* when
it is promoted from the forecast after a Meld action. Special achievements are left out.
"""

from __future__ import annotations

from typing import Any

from innovation.engine.cards import CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB
from innovation.engine.editions import get_edition
from tests.helpers import (
    answer,
    available,
    board,
    bonus_draws,
    check_places,
    deck,
    events,
    forecast,
    hand,
    is_action_choice,
    junk,
    options,
    pending,
    play,
    score,
    splay,
    winners,
)

EDITION = get_edition("4th", ("echoes",))


def table(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    spec: dict[str, Any] = {
        "edition": "4th",
        "expansions": ["echoes"],
        "specials": [],
        "players": players,
    }
    spec.update(extra)
    return spec


def begin(spec: dict[str, Any], icon: int, **counts: int):
    """Build the scenario (its answers given after the check) and check the featured-icon
    counts."""
    answers = spec.pop("answers", [])
    g = play(spec)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return answer(g, *answers)


def done(g, name: str = "Alice") -> None:
    check_places(g)
    assert is_action_choice(g, name), pending(g)


def test_age9_echoes_cards_are_all_written():
    cards = [c for c in EDITION.cards if c.expansion == "echoes" and c.age == 9]
    assert len(cards) == 10
    for c in cards:
        assert c.implemented and all(e.run is not None for e in c.effects), c.name
        assert (c.echo is not None) == (-2 in c.icons), c.name
        if c.echo is not None:
            assert c.echo.run is not None, c.name


def test_age9_reuses_the_3rd_edition_only_where_the_text_is_the_same():
    third = get_edition("3rd", ("echoes",))
    for name in ("Helicopter", "Rock"):
        assert [e.run for e in EDITION.card(name).effects] == [e.run for e in third.card(name).effects]
    # the 4th edition's Calculator stops at 12, not 11; Jet junks; Karaoke claims
    for name in ("Calculator", "Jet", "Karaoke", "Wristwatch"):
        assert EDITION.card(name).effects[0].run is not third.card(name).effects[0].run


# ============================================================================ Calculator (clock)
CALCULATOR_BOARD = {
    "blue": ["Calculator"],  # 2 clocks
    "red": ["Construction", "Archery"],
    "green": ["Mapmaking"],
    "yellow": ["Machinery"],
    "purple": ["Enterprise"],
}


def calculator(alice: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return table({"Alice": alice, "Bob": {"board": {"purple": ["Mysticism"]}}}, **extra)


def test_calculator_scores_two_draws_their_sum_and_repeats_only_once():
    spec = calculator({"board": CALCULATOR_BOARD}, decks={"3": ["Almanac"], "7": ["Photography"]})
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})
    assert sorted(options(g)) == ["Archery", "Enterprise", "Machinery", "Mapmaking"]
    answer(g, "Archery", "Mapmaking")  # 1 + 2: a 3, from the Echoes pile (Calculator, a lone 9)
    assert hand(g, "Alice") == ["Almanac"]
    assert sorted(options(g)) == ["Construction", "Enterprise", "Machinery"]  # the repeat
    answer(g, "Machinery", "Enterprise")  # 3 + 4: a 7
    assert hand(g, "Alice") == ["Almanac", "Photography"]
    assert board(g, "Alice", "red") == ["Construction"]  # no third time
    assert score(g, "Alice") == ["Archery", "Enterprise", "Machinery", "Mapmaking"]
    done(g)  # a lone blue card: the splay is not asked


def test_calculator_a_total_of_11_is_less_than_12_and_draws_an_11():
    alice = {"board": {"blue": ["Calculator"], "red": ["Coal"], "green": ["Classification"]}}
    g = begin(calculator(alice, decks={"11": ["Drone"]}), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})  # two non-blue piles: both scored, nothing asked
    assert score(g, "Alice") == ["Classification", "Coal"]
    assert hand(g, "Alice") == ["Drone"]  # 5 + 6 = 11 < 12 (the 3rd edition stops at 11)
    done(g)  # the repeat finds no non-blue pile


def test_calculator_a_total_of_12_draws_nothing():
    alice = {"board": {"blue": ["Calculator"], "red": ["Industrialization"], "green": ["Classification"]}}
    g = begin(calculator(alice), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})
    assert score(g, "Alice") == ["Classification", "Industrialization"]
    assert hand(g, "Alice") == []
    done(g)


def test_calculator_one_non_blue_pile_scores_it_without_a_draw_then_splays():
    alice = {"board": {"blue": ["Calculator", "Writing"], "red": ["Oars"]}}
    g = begin(calculator(alice), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"})
    assert score(g, "Alice") == ["Oars"] and hand(g, "Alice") == []
    assert pending(g)["kind"] == "yesno"
    answer(g, "yes")
    assert splay(g, "Alice", "blue") == "up"
    done(g)


def test_calculator_the_splay_may_be_declined():
    alice = {"board": {"blue": ["Calculator", "Writing"]}}
    g = begin(calculator(alice), CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Calculator"}, "no")
    assert splay(g, "Alice", "blue") == "none" and score(g, "Alice") == []
    done(g)


# ============================================================================ Laser (lightbulb)
def laser(alice: dict[str, Any], **extra: Any) -> dict[str, Any]:
    extra.setdefault("achievements", [1, 2, 3])
    return table({"Alice": alice, "Bob": {"board": {"purple": ["Mysticism"]}}}, **extra)


def test_laser_returns_four_score_cards_and_the_achievements_then_draws():
    alice = {
        "board": {"blue": ["Laser"]},  # 2 lightbulbs
        "score": ["Oars", "Mapmaking", "Machinery", "Enterprise", "Coal"],
    }
    g = begin(laser(alice, decks={"11": ["Drone"], "10": ["Sudoku"]}), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Laser"}, "Oars", "Mapmaking", "Machinery", "Enterprise")
    assert score(g, "Alice") == ["Coal"]
    assert available(g) == []  # each achievement back under its age pile
    assert forecast(g, "Alice") == ["Drone"]  # an Echoes 11: Laser is a lone 9
    assert board(g, "Alice", "purple") == ["Sudoku"]
    assert hand(g, "Alice") == []  # not foreseen: no 11 melded
    done(g)


def test_laser_with_fewer_than_four_score_cards_returns_them_all_unasked():
    alice = {"board": {"blue": ["Laser"]}, "score": ["Oars", "Coal"]}
    g = begin(laser(alice, decks={"11": ["Drone"], "10": ["Sudoku"]}), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Laser"})
    # under their piles, the achievements after them
    assert score(g, "Alice") == [] and deck(g, 1)[-2] == "Oars" and deck(g, 5)[-1] == "Coal"
    done(g)


def test_laser_foreseen_melds_an_11_too():
    alice = {"hand": ["Computers"], "forecast": ["Laser"]}
    spec = laser(alice, decks={"11": ["Drone", "Robocar"], "10": ["Sudoku"]})
    g = begin(spec, LIGHTBULB, Alice=0, Bob=0)
    answer(g, {"meld": "Computers"})  # Laser, a 9, must be promoted onto Computers
    assert events(g, "free_dogma")[-1]["card"] == "Laser"
    assert forecast(g, "Alice") == ["Drone"]
    assert board(g, "Alice", "purple") == ["Sudoku"]
    assert board(g, "Alice", "green") == ["Robocar"]  # the 11 melded for being foreseen
    assert board(g, "Alice", "blue") == ["Laser", "Computers"]
    done(g)


def test_laser_a_full_forecast_leaves_the_11_in_the_hand():
    alice = {"board": {"blue": ["Laser"]}, "forecast": ["Dice", "Perfume", "Ruler", "Bangle", "Candles"]}
    g = begin(laser(alice, decks={"11": ["Drone"], "10": ["Sudoku"]}), LIGHTBULB, Alice=2, Bob=0)
    answer(g, {"dogma": "Laser"})
    assert hand(g, "Alice") == ["Drone"] and len(forecast(g, "Alice")) == 5
    assert events(g, "forecast_full")
    done(g)


# ============================================================================ Helicopter (factory)
def test_helicopter_transfers_and_repeats_while_a_returned_card_shares_an_icon():
    alice = {"board": {"red": ["Helicopter"]}, "hand": ["Sailing"]}  # 3 factories
    bob = {"board": {"green": ["Mapmaking"], "blue": ["Writing"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Helicopter"})
    assert sorted(options(g)) == ["Mapmaking", "Writing"]  # never Helicopter itself
    answer(g, "Mapmaking")
    assert score(g, "Bob") == ["Mapmaking"]
    answer(g, "Sailing")  # a crown, as Mapmaking: returned, and the effect again
    # one top card left but Helicopter: Writing goes unasked; an empty hand ends the repeats
    assert score(g, "Bob") == ["Mapmaking", "Writing"] and hand(g, "Alice") == []
    done(g)


def test_helicopter_the_return_may_be_declined():
    alice = {"board": {"red": ["Helicopter"]}, "hand": ["Sailing"]}
    bob = {"board": {"green": ["Mapmaking"], "blue": ["Writing"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Helicopter"}, "Mapmaking", "pass")
    assert hand(g, "Alice") == ["Sailing"] and board(g, "Bob", "blue") == ["Writing"]
    done(g)


# ============================================================================ Jet (clock)
def jet(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    extra.setdefault("achievements", [1, 2, 3])
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_jet_the_echo_melds_the_demand_returns_that_colour_and_junks_both_values():
    alice = {"board": {"red": ["Jet"]}, "hand": ["Mapmaking"]}  # 1 clock
    bob = {"board": {"green": ["Sailing"], "blue": ["Writing"]}}
    g = begin(jet(alice, bob, decks={"10": ["Sudoku"]}), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Jet"})
    assert board(g, "Alice", "green") == ["Mapmaking"]  # the echo effect
    assert board(g, "Bob", "green") == [] and deck(g, 1)[-1] == "Sailing"
    assert available(g) == [3]  # the 2 (Mapmaking) and the 1 (Sailing) junked
    assert len(junk(g)) == 2
    assert forecast(g, "Alice") == ["Sudoku"]  # an Echoes 10: Jet is a lone 9
    done(g)


def test_jet_nothing_of_that_colour_junks_the_melded_cards_value_only():
    alice = {"board": {"red": ["Jet"]}, "hand": ["Mapmaking"]}
    bob = {"board": {"blue": ["Writing"]}}
    g = begin(jet(alice, bob, decks={"10": ["Sudoku"]}), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Jet"})
    assert available(g) == [1, 3] and board(g, "Bob", "blue") == ["Writing"]
    done(g)


def test_jet_an_empty_hand_melds_nothing_and_the_demand_does_nothing():
    alice = {"board": {"red": ["Jet"]}}
    bob = {"board": {"red": ["Oars"]}}
    g = begin(jet(alice, bob, decks={"10": ["Sudoku"]}), CLOCK, Alice=1, Bob=0)
    answer(g, {"dogma": "Jet"})
    assert available(g) == [1, 2, 3] and board(g, "Bob", "red") == ["Oars"]
    assert forecast(g, "Alice") == ["Sudoku"]
    done(g)


def test_jet_a_sharer_melds_by_the_echo_but_the_demand_follows_my_meld():
    alice = {"board": {"red": ["Jet"]}, "hand": ["Mapmaking"]}
    bob = {"board": {"blue": ["Computers"]}, "hand": ["Oars"]}  # 2 clocks: shares, immune
    carol = {"board": {"green": ["Sailing"], "red": ["Archery"]}}
    spec = table({"Alice": alice, "Bob": bob, "Carol": carol}, achievements=[1, 2, 3],
                 decks={"10": ["Sudoku", "GPS"]})
    g = begin(spec, CLOCK, Alice=1, Bob=2, Carol=0)
    answer(g, {"dogma": "Jet"})
    assert board(g, "Bob", "red") == ["Oars"]  # Bob's own echo meld
    assert board(g, "Carol", "green") == [] and board(g, "Carol", "red") == ["Archery"]
    assert available(g) == [3]
    assert bonus_draws(g) == 1
    done(g)


# ============================================================================ Credit Card (crown)
def test_credit_card_foreshadows_takes_a_top_card_and_scores_its_value():
    alice = {"board": {"green": ["Credit Card"], "red": ["Oars"]}}  # 2 crowns
    bob = {"board": {"purple": ["Mysticism"]}}
    g = begin(table({"Alice": alice, "Bob": bob}, decks={"9": ["Email"], "1": ["Dice"]}),
              CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Credit Card"})
    assert forecast(g, "Alice") == ["Email"]  # the echo effect
    assert options(g) == ["Oars", "pass"]
    answer(g, "Oars")
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == ["Dice"]
    done(g)  # not foreseen: no repeat; a lone green card: no splay asked


def test_credit_card_the_take_may_be_declined_and_green_splayed():
    alice = {"board": {"green": ["Credit Card", "Sailing"], "red": ["Oars"]}}  # 4 crowns
    bob = {"board": {"purple": ["Mysticism"]}}
    g = begin(table({"Alice": alice, "Bob": bob}, decks={"9": ["Email"]}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Credit Card"}, "pass", "yes")
    assert board(g, "Alice", "red") == ["Oars"] and score(g, "Alice") == []
    assert splay(g, "Alice", "green") == "up"
    done(g)


def test_credit_card_foreseen_repeats_while_cards_are_taken():
    alice = {"board": {"red": ["Oars"], "yellow": ["Agriculture"]}, "hand": ["Collaboration"],
             "forecast": ["Credit Card"]}
    bob = {"board": {"purple": ["Mysticism"]}}
    spec = table({"Alice": alice, "Bob": bob}, decks={"9": ["Email"], "1": ["Dice", "Perfume"]})
    g = begin(spec, CROWN, Alice=1, Bob=0)
    answer(g, {"meld": "Collaboration"})  # Credit Card promoted onto it
    assert forecast(g, "Alice") == ["Email"]
    answer(g, "Oars", "Agriculture")  # again and again, until no non-green top card is left
    assert hand(g, "Alice") == ["Agriculture", "Oars"]
    assert score(g, "Alice") == ["Dice", "Perfume"]
    answer(g, "no")  # the green splay
    done(g)


def test_credit_card_foreseen_stops_when_declined():
    alice = {"board": {"red": ["Oars"], "yellow": ["Agriculture"]}, "hand": ["Collaboration"],
             "forecast": ["Credit Card"]}
    spec = table({"Alice": alice, "Bob": {}}, decks={"9": ["Email"], "1": ["Dice"]})
    g = begin(spec, CROWN, Alice=1, Bob=0)
    answer(g, {"meld": "Collaboration"}, "Oars", "pass", "no")
    assert hand(g, "Alice") == ["Oars"] and board(g, "Alice", "yellow") == ["Agriculture"]
    done(g)


# ============================================================================ Email (clock)
def test_email_foreshadows_a_10_and_a_9_then_self_executes_the_lowest_non_green_top_card():
    alice = {"board": {"green": ["Email"], "blue": ["Writing"], "red": ["Coal"]}}  # 2 clocks
    spec = table({"Alice": alice, "Bob": {}}, decks={"10": ["Sudoku"], "9": ["Laser"], "2": ["Lever"]})
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Email"})
    assert forecast(g, "Alice") == ["Laser", "Sudoku"]
    assert hand(g, "Alice") == ["Lever"]  # Writing's draw of a 2
    assert events(g, "execute")[-1]["card"] == "Writing"
    done(g)


def test_email_covered_its_echo_runs_before_the_top_cards_dogma():
    alice = {"board": {"green": {"cards": ["Sailing", "Email"], "splay": "right"}}}  # 2 crowns
    spec = table({"Alice": alice, "Bob": {}}, decks={"10": ["Sudoku"], "1": ["Comb"]})
    g = begin(spec, CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Sailing"})
    assert forecast(g, "Alice") == ["Sudoku"]  # Email's echo (top-left: shown by the right splay)
    assert board(g, "Alice", "green") == ["Comb", "Sailing", "Email"]  # Sailing's own meld
    done(g)


def test_email_a_full_forecast_keeps_both_drawn_cards_in_the_hand():
    alice = {"board": {"green": ["Email"]}, "forecast": ["Dice", "Perfume", "Ruler", "Bangle", "Candles"]}
    spec = table({"Alice": alice, "Bob": {}}, decks={"10": ["Sudoku"], "9": ["Laser"]})
    g = begin(spec, CLOCK, Alice=2, Bob=0)
    answer(g, {"dogma": "Email"})
    assert hand(g, "Alice") == ["Laser", "Sudoku"] and len(forecast(g, "Alice")) == 5
    done(g)  # no non-green top card: nothing self-executed


# ============================================================================ ATM (crown)
def atm(alice: dict[str, Any], bob: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return table({"Alice": alice, "Bob": bob}, **extra)


def test_atm_scores_any_value_takes_a_top_card_splays_and_junks_the_10s():
    alice = {"board": {"yellow": ["ATM"], "purple": ["Mysticism", "Monotheism"]}}  # 1 crown
    bob = {"board": {"red": ["Coal"], "blue": ["Pottery"]}}
    g = begin(atm(alice, bob, decks={"5": ["Coke"]}), CROWN, Alice=1, Bob=0)
    answer(g, {"dogma": "ATM"})
    assert options(g) == list(range(1, 12))  # any value: 1 to 11
    answer(g, 5)
    assert score(g, "Alice") == ["Coke"]  # an Echoes 5: ATM is a lone 9
    assert board(g, "Alice", "red") == ["Coal"] and board(g, "Bob", "red") == []
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "up"
    assert deck(g, 10) == [] and len(junk(g)) == 9  # the base 10 pile (one 10 is an achievement)
    assert len(deck(g, 10, set="echoes")) == 10  # the Echoes 10 pile is not "the 10 deck"
    done(g)


def test_atm_the_echo_may_draw_an_11_and_a_crowned_board_gives_nothing():
    alice = {"board": {"yellow": ["ATM"]}}
    bob = {"board": {"green": ["Sailing"], "red": ["Oars"]}}  # 2 crowns: immune and sharing
    g = begin(atm(alice, bob, decks={"11": ["Drone"]}), CROWN, Alice=1, Bob=3)
    answer(g, {"dogma": "ATM"})
    answer(g, 11)  # Bob first: his two 1s tie for the highest, a base 11
    answer(g, 11)
    assert score(g, "Alice") == ["Drone"] and len(score(g, "Bob")) == 1
    assert board(g, "Bob", "red") == ["Oars"]  # not vulnerable
    assert deck(g, 10) == []
    done(g)


def test_atm_a_vulnerable_victim_chooses_among_tied_highest_cards():
    alice = {"board": {"yellow": ["ATM"], "purple": ["Code of Laws"]}}  # 3 crowns
    bob = {"board": {"red": ["Coal"], "blue": ["Chemistry"], "yellow": ["Statistics"]}}
    g = begin(atm(alice, bob, decks={"1": ["Dice"]}), CROWN, Alice=3, Bob=0)
    answer(g, {"dogma": "ATM"}, 1)
    assert sorted(options(g)) == ["Chemistry", "Coal"]  # yellow never goes
    answer(g, "Chemistry")
    assert board(g, "Alice", "blue") == ["Chemistry"]
    done(g)


# ============================================================================ Wristwatch (factory)
def test_wristwatch_the_echo_tucks_then_each_bonus_value_draws_and_melds_from_low_to_high():
    alice = {"board": {"yellow": ["Wristwatch"], "blue": ["Writing", "Dice"]}}  # 1 factory
    spec = table({"Alice": alice, "Bob": {}}, decks={"1": ["Comb"], "10": ["Camcorder"]})
    g = begin(spec, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Wristwatch"})
    assert sorted(options(g)) == ["Wristwatch", "Writing"]  # any top card, Wristwatch too
    answer(g, "Writing")  # Dice is uncovered: a bonus of 1
    assert board(g, "Alice", "blue") == ["Dice", "Writing"]
    assert board(g, "Alice", "green") == ["Comb"]  # the 1, then the 10
    assert board(g, "Alice", "red") == ["Camcorder"]
    done(g)


def test_wristwatch_reads_the_bonuses_again_before_each_value():
    alice = {"board": {"yellow": ["Wristwatch"], "blue": ["Writing", "Dice"]}}
    spec = table({"Alice": alice, "Bob": {}}, decks={"1": ["Soap"], "2": ["Calendar"]})
    g = begin(spec, FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Wristwatch"}, "Writing")
    # the 1 is Soap (a bonus of 2) melded over Wristwatch, whose 10 is hidden from then on
    assert board(g, "Alice", "yellow") == ["Soap", "Wristwatch"]
    assert board(g, "Alice", "blue") == ["Calendar", "Dice", "Writing"]  # a base 2: two 1s tie
    assert hand(g, "Alice") == [] and deck(g, 10, set="echoes") != []
    done(g)


def test_wristwatch_foreseen_returns_every_card_but_the_bottom_ones_first():
    alice = {"board": {"blue": ["Writing", "Dice"], "red": ["Oars"]}, "hand": ["Suburbia"],
             "forecast": ["Wristwatch"]}
    spec = table({"Alice": alice, "Bob": {}}, decks={"1": ["Comb"]})
    g = begin(spec, FACTORY, Alice=0, Bob=0)
    answer(g, {"meld": "Suburbia"})  # Wristwatch promoted onto it
    answer(g, "Oars")  # the echo: Oars tucked (alone: it stays where it is)
    assert board(g, "Alice", "blue") == ["Dice"] and deck(g, 1)[-1] == "Writing"
    assert board(g, "Alice", "yellow") == ["Suburbia"]
    assert deck(g, 9, set="echoes")[-1] == "Wristwatch"
    assert board(g, "Alice", "green") == ["Comb"]  # Dice's bonus of 1, now on top
    done(g)


def test_wristwatch_alone_its_own_bonus_draws_a_10():
    alice = {"board": {"yellow": ["Wristwatch"]}}
    g = begin(table({"Alice": alice, "Bob": {}}, decks={"10": ["Camcorder"]}), FACTORY, Alice=1, Bob=0)
    answer(g, {"dogma": "Wristwatch"})  # the one top card is tucked unasked: it stays on top
    assert board(g, "Alice", "red") == ["Camcorder"]  # Wristwatch's own bonus: one 10
    assert board(g, "Alice", "yellow") == ["Wristwatch"]
    done(g)


# ============================================================================ Karaoke (leaf)
def test_karaoke_melds_a_value_of_the_hand_takes_bottoms_claims_and_self_executes():
    alice = {"board": {"purple": ["Karaoke"], "blue": ["Computers"]}, "hand": ["Sailing"]}  # 1 leaf
    spec = table({"Alice": alice, "Bob": {}}, achievements=[1, 2], decks={"1": ["Writing"], "2": ["Lever"]})
    g = begin(spec, LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Karaoke"})
    # one value in the hand (a 1); two 9s on top tie: a base 1, Writing, melded on Computers
    assert board(g, "Alice", "blue") == ["Writing"]  # Computers, a bottom card, went to the hand
    assert hand(g, "Alice") == ["Computers", "Karaoke", "Lever", "Sailing"]
    assert available(g) == [2]  # the 1 claimed, ineligible as Alice is
    assert events(g, "execute")[-1]["card"] == "Writing"  # its draw of a 2 (a lone 1: Echoes)
    done(g)


def test_karaoke_an_empty_hand_melds_nothing_and_claims_nothing():
    alice = {"board": {"purple": ["Karaoke"], "blue": ["Computers", "Writing"]}}
    g = begin(table({"Alice": alice, "Bob": {}}, achievements=[1, 9]), LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Karaoke"})
    assert hand(g, "Alice") == ["Karaoke", "Writing"]
    assert available(g) == [1, 9]
    done(g)


def test_karaoke_the_value_is_chosen_and_no_achievement_of_it_means_no_execution():
    alice = {"board": {"purple": ["Karaoke"]}, "hand": ["Sailing", "Mapmaking"]}
    spec = table({"Alice": alice, "Bob": {}}, achievements=[1], decks={"2": ["Lever"]})
    g = begin(spec, LEAF, Alice=1, Bob=0)
    answer(g, {"dogma": "Karaoke"})
    assert options(g) == [1, 2]
    answer(g, 2)  # an Echoes 2: Karaoke is a lone 9
    assert "Lever" in hand(g, "Alice")  # melded, then taken back as the bottom blue card
    assert available(g) == [1] and not events(g, "execute")
    done(g)


# ============================================================================ Rock (leaf)
def test_rock_uncovering_scissors_wins_for_me():
    alice = {"board": {"purple": ["Rock"]}}  # 2 leaves
    bob = {"board": {"green": ["Sailing", "Scissors"]}}  # 1 leaf
    g = begin(table({"Alice": alice, "Bob": bob}), LEAF, Alice=2, Bob=1)
    answer(g, {"dogma": "Rock"})
    assert winners(g) == ["Alice"] and hand(g, "Alice") == ["Sailing"]


def test_rock_paper_on_top_of_my_green_pile_wins():
    alice = {"board": {"purple": ["Rock"], "green": ["Paper"]}}
    g = begin(table({"Alice": alice, "Bob": {}}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Rock"}, "pass")
    assert winners(g) == ["Alice"]


def test_rock_scoring_a_top_card_without_paper_wins_nothing():
    alice = {"board": {"purple": ["Rock"], "green": ["Sailing"]}}
    bob = {"board": {"green": ["Mapmaking"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), LEAF, Alice=3, Bob=0)
    answer(g, {"dogma": "Rock"})
    assert hand(g, "Alice") == ["Mapmaking"]  # Bob's top green, nothing below it
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Sailing"] and winners(g) == []
    done(g)


def test_helicopter_no_hand_card_sharing_an_icon_offers_no_return():
    alice = {"board": {"red": ["Helicopter"]}, "hand": ["Coal"]}  # factories only
    bob = {"board": {"green": ["Mapmaking"], "blue": ["Writing"]}}
    g = begin(table({"Alice": alice, "Bob": bob}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Helicopter"}, "Writing")
    assert score(g, "Bob") == ["Writing"] and hand(g, "Alice") == ["Coal"]
    done(g)


def test_helicopter_alone_on_the_boards_transfers_nothing():
    alice = {"board": {"red": ["Helicopter"]}, "hand": ["Coal"]}
    g = begin(table({"Alice": alice, "Bob": {}}), FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Helicopter"})
    assert board(g, "Alice", "red") == ["Helicopter"] and score(g, "Alice") == []
    done(g)


def test_rock_an_immune_opponent_keeps_his_green_card():
    alice = {"board": {"purple": ["Rock"]}}
    bob = {"board": {"green": ["Sailing", "Scissors"], "yellow": ["Agriculture"]}}  # 4 leaves
    g = begin(table({"Alice": alice, "Bob": bob}), LEAF, Alice=2, Bob=4)
    answer(g, {"dogma": "Rock"}, "pass", "pass")  # Bob shares the "you may score", then me
    assert board(g, "Bob", "green") == ["Sailing", "Scissors"] and winners(g) == []
    done(g)
