// The lobby: create a game (people and AI seats), share seat links, list games.
"use strict";

const L = { meta: null, status: "", offset: 0, pageSize: 20 };

function esc(s) {
  return String(s).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[ch]));
}

function toast(msg) {
  const t = document.getElementById("toast");
  t.textContent = msg;
  t.hidden = false;
  setTimeout(() => { t.hidden = true; }, 5000);
}


function aiChoices() {
  // stronger levels first; "ismcts" takes a level
  const ai = L.meta.ai;
  const offered = (spec) => ai.includes(spec.split(":")[0]);
  const out = AI_LEVELS.filter(([spec]) => offered(spec)).map(([spec, name]) => [spec, name]).reverse();
  // other agents (learned, logit evaluations): their own names for people, never "ismcts_logit"
  for (const a of ai) {
    if (AI_LEVELS.some(([spec]) => spec.split(":")[0] === a)) continue;
    const variant = AI_VARIANTS.find(([spec]) => spec === a);
    out.push([a, variant ? variant[1] : aiLevelName(a)]);
  }
  return out;
}

function defaultAi() {
  const choices = aiChoices().map(([v]) => v);
  return choices.includes("ismcts:2") ? "ismcts:2" : choices[0];
}

function fillAiSelect(sel, withPerson) {
  sel.innerHTML = (withPerson ? `<option value="">${esc(t("a person"))}</option><option value="open">${esc(t("a person (invite)"))}</option>` : "") +
    aiChoices().map(([v, label]) => `<option value="${esc(v)}">${esc(t("AI: {level}", { level: label }))}</option>`).join("");
}

const SEAT_NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"];
// Team shapes offered for each table size: each seat's team letter in seating order. An
// edition whose teams are "pairs" only (3rd, 1st) offers ABAB with four players; "other…"
// takes any letters the edition allows (the server checks them).
const SHAPES = {
  3: [["AAB", t("two against one")]],
  4: [["ABAB", t("two pairs, partners sitting across")], ["AABB", t("two pairs, partners side by side")], ["AAAB", t("three against one")]],
  5: [["AABBB", t("two against three")], ["ABABB", t("two against three, alternating")]],
  6: [["ABCABC", t("three pairs, partners across")], ["AAABBB", t("three against three")], ["ABABAB", t("three against three, alternating")], ["AABBCC", t("three pairs side by side")]],
};
const editionTitle = (e) => t(e.title); // the edition's title is a catalogue message (engine/editions.py)

const editionOf = (name) => L.meta.editions.find((e) => e.name === name) || L.meta.editions[0];

// The table sizes of the chosen edition (2-4, or 2-6 in the 4th edition).
function fillCounts() {
  const ed = editionOf(document.getElementById("edition").value);
  const count = document.getElementById("count");
  const was = Number(count.value) || 2;
  count.innerHTML = "";
  for (let n = ed.min_players; n <= ed.max_players; n++) count.insertAdjacentHTML("beforeend", `<option>${n}</option>`);
  count.value = String(Math.min(Math.max(was, ed.min_players), ed.max_players));
  fillExpansions("edition", "expansions", true);
  fillTeams();
}

function fillTeams() {
  const ed = editionOf(document.getElementById("edition").value);
  const n = Number(document.getElementById("count").value);
  const sel = document.getElementById("teams");
  const was = sel.value;
  const shapes = ed.teams === "any" ? (SHAPES[n] || []) : n === 4 ? [SHAPES[4][0]] : [];
  sel.innerHTML = `<option value="">${esc(t("no teams"))}</option>` +
    shapes.map(([letters, words]) => `<option value="${letters}">${letters}: ${esc(words)}</option>`).join("") +
    (ed.teams === "any" && n >= 3 ? `<option value="other">${esc(t("other…"))}</option>` : "");
  sel.disabled = sel.options.length === 1;
  sel.value = [...sel.options].some((o) => o.value === was) ? was : "";
  const help = document.getElementById("teamshelp");
  if (ed.teams === "any") help.textContent = t("Teams: each seat's team letter in seating order. Teammates add up their achievements (6 win) and never demand from each other.") +
    (n >= 4 ? " " + t("Without teams, players may negotiate with distant players (not their neighbours).") : "");
  else help.textContent = n === 4 ? t("{edition}: the team game is two pairs, partners sitting across.", { edition: editionTitle(ed) }) : t("{edition}: teams only with four players.", { edition: editionTitle(ed) });
  showTeams();
}

