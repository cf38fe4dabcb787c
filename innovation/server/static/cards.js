// Cards for the Innovation web table: icons (inline SVG), card faces, the rules tooltip.
// Plain browser JavaScript, no build step.
"use strict";

const ICON_SVG = {
  crown: '<path d="M3 19V7l5 5 4-7 4 7 5-5v12z" fill="#f2c230"/><rect x="3" y="17" width="18" height="3" fill="#c99a12"/>',
  leaf: '<path d="M4 20C4 9 10 4 21 3c0 10-6 17-17 17z" fill="#5cc26b"/><path d="M4 20L15 9" stroke="#1f5e2a" stroke-width="1.8" fill="none"/>',
  lightbulb: '<circle cx="12" cy="9.5" r="6.5" fill="#b98ef0"/><rect x="8.5" y="15.5" width="7" height="5" rx="1" fill="#d6d6d6"/><path d="M10 10l2 3 2-3" stroke="#4b2a78" stroke-width="1.4" fill="none"/>',
  castle: '<path d="M3 21V7h3v3h3V7h6v3h3V7h3v14z" fill="#b8b8b8"/><path d="M10 21v-5a2 2 0 014 0v5z" fill="#333"/>',
  factory: '<path d="M2 21V11l5 3v-3l5 3v-3l5 3V4h3v17z" fill="#e0703a"/><rect x="5" y="16" width="3" height="2.5" fill="#3a1b0b"/><rect x="11" y="16" width="3" height="2.5" fill="#3a1b0b"/>',
  clock: '<circle cx="12" cy="12" r="9" fill="#7fc6ee"/><path d="M12 6v6l4 3" stroke="#0d3c5a" stroke-width="2" fill="none" stroke-linecap="round"/>',
  person: '<circle cx="12" cy="7" r="4" fill="#e9b48a"/><path d="M4 21c0-6 4-8 8-8s8 2 8 8z" fill="#e9b48a"/>',
};
// Echoes of the Past: an echo effect's mark in its position (sound waves) and on the face
// beside its text; a bonus is its number in its position
const ECHO_SVG = '<path d="M5 12a2 2 0 104 0 2 2 0 10-4 0" fill="#f4f4f4"/><path d="M11 7.5a6 6 0 010 9M14 5a9.5 9.5 0 010 14M17 2.8a12.5 12.5 0 010 18.4" stroke="#f4f4f4" stroke-width="1.9" fill="none" stroke-linecap="round"/>';
function echoSvg(cls = "ic") {
  const word = esc(t("echo effect"));
  return `<svg class="${cls} echo-ic" viewBox="0 0 24 24" aria-label="${word}" role="img"><title>${word}</title>${ECHO_SVG}</svg>`;
}
// Cities of Destiny: the marks a city's positions hold besides icons (engine/cards.py
// POSITION_NAMES): a flag and a fountain count as achievements while they show; a plus, an
// arrow, and in the 4th edition junk, uplift and unsplay act when a Meld action melds the city
const CITY_SVG = {
  flag: '<path d="M6 2.5v19" stroke="#f4f4f4" stroke-width="2" stroke-linecap="round"/><path d="M7 3.5h12l-3.2 4.2L19 12H7z" fill="#e8453c"/>',
  fountain: '<path d="M3.5 15h17l-2.2 5.5H5.7z" fill="#2f7fc1"/><path d="M12 15V6.5M12 7c-3.2 0-5.2 3-6 7M12 7c3.2 0 5.2 3 6 7" stroke="#4fb3ea" stroke-width="2" fill="none" stroke-linecap="round"/><circle cx="12" cy="5" r="1.9" fill="#4fb3ea"/>',
  plus: '<path d="M9.8 3.5h4.4v6.3h6.3v4.4h-6.3v6.3H9.8v-6.3H3.5V9.8h6.3z" fill="#f4f4f4"/>',
  left: '<path d="M2.5 12L11 4.5v4.3h10.5v6.4H11v4.3z" fill="#f4f4f4"/>',
  right: '<path d="M21.5 12L13 4.5v4.3H2.5v6.4H13v4.3z" fill="#f4f4f4"/>',
  up: '<path d="M12 2.5l7.5 8.5h-4.3v10.5H8.8V11H4.5z" fill="#f4f4f4"/>',
  junk: '<rect x="4" y="4" width="16" height="3" rx="1" fill="#c7ccd1"/><path d="M6 7.5h12l-1.2 13H7.2z" fill="#9aa0a6"/><path d="M10 10.5v7.5M14 10.5v7.5" stroke="#3b3f42" stroke-width="1.6"/>',
  uplift: '<path d="M5 12.5l7-7 7 7M5 20l7-7 7 7" stroke="#9fe3a8" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  unsplay: '<rect x="8.5" y="5" width="7" height="14" rx="1.5" fill="#f4f4f4"/><path d="M2 12h4.5M22 12h-4.5M4 9l3 3-3 3M20 9l-3 3 3 3" stroke="#f4f4f4" stroke-width="1.9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
};
// a basic icon in a city's top-middle is searched for when the city is melded: a magnifier
const SEARCH_SVG = '<circle cx="9.5" cy="9.5" r="6" stroke="#fff" stroke-width="2.6" fill="#1d1d1d"/><path d="M14 14l6.5 6.5" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/>';
const SEARCH_POSITION = 4; // engine/cities.py
const isCity = (c) => !!c && c.icons.length === 6;
// a city mark's name (the "icon" words of innovation/text/terms.py)
function markWord(mark) {
  return { flag: tc("icon", "flag"), fountain: tc("icon", "fountain"), plus: tc("icon", "plus"),
    left: tc("icon", "left arrow"), right: tc("icon", "right arrow"), up: tc("icon", "up arrow"),
    junk: tc("icon", "junk"), uplift: tc("icon", "uplift"), unsplay: tc("icon", "unsplay") }[mark] || mark;
}
function markSvg(mark, cls = "ic") {
  if (!CITY_SVG[mark]) return "";
  const word = esc(markWord(mark));
  return `<svg class="${cls} mark-ic" viewBox="0 0 24 24" aria-label="${word}" role="img"><title>${word}</title>${CITY_SVG[mark]}</svg>`;
}
// whether position i of card c holds the searched icon (a basic icon in a city's top-middle)
const isSearched = (c, i) => isCity(c) && i === SEARCH_POSITION && ICONS.includes(c.icons[i]);
function searchSvg() {
  const word = esc(tc("icon", "search"));
  return `<svg class="search-ic" viewBox="0 0 24 24" aria-label="${word}" role="img"><title>${word}</title>${SEARCH_SVG}</svg>`;
}
// an expansion's title in the reader's words (engine/expansions.py)
const EXPANSION_TITLES = { echoes: () => t("Echoes of the Past"), cities: () => t("Cities of Destiny") };
const expansionTitle = (name) => (EXPANSION_TITLES[name] ? EXPANSION_TITLES[name]() : name);
// icon names whose plural is not name + "s" (as innovation/engine/wording.py)
const ICON_PLURALS = { leaf: "leaves", factory: "factories" };
const iconPlural = (icon) => ICON_PLURALS[icon] || `${icon}s`;
// a value with its article, as said: "a 1", "an 8", "an 11" (wording.a_value)
const aValue = (n) => (/^8/.test(String(n)) || n === 11 || n === 18 ? `an ${n}` : `a ${n}`);
const COLORS = ["blue", "red", "green", "yellow", "purple"];
const ICONS = ["crown", "leaf", "lightbulb", "castle", "factory", "clock", "person"];

