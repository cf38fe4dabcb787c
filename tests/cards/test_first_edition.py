"""The 1st edition (Iello): the nine cards worded differently, each against its 3rd-edition twin,
and the 1st edition's own rules (secret covered cards; team play only as a variant).

Rulings: docs/rulings/first-edition.md. Featured-icon counts are written next to each board and
checked by `start` before the dogma: a top card shows its four positions; covered cards show
bottom-right when splayed left, top-left + bottom-left when splayed right, and the three bottom
positions when splayed up.
"""

from typing import Any

from innovation import Game
from innovation.engine.cards import CASTLE, CLOCK, CROWN, FACTORY, LEAF, LIGHTBULB
from innovation.engine.views import view
from tests.helpers import (
    answer,
    board,
    deck,
    hand,
    is_action_choice,
    pending,
    play,
    score,
    splay,
    winners,
)

NINE = (
    "Oars",
    "Fermenting",
    "Feudalism",
    "Measurement",
    "Statistics",
    "Societies",
    "Industrialization",
    "Combustion",
    "Fission",
)


def spec(alice, bob, decks=None, carol=None, edition="1st", **extra) -> dict[str, Any]:
    players = {"Alice": alice, "Bob": bob}
    if carol is not None:
        players["Carol"] = carol
    out = {"edition": edition, "players": players, "decks": decks or {}}
    out.update(extra)
    return out


def start(s: dict[str, Any], icon: int, **counts: int):
    """Build the scenario (no answers yet) and check the deliberate featured-icon counts."""
    g = play(s)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return g


def events(g, kind: str) -> list[dict[str, Any]]:
    return [e for e in g.state.events() if e["type"] == kind]


def free_draws(g) -> int:
    return len(events(g, "sharing_bonus"))


def asks(g, player: str, *opts: Any) -> bool:
    """The game waits for `player` to choose among exactly `opts` (any order)."""
    p = pending(g)
    return (
        p is not None
        and p["player"] == player
        and sorted(map(str, p["options"])) == sorted(map(str, opts))
    )


ALL_AGES = list(range(1, 11))


# ============================================================================ the edition
def test_first_edition_is_a_separate_edition_with_all_cards():
    first = Game.new("1st", 2, seed=1)
    assert first.edition.name == "1st" and len(first.edition.cards) == 105
    third = Game.new("3rd", 2, seed=1)
    replaced = {"Fission": 1}
    for name in NINE:
        a, b = first.card(name), third.card(name)
        assert (a.age, a.color, a.icons, a.dogma_icon) == (b.age, b.color, b.icons, b.dogma_icon)
        index = replaced.get(name, 0)
        assert len(a.effects) == len(b.effects), name
        for i, (ea, eb) in enumerate(zip(a.effects, b.effects, strict=True)):
            assert ea.demand == eb.demand, name
            if i == index:
                assert ea.text != eb.text and ea.run is not eb.run, name
            else:
                assert ea.text == eb.text and ea.run is eb.run, name  # inherited
    # every other card is the 3rd edition's
    for c in third.edition.cards:
        if c.name not in NINE:
            assert [e.run for e in first.card(c.name).effects] == [e.run for e in c.effects]


def test_covered_cards_are_secret_by_default_in_the_first_edition():
    assert Game.new("1st", 2, seed=1).options["hide_covered"] is True
    assert Game.new("3rd", 2, seed=1).options["hide_covered"] is False
    g = play(
        spec(
            {"board": {"red": ["Oars"]}},
            {
                "board": {
                    "blue": ["Writing", "Tools"],
                    "purple": {"cards": ["Code of Laws", "Mysticism"], "splay": "left"},
                }
            },
        )
    )
    bob_seen_by_alice = view(g, 0)["players"][1]["board"]
    assert bob_seen_by_alice["blue"] == {"splay": "none", "cards": ["Writing"]}  # no count
    assert bob_seen_by_alice["purple"]["cards"] == ["Code of Laws"]
    assert bob_seen_by_alice["purple"]["count"] == 2  # a splayed pile shows its size
    assert view(g, 1)["players"][1]["board"]["blue"]["cards"] == ["Writing", "Tools"]  # own


def test_first_edition_may_still_be_played_with_the_team_variant():
    g = Game.new("1st", 4, seed=3, teams=True)
    assert g.options["teams"] == "ABAB" and g.edition.achievements_to_win(4, True) == 6


# ============================================================================ Oars (castle)
OARS = {"board": {"red": ["Oars"]}}  # 2 castles
ONES = {"1": ["Agriculture", "Pottery", "Clothing"]}


