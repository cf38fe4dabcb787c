"""Scenario tests for the age-10 cards of the 3rd edition.

Featured-icon counts are given in the comments (top card: all four positions; covered cards:
what the splay shows) and checked with `icons` where it matters. Every way a card can end the
game has a test asserting `game.over`, the winners and `state.end_reason`.
Rulings: docs/rulings/age10.md.
"""

from tests.helpers import (
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


def dogma(card, players, **extra):
    spec = {"players": players, "answers": [{"dogma": card}]}
    spec.update(extra)
    return play(spec)


# === Bioengineering (blue 10, clock) =========================================================
def test_bioengineering_takes_a_leafy_top_card_then_single_most_leaves_wins():
    g = dogma(
        "Bioengineering",
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},  # 2 clocks, 0 leaves
            "Bob": {"board": {"yellow": ["Agriculture"], "red": ["Archery"]}},  # 3 leaves
            "Carol": {"board": {"green": ["Clothing"]}},  # 2 leaves
        },
    )
    assert sorted(options(g)) == ["Agriculture", "Clothing"]  # Archery has no leaf
    answer(g, "Clothing")
    assert score(g, "Alice") == ["Clothing"]
    # leaves: Alice 0, Bob 3, Carol 0: someone has fewer than three, Bob alone has the most
    assert g.over and winners(g) == ["Bob"]
    assert g.state.end_reason == "card: Bioengineering"


def test_bioengineering_tie_for_most_leaves_is_ignored():
    g = dogma(
        "Bioengineering",
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"yellow": ["Agriculture"], "red": ["Archery"]}},  # 3 leaves
            "Carol": {"board": {"blue": ["Pottery"], "purple": ["Code of Laws"]}},  # 3 + 1
        },
    )
    answer(g, "Code of Laws")  # Bob 3, Carol 3, Alice 0
    assert not g.over and is_action_choice(g, "Alice")


def test_bioengineering_no_player_below_three_leaves_no_win():
    g = dogma(
        "Bioengineering",
        {
            # Stem Cells 3 + Code of Laws 1 = 4 leaves
            "Alice": {
                "board": {
                    "blue": ["Bioengineering"],
                    "yellow": ["Stem Cells"],
                    "purple": ["Code of Laws"],
                }
            },
            "Bob": {"board": {"yellow": ["Agriculture"], "green": ["Clothing"]}},  # 3 + 2
        },
    )
    answer(g, "Clothing")  # Bob 3, Alice 4: nobody below three
    assert score(g, "Alice") == ["Clothing"]
    assert not g.over and is_action_choice(g, "Alice")


