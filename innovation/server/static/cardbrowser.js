// The card browser (/cards, /cards/EDITION): every card of an edition, searched by name, text,
// icon, featured icon, colour and age, drawn with the table's card faces (cards.js); each card
// links to the rulings that name it (/rulings/..., from docs/rulings). The filters are kept in
// the address (?name=...&icon=...) so a search can be shared.
"use strict";

const CB = { edition: "3rd", rulings: {}, meta: null };

function cbParams() {
  const q = new URLSearchParams(location.search);
  for (const [id, key] of [["cbexpansion", "expansion"], ["cbname", "name"], ["cbtext", "text"], ["cbicon", "icon"], ["cbfeatured", "featured"], ["cbcolor", "color"], ["cbage", "age"]]) {
    const v = q.get(key);
    if (v !== null) document.getElementById(id).value = v;
    if (key === "age" && v !== null) CB.wantAge = v; // its options come with the edition's cards
    if (key === "icon" && v !== null) CB.wantIcon = v; // an expansion's marks come with it
  }
}

function cbSave() {
  const q = new URLSearchParams();
  for (const [id, key] of [["cbexpansion", "expansion"], ["cbname", "name"], ["cbtext", "text"], ["cbicon", "icon"], ["cbfeatured", "featured"], ["cbcolor", "color"], ["cbage", "age"]]) {
    const v = document.getElementById(id).value;
    if (v) q.set(key, v);
  }
  const s = q.toString();
  history.replaceState(null, "", `/cards/${CB.edition}${s ? `?${s}` : ""}`);
}

// a search ignores case and accents ("ceramica" finds "Cerâmica")
const fold = (s) => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase();

// a card is found by its name or text in the reader's language, or in English
function cbMatches(c) {
  const name = fold(document.getElementById("cbname").value.trim());
  const text = fold(document.getElementById("cbtext").value.trim());
  const icon = document.getElementById("cbicon").value;
  const featured = document.getElementById("cbfeatured").value;
  const color = document.getElementById("cbcolor").value;
  const age = document.getElementById("cbage").value;
  if (name && !fold(c.label).includes(name) && !fold(c.english).includes(name)) return false;
  if (text && !c.effects.some((e) => fold(e.text).includes(text) || fold(e.english).includes(text)) &&
    !(c.echo && (fold(c.echo.text).includes(text) || fold(c.echo.english).includes(text)))) return false;
  const set = document.getElementById("cbexpansion").value;
  if (set && document.getElementById("cbset").value === "only" && c.expansion !== set) return false;
  if (icon === "search" ? !isSearched(c, SEARCH_POSITION) : icon && !c.icons.includes(icon)) return false;
  if (featured && c.dogma_icon !== featured) return false;
  if (color && c.color !== color) return false;
  if (age && String(c.age) !== age) return false;
  return true;
}

function cbRender() {
  const all = Object.values(Cards.catalogue).sort((a, b) => a.age - b.age || COLORS.indexOf(a.color) - COLORS.indexOf(b.color) || a.label.localeCompare(b.label, I18N.lang.replace("_", "-")));
  const shown = all.filter(cbMatches);
  document.getElementById("cbcount").textContent = tn("{n} of {total} card", "{n} of {total} cards", all.length, { n: shown.length, total: all.length });
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
    face.setAttribute("aria-label", `${c.label}, ${colorWord(c.color)}, ${ageWords(c.age)}${c.expansion ? `, ${expansionTitle(c.expansion)}` : ""}. ${c.echo ? `${t("echo effect")}: ${c.echo.text} ` : ""}${isCity(c) ? `${c.icons.filter((i) => CITY_SVG[i]).map(markWord).join(", ")} ` : ""}${c.effects.map((e) => e.text).join(" ")}`);
    item.appendChild(face);
    // the rulings are written in English: a heading keeps its language, unless it is just a
    // card's name (the whole age's link is worded in the reader's language)
    const links = (CB.rulings[c.name] || []).map((r) => `<a href="/rulings/${r.file}${r.anchor ? `#${r.anchor}` : ""}"` +
      (r.age !== undefined ? `>${esc(t("all rulings of age {age}", { age: r.age }))}</a>`
        : Cards.get(r.heading) ? `>${esc(Cards.label(r.heading))}</a>` : ` lang="en">${esc(r.heading)}</a>`));
    item.appendChild(el("div", "cb-links", `${esc(t("Rulings:"))} ${links.length ? links.join(" · ") : esc(CB.available ? t("no rulings written for this card") : t("the rulings (docs/rulings) are not installed with this copy"))}`));
    box.appendChild(item);
  }
  cbSave();
  document.body.dataset.shown = String(shown.length);
}

