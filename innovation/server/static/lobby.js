// The lobby: create a game (people and AI seats), share seat links, list games.
"use strict";

const L = { meta: null };

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
  // stronger agents first; "ismcts" takes a level
  const out = [];
  const ai = L.meta.ai;
  if (ai.includes("ismcts")) for (const lvl of [3, 2, 1]) out.push([`ismcts:${lvl}`, `ISMCTS level ${lvl}`]);
  if (ai.includes("heuristic")) out.push(["heuristic", "heuristic"]);
  for (const a of ai) if (!["ismcts", "heuristic"].includes(a)) out.push([a, a]);
  return out;
}

function defaultAi() {
  const choices = aiChoices().map(([v]) => v);
  return choices.includes("ismcts:2") ? "ismcts:2" : choices[0];
}

function fillAiSelect(sel, withPerson) {
  sel.innerHTML = (withPerson ? '<option value="">a person</option>' : "") +
    aiChoices().map(([v, label]) => `<option value="${esc(v)}">AI: ${esc(label)}</option>`).join("");
}

function seatRows() {
  const n = Number(document.getElementById("count").value);
  const body = document.getElementById("seatrows");
  const old = [...body.querySelectorAll("tr")].map((tr) => [tr.querySelector("input").value, tr.querySelector("select").value]);
  body.innerHTML = "";
  for (let i = 0; i < n; i++) {
    const tr = document.createElement("tr");
    const name = old[i] ? old[i][0] : ["Ann", "Bob", "Cleo", "Dev"][i];
    tr.innerHTML = `<td>${i + 1}</td><td><input maxlength="24" value="${esc(name)}"></td><td><select></select></td>`;
    const sel = tr.querySelector("select");
    fillAiSelect(sel, true);
    sel.value = old[i] ? old[i][1] : (i === 0 ? "" : defaultAi());
    body.appendChild(tr);
  }
  const teams = document.getElementById("teams");
  teams.disabled = n !== 4;
  if (n !== 4) teams.checked = false;
}

async function create(spec) {
  // the coach's hints: each person's seat allows them when the box is ticked (issue 15)
  const hints = document.getElementById("allowhints");
  if (hints && hints.checked && spec.seats) for (const s of spec.seats) if (!s.ai) s.hints = true;
  const r = await fetch("/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(spec) });
  const data = await r.json();
  if (!r.ok) { toast(data.error || "could not create the game"); return null; }
  return data;
}

function showCreated(data) {
  const box = document.getElementById("created");
  const base = `${location.protocol}//${location.host}`;
  const humans = data.seats.filter((s) => s.url);
  let html = "<h3>Game created</h3><p>Each person's link is their seat: it holds the seat's secret, so send each link only to that player.</p><table class=\"links\">";
  const copy = '<button type="button" class="btn small copy">Copy</button>';
  for (const s of data.seats) {
    if (s.url) html += `<tr><td>${esc(s.name)}</td><td><input readonly value="${esc(base + s.url)}"></td><td>${copy}<a class="btn small" href="${esc(s.url)}">take this seat</a></td></tr>`;
    else html += `<tr><td>${esc(s.name)}</td><td class="muted">AI: ${esc(s.ai)}</td><td></td></tr>`;
  }
  html += `<tr><td>spectators</td><td><input readonly value="${esc(base + data.spectate)}"></td><td>${copy}</td></tr></table>`;
  box.innerHTML = html;
  box.hidden = false;
  box.querySelectorAll("input").forEach((i) => { i.onclick = () => i.select(); });
  box.querySelectorAll("button.copy").forEach((b) => {
    b.onclick = () => copyLink(b.closest("tr").querySelector("input"), b);
  });
  if (humans.length === 0) toast("every seat is an AI: watch it with the spectator link");
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
  button.textContent = done ? "Copied ✓" : "Selected: copy it";
  setTimeout(() => { button.textContent = "Copy"; }, 2500);
}

async function listGames() {
  const r = await fetch("/api/games");
  const data = await r.json();
  const box = document.getElementById("games");
  if (!data.games.length) { box.innerHTML = '<p class="muted">No games yet.</p>'; return; }
  let html = '<table class="gamelist"><tr><th>Players</th><th>Edition</th><th>Answers</th><th>State</th><th></th></tr>';
  for (const g of data.games) {
    // games made before the lobby stopped naming AIs "Ada (AI)" keep that name: no second mark
    const players = g.players.map((p, i) => esc(p) + (g.ai[i] && !/\(AI\)$/.test(p) ? ` <small class="muted">(AI)</small>` : "")).join(", ");
    const state = g.over ? `won by ${esc(g.winners.join(" & "))}` : "in play";
    const links = g.over
      ? `<a class="btn small" href="/replay/${g.id}">replay</a><a class="btn small" href="/api/games/${g.id}/record">record</a>`
      : `<a class="btn small" href="/g/${g.id}">watch / rejoin</a>`;
    html += `<tr><td>${players}</td><td>${esc(g.edition)}</td><td>${g.answers}</td><td>${state}</td><td>${links}</td></tr>`;
  }
  box.innerHTML = html + "</table>";
}

(async function start() {
  L.meta = await (await fetch("/api/meta")).json();
  document.getElementById("edition").innerHTML = L.meta.editions.map((e) => `<option value="${e.name}">${esc(e.title)}</option>`).join("");
  fillAiSelect(document.getElementById("quickai"), false);
  document.getElementById("quickai").value = defaultAi();
  seatRows();
  document.getElementById("count").onchange = seatRows;
  document.getElementById("newgame").onsubmit = async (ev) => {
    ev.preventDefault();
    const seats = [...document.querySelectorAll("#seatrows tr")].map((tr) => ({ name: tr.querySelector("input").value, ai: tr.querySelector("select").value || null }));
    const data = await create({ edition: document.getElementById("edition").value, seats, teams: document.getElementById("teams").checked });
    if (data) { showCreated(data); listGames(); }
  };
  document.getElementById("quickplay").onclick = async () => {
    const n = Number(document.getElementById("quickcount").value);
    const ai = document.getElementById("quickai").value;
    const me = document.getElementById("quickname").value.trim() || "Player";
    const names = ["Ada", "Brunel", "Curie", "Darwin"].filter((x) => x.toLowerCase() !== me.toLowerCase());
    const seats = [{ name: me, ai: null }];
    for (let i = 0; i < n; i++) seats.push({ name: names[i], ai }); // the table marks AI seats itself
    const data = await create({ edition: document.getElementById("edition").value, seats });
    if (data) location.href = data.seats[0].url;
  };
  listGames();
})();
