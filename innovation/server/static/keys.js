// The keyboard shortcuts of a live game: the table's list (cardview.js, the "Keys" button) and
// the how-to-play page show this one list.
"use strict";

const KEYS_TEXT = [
  ["Tab / Shift+Tab", "move between cards and buttons"],
  ["Enter or Space", "on a highlighted card: choose it (on a phone: open it); on another card: read it"],
  ["V", "read the focused card (its full text and what choosing it would do)"],
  ["D", "take the Draw action"],
  ["1 – 9", "press the prompt's first, second, … choice"],
  ["Y / N", "answer yes / no"],
  ["C", "confirm the cards picked"],
  ["X", "decline (pass)"],
  ["P", "go to the prompt"],
  ["H", "go to your hand"],
  ["B", "go to your board's top cards"],
  ["?", "show these keys"],
  ["Esc", "close a card or this list"],
];