// The expansions offered with the edition (Echoes of the Past, Cities of Destiny): its cards
// after the base ones, or only them ("cbset"), and what their positions hold (the echo effect,
// the bonus, a city's marks) among the icons searched.
function cbExpansions(edition) {
  const ed = CB.meta.editions.find((e) => e.name === edition) || { expansions: [] };
  const sel = document.getElementById("cbexpansion");
  const was = sel.value || CB.wantExpansion || "";
  CB.wantExpansion = null;
  sel.innerHTML = `<option value="">${esc(t("none (the base game)"))}</option>` +
    (ed.expansions || []).map((x) => `<option value="${esc(x.name)}">${esc(t(x.title))}</option>`).join("");
  sel.value = (ed.expansions || []).some((x) => x.name === was) ? was : "";
  let only = document.getElementById("cbset");
  if (!only) {
    sel.closest("label").insertAdjacentHTML("afterend", `<label id="cbsetlabel">${esc(t("Cards"))} <select id="cbset"><option value="">${esc(t("all"))}</option><option value="only">${esc(t("the expansion's only"))}</option></select></label>`);
    only = document.getElementById("cbset");
    only.addEventListener("change", () => cbRender());
  }
  document.getElementById("cbsetlabel").hidden = !sel.value;
  const icons = document.getElementById("cbicon");
  const iconWas = icons.value || CB.wantIcon || "";
  CB.wantIcon = null;
  // Cities of Destiny: a city's marks, those of this edition's cities only (the 4th edition's
  // junk, uplift and unsplay), and its searched icon
  const marks = sel.value === "cities" ? Object.keys(CITY_SVG).filter((m) => edition === "4th" || !["junk", "uplift", "unsplay"].includes(m)) : [];
  icons.innerHTML = `<option value="">${esc(t("any"))}</option>` + ICONS.map((i) => `<option value="${i}">${esc(iconWord(i))}</option>`).join("") +
    (sel.value === "echoes" ? `<option value="echo">${esc(t("echo effect"))}</option>` : "") +
    (sel.value ? `<option value="bonus">${esc(t("bonus"))}</option>` : "") +
    marks.map((m) => `<option value="${m}">${esc(markWord(m))}</option>`).join("") +
    (marks.length ? `<option value="search">${esc(tc("icon", "search"))}</option>` : "");
  if ([...icons.options].some((o) => o.value === iconWas)) icons.value = iconWas;
}

async function cbLoad(edition) {
  CB.edition = edition;
  Cards.edition = null;
  cbExpansions(edition);
  const set = document.getElementById("cbexpansion").value;
  await Cards.load(set ? `${edition}+${set}` : edition);
  const r = await fetch(`/api/rulings-index/${encodeURIComponent(edition)}`);
  const index = r.ok ? await r.json() : { cards: {}, available: false };
  CB.rulings = index.cards;
  CB.available = index.available;
  const ages = [...new Set(Object.values(Cards.catalogue).map((c) => c.age))].sort((a, b) => a - b);
  const ageSel = document.getElementById("cbage");
  const was = ageSel.value || CB.wantAge || "";
  CB.wantAge = null;
  ageSel.innerHTML = `<option value="">${esc(t("any"))}</option>` + ages.map((a) => `<option value="${a}">${a}</option>`).join("");
  if (ages.includes(Number(was))) ageSel.value = was;
  cbRender();
}

(async function startBrowser() {
  const meta = await (await fetch("/api/meta")).json();
  CB.meta = meta;
  const parts = location.pathname.split("/").filter(Boolean);
  const names = meta.editions.map((e) => e.name);
  const edition = names.includes(parts[1]) ? parts[1] : "3rd";
  const edSel = document.getElementById("cbedition");
  edSel.innerHTML = meta.editions.map((e) => `<option value="${e.name}">${esc(t(e.title))}</option>`).join("");
  edSel.value = edition;
  const iconOpts = `<option value="">${esc(t("any"))}</option>` + ICONS.map((i) => `<option value="${i}">${esc(iconWord(i))}</option>`).join("");
  document.getElementById("cbicon").innerHTML = iconOpts;
  document.getElementById("cbfeatured").innerHTML = iconOpts;
  document.getElementById("cbcolor").innerHTML = `<option value="">${esc(t("any"))}</option>` + COLORS.map((c) => `<option value="${c}">${esc(colorWord(c))} (${COLOR_LETTER[c]})</option>`).join("");
  document.getElementById("cbage").innerHTML = `<option value="">${esc(t("any"))}</option>`;
  cbParams();
  CB.wantExpansion = new URLSearchParams(location.search).get("expansion");
  await cbLoad(edition);
  const again = () => cbRender();
  for (const id of ["cbname", "cbtext"]) document.getElementById(id).addEventListener("input", again);
  for (const id of ["cbicon", "cbfeatured", "cbcolor", "cbage"]) document.getElementById(id).addEventListener("change", again);
  edSel.addEventListener("change", () => cbLoad(edSel.value));
  document.getElementById("cbexpansion").addEventListener("change", () => cbLoad(edSel.value));
  document.getElementById("cbform").addEventListener("submit", (ev) => ev.preventDefault());
  document.body.dataset.ready = "1";
})();