def test_bioengineering_the_executing_player_can_win():
    g = dogma(
        "Bioengineering",
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Stem Cells"]}},  # 3 leaves
            "Bob": {"board": {"green": ["Clothing"]}},
        },
    )
    # Clothing is the only leafy top card of an opponent: taken without a question
    assert score(g, "Alice") == ["Clothing"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Bioengineering"


def test_bioengineering_nothing_to_take_and_all_tied_at_zero():
    g = dogma(
        "Bioengineering",
        {"Alice": {"board": {"blue": ["Bioengineering"]}}, "Bob": {"board": {"red": ["Archery"]}}},
    )
    assert score(g, "Alice") == [] and not g.over and is_action_choice(g, "Alice")


def test_bioengineering_team_game_partner_not_a_target_and_team_wins():
    g = dogma(
        "Bioengineering",
        {
            "Alice": {"board": {"blue": ["Bioengineering"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}},
            "Carol": {"board": {"green": ["Clothing"]}},  # Alice's partner: 2 leaves
            "Dave": {},
        },
        teams=True,
    )
    # only Bob's Agriculture may be taken; then Carol alone has the most leaves
    assert score(g, "Alice") == ["Agriculture"]
    assert g.over and winners(g) == ["Alice", "Carol"]
    assert g.state.end_reason == "card: Bioengineering"


def test_bioengineering_shared_then_free_draw():
    g = dogma(
        "Bioengineering",
        {
            "Alice": {"board": {"blue": ["Bioengineering"], "yellow": ["Stem Cells"]}},  # 2 clocks
            "Bob": {"board": {"green": ["Databases"], "yellow": ["Agriculture"]}},  # 3: shares
        },
        decks={"10": ["A.I."]},
    )
    # Bob takes Stem Cells, then Alice takes Agriculture (each the only choice)
    assert score(g, "Bob") == ["Stem Cells"] and score(g, "Alice") == ["Agriculture"]
    # leaves: 0 and 0, a tie: no winner; Alice's free draw is a 10
    assert not g.over and hand(g, "Alice") == ["A.I."] and is_action_choice(g, "Alice")


# === Software (blue 10, clock) ===============================================================
def test_software_scores_a_10_melds_two_and_executes_only_the_second():
    g = dogma(
        "Software",
        {
            "Alice": {"board": {"blue": ["Software"]}, "hand": ["Oars"]},  # 3 clocks
            "Bob": {"board": {"green": ["Sailing"]}},  # 0 clocks
        },
        decks={"10": ["Databases", "The Internet", "Stem Cells", "A.I."]},
    )
    assert score(g, "Alice") == ["Databases"]
    assert board(g, "Alice", "purple") == ["The Internet"]  # melded, not executed
    assert board(g, "Alice", "yellow") == ["Stem Cells"]
    assert pending(g)["card"] == "Stem Cells" and waiting_for(g) == "Alice"
    answer(g, "yes")
    assert score(g, "Alice") == ["Databases", "Oars"] and deck(g, 10)[0] == "A.I."
    assert is_action_choice(g, "Alice")


def test_software_runs_out_of_10s_while_melding():
    g = dogma(
        "Software",
        {
            "Alice": {"board": {"blue": ["Software"]}},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Optics"]},
        },
        removed=ages(10, keep=("Software", "Databases", "Stem Cells")),
        decks={"10": ["Databases", "Stem Cells"]},
    )
    assert g.over and winners(g) == ["Alice"]  # 10 points against 3
    assert g.state.end_reason == ABOVE_10.format("Alice")
    assert score(g, "Alice") == ["Databases"] and board(g, "Alice", "yellow") == ["Stem Cells"]


def test_software_with_no_10_left_ends_the_game_at_once():
    g = dogma(
        "Software",
        {
            "Alice": {"board": {"blue": ["Software"]}},
            "Bob": {"board": {"green": ["Sailing"]}, "score": ["Oars"]},
        },
        removed=ages(10, keep=("Software",)),
    )
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == ABOVE_10.format("Alice")
    assert score(g, "Alice") == []


def test_software_second_card_ai_wins_for_the_lowest_score():
    g = dogma(
        "Software",
        {"Alice": {"board": {"blue": ["Software"]}}, "Bob": {"board": {"green": ["Sailing"]}}},
        decks={"10": ["Databases", "Robotics", "A.I.", "Stem Cells"]},
    )
    # Robotics and A.I. melded; A.I. executed: Alice scores Stem Cells; Robotics and Software
    # are top cards; Bob (0 points) has the lowest score
    assert score(g, "Alice") == ["Databases", "Stem Cells"]
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: A.I."


def test_software_shared_then_free_draw():
    g = dogma(
        "Software",
        {
            "Alice": {"board": {"blue": ["Software"]}},
            "Bob": {"board": {"green": ["Databases"]}},  # 3 clocks: shares
        },
        decks={
            "10": [
                "Globalization",
                "A.I.",
                "The Internet",
                "Stem Cells",
                "Self Service",
                "Miniaturization",
                "Robotics",
            ]
        },
    )
    assert score(g, "Bob") == ["Globalization"] and score(g, "Alice") == ["A.I."]
    assert board(g, "Bob", "purple") == ["The Internet"]
    assert board(g, "Bob", "yellow") == ["Stem Cells"]
    assert board(g, "Alice", "green") == ["Self Service"]
    assert board(g, "Alice", "red") == ["Miniaturization"]
    assert hand(g, "Alice") == ["Robotics"] and is_action_choice(g, "Alice")


# === Miniaturization (red 10, lightbulb) =====================================================
def miniaturization(alice_hand, alice_score, bob=None, **extra):
    return dogma(
        "Miniaturization",
        {
            "Alice": {  # 2 lightbulbs
                "board": {"red": ["Miniaturization"]},
                "hand": alice_hand,
                "score": alice_score,
            },
            "Bob": bob or {"board": {"green": ["Sailing"]}},  # 0 lightbulbs
        },
        **extra,
    )


def test_miniaturization_returned_10_draws_one_10_per_distinct_score_value():
    g = miniaturization(
        ["Software", "Oars"],
        ["Tools", "Writing", "Calendar", "Optics"],  # values 1, 1, 2, 3: three different
        decks={"10": ["A.I.", "Robotics", "Databases", "Stem Cells"]},
    )
    assert sorted(options(g)) == ["Oars", "Software", "pass"]
    answer(g, "Software")
    assert hand(g, "Alice") == ["A.I.", "Databases", "Oars", "Robotics"]
    assert deck(g, 10)[0] == "Stem Cells" and deck(g, 10)[-1] == "Software"
    assert is_action_choice(g, "Alice")


def test_miniaturization_returned_non_10_draws_nothing():
    g = miniaturization(["Software", "Oars"], ["Tools"], decks={"10": ["A.I."]})
    answer(g, "Oars")
    assert hand(g, "Alice") == ["Software"] and deck(g, 1)[-1] == "Oars"
    assert deck(g, 10)[0] == "A.I."


def test_miniaturization_declined_and_empty_score_pile():
    g = miniaturization(["Software"], ["Tools"], decks={"10": ["A.I."]})
    answer(g, "pass")
    assert hand(g, "Alice") == ["Software"] and deck(g, 10)[0] == "A.I."
    g = miniaturization(["Software"], [], decks={"10": ["A.I."]})
    answer(g, "Software")
    assert hand(g, "Alice") == [] and deck(g, 10)[0] == "A.I."


def test_miniaturization_draws_back_its_own_10_then_runs_out():
    g = miniaturization(
        ["Software", "Oars"],
        ["Tools", "Calendar"],  # two different values
        bob={"board": {"green": ["Sailing"]}, "score": ["Optics", "Writing"]},
        removed=ages(10, keep=("Software", "Miniaturization")),
    )
    answer(g, "Software")  # the only 10 left goes under the pile and comes straight back
    assert g.over and winners(g) == ["Bob"]  # 4 points against 3
    assert g.state.end_reason == ABOVE_10.format("Alice")
    assert hand(g, "Alice") == ["Oars", "Software"]


def test_miniaturization_shared_then_free_draw():
    g = miniaturization(
        [],
        [],
        bob={"board": {"blue": ["Writing"]}, "hand": ["A.I."], "score": ["Oars"]},  # 2: shares
        decks={"10": ["Robotics", "Software"]},
    )
    answer(g, "A.I.")  # Bob returns A.I. and draws one 10
    assert hand(g, "Bob") == ["Robotics"]
    assert hand(g, "Alice") == ["Software"] and is_action_choice(g, "Alice")  # free draw


# === Robotics (red 10, factory) ==============================================================
def test_robotics_scores_top_green_then_melds_and_executes_a_10():
    g = dogma(
        "Robotics",
        {
            "Alice": {  # Robotics 2 factories
                "board": {"red": ["Robotics"], "green": ["Navigation", "Sailing"]},
                "hand": ["Oars"],
            },
            "Bob": {"board": {"yellow": ["Agriculture"]}, "hand": ["Tools"]},  # 0 factories
        },
        decks={"10": ["Stem Cells"]},
    )
    assert board(g, "Alice", "green") == ["Sailing"]
    assert board(g, "Alice", "yellow") == ["Stem Cells"]
    assert pending(g)["card"] == "Stem Cells" and waiting_for(g) == "Alice"
    answer(g, "yes")
    assert score(g, "Alice") == ["Navigation", "Oars"] and hand(g, "Bob") == ["Tools"]
    assert is_action_choice(g, "Alice")


def test_robotics_without_green_still_melds():
    g = dogma(
        "Robotics",
        {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {"board": {"yellow": ["Agriculture"]}}},
        decks={"10": ["Stem Cells"]},
    )
    assert score(g, "Alice") == [] and board(g, "Alice", "yellow") == ["Stem Cells"]
    assert is_action_choice(g, "Alice")


def test_robotics_executed_ai_wins_for_the_lowest_score():
    g = dogma(
        "Robotics",
        {"Alice": {"board": {"red": ["Robotics"]}}, "Bob": {"board": {"blue": ["Software"]}}},
        decks={"10": ["A.I.", "Databases"]},
    )
    assert score(g, "Alice") == ["Databases"]
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: A.I."


def test_robotics_with_no_10_left_ends_the_game_after_scoring():
    g = dogma(
        "Robotics",
        {
            "Alice": {"board": {"red": ["Robotics"], "green": ["Navigation"]}},
            "Bob": {"board": {"yellow": ["Agriculture"]}, "score": ["Calendar", "Optics"]},
        },
        removed=ages(10, keep=("Robotics",)),
    )
    assert score(g, "Alice") == ["Navigation"]
    assert g.over and winners(g) == ["Bob"]  # 5 points against 4
    assert g.state.end_reason == ABOVE_10.format("Alice")


def test_robotics_shared_then_free_draw():
    g = dogma(
        "Robotics",
        {
            "Alice": {"board": {"red": ["Robotics"]}},
            "Bob": {"board": {"yellow": ["Canning"], "green": ["Sailing"]}},  # 2: shares
        },
        decks={"10": ["Stem Cells", "Miniaturization", "Software"]},
    )
    assert score(g, "Bob") == ["Sailing"] and board(g, "Bob", "yellow") == ["Stem Cells", "Canning"]
    assert board(g, "Alice", "red") == ["Miniaturization", "Robotics"]
    assert hand(g, "Alice") == ["Software"] and is_action_choice(g, "Alice")


# === Databases (green 10, clock) =============================================================
def databases(bob_score):
    return dogma(
        "Databases",
        {
            "Alice": {"board": {"green": ["Databases"]}},  # 3 clocks
            "Bob": {"board": {"blue": ["Writing"]}, "score": bob_score},  # 0 clocks
            "Carol": {"board": {"blue": ["Software"]}, "score": ["Banking"]},  # 3: immune
        },
    )


def test_databases_victim_returns_half_rounded_up_of_their_choice():
    g = databases(["Oars", "Tools", "Calendar"])
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Calendar", "Oars", "Tools"]
    answer(g, "Calendar")
    assert sorted(options(g)) == ["Oars", "Tools"]  # a second card must go: no "pass"
    answer(g, "Oars")
    assert score(g, "Bob") == ["Tools"]
    assert deck(g, 1)[-1] == "Oars" and deck(g, 2)[-1] == "Calendar"
    assert score(g, "Carol") == ["Banking"] and is_action_choice(g, "Alice")


def test_databases_even_count_returns_exactly_half():
    g = databases(["Oars", "Calendar", "Optics", "Invention"])
    answer(g, "Oars", "Invention")
    assert score(g, "Bob") == ["Calendar", "Optics"]


def test_databases_one_card_goes_without_question_and_empty_pile():
    g = databases(["Optics"])
    assert score(g, "Bob") == [] and deck(g, 3)[-1] == "Optics" and is_action_choice(g, "Alice")
    g = databases([])
    assert score(g, "Bob") == [] and is_action_choice(g, "Alice")


# === Self Service (green 10, crown) ==========================================================
def test_self_service_executes_another_top_card_then_wins_on_achievements():
    g = dogma(
        "Self Service",
        {
            "Alice": {  # Self Service 3 + Writing 1 = 4 crowns
                "board": {"green": ["Self Service"], "yellow": ["Stem Cells"], "blue": ["Writing"]},
                "hand": ["Oars"],
                "achievements": [1, 2],
            },
            "Bob": {"board": {"red": ["Archery"]}, "achievements": [3]},  # 0 crowns
        },
    )
    assert icons(g, "Alice", "crown") == 4
    assert sorted(options(g)) == ["Stem Cells", "Writing"]
    answer(g, "Stem Cells")
    assert pending(g)["card"] == "Stem Cells"
    answer(g, "yes")
    assert score(g, "Alice") == ["Oars"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Self Service"


def test_self_service_tie_on_achievements_does_not_win():
    g = dogma(
        "Self Service",
        {
            "Alice": {
                "board": {"green": ["Self Service"], "blue": ["Writing"]},
                "achievements": [1],
            },
            "Bob": {"board": {"red": ["Archery"]}, "achievements": [2]},
        },
        decks={"2": ["Calendar"]},
    )
    # Writing is the only other top card: executed without a question (draw a 2)
    assert hand(g, "Alice") == ["Calendar"]
    assert not g.over and is_action_choice(g, "Alice")


def test_self_service_alone_on_the_board_and_no_achievements():
    g = dogma(
        "Self Service",
        {"Alice": {"board": {"green": ["Self Service"]}}, "Bob": {"board": {"red": ["Archery"]}}},
    )
    assert not g.over and is_action_choice(g, "Alice") and hand(g, "Alice") == []


def test_self_service_executed_ai_ends_the_game():
    g = dogma(
        "Self Service",
        {
            "Alice": {
                "board": {"green": ["Self Service"], "purple": ["A.I."], "red": ["Robotics"]}
            },
            "Bob": {"board": {"blue": ["Software"]}},
        },
        decks={"10": ["Databases"]},
    )
    answer(g, "A.I.")
    assert score(g, "Alice") == ["Databases"]
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: A.I."


def test_self_service_executed_card_draws_above_10():
    g = dogma(
        "Self Service",
        {
            "Alice": {"board": {"green": ["Self Service"], "purple": ["A.I."]}, "score": ["Oars"]},
            "Bob": {"board": {"red": ["Archery"]}},
        },
        removed=ages(10, keep=("Self Service", "A.I.")),
    )
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == ABOVE_10.format("Alice")


def test_self_service_team_game_partner_counts_as_another_player():
    players = {
        "Alice": {"board": {"green": ["Self Service"]}, "achievements": [1, 2]},
        "Bob": {"achievements": [3]},
        "Carol": {"achievements": [4, 5]},  # Alice's partner, as many as Alice
        "Dave": {},
    }
    g = dogma("Self Service", players, teams=True)
    assert not g.over and is_action_choice(g, "Alice")
    players["Carol"] = {"achievements": [4]}
    g = dogma("Self Service", players, teams=True)
    assert g.over and winners(g) == ["Alice", "Carol"]
    assert g.state.end_reason == "card: Self Service"


def test_self_service_shared_then_free_draw():
    g = dogma(
        "Self Service",
        {
            "Alice": {"board": {"green": ["Self Service"]}},  # 3 crowns
            "Bob": {"board": {"purple": ["Enterprise"], "blue": ["Writing"]}},  # 4: shares
        },
        decks={"2": ["Calendar"], "10": ["A.I."]},
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Enterprise", "Writing"]
    answer(g, "Writing")
    assert hand(g, "Bob") == ["Calendar"]
    assert not g.over and hand(g, "Alice") == ["A.I."] and is_action_choice(g, "Alice")


def test_self_service_sharing_opponent_with_more_achievements_wins():
    g = dogma(
        "Self Service",
        {
            "Alice": {"board": {"green": ["Self Service"]}},
            "Bob": {"board": {"purple": ["Enterprise"]}, "achievements": [1]},
        },
    )
    # Bob's only other top card is Enterprise; its effects need nothing from him here
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: Self Service"


# === Globalization (yellow 10, factory) ======================================================
def test_globalization_victim_returns_leafy_top_then_single_most_points_wins():
    g = dogma(
        "Globalization",
        {
            "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Optics"]},  # 3 factories
            "Bob": {  # 0 factories
                "board": {"yellow": ["Agriculture"], "red": ["Archery"]},
                "score": ["Calendar"],
            },
        },
        decks={"6": ["Canning"]},
    )
    # Agriculture is Bob's only top card with a leaf: returned without a question
    assert board(g, "Bob", "yellow") == [] and deck(g, 1)[-1] == "Agriculture"
    assert score(g, "Alice") == ["Canning", "Optics"]
    # nobody has more leaves than factories; Alice (9) has the single most points
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == "card: Globalization"


def test_globalization_more_leaves_than_factories_somewhere_no_win():
    g = dogma(
        "Globalization",
        {
            "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Optics"]},
            "Bob": {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},
        },
        decks={"6": ["Canning"]},
    )
    assert waiting_for(g) == "Bob" and sorted(options(g)) == ["Agriculture", "Pottery"]
    answer(g, "Agriculture")  # Pottery keeps 3 leaves against 0 factories
    assert score(g, "Alice") == ["Canning", "Optics"]
    assert not g.over and is_action_choice(g, "Alice")