// A card is known by its English name (its id in the API, records and answers); a reader sees
// its name and texts in their language (I18N.cards, i18n.js): `label` and each effect's `text`
// are the reader's, `english` and each effect's `english` the English ones.
const Cards = {
  catalogue: {}, // English name -> {name, label, english, age, color, icons, dogma_icon, effects}
  specials: {}, // English name -> its text in the reader's language
  specialNames: {}, // English name -> its name in the reader's language
  rules: {},
  edition: null, // the key loaded: an edition ("3rd"), with its expansions ("3rd+echoes")
  base: null, // the edition alone ("3rd")

  // `edition`: "3rd", or "3rd+echoes" for a game played with Echoes of the Past (its cards
  // after the base ones); a view's key is `Cards.keyOf(view)`
  async load(edition) {
    if (this.edition === edition) return;
    const base = edition.split("+")[0];
    const [data, local] = await Promise.all([
      fetch(`/api/cards/${encodeURIComponent(edition)}`).then((r) => r.json()),
      // English is the cards' own text: nothing more to fetch
      I18N.lang === "en" ? { cards: {}, specials: {} } : I18N.cards(base),
    ]);
    const mine = local.cards || {};
    for (const c of Object.values(data.cards)) {
      const l = mine[c.name];
      c.english = c.name;
      c.label = l ? l.name : c.name;
      c.effects.forEach((e, i) => {
        e.english = e.text;
        if (l && l.effects[i]) e.text = l.effects[i].text;
      });
      if (c.echo) {
        c.echo.english = c.echo.text;
        if (l && l.echo && l.echo.text) c.echo.text = l.echo.text;
      }
    }
    this.catalogue = data.cards;
    this.specials = {};
    this.specialNames = {};
    for (const [name, text] of Object.entries(data.specials || {})) {
      const l = (local.specials || {})[name];
      this.specials[name] = l ? l.text : text;
      this.specialNames[name] = l ? l.name : name;
    }
    this.rules = data.rules || {}; // the edition's table sizes, team rule, splays, junk
    this.expansions = data.expansions || [];
    this.edition = edition;
    this.base = base;
  },
  keyOf(view) { return [view.edition, ...(view.expansions || [])].join("+"); },

  get(name) { return this.catalogue[name]; },
  colorOf(name) { const c = this.catalogue[name]; return c ? c.color : "unknown"; },
  // a card's or special achievement's name in the reader's language
  label(name) {
    const c = this.catalogue[name];
    return c ? c.label : this.specialNames[name] || I18N.cardName(this.base, name);
  },
};

