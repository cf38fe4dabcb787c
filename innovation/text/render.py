"""What the engine says, in a viewer's language: decision prompts, their options, log events.

The engine speaks in messages: a decision carries its prompt's English msgid and parameters
(`Decision.key`, `Decision.params`, option labels in `Decision.labels`), a log event is a dict of
a type and fields (`{"type": "meld", "player": "Ann", "card": "Oars"}`). `Words(lang, edition)`
turns them into one viewer's text: the catalogue's translation of the msgid, with the card,
colour, icon and special-achievement names among the parameters in that language too (a
parameter named `card…` is a card, `color` a colour, `icon` an icon, `special` a special
achievement). Nothing here runs in the engine's loop: an interface calls it when it shows
something. English goes through the same path (`en.po` is empty; the msgid is the text).
"""

from __future__ import annotations

from typing import Any

from ..engine.decisions import ACTION, COLOR, OPTION, PLAYER, VALUE, YESNO, Decision
from .catalog import N_, ngettext, pgettext, translate
from .languages import normalize_language
from .terms import color_name, icon_name

# what a player types or reads for an action, as the rulebook of the language words it
VERB_WORDS = {
    "draw": N_("draw"),
    "meld": N_("meld"),
    "dogma": N_("dogma"),
    "achieve": N_("achieve"),
    "endorse": N_("endorse"),  # Cities of Destiny's action
}
# an icon counted ("fewer castles"); Ukrainian writes the form a count takes after "fewer"
ICON_PLURALS = {
    "crown": N_("crowns"),
    "leaf": N_("leaves"),
    "lightbulb": N_("lightbulbs"),
    "castle": N_("castles"),
    "factory": N_("factories"),
    "clock": N_("clocks"),
    "person": N_("people"),
}
SEVERAL_CHOSEN = N_("{prompt} ({count} chosen)")
SEVERAL_CHOSEN_MAY_STOP = N_("{prompt} ({count} chosen; pass to stop)")
CARD_ASKS = N_("{card}: {prompt}")