def test_globalization_tie_for_most_points_no_win():
    g = dogma(
        "Globalization",
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Optics", "Calendar", "Oars"]},  # 6
        },
        decks={"6": ["Canning"]},
    )
    assert score(g, "Alice") == ["Canning"] and board(g, "Bob", "red") == ["Archery"]
    assert not g.over and is_action_choice(g, "Alice")


def test_globalization_immune_sharer_can_trigger_the_win():
    g = dogma(
        "Globalization",
        {
            "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Optics"]},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Calendar"]},  # 0 factories
            # Coal 3 factories: immune and shares; Tools shows no leaf
            "Carol": {"board": {"red": ["Coal"], "blue": ["Tools"]}, "score": ["Oars"]},
        },
        decks={"6": ["Canning", "Vaccination"]},
    )
    # Carol draws and scores first: 7 points against 3 and 2, nobody with more leaves
    assert score(g, "Carol") == ["Canning", "Oars"] and score(g, "Alice") == ["Optics"]
    assert g.over and winners(g) == ["Carol"] and g.state.end_reason == "card: Globalization"


def test_globalization_shared_without_a_win_then_free_draw():
    g = dogma(
        "Globalization",
        {
            "Alice": {"board": {"yellow": ["Globalization"]}},  # 3 factories
            "Bob": {"board": {"yellow": ["Agriculture"], "blue": ["Pottery"]}},  # 0 factories
            "Carol": {"board": {"red": ["Coal"]}},  # 3 factories: immune, shares
        },
        decks={"6": ["Canning", "Vaccination"], "10": ["A.I."]},
    )
    answer(g, "Pottery")  # Bob keeps Agriculture: 3 leaves against 0 factories, so no win
    assert board(g, "Bob", "yellow") == ["Agriculture"] and deck(g, 1)[-1] == "Pottery"
    assert score(g, "Carol") == ["Canning"] and score(g, "Alice") == ["Vaccination"]
    assert not g.over and hand(g, "Alice") == ["A.I."]  # free draw of a 10
    assert is_action_choice(g, "Alice")