// The game's words by their English name, in the reader's language (innovation/text/terms.py)
function colorWord(color) {
  return { blue: tc("colour", "blue"), red: tc("colour", "red"), green: tc("colour", "green"),
    yellow: tc("colour", "yellow"), purple: tc("colour", "purple") }[color] || color;
}
function iconWord(icon) {
  return { crown: tc("icon", "crown"), leaf: tc("icon", "leaf"), lightbulb: tc("icon", "lightbulb"),
    castle: tc("icon", "castle"), factory: tc("icon", "factory"), clock: tc("icon", "clock"),
    person: tc("icon", "person"), hex: tc("icon", "hex") }[icon] || icon;
}
const ageWords = (age) => t("age {age}", { age });

function esc(s) {
  return String(s).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[ch]));
}

function iconSvg(name, cls = "ic") {
  if (!name || !ICON_SVG[name]) return "";
  const word = esc(iconWord(name));
  return `<svg class="${cls}" viewBox="0 0 24 24" aria-label="${word}" role="img"><title>${word}</title>${ICON_SVG[name]}</svg>`;
}

function el(tag, cls, html) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (html !== undefined) e.innerHTML = html;
  return e;
}

// A full card face: icon slots at top-left (0), bottom-left (1), bottom-middle (2),
// bottom-right (3), as printed (a city has two more: top-middle (4) and top-right (5), its
// name then across the middle, as it has no dogma text); the picture (hexagon) shows the age. The dogma text is on the
// face too (shown at the medium and large card sizes, see cardview.js); the colour's letter
// marks the colour for those who cannot tell the colours apart.
function cardEl(name, opts = {}) {
  const c = Cards.get(name);
  const d = el("div", `card c-${c ? c.color : "unknown"}${opts.small ? " small" : ""}${c && c.expansion ? ` x-${c.expansion}` : ""}${isCity(c) ? ` city${c.dogma_icon ? " featured" : ""}` : ""}`);
  d.dataset.card = name;
  d.tabIndex = 0; // every card can be reached with the keyboard (Enter reads or chooses it)
  d.setAttribute("role", "button"); // its name: the card's name, colour and age (below)
  let html = "";
  if (c && !opts.small) {
    c.icons.forEach((icon, i) => {
      if (icon === "echo") html += `<span class="slot s${i} echo" aria-hidden="true">${echoSvg()}</span>`;
      else if (icon === "bonus") html += `<span class="slot s${i} bonus" aria-hidden="true">${c.bonus}</span>`;
      else if (CITY_SVG[icon]) html += `<span class="slot s${i} mark m-${icon}" aria-hidden="true">${markSvg(icon)}</span>`;
      else if (icon) html += `<span class="slot s${i}${isSearched(c, i) ? " searched" : ""}" aria-hidden="true">${iconSvg(icon)}${isSearched(c, i) ? searchSvg() : ""}</span>`;
      else html += `<span class="slot s${i} hex" aria-hidden="true">${c.age}</span>`;
    });
    // a city's featured icon (3rd and 1st editions: what Endorse looks for; the 4th edition's
    // cities have none) beside its name
    if (c.dogma_icon && isCity(c)) html += `<span class="cfeatured" aria-hidden="true">${iconSvg(c.dogma_icon)}</span>`;
    else if (c.dogma_icon) html += `<span class="cdogma" aria-hidden="true">${iconSvg(c.dogma_icon)} ${esc(tc("card face", "dogma"))}</span>`;
    html += `<div class="ctext" aria-hidden="true">${faceTextHtml(c)}</div>`;
  }
  const label = Cards.label(name);
  const fit = nameSizes(label);
  html += `<span class="cname" style="--fs:${fit.face}px;--fs-c:${fit.compact}px;--fs-s:${fit.small}px">${esc(label)}</span>` +
    (c ? `<span class="sr-only">, ${esc(colorWord(c.color))}, ${esc(ageWords(c.age))}</span>` : "") +
    `<span class="cage" aria-hidden="true">${c ? c.age : "?"}</span>` +
    (c ? `<span class="cletter" aria-hidden="true">${COLOR_LETTER[c.color] || ""}</span>` : "") +
    (c && c.expansion ? `<span class="sr-only">, ${esc(expansionTitle(c.expansion))}</span>` : "");
  d.innerHTML = html;
  return d;
}