// The expansions the chosen edition is played with here (Echoes of the Past), each a box
// with a sentence on what it adds (the server's, a catalogue message).
function fillExpansions(edSel, boxId, withAbout) {
  const ed = editionOf(document.getElementById(edSel).value);
  const box = document.getElementById(boxId);
  const was = new Set([...box.querySelectorAll("input:checked")].map((i) => i.value));
  box.innerHTML = (ed.expansions || []).map((x) => {
    const id = `${boxId}-${x.name}`;
    return `<label class="expansion" for="${id}"><input type="checkbox" id="${id}" value="${esc(x.name)}"${was.has(x.name) ? " checked" : ""}> ` +
      `${esc(withAbout ? t("with the expansion {expansion}", { expansion: t(x.title) }) : t("with {expansion}", { expansion: t(x.title) }))}</label>` +
      (withAbout && x.about ? `<span class="muted about">${esc(t(x.about))}</span>` : "");
  }).join("");
}

function chosenExpansions(boxId) {
  return [...document.querySelectorAll(`#${boxId} input:checked`)].map((i) => i.value);
}

function teamLetters() {
  const sel = document.getElementById("teams");
  if (sel.value === "other") return document.getElementById("teamsother").value.trim().toUpperCase();
  return sel.value;
}

function showTeams() {
  const other = document.getElementById("teams").value === "other";
  document.getElementById("teamsotherlabel").hidden = !other;
  const letters = teamLetters();
  document.querySelectorAll(".teamcol").forEach((c) => { c.hidden = !letters; });
  document.querySelectorAll("#seatrows tr").forEach((tr, i) => {
    const cell = tr.querySelector(".teamcol");
    cell.hidden = !letters;
    cell.textContent = letters[i] || "";
  });
}

function seatRows() {
  const n = Number(document.getElementById("count").value);
  const body = document.getElementById("seatrows");
  const old = [...body.querySelectorAll("tr")].map((tr) => [tr.querySelector("input").value, tr.querySelector("select").value]);
  body.innerHTML = "";
  for (let i = 0; i < n; i++) {
    const tr = document.createElement("tr");
    const name = old[i] ? old[i][0] : SEAT_NAMES[i];
    const nameLabel = t("seat {n}: name", { n: i + 1 });
    const byLabel = t("seat {n}: played by", { n: i + 1 });
    tr.innerHTML = `<td>${i + 1}</td><td><input maxlength="24" value="${esc(name)}" aria-label="${esc(nameLabel)}"></td><td><select aria-label="${esc(byLabel)}"></select></td><td class="teamcol" hidden></td>`;
    const sel = tr.querySelector("select");
    fillAiSelect(sel, true);
    sel.value = old[i] ? old[i][1] : (i === 0 ? "" : defaultAi());
    const input = tr.querySelector("input");
    sel.onchange = () => openSeat(input, sel);
    openSeat(input, sel);
    body.appendChild(tr);
  }
  fillTeams();
}

function fillQuickCounts() {
  const ed = editionOf(document.getElementById("quickedition").value);
  const sel = document.getElementById("quickcount");
  const was = Number(sel.value) || 1;
  sel.innerHTML = "";
  for (let n = ed.min_players - 1; n < ed.max_players; n++) sel.insertAdjacentHTML("beforeend", `<option value="${n}">${n}</option>`);
  sel.value = String(Math.min(was, ed.max_players - 1));
  fillExpansions("quickedition", "quickexpansions", false);
}

// An open seat ("a person (invite)") is named by whoever takes it.
function openSeat(input, sel) {
  const open = sel.value === "open";
  input.disabled = open;
  input.placeholder = open ? t("they name themself") : "";
}

function tableSettings() {
  const clock = document.getElementById("clock").value;
  const out = { public: document.getElementById("public").checked, chat: document.getElementById("chatwho").value };
  if (clock) { const [bank, inc] = clock.split("+").map(Number); out.clock = { bank, increment: inc }; }
  return out;
}

