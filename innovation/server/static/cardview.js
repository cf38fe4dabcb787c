// Reading the table (issue 21): the card view (tap a card on a phone, or press V / Enter on a
// focused card: its full text, icons, age, colour and what choosing it would do, with a
// separate button that plays it), the card size (small / medium / large, remembered), the
// keyboard shortcuts of a live game, and what screen readers announce (the prompt, new log
// lines). Loaded after table.js and coach.js; table.js calls Learn.afterRender() after each
// render and CardView.open() for a tap on a phone.
"use strict";

// A colour's word that also knows its form after a feminine noun, for a translation that
// writes "{color:f}" ("sua pilha {color:f}": "sua pilha roxa"), as innovation/text/terms.py
function colourTerm(color) {
  const word = new String(colorWord(color)); // eslint-disable-line no-new-wrappers
  const feminine = { blue: tc("colour, feminine", "blue"), red: tc("colour, feminine", "red"),
    green: tc("colour, feminine", "green"), yellow: tc("colour, feminine", "yellow"),
    purple: tc("colour, feminine", "purple") }[color];
  word.forms = { f: feminine || String(word) };
  return word;
}

// The words of this file, together, in the reader's language (i18n.js); a card is named by
// its name in that language (Cards.label).
const CV_TEXT = {
  close: t("Close"),
  meld: (n) => t("Meld {card}", { card: Cards.label(n) }),
  dogma: (n) => t("Use the dogma of {card}", { card: Cards.label(n) }),
  negotiate: (n) => t("Negotiate to use {card}", { card: Cards.label(n) }),
  first: (n) => t("Meld {card} first", { card: Cards.label(n) }),
  choose: (n) => t("Choose {card}", { card: Cards.label(n) }),
  pick: (n) => t("Pick {card}", { card: Cards.label(n) }),
  unpick: (n) => t("Unpick {card}", { card: Cards.label(n) }),
  featured: t("featured icon"),
  picture: t("picture"),
  icons: t("Icons"),
  doesMeld: (color, top, splay) => {
    const params = { color: colourTerm(color), card: top ? Cards.label(top) : "" };
    if (!top) return t("Meld: it goes on top of your {color} pile, starting that pile.", params);
    if (!splay || splay === "none") return t("Meld: it goes on top of your {color} pile, covering {card}.", params);
    const still = { left: tc("splay", "splayed left"), right: tc("splay", "splayed right"), up: tc("splay", "splayed up"),
      aslant: tc("splay", "splayed aslant") }[splay] || splay;
    return t("Meld: it goes on top of your {color} pile, covering {card} (still {splay}).", { ...params, splay: still });
  },
  doesDogma: t("Dogma: its effects are carried out in order, now. Opponents with as many of its featured icon share the other effects first; a demand hits those with fewer."),
  doesNegotiate: t("Negotiation: you return a card from your hand to use this distant player's dogma."),
  doesFirst: t("Your first card: melded when everyone has chosen. The player whose first card's English name comes first alphabetically starts, in every language."),
  doesChoose: (prompt) => t("Choosing it answers: {prompt}", { prompt }),
  doesPick: (prompt, n) => tn("Picking it adds it to the cards you choose for: {prompt} ({n} picked so far).",
    "Picking it adds it to the cards you choose for: {prompt} ({n} picked so far).", n, { prompt }),
  notChoice: t("Not a choice right now: this is only to read."),
  sizeLabel: t("Card size"),
  sizes: { small: t("small"), medium: t("medium"), large: t("large") },
  keysTitle: t("Keyboard"),
  keysButton: t("Keys"),
  keysHelp: t("Keyboard shortcuts (?)"),
  keys: KEYS_TEXT, // keys.js (the table's list): shown through t(), in the reader's language where keys.js marks it
  yourDecision: (text) => t("Your decision: {prompt}", { prompt: text }),
  waiting: (who) => (who === null ? t("Waiting for you") : t("Waiting for {player}", { player: who })),
  howto: t("How to play"),
  log: t("Game log"),
  prompt: t("Your decision"),
};