// Each colour's letter, printed on the card faces beside the age (colours are never the only
// mark: finding 12 of issue 21), as the reader's language abbreviates its colour names (a
// translator may use two letters where two colours share an initial).
const COLOR_LETTER = {
  blue: tc("colour letter", "B"), red: tc("colour letter", "R"), green: tc("colour letter", "G"),
  yellow: tc("colour letter", "Y"), purple: tc("colour letter", "P"),
};

// The dogma effects as printed on the face: each effect after the featured icon.
// An echo effect (Echoes of the Past) comes first, after its mark, as it runs first.
function faceTextHtml(c) {
  const icon = c.dogma_icon ? iconSvg(c.dogma_icon, "ic fi") : "";
  const echo = c.echo ? `<p class="echo">${echoSvg("ic fi")}${esc(c.echo.text)}</p>` : "";
  return echo + c.effects.map((e) => `<p class="${e.demand ? "demand" : ""}">${icon}${effectTextHtml(e)}</p>`).join("");
}

// Card names never break inside a word: each name gets the largest font size at which its
// words, wrapped whole, fit the name's box (measured, since a long word like
// "Industrialization" needs a smaller size than "Pottery"). Sizes for the full face (the
// name between the top-left icon and the age), the compact face (phones: the name across the
// card's middle in larger letters, the card then zoomed out; see style.css) and the one-line
// small card.
const NAME_BOX = { face: [70, 32], compact: [120, 26], small: [64, 14] };
const _nameSizes = new Map();
let _measure = null;

