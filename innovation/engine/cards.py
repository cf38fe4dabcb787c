"""Card facts: colours, icons, splays and the immutable `Card`.

Cards are singletons per edition; the game state stores references to them, so copying a pile
copies pointers, and identity comparison is the cheapest equality there is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

# Colours, in the order the rulebooks list them.
# (Final: the compiled engine uses the values themselves, not a look-up)
BLUE: Final = 0
RED: Final = 1
GREEN: Final = 2
YELLOW: Final = 3
PURPLE: Final = 4
COLORS: Final = (BLUE, RED, GREEN, YELLOW, PURPLE)
COLOR_NAMES: Final = ("blue", "red", "green", "yellow", "purple")

# Icons. `person` exists only in the 4th edition.
CROWN: Final = 0
LEAF: Final = 1
LIGHTBULB: Final = 2
CASTLE: Final = 3
FACTORY: Final = 4
CLOCK: Final = 5
PERSON: Final = 6
ICONS: Final = (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK, PERSON)
ICON_NAMES: Final = ("crown", "leaf", "lightbulb", "castle", "factory", "clock", "person")
NO_ICON: Final = -1  # the card's picture (hexagon): counts as nothing
N_ICONS: Final = 7  # len(ICONS)
# What else a position can hold (Echoes of the Past): none of them is an icon.
HEX: Final = -1  # the picture (= NO_ICON)
ECHO: Final = -2  # the card's echo effect
BONUS: Final = -3  # a bonus (its value: `Card.bonus`)
# A city's (Cities of Destiny): what counts as an achievement, and what acts when it is melded
FLAG: Final = -4
FOUNTAIN: Final = -5
PLUS: Final = -6
ARROW_LEFT: Final = -7
ARROW_RIGHT: Final = -8
ARROW_UP: Final = -9
JUNK_ICON: Final = -10  # (4th edition)
UPLIFT: Final = -11  # (4th edition)
UNSPLAY_ICON: Final = -12  # (4th edition)
POSITION_NAMES: Final = {
    HEX: "hex",
    ECHO: "echo",
    BONUS: "bonus",
    FLAG: "flag",
    FOUNTAIN: "fountain",
    PLUS: "plus",
    ARROW_LEFT: "left",
    ARROW_RIGHT: "right",
    ARROW_UP: "up",
    JUNK_ICON: "junk",
    UPLIFT: "uplift",
    UNSPLAY_ICON: "unsplay",
}
_POSITIONS_BY_NAME: Final = {name: code for code, name in POSITION_NAMES.items()}

# Splay directions.
UNSPLAYED: Final = 0
LEFT: Final = 1
RIGHT: Final = 2
UP: Final = 3
ASLANT: Final = 4
SPLAY_NAMES: Final = ("none", "left", "right", "up", "aslant")

# Which icon positions (top-left, bottom-left, bottom-middle, bottom-right) a covered card shows.
VISIBLE_WHEN_COVERED = {
    UNSPLAYED: (),
    LEFT: (3,),
    RIGHT: (0, 1),
    UP: (1, 2, 3),
    ASLANT: (0, 1, 2, 3),
}
# A city has six: the same four, then top-middle and top-right (docs/rulings/cities/facts.md);
# splayed left it shows its right column, right its left column, up its bottom row, aslant the
# top-left and the bottom row (its top-middle shows only on top).
CITY_VISIBLE_WHEN_COVERED = {
    UNSPLAYED: (),
    LEFT: (3, 5),
    RIGHT: (0, 1),
    UP: (1, 2, 3),
    ASLANT: (0, 1, 2, 3),
}

Effect = Callable[..., None]


def color_of(name: str) -> int:
    try:
        return COLOR_NAMES.index(name)
    except ValueError:
        raise ValueError(f"unknown colour {name!r}; colours are {', '.join(COLOR_NAMES)}") from None


def icon_of(name: str) -> int:
    if name in ("-", "hex"):
        return NO_ICON
    if name.startswith("bonus"):
        return BONUS
    if name in _POSITIONS_BY_NAME:
        return _POSITIONS_BY_NAME[name]
    try:
        return ICON_NAMES.index(name)
    except ValueError:
        raise ValueError(f"unknown icon {name!r}") from None


def splay_of(name: str) -> int:
    try:
        return SPLAY_NAMES.index(name)
    except ValueError:
        raise ValueError(f"unknown splay {name!r}; splays are {', '.join(SPLAY_NAMES)}") from None


@dataclass(frozen=True, eq=False)
class DogmaEffect:
    """One effect printed on a card, with the function that carries it out."""

    demand: bool
    text: str
    run: Effect | None  # None while the effect is not implemented

    def __reduce__(self) -> tuple[type[DogmaEffect], tuple[bool, str, Effect | None]]:
        # pickled by its fields (a compiled frozen class cannot be filled in attribute by
        # attribute, as pickle does by default); `run` is a module function, pickled by name
        return DogmaEffect, (self.demand, self.text, self.run)


@dataclass(eq=False)
class Card:
    """A card's printed facts. Compared by identity: one object per card per edition."""

    id: int
    name: str
    age: int
    color: int
    icons: tuple[int, ...]  # four positions; a city's six (Cities of Destiny)
    dogma_icon: int
    effects: tuple[DogmaEffect, ...] = ()
    # an expansion's card (Echoes of the Past: docs/expansions.md): its set (0 = base), the
    # expansion's name, its bonus's value (0 = none) and its echo effect
    set: int = 0
    expansion: str = ""
    bonus: int = 0
    echo: DogmaEffect | None = None
    # derived, for fast icon counting
    full_icons: tuple[int, ...] = field(default=(), repr=False)
    splay_icons: tuple[tuple[int, ...], ...] = field(default=(), repr=False)
    has_demand: bool = field(default=False, repr=False)  # 4th-edition Monument counts these
    # the actions that name this card, made once: the legal actions of every decision list
    # these very tuples instead of building new ones (equal to ("meld", card), ("dogma", card));
    # typed as tuples of any length, which compiled code keeps as the objects themselves (a
    # fixed-length tuple type is unboxed, and boxed anew at each use)
    meld_action: tuple[Any, ...] = field(init=False, repr=False)
    dogma_action: tuple[Any, ...] = field(init=False, repr=False)
    # per splay direction: the bonus a covered card shows (0: none), whether its echo effect
    # shows (1 or 0), how many hexes it shows; a top card shows all four positions
    splay_bonus: tuple[int, ...] = field(init=False, repr=False)
    splay_echo: tuple[int, ...] = field(init=False, repr=False)
    splay_hexes: tuple[int, ...] = field(init=False, repr=False)
    hexes: int = field(init=False, repr=False)
    # per splay direction, what a covered card adds to its pile's marks (`state.pile_mark`: its
    # visible hexes * 1024 + its visible echo effect), in one number
    splay_marks: tuple[int, ...] = field(init=False, repr=False)
    # how many bonuses it shows, on top and per splay direction (a city may print two or three)
    bonus_count: int = field(init=False, repr=False)
    splay_bonus_count: tuple[int, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        shown = CITY_VISIBLE_WHEN_COVERED if len(self.icons) == 6 else VISIBLE_WHEN_COVERED
        self.full_icons = _count(self.icons, tuple(range(len(self.icons))))
        self.splay_icons = tuple(_count(self.icons, shown[d]) for d in range(5))
        self.has_demand = any(e.demand for e in self.effects)
        self.meld_action = ("meld", self)
        self.dogma_action = ("dogma", self)
        icons = self.icons
        self.splay_bonus = tuple(
            self.bonus if any(icons[i] == BONUS for i in shown[d]) else 0
            for d in range(5)
        )
        self.splay_echo = tuple(
            1 if self.echo is not None and any(icons[i] == ECHO for i in shown[d])
            else 0
            for d in range(5)
        )
        self.splay_hexes = tuple(
            sum(1 for i in shown[d] if icons[i] == HEX) for d in range(5)
        )
        self.hexes = sum(1 for i in icons if i == HEX)
        self.splay_marks = tuple(
            self.splay_hexes[d] * 1024 + self.splay_echo[d] for d in range(5)
        )
        self.bonus_count = sum(1 for i in icons if i == BONUS) if self.bonus else 0
        self.splay_bonus_count = tuple(
            sum(1 for i in shown[d] if icons[i] == BONUS) if self.bonus else 0 for d in range(5)
        )

    def __reduce__(self) -> tuple[type[Card], tuple[Any, ...]]:
        # pickled by its printed facts; the derived fields are computed again
        return Card, (
            self.id,
            self.name,
            self.age,
            self.color,
            self.icons,
            self.dogma_icon,
            self.effects,
            self.set,
            self.expansion,
            self.bonus,
            self.echo,
        )

    def has(self, icon: int) -> bool:
        return icon in self.icons

    def count(self, icon: int) -> int:
        return self.full_icons[icon]

    @property
    def color_name(self) -> str:
        return COLOR_NAMES[self.color]

    @property
    def implemented(self) -> bool:
        return all(e.run is not None for e in self.effects)

    def __repr__(self) -> str:
        return f"<{self.name} ({self.age} {COLOR_NAMES[self.color]})>"

    def __hash__(self) -> int:
        return self.id

    def __lt__(self, other: Card) -> bool:  # stable sorting for display
        return (self.age, self.name) < (other.age, other.name)


def opening_order(card: Card) -> str:
    """What decides the first player: the melded card whose key comes first starts. The key is
    the card's English name, case ignored, a leading "The" included ("The Wheel" sorts under T),
    whatever language each player reads: one rule at every table, mixed or not, fixed by the
    deal and the melds alone (docs/rulings/general.md, "The first player")."""
    return card.name.casefold()


def _count(icons: tuple[int, ...], positions: tuple[int, ...]) -> tuple[int, ...]:
    counts = [0] * N_ICONS
    for pos in positions:
        icon = icons[pos]
        if icon >= 0:  # an icon, not a hex, an echo effect or a bonus
            counts[icon] += 1
    return tuple(counts)


@dataclass(frozen=True)
class CardFacts:
    name: str
    age: int
    color: int
    icons: tuple[int, ...]
    dogma_icon: int
    demands: tuple[bool, ...] | None = None  # which printed effects are demands, if listed
    bonus: int = 0  # Echoes of the Past: the bonus's value, if a position holds one


def read_facts(path: Path, positions: int = 4) -> list[CardFacts]:
    """Read a card-fact table: `name | age | colour | four icons | featured icon` per line,
    optionally followed by `| D N ...` (the printed effects in order: D demand, N non-demand).
    A city's table has six positions a line (`positions`)."""
    facts = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split("|")]
        name, age, color, icons, dogma = parts[:5]
        icon_ids = tuple(icon_of(i) for i in icons.split())
        if len(icon_ids) != positions:
            raise ValueError(f"{name}: expected {positions} icon positions, got {icons!r}")
        bonuses = [int(i[len("bonus"):]) for i in icons.split() if i.startswith("bonus")]
        if len(set(bonuses)) > 1:  # (a city may show the same bonus more than once)
            raise ValueError(f"{name}: a card's bonuses have one value, got {icons!r}")
        demands = tuple(k == "D" for k in parts[5].split()) if len(parts) > 5 else None
        facts.append(
            CardFacts(  # type: ignore[arg-type]
                name, int(age), color_of(color), icon_ids, icon_of(dogma), demands,
                bonuses[0] if bonuses else 0,
            )
        )
    return facts
