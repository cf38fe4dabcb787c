"""How to play Innovation: a short guide in the project's own words, for every screen.

The guide is data: `SECTIONS` is a tuple of `(title, paragraphs)` pairs, in reading order, each
paragraph a plain-text string (no markup, no line breaks: a screen wraps it to its own width).
The terminal's `help rules` shows it page by page (`pages`); a web page can render the same
sections as headings and paragraphs (`as_json`). `EXAMPLE_CARDS` names, per section, a few real
cards that show the point, for a screen that can draw them.

Rule details and their sources are in docs/rulings/ (general.md, fourth/general.md); the
rulebooks are in ../shared/rules/. Every sentence here is the project's own.

All the player-facing text of the guide is in this module, so that it can move into the
translation catalogues as one piece.
"""

from __future__ import annotations

import textwrap
from typing import Any

from .text.catalog import N_, translate

Section = tuple[str, tuple[str, ...]]

TITLE = N_("How to play Innovation")

SECTIONS: tuple[Section, ...] = (
    (
        N_("The goal"),
        (
            N_(
                "Innovation is a race through history, from the Stone Age (age 1) to the present "
                "(age 10; the 4th edition adds an age 11). You build a civilisation out of cards, "
                "and you win by collecting achievements, or by having the most points when the "
                "cards run out, or by meeting a card's own victory condition."
            ),
            N_(
                "With two players you need six achievements; with three, five; with four, four. The"
                " 4th edition asks one fewer for each player beyond two. In a team game a team "
                "needs six between its players."
            ),
        ),
    ),
    (
        N_("Set-up"),
        (
            N_(
                "The cards are sorted into face-down piles by age. One card of each age from 1 to 9"
                " (4th edition: 1 to 10) is put aside face down: these are the standard "
                "achievements, one per age, claimed later with the Achieve action. The special "
                "achievements (Monument, Empire, World, Wonder, Universe) lie face up beside them."
            ),
            N_(
                "Every player draws two cards of age 1, and everyone melds one of them at the same "
                "time; the other stays in the hand. The player whose melded card comes first in "
                "alphabetical order of the cards' English names starts (at every table, whatever "
                "language each player reads). The first player takes only one action on the first "
                "turn (with four or more players, the second player too); after that every turn has"
                " two actions."
            ),
        ),
    ),
    (
        N_("Your board, your hand, your score pile"),
        (
            N_(
                "Your board has up to five piles, one per colour (blue, red, green, yellow, "
                "purple). Only the top card of each pile is in play; the cards below it are "
                "covered. Your hand is hidden from the others; they see only how many cards you "
                "hold and of which ages. Your score pile holds scored cards face down: your points "
                "are the sum of their ages."
            ),
            N_(
                "Each card shows four icon positions (one of them is often the picture, which is no"
                " icon) and one or more dogma effects. The icon printed beside the effects is the "
                "card's featured icon: it decides who takes part when its dogma is used."
            ),
        ),
    ),
    (
        N_("The four actions"),
        (
            N_(
                "Meld: put a card from your hand on top of the pile of its colour on your board (it"
                " starts a new pile if you have none of that colour)."
            ),
            N_(
                "Draw: take a card from the age pile of your highest top card (age 1 while you have"
                " no board). If that pile is empty, take from the next higher age that has cards. "
                "Having to draw above the last age ends the game at once."
            ),
            N_(
                "Achieve: claim an available standard achievement of age N when your score is at "
                "least 5 times N and you have a top card of age N or more. Points are not spent."
            ),
            N_(
                "Dogma: use the effects of one of your top cards, as described next. You may take "
                "the same action twice in a turn."
            ),
        ),
    ),
    (
        N_("Dogma: sharing and demands"),
        (
            N_(
                "Count the featured icon of the card on your board (every icon you can see on your "
                "piles counts, top cards and the icons that splays show). Every other player with "
                "at least as many of that icon shares the card's ordinary effects: they carry out "
                "each one before you do, clockwise from your left, and then you do."
            ),
            N_(
                'An effect that begins "I demand" works the other way: each opponent with fewer of '
                "the icon must obey it, and you do not carry it out yourself. Players with as many "
                "icons as you, or more, are safe from the demand. A team-mate is never hit by your "
                "demands."
            ),
            N_(
                "Effects run one after the other, in the order printed. Do as much of an effect as "
                'you can and ignore the rest; "you may" parts are a choice, everything else must be'
                ' done even when it hurts. A condition such as "if you do" holds only when the '
                "sentence before it actually happened."
            ),
            N_(
                "The sharing bonus: if at least one opponent who shared did something with a card "
                "because of your dogma, you take a free Draw action when the dogma is over."
            ),
        ),
    ),
    (
        N_("Splays"),
        (
            N_(
                "Some effects let you splay a pile left, right or up. The pile is spread so that "
                "icons of the covered cards show and count: left shows one icon of each covered "
                "card (the bottom-right one), right shows two (the two on the left), up shows three"
                " (the three at the bottom). The 4th edition adds aslant, which shows all four."
            ),
            N_(
                "Splaying is the main way to gather many icons of one kind. A pile needs at least "
                "two cards to be splayed, and it stays splayed until an effect changes it or the "
                "pile shrinks to a single card."
            ),
        ),
    ),
    (
        N_("Achievements and the special ones"),
        (
            N_(
                "Standard achievements are taken with the Achieve action (any available age you "
                "qualify for, in any order), and some cards claim one for you. Special achievements"
                " are claimed without an action, as soon as a player meets the condition (in the "
                "4th edition, at the end of the action)."
            ),
            N_(
                "Monument: tuck six cards, or score six cards, in a single turn (4th edition: have "
                "four top cards with a demand effect). Empire: have at least three of each of the "
                "six classic icons on your board. World: have twelve clocks on your board. Wonder: "
                "have five colours on your board, each splayed right or up (4th edition: aslant "
                "counts too). Universe: have five top cards, each of age 8 or more."
            ),
        ),
    ),
    (
        N_("How the game ends"),
        (
            N_(
                "The game ends at once when a player has enough achievements, when a card says "
                "someone wins, or when someone has to draw above the last age (above 10; 4th "
                "edition: above 11). In the last case the highest score wins, and the most "
                "achievements breaks a tie."
            ),
        ),
    ),
    (
        N_("What each edition changes"),
        (
            N_(
                "3rd edition (Asmadi): the rules described above; this program's default. The "
                "rulebook lets each table decide whether covered cards are public; here they are "
                "shown unless the game hides them."
            ),
            N_(
                "1st edition (Iello): the same game with nine cards worded differently (among them "
                "Oars, Feudalism and Fission), and the other players' covered cards are secret."
            ),
            N_(
                "4th edition (Asmadi, 2024): eleven ages and a junk pile (cards put out of play "
                "face down); the aslant splay; a person icon; special achievements and the "
                "achievement victory are checked at the end of each action, and a tie for a special"
                " goes to the first player on the current player's left; a new Monument condition; "
                "revealing a card does not earn the sharing bonus; some cards make you carry out "
                "another card's effects alone, and doing that inside another such effect earns a "
                "chain achievement (an 11); a player can lose and leave the game; a tie on score is"
                " a draw; up to six players, teams of any size, and with four or more players "
                "without teams, a card from your hand can buy a deal with a distant player "
                "(negotiation)."
            ),
        ),
    ),
)

