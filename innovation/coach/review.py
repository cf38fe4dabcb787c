"""The post-game review of one seat: for each of its decisions, the estimated chance to win
before it, the answer the AI prefers, what the chosen answer cost, and why.

Each decision is the coach's judgement of that position (`coach.judge`: the same search, with
the same settings and the same deals, as the hint at that position would be — so the review
never calls a mistake the answer the hint ranks first). The chance to win before the decision
is the estimate of the judge's preferred answer; the chance after is the estimate of the answer
chosen, never more than the chance before (an answer estimated as good as the preferred one
costs nothing). A decision whose answer cost `MISTAKE` (10 points of win chance) or more is a
mistake. Every decision carries its reason in words (`coach.explain`).

The decisions are independent, so they run on every core (`innovation.parallel`: local
processes, or Ray tasks), a contiguous run of decisions per task (one replay of the record up
to its first decision).

    innovation review RECORD.json --seat 0 [--iterations N] [--json] [--backend ray]
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..engine.records import GameRecord
from .judge import JUDGE, JudgeSettings, judge

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..parallel import Executor
    from ..text.render import Words

MISTAKE = 0.10  # a decision that costs this much win chance or more is a mistake
CHUNKS_PER_WORKER = 4


@dataclass
class Reviewed:
    """One decision of the reviewed seat."""

    index: int  # the answer's position in the record
    answer: Any  # as JSON, as in the record
    best: Any  # the AI's preferred answer, as JSON
    win_before: float
    win_after: float  # never more than win_before
    turn: int = 0
    prompt: str = ""
    why: str = ""  # the reason in English words (`coach.explain`)
    sure: bool = True  # the chosen answer's estimate is within 5 points (95% interval)
    low: float = 0.0  # the chosen answer's 95% interval
    high: float = 1.0
    reason: list[Any] = field(default_factory=list)  # the reason as phrases (coach.messages)
    kind: str = ""  # the decision's kind (to show its answers as a player's screen does)

    @property
    def cost(self) -> float:
        return max(0.0, self.win_before - self.win_after)

    @property
    def agrees(self) -> bool:
        """The answer given is the judge's preferred one."""
        return self.best == self.answer

    @property
    def mistake(self) -> bool:
        """Another answer was preferred, by `MISTAKE` or more as shown (in whole points)."""
        return not self.agrees and round(100 * self.cost) >= round(100 * MISTAKE)

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "answer": self.answer,
            "best": self.best,
            "win_before": round(self.win_before, 4),
            "win_after": round(self.win_after, 4),
            "cost": round(self.cost, 4),
            "mistake": self.mistake,
            "uncertain": not self.sure,
            "interval": [round(self.low, 4), round(self.high, 4)],
            "why": self.why,
            "reason": self.reason,
            "kind": self.kind,
        }


@dataclass
class Review:
    seat: int
    player: str
    decisions: list[Reviewed]
    settings: JudgeSettings
    won: bool
    elapsed: float = 0.0
    answers: int = 0  # answers in the record
    extra: dict[str, Any] = field(default_factory=dict)
    edition: str = "3rd"  # the game's edition (for its cards' names in a language)

    def summary(self) -> dict[str, Any]:
        costs = [d.cost for d in self.decisions]
        worst = max(self.decisions, key=lambda d: d.cost, default=None)
        out: dict[str, Any] = {
            "mistakes": sum(d.mistake for d in self.decisions),
            "decisions": len(self.decisions),
            "player": self.player,
            "won": self.won,
            "average_cost": round(sum(costs) / len(costs), 4) if costs else 0.0,
            "worst": worst.index if worst is not None and worst.cost > 0 else None,
            "mistake_threshold": MISTAKE,
            "answers": self.answers,
            "iterations_per_decision": self.settings.iterations,
            "worlds": self.settings.worlds,
            "evaluation": self.settings.evaluation,
        }
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "decisions": [d.to_json() for d in self.decisions],
            "summary": self.summary(),
        }

    def lines(self, words: Words | str | None = None) -> list[str]:
        """The review as a table, for the terminal, in the language of `words` (a `Words` or
        a language code; English by default)."""
        from .explain import reason_text
        from .messages import answer_phrase, render, words_of

        w = words_of(words, self.edition)
        s = self.summary()
        # one whole message a line (a count each), none glued from pieces (issue 38)
        if self.won:
            head = w.t("Review of {player} (seat {seat}), who won", player=self.player, seat=self.seat)
        else:
            head = w.t("Review of {player} (seat {seat}), who lost", player=self.player, seat=self.seat)
        out = [
            head,
            w.tn(
                "{n} decision reviewed, each with a search of {iterations} iterations and "
                "{deals} deals",
                "{n} decisions reviewed, each with a search of {iterations} iterations and "
                "{deals} deals",
                s["decisions"],
                iterations=self.settings.iterations,
                deals=self.settings.worlds,
            ),
            w.tn(
                "{n} mistake (a loss of {threshold} percentage points of winning chance or more)",
                "{n} mistakes (a loss of {threshold} percentage points of winning chance or "
                "more)",
                s["mistakes"],
                threshold=round(100 * MISTAKE),
            ),
            _columns(w),
        ]
        for d in self.decisions:
            if d.agrees:
                best = w.t("(same)")
            elif round(100 * d.cost) == 0:
                best = w.t("(as good)")  # another answer is preferred, by less than a point
            else:
                best = _short(render(answer_phrase(d.kind, d.best), w))
            out.append(
                f"{d.index:>5} {d.turn:>4}  {_short(render(answer_phrase(d.kind, d.answer), w)):<24} "
                f"{_pct(d.win_before):>6}  {best:<24} "
                f"{_pct(d.win_after):>5} {round(100 * d.cost):>4}"
                + ("  " + w.t("MISTAKE") if d.mistake else "")
                + ("" if d.sure else "  " + w.t("(uncertain)"))
            )
            if d.mistake:
                why = reason_text(d.reason, w) if d.reason else d.why
                out.extend(f"{'':>12}{line}" for line in why.splitlines())
        return out