def test_oars_victim_gives_one_crowned_card_of_their_choice_and_draws_once():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Domestication", "Tools"]}  # 0
    g = start(spec(OARS, bob, ONES), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Oars"})
    assert asks(g, "Bob", "Domestication", "Sailing")  # Tools has no crown
    answer(g, "Sailing")
    assert score(g, "Alice") == ["Sailing"]
    assert hand(g, "Bob") == ["Agriculture", "Domestication", "Tools"]  # no repeat
    assert hand(g, "Alice") == []  # a card was transferred: the second effect draws nothing
    assert is_action_choice(g, "Alice") and free_draws(g) == 0


def test_oars_the_third_edition_repeats_where_the_first_does_not():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Domestication", "Tools"]}
    g = play(spec(OARS, bob, ONES, edition="3rd", answers=[{"dogma": "Oars"}, "Sailing"]))
    assert score(g, "Alice") == ["Domestication", "Sailing"]
    assert hand(g, "Bob") == ["Agriculture", "Pottery", "Tools"]


def test_oars_a_single_crowned_card_is_given_without_asking():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing", "Tools"]}
    g = start(spec(OARS, bob, ONES), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Oars"})
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Agriculture", "Tools"]
    assert is_action_choice(g, "Alice")


def test_oars_no_crowned_card_in_hand_lets_the_activator_draw():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Tools"]}
    g = start(spec(OARS, bob, ONES), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Oars"})
    assert score(g, "Alice") == [] and hand(g, "Bob") == ["Tools"]
    assert hand(g, "Alice") == ["Agriculture"]


def test_oars_victim_with_an_empty_hand():
    g = start(spec(OARS, {"board": {"blue": ["Writing"]}}, ONES), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == [] and hand(g, "Alice") == ["Agriculture"]


def test_oars_immune_opponent_shares_the_draw_and_gives_a_free_draw():
    bob = {"board": {"yellow": ["Masonry"]}, "hand": ["Sailing"]}  # 3 castles: immune
    g = start(spec(OARS, bob, ONES), CASTLE, Alice=2, Bob=3)
    answer(g, {"dogma": "Oars"})
    assert hand(g, "Bob") == ["Agriculture", "Sailing"]  # shared, kept his crowned card
    assert hand(g, "Alice") == ["Clothing", "Pottery"]  # her draw, then the free 1
    assert free_draws(g) == 1


def test_oars_transfer_by_one_victim_means_no_draw_and_no_free_draw_for_the_sharer():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}  # 0: affected
    carol = {"board": {"yellow": ["Masonry"]}, "hand": ["City States"]}  # 3: immune, shares
    g = start(spec(OARS, bob, ONES, carol=carol), CASTLE, Alice=2, Bob=0, Carol=3)
    answer(g, {"dogma": "Oars"})
    assert score(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Agriculture"]
    assert hand(g, "Carol") == ["City States"] and hand(g, "Alice") == []
    assert free_draws(g) == 0  # Carol shared but changed nothing
    assert is_action_choice(g, "Alice")


def test_oars_victims_draw_above_ten_ends_the_game():
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}
    g = start(spec(OARS, bob, exhausted=ALL_AGES), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Oars"})
    assert score(g, "Alice") == ["Sailing"]
    assert g.state.over and winners(g) == ["Alice"]  # 1 point against 0


# ============================================================================ Fermenting (leaf)
WEAK = {"board": {"red": ["Archery"]}}  # no leaf, crown, factory or clock; 1 lightbulb
TWOS = {"2": ["Calendar", "Mathematics", "Philosophy", "Construction", "Currency"]}


def test_fermenting_draws_a_two_for_each_pair_of_leaves():
    # Fermenting (2 leaves) over Agriculture splayed up (3 more): 5 leaves in one colour
    alice = {"board": {"yellow": {"cards": ["Fermenting", "Agriculture"], "splay": "up"}}}
    s = spec(alice, WEAK, TWOS)
    g = start(s, LEAF, Alice=5, Bob=0)
    answer(g, {"dogma": "Fermenting"})
    assert hand(g, "Alice") == ["Calendar", "Mathematics"]  # two pairs, the fifth leaf drops
    s["edition"] = "3rd"
    assert hand(play(dict(s, answers=[{"dogma": "Fermenting"}])), "Alice") == ["Calendar"]


def test_fermenting_an_odd_leaf_in_another_colour_adds_nothing():
    alice = {"board": {"yellow": ["Fermenting"], "green": ["Compass"]}}  # 2 + 1 leaves
    bob = {"board": {"green": ["Sailing"]}}  # 1 leaf: fewer, does not share
    s = spec(alice, bob, TWOS)
    g = start(s, LEAF, Alice=3, Bob=1)
    answer(g, {"dogma": "Fermenting"})
    assert hand(g, "Alice") == ["Calendar"] and hand(g, "Bob") == []
    s["edition"] = "3rd"  # two colours with leaves: two 2s
    assert hand(play(dict(s, answers=[{"dogma": "Fermenting"}])), "Alice") == [
        "Calendar",
        "Mathematics",
    ]


def test_fermenting_sharer_draws_for_their_own_pairs_and_gives_a_free_draw():
    bob = {"board": {"blue": ["Pottery"], "yellow": ["Agriculture"]}}  # 6 leaves
    g = start(spec({"board": {"yellow": ["Fermenting"]}}, bob, TWOS), LEAF, Alice=2, Bob=6)
    answer(g, {"dogma": "Fermenting"})
    assert hand(g, "Bob") == ["Calendar", "Mathematics", "Philosophy"]
    assert hand(g, "Alice") == ["Construction", "Currency"]  # one pair, then the free 2
    assert free_draws(g) == 1


def test_fermenting_empty_age_two_pile_draws_threes():
    alice = {"board": {"yellow": {"cards": ["Fermenting", "Agriculture"], "splay": "up"}}}
    g = start(spec(alice, WEAK, {"3": ["Compass", "Paper"]}, exhausted=[2]), LEAF, Alice=5, Bob=0)
    answer(g, {"dogma": "Fermenting"})
    assert hand(g, "Alice") == ["Compass", "Paper"]


def test_fermenting_draw_above_ten_ends_the_game():
    alice = {"board": {"yellow": ["Fermenting"]}}
    bob = {"board": {"red": ["Archery"]}, "score": ["Agriculture"]}
    g = start(spec(alice, bob, exhausted=list(range(2, 11))), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Fermenting"})
    assert g.state.over and winners(g) == ["Bob"]  # 0 points against 1


# ============================================================================ Feudalism (castle)
FEUDALISM = {"board": {"purple": ["Feudalism"]}}  # 2 castles


def test_feudalism_victim_chooses_a_castle_card_and_keeps_the_splay():
    bob = {
        "board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "left"}},  # 0 castles
        "hand": ["Tools", "Masonry", "Sailing"],
    }
    g = start(spec(FEUDALISM, bob), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Feudalism"})
    assert asks(g, "Bob", "Masonry", "Tools")  # Sailing has no castle
    answer(g, "Tools")  # a blue card: the 3rd edition would unsplay blue
    assert hand(g, "Alice") == ["Tools"] and hand(g, "Bob") == ["Masonry", "Sailing"]
    assert splay(g, "Bob", "blue") == "left"
    assert is_action_choice(g, "Alice")


def test_feudalism_third_edition_unsplays_where_the_first_does_not():
    bob = {"board": {"blue": {"cards": ["Writing", "Pottery"], "splay": "left"}}, "hand": ["Tools"]}
    s = spec(FEUDALISM, bob, answers=[{"dogma": "Feudalism"}])
    g = play(s)
    assert hand(g, "Alice") == ["Tools"] and splay(g, "Bob", "blue") == "left"
    s["edition"] = "3rd"
    g3 = play(s)
    assert hand(g3, "Alice") == ["Tools"] and splay(g3, "Bob", "blue") == "none"


def test_feudalism_no_castle_card_then_the_activator_may_splay():
    alice = {"board": {"purple": ["Feudalism"], "yellow": ["Agriculture", "Fermenting"]}}
    bob = {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]}
    g = start(spec(alice, bob), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Feudalism"})
    assert hand(g, "Bob") == ["Sailing"] and hand(g, "Alice") == []
    assert asks(g, "Alice", "yellow", "pass")  # purple holds one card
    answer(g, "yellow")
    assert splay(g, "Alice", "yellow") == "left"


def test_feudalism_empty_hand_and_the_splay_declined():
    alice = {"board": {"purple": ["Feudalism"], "yellow": ["Agriculture", "Fermenting"]}}
    g = start(spec(alice, {"board": {"blue": ["Writing"]}}), CASTLE, Alice=2, Bob=0)
    answer(g, {"dogma": "Feudalism"}, "pass")
    assert splay(g, "Alice", "yellow") == "none" and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_feudalism_immune_opponent_is_not_asked_and_shares_the_splay_for_a_free_draw():
    bob = {
        "board": {"red": ["Archery"], "yellow": ["Agriculture", "Domestication"]},  # 2 castles
        "hand": ["Tools"],
    }
    carol = {"board": {"blue": ["Writing"]}, "hand": ["Masonry"]}  # 0 castles: affected
    g = start(spec(FEUDALISM, bob, {"3": ["Compass"]}, carol=carol), CASTLE, Alice=2, Bob=2)
    answer(g, {"dogma": "Feudalism"})
    assert hand(g, "Bob") == ["Tools"]  # immune
    assert hand(g, "Alice") == ["Masonry"] and hand(g, "Carol") == []
    assert asks(g, "Bob", "yellow", "pass")
    answer(g, "yellow")
    assert splay(g, "Bob", "yellow") == "left"
    assert hand(g, "Alice") == ["Compass", "Masonry"] and free_draws(g) == 1  # a free 3


def test_feudalism_sharer_who_declines_gives_no_free_draw():
    bob = {"board": {"red": ["Archery"], "yellow": ["Agriculture", "Domestication"]}}
    g = start(spec(FEUDALISM, bob, {"3": ["Compass"]}), CASTLE, Alice=2, Bob=2)
    answer(g, {"dogma": "Feudalism"}, "pass")
    assert splay(g, "Bob", "yellow") == "none"
    assert hand(g, "Alice") == [] and free_draws(g) == 0 and is_action_choice(g, "Alice")


# ============================================================================ Measurement (bulb)
def measurement_alice(hand_cards=("Writing",), **piles) -> dict[str, Any]:
    return {"board": {"green": ["Measurement"], **piles}, "hand": list(hand_cards)}  # 2 bulbs


def test_measurement_returns_any_card_then_splays_and_counts_the_chosen_colour():
    alice = measurement_alice(
        purple=["Mysticism", "Code of Laws"], yellow=["Agriculture", "Domestication"]
    )
    g = start(spec(alice, WEAK, {"2": ["Calendar"]}), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Measurement"}, "Writing")
    assert asks(g, "Alice", "blue", "red", "green", "yellow", "purple")  # any colour
    answer(g, "purple")  # Writing is blue: the colour is free
    assert splay(g, "Alice", "purple") == "right" and splay(g, "Alice", "yellow") == "none"
    assert hand(g, "Alice") == ["Calendar"]  # two purple cards: a 2
    assert deck(g, 1)[-1] == "Writing"  # returned under the age-1 pile
    assert events(g, "reveal") == []  # the 1st-edition wording does not reveal
    assert is_action_choice(g, "Alice")


def test_measurement_third_edition_uses_the_returned_cards_colour():
    alice = measurement_alice(purple=["Mysticism", "Code of Laws"], blue=["Tools", "Pottery"])
    g = play(
        spec(
            alice,
            WEAK,
            {"2": ["Calendar"]},
            edition="3rd",
            answers=[{"dogma": "Measurement"}, "Writing"],
        )
    )
    assert splay(g, "Alice", "blue") == "right" and splay(g, "Alice", "purple") == "none"
    assert hand(g, "Alice") == ["Calendar"]


def test_measurement_declined():
    g = start(spec(measurement_alice(), WEAK), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Measurement"})
    assert asks(g, "Alice", "Writing", "pass")
    answer(g, "pass")
    assert hand(g, "Alice") == ["Writing"] and is_action_choice(g, "Alice")


def test_measurement_empty_hand_asks_nothing():
    g = start(spec(measurement_alice(()), WEAK), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Measurement"})
    assert is_action_choice(g, "Alice") and hand(g, "Alice") == []


def test_measurement_a_colour_with_no_card_draws_a_one():
    g = start(spec(measurement_alice(), WEAK, {"1": ["Sailing"]}), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Measurement"}, "Writing", "red")
    assert hand(g, "Alice") == ["Sailing"] and board(g, "Alice", "red") == []


def test_measurement_a_single_card_pile_is_not_splayed_and_draws_a_one():
    g = start(spec(measurement_alice(), WEAK, {"1": ["Sailing"]}), LIGHTBULB, Alice=2, Bob=1)
    answer(g, {"dogma": "Measurement"}, "Writing", "green")
    assert splay(g, "Alice", "green") == "none" and hand(g, "Alice") == ["Sailing"]


def test_measurement_a_pile_already_splayed_right_stays_and_still_counts():
    purple = {"cards": ["Mysticism", "Code of Laws", "City States"], "splay": "right"}
    g = start(spec(measurement_alice(purple=purple), WEAK, {"3": ["Compass"]}), LIGHTBULB, Alice=2)
    answer(g, {"dogma": "Measurement"}, "Writing", "purple")
    assert splay(g, "Alice", "purple") == "right" and hand(g, "Alice") == ["Compass"]


def test_measurement_empty_age_pile_draws_the_next_one_up():
    purple = ["Mysticism", "Code of Laws", "City States"]
    g = start(
        spec(measurement_alice(purple=purple), WEAK, {"4": ["Anatomy"]}, exhausted=[3]),
        LIGHTBULB,
        Alice=2,
    )
    answer(g, {"dogma": "Measurement"}, "Writing", "purple")
    assert hand(g, "Alice") == ["Anatomy"]


def test_measurement_draw_above_ten_ends_the_game():
    alice = measurement_alice(purple=["Mysticism", "Code of Laws"])
    alice["score"] = ["Calendar"]
    g = start(spec(alice, WEAK, exhausted=list(range(2, 11))), LIGHTBULB, Alice=2)
    answer(g, {"dogma": "Measurement"}, "Writing", "purple")
    assert g.state.over and winners(g) == ["Alice"]


def test_measurement_shared_by_an_opponent_gives_a_free_draw():
    alice = measurement_alice(purple=["Mysticism", "Code of Laws"])
    bob = {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]}  # 2 lightbulbs: shares
    g = start(
        spec(alice, bob, {"1": ["Agriculture"], "2": ["Calendar"], "5": ["Coal"]}),
        LIGHTBULB,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Measurement"})
    assert asks(g, "Bob", "Sailing", "pass")  # the sharer goes first
    answer(g, "Sailing", "blue")
    assert hand(g, "Bob") == ["Agriculture"]  # one blue card: a 1
    answer(g, "Writing", "purple")
    assert hand(g, "Alice") == ["Calendar", "Coal"] and free_draws(g) == 1  # the free 5


def test_measurement_sharer_who_declines_gives_no_free_draw():
    alice = measurement_alice(purple=["Mysticism", "Code of Laws"])
    bob = {"board": {"blue": ["Tools"]}, "hand": ["Sailing"]}
    g = start(spec(alice, bob, {"2": ["Calendar"], "5": ["Coal"]}), LIGHTBULB, Alice=2, Bob=2)
    answer(g, {"dogma": "Measurement"}, "pass", "Writing", "purple")
    assert hand(g, "Bob") == ["Sailing"]
    assert hand(g, "Alice") == ["Calendar"] and free_draws(g) == 0


# ============================================================================ Statistics (leaf)
STATISTICS = {"board": {"yellow": ["Statistics"]}}  # 2 leaves
ARCHER = {"red": ["Archery"]}  # 0 leaves


def test_statistics_repeats_while_the_victim_holds_exactly_one_card():
    bob = {"board": ARCHER, "score": ["Calendar", "Agriculture", "Pottery"]}
    g = start(spec(STATISTICS, bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Statistics"})
    # Calendar came to an empty hand (one card): again, the two 1s tie and Bob chooses
    assert hand(g, "Bob") == ["Calendar"]
    assert asks(g, "Bob", "Agriculture", "Pottery")
    answer(g, "Pottery")
    assert hand(g, "Bob") == ["Calendar", "Pottery"] and score(g, "Bob") == ["Agriculture"]
    assert is_action_choice(g, "Alice")  # two cards in hand: no third time


def test_statistics_third_edition_takes_every_highest_card_once():
    bob = {"board": ARCHER, "score": ["Calendar", "Mathematics", "Agriculture"]}
    g = play(spec(STATISTICS, bob, edition="3rd", answers=[{"dogma": "Statistics"}]))
    assert hand(g, "Bob") == ["Calendar", "Mathematics"] and score(g, "Bob") == ["Agriculture"]


def test_statistics_tie_for_highest_is_the_victims_choice_then_repeats():
    bob = {"board": ARCHER, "score": ["Calendar", "Mathematics", "Agriculture"]}
    g = start(spec(STATISTICS, bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Statistics"})
    assert asks(g, "Bob", "Calendar", "Mathematics")
    answer(g, "Mathematics")  # one card in hand: again, Calendar is now the only highest
    assert hand(g, "Bob") == ["Calendar", "Mathematics"] and score(g, "Bob") == ["Agriculture"]
    assert is_action_choice(g, "Alice")


def test_statistics_no_repeat_when_the_hand_already_held_cards():
    bob = {"board": ARCHER, "score": ["Calendar", "Agriculture"], "hand": ["Oars"]}
    g = start(spec(STATISTICS, bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Statistics"})
    assert hand(g, "Bob") == ["Calendar", "Oars"] and score(g, "Bob") == ["Agriculture"]


def test_statistics_repeat_with_an_emptied_score_pile_stops():
    bob = {"board": ARCHER, "score": ["Calendar"]}
    g = start(spec(STATISTICS, bob), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Statistics"})
    assert hand(g, "Bob") == ["Calendar"] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_statistics_empty_score_pile_changes_nothing():
    g = start(spec(STATISTICS, {"board": ARCHER}), LEAF, Alice=2, Bob=0)
    answer(g, {"dogma": "Statistics"})
    assert hand(g, "Bob") == [] and is_action_choice(g, "Alice")


def test_statistics_immune_opponent_keeps_score_and_shares_the_splay_for_a_free_draw():
    bob = {"board": {"yellow": ["Agriculture", "Domestication"]}, "score": ["Calendar"]}  # 3
    carol = {"board": ARCHER, "score": ["Mathematics"]}
    g = start(spec(STATISTICS, bob, {"5": ["Coal"]}, carol=carol), LEAF, Alice=2, Bob=3, Carol=0)
    answer(g, {"dogma": "Statistics"})
    assert hand(g, "Carol") == ["Mathematics"]  # affected (the repeat finds nothing)
    assert score(g, "Bob") == ["Calendar"]  # immune
    assert asks(g, "Bob", "yes", "no")
    answer(g, "yes")
    assert splay(g, "Bob", "yellow") == "right"
    assert hand(g, "Alice") == ["Coal"] and free_draws(g) == 1  # a free 5


def test_statistics_sharer_who_declines_gives_no_free_draw_and_activator_splays():
    alice = {"board": {"yellow": ["Statistics", "Agriculture"]}}  # 2 leaves (covered: none)
    bob = {"board": {"yellow": ["Domestication", "Canal Building"], "green": ["Clothing"]}}
    g = start(spec(alice, bob, {"5": ["Coal"]}), LEAF, Alice=2, Bob=2)
    answer(g, {"dogma": "Statistics"}, "no")
    assert asks(g, "Alice", "yes", "no")
    answer(g, "yes")
    assert splay(g, "Alice", "yellow") == "right" and splay(g, "Bob", "yellow") == "none"
    assert hand(g, "Alice") == [] and free_draws(g) == 0


# ============================================================================ Societies (crown)
SOCIETIES = {"board": {"purple": ["Societies"], "blue": ["Experimentation"]}}  # 2 crowns
FIVES = {"5": ["Coal", "Banking"]}


def test_societies_victim_gives_a_non_purple_lightbulb_top_card_of_any_value():
    bob = {"board": {"blue": ["Tools"], "red": ["Archery"], "purple": ["Education"]}}  # 0
    s = spec(SOCIETIES, bob, FIVES)
    g = start(s, CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Societies"})
    assert asks(g, "Bob", "Tools", "Archery")  # Education is purple
    answer(g, "Tools")  # a 1 onto Alice's blue 4: no comparison in the 1st edition
    assert board(g, "Alice", "blue") == ["Tools", "Experimentation"]
    assert board(g, "Bob", "blue") == [] and hand(g, "Bob") == ["Coal"]
    assert is_action_choice(g, "Alice")
    # the 3rd edition: only a card higher than Alice's top card of its colour (Archery > none)
    g3 = play(dict(s, edition="3rd", answers=[{"dogma": "Societies"}]))
    assert board(g3, "Alice", "red") == ["Archery"] and board(g3, "Bob", "blue") == ["Tools"]


def test_societies_purple_and_covered_lightbulbs_do_not_qualify():
    bob = {
        "board": {
            "purple": ["Education"],
            "blue": {"cards": ["Pottery", "Tools"], "splay": "right"},  # Tools covered
        }
    }
    g = start(spec(SOCIETIES, bob, FIVES), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Societies"})
    assert board(g, "Bob", "purple") == ["Education"] and hand(g, "Bob") == []
    assert board(g, "Alice", "blue") == ["Experimentation"] and is_action_choice(g, "Alice")


def test_societies_victim_with_an_empty_board():
    g = start(spec(SOCIETIES, {"hand": ["Tools"]}, FIVES), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Societies"})
    assert hand(g, "Bob") == ["Tools"] and is_action_choice(g, "Alice")


def test_societies_immune_opponent_and_affected_opponent():
    bob = {"board": {"blue": ["Writing"], "green": ["Sailing"]}}  # 3 crowns: immune
    carol = {"board": {"blue": {"cards": ["Tools", "Pottery"], "splay": "left"}}}
    g = start(spec(SOCIETIES, bob, FIVES, carol=carol), CROWN, Alice=2, Bob=3, Carol=0)
    answer(g, {"dogma": "Societies"})
    assert board(g, "Bob", "blue") == ["Writing"] and hand(g, "Bob") == []
    assert board(g, "Alice", "blue") == ["Tools", "Experimentation"]
    assert board(g, "Carol", "blue") == ["Pottery"] and splay(g, "Carol", "blue") == "none"
    assert hand(g, "Carol") == ["Coal"] and free_draws(g) == 0


def test_societies_empty_five_pile_draws_a_six():
    bob = {"board": {"blue": ["Tools"]}}
    g = start(spec(SOCIETIES, bob, {"6": ["Canning"]}, exhausted=[5]), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Societies"})
    assert hand(g, "Bob") == ["Canning"]


def test_societies_victims_draw_above_ten_ends_the_game():
    alice = {"board": SOCIETIES["board"], "score": ["Agriculture"]}
    g = start(
        spec(alice, {"board": {"blue": ["Tools"]}}, exhausted=list(range(5, 11))),
        CROWN,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Societies"})
    assert board(g, "Alice", "blue") == ["Tools", "Experimentation"]
    assert g.state.over and winners(g) == ["Alice"]


# ============================================================================ Industrialization
INDUSTRIALIZATION = {"red": ["Industrialization"]}  # 2 factories


def test_industrialization_tucks_a_six_for_each_pair_of_factories():
    # Industrialization (2 factories) over Coal splayed right (2 more): 4 in one colour
    alice = {"board": {"red": {"cards": ["Industrialization", "Coal"], "splay": "right"}}}
    s = spec(alice, WEAK, {"6": ["Canning", "Vaccination"]})
    g = start(s, FACTORY, Alice=4, Bob=0)
    answer(g, {"dogma": "Industrialization"})
    assert board(g, "Alice", "yellow") == ["Canning", "Vaccination"]  # the second beneath
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")  # red already right
    g3 = play(dict(s, edition="3rd", answers=[{"dogma": "Industrialization"}]))
    assert board(g3, "Alice", "yellow") == ["Canning"]  # one colour with factories


def test_industrialization_an_odd_factory_adds_nothing():
    alice = {"board": {**INDUSTRIALIZATION, "green": ["Invention"]}}  # 2 + 1 factories
    s = spec(alice, WEAK, {"6": ["Canning", "Vaccination"]})
    g = start(s, FACTORY, Alice=3, Bob=0)
    answer(g, {"dogma": "Industrialization"})
    assert board(g, "Alice", "yellow") == ["Canning"]
    g3 = play(dict(s, edition="3rd", answers=[{"dogma": "Industrialization"}]))
    assert board(g3, "Alice", "yellow") == ["Canning", "Vaccination"]  # two colours


def test_industrialization_counts_the_pairs_once_before_tucking():
    yellow = {"cards": ["Steam Engine", "Anatomy"], "splay": "up"}  # 2 factories + 0
    alice = {"board": {**INDUSTRIALIZATION, "yellow": yellow}}
    g = start(
        spec(alice, WEAK, {"6": ["Canning", "Machine Tools", "Vaccination"]}),
        FACTORY,
        Alice=4,
        Bob=0,
    )
    answer(g, {"dogma": "Industrialization"})
    # Canning tucked under the yellow pile splayed up shows 2 more factories: no extra draw
    assert board(g, "Alice", "yellow") == ["Steam Engine", "Anatomy", "Canning"]
    assert board(g, "Alice", "red") == ["Industrialization", "Machine Tools"]
    assert deck(g, 6)[0] == "Vaccination"
    assert asks(g, "Alice", "red", "pass")  # the red pile now holds two cards
    answer(g, "pass")
    assert splay(g, "Alice", "red") == "none" and is_action_choice(g, "Alice")


def test_industrialization_second_effect_splays_purple_right():
    alice = {"board": {**INDUSTRIALIZATION, "purple": ["Reformation", "Monotheism"]}}
    g = start(spec(alice, WEAK, {"6": ["Canning"]}), FACTORY, Alice=2, Bob=0)
    answer(g, {"dogma": "Industrialization"})
    assert asks(g, "Alice", "purple", "pass")
    answer(g, "purple")
    assert splay(g, "Alice", "purple") == "right" and board(g, "Alice", "yellow") == ["Canning"]


def test_industrialization_shared_by_an_opponent_gives_a_free_draw():
    bob = {"board": {"blue": ["Chemistry"]}}  # 2 factories: shares
    g = start(
        spec(
            {"board": INDUSTRIALIZATION},
            bob,
            {"6": ["Canning", "Vaccination", "Machine Tools"]},
        ),
        FACTORY,
        Alice=2,
        Bob=2,
    )
    answer(g, {"dogma": "Industrialization"})
    assert board(g, "Bob", "yellow") == ["Canning"]
    assert board(g, "Alice", "yellow") == ["Vaccination"]
    assert hand(g, "Alice") == ["Machine Tools"] and free_draws(g) == 1  # a free 6


def test_industrialization_draw_above_ten_ends_the_game():
    bob = {"board": {"red": ["Archery"]}, "score": ["Agriculture"]}
    g = start(
        spec({"board": INDUSTRIALIZATION}, bob, exhausted=list(range(6, 11))),
        FACTORY,
        Alice=2,
        Bob=0,
    )
    answer(g, {"dogma": "Industrialization"})
    assert g.state.over and winners(g) == ["Bob"]


# ============================================================================ Combustion (crown)
COMBUSTION = {"board": {"red": ["Combustion", "Oars"]}}  # 2 crowns (Oars covered)
SEVENS = {"7": ["Bicycle"]}


def test_combustion_victim_chooses_two_score_cards_then_bottom_red_returns():
    bob = {"board": {"red": ["Archery"]}, "score": ["Agriculture", "Calendar", "Mathematics"]}
    s = spec(COMBUSTION, bob, SEVENS)
    g = start(s, CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Combustion"})
    assert asks(g, "Bob", "Agriculture", "Calendar", "Mathematics")
    answer(g, "Calendar", "Mathematics")
    assert score(g, "Alice") == ["Calendar", "Mathematics"] and score(g, "Bob") == ["Agriculture"]
    assert board(g, "Alice", "red") == ["Combustion"] and deck(g, 1)[-1] == "Oars"
    assert is_action_choice(g, "Alice")
    # the 3rd edition: one card per four crowns on Alice's board; she has two
    g3 = play(dict(s, edition="3rd", answers=[{"dogma": "Combustion"}]))
    assert score(g3, "Alice") == [] and len(score(g3, "Bob")) == 3


def test_combustion_exactly_two_score_cards_go_without_asking():
    bob = {"board": {"red": ["Archery"]}, "score": ["Agriculture", "Calendar"]}
    g = start(spec(COMBUSTION, bob), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Combustion"})
    assert score(g, "Alice") == ["Agriculture", "Calendar"] and score(g, "Bob") == []
    assert is_action_choice(g, "Alice")


def test_combustion_with_fewer_than_two_gives_all():
    bob = {"board": {"red": ["Archery"]}, "score": ["Agriculture"]}
    g = start(spec(COMBUSTION, bob), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Combustion"})
    assert score(g, "Alice") == ["Agriculture"] and score(g, "Bob") == []


def test_combustion_empty_score_pile_gives_nothing():
    g = start(spec(COMBUSTION, {"board": {"red": ["Archery"]}}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Combustion"})
    assert score(g, "Alice") == [] and board(g, "Alice", "red") == ["Combustion"]


def test_combustion_alone_returns_itself():
    alice = {"board": {"red": ["Combustion"]}}
    g = start(spec(alice, {"board": {"blue": ["Tools"]}}), CROWN, Alice=2, Bob=0)
    answer(g, {"dogma": "Combustion"})
    assert board(g, "Alice", "red") == [] and deck(g, 7)[-1] == "Combustion"


def test_combustion_immune_opponent_keeps_score_and_shares_the_return_for_a_free_draw():
    bob = {"board": {"green": ["Sailing"], "red": ["Archery"]}, "score": ["Agriculture"]}  # 2
    g = start(spec(COMBUSTION, bob, SEVENS), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Combustion"})
    assert score(g, "Bob") == ["Agriculture"] and score(g, "Alice") == []
    assert board(g, "Bob", "red") == [] and board(g, "Alice", "red") == ["Combustion"]
    assert hand(g, "Alice") == ["Bicycle"] and free_draws(g) == 1  # a free 7


def test_combustion_sharer_without_red_gives_no_free_draw():
    bob = {"board": {"green": ["Sailing"]}, "score": ["Agriculture"]}  # 2 crowns, no red
    g = start(spec(COMBUSTION, bob, SEVENS), CROWN, Alice=2, Bob=2)
    answer(g, {"dogma": "Combustion"})
    assert score(g, "Bob") == ["Agriculture"] and board(g, "Alice", "red") == ["Combustion"]
    assert hand(g, "Alice") == [] and free_draws(g) == 0


# ============================================================================ Fission (clock)
FISSION = {"board": {"red": ["Fission"], "blue": ["Writing"]}}  # 3 clocks
TENS = {"10": ["Software", "Databases"]}


def test_fission_returns_a_top_card_of_any_board_and_draws_nothing():
    bob = {"board": {"red": ["Archery"]}}  # no clock: the demand hits him
    s = spec(FISSION, bob, TENS)
    g = start(s, CLOCK, Alice=3, Bob=0)
    answer(g, {"dogma": "Fission"})
    assert hand(g, "Bob") == ["Software"]  # blue: nothing is removed
    assert asks(g, "Alice", "Writing", "Archery")  # Fission itself is excluded
    answer(g, "Archery")
    assert board(g, "Bob", "red") == [] and deck(g, 1)[-1] == "Archery"
    assert hand(g, "Alice") == [] and deck(g, 10)[0] == "Databases"
    assert is_action_choice(g, "Alice")
    g3 = play(dict(s, edition="3rd", answers=[{"dogma": "Fission"}, "Archery"]))
    assert board(g3, "Bob", "red") == [] and hand(g3, "Alice") == ["Databases"]


def test_fission_may_return_the_activators_own_top_card():
    g = start(spec(FISSION, {"board": {"red": ["Archery"]}}, TENS), CLOCK, Alice=3, Bob=0)
    answer(g, {"dogma": "Fission"}, "Writing")
    assert board(g, "Alice", "blue") == [] and board(g, "Bob", "red") == ["Archery"]


def test_fission_with_only_fission_on_the_boards_returns_nothing():
    g = start(spec({"board": {"red": ["Fission"]}}, {}, TENS), CLOCK, Alice=3, Bob=0)
    answer(g, {"dogma": "Fission"})
    assert hand(g, "Bob") == ["Software"] and board(g, "Alice", "red") == ["Fission"]
    assert hand(g, "Alice") == [] and is_action_choice(g, "Alice")


def test_fission_red_ten_removes_everything_and_ends_the_action():
    bob = {"board": {"red": ["Archery"]}, "hand": ["Tools"]}
    g = start(spec(FISSION, bob, {"10": ["Robotics"]}), CLOCK, Alice=3, Bob=0)
    answer(g, {"dogma": "Fission"})
    removed = {e["card"] for e in events(g, "remove")}
    assert removed == {"Writing", "Fission", "Tools", "Robotics", "Archery"}
    assert events(g, "return") == []  # the second effect never ran
    # (with nothing left anywhere, Draw is everyone's only action and is taken at once)


def test_fission_victims_draw_above_ten_ends_the_game():
    alice = {"board": FISSION["board"], "score": ["Agriculture"]}
    g = start(spec(alice, {"board": {"red": ["Archery"]}}, exhausted=[10]), CLOCK, Alice=3, Bob=0)
    answer(g, {"dogma": "Fission"})
    assert g.state.over and winners(g) == ["Alice"]


def test_fission_immune_opponent_shares_the_return_for_a_free_draw():
    bob = {"board": {"blue": ["Rocketry"]}}  # 3 clocks: immune, shares
    carol = {"board": {"red": ["Archery"]}}  # 0 clocks: affected
    g = start(
        spec(FISSION, bob, {"10": ["Software"], "9": ["Genetics"]}, carol=carol),
        CLOCK,
        Alice=3,
        Bob=3,
        Carol=0,
    )
    answer(g, {"dogma": "Fission"})
    assert hand(g, "Bob") == [] and hand(g, "Carol") == ["Software"]
    assert asks(g, "Bob", "Writing", "Rocketry", "Archery")  # the sharer goes first
    answer(g, "Writing", "Archery")
    assert board(g, "Alice", "blue") == [] and board(g, "Carol", "red") == []
    assert board(g, "Bob", "blue") == ["Rocketry"]
    assert hand(g, "Alice") == ["Genetics"] and free_draws(g) == 1  # a free 9


def test_fission_free_draw_above_ten_ends_the_game():
    alice = {"board": {**FISSION["board"], "green": ["Sailing"]}, "score": ["Agriculture"]}
    bob = {"board": {"blue": ["Rocketry"]}}  # 3 clocks: shares
    g = start(spec(alice, bob, exhausted=[9, 10]), CLOCK, Alice=3, Bob=3)
    answer(g, {"dogma": "Fission"}, "Writing", "Sailing")  # Bob returns Writing, Alice Sailing
    assert board(g, "Alice", "blue") == [] and board(g, "Alice", "green") == []
    assert free_draws(g) == 1
    assert g.state.over and winners(g) == ["Alice"]  # the free 9 could not be drawn
