"""ISMCTS in Echoes games: a leaf in the middle of an action is scored once the action is over
(`ISMCTSAgent.play_out`), and base games search exactly as before."""

from __future__ import annotations

from innovation.agents.ismcts import ISMCTSAgent
from innovation.engine.decisions import ACTION
from innovation.engine.game import Game
from tests.helpers import answer, hand, play

from .helpers import positions

# Alice's highest top card's value (1) is held by two top cards: she draws base 1s, not Echoes
COMB = {
    "edition": "4th",
    "expansions": ["echoes"],
    "players": {
        "Alice": {"board": {"green": ["Comb"], "red": ["Archery"]}, "hand": ["Pottery"]},
        "Bob": {"board": {"blue": ["Writing"]}},
    },
    "decks": {
        "1": ["Sailing", "Agriculture", "Clothing", "Oars", "Metalworking", "Mysticism"],
    },
}


def test_finishing_is_on_only_in_games_with_an_expansion() -> None:
    for expansions, on in (((), False), (("echoes",), True)):
        for edition in ("3rd", "4th"):
            game = Game.new(edition, 2, seed=3, expansions=expansions)
            agent = ISMCTSAgent(seed=1, iterations=8)
            while game.decision is not None and len(game.decision.options) < 2:
                game.answer(game.decision.options[0])
            agent.choose(game)
            assert agent._finish is on, (edition, expansions)
    assert ISMCTSAgent(finish=True).finish is True
    assert ISMCTSAgent(finish=False).finish is False


def test_a_leaf_in_the_middle_of_comb_is_scored_after_the_returns() -> None:
    """Comb draws five 1s and returns those of other colours, one question per card: scored
    before the returns, the hand would hold four cards that are about to go."""
    g = play({**COMB})
    answer(g, {"dogma": "Comb"})
    assert g.decision is not None and g.decision.kind != ACTION  # the colour to keep
    answer(g, "green")  # green: of the five 1s drawn, Sailing and Clothing stay
    assert g._step is not None and len(hand(g, "Alice")) == 6  # Pottery and the five drawn
    agent = ISMCTSAgent(seed=2, iterations=1, finish=True)
    agent._finish = True
    agent.play_out(g)
    assert g._step is None  # the action is over
    assert hand(g, "Alice") == ["Clothing", "Pottery", "Sailing"]


def test_play_out_ends_every_action_it_starts_in() -> None:
    agent = ISMCTSAgent(seed=3, iterations=1)
    agent._finish = True
    games = positions(range(3), 2, rate=0.2, edition="4th", mid_only=True, expansions=("echoes",))
    assert len(games) > 20
    for game in games:
        g = game.clone()
        agent.play_out(g)
        assert g.decision is None or g._step is None or g.decision.kind == ACTION


def test_base_games_search_as_before() -> None:
    """Without an expansion the default finishes nothing: the same answers, visit for visit,
    as an agent told not to."""
    for edition in ("3rd", "4th"):
        for game in positions(range(2), 2, rate=0.03, edition=edition):
            if len(game.decision.options) < 2:
                continue
            a = ISMCTSAgent(seed=5, iterations=40).analyse(game)
            b = ISMCTSAgent(seed=5, iterations=40, finish=False).analyse(game)
            assert [(e.visits, e.win) for e in a.estimates] == [
                (e.visits, e.win) for e in b.estimates
            ]
