"""Age 1 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age1.md.

Most age-1 cards do under the 4th edition's rules exactly what their 3rd-edition functions
do, so those functions are reused (the engine supplies what the edition changes: reveals
that do not earn the sharing bonus, draws up to age 11, end-of-action special achievements).
New here: Archery's junk effect and both effects of Masonry.
"""

from ...engine.cards import CASTLE, RED
from ...engine.ctx import Ctx
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Pottery")
card.reuse(third, "Tools")
card.reuse(third, "Writing")


# --- red ------------------------------------------------------------------------------------
card.reuse(third, "Archery", 0)


@card.effect("Archery")
def archery_junk_achievement(you: Ctx) -> None:
    """Pick a 1 or a 2 among the achievements nobody has claimed, and junk it."""
    you.junk_achievement((1, 2), "junk an available achievement: choose its age")


card.reuse(third, "Metalworking")


card.reuse(third, "Oars")

# --- green ----------------------------------------------------------------------------------
card.reuse(third, "Clothing")
card.reuse(third, "Sailing")
card.reuse(third, "The Wheel")

# --- yellow ---------------------------------------------------------------------------------
card.reuse(third, "Agriculture")
card.reuse(third, "Domestication")


@card.effect("Masonry")
def masonry_meld_castles(you: Ctx) -> None:
    """Put onto your board as many cards from your hand as you like, each bearing a castle
    (none at all is fine); they go down in the order you pick them."""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    for chosen in you.choose_cards(castles, "meld a card with a [castle] (the last on top)"):
        you.meld(chosen)


@card.effect("Masonry")
def masonry_monument(you: Ctx) -> None:
    """When your red pile holds three cards, no more and no fewer, take the Monument
    achievement."""
    if len(you.pile(RED)) == 3:
        you.achieve_special("Monument")


# --- purple ---------------------------------------------------------------------------------
card.reuse(third, "City States")


card.reuse(third, "Code of Laws")
card.reuse(third, "Mysticism")