def test_globalization_with_no_6_to_10_left_ends_the_game():
    g = dogma(
        "Globalization",
        {
            "Alice": {"board": {"yellow": ["Globalization"]}, "score": ["Optics"]},
            "Bob": {"board": {"red": ["Archery"]}, "score": ["Calendar"]},
        },
        removed=ages(6, 7, 8, 9, 10, keep=("Globalization",)),
        achievements=[1, 2, 3, 4, 5],
    )
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == ABOVE_10.format("Alice")


# === Stem Cells (yellow 10, leaf) ============================================================
def stem_cells(alice_hand, bob=None, **extra):
    return dogma(
        "Stem Cells",
        {
            "Alice": {"board": {"yellow": ["Stem Cells"]}, "hand": alice_hand},  # 3 leaves
            "Bob": bob or {"board": {"red": ["Archery"]}},  # 0 leaves
        },
        **extra,
    )


def test_stem_cells_scores_the_whole_hand():
    g = stem_cells(["Oars", "Tools", "Software"])
    assert options(g) == ["yes", "no"]
    answer(g, "yes")
    assert hand(g, "Alice") == [] and score(g, "Alice") == ["Oars", "Software", "Tools"]
    assert is_action_choice(g, "Alice")


def test_stem_cells_declined_and_empty_hand():
    g = stem_cells(["Oars", "Tools"])
    answer(g, "no")
    assert hand(g, "Alice") == ["Oars", "Tools"] and score(g, "Alice") == []
    g = stem_cells([])
    assert is_action_choice(g, "Alice") and score(g, "Alice") == []


