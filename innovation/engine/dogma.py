"""The Dogma action: who shares and who must obey, locked in when it starts; then demands,
shared effects, and the sharing bonus."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .ctx import Ctx, Dogma, DogmaComplete, Eliminated

if TYPE_CHECKING:
    from .game import Game


def run_dogma(game: Game, p: int, card: Card) -> None:
    """Carry out every effect of `card` for player `p`'s Dogma action.

    Counts are taken once, when the action starts, and with them who shares and who is
    vulnerable; the card's effects are taken then too, so covering or moving it does not stop
    them. A demand hits each opponent with fewer of the featured icon (never a partner),
    clockwise from p's left. A non-demand effect is carried out first by every other player
    with at least as many, clockwise from p's left, then by p. If an opponent who shared did
    something, p gets one free Draw action afterwards (what counts is the edition's rule, see
    `Ctx.reveal`). A player eliminated on the way drops out of the rest of the action; if it is
    p, the action ends there.
    """
    st = game.state
    n = len(game.names)
    icon = card.dogma_icon
    counts = [pl.icons[icon] for pl in st.players]
    mine = counts[p]
    teams = game.teams
    order = [(p + i) % n for i in range(1, n)]
    if st.out:
        order = [q for q in order if not st.out >> q & 1]
    vulnerable = [q for q in order if teams[q] != teams[p] and counts[q] < mine]
    sharers = [q for q in order if counts[q] >= mine]
    dogma = Dogma(p, card, counts)
    try:
        for index, effect in enumerate(card.effects):
            run = effect.run
            if run is None:
                continue  # not implemented: skipped (`innovation cards` says which)
            dogma.effect_index = index
            if effect.demand:
                for q in vulnerable:
                    if not st.out >> q & 1:
                        _carry_out(run, Ctx(game, q, p, card, dogma))
            else:
                for q in sharers:
                    if st.out >> q & 1:
                        continue
                    before = st.changes
                    _carry_out(run, Ctx(game, q, q, card, dogma))
                    if st.changes != before and teams[q] != teams[p]:
                        dogma.shared_changed = True
                if _carry_out(run, Ctx(game, p, p, card, dogma)):
                    return  # the activating player is out of the game
    except DogmaComplete:
        pass
    if dogma.shared_changed:
        ctx = Ctx(game, p, p, None)
        ctx.log("sharing_bonus")
        ctx.draw(ctx.highest_top_value())


def _carry_out(run, ctx: Ctx) -> bool:
    """Run one effect for one player; True if the activating player was eliminated by it."""
    try:
        run(ctx)
    except Eliminated as out:
        if ctx.dogma is not None and out.player == ctx.dogma.activator:
            return True
    return False
