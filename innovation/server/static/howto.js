// The how-to-play page (/howto): the guide of innovation/howto.py (the same text as the
// terminal's `help rules`, from /api/howto), each section with pictures of real cards and
// piles drawn by the table's own card faces (cards.js), then the guided first game and the
// keyboard. Plain JavaScript, no build step.
"use strict";

// a pile of real cards (English names, the cards' ids) for the pictures of the splays
const SPLAY_PILE = ["Code of Laws", "Mysticism", "Philosophy"];
// Echoes of the Past: a purple pile whose covered cards show echo effects and bonuses
const ECHOES_PILE = ["Bell", "Flute", "Puppet"];

// Cities of Destiny: real cities (3rd edition) showing a searched icon, a plus, an arrow, a
// bonus, a flag and a fountain; and a red pile of cities splayed right
const CITY_CARDS = ["Yin", "Alexandria", "Cordoba", "Zurich", "Kuala Lumpur"];
const CITIES_PILE = ["Algiers", "Barcelona", "Thebes"];

function splayCaptions() {
  return [
    ["none", t("Not splayed: only the top card's icons count.")],
    ["left", t("Splayed left: each covered card shows its right edge (one icon).")],
    ["right", t("Splayed right: each covered card shows its left edge (two icons).")],
    ["up", t("Splayed up: each covered card shows its bottom edge (three icons).")],
  ];
}

function slugOf(text) { return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""); }

// A pile of real cards, splayed as the table draws it (covered cards stick out by a strip).
function howtoPile(names, splay) {
  const probe = cardEl(names[0]);
  probe.style.visibility = "hidden";
  document.getElementById("howto").appendChild(probe); // the page's card size
  const W = probe.offsetWidth, H = probe.offsetHeight;
  probe.remove();
  const S = 26;
  const k = splay === "none" ? 1 : names.length;
  const pile = el("div", `pile splay-${splay}`);
  const sideways = splay === "left" || splay === "right";
  pile.style.width = `${sideways ? W + (k - 1) * S : W}px`;
  pile.style.height = `${splay === "up" ? H + (k - 1) * S : H}px`;
  for (let i = 0; i < k; i++) {
    const c = cardEl(names[i]);
    c.style.position = "absolute";
    c.style.left = `${splay === "left" ? i * S : splay === "right" ? (k - 1 - i) * S : 0}px`;
    c.style.top = `${splay === "up" ? i * S : 0}px`;
    c.style.zIndex = String(k - i);
    if (i > 0) { c.removeAttribute("tabindex"); c.setAttribute("aria-hidden", "true"); }
    pile.appendChild(c);
  }
  return pile;
}

function figure(caption) {
  const f = el("div", "figure");
  f.appendChild(el("div", "caption", esc(caption)));
  return f;
}

(async function startHowto() {
  // the base cards, and the expansions' for their sections
  await Cards.load("3rd+echoes+cities");
  const r = await fetch("/api/howto");
  const box = document.getElementById("howtosections");
  if (!r.ok) { box.textContent = t("The guide could not be loaded."); return; }
  const guide = await r.json();
  document.getElementById("howtotitle").textContent = guide.title;
  document.title = guide.title;
  box.innerHTML = "";
  const toc = document.getElementById("howtotoc");
  const sections = guide.sections.slice();
  for (const s of sections) {
    const sec = el("section", "panel");
    sec.id = slugOf(s.key); // the English title: the same anchor in every language
    sec.appendChild(el("h2", "", esc(s.title)));
    for (const p of s.paragraphs) sec.appendChild(el("p", "", esc(p)));
    // (the Cities section's cities are the page's own while innovation/howto.py names none)
    const cards = s.cards && s.cards.length ? s.cards : s.expansion === "cities" ? CITY_CARDS : [];
    if (cards.length) {
      const f = figure(t("Real cards of this section, as the table draws them (text on the face; the letter beside the age names the colour)."));
      for (const name of cards) if (Cards.get(name)) f.appendChild(cardEl(name));
      sec.appendChild(f);
    }
    if (s.expansion === "echoes") {
      // a pile of real Echoes cards splayed up: the bottom positions of the covered cards show
      // their echo effects and bonuses
      const f = figure(t("Echoes cards splayed up: the covered cards' bottom positions show, with their echo effects and bonuses (each visible echo effect runs on a Dogma of the top card)."));
      f.dataset.splay = "echoes";
      f.appendChild(howtoPile(ECHOES_PILE, "up"));
      sec.appendChild(f);
    }
    if (s.expansion === "cities") {
      const f = figure(t("Cities splayed right: each covered city shows its left column, so a flag or a fountain there still counts."));
      f.dataset.splay = "cities";
      f.appendChild(howtoPile(CITIES_PILE, "right"));
      sec.appendChild(f);
    }
    if (/^splay/i.test(s.key)) {
      for (const [splay, caption] of splayCaptions()) {
        const f = figure(caption);
        f.dataset.splay = splay;
        f.appendChild(howtoPile(SPLAY_PILE, splay));
        sec.appendChild(f);
      }
    }
    box.appendChild(sec);
    toc.insertAdjacentHTML("beforeend", `<li><a href="#${sec.id}">${esc(s.title)}</a></li>`);
  }
  const tut = el("section", "panel");
  tut.id = "guided";
  const guided = esc(t("Guided first game"));
  tut.innerHTML = `<h2>${guided}</h2><p>${esc(t("A short game against a gentle AI that explains each step and waits for your move."))} <a href="/#learn">${guided}</a></p>`;
  box.appendChild(tut);
  toc.insertAdjacentHTML("beforeend", `<li><a href="#guided">${guided}</a></li>`);
  const keys = el("section", "panel");
  keys.id = "keyboard";
  const keysTitle = esc(t("Playing with the keyboard"));
  // KEYS_TEXT (keys.js, the table's list) is in the reader's language where keys.js marks it
  keys.innerHTML = `<h2>${keysTitle}</h2><p>${esc(t("Every decision can be made from the keyboard in a live game:"))}</p><table>` +
    KEYS_TEXT.map(([k, what]) => `<tr><th scope="row"><kbd>${esc(t(k))}</kbd></th><td>${esc(t(what))}</td></tr>`).join("") + "</table>";
  box.appendChild(keys);
  toc.insertAdjacentHTML("beforeend", `<li><a href="#keyboard">${keysTitle}</a></li>`);
  document.body.dataset.ready = "1";
  if (location.hash) { const t = document.getElementById(location.hash.slice(1)); if (t) t.scrollIntoView(); }
})();