def test_stem_cells_shared_then_free_draw():
    g = stem_cells(
        [], bob={"board": {"blue": ["Pottery"]}, "hand": ["Calendar"]}, decks={"10": ["A.I."]}
    )
    answer(g, "yes")
    assert score(g, "Bob") == ["Calendar"] and hand(g, "Alice") == ["A.I."]


# === A.I. (purple 10, lightbulb) =============================================================
def test_ai_scores_a_10_then_lowest_score_wins_with_robotics_and_software_on_top():
    g = dogma(
        "A.I.",
        {
            "Alice": {"board": {"purple": ["A.I."]}},  # 2 lightbulbs
            "Bob": {"board": {"red": ["Robotics"]}, "score": ["Optics"]},  # 0 lightbulbs
            "Carol": {"board": {"blue": ["Software"]}, "score": ["Oars", "Tools"]},  # 0
        },
        decks={"10": ["Stem Cells"]},
    )
    assert score(g, "Alice") == ["Stem Cells"]
    assert g.over and winners(g) == ["Carol"] and g.state.end_reason == "card: A.I."


def test_ai_both_on_the_same_board():
    g = dogma(
        "A.I.",
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}},
            "Bob": {"score": ["Optics"]},
        },
        decks={"10": ["Stem Cells"]},
    )
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == "card: A.I."


