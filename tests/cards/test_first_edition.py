"""The nine cards worded differently in the 1st edition, each against its 3rd-edition twin."""

from innovation import Game
from tests.helpers import (
    answer,
    board,
    deck,
    hand,
    is_action_choice,
    options,
    play,
    score,
    splay,
)

WEAK_BOB = {"board": {"red": ["Archery"]}}  # castle lightbulb - castle: no crown, leaf, factory


def _spec(edition, alice, bob, answers, decks=None):
    return {
        "edition": edition,
        "players": {"Alice": alice, "Bob": bob},
        "decks": decks or {},
        "answers": answers,
    }


def test_first_edition_is_a_separate_edition_with_all_cards():
    first = Game.new("1st", 2, seed=1)
    assert first.edition.name == "1st" and len(first.edition.cards) == 105
    assert first.options["hide_covered"] is True  # Iello: opponents' covered cards are secret
    third = Game.new("3rd", 2, seed=1)
    assert third.options["hide_covered"] is False
    for name in (
        "Oars",
        "Fermenting",
        "Feudalism",
        "Measurement",
        "Statistics",
        "Societies",
        "Industrialization",
        "Combustion",
        "Fission",
    ):
        a, b = first.card(name), third.card(name)
        assert [e.text for e in a.effects] != [e.text for e in b.effects], name
        assert (a.age, a.color, a.icons, a.dogma_icon) == (b.age, b.color, b.icons, b.dogma_icon)


def test_oars_first_edition_does_not_repeat():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Domestication"]}  # both crowned
    spec = _spec(
        "1st",
        {"board": {"red": ["Oars"]}},
        bob,
        [{"dogma": "Oars"}, "Sailing"],
        {"1": ["Agriculture", "Pottery"]},
    )
    g = play(spec)
    assert score(g, "Alice") == ["Sailing"]
    assert hand(g, "Bob") == ["Agriculture", "Domestication"]  # drew once, no repeat
    assert is_action_choice(g, "Alice")
    # the 3rd edition repeats: Bob must give Domestication too
    spec["edition"] = "3rd"
    g3 = play(spec)
    assert score(g3, "Alice") == ["Domestication", "Sailing"]


def test_oars_first_edition_no_transfer_lets_the_second_effect_draw():
    g = play(
        _spec(
            "1st",
            {"board": {"red": ["Oars"]}},
            {"board": {"blue": ["Writing"]}},
            [{"dogma": "Oars"}],
            {"1": ["Agriculture"]},
        )
    )
    assert hand(g, "Alice") == ["Agriculture"]


def test_fermenting_first_edition_counts_pairs_of_leaves():
    # yellow: Fermenting on top (2 leaves) over Agriculture splayed up (3 more) = 5 leaves, 1 colour
    alice = {"board": {"yellow": {"cards": ["Fermenting", "Agriculture"], "splay": "up"}}}
    spec = _spec(
        "1st",
        alice,
        WEAK_BOB,
        [{"dogma": "Fermenting"}],
        {"2": ["Calendar", "Mathematics", "Philosophy"]},
    )
    g = play(spec)
    assert hand(g, "Alice") == ["Calendar", "Mathematics"]  # two pairs -> two 2s
    spec["edition"] = "3rd"
    assert hand(play(spec), "Alice") == ["Calendar"]  # one colour with leaves -> one 2


