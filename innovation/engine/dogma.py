"""The Dogma action: featured icons counted once, demands, sharing, and the sharing bonus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .ctx import Ctx, Dogma, DogmaComplete

if TYPE_CHECKING:
    from .game import Game


def run_dogma(game: Game, p: int, card: Card) -> None:
    """Carry out every effect of `card` for player `p`'s Dogma action.

    Counts are taken once, when the action starts. A demand hits each opponent with fewer of
    the featured icon (never a partner), clockwise from p's left. A non-demand effect is carried
    out first by every other player with at least as many, clockwise from p's left, then by p.
    If an opponent who shared changed the game, p gets one free Draw action afterwards. The
    effects are taken from the card when the action begins, so covering or moving it does not
    stop them.
    """
    st = game.state
    n = len(game.names)
    icon = card.dogma_icon
    counts = [pl.icons[icon] for pl in st.players]
    mine = counts[p]
    teams = game.teams
    order = [(p + i) % n for i in range(1, n)]
    dogma = Dogma(p, card, counts)
    try:
        for index, effect in enumerate(card.effects):
            run = effect.run
            if run is None:
                continue  # not implemented: skipped (`innovation cards` says which)
            dogma.effect_index = index
            if effect.demand:
                for q in order:
                    if teams[q] == teams[p]:
                        continue
                    if counts[q] >= mine if effect.compel else counts[q] < mine:
                        run(Ctx(game, q, p, card, dogma))
            else:
                for q in order:
                    if counts[q] >= mine:
                        before = st.changes
                        run(Ctx(game, q, q, card, dogma))
                        if st.changes != before and teams[q] != teams[p]:
                            dogma.shared_changed = True
                run(Ctx(game, p, p, card, dogma))
    except DogmaComplete:
        pass
    if dogma.shared_changed:
        ctx = Ctx(game, p, p, None)
        ctx.log("sharing_bonus")
        ctx.draw(ctx.highest_top_value())