def test_ai_covered_software_is_not_a_top_card():
    g = dogma(
        "A.I.",
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"]}},
            "Bob": {"board": {"blue": ["Bioengineering", "Software"]}, "score": ["Optics"]},
        },
        decks={"10": ["Stem Cells"]},
    )
    assert score(g, "Alice") == ["Stem Cells"]
    assert not g.over and is_action_choice(g, "Alice")


def test_ai_tie_for_lowest_is_ignored():
    g = dogma(
        "A.I.",
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}},
            "Bob": {},
            "Carol": {},
        },
        decks={"10": ["Stem Cells"]},
    )
    assert not g.over and is_action_choice(g, "Alice")


def test_ai_team_game_lowest_players_team_wins():
    g = dogma(
        "A.I.",
        {
            "Alice": {"board": {"purple": ["A.I."], "red": ["Robotics"], "blue": ["Software"]}},
            "Bob": {"score": ["Oars"]},
            "Carol": {"score": ["Tools"]},
            "Dave": {},
        },
        teams=True,
        decks={"10": ["Stem Cells"]},
    )
    assert g.over and winners(g) == ["Bob", "Dave"] and g.state.end_reason == "card: A.I."


def test_ai_with_no_10_left_ends_the_game():
    g = dogma(
        "A.I.",
        {"Alice": {"board": {"purple": ["A.I."]}}, "Bob": {"score": ["Oars"]}},
        removed=ages(10, keep=("A.I.",)),
    )
    assert g.over and winners(g) == ["Bob"] and g.state.end_reason == ABOVE_10.format("Alice")


