// The words of the pages' scripts, in the reader's language (docs/translating.md).
//
// The page loads its language's catalogue first (`/i18n/<lang>.js`, the same .po files the
// server and the terminal read, served by server/pages.py); this file gives every script:
//   t("English text {name}", {name: …})          the translation, placeholders filled
//   tn("one card", "{n} cards", n, {…})           a text that depends on a count ({n} is n)
//   tc("context", "English text", {…})            a text whose msgid has a gettext context
//   I18N.lang                                     the page's language ("pt_BR")
//   I18N.cards(edition)                           a promise of the cards' names and texts in it
//   I18N.cardName(edition, englishName)           a card's name, once `cards(edition)` is loaded
// and puts the language selector at the end of the page's header (#top). A reader's choice is
// remembered in a cookie, which the server reads to render the next page in that language.
"use strict";

const I18N = (() => {
  const catalogue = window.I18N_CATALOGUE || {
    language: "en", messages: {}, nplurals: 2, pluralIndex: (n) => (n === 1 ? 0 : 1),
  };
  const cookie = "innovation-lang";
  const names = {
    en: "English", pt_BR: "Português (Brasil)", es: "Español", it: "Italiano", uk: "Українська",
  };
  const cardTables = {};

  // "{name}" is the parameter; "{name:form}" its form when the parameter knows its forms (a
  // colour after a feminine noun, "{color:f}": colourTerm in cardview.js, as ColourWord in
  // innovation/text/terms.py), else the parameter itself
  function fill(text, params) {
    if (!params) return text;
    return text.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, key, form) => {
      if (!(key in params)) return whole;
      const value = params[key];
      const forms = form && value && value.forms;
      return String(forms && form in forms ? forms[form] : value);
    });
  }

  return {
    lang: catalogue.language,
    languages: names,
    t(msgid, params) {
      const found = catalogue.messages[msgid];
      return fill(typeof found === "string" ? found : msgid, params);
    },
    tc(context, msgid, params) {
      const found = catalogue.messages[context + "\u0004" + msgid];
      return fill(typeof found === "string" ? found : msgid, params);
    },
    tn(singular, plural, n, params) {
      const found = catalogue.messages[singular];
      const all = Object.assign({ n }, params || {});
      if (Array.isArray(found)) {
        const form = found[Math.min(catalogue.pluralIndex(n), found.length - 1)];
        return fill(form, all);
      }
      return fill(n === 1 ? singular : plural, all);
    },
    cards(edition) {
      if (!cardTables[edition]) {
        cardTables[edition] = fetch(`/api/i18n/${I18N.lang}/cards/${encodeURIComponent(edition)}`)
          .then((r) => (r.ok ? r.json() : { cards: {}, specials: {} }))
          .catch(() => ({ cards: {}, specials: {} }))
          .then((table) => { cardTables[edition].table = table; return table; });
      }
      return cardTables[edition];
    },
    cardName(edition, name) {
      const loaded = cardTables[edition] && cardTables[edition].table;
      const card = loaded && loaded.cards[name];
      return card ? card.name : name;
    },
    choose(lang) {
      document.cookie = `${cookie}=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
      window.location.reload();
    },
    selector() {
      const label = document.createElement("label");
      label.className = "langpick";
      const select = document.createElement("select");
      select.id = "langselect";
      select.setAttribute("aria-label", I18N.t("Language"));
      for (const [code, name] of Object.entries(names)) {
        const o = document.createElement("option");
        o.value = code;
        o.textContent = name;
        o.lang = code.replace("_", "-");
        if (code === I18N.lang) o.selected = true;
        select.appendChild(o);
      }
      select.onchange = () => I18N.choose(select.value);
      label.appendChild(select);
      return label;
    },
  };
})();

const t = I18N.t;
const tn = I18N.tn;
const tc = I18N.tc;

// the selector goes at the end of the page's header, beside the theme toggle
document.addEventListener("DOMContentLoaded", () => {
  const top = document.getElementById("top");
  if (top && !document.getElementById("langselect")) {
    (top.querySelector(".learnbar") || top).appendChild(I18N.selector());
  }
});
