"""The fixed action space: every legal answer has its own index, the mask is exactly the legal
answers, and index and answer map back and forth, over random games of every table size and
every edition (the 4th with 2-6 players, teams of several shapes and negotiation)."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

import numpy as np
import pytest

from innovation import Game
from innovation.engine import scenario
from innovation.engine.cards import Card
from innovation.engine.decisions import ACTION, CARD, OPTION, PLAYER, VALUE, Decision
from innovation.engine.editions import get_edition
from innovation.engine.state import BOARD
from innovation.rl import actions as A

from .helpers import ALL_TABLES, EDITIONS, FOURTH_TABLES, random_games

ALL_KINDS = {"action", "setup", "card", "color", "player", "yesno", "option", "value"}


def test_the_layout_is_fixed_and_covers_the_space() -> None:
    for edition in [*EDITIONS, "4th"]:
        lay = A.layout(edition)
        at = 0
        for _name, start, width in lay.blocks():
            assert start == at
            at += width
        assert at == lay.size == A.action_size(edition)
        assert lay.describe(lay.meld + 3) == "meld 3"
        assert lay.describe(lay.achieve) == "achieve 1"
        assert lay.describe(lay.value + 10) == "value 11"
        assert lay.describe(lay.pass_) == "pass"
    for edition in EDITIONS:  # version 1, as published
        lay = A.layout(edition)
        assert (lay.version, lay.size, lay.n_players, lay.n_options) == (1, 353, 4, 3)
        assert (lay.pass_, lay.player, lay.option) == (327, 333, 350)
    lay = A.layout("4th")
    assert (lay.version, lay.n_cards, lay.n_players, lay.n_options) == (2, 115, 6, A.MAX_OPTIONS)
    assert lay.size == 1 + 3 * 115 + 11 + 1 + 5 + 6 + 2 + 11 + A.MAX_OPTIONS == 390
    assert lay.describe(lay.player + 5) == "player 5"


def _same(a: object, b: object) -> bool:
    return a is b if isinstance(a, Card) or a is None else a == b and type(a) is type(b)


def _check_decision(game: Game, rng: random.Random) -> None:
    d = game.decision
    lay = A.layout(game.edition)
    indices = A.legal_actions(game)
    assert len(set(indices)) == len(indices) == len(d.options)  # distinct slots
    mask = A.legal_mask(game)
    assert mask.dtype == np.bool_ and mask.shape == (lay.size,)
    assert set(np.flatnonzero(mask)) == set(indices)  # exactly the legal answers
    named = [o for o in d.options if o is not None]
    for option, index in zip(d.options, indices, strict=True):
        assert A.encode(game, option) == index
        assert _same(A.decode(game, index), option)
        if option is None:
            assert index == lay.pass_
        elif d.kind == PLAYER:
            assert index - lay.player == (option - d.player) % game.n_players < lay.n_players
        elif d.kind == OPTION:
            assert index - lay.option == named.index(option) < lay.n_options
        elif d.kind == VALUE:
            assert index - lay.value == option - 1
    illegal = [i for i in rng.sample(range(lay.size), 12) if not mask[i]]
    for i in illegal[:3]:
        with pytest.raises(A.IllegalAction, match="not legal"):
            A.decode(game, i)


@pytest.mark.parametrize(("edition", "players", "teams"), ALL_TABLES)
def test_masks_and_round_trips_over_random_games(
    edition: str, players: int, teams: bool | str
) -> None:
    rng = random.Random(players)
    kinds: Counter[str] = Counter()
    for game in random_games(range(3), players, teams, edition):
        if game.decision is None:
            assert not A.legal_mask(game).any()
            continue
        kinds[game.decision.kind] += 1
        _check_decision(game, rng)
    assert {"action", "setup", "card", "yesno", "color"} <= set(kinds)


@pytest.mark.parametrize("edition", [*EDITIONS, "4th"])
def test_every_decision_kind_is_covered(edition: str) -> None:
    """The rare kinds (player, option, value) come up too, in every edition; in the 4th, value
    questions that may be declined (None, the pass slot) and option questions too."""
    rng = random.Random(0)
    kinds: set[str] = set()
    declined: set[str] = set()
    for game in random_games(range(40), 2, False, edition):
        d = game.decision
        if d is not None and d.kind not in ("action", "card"):
            kinds.add(d.kind)
            if None in d.options:
                declined.add(d.kind)
            _check_decision(game, rng)
    assert kinds | {"action", "card"} == ALL_KINDS
    if edition == "4th":
        assert {VALUE, "color"} <= declined


def _is_distant_dogma(game: Game, option: object) -> bool:
    st = game.state
    return (
        isinstance(option, tuple)
        and option[0] == "dogma"
        and st.where[option[1].id] != (BOARD, st.current)
    )


@pytest.mark.parametrize("players", [4, 5, 6])
def test_negotiation_is_in_the_action_space(players: int) -> None:
    """4th edition, four or more players without teams: a distant player's top card can be
    activated (its dogma slot), the card paid for it is a card question with a pass, and the
    sharing and escaping offers are card questions with a pass too; all round-trip."""
    rng = random.Random(players)
    distant = paid = offered = 0
    for game in random_games(range(4), players, False, "4th"):
        d = game.decision
        if d is None:
            continue
        if d.kind == ACTION and any(_is_distant_dogma(game, o) for o in d.options):
            distant += 1
            _check_decision(game, rng)
            lay = A.layout(game.edition)
            for o in d.options:
                if _is_distant_dogma(game, o):
                    assert A.encode(game, o) == lay.dogma + o[1].id
        elif d.kind == CARD and "to negotiate with" in d.prompt:
            paid += 1  # the price of a distant top card: a card from hand, no decline
            assert None not in d.options
            _check_decision(game, rng)
        elif d.kind == CARD and ("hand to share" in d.prompt or "to escape the demand" in d.prompt):
            offered += 1  # to share or escape a distant player's dogma: may be declined
            assert None in d.options
            _check_decision(game, rng)
    assert distant > 20 and paid > 0 and offered > 0


def test_no_negotiation_with_teams_or_fewer_players() -> None:
    for players, teams in FOURTH_TABLES:
        if players >= 4 and not teams:
            continue
        for game in random_games(range(1), players, teams, "4th"):
            d = game.decision
            if d is not None and d.kind == ACTION:
                assert not any(_is_distant_dogma(game, o) for o in d.options)


def test_an_option_question_with_many_options_and_a_decline() -> None:
    """Publications offers every special achievement to junk or restore, and a decline."""
    game = scenario.run(
        {
            "edition": "4th",
            "players": {"Alice": {"board": {"blue": ["Publications"]}}, "Bob": {}},
            "junk": ["World"],
            "answers": [{"dogma": "Publications"}],
        }
    )
    d = game.decision
    assert d.kind == OPTION and len(d.options) == 6
    _check_decision(game, random.Random(0))
    lay = A.layout(game.edition)
    assert sorted(A.legal_actions(game)) == [lay.option + k for k in range(5)] + [
        lay.option + 5 if "pass" in d.options else lay.pass_
    ]


def test_a_declined_option_question_encodes_to_pass() -> None:
    """An option question whose decline is None (as card questions' are)."""
    edition = get_edition("4th")
    lay = A.layout(edition)
    options = ["a", "b", "c", "d", "e", "f", None]
    game = SimpleNamespace(
        decision=Decision(0, OPTION, "choose", options),
        edition=edition,
        n_players=3,
        names=["Alice", "Bob", "Carol"],
    )
    indices = A.legal_actions(game)  # type: ignore[arg-type]
    assert indices == [lay.option + k for k in range(6)] + [lay.pass_]
    assert A.decode(game, lay.pass_) is None  # type: ignore[arg-type]
    assert A.decode(game, lay.option + 5) == "f"  # type: ignore[arg-type]
    assert A.encode(game, None) == lay.pass_  # type: ignore[arg-type]
    nine = Decision(0, OPTION, "choose", list("abcdefghi"))
    too_many = SimpleNamespace(**{**vars(game), "decision": nine})
    with pytest.raises(ValueError, match="no slot"):
        A.legal_actions(too_many)  # type: ignore[arg-type]


def test_players_by_relative_seat_up_to_six() -> None:
    edition = get_edition("4th")
    lay = A.layout(edition)
    game = SimpleNamespace(
        decision=Decision(4, PLAYER, "choose", [0, 1, 2, 3, 5, None]),
        edition=edition,
        n_players=6,
        names=list("ABCDEF"),
    )
    assert A.legal_actions(game) == [  # type: ignore[arg-type]
        lay.player + 2,
        lay.player + 3,
        lay.player + 4,
        lay.player + 5,
        lay.player + 1,
        lay.pass_,
    ]


def test_bad_indices_are_refused_with_a_clear_error_and_change_nothing() -> None:
    game = Game.new("3rd", 2, seed=3)
    before = scenario.position(game)
    for bad in (-1, 353, 10_000, "draw", None, 2.5):
        with pytest.raises(A.IllegalAction):
            A.decode(game, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"draw\) is not legal.*setup.*legal actions: \d+ \(card"):
        A.decode(game, 0)  # draw while choosing the setup card
    assert scenario.position(game) == before
    with pytest.raises(A.IllegalAction):
        A.encode(game, ("draw",))
    assert A.decode(game, np.int64(A.legal_actions(game)[0])) in game.decision.options
    game = Game.new("4th", 6, seed=3)
    with pytest.raises(A.IllegalAction, match="outside the action space 0..389"):
        A.decode(game, 390)


def test_finished_games_have_no_legal_actions() -> None:
    for edition in ("3rd", "4th"):
        *_, game = random_games(range(1), 2, False, edition)
        assert game.over
        assert A.legal_actions(game) == [] and not A.legal_mask(game).any()
        with pytest.raises(A.IllegalAction, match="over"):
            A.decode(game, 0)