// The viewer's question as plain text: the server's words in the page's language when the
// table has them (T.S.words.prompt, HTML), else the decision's own prompt.
function promptWords(d, multi) {
  if (typeof promptText === "function") return promptText(); // table.js: the same words, the asker's name left out
  const words = T.S && T.S.words && T.S.words.prompt;
  if (words) {
    const inert = document.createElement("template"); // parsed, never run or loaded
    inert.innerHTML = words;
    return inert.content.textContent;
  }
  return capital(ownPrompt(multi ? multi.of : d.prompt || "", T.S.view.viewer));
}

const CardView = {
  // A touch screen or a phone-sized window reads a card by tapping it.
  tapToRead() {
    return window.matchMedia("(hover: none), (max-width: 640px)").matches;
  },

  // `target`: a card element (its choice, if any, is `target._choose`) or a card's name.
  open(target) {
    const name = typeof target === "string" ? target : target.dataset.card;
    const c = Cards.get(name);
    const choice = typeof target === "string" ? null : target;
    const chooser = choice && choice._choose && choice.classList.contains("selectable") ? choice : null;
    CardView.returnFocus = document.activeElement;
    let box = document.getElementById("cardview");
    if (!box) {
      box = el("div", "");
      box.id = "cardview";
      box.setAttribute("role", "dialog");
      box.setAttribute("aria-modal", "true");
      box.setAttribute("aria-labelledby", "cvtitle");
      document.body.appendChild(box);
      box.addEventListener("click", (ev) => { if (ev.target === box) CardView.close(); });
    }
    const inner = el("div", "cv-inner");
    const head = el("h2", `cv-head c-${c ? c.color : "unknown"}`);
    head.id = "cvtitle";
    head.innerHTML = `<span>${esc(Cards.label(name))}</span>` + (c ? `<span class="cv-meta">${esc(ageWords(c.age))} · ${esc(colorWord(c.color))} (${COLOR_LETTER[c.color]})</span>` : "");
    inner.appendChild(head);
    if (c) {
      const face = el("div", "cv-face");
      const card = cardEl(name);
      card.removeAttribute("tabindex");
      card.removeAttribute("role");
      card.classList.add("cv-card");
      face.appendChild(card);
      inner.appendChild(face);
      // (a city's marks by name, and its searched icon with the magnifier: cards.js)
      const icons = c.icons.map((i, k) => (i === "echo" ? `${echoSvg()} ${esc(t("echo effect"))}`
        : i === "bonus" ? `<span class="cv-bonus">${c.bonus}</span> ${esc(t("bonus {value}", { value: c.bonus }))}`
        : CITY_SVG[i] ? `${markSvg(i)} ${esc(markWord(i))}`
        : i && isSearched(c, k) ? `${iconSvg(i)} ${esc(iconWord(i))} (${esc(tc("icon", "search"))})`
        : i ? `${iconSvg(i)} ${esc(iconWord(i))}` : `${esc(CV_TEXT.picture)} (<span class="cv-hex">${esc(ageWords(c.age))}</span>)`)).join(" · ");
      inner.appendChild(el("div", "cv-icons", `<b>${esc(CV_TEXT.icons)}:</b> ${icons}` +
        (c.dogma_icon ? ` — ${esc(CV_TEXT.featured)}: ${iconSvg(c.dogma_icon)} ${esc(iconWord(c.dogma_icon))}` : "")));
      const effects = el("div", "cv-effects");
      if (c.expansion) effects.appendChild(el("p", "cv-set", esc(t("{expansion} card", { expansion: expansionTitle(c.expansion) }))));
      if (isCity(c)) effects.insertAdjacentHTML("beforeend", cityLinesHtml(c, "cityline"));
      if (c.echo) effects.appendChild(el("p", "echo", `${echoSvg()} ${esc(t("Echo effect (while it shows, it runs before the effects of a Dogma of its pile's top card): {text}", { text: c.echo.text }))}`));
      for (const e of c.effects) effects.appendChild(el("p", e.demand ? "demand" : "", effectTextHtml(e)));
      inner.appendChild(effects);
    } else if (Cards.specials[name] !== undefined) {
      inner.appendChild(el("p", "", esc(Cards.specials[name])));
    }
    const does = el("div", "cv-does");
    const what = chooser ? CardView.whatItDoes(chooser, name, c) : { text: CV_TEXT.notChoice, label: null };
    does.innerHTML = what.text;
    inner.appendChild(does);
    const buttons = el("div", "cv-buttons");
    if (chooser && what.label) {
      const play = el("button", "btn primary cv-play", esc(what.label));
      play.onclick = () => { CardView.close(); chooser._choose(); };
      buttons.appendChild(play);
    }
    const close = el("button", "btn cv-close", esc(CV_TEXT.close));
    close.onclick = () => CardView.close();
    buttons.appendChild(close);
    inner.appendChild(buttons);
    box.innerHTML = "";
    box.appendChild(inner);
    box.hidden = false;
    (buttons.querySelector(".cv-play") || close).focus();
  },

  close() {
    const box = document.getElementById("cardview");
    if (!box || box.hidden) return;
    box.hidden = true;
    if (CardView.returnFocus && document.contains(CardView.returnFocus)) CardView.returnFocus.focus();
  },

  // What choosing the card would do, in words, and the play button's label.
  whatItDoes(target, name, c) {
    const d = T.S.view.decision;
    const multi = several(d);
    const prompt = promptWords(d, multi);
    if (d.kind === "setup") return { text: esc(CV_TEXT.doesFirst), label: CV_TEXT.first(name) };
    if (d.kind === "action") {
      const a = target._answer || {};
      if (a.meld !== undefined) {
        const me = T.S.view.players[myIndex()];
        const pile = me && c ? me.board[c.color] : null;
        return { text: esc(CV_TEXT.doesMeld(c ? c.color : "", pile ? pile.cards[0] : null, pile ? pile.splay : null)), label: CV_TEXT.meld(name) };
      }
      if (a.dogma !== undefined) {
        const mine = target.dataset.zone === "top";
        const preview = window.Coach && Coach.previewHtml ? Coach.previewHtml(name) : "";
        return { text: esc(mine ? CV_TEXT.doesDogma : CV_TEXT.doesNegotiate) + preview, label: mine ? CV_TEXT.dogma(name) : CV_TEXT.negotiate(name) };
      }
    }
    if (multi) {
      const picked = T.selected.includes(name);
      return { text: esc(CV_TEXT.doesPick(prompt, T.selected.length)), label: picked ? CV_TEXT.unpick(name) : CV_TEXT.pick(name) };
    }
    return { text: esc(CV_TEXT.doesChoose(prompt)), label: CV_TEXT.choose(name) };
  },
};
window.CardView = CardView;

