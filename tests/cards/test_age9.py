"""Scenario tests for the age-9 cards of the 3rd edition.

Featured-icon counts are given in the comments (top card: all four positions; covered cards:
what the splay shows) and checked with `icons` where it matters. Rulings: docs/rulings/age9.md.
"""

from tests.helpers import (
    achievements,
    ages,
    answer,
    board,
    deck,
    hand,
    icons,
    is_action_choice,
    options,
    pending,
    play,
    score,
    splay,
    waiting_for,
    winners,
)

ABOVE_10 = "{} had to draw above age 10"


def removed(g):
    return sorted(c.name for c in g.state.removed)


def dogma(card, players, **extra):
    spec = {"players": players, "answers": [{"dogma": card}]}
    spec.update(extra)
    return play(spec)


# === Computers (blue 9, clock) ===============================================================
def test_computers_splay_then_meld_and_execute_a_10_alone():
    g = dogma(
        "Computers",
        {
            "Alice": {
                "board": {
                    "blue": ["Computers"],  # 2 clocks
                    "red": ["Coal", "Construction"],
                    "green": ["Navigation", "Sailing"],
                },
                "hand": ["Oars"],
            },
            # 0 clocks (no share), but 3 leaves: more than enough to share Stem Cells
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Tools"]},
        },
        decks={"10": ["Stem Cells", "A.I."]},
    )
    assert icons(g, "Alice", "clock") == 2 and icons(g, "Bob", "clock") == 0
    assert sorted(options(g)) == ["green", "pass", "red"]
    answer(g, "red")
    assert splay(g, "Alice", "red") == "up" and splay(g, "Alice", "green") == "none"
    # Stem Cells is melded and executed by Alice alone: her question, Bob is never asked
    assert board(g, "Alice", "yellow") == ["Stem Cells"]
    assert waiting_for(g) == "Alice" and pending(g)["card"] == "Stem Cells"
    answer(g, "yes")
    assert score(g, "Alice") == ["Oars"] and hand(g, "Alice") == []
    assert hand(g, "Bob") == ["Tools"] and score(g, "Bob") == []
    assert deck(g, 10)[0] == "A.I." and is_action_choice(g, "Alice")