def _columns(w: Words) -> str:
    """The table's header row."""
    index, turn, answer = w.t("index"), w.t("turn"), w.t("answer")
    before, prefers = w.t("before"), w.t("AI prefers")
    after, cost = w.t("after"), w.t("cost")
    return f"{index:>5} {turn:>4}  {answer:<24} {before:>6}  {prefers:<24} {after:>5} {cost:>4}"


def _pct(x: float) -> str:
    return f"{round(100 * x)}%"


def _short(text: str, width: int = 24) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


# ---------------------------------------------------------------------------------- running
@dataclass
class _Task:
    record: dict[str, Any]
    seat: int
    indices: list[int]
    settings: JudgeSettings


def seat_decisions(record: GameRecord, seat: int) -> list[int]:
    """The positions in the record of the answers given by `seat`."""
    game = record.initial()
    out = []
    for i, answer in enumerate(record.answers):
        d = game.decision
        if d is None:
            raise ValueError(f"the record has answers after the game ended (answer {i})")
        if d.player == seat:
            out.append(i)
        try:
            game.answer_json(answer)
        except Exception as exc:
            raise ValueError(f"answer {i} ({answer!r}) does not replay: {exc}") from exc
    return out


def review_chunk(task: _Task) -> list[Reviewed]:
    """Review some decisions of one seat (a task: one replay of the record, then forward)."""
    record = GameRecord.from_json(task.record)
    game = record.initial()
    done = 0
    out = []
    for index in task.indices:
        while done < index:
            game.answer_json(record.answers[done])
            done += 1
        d = game.decision
        assert d is not None and d.player == task.seat
        chosen = d.decode(record.answers[index], game.names)
        out.append(reviewed(game, chosen, index, task.settings))
    return out


def reviewed(game: Game, chosen: Any, index: int, settings: JudgeSettings) -> Reviewed:
    """The review of one decision: `chosen` answered the pending decision of `game`."""
    from .explain import reason, reason_text

    d = game.decision
    assert d is not None
    j = judge(game, settings)
    best = j.best
    mine = j.of(chosen)
    before = best.win
    after = before if mine is best else min(mine.win, before)
    cost = before - after
    said = reason(game, chosen, None if mine is best else best.answer, 100 * cost, key=j.key)
    return Reviewed(
        index=index,
        answer=d.encode(chosen, game.names),
        best=best.json,
        win_before=before,
        win_after=after,
        turn=game.state.turn,
        prompt=d.prompt,
        why=reason_text(said),
        sure=mine.sure,
        low=mine.low,
        high=mine.high,
        reason=said,
        kind=d.kind,
    )


def review(
    record: GameRecord,
    seat: int,
    settings: JudgeSettings | None = None,
    executor: Executor | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Review:
    """Review every decision `seat` made in the finished game of `record`.

    `settings`: the judge's (`coach.judge.JUDGE`, what hints use, by default); `executor`
    runs the decisions (default: every local core); `progress(done, total)` is called as
    decisions finish."""
    from ..parallel import LocalExecutor

    settings = settings or JUDGE
    final = record.replay()
    if not 0 <= seat < len(record.players):
        raise ValueError(
            f"seat must be from 0 to {len(record.players) - 1} (the players: "
            f"{', '.join(record.players)})"
        )
    if not final.over:
        raise ValueError(
            "the game in this record is not finished: only finished games are reviewed"
        )
    started = time.perf_counter()
    indices = seat_decisions(record, seat)
    own = executor is None
    ex = executor if executor is not None else LocalExecutor()
    try:
        workers = max(1, ex.workers)
        n_chunks = max(1, min(len(indices), workers * CHUNKS_PER_WORKER))
        size = -(-len(indices) // n_chunks) if indices else 1
        data = record.to_json()
        tasks = [
            _Task(data, seat, indices[k : k + size], settings)
            for k in range(0, len(indices), size)
        ]
        results: list[Reviewed] = []
        for chunk in ex.as_completed(review_chunk, tasks):
            results.extend(chunk)
            if progress is not None:
                progress(len(results), len(indices))
    finally:
        if own:
            ex.close()
    results.sort(key=lambda r: r.index)
    return Review(
        seat=seat,
        player=record.players[seat],
        decisions=results,
        settings=settings,
        won=seat in final.winners,
        elapsed=time.perf_counter() - started,
        answers=len(record.answers),
        edition=record.edition,
    )