// A tap on a card that is not a choice opens it too (on a phone); the choices' own handler
// (table.js markChoices) opens them with their play button.
document.addEventListener("click", (ev) => {
  if (!CardView.tapToRead()) return;
  const t = ev.target.closest && ev.target.closest(".card[data-card], .cardref[data-card], .ach.special[data-card]");
  if (!t || t.classList.contains("selectable") || t.closest("#cardview")) return;
  CardView.open(t.dataset.card);
});

// ---------------------------------------------------------------------------- the card size
const CardSize = {
  key: "innovation:cardsize",
  get() {
    const s = localStorage.getItem(CardSize.key);
    return ["small", "medium", "large"].includes(s) ? s : "medium";
  },
  apply(size) {
    document.body.classList.remove("size-small", "size-medium", "size-large");
    document.body.classList.add(`size-${size}`);
  },
  set(size) {
    localStorage.setItem(CardSize.key, size);
    CardSize.apply(size);
    if (typeof T !== "undefined" && T.S) { renderPlayers(); Learn.afterRender(); } // the piles are laid out for the card size
  },
};

// ---------------------------------------------------------------------------- the keyboard
function showKeys() {
  let box = document.getElementById("keyshelp");
  if (!box) {
    box = el("div", "");
    box.id = "keyshelp";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-modal", "true");
    box.setAttribute("aria-labelledby", "keystitle");
    box.innerHTML = `<h2 id="keystitle">${esc(CV_TEXT.keysTitle)}</h2><table>` +
      CV_TEXT.keys.map(([k, what]) => `<tr><th scope="row"><kbd>${esc(t(k))}</kbd></th><td>${esc(t(what))}</td></tr>`).join("") +
      `</table><p><button class="btn" id="keysclose">${esc(CV_TEXT.close)}</button></p>`;
    document.body.appendChild(box);
    box.querySelector("#keysclose").onclick = () => { box.hidden = true; };
  }
  box.hidden = false;
  box.querySelector("#keysclose").focus();
}

