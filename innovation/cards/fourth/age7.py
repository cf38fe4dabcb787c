"""Age 7 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age7.md.

Where the 3rd edition's function already does exactly what the 4th-edition text says under
the 4th-edition rules, it is reused (`card.reuse`): Evolution, Publications' splay, Combustion's
return, Explosives, Bicycle, Electricity (one top card per colour, as for Engineering),
Refrigeration's score, Sanitation's exchange, Lighting and Railroad's splay. New here:
Publications' special achievements (junk one, or make a junked one available), Combustion's
demand (one card per colour showing a crown), Refrigeration's demand (all but one card),
Sanitation's junked deck, and Railroad's first two effects (printed as two effects now).
"""

from ...engine.cards import CROWN
from ...engine.ctx import Ctx
from ...engine.wording import N_
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Evolution")  # draw and score an 8 then return one, or draw one higher
card.reuse(third, "Publications", 1)  # you may splay yellow or blue up

PUBLICATIONS_PASS = N_("pass")


@card.effect("Publications")
def publications_special_achievements(you: Ctx) -> None:
    """You may junk one special achievement that nobody has claimed, or take one out of the
    junk so that it can be claimed again."""
    to_junk = {f"junk {name}": name for name in you.available_specials()}
    to_restore = {f"make {name} available": name for name in you.junked_specials()}
    if not to_junk and not to_restore:
        return
    # the options are language-neutral strings; each one's label is a message
    labels = [(N_("junk {special}"), {"special": name}) for name in to_junk.values()]
    labels += [(N_("make {special} available"), {"special": name}) for name in to_restore.values()]
    labels.append((PUBLICATIONS_PASS, {}))
    choice = you.choose_option(
        [*to_junk, *to_restore, PUBLICATIONS_PASS],
        "you may junk an available special achievement or make a junked one available",
        labels=labels,
    )
    if choice in to_junk:
        you.junk_special(to_junk[choice])
    elif choice in to_restore:
        you.restore_special(to_restore[choice])


# --- red ------------------------------------------------------------------------------------
@card.demand("Combustion")
def combustion_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile one of your score cards for each colour of my
    board that shows a crown!"""
    crowned = sum(1 for c in you.colors(you.me) if you.pile_icons(c, CROWN, you.me) > 0)
    if crowned <= 0:
        return
    given = you.choose_cards(
        you.score_pile(), "give me a card from your score pile", min=crowned, max=crowned
    )
    for c in given:
        you.transfer_to_score(c, you.me)


card.reuse(third, "Combustion", 1)  # return your bottom red card
card.reuse(
    third, "Explosives"
)  # your three highest hand cards; a 7 if any went and the hand is empty

# --- green ----------------------------------------------------------------------------------
card.reuse(third, "Bicycle")  # you may exchange your whole hand with your whole score pile
card.reuse(third, "Electricity")  # each top card without a factory back; an 8 per card


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Refrigeration")
def refrigeration_demand(you: Ctx) -> None:
    """I demand you keep a single card of your hand and return every other one!"""
    held = you.hand()
    if len(held) < 2:
        return
    kept = you.choose_card(held, "keep one card in your hand; the others are returned")
    you.return_cards([c for c in held if c is not kept])


card.reuse(third, "Refrigeration", 1)  # you may score a card from your hand
card.reuse(third, "Sanitation")  # your two highest hand cards for my lowest


@card.effect("Sanitation")
def sanitation_junk_deck(you: Ctx) -> None:
    """Pick the 7 deck or the 8 deck and junk every card in it."""
    if not you.deck_size(7) and not you.deck_size(8):
        return  # either answer junks nothing: no question (docs/rulings/fourth/age7.md)
    age = you.choose_value((7, 8), "choose the deck to junk: the 7s or the 8s")
    if age is not None:
        you.junk_deck(age)


# --- purple ---------------------------------------------------------------------------------
card.reuse(third, "Lighting")  # tuck up to three; a 7 scored per different value tucked


@card.effect("Railroad")
def railroad_return_hand(you: Ctx) -> None:
    """Return your whole hand."""
    you.return_cards(you.hand())


@card.effect("Railroad")
def railroad_draw_sixes(you: Ctx) -> None:
    """Draw a 6 three times."""
    for _ in range(3):
        you.draw(6)


card.reuse(third, "Railroad", 1)  # you may turn one right splay into an up splay
