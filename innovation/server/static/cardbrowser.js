// The card browser (/cards, /cards/EDITION): every card of an edition, searched by name, text,
// icon, featured icon, colour and age, drawn with the table's card faces (cards.js); each card
// links to the rulings that name it (/rulings/..., from docs/rulings). The filters are kept in
// the address (?name=...&icon=...) so a search can be shared.
"use strict";

const CB_TEXT = {
  any: "any",
  count: (n, total) => `${n} of ${total} cards`,
  rulings: "Rulings:",
  noRulings: "no rulings written for this card",
  notInstalled: "the rulings (docs/rulings) are not installed with this copy",
  editions: { "3rd": "3rd edition", "1st": "1st edition", "4th": "4th edition" },
  age: (a) => `age ${a}`,
  specials: "Special achievements",
};

const CB = { edition: "3rd", rulings: {}, meta: null };

function cbParams() {
  const q = new URLSearchParams(location.search);
  for (const [id, key] of [["cbname", "name"], ["cbtext", "text"], ["cbicon", "icon"], ["cbfeatured", "featured"], ["cbcolor", "color"], ["cbage", "age"]]) {
    const v = q.get(key);
    if (v !== null) document.getElementById(id).value = v;
    if (key === "age" && v !== null) CB.wantAge = v; // its options come with the edition's cards
  }
}

function cbSave() {
  const q = new URLSearchParams();
  for (const [id, key] of [["cbname", "name"], ["cbtext", "text"], ["cbicon", "icon"], ["cbfeatured", "featured"], ["cbcolor", "color"], ["cbage", "age"]]) {
    const v = document.getElementById(id).value;
    if (v) q.set(key, v);
  }
  const s = q.toString();
  history.replaceState(null, "", `/cards/${CB.edition}${s ? `?${s}` : ""}`);
}

function cbMatches(c) {
  const name = document.getElementById("cbname").value.trim().toLowerCase();
  const text = document.getElementById("cbtext").value.trim().toLowerCase();
  const icon = document.getElementById("cbicon").value;
  const featured = document.getElementById("cbfeatured").value;
  const color = document.getElementById("cbcolor").value;
  const age = document.getElementById("cbage").value;
  if (name && !c.name.toLowerCase().includes(name)) return false;
  if (text && !c.effects.some((e) => e.text.toLowerCase().includes(text))) return false;
  if (icon && !c.icons.includes(icon)) return false;
  if (featured && c.dogma_icon !== featured) return false;
  if (color && c.color !== color) return false;
  if (age && String(c.age) !== age) return false;
  return true;
}

function cbRender() {
  const all = Object.values(Cards.catalogue).sort((a, b) => a.age - b.age || COLORS.indexOf(a.color) - COLORS.indexOf(b.color) || a.name.localeCompare(b.name));
  const shown = all.filter(cbMatches);
  document.getElementById("cbcount").textContent = CB_TEXT.count(shown.length, all.length);
  const box = document.getElementById("cbresults");
  box.innerHTML = "";
  for (const c of shown) {
    const item = el("article", "cb-item");
    item.dataset.card = c.name;
    const face = cardEl(c.name);
    face.classList.add("cb-card");
    face.removeAttribute("role");
    face.removeAttribute("tabindex");
    face.removeAttribute("data-card");
    face.setAttribute("role", "img"); // a picture of the card, described in words
    face.setAttribute("aria-label", `${c.name}, ${c.color}, ${CB_TEXT.age(c.age)}. ${c.effects.map((e) => e.text).join(" ")}`);
    item.appendChild(face);
    const links = (CB.rulings[c.name] || []).map((r) => `<a href="/rulings/${r.file}${r.anchor ? `#${r.anchor}` : ""}">${esc(r.heading)}</a>`);
    item.appendChild(el("div", "cb-links", `${CB_TEXT.rulings} ${links.length ? links.join(" · ") : esc(CB.available ? CB_TEXT.noRulings : CB_TEXT.notInstalled)}`));
    box.appendChild(item);
  }
  cbSave();
  document.body.dataset.shown = String(shown.length);
}

async function cbLoad(edition) {
  CB.edition = edition;
  Cards.edition = null;
  await Cards.load(edition);
  const r = await fetch(`/api/rulings-index/${encodeURIComponent(edition)}`);
  const index = r.ok ? await r.json() : { cards: {}, available: false };
  CB.rulings = index.cards;
  CB.available = index.available;
  const ages = [...new Set(Object.values(Cards.catalogue).map((c) => c.age))].sort((a, b) => a - b);
  const ageSel = document.getElementById("cbage");
  const was = ageSel.value || CB.wantAge || "";
  CB.wantAge = null;
  ageSel.innerHTML = `<option value="">${CB_TEXT.any}</option>` + ages.map((a) => `<option value="${a}">${a}</option>`).join("");
  if (ages.includes(Number(was))) ageSel.value = was;
  cbRender();
}

(async function startBrowser() {
  const meta = await (await fetch("/api/meta")).json();
  const parts = location.pathname.split("/").filter(Boolean);
  const names = meta.editions.map((e) => e.name);
  const edition = names.includes(parts[1]) ? parts[1] : "3rd";
  const edSel = document.getElementById("cbedition");
  edSel.innerHTML = meta.editions.map((e) => `<option value="${e.name}">${esc(e.title)}</option>`).join("");
  edSel.value = edition;
  const iconOpts = `<option value="">${CB_TEXT.any}</option>` + ICONS.map((i) => `<option value="${i}">${i}</option>`).join("");
  document.getElementById("cbicon").innerHTML = iconOpts;
  document.getElementById("cbfeatured").innerHTML = iconOpts;
  document.getElementById("cbcolor").innerHTML = `<option value="">${CB_TEXT.any}</option>` + COLORS.map((c) => `<option value="${c}">${c} (${COLOR_LETTER[c]})</option>`).join("");
  document.getElementById("cbage").innerHTML = `<option value="">${CB_TEXT.any}</option>`;
  cbParams();
  await cbLoad(edition);
  const again = () => cbRender();
  for (const id of ["cbname", "cbtext"]) document.getElementById(id).addEventListener("input", again);
  for (const id of ["cbicon", "cbfeatured", "cbcolor", "cbage"]) document.getElementById(id).addEventListener("change", again);
  edSel.addEventListener("change", () => cbLoad(edSel.value));
  document.getElementById("cbform").addEventListener("submit", (ev) => ev.preventDefault());
  document.body.dataset.ready = "1";
})();