class Words:
    """One viewer's language for one game's edition."""

    def __init__(self, lang: str = "en", edition: str = "3rd") -> None:
        code = normalize_language(lang)
        if code is None:
            raise ValueError(f"unknown language {lang!r}")
        self.lang = code
        self.edition = edition
        self.english = code == "en"
        self._texts: Any = None

    # ---- words and names
    def t(self, msgid: str, /, **params: Any) -> str:
        """A message in this language (`translate`)."""
        return translate(self.lang, msgid, **params)

    def tn(self, singular: str, plural: str, count: int, /, **params: Any) -> str:
        """A message with a number (`ngettext`): `{n}` is the count unless `params` say."""
        return ngettext(self.lang, singular, plural, count, **params)

    def p(self, context: str, msgid: str, /, **params: Any) -> str:
        return pgettext(self.lang, context, msgid, **params)

    def _card_texts(self) -> Any:
        if self._texts is None:
            from ..cards.texts import card_texts

            self._texts = card_texts(self.edition, self.lang)
        return self._texts

    def card(self, name: str) -> str:
        """A card's name (its English name is its id), in this language where translated."""
        if self.english:
            return name
        return self._card_texts().name(name) or name

    def special(self, name: str) -> str:
        if self.english:
            return name
        said = self._card_texts().name(name, "specials")
        if said is None:  # an expansion's special achievement: a gettext message
            from ..cards.specials import expansion_special_name

            said = expansion_special_name(self.lang, name)
        return said

    def color(self, name: str) -> str:
        return color_name(self.lang, name) if name in _COLORS else name

    def icon(self, name: str) -> str:
        return icon_name(self.lang, name)

    def icons(self, name: str) -> str:
        """An icon's name as a counted plural ("castles")."""
        return self.t(ICON_PLURALS[name]) if name in ICON_PLURALS else name

    def verb(self, verb: str) -> str:
        return self.t(VERB_WORDS[verb]) if verb in VERB_WORDS else verb

    def yes_no(self, value: bool) -> str:
        if value:
            return pgettext(self.lang, "answer", "yes")
        return pgettext(self.lang, "answer", "no")

    def pass_word(self) -> str:
        return pgettext(self.lang, "answer", "pass")

    def param(self, key: str, value: Any) -> Any:
        """A message parameter as this viewer reads it (names of game things translated)."""
        if not isinstance(value, str):
            return value
        if key.startswith("card"):
            return self.card(value)
        if key.startswith("color"):
            return self.color(value)
        if key.startswith("icon"):
            return self.icon(value)
        if key.startswith("special"):
            return self.special(value)
        return value

    def message(self, msgid: str, params: dict[str, Any] | None = None) -> str:
        shown = {k: self.param(k, v) for k, v in (params or {}).items()}
        return self.t(msgid, **shown)

    # ---- decisions
    def prompt(self, d: Decision) -> str:
        """The decision's question in this language (the card that asks named first)."""
        if not d.key:
            return d.prompt  # a decision made elsewhere, without a message: as it is
        text = self.message(d.key, d.params)
        several = (d.context or {}).get("several")
        if isinstance(several, dict):
            count = several.get("chosen", 0)
            may_stop = None in d.options
            text = self.t(
                SEVERAL_CHOSEN_MAY_STOP if may_stop else SEVERAL_CHOSEN, prompt=text, count=count
            )
        if d.card is not None:
            text = self.t(CARD_ASKS, card=self.card(d.card.name), prompt=text)
        return text

    def you(self) -> str:
        # TRANSLATORS: a player to choose who is the person reading ("Choose a player: Bob,
        # you"), in the form a list of answers uses
        return pgettext(self.lang, "answer", "you")

    def answer(self, d: Decision, encoded: Any, viewer: str | None = None) -> str:
        """One legal answer, in its JSON form (`Decision.encode`), as this viewer reads it.
        `viewer`: the reader's name; a player to choose who is the reader reads "you"."""
        if isinstance(encoded, dict) and len(encoded) == 1:
            ((verb, value),) = encoded.items()
            shown = self.card(value) if isinstance(value, str) else str(value)
            return f"{self.verb(verb)} {shown}"
        if encoded == "draw" and d.kind == ACTION:
            return self.verb("draw")
        if encoded == "pass":
            return self.pass_word()
        if d.kind == YESNO:
            return self.yes_no(encoded == "yes")
        if d.kind == COLOR:
            return self.color(encoded)
        if d.kind == PLAYER and viewer is not None and encoded == viewer:
            return self.you()
        if d.kind in (PLAYER, VALUE):
            return str(encoded)
        if d.kind == OPTION:
            if d.labels is not None and encoded in d.options:
                key, params = d.labels[d.options.index(encoded)]
                return self.message(key, params)
            return self.t(encoded)
        return self.card(encoded) if isinstance(encoded, str) else str(encoded)

    # ---- the log
    def event(self, e: dict[str, Any], viewer: str | None = None) -> str:
        """One log event (as `views.view` shows it: names, not indexes) in words; "" for an
        event told by another (an achievement's move is told by "achieved"). `viewer`: the
        reader's name, whose lines say "you"."""
        return describe_event(self, e, viewer)


_COLORS = ("blue", "red", "green", "yellow", "purple")
# a splay's direction in "Ann splayed red left"
DIRECTIONS = {"left": N_("left"), "right": N_("right"), "up": N_("up"), "aslant": N_("aslant")}

_PAST = {
    "draw": N_("{player} drew {card}"),
    "meld": N_("{player} melded {card}"),
    "tuck": N_("{player} tucked {card}"),
    "score": N_("{player} scored {card}"),
    "return": N_("{player} returned {card}"),
    "reveal": N_("{player} revealed {card}"),
    "remove": N_("{player} removed {card}"),
    "junk": N_("{player} junked {card}"),
    "transfer": N_("{player} transferred {card}"),
    "exchange": N_("{player} exchanged {card}"),
    "foreshadow": N_("{player} foreshadowed {card}"),
    "make_available": N_("{player} put {card} among the available achievements"),
    "look": N_("{player} looked at {card}"),
}
# the same lines about the person reading them ("You drew Writing" on Ann's own screen)
_PAST_YOU = {
    "draw": N_("You drew {card}"),
    "meld": N_("You melded {card}"),
    "tuck": N_("You tucked {card}"),
    "score": N_("You scored {card}"),
    "return": N_("You returned {card}"),
    "reveal": N_("You revealed {card}"),
    "remove": N_("You removed {card}"),
    "junk": N_("You junked {card}"),
    "transfer": N_("You transferred {card}"),
    "exchange": N_("You exchanged {card}"),
    "foreshadow": N_("You foreshadowed {card}"),
    "make_available": N_("You put {card} among the available achievements"),
    "look": N_("You looked at {card}"),
}
# where a transferred or exchanged card went, each a whole message (a language puts its own
# preposition and article before each place: "para a mão de Ada", "nella Mano di Ada")
_TO_PLAYER = {
    "hand": N_("{text} to {player}'s hand"),
    "score": N_("{text} to {player}'s score pile"),
    "board": N_("{text} to {player}'s board"),
    "achieved": N_("{text} to {player}'s achievements"),
    "forecast": N_("{text} to {player}'s forecast"),
}
_TO_YOU = {
    "hand": N_("{text} to your hand"),
    "score": N_("{text} to your score pile"),
    "board": N_("{text} to your board"),
    "achieved": N_("{text} to your achievements"),
    "forecast": N_("{text} to your forecast"),
}
_TO_PLACE = {
    "deck": N_("{text} to the age pile"),
    "achievements": N_("{text} to the available achievements"),
    "junk": N_("{text} to the junk"),
    "removed": N_("{text} out of the game"),
}
# a place no message above names (a place added later): its word in the generic messages
_PLACES = {
    "hand": N_("hand"),
    "score": N_("score pile"),
    "board": N_("board"),
    "achieved": N_("achievements"),
    "achievements": N_("achievements"),
    "deck": N_("age pile"),
    "junk": N_("junk"),
    "forecast": N_("forecast"),
}
# a card seen from its back, when the back says its set (an expansion's card): "an Echoes 1"
_SET_BACKS = {"echoes": N_("an Echoes {value}"), "cities": N_("a City {value}")}


