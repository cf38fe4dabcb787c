"""Game records (like PGN for chess), and a game saved as JSON (its record and position).

A record is the edition, the players, the options, the seed — or the scenario position the game
started from — and every answer in order. Replaying a record rebuilds the same game exactly.
Records sit above the game and scenarios in the engine's layers, as PGN sits above the board in
python-chess: `GameRecord.of(game)`, `game_to_json(game)`, `game_from_json(data)`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .deal import DEAL, DEALS, LEGACY_DEAL
from .game import Game
from .scenario import build, position

RECORD_FORMAT = "innovation-record/1"


@dataclass
class GameRecord:
    edition: str
    players: list[str]
    seed: int = 0
    teams: bool | str = False  # each seat's team letter ("ABAB"), or False
    hide_covered: bool | None = None
    start: dict[str, Any] | None = None  # a scenario position instead of a fresh deal
    answers: list[Any] = field(default_factory=list)
    # the generator the piles were shuffled with (engine/deal.py); a record without one was
    # made before the current generator, with Python's Mersenne Twister
    deal: str = DEAL
    # the expansions played with (docs/expansions.md); none in a record made before them
    expansions: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, game: Game) -> GameRecord:
        return cls(
            expansions=list(game.edition.expansion_names),
            edition=game.edition.name,
            players=list(game.names),
            seed=game.seed,
            teams=game.options.get("teams") or False,
            hide_covered=game.options.get("hide_covered"),
            start=game.start,
            answers=list(game.history),
            deal=game.deal,
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "edition": self.edition,
            "players": self.players,
            "seed": self.seed,
            "deal": self.deal,
            "teams": self.teams,
            "hide_covered": self.hide_covered,
            "answers": self.answers,
        }
        if self.expansions:  # a base game's record is as it always was
            out["expansions"] = list(self.expansions)
        if self.start is not None:
            out["start"] = self.start
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        if not isinstance(data, dict):
            raise ValueError("a game record is a JSON object")
        fmt = data.get("format", RECORD_FORMAT)
        if fmt != RECORD_FORMAT:
            raise ValueError(f"unknown record format {fmt!r}")
        deal = data.get("deal", LEGACY_DEAL)
        if deal not in DEALS:
            raise ValueError(f"unknown deal {deal!r} in the record")
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError(f"a record's seed is a whole number, not {seed!r}")
        expansions = data.get("expansions", [])
        if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
            raise ValueError(f"a record's expansions are a list of names, not {expansions!r}")
        try:
            return cls(
                expansions=list(expansions),
                edition=str(data["edition"]),
                players=list(data["players"]),
                seed=int(seed),
                deal=deal,
                teams=_teams(data.get("teams", False)),
                hide_covered=data.get("hide_covered"),
                start=data.get("start"),
                answers=list(data.get("answers", [])),
            )
        except KeyError as exc:
            raise ValueError(f"game record lacks {exc.args[0]!r}") from None

    def initial(self) -> Game:
        """The game before any answer."""
        if self.start is not None:
            return build(self.start)
        return Game.new(
            self.edition,
            self.players,
            seed=self.seed,
            teams=self.teams,
            hide_covered=self.hide_covered,
            deal=self.deal,
            expansions=tuple(self.expansions),
        )

    def replay(self, upto: int | None = None) -> Game:
        """Replay the first `upto` answers (all by default)."""
        game = self.initial()
        for i, answer in enumerate(self.answers[:upto]):
            try:
                game.answer_json(answer)
            except Exception as exc:
                raise ValueError(f"answer {i + 1} ({answer!r}) does not replay: {exc}") from exc
        return game

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> GameRecord:
        return cls.from_json(json.loads(Path(path).read_text(encoding="utf-8")))


def _teams(value: Any) -> bool | str:
    if value is True or value is False or value is None:
        return bool(value)
    if isinstance(value, str):
        return value
    raise ValueError(f"a record's teams are team letters (e.g. \"ABAB\") or false, not {value!r}")


def game_to_json(game: Game) -> dict[str, Any]:
    """A game saved as JSON: its record (what rebuilds it) and its position (what it looks
    like, for reading; scenario format, hidden cards included: never show it to a player)."""
    return {"record": GameRecord.of(game).to_json(), "position": position(game)}


def game_from_json(data: dict[str, Any]) -> Game:
    """The game saved by `game_to_json` (or from a bare record's JSON), by replaying its record."""
    if not isinstance(data, dict):
        raise ValueError("a saved game is a JSON object")
    return GameRecord.from_json(data.get("record", data)).replay()
