"""Play in the terminal: hot-seat, or against AI players; and replays told step by step.

Each human decision shows the board from that player's side only, the new log lines, and the
legal answers numbered. An answer is typed as its number or as the screen shows it (`meld Oars`,
`dogma Sailing`, `Sailing`, `achieve 3`, `draw`, a card, colour or player name, `yes`, `pass`);
JSON works too. See `HELP` for the commands.
"""

from __future__ import annotations

import json
import os
import sys
import textwrap
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from .agents import Agent
from .cardinfo import (
    CITY_ROWS,
    CITY_SHORT,
    ECHO_SHORT,
    SEARCH_MARK,
    CardNotFound,
    find_card,
    icon_words,
    localized_card_lines,
)
from .engine.cards import COLOR_NAMES, FLAG, FOUNTAIN, ICON_NAMES, Card
from .engine.cities import (
    ENDORSE_JUNK_PROMPT,
    ENDORSE_PAY_PROMPT,
    ENDORSED,
    shown_marks,
    visible_count,
)
from .engine.decisions import (
    ACTION,
    CARD,
    COLOR,
    SETUP,
    VALUE,
    YESNO,
    Decision,
    IllegalAnswer,
)
from .engine.editions import Edition, get_edition
from .engine.expansions import PROMOTE_PROMPT, PROMOTED_DOGMA_PROMPT, get_expansion
from .engine.game import Game
from .engine.records import GameRecord
from .engine.views import view
from .engine.wording import plural
from .names import matches
from .text.answers import (
    card_from_typed,
    card_names,
    color_from_typed,
    fold,
    format_answer,
    yes_no_from_typed,
)
from .text.catalog import N_, pgettext
from .text.refusals import render_refusal
from .text.render import Words, end_reason