def _a_card(w: Words, e: dict[str, Any]) -> str:
    """The card a log line's verb acts on: its name, or what its back shows ("a 3")."""
    if e.get("card"):
        # TRANSLATORS: a card's name as the object of a log line's verb ("Ann melded Oars");
        # a language that declines nouns may name it after its word for card, so the name
        # stays in the nominative (Ukrainian: картку «{card}», as "a 3" is картку 3)
        return pgettext(w.lang, "card, object of a verb", "{card}", card=w.card(e["card"]))
    if "age" in e and e.get("set") in _SET_BACKS:
        return w.t(_SET_BACKS[e["set"]], value=e["age"])
    if "age" in e:  # a card seen from its back: "a 3", "an 8"
        said = str(e["age"])
        if said.startswith("8") or said in ("11", "18"):
            return w.t("an {value}", value=said)
        return w.t("a {value}", value=said)
    return w.t("a card")


def _winners(w: Words, names: list[str], viewer: str | None = None) -> str:
    if not names:
        return w.t("nobody won")
    if viewer is not None and viewer in names:
        others = [n for n in names if n != viewer]
        if not others:
            return w.t("you won")
        return w.tn(
            "you and {players} won", "you and {players} won", len(others),
            players=joined(w, others),
        )
    return w.tn("{players} won", "{players} won", len(names), players=joined(w, names))


_DRAW_SUFFIX = "; a draw: the best scores and achievements are tied"


def end_reason(w: Words, reason: str, viewer: str | None = None) -> str:
    """Why the game ended (`State.end_reason`, English words the engine writes) in the
    viewer's language: "achievements", "card: Robotics", "Ann conceded", "last player left",
    "Ann had to draw above age 10", each with "; a draw: …" when a tie is not shared.
    `viewer`: the name of the person reading it, who is "you" in it."""
    tail = ""
    if reason.endswith(_DRAW_SUFFIX):
        reason = reason[: -len(_DRAW_SUFFIX)]
        tail = w.t("; a draw: the best scores and achievements are tied")
    if reason == "achievements":
        text = w.t("achievements")
    elif reason == "score":
        text = w.t("the highest score")
    elif reason == "last player left":
        text = w.t("last player left")
    elif reason.startswith("card: "):
        text = w.t("card: {card}", card=w.card(reason[len("card: ") :]))
    elif reason.endswith(" conceded"):
        who = reason[: -len(" conceded")]
        if viewer is not None and who == viewer:
            text = w.t("you conceded")
        else:
            text = w.t("{player} conceded", player=who)
    elif " had to draw above age " in reason:
        who, _, age = reason.rpartition(" had to draw above age ")
        if viewer is not None and who == viewer:
            text = w.t("you had to draw above age {value}", value=age)
        else:
            text = w.t("{player} had to draw above age {value}", player=who, value=age)
    else:
        text = reason
    return text + tail


def joined(w: Words, items: list[str], last: str = "and") -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" in the language ("or" with last="or")."""
    words = list(items)
    if len(words) < 2:
        return "".join(words)
    template = w.t("{items} and {last}") if last == "and" else w.t("{items} or {last}")
    return template.format(items=", ".join(words[:-1]), last=words[-1])