# Real cards that show each section's point (3rd edition names unless marked), for a screen
# that can draw them.
EXAMPLE_CARDS: dict[str, tuple[str, ...]] = {
    "Your board, your hand, your score pile": ("Writing", "The Wheel"),
    "Dogma: sharing and demands": ("Archery", "Sailing"),
    "Splays": ("Code of Laws", "Philosophy"),
    "Achievements and the special ones": ("Masonry", "Construction"),
}

# The expansions' sections, for the web page (the terminal's `help` says the same in its own
# words, terminal.HELP_ECHOES and HELP_CITIES): each section's key is its English title, as above.
EXPANSION_SECTIONS: tuple[tuple[str, Section], ...] = (
    (
        "echoes",
        (
            N_("Echoes of the Past (an expansion)"),
            (
                N_(
                    "Echoes of the Past adds 105 cards, ten or more of each age, in their own age "
                    "piles beside the base ones. Choose it in the lobby's new-game form; the table"
                    " then deals from both sets. In the 3rd and 1st editions, when your hand holds "
                    "cards and none of them is an Echoes card, a draw gives you an Echoes card of "
                    "that value instead (so everyone starts with one); in the 4th edition, when "
                    "your highest top card is the only one of its value."
                ),
                N_(
                    "An Echoes card's positions may hold an echo effect (the sound-wave mark) or a "
                    "bonus (a number in a circle) instead of an icon. When you take a Dogma of a "
                    "top card, every echo effect visible in that pile runs first, bottom card "
                    "first, shared like a non-demand effect. Your points are your score pile plus "
                    "your bonuses: the highest visible bonus, plus one for each other visible "
                    "bonus (the table says \"12 (3 from bonuses)\")."
                ),
                N_(
                    "To foreshadow a card is to put it face down into your forecast: you see its "
                    "cards, the others see only how many there are and their ages. After a Meld "
                    "action you may promote a card of your forecast whose value is at most the "
                    "melded card's: it is melded and you may take a free Dogma of it (in the 4th "
                    "edition promotion is a must, and the forecast holds at most five cards, less "
                    "your highest splay)."
                ),
                N_(
                    "Five more special achievements: Supremacy (three of one icon in each of four "
                    "colours), Destiny (seven cards in your forecast; five in the 4th edition), "
                    "Wealth (eight visible bonuses), Heritage (eight visible hexes in one colour) "
                    "and History (four visible echo effects in one colour). Winning by achievements"
                    " takes one more than without the expansion."
                ),
            ),
        ),
    ),
    (
        "cities",
        (
            N_("Cities of Destiny (an expansion)"),
            (
                N_(
                    "Cities of Destiny adds cities, cards of six positions in two rows with no "
                    "effects of their own, in their own age piles. A Meld action that adds a "
                    "colour to your board, or a splay in a new direction, draws you a City of "
                    "your highest top card's value, unless a City is already in your hand."
                ),
                N_(
                    "When a Meld action melds a city, its positions act, the top row then the "
                    "bottom row: a plus draws a card of the next value, an arrow splays the "
                    "city's colour that way, and a basic icon in the top-middle is a search: "
                    "draw and reveal as many base cards of the city's value as its value and keep"
                    " those that show that icon. The 4th edition adds junk, uplift and unsplay "
                    "icons."
                ),
                N_(
                    "A fountain counts as an achievement while it shows; a flag too, while no "
                    "opponent shows more cards of its colour (the table says \"1 + 2 on the "
                    "board = 3\"). Endorse is an action once a turn: a Dogma of a top card whose "
                    "featured icon one of your top cities shows, paid with a card from your hand"
                    " of value up to that city's (tucked; junked in the 4th edition), with your "
                    "own effects twice."
                ),
                N_(
                    "Five more special achievements, each claimed the moment it happens: Legend "
                    "(Tradition in the 4th edition), Repute and Fame for melding a city with a "
                    "left, right or up arrow on a colour already splayed that way; Glory and "
                    "Victory for tucking a city with a flag or a fountain (in the 4th edition, "
                    "junking it from your hand)."
                ),
            ),
        ),
    ),
)
EXPANSION_CARDS: dict[str, tuple[str, ...]] = {
    "echoes": ("Perfume", "Bangle", "Candles", "Flute"),
    # cities ("Athens", "Troy", "Zurich", "Brussels") once the web draws six positions
}

