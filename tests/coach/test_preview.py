"""Previews and reasons (innovation/coach/preview.py): who shares, who is vulnerable, whether a
sharing bonus is possible, what each achievement still needs, how far each special is — checked
on hand-made positions against what the engine then does, and on random positions against the
engine's own rules (legal Achieve actions, special-achievement conditions)."""

from __future__ import annotations

import random

from innovation.agents.determinize import determinize
from innovation.coach import (
    achievement_gaps,
    board_previews,
    dogma_preview,
    reason_lines,
    reasons,
    special_distances,
)
from innovation.engine.decisions import ACTION
from tests.agents.helpers import positions
from tests.helpers import hand, play


def _three(alice: dict, bob: dict, carol: dict, **extra) -> dict:
    spec = {"seed": 3, "players": {"Alice": alice, "Bob": bob, "Carol": carol}}
    spec.update(extra)
    return spec


def test_a_demand_hits_the_players_with_fewer_icons_as_the_engine_does() -> None:
    spec = _three(
        {"board": {"red": ["Archery"]}},  # 2 castles
        {"board": {"blue": ["Writing"]}, "hand": ["Calendar"]},  # no castle
        {"board": {"green": ["The Wheel"]}, "hand": ["Agriculture"]},  # 3 castles
        decks={"1": ["Pottery", "Tools"]},
    )
    game = play(spec)
    preview = dogma_preview(game, "Archery")
    assert preview.activator == 0
    assert preview.counts == [2, 0, 3]
    assert [d.vulnerable for d in preview.demands] == [[1]]
    assert preview.sharing == [] and not preview.has_shared_effects
    assert not preview.bonus_possible
    as_json = preview.to_json(game.names)
    assert as_json["icon"] == "castle" and as_json["demands"][0]["vulnerable"] == ["Bob"]
    text = "\n".join(preview.lines(game.names, viewer=1))
    assert "hits you" in text
    # the engine agrees: Bob draws a 1 and gives Alice his highest card; Carol is untouched
    game.answer_json({"dogma": "Archery"})
    assert hand(game, "Alice") == ["Calendar"]
    assert hand(game, "Bob") == ["Pottery"]
    assert hand(game, "Carol") == ["Agriculture"]


def test_sharing_and_the_bonus() -> None:
    spec = _three(
        {"board": {"red": ["Oars"]}},  # 2 castles: a demand, then a shared effect
        {"board": {"yellow": ["Masonry"]}},  # 3 castles: shares, not hit
        {"board": {"blue": ["Writing"]}},  # 0: hit, does not share
    )
    game = play(spec)
    preview = dogma_preview(game, "Oars")
    assert preview.sharing == [1]
    assert [d.vulnerable for d in preview.demands] == [[2]]
    assert preview.has_shared_effects and preview.bonus_possible
    # Bob's Masonry seen from Bob's side: Alice (2) and Carol (0) have fewer castles
    masonry = dogma_preview(game, "Masonry")
    assert masonry.activator == 1 and masonry.sharing == [] and not masonry.bonus_possible


def test_partners_share_but_bring_no_bonus_and_are_never_hit() -> None:
    spec = {
        "seed": 2,
        "teams": True,
        "players": {
            "Alice": {"board": {"red": ["Oars"]}},  # 2 castles
            "Bob": {"board": {"blue": ["Writing"]}},  # 0: hit
            "Carol": {"board": {"green": ["The Wheel"]}},  # Alice's partner, 3: shares
            "Dave": {"board": {"purple": ["Code of Laws"]}},  # 0: hit
        },
    }
    game = play(spec)
    preview = dogma_preview(game, "Oars")
    assert preview.sharing == [2]
    assert [d.vulnerable for d in preview.demands] == [[1, 3]]
    assert not preview.bonus_possible  # only a partner shares
    writing = dogma_preview(game, "Writing")  # Bob's 2 lightbulbs: nobody else has one
    assert writing.counts == [0, 2, 0, 0]
    assert writing.sharing == [] and not writing.bonus_possible


def test_an_eliminated_player_takes_no_part() -> None:
    spec = _three(
        {"board": {"red": ["Oars"]}},  # 2 castles
        {"board": {"blue": ["Writing"]}},  # 0 castles, but out of the game
        {"board": {"yellow": ["Masonry"]}},  # 3 castles: shares
        edition="4th",
        eliminated=["Bob"],
    )
    game = play(spec)
    preview = dogma_preview(game, "Oars")
    assert [d.vulnerable for d in preview.demands] == [[]]
    assert preview.sharing == [2] and preview.bonus_possible