def describe_event(  # noqa: C901 - one case per event
    w: Words, e: dict[str, Any], viewer: str | None = None
) -> str:
    """One log event in words. `viewer`: the name of the person reading it (None: a spectator,
    or a screen several people share); the lines about them say "you" ("You drew Writing")
    and the lines about the others name them, as ever. No player may be called "you" (the web
    table refuses such a name), so a line in the second person is always about the reader."""
    kind = e.get("type")
    who = e.get("player", "")
    me = viewer is not None and viewer != "" and who == viewer

    def mine(name: Any) -> bool:
        return viewer is not None and viewer != "" and name == viewer

    if kind == "action":
        action = e.get("action", "")
        what = w.card(e["card"]) if e.get("card") else str(e.get("age") or "")
        return f"{w.t('You') if me else who}: {w.verb(action)} {what}".rstrip()
    if kind == "junk" and e.get("from") == "achievements":
        if me:
            return w.t("You junked the age {value} achievement", value=e.get("age"))
        return w.t("{player} junked the age {value} achievement", player=who, value=e.get("age"))
    if kind in _PAST:
        if me:
            text = w.t(_PAST_YOU[kind], card=_a_card(w, e))
        else:
            text = w.t(_PAST[kind], player=who, card=_a_card(w, e))
        if kind in ("transfer", "exchange"):
            owner = e.get("to_player")
            to = e.get("to", "")
            place = w.t(_PLACES.get(to, to))
            if owner and mine(owner):
                if to in _TO_YOU:
                    text = w.t(_TO_YOU[to], text=text)
                else:
                    text = w.t("{text} to your {place}", text=text, place=place)
            elif owner:
                if to in _TO_PLAYER:
                    text = w.t(_TO_PLAYER[to], text=text, player=owner)
                else:
                    text = w.t("{text} to {player}'s {place}", text=text, player=owner, place=place)
            elif to in _TO_PLACE:
                text = w.t(_TO_PLACE[to], text=text)
            else:
                text = w.t("{text} to the {place}", text=text, place=place)
        elif kind == "return":
            if "age" in e:
                text = w.t("{text} to the age {value} pile", text=text, value=e["age"])
            else:
                text = w.t("{text} to its age pile", text=text)
        return text
    if kind == "splay":
        if e["direction"] == "none":
            if me:
                return w.t("You unsplayed {color}", color=w.color(e["color"]))
            return w.t("{player} unsplayed {color}", player=who, color=w.color(e["color"]))
        direction = w.t(DIRECTIONS.get(e["direction"], e["direction"]))
        if me:
            return w.t("You splayed {color} {direction}", color=w.color(e["color"]),
                       direction=direction)
        return w.t(
            "{player} splayed {color} {direction}",
            player=who,
            color=w.color(e["color"]),
            direction=direction,
        )
    if kind == "rearrange":
        cards = ", ".join(w.card(c) for c in e["cards"])
        if me:
            return w.t("You rearranged {color}: {cards}", color=w.color(e["color"]), cards=cards)
        return w.t(
            "{player} rearranged {color}: {cards}", player=who, color=w.color(e["color"]), cards=cards
        )
    if kind == "super_execute":
        if me:
            return w.t("You super-execute {card}", card=w.card(e["card"]))
        return w.t("{player} super-executes {card}", player=who, card=w.card(e["card"]))
    if kind == "execute":
        if me:
            return w.t("You carry out {card}'s effects", card=w.card(e["card"]))
        return w.t("{player} carries out {card}'s effects", player=who, card=w.card(e["card"]))
    if kind == "achieved":
        if e.get("special"):
            if me:
                return w.t("You claimed the {special} achievement",
                           special=w.special(e["special"]))
            return w.t(
                "{player} claimed the {special} achievement",
                player=who,
                special=w.special(e["special"]),
            )
        if me:
            return w.t("You claimed the age {value} achievement", value=e.get("age"))
        return w.t("{player} claimed the age {value} achievement", player=who, value=e.get("age"))
    if kind == "sharing_bonus":
        if me:
            return w.t("You get the sharing bonus: a free draw")
        return w.t("{player} gets the sharing bonus: a free draw", player=who)
    if kind == "share":
        if me:
            return w.t("You are sharing {card}", card=w.card(e["card"]))
        return w.t("{player} is sharing {card}", player=who, card=w.card(e["card"]))
    if kind == "demand_nothing":
        if me:
            return w.t("{card}'s demand changes nothing for you", card=w.card(e["card"]))
        return w.t(
            "{card}'s demand changes nothing for {player}", player=who, card=w.card(e["card"])
        )
    if kind == "turn":
        if me:
            return "--- " + w.t("turn {turn}: yours", turn=e["turn"]) + " ---"
        return "--- " + w.t("turn {turn}: {player}", turn=e["turn"], player=who) + " ---"
    if kind == "junk_deck":
        if me:
            return w.tn(
                "You junked the age {value} pile ({n} card)",
                "You junked the age {value} pile ({n} cards)",
                e["count"],
                value=e["age"],
            )
        return w.tn(
            "{player} junked the age {value} pile ({n} card)",
            "{player} junked the age {value} pile ({n} cards)",
            e["count"],
            player=who,
            value=e["age"],
        )
    if kind == "junk_special":
        if me:
            return w.t("You junked the {special} achievement", special=w.special(e["special"]))
        return w.t(
            "{player} junked the {special} achievement", player=who, special=w.special(e["special"])
        )
    if kind == "restore_special":
        if me:
            return w.t("You made the {special} achievement available again",
                       special=w.special(e["special"]))
        return w.t(
            "{player} made the {special} achievement available again",
            player=who,
            special=w.special(e["special"]),
        )
    if kind == "lose":
        if me:
            return w.t("You are out of the game (your cards go to the junk)")
        return w.t("{player} is out of the game (their cards go to the junk)", player=who)
    if kind == "concede":
        if me:
            return w.t("You conceded")
        return w.t("{player} conceded", player=who)
    if kind == "negotiate":
        other = e.get("with_player", "")
        card = w.card(e["card"])
        use = e.get("use", "")
        if mine(other):
            if use == "share":
                deal = w.t("to share your dogma of {card}", card=card)
            elif use == "escape":
                deal = w.t("to escape your demand ({card})", card=card)
            else:
                deal = w.t("to use the dogma of your {card}", card=card)
            return w.t(
                "{player} negotiated with you: returned a card from their hand {deal}",
                player=who,
                deal=deal,
            )
        if use == "share":
            deal = w.t("to share {player}'s dogma of {card}", player=other, card=card)
        elif use == "escape":
            deal = w.t("to escape {player}'s demand ({card})", player=other, card=card)
        else:
            deal = w.t("to use the dogma of {player}'s {card}", player=other, card=card)
        if me:
            return w.t(
                "You negotiated with {other}: returned a card from your hand {deal}",
                other=other,
                deal=deal,
            )
        return w.t(
            "{player} negotiated with {other}: returned a card from their hand {deal}",
            player=who,
            other=other,
            deal=deal,
        )
    if kind == "chain_achievement":
        if me:
            return w.t(
                "You earn a chain achievement (executing {card} within another card)",
                card=w.card(e["card"]),
            )
        return w.t(
            "{player} earns a chain achievement (executing {card} within another card)",
            player=who,
            card=w.card(e["card"]),
        )
    if kind == "game_over":
        return w.t(
            "game over: {winners} ({reason})",
            winners=_winners(w, e["winners"], viewer or None),
            reason=end_reason(w, e["reason"], viewer or None),
        )
    if kind == "promote":
        if me:
            return w.t("You promoted {card} from your forecast", card=w.card(e["card"]))
        return w.t("{player} promoted {card} from their forecast", player=who,
                   card=w.card(e["card"]))
    if kind == "forecast_full":
        if me:
            return w.t("Your forecast is full: nothing is foreshadowed")
        return w.t("{player}'s forecast is full: nothing is foreshadowed", player=who)
    if kind == "free_dogma":
        if me:
            return w.t("You take a free Dogma of {card}", card=w.card(e["card"]))
        return w.t("{player} takes a free Dogma of {card}", player=who, card=w.card(e["card"]))
    if kind == "endorse":  # Cities: the endorsed Dogma begins (after its payment)
        if me:
            return w.t("You endorse {card}: your own effects run twice", card=w.card(e["card"]))
        return w.t(
            "{player} endorses {card}: their own effects run twice",
            player=who,
            card=w.card(e["card"]),
        )
    if kind == "city_draw":  # Cities: the draw that follows says which card (or its back)
        if me:
            return w.t("City draw: you draw a City of your highest top card's value")
        return w.t(
            "City draw: {player} draws a City of their highest top card's value", player=who
        )
    if kind == "draw_beyond":
        if me:
            return w.t("You must draw above the last age: the game ends")
        return w.t("{player} must draw above the last age: the game ends", player=who)
    return ""
