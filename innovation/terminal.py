"""Play in the terminal: hot-seat, or against AI players.

Each human decision shows the board from that player's side only, the new log lines, and the
legal answers numbered; answer with a number (or type the answer itself). Commands: `help`,
`board`, `log`, `card NAME`, `save FILE`, `quit`.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

from .agents import Agent
from .engine.cards import COLOR_NAMES, ICON_NAMES
from .engine.decisions import IllegalAnswer
from .engine.game import Game

_ANSI = {
    "blue": "\033[34m",
    "red": "\033[31m",
    "green": "\033[32m",
    "yellow": "\033[33m",
    "purple": "\033[35m",
    "bold": "\033[1m",
    "dim": "\033[2m",
    "reset": "\033[0m",
}
_ICON_SHORT = {
    "crown": "Cr",
    "leaf": "Lf",
    "lightbulb": "Lb",
    "castle": "Ca",
    "factory": "Fa",
    "clock": "Cl",
    "person": "Pe",
}


class Terminal:
    def __init__(
        self,
        game: Game,
        agents: dict[int, Agent],
        read: Callable[[str], str] = input,
        write: Callable[[str], None] = print,
        color: bool | None = None,
    ) -> None:
        self.game = game
        self.agents = agents
        self.read = read
        self.write = write
        if color is None:
            color = sys.stdout.isatty() and os.environ.get("NO_COLOR") is None
        self.color = color
        self.seen_events = {p: 0 for p in range(game.n_players)}

    # ---------------------------------------------------------------- drawing
    def c(self, text: str, style: str) -> str:
        return f"{_ANSI[style]}{text}{_ANSI['reset']}" if self.color else text

    def describe_card(self, name: str) -> str:
        card = self.game.card(name)
        icons = " ".join("[]" if i < 0 else _ICON_SHORT[ICON_NAMES[i]] for i in card.icons)
        return self.c(f"{card.name} ({card.age})", card.color_name) + self.c(f" {icons}", "dim")

    def board_text(self, viewer: int) -> str:
        v = self.game.view(viewer)
        lines = []
        if v["phase"] == "setup":
            title = "Setup: everyone chooses a first card to meld"
        else:
            title = (
                f"Turn {v['turn']} - {v['current']} to play ({v['actions_left']} action(s) left)"
            )
        lines.append(self.c(f"=== {title} ===", "bold"))
        decks = " ".join(f"{a}:{n}" for a, n in v["decks"].items())
        lines.append(f"Age piles  {decks}")
        lines.append(
            f"Achievements available: {' '.join(map(str, v['achievements'])) or '-'}"
            f"   special: {', '.join(v['specials']) or '-'}"
        )
        order = list(range(self.game.n_players))
        order = order[viewer + 1 :] + order[: viewer + 1]  # viewer last, nearest the prompt
        for p in order:
            info = v["players"][p]
            who = info["name"] + (" (you)" if p == viewer else "")
            if "team" in info:
                who += f" [team {info['team'] + 1}]"
            icons = " ".join(f"{_ICON_SHORT[k]}{n}" for k, n in info["icons"].items() if n)
            ach = ", ".join(map(str, info["achievements"])) or "none"
            lines.append(
                self.c(f"-- {who}", "bold") + f"  score {info['points']}"
                f"  achievements: {ach}  icons: {icons or '-'}"
            )
            for color in COLOR_NAMES:
                pile = info["board"].get(color)
                if not pile:
                    continue
                top = self.describe_card(pile["cards"][0])
                extra = []
                if pile["splay"] != "none":
                    extra.append(f"splayed {pile['splay']}")
                if pile.get("count", 1) > 1:
                    extra.append(f"{pile['count']} cards")
                under = ""
                if len(pile["cards"]) > 1:
                    under = self.c("  under: " + ", ".join(pile["cards"][1:]), "dim")
                lines.append(f"   {color:<7}{top}  {'; '.join(extra)}{under}")
            if "hand" in info:
                hand = ", ".join(self.describe_card(n) for n in info["hand"]) or "empty"
                lines.append(f"   hand: {hand}")
                lines.append(f"   score pile: {', '.join(info['score']) or 'empty'}")
            else:
                lines.append(
                    f"   hand: {info['hand_count']} card(s), ages {info['hand_ages']}"
                    f"   score pile ages {info['score_ages']}"
                )
        return "\n".join(lines)

    def new_log_lines(self, viewer: int) -> list[str]:
        events = self.game.view(viewer)["log"]
        start = self.seen_events[viewer]
        self.seen_events[viewer] = len(events)
        return [describe_event(e) for e in events[start:] if describe_event(e)]

    # ---------------------------------------------------------------- the loop
    def run(self) -> Game:
        game = self.game
        humans = [p for p in range(game.n_players) if p not in self.agents]
        while game.decision is not None:
            d = game.decision
            if d.player in self.agents:
                game.answer(self.agents[d.player].choose(game))
                continue
            if len(humans) > 1:
                self.write(
                    self.c(
                        f"\n>>> {game.names[d.player]}, your decision (others look away)", "bold"
                    )
                )
            for line in self.new_log_lines(d.player):
                self.write("  " + line)
            self.write(self.board_text(d.player))
            if not self.ask(d.player):
                self.write("Game left unfinished.")
                return game
        viewer = humans[0] if humans else None
        if viewer is not None:
            for line in self.new_log_lines(viewer):
                self.write("  " + line)
        names = ", ".join(game.names[w] for w in game.winners)
        self.write(self.c(f"Game over: {names} won ({game.state.end_reason}).", "bold"))
        for p, pl in enumerate(game.state.players):
            self.write(f"  {game.names[p]}: {pl.points()} points, {len(pl.achieved)} achievements")
        return game

    def ask(self, player: int) -> bool:
        game = self.game
        while True:
            d = game.decision
            assert d is not None
            data = d.to_json(game.names)
            self.write(self.c(data["prompt"], "bold"))
            for i, option in enumerate(data["options"], 1):
                self.write(f"  {i:>2}. {format_answer(option)}")
            try:
                text = self.read("> ").strip()
            except EOFError:
                return False
            if not text:
                continue
            word, _, rest = text.partition(" ")
            if word in ("quit", "q", "exit"):
                return False
            if word in ("help", "h", "?"):
                self.write(__doc__ or "")
                continue
            if word == "board":
                self.write(self.board_text(player))
                continue
            if word == "log":
                for e in game.view(player)["log"][-30:]:
                    line = describe_event(e)
                    if line:
                        self.write("  " + line)
                continue
            if word == "card":
                try:
                    card = game.card(rest)
                except ValueError as exc:
                    self.write(str(exc))
                    continue
                self.write(self.describe_card(card.name))
                for e in card.effects:
                    self.write("  " + e.text)  # a demand's text says "I demand" itself
                continue
            if word == "save":
                with open(rest or "innovation-game.json", "w", encoding="utf-8") as fh:
                    json.dump(game.record().to_json(), fh, indent=1)
                self.write(f"saved to {rest or 'innovation-game.json'}")
                continue
            answer: Any
            if text.isdigit() and 1 <= int(text) <= len(data["options"]):
                answer = data["options"][int(text) - 1]
            else:
                try:
                    answer = json.loads(text)
                except json.JSONDecodeError:
                    answer = text
            try:
                game.answer_json(answer)
                return True
            except IllegalAnswer as exc:
                self.write(f"Not allowed: {exc}")


def format_answer(option: Any) -> str:
    if isinstance(option, dict):
        ((verb, value),) = option.items()
        return f"{verb} {value}"
    return str(option)


_PAST = {
    "draw": "drew",
    "meld": "melded",
    "tuck": "tucked",
    "score": "scored",
    "return": "returned",
    "reveal": "revealed",
    "remove": "removed",
    "junk": "junked",
    "transfer": "transferred",
    "exchange": "exchanged",
    "achieve": "took the achievement",
}


def describe_event(e: dict[str, Any]) -> str:
    kind = e.get("type")
    who = e.get("player", "")
    card = e.get("card") or (f"a {e['age']}" if "age" in e else "a card")
    if kind == "action":
        what = e.get("card") or e.get("age") or ""
        return f"{who}: {e['action']} {what}".rstrip()
    if kind in _PAST:
        text = f"{who} {_PAST[kind]} {card}"
        if kind in ("transfer", "exchange"):
            text += f" to {e.get('to_player', 'the')}'s {e.get('to')}"
        elif kind == "return":
            text += " to its age pile"
        return text
    if kind == "splay":
        if e["direction"] == "none":
            return f"{who} unsplayed {e['color']}"
        return f"{who} splayed {e['color']} {e['direction']}"
    if kind == "rearrange":
        return f"{who} rearranged {e['color']}: {', '.join(e['cards'])}"
    if kind == "execute":
        return f"{who} carries out {e['card']}'s effects"
    if kind == "achieved":
        return f"{who} achieved {e.get('special') or e.get('age')}"
    if kind == "sharing_bonus":
        return f"{who} gets the free draw for sharing"
    if kind == "turn":
        return f"--- turn {e['turn']}: {who} ---"
    if kind == "game_over":
        return f"game over: {', '.join(e['winners'])} won ({e['reason']})"
    if kind == "draw_beyond":
        return f"{who} must draw above the last age: the game ends"
    return ""