async function create(spec) {
  // the coach's hints: each person's seat allows them when the box is ticked (issue 15)
  const hints = document.getElementById("allowhints");
  if (hints && hints.checked && spec.seats) for (const s of spec.seats) if (!s.ai) s.hints = true;
  const r = await fetch("/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(spec) });
  const data = await r.json();
  if (!r.ok) { toast(data.text || data.error || t("could not create the game")); return null; }
  return data;
}

function showCreated(data) {
  const box = document.getElementById("created");
  const base = `${location.protocol}//${location.host}`;
  const humans = data.seats.filter((s) => s.url);
  let html = `<h3>${esc(t("Game created"))}</h3><p>${esc(t("Each person's link is their seat: it holds the seat's secret, so send each link only to that player."))}</p><table class="links">`;
  const copy = `<button type="button" class="btn small copy">${esc(t("Copy"))}</button>`;
  for (const s of data.seats) {
    if (s.url) html += `<tr><td>${esc(s.name)}</td><td><input readonly value="${esc(base + s.url)}"></td><td>${copy}<a class="btn small" href="${esc(s.url)}">${esc(t("take this seat"))}</a></td></tr>`;
    else html += `<tr><td>${esc(s.name)}</td><td class="muted">${esc(aiLevelName(s.ai))}</td><td></td></tr>`;
  }
  html += `<tr><td>${esc(t("spectators"))}</td><td><input readonly value="${esc(base + data.spectate)}"></td><td>${copy}</td></tr></table>`;
  box.innerHTML = html;
  box.hidden = false;
  box.querySelectorAll("input").forEach((i) => { i.onclick = () => i.select(); });
  box.querySelectorAll("button.copy").forEach((b) => {
    b.onclick = () => copyLink(b.closest("tr").querySelector("input"), b);
  });
  if (humans.length === 0) toast(t("every seat is an AI: watch it with the spectator link"));
}

// The clipboard API needs a secure page (https or localhost); elsewhere select and copy.
async function copyLink(input, button) {
  let done = false;
  try {
    if (navigator.clipboard && window.isSecureContext) { await navigator.clipboard.writeText(input.value); done = true; }
  } catch (e) { /* fall back below */ }
  if (!done) {
    input.focus();
    input.select();
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
  }
  button.textContent = done ? t("Copied ✓") : t("Selected: copy it");
  setTimeout(() => { button.textContent = t("Copy"); }, 2500);
}

function gameRow(g, mine) {
  // games made before the lobby stopped naming AIs "Ada (AI)" keep that name: no second mark
  const players = g.players.map((p, i) => (g.open && g.open.includes(i) ? `<i class="muted">${esc(t("open seat"))}</i>` : esc(p)) + (g.ai[i] && !/\(AI\)$/.test(p) ? ` <small class="muted">${esc(t("(AI)"))}</small>` : "") +
    (g.teams ? ` <small class="muted">[${esc(String(g.teams === true ? "ABAB" : g.teams)[i] || "")}]</small>` : "")).join(", ");
  const closed = { cancelled: t("cancelled"), abandoned: t("closed: abandoned") }[g.state];
  const state = g.damaged ? `<span title="${esc(g.damaged)}">${esc(t("damaged: cannot be resumed"))}</span>`
    : closed ? esc(closed)
    : g.state === "open" ? esc(tn("waiting: {n} open seat", "waiting: {n} open seats", g.open.length))
    : g.over ? esc(g.winners.length ? t("won by {players}", { players: g.winners.join(" & ") }) : t("a draw")) : esc(t("in play"));
  const id = encodeURIComponent(g.id);
  let links;
  if (mine) links = g.over || closed ? `<a class="btn small" href="/replay/${id}">${esc(t("replay"))}</a>` : `<a class="btn small primary" href="/g/${id}">${esc(t("continue"))}</a>`;
  else if (g.state === "open") links = `<a class="btn small primary takeseat" href="/g/${id}#join">${esc(t("take a seat"))}</a><a class="btn small" href="/g/${id}">${esc(t("watch"))}</a>`;
  else if (g.over && !closed) links = `<a class="btn small" href="/replay/${id}">${esc(t("replay"))}</a><a class="btn small" href="/api/games/${id}/record">${esc(t("record"))}</a>`;
  else if (closed) links = "";
  else links = `<a class="btn small" href="/g/${id}">${esc(t("watch / rejoin"))}</a>`;
  return `<tr data-game="${esc(g.id)}"><td>${players}</td><td>${esc(editionShort(g.edition))}${(g.expansions || []).map((x) => `<br><small class="expansiontag" data-expansion="${esc(x)}">${esc(t("+ {expansion}", { expansion: expansionTitle(x) }))}</small>`).join("")}</td><td>${g.answers}</td><td>${state}</td><td>${links}</td></tr>`;
}

function gameListHead() {
  return `<tr><th>${esc(t("Players"))}</th><th>${esc(t("Edition"))}</th><th>${esc(t("Answers"))}</th><th>${esc(t("State"))}</th><th></th></tr>`;
}

// an expansion's title in the reader's words ("Echoes of the Past")
function expansionTitle(name) {
  for (const e of L.meta.editions) for (const x of e.expansions || []) if (x.name === name) return t(x.title);
  return name;
}

// an edition in the list of games, as short as its name ("3rd" in the reader's words)
function editionShort(name) {
  return { "3rd": t("3rd edition"), "1st": t("1st edition"), "4th": t("4th edition") }[name] || name;
}

async function listGames() {
  const q = new URLSearchParams({ limit: String(L.pageSize), offset: String(L.offset) });
  if (L.status) q.set("status", L.status);
  const r = await fetch(`/api/games?${q}`);
  const data = await r.json();
  const box = document.getElementById("games");
  document.querySelectorAll("#gamefilters .filter").forEach((b) => {
    b.classList.toggle("primary", b.dataset.status === L.status);
    b.setAttribute("aria-pressed", b.dataset.status === L.status ? "true" : "false");
  });
  document.getElementById("newer").disabled = L.offset === 0;
  document.getElementById("older").disabled = !data.more;
  document.getElementById("pageinfo").textContent = data.games.length ? `${L.offset + 1}–${L.offset + data.games.length}` : "";
  if (!r.ok) { box.textContent = data.text || data.error || t("cannot list the games"); return; }
  if (!data.games.length) { box.innerHTML = `<p class="muted">${esc(t("No games here."))}</p>`; return; }
  let html = `<table class="gamelist">${gameListHead()}`;
  for (const g of data.games) html += gameRow(g, false);
  box.innerHTML = html + "</table>";
}

// "My games": the seats this browser keeps (innovation:ID in local storage), newest first.
async function listMine() {
  const mine = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key || !key.startsWith("innovation:")) continue;
    try {
      const v = JSON.parse(localStorage.getItem(key));
      if (v && v.token) mine.push([key.slice(11), v.at || 0]);
    } catch (e) { /* not ours */ }
  }
  mine.sort((a, b) => b[1] - a[1]);
  const rows = [];
  for (const [id] of mine.slice(0, 12)) {
    const r = await fetch(`/api/games/${encodeURIComponent(id)}`);
    if (r.status === 404) { localStorage.removeItem(`innovation:${id}`); continue; }
    if (r.ok) rows.push(gameRow(await r.json(), true));
  }
  document.getElementById("mygamespanel").hidden = !rows.length;
  document.getElementById("mygames").innerHTML = rows.length ? `<table class="gamelist">${gameListHead()}` + rows.join("") + "</table>" : "";
}