# the terminal's pager
PAGE_PROMPT = "-- Enter: next page, q: back to the game -- "
PAGE_COUNTER = "({page}/{pages})"


def text_lines(width: int = 78, lang: str = "en") -> list[list[str]]:
    """Each section as wrapped lines: its title underlined, then its paragraphs (in `lang`:
    the guide's texts are messages of the catalogue, docs/translating.md)."""
    out = []
    for title, paragraphs in SECTIONS:
        shown = translate(lang, title)
        lines = [shown, "-" * len(shown)]
        for para in paragraphs:
            lines += textwrap.wrap(translate(lang, para), width)
            lines.append("")
        out.append(lines[:-1])
    return out


def pages(height: int = 22, width: int = 78, lang: str = "en") -> list[str]:
    """The guide cut into screen pages of at most `height` lines: a section starts a new page
    when it does not fit on the current one, and a section taller than a page is cut."""
    result: list[str] = []
    title = translate(lang, TITLE)
    page: list[str] = [title, "=" * len(title)]
    for section in text_lines(width, lang):
        if page and len(page) + 1 + len(section) > height:
            result.append("\n".join(page))
            page = []
        while section:
            if page:
                page.append("")
            take = section[: max(1, height - len(page))]
            page += take
            section = section[len(take) :]
            if section:
                result.append("\n".join(page))
                page = []
    if page:
        result.append("\n".join(page))
    return result


def as_json(lang: str = "en") -> dict[str, Any]:
    """The guide for a web page, in `lang`: its title, and the sections with their example
    cards (by English name) and `key`, the section's English title (a page's anchor)."""
    return {
        "language": lang,
        "title": translate(lang, TITLE),
        "sections": [
            {
                "key": t,
                "title": translate(lang, t),
                "paragraphs": [translate(lang, p) for p in ps],
                "cards": list(EXAMPLE_CARDS.get(t, ())),
            }
            for t, ps in SECTIONS
        ]
        + [
            {
                "key": t,
                "title": translate(lang, t),
                "paragraphs": [translate(lang, p) for p in ps],
                "cards": list(EXPANSION_CARDS.get(name, ())),
                "expansion": name,
            }
            for name, (t, ps) in EXPANSION_SECTIONS
        ],
    }
