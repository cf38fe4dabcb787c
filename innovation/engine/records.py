"""Game records (like PGN for chess) and positions (the full state, as JSON).

A record is the edition, the players, the options, the seed — or the scenario position the game
started from — and every answer in order. Replaying a record rebuilds the same game exactly.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .cards import COLOR_NAMES, ICON_NAMES, SPLAY_NAMES
from .deal import DEAL, DEALS, LEGACY_DEAL

if TYPE_CHECKING:
    from .game import Game

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

    @classmethod
    def of(cls, game: Game) -> GameRecord:
        return cls(
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
        try:
            return cls(
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
        from .game import Game
        from .scenario import build

        if self.start is not None:
            return build(self.start)
        return Game.new(
            self.edition,
            self.players,
            seed=self.seed,
            teams=self.teams,
            hide_covered=self.hide_covered,
            deal=self.deal,
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


def position(game: Game) -> dict[str, Any]:
    """Everything about the game, in the scenario format (no hidden information removed)."""
    st = game.state
    players: dict[str, Any] = {}
    for p, pl in enumerate(st.players):
        board: dict[str, Any] = {}
        for color, pile in enumerate(pl.piles):
            if pile:
                cards = [c.name for c in pile[::-1]]
                splay = pl.splays[color]
                board[COLOR_NAMES[color]] = (
                    {"cards": cards, "splay": SPLAY_NAMES[splay]} if splay else cards
                )
        players[game.names[p]] = {
            "board": board,
            "hand": [c.name for c in sorted(pl.hand, key=lambda c: (c.age, c.name))],
            "score": [c.name for c in sorted(pl.score, key=lambda c: (c.age, c.name))],
            "achievements": [a if isinstance(a, str) else a.age for a in pl.achieved],
            "points": pl.points(),
            "icons": {ICON_NAMES[i]: n for i, n in enumerate(pl.icons) if n},
            "tucked_this_turn": pl.tucked,
            "scored_this_turn": pl.scored,
        }
    out: dict[str, Any] = {
        "edition": game.edition.name,
        "seed": game.seed,
        "players": players,
        "decks": {str(a): [c.name for c in d[::-1]] for a, d in enumerate(st.decks) if a and d},
        "achievements": [c.age for c in st.achievements],
        "specials": list(st.specials),
        "removed": [c.name for c in st.removed],
        "current": game.names[st.current],
        "actions_left": st.actions_left,
        "turn": st.turn,
        "phase": st.phase,
        "over": st.over,
        "winners": [game.names[w] for w in st.winners],
        "end_reason": st.end_reason,
    }
    if game.options.get("teams"):
        out["teams"] = game.options["teams"]
    if game.options.get("hide_covered") != game.edition.hide_covered_default:
        out["hide_covered"] = game.options.get("hide_covered")
    if st.junk or st.junked_specials:
        out["junk"] = [c.name for c in st.junk] + list(st.junked_specials)
    if st.out:
        out["eliminated"] = [game.names[q] for q in range(len(st.players)) if not st.active(q)]
    d = game.decision
    out["pending"] = d.to_json(game.names) if d else None
    return out