def test_ai_shared_then_free_draw():
    g = dogma(
        "A.I.",
        {
            "Alice": {"board": {"purple": ["A.I."]}},
            "Bob": {"board": {"blue": ["Writing"]}},  # 2 lightbulbs: shares
        },
        decks={"10": ["Stem Cells", "Databases", "Software"]},
    )
    assert score(g, "Bob") == ["Stem Cells"] and score(g, "Alice") == ["Databases"]
    assert hand(g, "Alice") == ["Software"] and not g.over


# === The Internet (purple 10, clock) =========================================================
INTERNET_BOARD = {"purple": ["The Internet"], "green": ["Databases", "Satellites"]}


def test_the_internet_splay_score_and_one_meld_per_two_clocks():
    g = dogma(
        "The Internet",
        {
            "Alice": {"board": INTERNET_BOARD},  # The Internet 2 + Databases 3 = 5 clocks
            "Bob": {"board": {"red": ["Archery"]}},  # 0 clocks
        },
        decks={
            "10": [
                "Miniaturization",
                "Bioengineering",
                "Robotics",
                "Stem Cells",
                "Globalization",
                "A.I.",
            ]
        },
    )
    assert icons(g, "Alice", "clock") == 5 and options(g) == ["yes", "no"]
    answer(g, "yes")  # Satellites splayed up shows three more clocks: 8 in all
    assert splay(g, "Alice", "green") == "up"
    assert score(g, "Alice") == ["Miniaturization"]
    # four 10s melded (counted once, before the melds)
    assert board(g, "Alice", "blue") == ["Bioengineering"]
    assert board(g, "Alice", "red") == ["Robotics"]
    assert board(g, "Alice", "yellow") == ["Globalization", "Stem Cells"]
    assert deck(g, 10)[0] == "A.I." and is_action_choice(g, "Alice")


