"""Where card effects are registered: one decorated function per printed effect.

Each edition has one `EffectRegistry`. A card module registers effects in the order they are
printed::

    @card.demand("Archery")
    def archery(you: Ctx) -> None:
        "I demand you draw a 1 and transfer your highest hand card to my hand!"
        ...

The docstring is the project's own wording of the effect, in the card's voice (shown as it is
by `innovation cards`, the terminal and the web tooltips; a demand's text starts with its own
"I demand", so no interface adds a label). Style: docs/writing-cards.md, "Card texts".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

EffectFn = Callable[..., None]


@dataclass
class RegisteredEffect:
    demand: bool
    run: EffectFn
    text: str


@dataclass
class EffectRegistry:
    edition: str
    effects: dict[str, list[RegisteredEffect]] = field(default_factory=dict)
    # Echoes of the Past: a card's echo effect (one at most), apart from its printed effects
    echoes: dict[str, RegisteredEffect] = field(default_factory=dict)

    def _add(self, name: str, demand: bool, replaces: int | None = None):
        def decorate(fn: EffectFn) -> EffectFn:
            doc = " ".join((fn.__doc__ or "").split())
            if not doc:
                raise ValueError(f"{name}: effect {fn.__name__} needs a docstring (its rules text)")
            entry = RegisteredEffect(demand, fn, doc)
            effects = self.effects.setdefault(name.lower(), [])
            if replaces is None:
                effects.append(entry)
            elif replaces < len(effects):
                effects[replaces] = entry
            else:
                raise ValueError(
                    f"{name}: cannot replace effect {replaces}; only {len(effects)} are registered"
                )
            return fn

        return decorate

    def effect(self, name: str, *, replaces: int | None = None):
        """Register a non-demand effect of card `name` (the next one printed on it)."""
        return self._add(name, False, replaces=replaces)

    def echo(self, name: str):
        """Register the echo effect of card `name` (Echoes of the Past): it runs, when visible,
        before the dogma effects of the pile's top card, and is shared like a non-demand."""

        def decorate(fn: EffectFn) -> EffectFn:
            doc = " ".join((fn.__doc__ or "").split())
            if not doc:
                raise ValueError(f"{name}: echo effect {fn.__name__} needs a docstring")
            if name.lower() in self.echoes:
                raise ValueError(f"{name}: a card has one echo effect")
            self.echoes[name.lower()] = RegisteredEffect(False, fn, doc)
            return fn

        return decorate

    def demand(self, name: str, *, replaces: int | None = None):
        """Register an "I demand" effect of card `name`."""
        return self._add(name, True, replaces=replaces)

    def reuse(self, other: EffectRegistry, name: str, *indexes: int) -> None:
        """Take card `name`'s effects (those at `indexes`, all by default, in that order) from
        another edition, where that edition's function already does what this edition's text
        says: the rules text comes along with the function."""
        theirs = other.effects.get(name.lower())
        if not theirs:
            raise ValueError(f"{name}: the {other.edition} edition has no effects to reuse")
        picked = [theirs[i] for i in indexes] if indexes else list(theirs)
        self.effects.setdefault(name.lower(), []).extend(picked)

    def reuse_echo(self, other: EffectRegistry, name: str) -> None:
        """Take card `name`'s echo effect from another edition, where that function already does
        what this edition's echo text says."""
        theirs = other.echoes.get(name.lower())
        if theirs is None:
            raise ValueError(f"{name}: the {other.edition} edition has no echo effect to reuse")
        if name.lower() in self.echoes:
            raise ValueError(f"{name}: a card has one echo effect")
        self.echoes[name.lower()] = theirs

    def inherit(self, other: EffectRegistry) -> None:
        """Start from another edition's effects (the 1st edition starts from the 3rd)."""
        for name, effects in other.effects.items():
            self.effects[name] = list(effects)