def test_feudalism_first_edition_does_not_unsplay():
    bob = {"board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "left"}}, "hand": ["Tools"]}
    spec = _spec("1st", {"board": {"purple": ["Feudalism"]}}, bob, [{"dogma": "Feudalism"}])
    g = play(spec)
    assert hand(g, "Alice") == ["Tools"]
    assert splay(g, "Bob", "blue") == "left"
    spec["edition"] = "3rd"
    g3 = play(spec)
    assert hand(g3, "Alice") == ["Tools"] and splay(g3, "Bob", "blue") == "none"


def test_measurement_first_edition_chooses_any_colour():
    alice = {
        "board": {"green": ["Measurement"], "purple": ["Mysticism", "Code of Laws"]},
        "hand": ["Writing"],
    }
    g = play(
        _spec(
            "1st",
            alice,
            WEAK_BOB,
            [{"dogma": "Measurement"}, "Writing", "purple"],
            {"2": ["Calendar"]},
        )
    )
    assert splay(g, "Alice", "purple") == "right"
    assert hand(g, "Alice") == ["Calendar"]  # two purple cards -> a 2
    assert deck(g, 1)[-1] == "Writing"  # returned to the bottom


def test_measurement_first_edition_declined():
    alice = {"board": {"green": ["Measurement"]}, "hand": ["Writing"]}
    g = play(_spec("1st", alice, WEAK_BOB, [{"dogma": "Measurement"}, "pass"]))
    assert hand(g, "Alice") == ["Writing"] and is_action_choice(g, "Alice")


def test_measurement_first_edition_empty_colour_draws_a_one():
    alice = {"board": {"green": ["Measurement"]}, "hand": ["Writing"]}
    g = play(
        _spec(
            "1st", alice, WEAK_BOB, [{"dogma": "Measurement"}, "Writing", "red"], {"1": ["Sailing"]}
        )
    )
    assert hand(g, "Alice") == ["Sailing"]


def test_statistics_first_edition_repeats_while_the_hand_holds_one_card():
    bob = {"board": {"red": ["Archery"]}, "score": ["Calendar", "Agriculture", "Pottery"]}
    g = play(_spec("1st", {"board": {"yellow": ["Statistics"]}}, bob, [{"dogma": "Statistics"}]))
    # Calendar first (hand: 1 card) -> again; then a 1 of Bob's choice (hand: 2) -> stop
    assert "Calendar" in hand(g, "Bob") and len(hand(g, "Bob")) == 1 or options(g)
    if not is_action_choice(g):
        answer(g, "Agriculture")
    assert hand(g, "Bob") == ["Agriculture", "Calendar"]
    assert score(g, "Bob") == ["Pottery"]


def test_statistics_first_edition_stops_when_hand_has_more_cards():
    bob = {"board": {"red": ["Archery"]}, "score": ["Calendar", "Agriculture"], "hand": ["Oars"]}
    g = play(_spec("1st", {"board": {"yellow": ["Statistics"]}}, bob, [{"dogma": "Statistics"}]))
    assert hand(g, "Bob") == ["Calendar", "Oars"] and score(g, "Bob") == ["Agriculture"]


def test_societies_first_edition_takes_a_non_purple_lightbulb_card():
    bob = {"board": {"blue": ["Writing"]}}
    g = play(
        _spec(
            "1st",
            {"board": {"purple": ["Societies"]}},
            bob,
            [{"dogma": "Societies"}],
            {"5": ["Coal"]},
        )
    )
    assert board(g, "Alice", "blue") == ["Writing"]
    assert hand(g, "Bob") == ["Coal"]


def test_industrialization_first_edition_counts_pairs_of_factories():
    # red: Industrialization (2 factories) over Coal splayed right (2 more) = 4 in one colour
    alice = {"board": {"red": {"cards": ["Industrialization", "Coal"], "splay": "right"}}}
    spec = _spec(
        "1st", alice, WEAK_BOB, [{"dogma": "Industrialization"}], {"6": ["Canning", "Vaccination"]}
    )
    g = play(spec)
    while not is_action_choice(g):
        answer(g, "pass" if "pass" in options(g) else options(g)[-1])
    assert board(g, "Alice", "yellow") == ["Canning", "Vaccination"][::-1] or sorted(
        board(g, "Alice", "yellow")
    ) == ["Canning", "Vaccination"]
    spec["edition"] = "3rd"
    g3 = play(spec)
    while not is_action_choice(g3):
        answer(g3, "pass" if "pass" in options(g3) else options(g3)[-1])
    assert board(g3, "Alice", "yellow") == ["Canning"]


def test_combustion_first_edition_takes_two_score_cards():
    bob = {"board": {"red": ["Archery"]}, "score": ["Agriculture", "Calendar", "Mathematics"]}
    g = play(
        _spec(
            "1st",
            {"board": {"red": ["Combustion"]}},
            bob,
            [{"dogma": "Combustion"}, "Calendar", "Mathematics"],
        )
    )
    assert sorted(score(g, "Alice")) == ["Calendar", "Mathematics"]
    assert score(g, "Bob") == ["Agriculture"]
    assert board(g, "Alice", "red") == []  # the second effect returned the bottom red card


def test_combustion_first_edition_with_fewer_than_two_gives_all():
    bob = {"board": {"red": ["Archery"]}, "score": ["Agriculture"]}
    g = play(_spec("1st", {"board": {"red": ["Combustion"]}}, bob, [{"dogma": "Combustion"}]))
    assert score(g, "Alice") == ["Agriculture"] and score(g, "Bob") == []


def test_fission_first_edition_second_effect_does_not_draw():
    alice = {"board": {"red": ["Fission"], "blue": ["Writing"]}}  # 3 clocks
    bob = {"board": {"red": ["Archery"]}}  # no clock: the demand hits him
    spec = _spec(
        "1st", alice, bob, [{"dogma": "Fission"}, "Archery"], {"10": ["Software", "Databases"]}
    )
    g = play(spec)
    assert hand(g, "Bob") == ["Software"]  # blue: nothing is removed
    assert board(g, "Bob", "red") == []  # Alice returned Archery
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")
    spec["edition"] = "3rd"
    g3 = play(spec)
    assert board(g3, "Bob", "red") == [] and hand(g3, "Alice") == ["Databases"]