(async function start() {
  L.meta = await (await fetch("/api/meta")).json();
  const editions = L.meta.editions.map((e) => `<option value="${e.name}">${esc(editionTitle(e))}</option>`).join("");
  document.getElementById("edition").innerHTML = editions;
  document.getElementById("quickedition").innerHTML = editions;
  fillAiSelect(document.getElementById("quickai"), false);
  document.getElementById("quickai").value = defaultAi();
  fillQuickCounts();
  document.getElementById("quickedition").onchange = fillQuickCounts;
  fillCounts();
  seatRows();
  document.getElementById("edition").onchange = () => { fillCounts(); seatRows(); };
  document.getElementById("count").onchange = seatRows;
  document.getElementById("teams").onchange = showTeams;
  document.getElementById("teamsother").oninput = showTeams;
  document.getElementById("newgame").onsubmit = async (ev) => {
    ev.preventDefault();
    const seats = [...document.querySelectorAll("#seatrows tr")].map((tr) => {
      const v = tr.querySelector("select").value;
      return v === "open" ? { open: true } : { name: tr.querySelector("input").value, ai: v || null };
    });
    const data = await create({ edition: document.getElementById("edition").value, expansions: chosenExpansions("expansions"), seats, teams: teamLetters() || false, ...tableSettings() });
    if (!data) return;
    if (data.invite) {
      // a table with open seats: go and sit at it; the table shows the invitation to copy
      const mine = data.seats.find((s) => s.url);
      location.href = mine.url;
      return;
    }
    showCreated(data);
    listGames();
  };
  document.getElementById("quickplay").onclick = async () => {
    const n = Number(document.getElementById("quickcount").value);
    const ai = document.getElementById("quickai").value;
    const me = document.getElementById("quickname").value.trim() || t("Player");
    const names = ["Ada", "Brunel", "Curie", "Darwin", "Euler", "Faraday"].filter((x) => x.toLowerCase() !== me.toLowerCase());
    const seats = [{ name: me, ai: null }];
    for (let i = 0; i < n; i++) seats.push({ name: names[i], ai }); // the table marks AI seats itself
    const data = await create({ edition: document.getElementById("quickedition").value, expansions: chosenExpansions("quickexpansions"), seats });
    if (data) location.href = data.seats[0].url;
  };
  document.querySelectorAll("#gamefilters .filter").forEach((b) => {
    b.onclick = () => { L.status = b.dataset.status; L.offset = 0; listGames(); };
  });
  document.getElementById("newer").onclick = () => { L.offset = Math.max(0, L.offset - L.pageSize); listGames(); };
  document.getElementById("older").onclick = () => { L.offset += L.pageSize; listGames(); };
  listGames();
  listMine();
})();
