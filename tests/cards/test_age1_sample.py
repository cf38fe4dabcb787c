"""Sample scenario tests (the pattern every card test follows)."""

from tests.helpers import answer, board, deck, hand, is_action_choice, options, play, score


def test_archery_affected_opponent_gives_highest_card():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},  # 2 castles
                "Bob": {
                    "board": {"blue": ["Writing"]},
                    "hand": ["Calendar", "Sailing"],
                },  # 0 castles
            },
            "decks": {"1": ["Oars"]},
            "answers": [{"dogma": "Archery"}],
        }
    )
    # Bob draws Oars (1), then must give his highest card: Calendar (2), the only highest
    assert hand(g, "Alice") == ["Calendar"]
    assert hand(g, "Bob") == ["Oars", "Sailing"]
    assert is_action_choice(g, "Alice")


def test_archery_tie_for_highest_lets_victim_choose():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"board": {"blue": ["Writing"]}, "hand": ["Sailing"]},
            },
            "decks": {"1": ["Oars"]},
            "answers": [{"dogma": "Archery"}],
        }
    )
    assert sorted(options(g)) == ["Oars", "Sailing"]
    answer(g, "Sailing")
    assert hand(g, "Alice") == ["Sailing"] and hand(g, "Bob") == ["Oars"]


def test_archery_immune_opponent_untouched_and_no_bonus():
    g = play(
        {
            "players": {
                "Alice": {"board": {"red": ["Archery"]}},
                "Bob": {"board": {"red": ["Oars"]}, "hand": ["Sailing"]},  # 2 castles: immune
            },
            "answers": [{"dogma": "Archery"}],
        }
    )
    assert hand(g, "Bob") == ["Sailing"] and hand(g, "Alice") == []
    assert is_action_choice(g, "Alice")


def test_writing_shared_gives_free_draw():
    g = play(
        {
            "players": {
                "Alice": {"board": {"blue": ["Writing"]}},
                "Bob": {"board": {"blue": ["Tools"]}},  # 2 lightbulbs: shares
            },
            "decks": {"2": ["Calendar", "Mathematics", "Philosophy"], "1": ["Oars"]},
            "answers": [{"dogma": "Writing"}],
        }
    )
    assert hand(g, "Bob") == ["Calendar"]  # sharer goes first
    # Alice draws a 2, then the free draw at her highest top card (1)
    assert hand(g, "Alice") == ["Mathematics", "Oars"]
    assert deck(g, 2)[0] == "Philosophy"
    assert score(g, "Alice") == [] and board(g, "Alice", "blue") == ["Writing"]
