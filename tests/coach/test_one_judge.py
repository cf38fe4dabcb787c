"""One judge (issue 23): over 20 recorded games, the review never flags as a mistake an answer
the hint at that position ranked first, and every hint and every flagged mistake says why.

The hints are asked during play, on the live game, as a person at the table would; the review
runs afterwards on the record, with the judge's memory cleared, so the agreement comes from the
judgement being a function of the position as the player sees it (same settings, same seeded
deals), not from a shared cache. A tiny budget keeps the test fast; hints and review use the
same settings, as they do at the default ones.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from innovation.agents import make_agent
from innovation.coach.hints import hints
from innovation.coach.judge import clear_cache, settings_with
from innovation.coach.review import review
from innovation.engine.game import Game
from innovation.engine.records import GameRecord
from innovation.parallel import LocalExecutor

SETTINGS = settings_with(12)
GAMES = 20
# (edition, players) of the recorded games: mostly 2-player 3rd edition, a few others
TABLES = [("3rd", 2)] * 14 + [("4th", 2)] * 4 + [("3rd", 3)] * 2


def _play(k: int) -> tuple[Any, dict[int, Any], int]:
    """One recorded game: the reviewed seat asks for a hint at each of its decisions and
    follows it half the time (otherwise it plays at random); the others play `heuristic:1`.
    Returns the record, the live hint's first answer (JSON) per answer index, and the seat."""
    edition, players = TABLES[k]
    game = Game.new(edition, players, seed=500 + k)
    seat = k % players
    rng = random.Random(k)
    others = {q: make_agent("heuristic:1", seed=10 * k + q) for q in range(players) if q != seat}
    first: dict[int, Any] = {}
    index = 0
    while game.decision is not None:
        d = game.decision
        if d.player == seat:
            found = hints(game, SETTINGS)
            assert found, "a hint for every decision"
            for h in found:
                assert h.why.strip(), f"game {k}, answer {index}: a hint without a reason"
            first[index] = found[0].json
            if rng.random() < 0.5:
                answer = found[0].answer
            else:
                answer = rng.choice(d.options)
        else:
            answer = others[d.player].choose(game)
        game.answer(answer)
        index += 1
    return GameRecord.of(game), first, seat


@pytest.mark.parametrize("block", range(4))
def test_the_review_never_flags_the_hints_first_answer(block: int) -> None:
    mistakes = 0
    for k in range(block * GAMES // 4, (block + 1) * GAMES // 4):
        record, first, seat = _play(k)
        clear_cache()
        with LocalExecutor(1) as one:
            result = review(record, seat, SETTINGS, executor=one)
        assert [d.index for d in result.decisions] == sorted(first)
        for d in result.decisions:
            # the review's preferred answer is the live hint's first one
            assert d.best == first[d.index], f"game {k}, answer {d.index}"
            if d.answer == first[d.index]:
                assert not d.mistake and d.cost == 0.0
            assert d.win_after <= d.win_before
            if d.mistake:
                mistakes += 1
                assert d.why.strip() and "\n" in d.why, "a mistake is compared with the best"
    assert mistakes > 0, "random answers make mistakes: the check has something to check"


def test_the_judgement_is_the_same_in_another_process() -> None:
    """The web review runs in spawned processes (another string-hash seed): the judgement of
    a position must not depend on the process."""
    import json
    import os
    import subprocess
    import sys

    code = (
        "import json, random\n"
        "from innovation.engine.game import Game\n"
        "from innovation.coach.judge import judge, settings_with\n"
        "game = Game.new('4th', 2, seed=4)\n"
        "rng = random.Random(4)\n"
        "for _ in range(60):\n"
        "    game.answer(rng.choice(game.decision.options))\n"
        "j = judge(game, settings_with(60))\n"
        "print(json.dumps([[x.json, x.win] for x in j.ranked]))\n"
    )
    runs = []
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed)
        done = subprocess.run(
            [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
        )
        runs.append(json.loads(done.stdout))
    assert runs[0] == runs[1]


def _a_choice_of_three(edition: str, seed: int, rng_seed: int) -> Game:
    """A game played at random up to its first decision with three answers or more."""
    game = Game.new(edition, 2, seed=seed)
    rng = random.Random(rng_seed)
    while game.decision is not None and len(game.decision.options) < 3:
        game.answer(rng.choice(game.decision.options))
    return game


def test_the_chance_shown_is_the_searchs_estimate_made_bolder() -> None:
    """`sharpen` multiplies the log-odds: 1/2 and certainties stay, the rest moves away from
    1/2, the order of any two chances is kept (so no ranking or cost changes sign), and the
    standard error follows the slope; with a factor of 1 the judge shows the search's own
    estimates."""
    from dataclasses import replace

    from innovation.coach.judge import JUDGE, SHARPEN, judge, sharpened

    assert JUDGE.boldness("3rd") == SHARPEN[JUDGE.evaluation]["3rd"] > 1.0
    for fixed in (0.0, 0.5, 1.0):
        assert sharpened(fixed, None, 1.25)[0] == pytest.approx(fixed)
    chances = [0.02, 0.1, 0.3, 0.45, 0.55, 0.7, 0.9, 0.98]
    shown = [sharpened(p, None, 1.25)[0] for p in chances]
    assert shown == sorted(shown)
    assert all(s < p for s, p in zip(shown, chances, strict=True) if p < 0.5)
    assert all(s > p for s, p in zip(shown, chances, strict=True) if p > 0.5)
    assert sharpened(0.3, 0.02, 1.0) == (0.3, 0.02)
    win, error = sharpened(0.5, 0.02, 1.25)
    assert win == pytest.approx(0.5) and error == pytest.approx(0.025)  # the slope is 1.25 there
    game = _a_choice_of_three("3rd", seed=3, rng_seed=1)
    clear_cache()
    bold = judge(game, SETTINGS)
    plain = judge(game, replace(SETTINGS, sharpen=1.0))
    assert [j.json for j in bold.ranked] == [j.json for j in plain.ranked]
    for b, p in zip(bold.ranked, plain.ranked, strict=True):
        assert b.win == pytest.approx(sharpened(p.win, None, JUDGE.boldness("3rd"))[0])


def test_each_edition_has_its_own_factor() -> None:
    """The 4th edition's search estimates were not too timid (docs/ai.md): its chances are
    shown as the search makes them; a factor set in the settings wins over the table, and an
    edition or evaluation the table does not name gets 1."""
    from dataclasses import replace

    from innovation.coach.judge import JUDGE, judge

    assert JUDGE.boldness("4th") == 1.0 and JUDGE.boldness("1st") == 1.0
    assert replace(JUDGE, evaluation="linear").boldness("3rd") == 1.0
    assert replace(JUDGE, sharpen=1.5).boldness("4th") == 1.5
    game = _a_choice_of_three("4th", seed=5, rng_seed=2)
    clear_cache()
    shown = judge(game, SETTINGS)
    plain = judge(game, replace(SETTINGS, sharpen=1.0))
    assert [(j.json, j.win) for j in shown.ranked] == [(j.json, j.win) for j in plain.ranked]