function nameSizes(name) {
  let s = _nameSizes.get(name);
  if (s) return s;
  if (!_measure) {
    _measure = document.createElement("canvas").getContext("2d");
    _measure.family = getComputedStyle(document.body).fontFamily || "sans-serif";
  }
  const width = (text, size) => { _measure.font = `700 ${size}px ${_measure.family}`; return _measure.measureText(text).width; };
  const fits = (size, boxW, boxH) => {
    const words = name.split(" ");
    let lines = 1, line = "";
    for (const w of words) {
      if (width(w, size) > boxW) return false;
      const next = line ? `${line} ${w}` : w;
      if (line && width(next, size) > boxW) { lines += 1; line = w; } else line = next;
    }
    return lines * size * 1.1 <= boxH;
  };
  const largest = (hi, lo, boxW, boxH) => {
    for (let size = hi; size > lo; size -= 0.25) if (fits(size, boxW, boxH)) return size;
    return lo;
  };
  s = {
    face: largest(11.5, 7, ...NAME_BOX.face),
    compact: largest(22, 9, ...NAME_BOX.compact),
    small: largest(11.5, 7.5, ...NAME_BOX.small),
  };
  _nameSizes.set(name, s);
  return s;
}

// The card size in use (CSS --cw / --ch: the size chosen in the header, or the phone's compact
// size), for laying out splayed piles.
function cardBox() {
  const cs = getComputedStyle(document.body);
  return { w: parseFloat(cs.getPropertyValue("--cw")) || 132, h: parseFloat(cs.getPropertyValue("--ch")) || 88 };
}

// A card's back: its age; an expansion's back also says its set (Echoes of the Past).
function backEl(age, cls = "", set = "") {
  const d = el("div", `card back ${cls}${set ? ` x-${set}` : ""}`, age === undefined || age === null ? "" : String(age));
  if (age !== undefined && age !== null) {
    d.title = set ? t("an {expansion} card of age {age}", { expansion: expansionTitle(set), age }) : t("a card of age {age}", { age });
    if (set) d.dataset.set = set;
  }
  return d;
}

function cardRef(name) {
  return `<span class="cardref c-${Cards.colorOf(name)}" data-card="${esc(name)}">${esc(Cards.label(name))}</span>`;
}

// ---- the rules tooltip: hover anything with data-card
function tooltipHtml(name) {
  const c = Cards.get(name);
  if (!c) {
    const special = Cards.specials[name];
    if (special !== undefined) return `<div class="tt-head">${esc(t("{name} (special achievement)", { name: Cards.label(name) }))}</div><div>${esc(special)}</div>`;
    return `<div class="tt-head">${esc(Cards.label(name))}</div>`;
  }
  const set = c.expansion ? ` · ${esc(expansionTitle(c.expansion))}` : "";
  let html = `<div class="tt-head c-${c.color}"><span>${esc(c.label)}</span><span class="muted">${esc(ageWords(c.age))} · ${esc(colorWord(c.color))}${set}</span></div>`;
  html += `<div class="tt-icons">${c.icons.map((i, k) => positionHtml(c, i, k)).join("")}`;
  if (c.dogma_icon) html += `<span>&nbsp;${esc(tc("card face", "dogma"))} ${iconSvg(c.dogma_icon)} ${esc(iconWord(c.dogma_icon))}</span>`;
  html += "</div>";
  if (c.echo) html += `<div class="eff echo">${echoSvg()} ${esc(t("Echo effect (while it shows, it runs before the effects of a Dogma of its pile's top card): {text}", { text: c.echo.text }))}</div>`;
  if (isCity(c)) html += cityLinesHtml(c, "eff cityline");
  if (c.bonus) html += `<div class="eff bonusline">${esc(t("Bonus {value}: while it shows on your board it adds to your points (your highest bonus, plus one for each other).", { value: c.bonus }))}</div>`;
  for (const e of c.effects) {
    html += `<div class="eff${e.demand ? " demand" : ""}">${effectTextHtml(e)}${e.implemented ? "" : ` <span class="todo">${esc(t("(not yet implemented)"))}</span>`}</div>`;
  }
  return html;
}