function promptButtons() {
  return [...document.querySelectorAll("#prompt.mine .group button:not(:disabled)")];
}

function pressIn(selector) {
  const b = document.querySelector(selector);
  if (b && !b.disabled) { b.click(); return true; }
  return false;
}

document.addEventListener("keydown", (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
  const typing = ev.target.closest && ev.target.closest("input, select, textarea");
  if (ev.key === "Escape") {
    CardView.close();
    const k = document.getElementById("keyshelp");
    if (k) k.hidden = true;
    return;
  }
  const dialog = document.querySelector("#cardview:not([hidden]), #keyshelp:not([hidden]), #confirm:not([hidden])");
  if (ev.key === "Tab" && dialog) { // a dialog keeps the focus until it is closed
    const stops = [...dialog.querySelectorAll("button:not(:disabled), a[href], select, input")];
    if (stops.length) {
      const i = stops.indexOf(document.activeElement);
      const next = ev.shiftKey ? (i <= 0 ? stops.length - 1 : i - 1) : (i + 1) % stops.length;
      stops[next].focus();
      ev.preventDefault();
    }
    return;
  }
  if (typing) return;
  const card = ev.target.closest && ev.target.closest(".card[data-card], .ach[data-ach]");
  if (card && !dialog && (ev.key === "Enter" || ev.key === " ")) {
    ev.preventDefault();
    if (card.classList.contains("selectable")) card.click();
    else if (card.dataset.card) CardView.open(card);
    return;
  }
  if (dialog) return;
  const key = ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
  if (key === "?") { showKeys(); ev.preventDefault(); return; }
  if (key === "v" && card && card.dataset.card) { CardView.open(card); return; }
  if (typeof T === "undefined" || T.mode !== "live") return;
  let done = false;
  if (key === "d") done = pressIn("#prompt.mine button.act-draw");
  else if (key === "y") done = pressIn("#prompt.mine button.opt-yes");
  else if (key === "n") done = pressIn("#prompt.mine button.opt-no");
  else if (key === "c") done = pressIn("#prompt.mine button.opt-confirm");
  else if (key === "x") done = pressIn("#prompt.mine button.opt-pass");
  else if (key === "p") { const b = promptButtons()[0]; if (b) { b.focus(); done = true; } }
  else if (key === "h") { const c = document.querySelector(".player.me [data-zone=hand]"); if (c) { c.focus(); done = true; } }
  else if (key === "b") { const c = document.querySelector(".player.me [data-zone=top]"); if (c) { c.focus(); done = true; } }
  else if (/^[1-9]$/.test(key)) { const b = promptButtons()[Number(key) - 1]; if (b) { b.click(); done = true; } }
  if (done) ev.preventDefault();
});

// ---------------------------------------------------------------------------- announcements
const Learn = { lastAnnounced: null };
window.Learn = Learn;