def test_the_internet_splay_declined_count_is_taken_once():
    g = dogma(
        "The Internet",
        {"Alice": {"board": INTERNET_BOARD}, "Bob": {"board": {"red": ["Archery"]}}},
        decks={"10": ["Miniaturization", "Bioengineering", "Software", "Stem Cells"]},
    )
    answer(g, "no")  # 5 clocks: two melds, even though Bioengineering and Software add more
    assert board(g, "Alice", "blue") == ["Software", "Bioengineering"]
    assert deck(g, 10)[0] == "Stem Cells" and is_action_choice(g, "Alice")


def test_the_internet_runs_out_of_10s_while_melding():
    g = dogma(
        "The Internet",
        {"Alice": {"board": INTERNET_BOARD}, "Bob": {"score": ["Optics"]}},
        removed=ages(10, keep=("The Internet", "Databases", "Software", "Robotics")),
        decks={"10": ["Software", "Robotics"]},
    )
    answer(g, "no")
    assert score(g, "Alice") == ["Software"] and board(g, "Alice", "red") == ["Robotics"]
    assert g.over and winners(g) == ["Alice"] and g.state.end_reason == ABOVE_10.format("Alice")


def test_the_internet_no_green_to_splay_and_shared_with_free_draw():
    g = dogma(
        "The Internet",
        {
            "Alice": {"board": {"purple": ["The Internet"]}},  # 2 clocks
            "Bob": {"board": {"blue": ["Software"]}},  # 3 clocks: shares
        },
        decks={"10": ["Stem Cells", "A.I.", "Robotics", "Self Service", "Globalization"]},
    )
    # no green pile: no question; Bob scores and melds one (3 // 2), then Alice (2 // 2)
    assert score(g, "Bob") == ["Stem Cells"] and board(g, "Bob", "red") == ["Robotics"]
    assert score(g, "Alice") == ["A.I."] and board(g, "Alice", "green") == ["Self Service"]
    assert hand(g, "Alice") == ["Globalization"] and is_action_choice(g, "Alice")