_ANSI = {
    "blue": "\033[94m",  # bright: plain blue reads as purple on many dark terminals
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
HEX = "[]"  # the card's picture: a position without an icon


def icon_short(name: str) -> str:
    """The two-letter code of an icon (an icon added later gets its first two letters)."""
    return _ICON_SHORT.get(name, name[:2].title())


@cache
def edition_icons(edition: str) -> list[str]:
    """The icons an edition's cards show, in the engine's order."""
    used = {i for card in get_edition(edition).cards for i in card.icons if i >= 0}
    return [name for i, name in enumerate(ICON_NAMES) if i in used]


def icon_legend(
    edition: str = "3rd", words: Words | None = None, expansions: tuple[str, ...] = ()
) -> str:
    """`Cr crown, Lf leaf, ...` for the icons of the edition's cards (with Echoes of the Past,
    the echo effect's and the bonus's marks too)."""
    w = words or Words("en", edition)
    names = edition_icons(edition)
    codes = ", ".join(f"{icon_short(n)} {w.icon(n)}" for n in names)
    legend = w.t(LEGEND, codes=codes, hex=HEX)
    if "echoes" in expansions:
        legend = w.t(LEGEND_ECHOES, legend=legend, echo=ECHO_SHORT)
    if "cities" in expansions:
        codes = {name: CITY_SHORT[name] for name in ("flag", "fountain", "plus")}
        arrows = " ".join(CITY_SHORT[name] for name in ("left", "right", "up"))
        legend = w.t(
            LEGEND_CITIES, legend=legend, rows=CITY_ROWS.strip(), search=SEARCH_MARK,
            arrows=arrows, **codes,
        )
        if edition == "4th":
            codes = {name: CITY_SHORT[name] for name in ("junk", "uplift", "unsplay")}
            legend = w.t(LEGEND_CITIES_4TH, legend=legend, **codes)
    return legend


def help_text(
    edition: str = "3rd", words: Words | None = None, expansions: tuple[str, ...] = ()
) -> str:
    """What `help` prints: how to answer, the commands, the icon codes (and, with Echoes of
    the Past, its words and its special achievements)."""
    w = words or Words("en", edition)
    sailing = w.card("Sailing")
    text = w.t(
        HELP,
        legend=icon_legend(edition, w, expansions),
        oars=w.card("Oars"),
        sailing=sailing,
        start=name_start(sailing, card_names(edition, w.lang)),
        **{verb: w.verb(verb) for verb in ("meld", "dogma", "achieve", "draw")},
    )
    if "echoes" in expansions:
        text += "\n" + w.t(HELP_ECHOES, echo=ECHO_SHORT)
    if "cities" in expansions:
        text += "\n" + cities_help(edition, w)
    return text


def cities_help(edition: str, w: Words) -> str:
    """`help`'s part on Cities of Destiny: its words, the edition's differences, and its
    special achievements with their conditions (as the cards word them in the language)."""
    from .cards.specials import expansion_special_text

    codes = {name: CITY_SHORT[name] for name in CITY_SHORT}
    lines = [w.t(HELP_CITIES, rows=CITY_ROWS.strip(), search=SEARCH_MARK, **codes)]
    by_edition = HELP_CITIES_4TH if edition == "4th" else HELP_CITIES_3RD
    lines.append(w.t(by_edition, **codes))
    lines.append("  " + w.t(CITIES_SPECIALS))
    names = list(get_expansion("cities", edition).specials)
    width = max(len(w.special(n)) for n in names) + 2
    for name in names:
        said = expansion_special_text(w.lang, name, edition) or ""
        lines += textwrap.wrap(
            f"{w.special(name):<{width}}{said}", 92, initial_indent="    ",
            subsequent_indent=" " * (4 + width),
        )
    return "\n".join(lines)


def name_start(name: str, names: Iterable[str], least: int = 4) -> str:
    """The shortest start of `name` (at least `least` letters, not ending in a space) that
    begins no other of `names` (folded, as `text.answers.card_names` gives them): what the
    help shows as "the start of a name is enough" ("Sail" for Sailing)."""
    others = [n for n in names if n != fold(name)]
    for end in range(least, len(name)):
        start = name[:end]
        if start.endswith(" "):
            continue
        if not any(n.startswith(fold(start)) for n in others):
            return start
    return name


def game_title(w: Words, edition: Edition) -> str:
    """The game's title in the reader's language: the edition's, with its expansions'."""
    title = w.t(edition.title)
    if edition.expansions:
        titles = w_joined(w, [w.t(e.title) for e in edition.expansions])
        title = w.t(WITH_EXPANSIONS, title=title, expansions=titles)
    return title


# ---------------------------------------------------------------------------- the words
# Every sentence the terminal says to players, in one place for the translation catalogues.
LEGEND = N_("Icons: {codes}, {hex} no icon (the picture), * the featured icon (what a Dogma counts)")
LEGEND_ECHOES = N_("{legend}, {echo} an echo effect, a number a bonus (its value)")
WITH_EXPANSIONS = N_("{title}, with {expansions}")
# TRANSLATORS: {rows} is the mark between a city's two rows ("/"), {search} the mark after a
# searched icon ("?"), the others the codes of a city's positions ("Fl", "Fo", "+", "< > ^")
LEGEND_CITIES = N_(
    "{legend}; a city: its top row {rows} its bottom row, {flag} a flag, {fountain} a fountain, "
    "{plus} a plus, {arrows} an arrow, {search} after an icon its search"
)
LEGEND_CITIES_4TH = N_("{legend}, {junk} junk, {uplift} uplift, {unsplay} unsplay")
# Cities of Destiny on the board and in the prompts (docs/expansions.md)
CITY_PILES = N_("City piles (cards left)  {decks}")
CITIES_IN_HAND = N_("{cards}, Cities: {ages}")
ENDORSED_THIS_TURN = N_("; Endorse used this turn")
# TRANSLATORS: {achievements} the achievements a player holds (or "none"), {count} the flags
# and fountains that count now on their board, {total} both together
ACHIEVEMENTS_WITH_BOARD = N_("{achievements} + {count} on the board = {total}")
ENDORSE_NOTE = N_(
    "Endorse (once a turn): a Dogma of that top card with your own effects twice, paid first "
    "with a card from your hand of value up to that of a top city of yours showing its "
    "featured icon."
)
ENDORSE_TUCK_NOTE = N_(
    "Endorse: the card you choose is tucked; then the Dogma runs, your own effects twice "
    "(sharers once)."
)
ENDORSE_JUNK_NOTE = N_(
    "Endorse: the card you choose is junked; then the Dogma runs, your own effects twice "
    "(sharers once)."
)
# Echoes of the Past on the board (docs/expansions.md)
POINTS_WITH_BONUSES = N_("{points} ({bonus} from bonuses)")
ECHOES_PILES = N_("Echoes piles (cards left)  {decks}")
FORECAST = N_("forecast: {cards}")
ECHOES_IN_HAND = N_("{cards}, Echoes: {ages}")
BONUSES_SHOWN = N_("bonuses: {values}")
PROMOTE_NOTE = N_(
    "Promotion: you may meld one card of your forecast whose value is at most the value of "
    "the card you just melded, then take a free Dogma of it (pass: keep your forecast)."
)
FREE_DOGMA_NOTE = N_("A free Dogma: it uses none of your actions.")
FORESHADOW_NOTE = N_(
    "Foreshadow: the card goes face down into your forecast, which only you see; after a Meld "
    "action you may promote a card of it (help says more)."
)
HELP_ECHOES = N_(
    """\
Echoes of the Past:
  echo effect  a card's extra effect, shown {echo} in its position; on a Dogma of a top card,
               every echo effect visible in that pile runs first, bottom card first, shared
               like a non-demand effect
  bonus        a number in a card's position; your points are your score pile plus your
               bonuses: the highest visible bonus, plus one for each other visible bonus
  forecast     your cards kept face down: you see them, the others see how many and their ages
  foreshadow   put a card face down into your forecast
  promote      after a Meld action, you may meld a card of your forecast whose value is at most
               the melded card's, then take a free Dogma of it (it uses no action)
  Echoes draw  when your hand holds cards and none of them is an Echoes card, a draw gives an
               Echoes card of that value instead (the age piles of Echoes are beside the base)
  Special achievements of Echoes (claimed the moment the condition holds):
    Supremacy  three or more of one icon visible in each of four colours (the same icon)
    Destiny    seven or more cards in your forecast
    Wealth     eight or more visible bonuses
    Heritage   eight or more visible hexes in one colour
    History    four or more visible echo effects in one colour
  Winning takes one more achievement than without the expansion."""
)
HELP_CITIES = N_(
    """\
Cities of Destiny:
  city         a card of six positions in two rows and no effects of its own, shown as its
               top row {rows} its bottom row
  Meld action  a Meld action of a city makes its positions act, the top row then the bottom
               row, each left to right: {plus} (plus) draws a card of the next value, an arrow
               ({left} left, {right} right, {up} up) splays the city's colour that way
  search       a basic icon in the top-middle, marked {search} after it: once the others have
               acted, draw and reveal as many base cards of the city's value as its value;
               keep those that show that icon, return the others
  City draw    a Meld action that adds a colour to your board, or a splay in a new
               direction, draws a City of your highest top card's value, unless a City is
               already in your hand (no City left: a base card)
  flag         {flag}: counts as an achievement while it shows and no opponent shows more
               cards of its colour
  fountain     {fountain}: counts as an achievement while it shows"""
)
HELP_CITIES_3RD = N_(
    """\
  Endorse      an action, once a turn: a Dogma of one of your top cards whose featured icon
               one of your top cities shows, paid by tucking a card from your hand of value
               up to that city's; your own effects run twice (sharers once, each demand
               twice); the board's title says when it is used
  A city may be dogma'd or endorsed: it has no effects, so nothing happens."""
)
HELP_CITIES_4TH = N_(
    """\
  junk         {junk}: junk an achievement of the city's value
  uplift       {uplift}: junk the age pile of the next value, then draw a card two values
               higher
  unsplay      {unsplay}: unsplay the city's colour on every opponent's board
  Endorse      an action, once a turn: a Dogma of one of your top cards whose featured icon
               one of your top cities shows, paid by junking a card from your hand of value
               up to that city's; your own effects run twice (sharers once, each demand
               twice); the board's title says when it is used
  A city cannot be dogma'd nor endorsed, and only cities up to value 5 search."""
)
CITIES_SPECIALS = N_("Special achievements of Cities:")
CARD_FACTS = N_("{name} ({color} {age})")
DEFAULT_SAVE = "innovation-game.json"
AUTOSAVE = "innovation-autosave.json"
START = N_("{title}, seed {seed}; type help for how to answer, help rules for how to play.")
RESUMED = N_("{title}: {path} resumed after {answers}; type help for how to answer.")
HAND_OVER = N_(">>> {name}, your decision: pass the keyboard to {name} (the others look away).")
PRESS_ENTER = N_("{name}, press Enter: ")
WHICH = N_("Which one? Type its number or name (Enter: back): ")
WHICH_SEVERAL = N_("Not allowed: {reply!r} could be {shown}; type more of it")
WHICH_NONE = N_("Not allowed: {reply!r} is not one of these; type 1 to {count}")
BARE_VERB = N_("{verb} which? {shown}")
CANNOT_VERB = N_("You cannot {verb} now; the actions you can take are listed above.")
VERB_CHOICES = {
    "meld": N_("Meld which card?"),
    "dogma": N_("Dogma: which top card's effects?"),
    "achieve": N_("Achieve which age?"),
    "endorse": N_("Endorse which top card?"),
}
QUIT_ASK = N_(
    "Leave the game unfinished? Type save (or save FILE) to save it first and leave, yes to "
    "leave without saving, or Enter to keep playing: "
)
NOT_LEFT = N_("Still playing.")
LEFT_UNFINISHED = N_("Game left unfinished.")
SAVED = N_(
    "Saved to {path}; `innovation play --resume {path}` continues it, "
    "`innovation replay {path}` shows it."
)
SAVED_FINISHED = N_(
    "Saved to {path}; `innovation review {path} --seat {seat}` reviews your decisions, "
    "`innovation replay {path}` shows the game again."
)
SAVE_FAILED = N_("Could not save to {path}: {reason}")
THINKING = N_("Thinking…")  # while the coach's judge searches for a hint
OFFER_SAVE = N_(
    "Save this game's record (for `innovation review` and `innovation replay`)? Type yes or no: "
)
OFFER_SAVE_AGAIN = N_("Type yes to save the record, or no to leave without saving it.")
SAVE_AS = N_("File name (Enter: {path}): ")
SAVE_AS_REFUSED = N_(
    "{name!r} looks like an answer, not a file name: type a name such as {path}, or press Enter "
    "for {path}."
)
AUTOSAVED = N_(
    "The game stopped; its record is saved to {path} (`innovation play --resume {path}` "
    "continues it)."
)
RULES_PAGE = N_("-- page {page} of {pages}: Enter for the next, q to stop --")

# TRANSLATORS: {meld}, {dogma}, {achieve}, {draw} are the verbs as typed in the language, {oars}
# and {sailing} the two cards' names in it, {start} the shortest start of {sailing} that names it
HELP = N_(
    """\
Answering: type the answer's number, or the answer as it is shown:
  {meld} {oars}, {dogma} {sailing} (or just {sailing}), {achieve} 3, {draw},
  a card, colour or player name, yes or no (y, n), pass.
  The start of a name is enough when only one answer begins that way ("{start}").
Commands:
  board       show the board again
  log         the last 30 things that happened
  card NAME   a card in full: colour, age, icons, featured icon, effects, rulings
              (the start of its name is enough: card {start})
  preview [CARD]  what a top card's Dogma would do now: who shares, whom each demand
              hits, whether a sharing bonus is possible (alone: your top cards)
  why         what each achievement still needs; how far everyone is from each special
  hint        the three answers the AI rates best, with their chances to win (against
              AIs, or at a hot-seat table started with `innovation play --hints`)
  save [FILE] save the game record (default innovation-game.json); continue it later with
              `innovation play --resume FILE`, see it again with `innovation replay FILE`
  concede     leave the game, which counts as losing (asks first); with three or more
              players in the 4th edition the others play on and your cards are junked
  help        this text; help rules: how to play, page by page
  quit        leave the game (asks first, and offers to save it)
  A verb alone ({meld}, {dogma}, {achieve}) lists its choices and asks which.
{legend}.
  A card shows its four icon positions: top-left, bottom-left, bottom-middle, bottom-right.
  A player's "Ca3" means three castles visible on that board (what dogmas compare).
  Splays show icons of the covered cards: left the bottom-right one, right the two on the
  left, up the three at the bottom, aslant (4th edition) all four."""
)


def command_words(lang: str) -> dict[str, str]:
    """The terminal's commands as a player of `lang` types them (English name -> word); the
    English word is always understood too (`typed_command`)."""
    return {
        "help": pgettext(lang, "command", "help"),
        "rules": pgettext(lang, "command", "rules"),
        "board": pgettext(lang, "command", "board"),
        "log": pgettext(lang, "command", "log"),
        "card": pgettext(lang, "command", "card"),
        "preview": pgettext(lang, "command", "preview"),
        "why": pgettext(lang, "command", "why"),
        "hint": pgettext(lang, "command", "hint"),
        "save": pgettext(lang, "command", "save"),
        "concede": pgettext(lang, "command", "concede"),
        "quit": pgettext(lang, "command", "quit"),
    }


def typed_command(lang: str, word: str) -> str:
    """The command a typed word names (its English name), the word itself (lowered) when it
    names none: the language's word, ignoring case and accents, or the English one."""
    folded = fold(word)
    for name, said in command_words(lang).items():
        if folded == fold(said):
            return name
    return word.lower()


class Terminal:
    # hints allowed: None decides by the table (a game against AIs only: yes; hot-seat: no,
    # unless every person agreed when the game was made: `innovation play --hints`)
    hints: bool | None = None

    def __init__(
        self,
        game: Game,
        agents: dict[int, Agent],
        read: Callable[[str], str] = input,
        write: Callable[[str], None] = print,
        color: bool | None = None,
        clear: bool | None = None,
        ai_specs: dict[int, str] | None = None,
        lang: str = "en",
    ) -> None:
        self.game = game
        self.w = Words(lang, game.edition.name)  # the players' language (docs/translating.md)
        self.agents = agents
        self.read = read
        self.write = write
        tty = sys.stdout.isatty()
        if color is None:
            color = tty and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"
        self.color = color
        # hot-seat: the screen is cleared between two people (when it is a terminal)
        self.clear = tty if clear is None else clear
        self.ai_specs = dict(ai_specs or {})  # what a saved game says of its AI seats
        self.save_path = DEFAULT_SAVE  # where `save` and the offers save by default
        self.autosave: str | None = None  # where a crash or Ctrl-C saves the game (the CLI's)
        self.seen_events = {p: 0 for p in range(game.n_players)}
        self.seen_notes = {p: 0 for p in range(game.n_players)}
        self.watch = DogmaWatch(self.w)
        self.on_screen: int | None = None  # whose view the screen shows (hot-seat)

    def skip_old_log(self, keep: int = 12) -> None:
        """A resumed game: show each player only the last `keep` log lines, not the game."""
        for p in range(self.game.n_players):
            self.seen_events[p] = max(0, len(view(self.game, p)["log"]) - keep)

    # ---------------------------------------------------------------- drawing
    def c(self, text: str, style: str) -> str:
        return f"{_ANSI[style]}{text}{_ANSI['reset']}" if self.color else text

    def describe_card(self, name: str) -> str:
        """`Oars (red 1) Ca* Cr [] Ca*`: the name and age in the card's colour, its colour by
        name too, the icons with the featured one starred."""
        card = self.game.card(name)
        w = self.w
        facts = w.t(CARD_FACTS, name=w.card(card.name), color=w.color(card.color_name), age=card.age)
        icons = icon_words(card, icon_short, self.game.edition.name)
        return self.c(facts, card.color_name) + self.c(f" {icons}", "dim")

    def endorse_note(self, d: Decision) -> str | None:
        """What Endorse's payment means (tucked, or junked in the 4th edition), or None."""
        if d.key == ENDORSE_PAY_PROMPT:
            return "  " + self.w.t(ENDORSE_TUCK_NOTE)
        if d.key == ENDORSE_JUNK_PROMPT:
            return "  " + self.w.t(ENDORSE_JUNK_NOTE)
        return None

    def promotion_note(self, d: Decision) -> str | None:
        """What an Echoes question means (a promotion, its free Dogma, a foreshadow), or None."""
        if d.key == PROMOTE_PROMPT:
            return "  " + self.w.t(PROMOTE_NOTE)
        if d.key == PROMOTED_DOGMA_PROMPT:
            return "  " + self.w.t(FREE_DOGMA_NOTE)
        if "foreshadow" in (d.key or d.prompt or "") and self.game.edition.expansions:
            return "  " + self.w.t(FORESHADOW_NOTE)
        return None

    def board_text(self, viewer: int | None) -> str:
        """The table as `viewer` sees it (None: a spectator, who sees no hand)."""
        return "\n".join(board_lines(self.game, viewer, self.c, self.describe_card, words=self.w))

    def new_log_lines(self, viewer: int) -> list[str]:
        events = view(self.game, viewer)["log"]
        start = self.seen_events[viewer]
        self.seen_events[viewer] = len(events)
        notes = self.watch.notes[self.seen_notes[viewer] :]
        self.seen_notes[viewer] = len(self.watch.notes)
        return story_lines(events, start, notes, words=self.w, viewer=self.game.names[viewer])

    # ---------------------------------------------------------------- the loop
    def humans(self) -> list[int]:
        return [p for p in range(self.game.n_players) if p not in self.agents]

    def run(self) -> Game:
        """Play until the game ends or the person leaves; a crash or Ctrl-C saves the game
        first (to `autosave`, when set), so no game is lost."""
        try:
            return self._run()
        except (Exception, KeyboardInterrupt):
            path = self.autosave
            if path and self.game.history and not self.game.over and self.save(path, quiet=True):
                self.write(self.w.t(AUTOSAVED, path=path))
            raise

    def _run(self) -> Game:
        game = self.game
        humans = self.humans()
        while game.decision is not None:
            d = game.decision
            if d.player in self.agents:
                answer = self.agents[d.player].choose(game)
                self.watch.before(game, answer)
                game.answer(answer)
                self.watch.after(game)
                continue
            if len(humans) > 1 and d.player != self.on_screen and not self.hand_over(d.player):
                self.write(self.w.t(LEFT_UNFINISHED))
                return game
            self.on_screen = d.player
            for line in self.new_log_lines(d.player):
                self.write("  " + line)
            self.write(self.board_text(d.player))
            if not self.ask(d.player):
                self.write(self.w.t(LEFT_UNFINISHED))
                return game
        viewer = humans[0] if humans else None
        if len(humans) > 1:
            self.clear_screen()  # the last decider's hand is no longer secret, but be tidy
        if viewer is not None:
            for line in self.new_log_lines(viewer):
                self.write("  " + line)
        w = self.w
        winners = _winners([game.names[q] for q in game.winners], w)
        reason = end_reason(w, game.state.end_reason)
        self.write(self.c(w.t("Game over: {winners} ({reason}).", winners=winners, reason=reason), "bold"))
        for p, pl in enumerate(game.state.players):
            points = w.tn("{n} point", "{n} points", pl.points())
            if pl.bonus_points:
                points = w.t(POINTS_WITH_BONUSES, points=points, bonus=pl.bonus_points)
            count = game.achievements_held(p)  # with the flags and fountains (Cities)
            achieved = w.tn("{n} achievement", "{n} achievements", count)
            self.write(f"  {game.names[p]}: {points}, {achieved}")
        if viewer is not None:
            self.offer_save(viewer)
        return game

    def clear_screen(self) -> None:
        """Clear the terminal and its scrollback (only when the output is a terminal)."""
        if self.clear:
            self.write("\033[H\033[2J\033[3J")

    def hand_over(self, player: int) -> bool:
        """Between two people at one keyboard: clear what the last one saw, and wait until the
        next one says they are there. False if the input ended."""
        name = self.game.names[player]
        self.clear_screen()
        self.write(self.c(self.w.t(HAND_OVER, name=name), "bold"))
        try:
            self.read(self.w.t(PRESS_ENTER, name=name))
        except EOFError:
            return False
        self.clear_screen()
        return True

    def save(self, path: str, quiet: bool = False) -> bool:
        """Write the game's record to `path` (with the AI seats, to resume the table as it
        was); say why not when it fails."""
        data = GameRecord.of(self.game).to_json()
        if self.ai_specs:
            data["terminal"] = {"ai": {str(p): spec for p, spec in self.ai_specs.items()}}
        try:
            with open(path, "w", encoding="utf-8") as fh:
                json.dump(data, fh, indent=1)
        except OSError as exc:
            if not quiet:
                self.write(self.w.t(SAVE_FAILED, path=path, reason=exc.strerror or exc))
            return False
        self.save_path = path
        return True

    def offer_save(self, viewer: int) -> None:
        """At the end: offer to save the finished game's record, for `innovation review`: yes
        or no first (in the player's language), then the file's name, Enter for the default.
        A reply that is neither yes nor no, or a name that looks like an answer to the game's
        menus (a number, yes, no, a command), is asked again: a person still answering the
        game's questions ("1") never saves a file named "1"."""
        w = self.w
        path = self.save_path
        for _ in range(3):
            try:
                said = yes_no_from_typed(w.lang, self.read(w.t(OFFER_SAVE)).strip())
            except EOFError:
                return
            if said is False:
                return
            if said is True:
                break
            self.write(w.t(OFFER_SAVE_AGAIN))
        else:
            return
        for _ in range(3):
            try:
                name = self.read(w.t(SAVE_AS, path=path)).strip()
            except EOFError:
                return
            if not name:
                break
            if not self.looks_like_an_answer(name):
                path = name
                break
            self.write(w.t(SAVE_AS_REFUSED, name=name, path=path))
        else:
            return
        if self.save(path):
            name = self.game.names[viewer]
            seat = name if " " not in name else str(viewer)
            self.write(self.w.t(SAVED_FINISHED, path=path, seat=seat))

    def looks_like_an_answer(self, name: str) -> bool:
        """A typed file name that is rather an answer: a number, yes or no, a command's word."""
        word = name.split()[0] if name.split() else name
        return (name.isdigit() or yes_no_from_typed(self.w.lang, name) is not None
                or typed_command(self.w.lang, word) in command_words(self.w.lang))

    def confirm_quit(self) -> bool:
        """`quit`: ask first, offering to save; True to leave."""
        try:
            reply = self.read(self.w.t(QUIT_ASK)).strip()
        except EOFError:
            return True
        typed_word, _, rest = reply.partition(" ")
        word = typed_command(self.w.lang, typed_word)
        if word in ("save", "s"):
            path = rest.strip() or self.save_path
            if not self.save(path):
                return False
            self.write(self.w.t(SAVED, path=path))
            return True
        if word in ("yes", "y", "quit", "q") or yes_no_from_typed(self.w.lang, word) is True:
            return True
        self.write(self.w.t(NOT_LEFT))
        return False

    def show_rules(self) -> None:
        """`help rules`: the how-to-play guide (innovation.howto), a page at a time."""
        import shutil

        from .howto import pages

        size = shutil.get_terminal_size((80, 24))
        guide = pages(max(10, size.lines - 2), min(78, max(40, size.columns - 2)), self.w.lang)
        for i, page in enumerate(guide, 1):
            self.write(page)
            if i == len(guide):
                break
            try:
                reply = self.read(self.w.t(RULES_PAGE, page=i, pages=len(guide)) + " ")
            except EOFError:
                return
            if reply.strip().lower().startswith("q"):
                return

    def choose_verb(self, verb: str, d: Decision) -> Any:
        """A verb typed alone (`meld`): list the answers it begins and ask which one. The
        answer's JSON, or None to go back to the question."""
        names = self.game.names
        w = self.w
        choices = [o for o in (d.encode(x, names) for x in d.options) if _verb(o) == verb]
        if not choices:
            self.write(w.t(CANNOT_VERB, verb=w.verb(verb)))
            return None
        self.write(self.c(w.t(VERB_CHOICES[verb]), "bold"))
        me = names[d.player]
        for i, option in enumerate(choices, 1):
            self.write(f"  {i:>2}. {w.answer(d, option, me)}")
        while True:
            try:
                reply = self.read(w.t(WHICH)).strip()
            except EOFError:
                return None
            if not reply:
                return None
            if reply.isdigit() and 1 <= int(reply) <= len(choices):
                return choices[int(reply) - 1]
            found = matches(
                reply,
                [
                    [w.answer(d, o, me), _shown_value(w, o), format_answer(o), str(_value(o))]
                    for o in choices
                ],
            )
            if len(found) == 1:
                return choices[found[0]]
            if found:
                shown = w_joined(w, [w.answer(d, choices[i], me) for i in found], "or")
                self.write(w.t(WHICH_SEVERAL, reply=reply, shown=shown))
            else:
                self.write(w.t(WHICH_NONE, reply=reply, count=len(choices)))

    def show_options(self, d: Decision) -> None:
        """Print the prompt and the legal answers, as they may be typed (a negotiation says
        what it costs)."""
        game = self.game
        w = self.w
        data = d.to_json(game.names)
        self.write(self.c(w.prompt(d), "bold"))
        deal = negotiation_note(data["prompt"], w) if d.kind == CARD else None
        if deal:
            self.write(self.c(deal, "dim"))
        echoes = self.promotion_note(d) if game.edition.expansions else None
        if echoes:
            self.write(self.c(echoes, "dim"))
        paying = self.endorse_note(d) if game.edition.expansions else None
        if paying:
            self.write(self.c(paying, "dim"))
        if d.kind == VALUE:  # numbers are answered by themselves, not by a position
            shown = ", ".join(w.answer(d, o) for o in data["options"])
            self.write("  " + shown + "   " + w.t("(type the number)"))
        else:
            for i, option in enumerate(data["options"], 1):
                note = ""
                if d.kind == ACTION and isinstance(option, dict) and "dogma" in option:
                    owner = top_card_owner(game, option["dogma"])
                    if owner is not None and owner != d.player:
                        note = self.c(
                            "   "
                            + w.t(
                                "(negotiate with {player}: return a card from your hand)",
                                player=game.names[owner],
                            ),
                            "dim",
                        )
                self.write(f"  {i:>2}. {w.answer(d, option, game.names[d.player])}{note}")
            if d.kind == ACTION and any(_verb(o) == "endorse" for o in data["options"]):
                self.write(self.c("  " + w.t(ENDORSE_NOTE), "dim"))

    def concede(self, player: int) -> bool:
        """Ask, then concede for `player`; True if the game moved on (it may be over)."""
        game = self.game
        w = self.w
        refusal = game.concede_refusal_message(player)
        if refusal is not None:
            self.write(w.t("Not allowed: {reason}", reason=w.message(*refusal)))
            return False
        others = [q for q in range(game.n_players) if q != player and game.state.active(q)]
        sides = {game.teams[q] for q in others}
        if len(sides) == 1:
            winners = w_joined(w, [game.names[q] for q in others])
            outcome = w.tn("{players} wins", "{players} win", len(others), players=winners)
        else:
            outcome = w.t("you leave the game, your cards go to the junk, and the others play on")
        try:
            sure = self.read(
                w.t("Concede? It counts as losing: {outcome}. Type yes to concede: ", outcome=outcome)
            )
        except EOFError:
            return False
        typed = sure.strip().lower()
        if typed not in ("yes", "y") and yes_no_from_typed(w.lang, typed) is not True:
            self.write(w.t("Not conceded."))
            return False
        game.answer_json({"concede": game.names[player]}, player)
        self.write(w.t("{player} conceded.", player=game.names[player]))
        if player in game.conceding:
            self.write(
                w.t(
                    "A dogma is being carried out: you leave the game when this action ends "
                    "(until then, answer what it asks you)."
                )
            )
        return True

    def ask(self, player: int) -> bool:
        game = self.game
        while True:
            d = game.decision
            assert d is not None
            self.show_options(d)
            try:
                text = self.read("> ").strip()
            except EOFError:
                return False
            if not text:
                continue
            typed_word, _, rest = text.partition(" ")
            word = typed_command(self.w.lang, typed_word)
            rest = rest.strip()
            if word in ("quit", "q", "exit"):
                if self.confirm_quit():
                    return False
                continue
            if word in ("help", "h", "?"):
                if typed_command(self.w.lang, rest) in ("rules", "rule", "play", "how"):
                    self.show_rules()
                else:
                    self.write(help_text(game.edition.name, self.w, game.edition.expansion_names))
                continue
            if self.coach_command(word, rest.strip(), player):
                continue
            if word == "board":
                self.write(self.board_text(player))
                continue
            if word == "concede":
                if self.concede(player):
                    return True
                continue
            if word == "log":
                events = view(game, player)["log"]
                start = max(0, len(events) - 30)
                notes = [n for n in self.watch.notes if n[0] > start]
                for line in story_lines(events, start, notes, words=self.w):
                    self.write("  " + line)
                continue
            if word == "card" and rest:
                try:  # the start of a name, in English or in the player's language
                    card = find_card(game.edition, rest, self.w.lang)
                except CardNotFound as exc:
                    self.write(exc.said(self.w))
                    continue
                lines = localized_card_lines(game.edition, card, self.w)
                self.write(self.c(lines[0], card.color_name))
                for line in lines[1:]:
                    self.write(line)
                continue
            if word == "save":
                path = rest or self.save_path
                if self.save(path):
                    self.write(self.w.t(SAVED, path=path))
                continue
            try:
                verb = typed_verb(self.w, word)
                if d.kind == ACTION and verb in VERBS and not rest:
                    answer = self.choose_verb(verb, d)
                    if answer is None:
                        continue
                else:
                    answer = parse_answer(text, d, game.names, self.w)
                self.watch.before(game, d.decode(answer, game.names))
                game.answer_json(answer)
            except IllegalAnswer as exc:
                self.write(self.w.t("Not allowed: {reason}", reason=render_refusal(exc, self.w)))
                continue
            self.watch.after(game)
            return True

    # ---------------------------------------------------------------- the coach
    def hints_allowed(self) -> bool:
        if self.hints is not None:
            return self.hints
        humans = [p for p in range(self.game.n_players) if p not in self.agents]
        return len(humans) <= 1

    def coach_command(self, word: str, rest: str, player: int) -> bool:
        """`preview`, `why` and `hint` (innovation.coach); False for any other word."""
        from . import coach

        game = self.game
        if word == "preview":
            if not rest:
                tops = game.state.players[player].top_cards()
                if not tops:
                    self.write(self.w.t("You have no top cards yet."))
                for card in tops:
                    preview = coach.dogma_preview(game, card, player)
                    for line in preview.lines(game.names, player, self.w):
                        self.write(line)
                return True
            typed = card_from_typed(game.edition.name, self.w.lang, rest) or rest
            try:
                card = game.card(typed)
            except ValueError:
                self.write(self.w.t("No card of this edition is called {text}.", text=rest))
                return True
            try:
                preview = coach.dogma_preview(game, card)
            except ValueError:
                self.write(
                    self.w.t(
                        "{card} is not a top card on any board (previews are for top cards, "
                        "whose Dogma can be used)",
                        card=self.w.card(card.name),
                    )
                )
                return True
            for line in preview.lines(game.names, player, self.w):
                self.write(line)
            return True
        if word == "why":
            for line in coach.reason_lines(game, player, self.w):
                self.write(line)
            return True
        if word == "hint":
            if not self.hints_allowed():
                self.write(
                    self.w.t(
                        "Hints are off in this game: with several people at the table, every "
                        "one of them must agree when it starts (innovation play --hints)."
                    )
                )
                return True
            self.write(self.w.t(THINKING))
            from .coach.hints import hint_lines

            for line in hint_lines(coach.hints(game), self.w):
                self.write(line)
            return True
        return False


# -------------------------------------------------------------------- reading answers
# the actions that need a card or an age: alone, they ask (Endorse: Cities of Destiny)
VERBS = ("meld", "dogma", "achieve", "endorse")


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def _verb(option: Any) -> str | None:
    """The action word of an action's JSON answer (`{"meld": "Oars"}`: meld), else None."""
    if isinstance(option, dict) and len(option) == 1:
        return str(next(iter(option)))
    return None


def typed_verb(w: Words, word: str) -> str:
    """The action a typed word names: the English verb, or the language's word for it."""
    folded = fold(word)
    for verb in ("draw", *VERBS):
        if folded == fold(w.verb(verb)):
            return verb
    return word


def _shown_value(w: Words, option: Any) -> str:
    """An action's card (or age) as the player reads it: `Vela` for `dogma Sailing`."""
    value = _value(option)
    return w.card(value) if isinstance(value, str) else str(value)


def w_joined(w: Words, items: list[str], last: str = "and") -> str:
    from .text.render import joined as said_joined

    return said_joined(w, items, last)


def parse_answer(text: str, d: Decision, names: list[str], words: Words | None = None) -> Any:
    """The JSON answer meant by what a player typed, or IllegalAnswer saying what to type.

    Accepted: the answer's number as listed (for "choose a number" questions, the number
    itself), the answer as shown (`meld Oars`, `achieve 3`), an action's card alone
    (`Sailing`), whatever the JSON form accepts (a card, colour or player name in any case,
    yes/no, pass and its synonyms, JSON itself), or the start of exactly one shown answer
    (`Sail`, `y`). With `words`, the answers as that language shows them too (a card's or
    colour's name, yes and no, the verbs), English being always understood."""
    w = words or Words()
    options = [d.encode(o, names) for o in d.options]
    me = names[d.player]  # the reader: "you" among the players to choose
    if text.isdigit():
        number = int(text)
        if d.kind == VALUE:
            if number in options:
                return number
            shown = ", ".join(map(str, options))
            raise IllegalAnswer(w.t("{number} is not one of {shown}", number=number, shown=shown))
        if 1 <= number <= len(options):
            return options[number - 1]
        raise IllegalAnswer(
            w.t("there is no answer {number}; type 1 to {count}", number=number, count=len(options))
        )
    if text[:1] in ("{", "[", '"'):
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            pass
    wanted = _norm(text)
    first, _, rest = text.partition(" ")
    verb = typed_verb(w, first) if d.kind == ACTION else first
    if verb != first and rest:  # `baixar Remos`: the verb in the player's language
        text = f"{verb} {rest}"
        wanted = _norm(text)
    labels = [
        [
            w.answer(d, o),
            format_answer(o),
            _shown_value(w, o),
            str(_value(o)),
            f"{_verb(o)} {_shown_value(w, o)}",  # `meld Remos`: English verb, own name
        ]
        if d.kind == ACTION and _verb(o)
        else [w.answer(d, o, me), format_answer(o)]
        for o in options
    ]  # `Sailing` for `dogma Sailing`
    found = matches(text, labels, prefix=False)
    if len(found) == 1:
        return options[found[0]]
    try:
        d.decode(text, names)
        return text
    except IllegalAnswer:
        pass
    if d.kind == ACTION and wanted in VERBS:  # a verb alone never picks its only card
        shown = w_joined(w, [w.answer(d, o) for o in options if _verb(o) == wanted], "or")
        if shown:
            raise IllegalAnswer(w.t(BARE_VERB, verb=w.verb(wanted), shown=shown))
    if not w.english:  # a card, colour or yes/no typed whole in the player's language
        neutral = _typed_neutral(w, d, text)
        if neutral is not None:
            return neutral
    begins = matches(text, labels)
    if len(begins) == 1:
        return options[begins[0]]
    if len(begins) > 1:
        shown = w_joined(w, [w.answer(d, options[i], me) for i in begins], "or")
        raise IllegalAnswer(
            w.t("{text!r} could be {shown}; type more of it, or its number", text=text, shown=shown)
        )
    if d.kind == ACTION and wanted.split()[0] in ("draw", *VERBS):
        raise IllegalAnswer(
            w.t("you cannot {text} now; the actions you can take are listed above", text=text)
        )
    if d.kind == VALUE:
        what = w.t("the number")
    else:
        what = w.t("a number from 1 to {count}", count=len(options))
    raise IllegalAnswer(
        w.t(
            "{text!r} is not one of the answers; type {what} or an answer as shown "
            "(`help` says more)",
            text=text,
            what=what,
        )
    )


def _typed_neutral(w: Words, d: Decision, text: str) -> Any:
    """What a player typed in their language, as the engine's answer (text.answers), if it
    is a legal one."""
    if d.kind == YESNO:
        said = yes_no_from_typed(w.lang, text)
        return None if said is None else ("yes" if said else "no")
    if d.kind == COLOR:
        return color_from_typed(w.lang, text)
    if d.kind in (CARD, SETUP):
        return card_from_typed(w.edition, w.lang, text)
    if fold(text) == fold(w.pass_word()):
        return "pass"
    return None


def _value(option: dict[str, Any]) -> Any:
    ((_, value),) = option.items()
    return value


def top_card_owner(game: Game, name: str) -> int | None:
    """Whose top card `name` is (a Dogma action on another player's is a negotiation)."""
    for p, pl in enumerate(game.state.players):
        if any(pile and pile[-1].name == name for pile in pl.piles):
            return p
    return None


def negotiation_note(prompt: str, words: Words | None = None) -> str | None:
    """What a negotiation question (4th edition, four or more players without teams) means,
    from its (English) prompt, or None for any other question."""
    w = words or Words()
    if "return a card from your hand to share" in prompt:
        return "  " + w.t(
            "Negotiation: that player is not your neighbour, so you share the dogma only by "
            "returning a card from your hand (pass: keep your cards, do not share)."
        )
    if "return a card from your hand to escape" in prompt:
        return "  " + w.t(
            "Negotiation: that player is not your neighbour, so you escape the demand by "
            "returning a card from your hand (pass: keep your cards and obey)."
        )
    if "return a card from your hand to negotiate" in prompt:
        return "  " + w.t(
            "Negotiation: using a distant player's top card costs a card from your hand."
        )
    return None


# -------------------------------------------------------------------- why a dogma did nothing
@dataclass
class _Dogma:
    card: Card
    player: int
    counts: list[int]
    changes: int
    event: int  # index in the log of the dogma's action event
    declined: set[int] = field(default_factory=set)


class DogmaWatch:
    """Notices a dogma action that changed nothing and writes down why, for the log.

    Told of every answer before and after it is applied; `notes` lists, in order, where in
    the log an explanation goes (before the event of that index: after the dogma's last event)
    and the explanation.
    event of the dogma) to the explanation shown after that event."""

    def __init__(self, words: Words | None = None) -> None:
        self.notes: list[tuple[int, str]] = []
        self.current: _Dogma | None = None
        self.words = words  # the language the notes are written in (None: English)

    def before(self, game: Game, answer: Any) -> None:
        d = game.decision
        if d is None:
            return
        if d.kind == ACTION and answer[0] in ("dogma", "endorse"):
            st = game.state
            card = answer[1]
            self.current = _Dogma(
                card,
                d.player,
                [pl.icons[card.dogma_icon] for pl in st.players],
                st.changes,
                len(st.events()),
            )
        elif self.current is not None and answer in (None, False):
            self.current.declined.add(d.player)

    def after(self, game: Game) -> None:
        watched = self.current
        if watched is None:
            return
        d = game.decision
        if d is not None and d.kind not in (ACTION, SETUP):
            return  # the dogma still runs
        self.current = None
        if game.state.changes == watched.changes:
            place = len(game.state.events()) - _after_dogma(game, watched)
            self.notes.append((place, why_nothing_changed(game, watched, self.words)))


def _after_dogma(game: Game, watched: _Dogma) -> int:
    """How many events at the end of the log came after the dogma (a new turn's header)."""
    events = game.state.events()[watched.event + 1 :]
    count = 0
    for e in reversed(events):
        if e.get("type") in ("turn", "game_over"):
            count += 1
        else:
            break
    return count


def why_nothing_changed(game: Game, watched: _Dogma, words: Words | None = None) -> str:
    """One line: whom the effects reached and what they did, so a player sees why the dogma
    changed nothing (nobody had to obey the demand, an offer declined, nothing to act on)."""
    w = words or Words("en", game.edition.name)
    card, p, counts = watched.card, watched.player, watched.counts
    names = game.names
    icons = w.icons(ICON_NAMES[card.dogma_icon])
    mine = counts[p]
    reasons = []
    effects = [e for e in card.effects if e.run is not None]
    playing = [q for q in range(len(names)) if q != p and not game.state.out >> q & 1]
    if any(e.demand for e in effects):
        victims = [q for q in playing if game.teams[q] != game.teams[p] and counts[q] < mine]
        if victims:
            reasons.append(
                w.t(
                    "{players} had nothing the demand asks for",
                    players=w_joined(w, [names[q] for q in victims]),
                )
            )
        else:
            reasons.append(
                w.t(
                    "nobody had to obey the demand (no opponent has fewer {icons} than "
                    "{player}'s {count})",
                    icons=icons,
                    player=names[p],
                    count=mine,
                )
            )
    if any(not e.demand for e in effects):
        actors = [q for q in playing if counts[q] >= mine] + [p]
        busy = [q for q in actors if q not in watched.declined]
        if busy:
            reasons.append(
                w.t(
                    "its effects had nothing to act on for {players}",
                    players=w_joined(w, [names[q] for q in busy]),
                )
            )
    if watched.declined:
        declined = w_joined(w, [names[q] for q in sorted(watched.declined)])
        reasons.append(w.t("{players} declined", players=declined))
    if not effects:
        reasons.append(w.t("its effects are not written yet (`innovation cards` lists them)"))
    elif len(effects) < len(card.effects):
        reasons.append(w.t("some of its effects are not written yet"))
    return w.t(
        "{card} changed nothing: {reasons}.", card=w.card(card.name), reasons="; ".join(reasons)
    )


# -------------------------------------------------------------------- the log in words
def describe_event(
    e: dict[str, Any], words: Words | None = None, viewer: str | None = None
) -> str:
    """One log event in words, in the language of `words` (English by default): the text
    layer words it (innovation.text.render). `viewer`: the reader's name, told "you"."""
    return (words or Words()).event(e, viewer)


def _winners(names: list[str], words: Words | None = None) -> str:
    from .text.render import _winners as said

    return said(words or Words(), names)


def story_lines(
    events: list[dict[str, Any]],
    start: int,
    notes: list[tuple[int, str]],
    skip: tuple[str, ...] = (),
    words: Words | None = None,
    viewer: str | None = None,
) -> list[str]:
    """Log events from `start` on, in words (but the types in `skip`), each note
    (`DogmaWatch.notes`) in its place: a note whose place is before `start` comes first.
    `viewer`: the reader's name (their own lines say "you"; None names everyone)."""
    lines = []
    waiting = iter(notes)
    note = next(waiting, None)
    for i in range(start, len(events)):
        while note is not None and note[0] <= i:
            lines.append("  " + note[1])
            note = next(waiting, None)
        line = "" if events[i].get("type") in skip else describe_event(events[i], words, viewer)
        if line:
            lines.append(line)
    while note is not None:
        lines.append("  " + note[1])
        note = next(waiting, None)
    return lines


# -------------------------------------------------------------------- the board in words
def board_lines(
    game: Game,
    viewer: int | None,
    style: Callable[[str, str], str],
    describe_card: Callable[[str], str],
    hint: str | None = None,
    words: Words | None = None,
) -> list[str]:
    """The board as `viewer` sees it (None: a spectator), ending with the icon legend and
    `hint` (by default: "; `help` for commands"), in the language of `words`."""
    w = words or Words("en", game.edition.name)
    if hint is None:
        hint = w.t("; `help` for commands")
    v = view(game, viewer, log=False)
    lines = []
    if v["phase"] == "setup":
        title = w.t("Setup: everyone chooses a first card to meld")
    elif v["over"]:
        title = w.t(
            "Game over after turn {turn}: {winners} ({reason})",
            turn=v["turn"],
            winners=_winners(v["winners"], w),
            reason=end_reason(w, v["end_reason"]),
        )
    else:
        left = w.tn("{n} action left", "{n} actions left", v["actions_left"])
        title = w.t(
            "Turn {turn} - {player} to play ({left})", turn=v["turn"], player=v["current"], left=left
        )
    if not v["over"] and v["phase"] != "setup":
        if game.options.get("teams"):
            title += w.t("; {count} achievements win per team", count=v["achievements_to_win"])
        else:
            title += w.t("; {count} achievements win", count=v["achievements_to_win"])
        current = v["players"][game.state.current]
        if current.get("turn_flags", 0) & ENDORSED:
            title += w.t(ENDORSED_THIS_TURN)
    lines.append(style(f"=== {title} ===", "bold"))
    you = " " + w.t("(you)")
    if game.options.get("teams"):
        letters = game.options["teams"]
        by_team: dict[str, list[str]] = {}
        for p, name in enumerate(game.names):
            by_team.setdefault(letters[p], []).append(name + (you if p == viewer else ""))
        teams = "; ".join(f"{t}: {w_joined(w, ns)}" for t, ns in by_team.items())
        lines.append(w.t("Teams: {teams}", teams=teams))
    decks = " ".join(f"{a}:{n}" for a, n in v["decks"].items())
    lines.append(w.t("Age piles (cards left)  {decks}", decks=decks))
    for name, piles in v.get("set_decks", {}).items():  # an expansion's age piles
        shown = " ".join(f"{a}:{n}" for a, n in piles.items())
        if name == "echoes":
            lines.append(w.t(ECHOES_PILES, decks=shown))
        elif name == "cities":
            lines.append(w.t(CITY_PILES, decks=shown))
    specials = ", ".join(w.special(s) for s in v["specials"]) or "-"
    lines.append(
        w.t(
            "Achievements available: {ages}   special: {specials}",
            ages=" ".join(map(str, v["achievements"])) or "-",
            specials=specials,
        )
    )
    if "junk" in v:
        junk = " ".join(f"{a}:{n}" for a, n in v["junk"].items()) or "-"
        junked = ", ".join(w.special(s) for s in v["junked_specials"])
        if junked:
            junk += "   " + w.t("junked specials: {specials}", specials=junked)
        lines.append(w.t("Junk (face down, by age)  {junk}", junk=junk))
    order = list(range(game.n_players))
    if viewer is not None:
        order = order[viewer + 1 :] + order[: viewer + 1]  # viewer last, nearest the prompt
    empty = w.t("empty")
    echoes_game = "echoes" in game.edition.expansion_names  # a forecast is Echoes'
    width = max(len(w.color(c)) for c in COLOR_NAMES) + 1  # English: "purple " (7)
    for p in order:
        info = v["players"][p]
        who = info["name"] + (you if p == viewer else "")
        if "team" in info:
            who += " [" + w.t("team {team}", team=game.options["teams"][p]) + "]"
        if info.get("eliminated"):
            lines.append(style(f"-- {who}: " + w.t("out of the game"), "dim"))
            continue
        icons = " ".join(f"{icon_short(k)}{n}" for k, n in info["icons"].items() if n)
        ach = ", ".join(w.special(a) if isinstance(a, str) else str(a) for a in info["achievements"])
        if info.get("board_achievements"):  # Cities: the flags and fountains that count now
            ach = w.t(
                ACHIEVEMENTS_WITH_BOARD,
                achievements=ach or w.t("none"),
                count=info["board_achievements"],
                total=info["achievement_count"],
            )
        points: Any = info["points"]
        if info.get("bonus_points"):  # Echoes of the Past: the split of the points
            points = w.t(POINTS_WITH_BONUSES, points=points, bonus=info["bonus_points"])
        lines.append(
            style(f"-- {who}", "bold")
            + "  "
            + w.t(
                "score {points}  achievements: {achievements}  icons: {icons}",
                points=points,
                achievements=ach or w.t("none"),
                icons=icons or "-",
            )
        )
        if info.get("bonuses"):
            values = ", ".join(map(str, sorted(info["bonuses"], reverse=True)))
            lines.append("   " + w.t(BONUSES_SHOWN, values=values))
        for color in COLOR_NAMES:
            pile = info["board"].get(color)
            if not pile:
                continue
            top = describe_card(pile["cards"][0])
            extra = []
            if pile["splay"] == "aslant":
                extra.append(w.t("splayed aslant (all four icons of covered cards show)"))
            elif pile["splay"] != "none":
                extra.append(w.p("splay", f"splayed {pile['splay']}"))
            if pile.get("count", 1) > 1:
                extra.append(w.tn("{n} card", "{n} cards", pile["count"]))
            if game.edition.board_achievers:
                extra += city_marks(game, p, COLOR_NAMES.index(color), w)
            under = ""
            if len(pile["cards"]) > 1:
                cards = ", ".join(w.card(c) for c in pile["cards"][1:])
                under = style("  " + w.t("under: {cards}", cards=cards), "dim")
            lines.append(f"   {w.color(color):<{width}}{top}  {'; '.join(extra)}{under}".rstrip())
        if "hand" in info:
            hand = ", ".join(describe_card(n) for n in info["hand"]) or empty
            lines.append("   " + w.t("hand: {cards}", cards=hand))
            score = ", ".join(w.card(c) for c in info["score"]) or empty
            lines.append("   " + w.t("score pile: {cards}", cards=score))
            if "forecast" in info and echoes_game:  # your forecast: its faces are yours to see
                forecast = ", ".join(describe_card(n) for n in info["forecast"]) or empty
                lines.append("   " + w.t(FORECAST, cards=forecast))
        else:
            hand = w.tn("{n} card", "{n} cards", info["hand_count"]) + _ages(info["hand_ages"], w)
            echoes = [age for age, name in info.get("hand_sets", []) if name == "echoes"]
            if echoes:  # the backs show which cards of a hand are Echoes cards
                hand = w.t(ECHOES_IN_HAND, cards=hand, ages=", ".join(map(str, echoes)))
            cities = [age for age, name in info.get("hand_sets", []) if name == "cities"]
            if cities:  # and which are cities
                hand = w.t(CITIES_IN_HAND, cards=hand, ages=", ".join(map(str, cities)))
            score = w.tn("{n} card", "{n} cards", info["score_count"]) + _ages(
                info["score_ages"], w
            )
            lines.append(
                "   "
                + w.t("hand: {cards}", cards=hand)
                + "   "
                + w.t("score pile: {cards}", cards=score)
            )
            if "forecast_count" in info and echoes_game:  # another's: how many, their ages
                forecast = w.tn("{n} card", "{n} cards", info["forecast_count"]) + _ages(
                    info["forecast_ages"], w
                )
                lines.append("   " + w.t(FORECAST, cards=forecast))
    legend = icon_legend(game.edition.name, w, game.edition.expansion_names)
    lines.append(style(legend + hint, "dim"))
    return lines


def city_marks(game: Game, p: int, color: int, w: Words) -> list[str]:
    """Cities: the fountains a pile shows (each counts as an achievement) and its flags, which
    count while no opponent shows more cards of that colour (engine.cities.board_achievements
    says the same in a sum)."""
    st = game.state
    me = st.players[p]
    pile, direction = me.piles[color], me.splays[color]
    out = []
    fountains = shown_marks(pile, direction, FOUNTAIN)
    if fountains:
        out.append(w.tn("{n} fountain counts", "{n} fountains count", fountains))
    flags = shown_marks(pile, direction, FLAG)
    if flags:
        mine = visible_count(pile, direction)
        beaten = any(
            game.teams[q] != game.teams[p]
            and st.active(q)
            and visible_count(st.players[q].piles[color], st.players[q].splays[color]) > mine
            for q in range(game.n_players)
        )
        if beaten:
            out.append(
                w.tn(
                    "{n} flag does not count (an opponent shows more cards of this colour)",
                    "{n} flags do not count (an opponent shows more cards of this colour)",
                    flags,
                )
            )
        else:
            out.append(w.tn("{n} flag counts", "{n} flags count", flags))
    return out


def _ages(ages: list[int], words: Words | None = None) -> str:
    """" (age 1)", " (ages 1, 3)", or nothing for no cards."""
    if not ages:
        return ""
    w = words or Words()
    shown = ", ".join(map(str, ages))
    return " (" + w.tn("age {ages}", "ages {ages}", len(ages), ages=shown) + ")"


# -------------------------------------------------------------------- replays
def replay_lines(
    record: GameRecord,
    step: int | None = None,
    full: bool = False,
    color: bool = False,
    lang: str = "en",
) -> list[str]:
    """A saved game told step by step, then the board (as a spectator sees it; `full` adds
    every hand and score pile), in the language `lang`. With `step`, only that step and the
    board after it."""
    from .engine.views import event_view

    total = len(record.answers)
    if step is not None and not 0 <= step <= total:
        raise ValueError(f"--step must be 0 to {total} (the record has {plural(total, 'answer')})")
    game = record.initial()
    term = Terminal(game, {}, color=color, lang=lang)
    w = term.w
    watch = term.watch
    names = game.names
    story: list[str] = []
    seen = seen_notes = 0

    def tell_new_events(skip_actions: bool) -> None:
        nonlocal seen, seen_notes
        events = game.state.events()
        shown = [None] * seen + [event_view(game, e, None) for e in events[seen:]]
        skip = ("action",) if skip_actions else ()
        for line in story_lines(shown, seen, watch.notes[seen_notes:], skip, words=w):  # type: ignore[arg-type]
            story.append(f"        {line}")
        seen, seen_notes = len(events), len(watch.notes)

    tell_new_events(False)  # the deal
    last = total if step is None else step
    for i, data in enumerate(record.answers[:last], 1):
        d = game.decision
        if d is None:
            raise ValueError(f"answer {i} ({data!r}) comes after the end of the game")
        if isinstance(data, dict) and set(data) == {"concede"}:
            try:
                game.answer_json(data)
            except IllegalAnswer as exc:
                raise ValueError(f"answer {i} ({data!r}) does not replay: {exc}") from None
            if step is None or i == step:
                story = story if step is None else []
                story.append(f"{i:>5}. " + w.t("{player} concedes", player=data["concede"]))
                tell_new_events(True)
            else:
                seen, seen_notes = len(game.state.events()), len(watch.notes)
            continue
        try:
            answer = d.decode(data, names)
        except IllegalAnswer as exc:
            raise ValueError(f"answer {i} ({data!r}) does not replay: {exc}") from None
        if step is None or i == step:
            story = story if step is None else []
            said = w.answer(d, d.encode(answer, names))
            if d.kind == ACTION:
                story.append(f"{i:>5}. {names[d.player]}: {said}")
            else:
                story.append(
                    f"{i:>5}. "
                    + w.t(
                        "{player} answers {answer}  ({prompt})",
                        player=names[d.player],
                        answer=said,
                        prompt=w.prompt(d),
                    )
                )
        watch.before(game, answer)
        game.answer(answer)
        watch.after(game)
        if step is None or i == step:
            tell_new_events(True)
        else:
            seen, seen_notes = len(game.state.events()), len(watch.notes)
    teams = game.options.get("teams")
    title = w.t(
        "{title}: {players}, seed {seed}",
        title=game_title(w, game.edition),
        players=w_joined(w, names),
        seed=record.seed,
    )
    if teams:
        title = w.t("{text}, teams {teams}", text=title, teams=teams)
    lines = [title]
    if step is None:
        lines.append(w.tn("{n} answer", "{n} answers", total) + ":")
    elif step == 0:
        lines.append(w.t("Step {step} of {total} (the deal)", step=step, total=total))
    else:
        lines.append(w.t("Step {step} of {total}:", step=step, total=total))
    lines += story
    lines += board_lines(game, None, term.c, term.describe_card, hint="", words=w)
    if full:
        empty = w.t("empty")
        for p, pl in enumerate(game.state.players):
            hand = ", ".join(w.card(c.name) for c in pl.hand) or empty
            score = ", ".join(w.card(c.name) for c in pl.score) or empty
            lines.append(
                "   "
                + w.t(
                    "{player}'s hand: {hand}; score pile: {score}",
                    player=names[p],
                    hand=hand,
                    score=score,
                )
            )
    d = game.decision
    if d is not None:
        lines.append(w.t("Next: {player} - {prompt}", player=names[d.player], prompt=w.prompt(d)))
    return lines