// After each render (table.js): the prompt is announced once per new decision of this seat.
Learn.afterRender = function () {
  if (!T.S) return;
  // a face whose text does not fit fades out at the bottom
  document.querySelectorAll("#players .card .ctext").forEach((t) => {
    if (t.offsetParent !== null) t.classList.toggle("more", t.scrollHeight > t.clientHeight + 1);
  });
  // covered cards are read through their pile's caption, not one Tab stop each
  document.querySelectorAll("#players .card[data-zone=covered]").forEach((c) => { c.tabIndex = -1; });
  if (T.mode !== "live") return;
  document.querySelectorAll("#center .ach.selectable").forEach((a) => { a.tabIndex = 0; a.setAttribute("role", "button"); });
  const v = T.S.view;
  const d = v.decision;
  const live = document.getElementById("announce");
  if (!live) return;
  const key = `${T.S.n}:${d ? d.player : ""}`;
  if (key === Learn.lastAnnounced) return;
  Learn.lastAnnounced = key;
  if (v.over) return; // the log's last line says it
  if (d && d.options) {
    const multi = several(d);
    live.textContent = CV_TEXT.yourDecision(promptWords(d, multi));
  } else if (d) live.textContent = CV_TEXT.waiting(isViewer(d.player) ? null : d.player);
};

// ---------------------------------------------------------------------------- set-up
(function setUpLearn() {
  CardSize.apply(CardSize.get());
  const top = document.getElementById("top");
  // the controls sit together at the end of the header
  const bar = el("span", "learnbar");
  bar.innerHTML = `<label class="cardsize">${esc(CV_TEXT.sizeLabel)} <select id="cardsize">` +
    ["small", "medium", "large"].map((s) => `<option value="${s}">${esc(CV_TEXT.sizes[s])}</option>`).join("") +
    `</select></label><a class="btn small" id="howtolink" href="/howto" target="_blank" rel="noopener">${esc(CV_TEXT.howto)}</a>` +
    `<button class="btn small" id="keysbtn" title="${esc(CV_TEXT.keysHelp)}">${esc(CV_TEXT.keysButton)}</button>`;
  // a phone's header has no room for them: a button opens them below the header
  bar.id = "learnbar";
  const menu = el("button", "btn small menubtn",
    '<svg viewBox="0 0 16 16" aria-hidden="true"><rect x="2" y="3" width="12" height="2"/><rect x="2" y="7" width="12" height="2"/><rect x="2" y="11" width="12" height="2"/></svg>');
  menu.type = "button";
  menu.id = "menubtn";
  menu.title = t("Settings and help");
  menu.setAttribute("aria-label", t("Settings and help"));
  menu.setAttribute("aria-controls", "learnbar");
  menu.setAttribute("aria-expanded", "false");
  menu.onclick = () => {
    const open = bar.classList.toggle("open");
    menu.setAttribute("aria-expanded", open ? "true" : "false");
  };
  top.appendChild(menu);
  top.appendChild(bar);
  const sel = bar.querySelector("#cardsize");
  sel.value = CardSize.get();
  sel.onchange = () => CardSize.set(sel.value);
  bar.querySelector("#keysbtn").onclick = showKeys;
  // a screen reader hears the prompt (this region) and new log lines (the log is a live log)
  const live = el("div", "sr-only");
  live.id = "announce";
  live.setAttribute("aria-live", "polite");
  live.setAttribute("role", "status");
  document.body.appendChild(live);
  const log = document.getElementById("log");
  if (log) { log.setAttribute("aria-live", "polite"); log.setAttribute("aria-relevant", "additions"); log.setAttribute("aria-label", CV_TEXT.log); }
  const prompt = document.getElementById("prompt");
  if (prompt) prompt.setAttribute("aria-label", CV_TEXT.prompt);
  // a phone and a desktop lay piles out for different card sizes
  window.matchMedia("(max-width: 640px)").addEventListener("change", () => { if (T.S) { renderPlayers(); Learn.afterRender(); } });
  // the first state may have come while this file was loading (the WebSocket does not wait):
  // the piles were laid out before the card size was known
  if (T.S) { renderPlayers(); Learn.afterRender(); }
})();
