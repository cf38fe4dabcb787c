// The keyboard shortcuts of a live game: the table's list (cardview.js, the "Keys" button) and
// the how-to-play page show this one list, in the page's language (i18n.js).
"use strict";

const KEYS_TEXT = [
  [t("Tab / Shift+Tab"), t("move between cards and buttons")],
  [t("Enter or Space"), t("on a highlighted card: choose it (on a phone: open it); on another card: read it")],
  ["V", t("read the focused card (its full text and what choosing it would do)")],
  ["D", t("take the Draw action")],
  ["1 – 9", t("press the prompt's first, second, … choice")],
  ["Y / N", t("answer yes / no")],
  ["C", t("confirm the cards picked")],
  ["X", t("decline (pass)")],
  ["P", t("go to the prompt")],
  ["H", t("go to your hand")],
  ["B", t("go to your board's top cards")],
  ["?", t("show these keys")],
  [t("Esc"), t("close a card or this list")],
];