def test_computers_splay_declined_and_nothing_to_splay():
    g = dogma(
        "Computers",
        {
            "Alice": {"board": {"blue": ["Computers"], "green": ["Navigation", "Sailing"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
        },
        decks={"10": ["Stem Cells"]},
    )
    assert sorted(options(g)) == ["green", "pass"]  # red has no pile: not offered
    answer(g, "pass")
    assert splay(g, "Alice", "green") == "none" and board(g, "Alice", "yellow") == ["Stem Cells"]
    assert is_action_choice(g, "Alice")  # Stem Cells with an empty hand asks nothing


def test_computers_executed_ai_ends_the_game():
    g = dogma(
        "Computers",
        {
            # Computers 2 + Robotics 1 + Railroad 2 = 5 clocks
            "Alice": {
                "board": {"blue": ["Computers"], "red": ["Robotics"], "purple": ["Railroad"]}
            },
            "Bob": {"board": {"blue": ["Software"]}},  # 3 clocks: no share
        },
        decks={"10": ["A.I.", "Databases"]},
    )
    # A.I. melded and executed: Alice scores Databases; Robotics and Software are top cards;
    # Bob (0 points) has the single lowest score
    assert g.over and winners(g) == ["Bob"]
    assert g.state.end_reason == "card: A.I."
    assert score(g, "Alice") == ["Databases"] and board(g, "Alice", "purple")[0] == "A.I."


def test_computers_with_no_10_left_ends_the_game():
    g = dogma(
        "Computers",
        {
            "Alice": {"board": {"blue": ["Computers"]}, "score": ["Calendar"]},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Oars"]},
        },
        removed=ages(10),
    )
    assert g.over and winners(g) == ["Alice"]  # 2 points against 1
    assert g.state.end_reason == ABOVE_10.format("Alice")


def test_computers_shared_executes_without_demands_and_free_draw():
    g = dogma(
        "Computers",
        {
            "Alice": {"board": {"blue": ["Computers"]}, "score": ["Oars", "Tools"]},  # 2 clocks
            "Bob": {"board": {"purple": ["Railroad"]}},  # 2 clocks: shares
        },
        decks={"10": ["Databases", "Stem Cells", "Software"]},
    )
    # Bob melds Databases: its only effect is a demand, skipped when executed
    assert board(g, "Bob", "green") == ["Databases"]
    assert score(g, "Alice") == ["Oars", "Tools"]
    assert board(g, "Alice", "yellow") == ["Stem Cells"]
    assert hand(g, "Alice") == ["Software"]  # free draw at her highest top card, a 10
    assert is_action_choice(g, "Alice")


# === Genetics (blue 9, lightbulb) ============================================================
def test_genetics_scores_every_card_beneath_the_melded_10():
    g = dogma(
        "Genetics",
        {
            # Genetics 3 lightbulbs; Tools (left) shows a castle
            "Alice": {"board": {"blue": {"cards": ["Genetics", "Tools"], "splay": "left"}}},
            "Bob": {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
        },
        decks={"10": ["Software"]},
    )
    assert board(g, "Alice", "blue") == ["Software"] and splay(g, "Alice", "blue") == "none"
    assert score(g, "Alice") == ["Genetics", "Tools"] and is_action_choice(g, "Alice")


def test_genetics_new_colour_scores_nothing_and_shared_free_draw():
    g = dogma(
        "Genetics",
        {
            "Alice": {"board": {"blue": ["Genetics"]}},
            "Bob": {"board": {"purple": ["Education", "Philosophy"]}},  # 3 lightbulbs: shares
        },
        decks={"10": ["A.I.", "Robotics", "Stem Cells"]},
    )
    # Bob melds A.I. on his purple pile: Education and Philosophy go to his score pile
    assert board(g, "Bob", "purple") == ["A.I."] and score(g, "Bob") == ["Education", "Philosophy"]
    assert board(g, "Alice", "red") == ["Robotics"] and score(g, "Alice") == []
    assert hand(g, "Alice") == ["Stem Cells"]  # free draw of a 10
    assert is_action_choice(g, "Alice")


def test_genetics_with_no_10_left_ends_the_game():
    g = dogma(
        "Genetics",
        {
            "Alice": {"board": {"blue": ["Genetics"]}},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Oars"]},
        },
        removed=ages(10),
    )
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == ABOVE_10.format("Alice")


# === Composites (red 9, factory) =============================================================
def composites(bob_hand, bob_score):
    return dogma(
        "Composites",
        {
            "Alice": {"board": {"red": ["Composites"]}},  # 3 factories
            "Bob": {"board": {"blue": ["Writing"]}, "hand": bob_hand, "score": bob_score},  # 0
            "Carol": {  # Coal: 3 factories, immune
                "board": {"red": ["Coal"]},
                "hand": ["Agriculture", "Pottery"],
                "score": ["Currency"],
            },
        },
    )


def test_composites_victim_keeps_one_card_and_gives_highest_score_card():
    g = composites(["Oars", "Tools", "Calendar"], ["Mathematics", "Philosophy", "Sailing"])
    assert icons(g, "Alice", "factory") == 3 and icons(g, "Carol", "factory") == 3
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Oars", "Tools"]
    answer(g, "Tools")  # the card Bob keeps
    assert sorted(options(g)) == ["Mathematics", "Philosophy"]  # tie for highest: Bob picks
    answer(g, "Philosophy")
    assert hand(g, "Alice") == ["Calendar", "Oars"] and hand(g, "Bob") == ["Tools"]
    assert score(g, "Alice") == ["Philosophy"] and score(g, "Bob") == ["Mathematics", "Sailing"]
    assert hand(g, "Carol") == ["Agriculture", "Pottery"] and score(g, "Carol") == ["Currency"]
    assert is_action_choice(g, "Alice")


def test_composites_single_card_hand_and_empty_score_pile_give_nothing():
    g = composites(["Oars"], [])
    assert hand(g, "Bob") == ["Oars"] and hand(g, "Alice") == [] and score(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_composites_empty_hand_still_gives_the_highest_score_card():
    g = composites([], ["Optics", "Sailing"])
    assert score(g, "Alice") == ["Optics"] and score(g, "Bob") == ["Sailing"]
    assert is_action_choice(g, "Alice")


# === Fission (red 9, clock) ==================================================================
def test_fission_non_red_10_then_return_a_top_card_and_draw_a_10():
    g = dogma(
        "Fission",
        {
            "Alice": {"board": {"red": ["Fission"], "blue": ["Tools"]}},  # 3 clocks
            "Bob": {"board": {"green": ["Sailing"]}},  # 0 clocks
        },
        decks={"10": ["Software", "A.I."]},
    )
    assert hand(g, "Bob") == ["Software"]  # blue: nothing more happens
    assert sorted(options(g)) == ["Sailing", "Tools"]  # Fission itself is never offered
    answer(g, "Sailing")
    assert board(g, "Bob", "green") == [] and deck(g, 1)[-1] == "Sailing"
    assert hand(g, "Alice") == ["A.I."] and is_action_choice(g, "Alice")


def test_fission_red_10_removes_every_hand_board_and_score_pile():
    g = dogma(
        "Fission",
        {
            "Alice": {
                "board": {"red": ["Fission", "Archery"], "blue": ["Tools"]},
                "hand": ["Oars"],
                "score": ["Calendar"],
                "achievements": [1],
            },
            "Bob": {
                "board": {"green": ["Sailing"]},
                "hand": ["Writing"],
                "score": ["Mathematics"],
                "achievements": [2],
            },
        },
        decks={"10": ["Robotics", "Software"], "1": ["Clothing"]},
        actions_left=1,
    )
    assert removed(g) == sorted(
        [
            "Fission",
            "Archery",
            "Tools",
            "Oars",
            "Calendar",
            "Sailing",
            "Writing",
            "Mathematics",
            "Robotics",
        ]
    )
    for name in ("Alice", "Bob"):
        assert score(g, name) == []
        assert all(board(g, name, c) == [] for c in ("blue", "red", "green", "yellow", "purple"))
    assert achievements(g, "Alice") == [1] and achievements(g, "Bob") == [2]
    # the dogma action is complete: the second effect does not happen (no 10 drawn)
    assert deck(g, 10)[0] == "Software" and hand(g, "Alice") == []
    # Alice's turn is over; Bob, with nothing left, can only draw (done for him): a 1
    assert not g.over and hand(g, "Bob") == ["Clothing"] and is_action_choice(g, "Bob")


def test_fission_second_victim_draws_red_and_removes_the_first_victims_10():
    g = dogma(
        "Fission",
        {
            "Alice": {"board": {"red": ["Fission"]}},
            "Bob": {"board": {"green": ["Sailing"]}},
            "Carol": {"board": {"yellow": ["Agriculture"]}},
        },
        decks={"10": ["Software", "Robotics", "A.I."]},
        actions_left=1,
    )
    assert removed(g) == ["Agriculture", "Fission", "Robotics", "Sailing", "Software"]
    assert hand(g, "Carol") == [] and hand(g, "Alice") == []
    assert deck(g, 10)[0] == "A.I." and is_action_choice(g, "Bob")


def test_fission_demand_with_no_10_left_ends_the_game():
    g = dogma(
        "Fission",
        {
            "Alice": {"board": {"red": ["Fission"]}, "score": ["Calendar", "Optics"]},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Oars"]},
        },
        removed=ages(10),
    )
    assert g.over and winners(g) == ["Alice"]
    assert g.state.end_reason == ABOVE_10.format("Bob")


def test_fission_immune_opponent_shares_second_effect_and_free_draw():
    g = dogma(
        "Fission",
        {
            "Alice": {"board": {"red": ["Fission"], "blue": ["Tools"]}},
            "Bob": {"board": {"blue": ["Software"]}},  # 3 clocks: immune, shares
        },
        decks={"10": ["A.I.", "Stem Cells"], "9": ["Ecology"]},
    )
    assert hand(g, "Bob") == []  # no demand on Bob
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Software", "Tools"]
    answer(g, "Tools")
    assert hand(g, "Bob") == ["A.I."]
    # Alice's only choice is Bob's Software (Fission excluded): no question
    assert board(g, "Bob", "blue") == [] and deck(g, 10)[-1] == "Software"
    assert hand(g, "Alice") == ["Ecology", "Stem Cells"]  # her 10, then the free draw (a 9)
    assert is_action_choice(g, "Alice")


def test_fission_second_effect_with_only_fission_on_the_boards_still_draws():
    g = dogma(
        "Fission",
        {"Alice": {"board": {"red": ["Fission"]}}, "Bob": {}},
        decks={"10": ["Software", "A.I."]},
    )
    assert hand(g, "Bob") == ["Software"] and hand(g, "Alice") == ["A.I."]
    assert board(g, "Alice", "red") == ["Fission"] and is_action_choice(g, "Alice")


# === Collaboration (green 9, crown) ==========================================================
TEN_GREEN = [
    "Collaboration",
    "Satellites",
    "Corporations",
    "Mass Media",
    "Bicycle",
    "Electricity",
    "Classification",
    "Metric System",
    "Banking",
    "Measurement",
]


def test_collaboration_attacker_picks_one_revealed_9_victim_melds_the_other():
    g = dogma(
        "Collaboration",
        {
            "Alice": {"board": {"green": ["Collaboration"]}},  # 2 crowns
            "Bob": {"board": {"blue": ["Writing"]}},  # 1 crown: affected
            "Carol": {"board": {"purple": ["City States"]}},  # 2 crowns: immune, shares
        },
        decks={"9": ["Computers", "Ecology"]},
    )
    assert icons(g, "Bob", "crown") == 1 and icons(g, "Carol", "crown") == 2
    assert waiting_for(g) == "Alice" and sorted(options(g)) == ["Computers", "Ecology"]
    answer(g, "Ecology")
    assert board(g, "Alice", "yellow") == ["Ecology"]
    assert board(g, "Bob", "blue") == ["Computers", "Writing"] and hand(g, "Bob") == []
    assert board(g, "Carol", "yellow") == [] and hand(g, "Carol") == []
    assert hand(g, "Alice") == []  # Carol's share changed nothing: no free draw
    assert not g.over and is_action_choice(g, "Alice")


def test_collaboration_second_draw_comes_from_the_10_pile_when_9s_run_out():
    g = dogma(
        "Collaboration",
        {
            "Alice": {"board": {"green": ["Collaboration"]}},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        removed=ages(9, keep=("Collaboration", "Ecology")),
        decks={"9": ["Ecology"], "10": ["Software"]},
        achievements=[1, 2, 3, 4, 5, 6, 7, 8],
    )
    assert sorted(options(g)) == ["Ecology", "Software"]
    answer(g, "Software")
    assert board(g, "Alice", "blue") == ["Software"] and board(g, "Bob", "yellow") == ["Ecology"]


def test_collaboration_demand_with_no_9_or_10_left_ends_the_game():
    g = dogma(
        "Collaboration",
        {
            "Alice": {"board": {"green": ["Collaboration"]}, "score": ["Optics"]},
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        removed=ages(9, 10, keep=("Collaboration",)),
        achievements=[1, 2, 3],
    )
    assert g.over and winners(g) == ["Alice"]
    assert g.state.end_reason == ABOVE_10.format("Bob")


def test_collaboration_ten_green_cards_win():
    g = dogma(
        "Collaboration",
        {
            "Alice": {"board": {"green": TEN_GREEN}},  # only Collaboration shows: 2 crowns
            "Bob": {"board": {"purple": ["City States"]}},  # 2 crowns: immune, shares
        },
    )
    assert g.over and winners(g) == ["Alice"]
    assert g.state.end_reason == "card: Collaboration"


def test_collaboration_nine_green_cards_do_not_win():
    g = dogma(
        "Collaboration",
        {
            "Alice": {"board": {"green": TEN_GREEN[:9]}},
            "Bob": {"board": {"purple": ["City States"]}},
        },
    )
    assert not g.over and is_action_choice(g, "Alice")


def test_collaboration_sharing_opponent_with_ten_green_wins_first():
    bob_green = ["Navigation"] + TEN_GREEN[1:]  # Navigation: 3 crowns, immune and shares
    g = dogma(
        "Collaboration",
        {
            "Alice": {"board": {"green": ["Collaboration"]}},
            "Bob": {"board": {"green": bob_green}},
        },
    )
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: Collaboration"


def test_collaboration_win_in_a_team_game_is_the_teams():
    g = dogma(
        "Collaboration",
        {
            "Alice": {"board": {"green": TEN_GREEN}},
            "Bob": {"board": {"purple": ["City States"]}},  # 2 crowns: immune
            "Carol": {},
            "Dave": {"board": {"purple": ["Code of Laws"]}},  # 2 crowns: immune
        },
        teams=True,
    )
    assert g.over and winners(g) == ["Alice", "Carol"]
    assert g.state.end_reason == "card: Collaboration"


# === Satellites (green 9, clock) =============================================================
def test_satellites_draws_from_the_next_pile_splays_and_executes_the_melded_card():
    g = dogma(
        "Satellites",
        {
            "Alice": {
                "board": {"green": ["Satellites"], "purple": ["Code of Laws", "Mysticism"]},
                "hand": ["Oars", "Calendar"],
            },
            "Bob": {"board": {"yellow": ["Agriculture"]}},  # 0 clocks
        },
        removed=ages(8),  # "draw three 8s" takes 9s
        decks={"9": ["Suburbia", "Genetics", "Ecology"], "1": ["Sailing"]},
        achievements=[1, 2, 3, 4, 5, 6, 7],
    )
    assert icons(g, "Alice", "clock") == 3
    assert deck(g, 1)[-1] == "Oars" and deck(g, 2)[-1] == "Calendar"
    assert hand(g, "Alice") == ["Ecology", "Genetics", "Suburbia"]
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert splay(g, "Alice", "purple") == "up"
    assert sorted(options(g)) == ["Ecology", "Genetics", "Suburbia"]
    answer(g, "Suburbia")  # melded, then executed by Alice alone
    assert pending(g)["card"] == "Suburbia"
    assert sorted(options(g)) == ["Ecology", "Genetics", "pass"]
    answer(g, "Ecology", "pass")
    assert board(g, "Alice", "yellow") == ["Suburbia", "Ecology"]
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Alice") == ["Genetics"]
    assert board(g, "Bob", "yellow") == ["Agriculture"] and is_action_choice(g, "Alice")


def test_satellites_splay_declined_and_executed_demand_is_skipped():
    g = dogma(
        "Satellites",
        {
            "Alice": {"board": {"green": ["Satellites"], "purple": ["Code of Laws", "Mysticism"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},  # non-red top without a factory
        },
        decks={"8": ["Mobility", "Flight", "Skyscrapers"]},
    )
    answer(g, "no", "Mobility")
    assert splay(g, "Alice", "purple") == "none" and board(g, "Alice", "red") == ["Mobility"]
    # Mobility has only a demand: executing it does nothing to Bob
    assert board(g, "Bob", "yellow") == ["Agriculture"] and score(g, "Alice") == []
    assert hand(g, "Alice") == ["Flight", "Skyscrapers"] and is_action_choice(g, "Alice")


def test_satellites_shared_then_free_draw():
    g = dogma(
        "Satellites",
        {
            "Alice": {"board": {"green": ["Satellites"]}, "hand": ["Calendar"]},
            "Bob": {"board": {"blue": ["Software"]}, "hand": ["Oars"]},  # 3 clocks: shares
        },
        removed=ages(8, keep=("Mobility", "Skyscrapers", "Flight")),
        decks={
            "8": ["Mobility", "Skyscrapers", "Flight"],
            "9": ["Services", "Ecology", "Suburbia", "Genetics"],
        },
        achievements=[1, 2, 3, 4, 5, 6, 7],
    )
    assert hand(g, "Bob") == ["Flight", "Mobility", "Skyscrapers"]
    assert hand(g, "Alice") == ["Ecology", "Services", "Suburbia"]  # the 8s ran out
    assert waiting_for(g) == "Bob"
    answer(g, "Mobility")  # Bob melds it; its demand is skipped
    answer(g, "Services")  # Alice melds it; demand only, nothing happens
    assert board(g, "Bob", "red") == ["Mobility"] and board(g, "Alice", "purple") == ["Services"]
    assert hand(g, "Alice") == ["Ecology", "Genetics", "Suburbia"]  # free draw of a 9
    assert is_action_choice(g, "Alice")


def test_satellites_with_no_8_9_or_10_left_ends_the_game():
    g = dogma(
        "Satellites",
        {
            "Alice": {"board": {"green": ["Satellites"]}, "score": ["Oars"]},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Calendar"]},
        },
        removed=ages(8, 9, 10, keep=("Satellites",)),
        achievements=[1, 2, 3, 4, 5, 6, 7],
    )
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == ABOVE_10.format("Alice")


# === Ecology (yellow 9, lightbulb) ===========================================================
def ecology(alice_hand, bob=None, **extra):
    return dogma(
        "Ecology",
        {
            "Alice": {"board": {"yellow": ["Ecology"]}, "hand": alice_hand},  # 2 lightbulbs
            "Bob": bob or {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
        },
        **extra,
    )


def test_ecology_return_then_score_and_draw_two_10s():
    g = ecology(["Oars", "Tools", "Calendar"], decks={"10": ["Software", "A.I."]})
    assert sorted(options(g)) == ["Calendar", "Oars", "Tools", "pass"]
    answer(g, "Oars")
    assert sorted(options(g)) == ["Calendar", "Tools"]  # scoring is not optional
    answer(g, "Calendar")
    assert deck(g, 1)[-1] == "Oars" and score(g, "Alice") == ["Calendar"]
    assert hand(g, "Alice") == ["A.I.", "Software", "Tools"] and is_action_choice(g, "Alice")


def test_ecology_declined_does_nothing():
    g = ecology(["Oars", "Tools"], decks={"10": ["Software"]})
    answer(g, "pass")
    assert hand(g, "Alice") == ["Oars", "Tools"] and score(g, "Alice") == []
    assert deck(g, 10)[0] == "Software" and is_action_choice(g, "Alice")


def test_ecology_last_card_returned_nothing_to_score_still_draws():
    g = ecology(["Oars"], decks={"10": ["Software", "A.I."]})
    answer(g, "Oars")
    assert score(g, "Alice") == [] and hand(g, "Alice") == ["A.I.", "Software"]


def test_ecology_empty_hand_asks_nothing():
    g = ecology([], decks={"10": ["Software"]})
    assert is_action_choice(g, "Alice") and hand(g, "Alice") == []


def test_ecology_second_10_above_the_last_ends_the_game():
    g = ecology(
        ["Oars", "Tools"],
        bob={"board": {"green": ["Sailing"]}, "score": ["Mathematics", "Philosophy", "Calendar"]},
        removed=ages(10, keep=("Software",)),
        decks={"10": ["Software"]},
    )
    answer(g, "Oars")  # Tools is then scored without a question
    assert g.over and winners(g) == ["Bob"]  # 6 points against 1
    assert g.state.end_reason == ABOVE_10.format("Alice")
    assert hand(g, "Alice") == ["Software"] and score(g, "Alice") == ["Tools"]


def test_ecology_shared_then_free_draw():
    g = ecology(
        [],
        bob={"board": {"purple": ["Education"]}, "hand": ["Sailing", "Writing"]},  # 3: shares
        decks={"10": ["Software", "A.I."], "9": ["Genetics"]},
    )
    answer(g, "Sailing")  # Bob returns Sailing; Writing is scored
    assert score(g, "Bob") == ["Writing"] and hand(g, "Bob") == ["A.I.", "Software"]
    assert hand(g, "Alice") == ["Genetics"] and is_action_choice(g, "Alice")


# === Suburbia (yellow 9, leaf) ===============================================================
def suburbia(alice_hand, bob=None, **extra):
    return dogma(
        "Suburbia",
        {
            "Alice": {  # Suburbia 2 leaves
                "board": {"yellow": ["Suburbia"], "red": ["Archery"], "blue": ["Writing"]},
                "hand": alice_hand,
            },
            "Bob": bob or {"board": {"red": ["Construction"]}},  # 0 leaves
        },
        **extra,
    )


def test_suburbia_tuck_two_and_score_two_1s():
    g = suburbia(["Oars", "Tools", "Calendar"], decks={"1": ["Sailing", "Agriculture"]})
    assert icons(g, "Alice", "leaf") == 2
    answer(g, "Oars", "Tools")
    assert sorted(options(g)) == ["Calendar", "pass"]
    answer(g, "pass")
    assert board(g, "Alice", "red") == ["Archery", "Oars"]
    assert board(g, "Alice", "blue") == ["Writing", "Tools"]
    assert score(g, "Alice") == ["Agriculture", "Sailing"] and hand(g, "Alice") == ["Calendar"]
    assert is_action_choice(g, "Alice")


def test_suburbia_tuck_whole_hand():
    g = suburbia(["Oars", "Calendar"], decks={"1": ["Sailing", "Agriculture"]})
    answer(g, "Calendar", "Oars")  # no question after the last card
    assert hand(g, "Alice") == [] and score(g, "Alice") == ["Agriculture", "Sailing"]
    assert board(g, "Alice", "blue") == ["Writing", "Calendar"]


def test_suburbia_declined_and_empty_hand():
    g = suburbia(["Oars"])
    answer(g, "pass")
    assert hand(g, "Alice") == ["Oars"] and score(g, "Alice") == []
    g = suburbia([])
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []


def test_suburbia_shared_then_free_draw():
    g = suburbia(
        [],
        bob={"board": {"yellow": ["Agriculture"]}, "hand": ["Mathematics"]},  # 3 leaves: shares
        decks={"1": ["Sailing"], "9": ["Genetics"]},
    )
    answer(g, "Mathematics")
    assert board(g, "Bob", "blue") == ["Mathematics"] and score(g, "Bob") == ["Sailing"]
    assert hand(g, "Alice") == ["Genetics"] and is_action_choice(g, "Alice")


# === Services (purple 9, leaf) ===============================================================
def services(bob_score, alice_board=None):
    return dogma(
        "Services",
        {
            "Alice": {  # Services 3 leaves; Coal and Masonry have none
                "board": alice_board
                or {"purple": ["Services"], "red": ["Coal"], "yellow": ["Masonry"]}
            },
            "Bob": {"board": {"blue": ["Writing"]}, "score": bob_score},  # 0 leaves
            "Carol": {"board": {"yellow": ["Agriculture"]}, "score": ["Philosophy"]},  # 3: immune
        },
    )


def test_services_all_highest_score_cards_then_victim_takes_a_leafless_top_card():
    g = services(["Calendar", "Mathematics", "Oars"])
    assert icons(g, "Alice", "leaf") == 3 and icons(g, "Carol", "leaf") == 3
    assert hand(g, "Alice") == ["Calendar", "Mathematics"] and score(g, "Bob") == ["Oars"]
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Coal", "Masonry"]
    answer(g, "Masonry")
    assert hand(g, "Bob") == ["Masonry"] and board(g, "Alice", "yellow") == []
    assert score(g, "Carol") == ["Philosophy"] and is_action_choice(g, "Alice")


def test_services_empty_score_pile_takes_nothing():
    g = services([])
    assert hand(g, "Alice") == [] and hand(g, "Bob") == []
    assert board(g, "Alice", "red") == ["Coal"] and is_action_choice(g, "Alice")


def test_services_no_leafless_top_card_to_take():
    g = services(["Oars"], alice_board={"purple": ["Services"]})  # Services has leaves
    assert hand(g, "Alice") == ["Oars"] and hand(g, "Bob") == []
    assert is_action_choice(g, "Alice")


# === Specialization (purple 9, factory) ======================================================
ALICE_SPECIALIST = {
    "purple": ["Specialization"],  # 2 factories
    "blue": ["Mathematics", "Calendar"],
    "yellow": ["Masonry", "Domestication"],
}


def test_specialization_takes_the_revealed_colour_from_every_other_board_then_splay():
    g = dogma(
        "Specialization",
        {
            "Alice": {"board": ALICE_SPECIALIST, "hand": ["Oars", "Tools"]},
            "Bob": {"board": {"red": ["Construction", "Archery"]}},  # 0 factories
            "Carol": {"board": {"red": ["Road Building"], "blue": ["Writing"]}},  # 0
        },
    )
    assert icons(g, "Alice", "factory") == 2
    assert sorted(options(g)) == ["Oars", "Tools"]
    answer(g, "Oars")
    assert hand(g, "Alice") == ["Construction", "Oars", "Road Building", "Tools"]
    assert board(g, "Bob", "red") == ["Archery"] and board(g, "Carol", "red") == []
    assert board(g, "Carol", "blue") == ["Writing"]
    assert sorted(options(g)) == ["blue", "pass", "yellow"]
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "up" and splay(g, "Alice", "blue") == "none"
    assert is_action_choice(g, "Alice")


def test_specialization_empty_hand_and_splay_declined():
    g = dogma(
        "Specialization",
        {"Alice": {"board": ALICE_SPECIALIST}, "Bob": {"board": {"red": ["Construction"]}}},
    )
    answer(g, "pass")
    assert hand(g, "Alice") == [] and board(g, "Bob", "red") == ["Construction"]
    assert splay(g, "Alice", "yellow") == "none" and is_action_choice(g, "Alice")


def test_specialization_takes_from_a_partner_too():
    g = dogma(
        "Specialization",
        {
            "Alice": {"board": {"purple": ["Specialization"]}, "hand": ["Oars"]},
            "Bob": {"board": {"red": ["Construction"]}},
            "Carol": {"board": {"red": ["Road Building"]}},  # Alice's partner
            "Dave": {},
        },
        teams=True,
    )
    assert hand(g, "Alice") == ["Construction", "Oars", "Road Building"]
    assert board(g, "Carol", "red") == []


def test_specialization_shared_then_free_draw():
    g = dogma(
        "Specialization",
        {
            "Alice": {"board": {"purple": ["Specialization"], "red": ["Archery"]}},
            "Bob": {"board": {"yellow": ["Canning"]}, "hand": ["Oars"]},  # 2 factories: shares
        },
        decks={"9": ["Genetics"]},
    )
    assert hand(g, "Bob") == ["Archery", "Oars"] and board(g, "Alice", "red") == []
    assert hand(g, "Alice") == ["Genetics"] and is_action_choice(g, "Alice")
