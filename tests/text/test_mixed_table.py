"""The first player at a table where each player reads another language: one rule for everyone,
the English names (docs/rulings/general.md, "The first player")."""

from __future__ import annotations

import pytest

from innovation import Game
from innovation.cards.texts import CardTexts
from innovation.engine.cards import opening_order


def _deal_with(first_meld: str, second_meld: str, edition: str = "3rd") -> Game:
    """A two-player game where the first seat can meld one card and the second the other."""
    for seed in range(5000):
        g = Game.new(edition, ["Ana", "Bohdan"], seed=seed)
        hands = [{c.name: c for c in g.state.players[p].hand} for p in range(2)]
        if first_meld in hands[0] and second_meld in hands[1]:
            g.answer(hands[0][first_meld], player=0)
            g.answer(hands[1][second_meld], player=1)
            return g
    raise AssertionError(f"no deal in 5000 seeds gives {first_meld} and {second_meld}")


def _starts(g: Game) -> int:
    assert g.state.phase == "play" and g.state.actions_left == 1
    return g.state.current


@pytest.mark.parametrize(
    ("english_first", "other", "lang"),
    [
        # Portuguese would start the other player: Alvenaria < Arqueria, Escrita < Vestuário
        ("Archery", "Masonry", "pt_BR"),
        ("Clothing", "Writing", "pt_BR"),
        # Ukrainian too: Звід законів < Стрільба з лука
        ("Archery", "Code of Laws", "uk"),
        # Spanish: Herramientas < Ropa but English Clothing < Tools
        ("Clothing", "Tools", "es"),
    ],
)
def test_the_english_names_decide_even_where_a_language_orders_them_the_other_way(
    english_first, other, lang, monkeypatch
):
    names = CardTexts("3rd", lang)
    translated = [names.name(english_first), names.name(other)]
    assert translated[1].casefold() < translated[0].casefold()  # the language disagrees
    monkeypatch.setenv("INNOVATION_LANG", lang)  # no setting of anyone's language matters
    for seats in ((english_first, other), (other, english_first)):
        g = _deal_with(*seats)
        assert _starts(g) == seats.index(english_first)


def test_the_leading_article_counts_the_wheel_sorts_under_t():
    assert (
        opening_order(
            next(c for c in Game.new("3rd", 2, seed=0).edition.cards if c.name == "The Wheel")
        )
        == "the wheel"
    )
    g = _deal_with("Tools", "The Wheel")
    assert _starts(g) == 1  # "the wheel" < "tools"
    g = _deal_with("The Wheel", "Sailing")
    assert _starts(g) == 1  # "sailing" < "the wheel"


@pytest.mark.parametrize("edition", ["1st", "4th"])
def test_every_edition_keeps_the_same_rule(edition):
    g = _deal_with("Masonry", "Archery", edition)
    assert _starts(g) == 1


def test_the_first_player_is_fixed_by_the_deal_and_the_melds_alone():
    """A record replays to the same first player: nothing about languages is in it."""
    from innovation.engine.records import GameRecord

    g = _deal_with("Archery", "Masonry")
    again = GameRecord.of(g).replay()
    assert again.state.current == g.state.current == 0