def test_distant_players_negotiate_in_the_fourth_edition() -> None:
    spec = {
        "seed": 6,
        "edition": "4th",
        "players": {
            "Alice": {"board": {"red": ["Oars"]}},  # 2 castles
            "Bob": {"board": {"blue": ["Writing"]}},  # neighbour, 0: hit
            "Cleo": {"board": {"yellow": ["Masonry"]}},  # across the table, 3: shares if she pays
            "Dave": {"board": {"purple": ["Code of Laws"]}},  # neighbour, 0: hit
        },
    }
    game = play(spec)
    assert game.negotiation
    preview = dogma_preview(game, "Oars")
    assert preview.sharing == [2] and [d.vulnerable for d in preview.demands] == [[1, 3]]
    assert preview.negotiable == [2]
    assert preview.to_json(game.names)["negotiable"] == ["Cleo"]
    assert "Cleo (not Alice's neighbours)" in "\n".join(preview.lines(game.names))
    # read by Alice: her own card, one message for "your"; read by Cleo: the list after a colon
    assert "Cleo (not your neighbours) share" in "\n".join(preview.lines(game.names, 0))
    assert "not Alice's neighbours, so sharing or escaping a demand only by returning a card " \
        "from hand: you" in "\n".join(preview.lines(game.names, 2))


def test_every_top_card_is_previewed_and_a_card_elsewhere_is_refused() -> None:
    game = play(_three({"board": {"red": ["Oars"]}, "hand": ["Sailing"]}, {}, {}))
    assert [p.card.name for p in board_previews(game)] == ["Oars"]
    try:
        dogma_preview(game, "Sailing")
    except ValueError as exc:
        assert "not a top card" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("a card in a hand has no Dogma to preview")


def test_what_each_achievement_still_needs() -> None:
    spec = {
        "seed": 4,
        "players": {
            "Alice": {
                "board": {"red": ["Construction"]},  # highest top card: 2
                "score": ["Calendar", "Mathematics", "Oars", "Sailing", "Pottery"],  # 7 points
            },
            "Bob": {"board": {"blue": ["Writing"]}},
        },
        "achievements": [1, 2, 3],
        "current": "Alice",
    }
    game = play(spec)
    gaps = {g.age: g for g in achievement_gaps(game, 0)}
    assert gaps[1].claimable
    assert gaps[2].points_short == 3 and not gaps[2].top_short
    assert gaps[3].points_short == 8 and gaps[3].top_short and gaps[3].highest_top == 2
    assert "3 more points" in gaps[2].text() and "age 3 or more" in gaps[3].text()
    # the engine offers exactly the claimable ones
    offered = {o[1] for o in game.decision.options if o[0] == "achieve"}
    assert offered == {age for age, g in gaps.items() if g.claimable} == {1}


def test_distance_to_each_special_achievement() -> None:
    spec = {
        "seed": 5,
        "players": {
            "Alice": {
                "board": {
                    "red": ["Archery"],  # 2 castles, 1 lightbulb
                    "blue": {"cards": ["Writing", "Tools"], "splay": "right"},
                    "green": ["Sailing"],  # 2 crowns, 1 leaf
                },
                "tucked_this_turn": 4,
                "scored_this_turn": 1,
            },
            "Bob": {"board": {"purple": ["Code of Laws"]}},
        },
        "specials": ["Monument", "Empire", "World", "Wonder", "Universe"],
    }
    game = play(spec)
    alice = {s.name: s for s in special_distances(game) if s.player == 0}
    assert alice["Monument"].short == 2
    assert alice["Monument"].missing == ["2 tucks or 5 scores this turn"]
    assert alice["World"].short == 12 and alice["World"].missing == ["12 clocks"]
    empire = alice["Empire"]
    icons = game.state.players[0].icons
    assert empire.short == sum(max(0, 3 - icons[i]) for i in range(6))
    assert "3 factories" in empire.missing and "3 clocks" in empire.missing
    # blue is splayed right; red and green are single cards; yellow and purple are empty
    assert alice["Wonder"].short == 4
    assert alice["Wonder"].missing == ["2 colours", "2 piles splayed right or up"]
    assert alice["Universe"].short == 5
    lines = "\n".join(reason_lines(game, 0))
    assert "Monument: still missing for you: 2 tucks or 5 scores this turn" in lines


def test_on_random_positions_the_reasons_agree_with_the_engine() -> None:
    checked = 0
    games = positions(range(6), 2, rate=0.1) + positions(range(3), 4, teams=True, rate=0.05)
    games += positions(range(3), 3, rate=0.05, edition="4th")  # its Monument and Wonder differ
    for game in games:
        conditions = game.edition.specials
        for s in special_distances(game):
            assert (s.short == 0) == bool(conditions[s.name](game.state.players[s.player]))
        d = game.decision
        if d is not None and d.kind == ACTION and game._step is None:
            gaps = achievement_gaps(game, d.player)
            offered = {o[1] for o in d.options if o[0] == "achieve"}
            assert offered == {g.age for g in gaps if g.claimable}
            checked += 1
        for p in board_previews(game):
            assert p.activator not in p.sharing
            for demand in p.demands:
                assert all(game.teams[q] != game.teams[p.activator] for q in demand.vulnerable)
    assert checked > 20


def test_reasons_read_only_what_the_viewer_may_see() -> None:
    """Dealing every hidden card again, consistently with a player's view, changes nothing."""
    rng = random.Random(5)
    compared = 0
    for game in positions(range(4), 3, rate=0.08):
        d = game.decision
        if d is None:
            continue
        other = determinize(game, d.player, rng)
        assert reasons(other) == reasons(game)
        compared += 1
    assert compared > 10
