"""The Dogma action: who shares and who must obey, locked in when it starts; then demands,
shared effects, and the sharing bonus."""

from __future__ import annotations

from .cards import Card, DogmaEffect
from .ctx import Ctx, Dogma, DogmaComplete, Eliminated
from .protocols import GameLike
from .state import WITH
from .wording import N_


def run_dogma(
    game: GameLike, p: int, card: Card, foreseen: bool = False, endorsed: bool = False
) -> None:
    """Carry out every effect of `card` for player `p`'s Dogma action.

    Counts are taken once, when the action starts, and with them who shares and who is
    vulnerable; the card's effects are taken then too, so covering or moving it does not stop
    them. A demand hits each opponent with fewer of the featured icon (never a partner),
    clockwise from p's left. A non-demand effect is carried out first by every other player
    with at least as many, clockwise from p's left, then by p. If an opponent who shared did
    something, p gets one free Draw action afterwards (what counts is the edition's rule, see
    `Ctx.reveal`). A player eliminated on the way drops out of the rest of the action; if it is
    p, the action ends there.

    An endorsed Dogma (Cities of Destiny's Endorse action) runs each of p's own non-demand
    effects twice in a row (sharers still once), and each demand goes round the vulnerable
    players twice.
    """
    st = game.state
    n = len(game.names)
    icon = card.dogma_icon
    counts = [pl.icons[icon] for pl in st.players]
    mine = counts[p]
    teams = game.teams
    vulnerable: list[int] = []
    sharers: list[int] = []
    for i in range(1, n):  # clockwise from p's left
        q = (p + i) % n
        if st.out >> q & 1:
            continue  # eliminated
        if counts[q] >= mine:
            sharers.append(q)
        elif teams[q] != teams[p]:
            vulnerable.append(q)
    dogma = Dogma(p, card, counts, 0, foreseen)
    rounds = 2 if endorsed else 1
    distant = game.distant_players(p) if game.negotiation else ()
    asked_to_share = False
    # an expansion's effects before the card's own (Echoes: the pile's visible echo effects,
    # bottom card first), taken when the action starts, as the card's own are; each is run with
    # the card that bears it (its name in prompts and in `you.card`)
    effects: list[tuple[Card, DogmaEffect]] = []
    for rules in game.edition.preludes:
        for bearer in rules.dogma_prelude(st, card):
            extra = rules.prelude_effect(bearer)
            if extra is not None:
                effects.append((bearer, extra))
    first = -len(effects)  # prelude effects are numbered below 0, the card's own from 0
    for effect in card.effects:
        effects.append((card, effect))
    try:
        for index, (bearer, effect) in enumerate(effects, start=first):
            run = effect.run
            if run is None:
                continue  # not implemented: skipped (`innovation cards` says which)
            dogma.effect_index = index
            if effect.demand:
                for _ in range(rounds):
                    for q in vulnerable:
                        if st.out >> q & 1:
                            continue
                        if q in distant and _negotiate(game, q, p, card, "escape"):
                            continue  # not vulnerable to this demand
                        before = st.changes
                        try:
                            run(Ctx(game, q, p, bearer, dogma))
                        except Eliminated:
                            continue  # that player is out; the others go on
                        if st.changes == before:  # the log says so: the demand found nothing
                            st.add_record((WITH, "demand_nothing", q, card.name, p))
            else:
                if distant and not asked_to_share:
                    # a distant player shares only by negotiating, before the first shared effect
                    asked_to_share = True
                    sharers = [
                        q
                        for q in sharers
                        if q not in distant or _negotiate(game, q, p, card, "share")
                    ]
                for q in sharers:
                    if st.out >> q & 1:
                        continue
                    # the log names what q does next as sharing p's card
                    st.add_record((WITH, "share", q, card.name, p))
                    before = st.changes
                    try:  # noqa: SIM105
                        run(Ctx(game, q, q, bearer, dogma))
                    except Eliminated:
                        pass
                    if st.changes != before and teams[q] != teams[p]:
                        dogma.shared_changed = True
                for _ in range(rounds):
                    try:
                        run(Ctx(game, p, p, bearer, dogma))
                    except Eliminated:
                        return  # the activating player is out of the game: the action ends
    except DogmaComplete:
        pass
    if dogma.shared_changed:
        ctx = Ctx(game, p, p, None)
        ctx.log("sharing_bonus")
        ctx.draw(ctx.highest_top_value())


def _negotiate(game: GameLike, q: int, p: int, card: Card, use: str) -> bool:
    """Player q may return a card from hand to negotiate with the distant player p: to share
    p's dogma, or to escape p's demand. Returns whether q did."""
    ctx = Ctx(game, q, q, card)
    hand = ctx.hand()
    if not hand:
        return False
    if use == "share":
        prompt = N_("you may return a card from your hand to share {player}'s dogma")
    else:
        prompt = N_("you may return a card from your hand to escape the demand of {player}'s dogma")
    paid = ctx.choose_card(hand, prompt, may=True, params={"player": game.names[p]})
    if paid is None:
        return False
    ctx.log("negotiate", use=use, card=card.name, with_player=p)
    ctx.return_card(paid)
    return True