// One of a card's positions, for the tooltip and the card view: an icon, the picture (a hex),
// an echo effect's mark, a bonus's number or a city's mark (`k`: the position, for the search).
function positionHtml(c, i, k) {
  if (i === "echo") return `<span class="slot echo" title="${esc(t("echo effect"))}">${echoSvg()}</span>`;
  if (i === "bonus") return `<span class="slot bonus" title="${esc(t("bonus {value}", { value: c.bonus }))}">${c.bonus}</span>`;
  if (CITY_SVG[i]) return `<span class="slot mark" title="${esc(markWord(i))}">${markSvg(i)}</span>`;
  if (i && isSearched(c, k)) return `<span class="slot searched" title="${esc(tc("icon", "search"))}">${iconSvg(i)}${searchSvg()}</span>`;
  return i ? `<span class="slot">${iconSvg(i)}</span>` : `<span class="slot" title="${esc(t("picture"))}">⬡</span>`;
}

// What a city's marks do, one line each (the tooltip and the card view): the rules of
// docs/rulings/cities/, said once for each kind of mark the city shows.
function cityLinesHtml(c, cls) {
  const lines = [];
  const has = (m) => c.icons.includes(m);
  if (has("flag")) lines.push([markSvg("flag"), t("Flag: while it shows, it counts as an achievement, unless an opponent shows more cards of its colour.")]);
  if (has("fountain")) lines.push([markSvg("fountain"), t("Fountain: while it shows, it counts as an achievement.")]);
  if (has("plus")) lines.push([markSvg("plus"), t("Plus: melding this city draws a card of value one higher than its own.")]);
  for (const m of ["left", "right", "up"]) if (has(m)) lines.push([markSvg(m), t("Arrow: melding this city splays its colour that way.")]);
  if (has("junk")) lines.push([markSvg("junk"), t("Junk: melding this city junks an available achievement of its value.")]);
  if (has("uplift")) lines.push([markSvg("uplift"), t("Uplift: melding this city junks the age pile one higher than its value, then draws a card two higher.")]);
  if (has("unsplay")) lines.push([markSvg("unsplay"), t("Unsplay: melding this city unsplays its colour on every opponent's board.")]);
  if (isSearched(c, SEARCH_POSITION)) lines.push([searchSvg(), t("Search: melding this city reveals as many cards of its value as its value and keeps those with the icon in its top-middle.")]);
  if (!lines.length) lines.push(["", t("A city has no dogma text: its icons act when a Meld action melds it.")]);
  const seen = new Set();
  return lines.filter(([, text]) => !seen.has(text) && seen.add(text)).map(([mark, text]) => `<div class="${cls}">${mark} ${esc(text)}</div>`).join("");
}

// A demand's text starts with its own "I demand" (in the reader's language, the glossary's
// words): set those words in bold rather than adding a second label.
function effectTextHtml(e) {
  const words = tc("demand", "I demand");
  const start = e.text.slice(0, words.length);
  const label = e.demand && start.toLocaleLowerCase() === words.toLocaleLowerCase() ? start : null;
  if (!label) return esc(e.text);
  return `<b>${esc(label)}</b>${esc(e.text.slice(label.length))}`;
}

function installTooltip() {
  const tip = document.getElementById("tooltip");
  if (!tip) return;
  document.addEventListener("mouseover", (ev) => {
    const t = ev.target.closest("[data-card]");
    // a touch screen reads a card by tapping it (cardview.js), never by a hover
    if (!t || (window.CardView && CardView.tapToRead())) { tip.hidden = true; return; }
    tip.innerHTML = tooltipHtml(t.dataset.card);
    tip.hidden = false;
    place(ev);
  });
  document.addEventListener("mousemove", (ev) => { if (!tip.hidden) place(ev); });
  function place(ev) {
    const w = tip.offsetWidth, h = tip.offsetHeight;
    let x = ev.clientX + 16, y = ev.clientY + 16;
    if (x + w > window.innerWidth - 8) x = ev.clientX - w - 16;
    if (y + h > window.innerHeight - 8) y = Math.max(8, window.innerHeight - h - 8);
    tip.style.left = `${Math.max(8, x)}px`;
    tip.style.top = `${y}px`;
  }
}

function toast(msg, ms = 4000) {
  const t = document.getElementById("toast");
  if (!t) return;
  t.textContent = msg;
  t.hidden = false;
  clearTimeout(toast._timer);
  toast._timer = setTimeout(() => { t.hidden = true; }, ms);
}
