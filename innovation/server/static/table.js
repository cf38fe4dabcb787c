// The Innovation table page: a live game (/g/ID) or a replay (/replay/ID).
// Live games talk over one WebSocket: the server sends this seat's view after every change and
// acknowledges each answer once it is stored. Plain JavaScript, no build step.
"use strict";

const T = {
  id: null, mode: "live", seat: null, token: null,
  S: null, // the latest state message
  log: [], // the game log as this seat may see it
  ws: null, busy: false, reqId: 0, retry: 0, refused: false,
  selected: [], // cards picked in a several-card choice
  replay: { step: 0, steps: 0, seat: "spectator" },
};
window.__table = T;

// a choice of several cards, asked one at a time: the decision's context says how many
const several = (d) => (d && d.kind === "card" && d.context && d.context.several) || null;
const VERBS = { meld: "melds", tuck: "tucks", score: "scores", return: "returns", transfer: "transfers", exchange: "exchanges", achieve: "achieves", junk: "junks", remove: "removes", draw: "draws" };
const PLACES = { hand: "hand", score: "score pile", board: "board", achieved: "achievements", deck: "age pile", achievements: "achievements", removed: "box", junk: "junk" };
const SPLAY_ARROW = { left: "⇦ splayed left", right: "⇨ splayed right", up: "⇧ splayed up", aslant: "⇗ splayed aslant" };
const KIND_WORDS = { action: "choosing an action", setup: "choosing a first card", card: "choosing a card", color: "choosing a colour", player: "choosing a player", yesno: "deciding yes or no", option: "choosing an option", value: "choosing a number" };

// Words of the several-card choice (kept together for the translation layer).
const UI = {
  pick: (range, most) => `Pick ${range} card${most === 1 ? "" : "s"}, then confirm`,
  picked: (n) => `${n} picked`,
  confirm: (n) => `Confirm ${n} card${n === 1 ? "" : "s"}`,
  none: "Choose none",
  pickMore: (n) => `Pick at least ${n} card${n === 1 ? "" : "s"}`,
};

// ---- words: the viewer is "you", whatever name the seat has ("Your turn", "You draw")
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const isViewer = (name) => !!T.S && T.S.view.viewer !== null && name === T.S.view.viewer;
function listWords(items) {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
// "You" or the name in bold, with the verb agreeing: who(name, "draws") -> "<b>You</b> draw"
function who(name, verb3) {
  if (isViewer(name)) return `<b>You</b>${verb3 ? " " + secondPerson(verb3) : ""}`;
  return `<b>${esc(name)}</b>${verb3 ? " " + verb3 : ""}`;
}
function secondPerson(verb3) {
  const [first, ...rest] = verb3.split(" ");
  const irregular = { carries: "carry", has: "have", is: "are", does: "do", must: "must" };
  const base = irregular[first] || (first.endsWith("es") && /(sh|ch|x|ss)es$/.test(first) ? first.slice(0, -2) : first.replace(/s$/, ""));
  return [base, ...rest].join(" ");
}
// the engine's prompts start with the deciding player's name: the page says "Your decision"
const ownPrompt = (prompt, name) => (prompt.startsWith(`${name}: `) ? prompt.slice(name.length + 2) : prompt);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------- start
(function start() {
  const parts = location.pathname.split("/").filter(Boolean);
  T.mode = parts[0] === "replay" ? "replay" : "live";
  T.id = decodeURIComponent(parts[1] || "");
  installTooltip();
  document.getElementById("takeback").onclick = takeBack;
  document.getElementById("concede").onclick = askConcede;
  if (T.mode === "replay") { startReplay(); return; }
  const hash = new URLSearchParams(location.hash.slice(1));
  const key = `innovation:${T.id}`;
  if (hash.has("token")) {
    T.seat = Number(hash.get("seat") || 0);
    T.token = hash.get("token");
    localStorage.setItem(key, JSON.stringify({ seat: T.seat, token: T.token }));
    // the secret is kept in this browser now: take it out of the address bar (and so out of
    // the history, bookmarks and screen shares); /g/ID finds the seat again from storage
    history.replaceState(null, "", location.pathname + location.search);
  } else if (!hash.has("spectate")) {
    try {
      const saved = JSON.parse(localStorage.getItem(key) || "null");
      if (saved) { T.seat = saved.seat; T.token = saved.token; }
    } catch (e) { /* ignore */ }
  }
  connect();
})();

function connect() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${location.host}/ws/games/${encodeURIComponent(T.id)}`);
  T.ws = ws;
  setStatus("connecting…", "");
  ws.onopen = () => {
    // chat: true asks for the chat and the server's time (together.js)
    ws.send(JSON.stringify({ type: "hello", seat: T.seat, token: T.token, chat: true }));
  };
  ws.onmessage = (ev) => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "state") onState(msg);
    else if (msg.type === "hello" || msg.type === "chat") {
      // together.js may still be loading: it takes these when it starts
      if (window.Together) Together.onMessage(msg); else (T.early = T.early || []).push(msg);
    }
    else if (msg.type === "ack") { T.busy = false; T.selected = []; if (T.S) { renderHeader(); renderPrompt(); } }
    else if (msg.type === "error") {
      T.busy = false;
      if (!T.S && (msg.status === 401 || msg.status === 403)) {
        T.refused = true;
        toast(`${msg.message} — watching as a spectator instead`, 6000);
        localStorage.removeItem(`innovation:${T.id}`);
        T.seat = null; T.token = null;
      } else if (!T.S && msg.status === 404) {
        T.refused = "gone";
        setStatus("no such game", "bad");
        document.getElementById("players").innerHTML = '<div class="panel">There is no such game. <a href="/">Back to the lobby</a></div>';
      } else {
        toast(msg.message);
        if (T.S) { renderHeader(); renderPrompt(); }
      }
    }
  };
  ws.onclose = () => {
    if (T.ws !== ws) return;
    setStatus("disconnected — reconnecting…", "bad");
    if (T.refused === "gone") return;
    const wait = Math.min(5000, 300 * 2 ** T.retry++);
    setTimeout(connect, T.refused ? 50 : wait);
    T.refused = false;
  };
}

function setStatus(text, cls) {
  const s = document.getElementById("status");
  s.textContent = text;
  s.className = `status ${cls}`;
}

async function onState(msg) {
  T.retry = 0;
  await Cards.load(msg.view.edition);
  const events = msg.log.events;
  if (msg.log.start === 0) T.log = events.slice();
  else if (msg.log.start === T.log.length) T.log.push(...events);
  else { T.ws.send(JSON.stringify({ type: "sync" })); }
  const fresh = !T.S || msg.log.start === 0;
  if (T.S && T.S.n !== msg.n) T.selected = [];
  const same = T.S && !fresh && !events.length && T.S.n === msg.n &&
    JSON.stringify(T.S.view) === JSON.stringify(msg.view) && T.S.can_take_back === msg.can_take_back &&
    T.S.take_back_refusal === msg.take_back_refusal &&
    T.S.can_concede === msg.can_concede && JSON.stringify(T.S.conceding) === JSON.stringify(msg.conceding) &&
    JSON.stringify(T.S.table) === JSON.stringify(msg.table);
  T.S = msg;
  if (same) { // only who is online changed: keep the table as it is
    renderHeader();
    if (window.Together) Together.afterHeader();
    return;
  }
  setStatus(msg.seat === null ? "watching" : `seat: ${msg.view.viewer}`, "ok");
  render(fresh ? null : events);
}

function send(req) {
  if (!T.ws || T.ws.readyState !== 1) { toast("not connected"); return; }
  req.id = ++T.reqId;
  T.busy = true;
  T.ws.send(JSON.stringify(req));
  renderPrompt();
}

function answer(a) {
  if (T.busy) return;
  if (window.Tutorial && !Tutorial.allows(a)) return; // tutorial.js: the step's move only
  send({ type: "answer", answer: a, expect: T.S.n });
}

function takeBack() {
  if (T.S && !T.S.can_take_back && T.S.take_back_refusal) { toast(T.S.take_back_refusal); return; }
  if (T.busy || !T.S || !T.S.can_take_back) return;
  send({ type: "takeback", expect: T.S.n });
}

// Conceding counts as losing, so the page asks first (its own dialog, not the browser's).
function askConcede() {
  if (T.busy || !T.S || !T.S.can_concede) return;
  const v = T.S.view;
  const me = v.players[myIndex()];
  const others = v.players.filter((p) => !p.eliminated && p.name !== me.name);
  const sides = new Set(others.map((p) => (p.team === undefined ? p.name : p.team)));
  const partners = me.team === undefined ? [] : others.filter((p) => p.team === me.team);
  let what;
  if (sides.size === 1 && !partners.length) what = `${listWords(others.map((p) => esc(p.name)))} ${others.length > 1 ? "win" : "wins"} the game.`;
  else what = "You leave the game: all your cards go to the junk, and the others play on without you.";
  if (v.decision && v.decision.player !== v.viewer && !v.over) what += " If a card's effect is being carried out, you leave when the action ends.";
  const box = document.getElementById("confirm");
  box.innerHTML = `<h2 id="confirmtitle">Concede the game?</h2><p>Conceding counts as losing. ${what}</p>` +
    '<p><button class="btn primary" id="confirmyes">Yes, concede</button> <button class="btn" id="confirmno">Keep playing</button></p>';
  box.hidden = false;
  document.getElementById("confirmno").onclick = () => { box.hidden = true; };
  document.getElementById("confirmyes").onclick = () => {
    box.hidden = true;
    if (!T.busy && T.S && T.S.can_concede) send({ type: "answer", answer: { concede: T.S.view.viewer } });
  };
  document.getElementById("confirmno").focus();
}

// ---------------------------------------------------------------------------- rendering
function render(newEvents) {
  const v = T.S.view;
  document.body.dataset.n = T.S.n;
  document.body.dataset.over = v.over ? "1" : "0";
  renderHeader();
  renderPlayers();
  renderCenter();
  renderPrompt();
  renderLog(newEvents);
  renderGameOver();
  // coach.js (previews, hints, review), cardview.js (announcements, keyboard), tutorial.js (the
  // guided first game) and together.js (seats, invitation, chat, clocks, turn alerts): one
  // failing never keeps the others from drawing
  for (const part of [window.Coach, window.Learn, window.Tutorial, window.Together]) {
    if (part) { try { part.afterRender(); } catch (e) { console.error(e); } }
  }
}

function myIndex() {
  const v = T.S.view;
  return v.viewer === null ? -1 : v.players.findIndex((p) => p.name === v.viewer);
}

function renderHeader() {
  const v = T.S.view;
  const info = document.getElementById("turninfo");
  const name = (n) => (isViewer(n) ? "you" : n);
  if (v.over) info.textContent = `Game over — ${winnersText(v.winners)}`;
  else if (v.phase === "setup") {
    const choosing = v.choosing || [];
    info.textContent = "Setup: everyone chooses a first card to meld, all at once" +
      (choosing.length ? ` · waiting for ${listWords(choosing.map(name))}` : "");
  } else {
    info.textContent = `Turn ${v.turn} · ${isViewer(v.current) ? "your" : `${v.current}'s`} turn · ${plural(v.actions_left, "action")} left`;
    if (v.waiting_for && v.waiting_for !== v.current) info.textContent += ` · waiting for ${name(v.waiting_for)}`;
  }
  if (!v.over && v.achievements_to_win) info.textContent += ` · ${v.achievements_to_win} achievements win${teamsOf(v) ? " (per team)" : ""}`;
  if ((T.S.conceding || []).includes(v.viewer)) info.textContent += " · you conceded: you leave when this action ends";
  const seats = document.getElementById("seats");
  const out = new Set(v.players.filter((p) => p.eliminated).map((p) => p.name));
  seats.innerHTML = (T.S.seats || []).map((s) =>
    `<span class="seat${out.has(s.name) ? " out" : ""}"${out.has(s.name) ? ' title="out of the game"' : ""}><span class="dot ${s.ai || s.online ? "on" : ""}"></span>${esc(s.name)}${s.ai ? ` <small title="${esc(s.ai)}">(${esc(aiLevelName(s.ai))})</small>` : ""}</span>`).join("");
  const teams = teamsOf(v);
  const tl = document.getElementById("teamline");
  if (tl) {
    tl.hidden = !teams;
    tl.innerHTML = teams ? "Teams: " + teams.map((t) => `<span class="teamname team-${t.index}">${t.letter}: ${esc(listWords(t.names.map((n) => (isViewer(n) ? "you" : n))))}</span>`).join(" · ") : "";
  }
  // refused (a card hidden before was seen since the turn began): the button stays, dimmed,
  // and says why when pressed or hovered
  const tb = document.getElementById("takeback");
  const why = T.S.can_take_back ? null : T.S.take_back_refusal;
  tb.hidden = !T.S.can_take_back && !why;
  tb.disabled = T.busy;
  tb.classList.toggle("off", Boolean(why));
  tb.setAttribute("aria-disabled", why ? "true" : "false");
  tb.title = why || "Undo your moves back to the start of your turn";
  const cb = document.getElementById("concede");
  cb.hidden = T.mode !== "live" || !T.S.can_concede || (T.S.conceding || []).includes(v.viewer);
  cb.disabled = T.busy;
  const dl = document.getElementById("download");
  dl.hidden = !v.over;
  dl.href = `/api/games/${encodeURIComponent(T.id)}/record`;
  const rl = document.getElementById("replaylink");
  rl.hidden = !v.over || T.mode === "replay";
  rl.href = `/replay/${encodeURIComponent(T.id)}`;
}

function winnersText(winners) {
  if (!winners.length) return "a draw: nobody wins";
  const names = winners.map((w) => (isViewer(w) ? "you" : w));
  if (names.length === 1 && names[0] === "you") return "you win";
  return `${listWords(names)} ${names.length > 1 ? "win" : "wins"}`;
}

// The teams of a team game, by letter ("A", "B", ...; the engine numbers them from 0 in
// seating order), or null without teams.
const TEAM_LETTERS = "ABCDEF";
function teamsOf(v) {
  if (!v.players.some((p) => p.team !== undefined)) return null;
  const teams = [];
  for (const p of v.players) {
    let t = teams.find((x) => x.index === p.team);
    if (!t) { t = { index: p.team, letter: TEAM_LETTERS[p.team] || String(p.team + 1), names: [] }; teams.push(t); }
    t.names.push(p.name);
  }
  return teams.sort((a, b) => a.index - b.index);
}

// The engine's end reasons ("score", "card: Wonder", "Ann had to draw above age 10") in words.
function reasonWords(reason) {
  if (!reason) return "";
  const tie = reason.indexOf("; a draw: ");  // 4th edition: nobody wins a tied score
  if (tie >= 0) {
    const base = reason.slice(0, tie);
    return `${base === "score" ? "the game ended by score" : reasonWords(base)}; ${reason.slice(tie + 10)}`;
  }
  if (reason === "achievements") return "enough achievements";
  if (reason === "score") return "the highest score";
  if (reason.startsWith("card: ")) return `the dogma of ${reason.slice(6)}`;
  const conceded = /^(.+) conceded$/.exec(reason);
  if (conceded) return isViewer(conceded[1]) ? "you conceded" : reason;
  if (reason === "last player left") return "everyone else is out of the game";
  const drew = /^(.+) had to draw above age (\d+)(; .*)?$/.exec(reason);
  if (drew && isViewer(drew[1])) return `you had to draw above age ${drew[2]}${drew[3] || ""}`;
  return reason;
}

function renderPlayers() {
  const v = T.S.view;
  const root = document.getElementById("players");
  root.innerHTML = "";
  const me = myIndex();
  const order = v.players.map((_, i) => i);
  if (me >= 0) { order.splice(me, 1); order.push(me); }
  for (const i of order) root.appendChild(playerEl(v.players[i], i, i === me));
  markChoices();
}

function playerEl(p, index, mine) {
  const v = T.S.view;
  const seatInfo = (T.S.seats || [])[index] || {};
  const deciding = !v.over && (v.phase === "setup" ? (v.choosing || []).includes(p.name) : v.waiting_for === p.name);
  const box = el("section", `player${mine ? " me" : ""}${v.current === p.name && v.phase === "play" && !v.over ? " current" : ""}${deciding ? " deciding" : ""}${p.eliminated ? " out" : ""}${p.team !== undefined ? ` team-${p.team}` : ""}`);
  box.dataset.player = p.name;
  const icons = Object.entries(p.icons).map(([name, n]) => `<span class="iconcount" title="${n} ${name}">${iconSvg(name)}${n}</span>`).join("");
  const claimed = (p.achievements || []).map((a) => typeof a === "number" ? `<span class="ach" title="achievement ${a}">${a}</span>` : `<span class="ach special" data-card="${esc(a)}">${esc(a)}</span>`).join("");
  let tags = "";
  if (mine) tags += '<span class="tag">you</span>';
  if (seatInfo.ai) tags += `<span class="tag ai" title="${esc(seatInfo.ai)}">${esc(aiLevelName(seatInfo.ai))}</span>`;
  if (p.team !== undefined) tags += `<span class="tag team team-${p.team}" title="teammates share achievements and never make demands of each other">team ${TEAM_LETTERS[p.team] || p.team + 1}</span>`;
  if (distantFromMe(index)) tags += '<span class="tag distant" title="not your neighbour: you may negotiate with this player, for a card returned from your hand">distant: negotiate</span>';
  if (p.eliminated) tags += '<span class="tag outtag" title="this player lost or conceded: their cards went to the junk">out of the game</span>';
  else if ((T.S.conceding || []).includes(p.name)) tags += '<span class="tag outtag">conceded: leaves when this action ends</span>';
  if (v.current === p.name && v.phase === "play" && !v.over) tags += '<span class="tag turn">turn</span>';
  if (deciding) tags += '<span class="tag wait">deciding…</span>';
  else if (v.phase === "setup" && !v.over) tags += '<span class="tag">first card chosen</span>';
  box.appendChild(el("div", "phead",
    `<span class="pname">${esc(p.name)}</span>${tags}<span class="iconcounts">${icons}</span>` +
    `<span class="stats">score <b>${p.points}</b> (${plural(p.score_count, "card")}) · ${plural(p.hand_count, "card")} in hand</span>` +
    `<span class="claimed">${claimed ? "achievements: " + claimed : '<span class="muted">no achievements</span>'}</span>`));
  const zones = el("div", "zones boardrow");
  const boardZone = el("div", "zone");
  boardZone.appendChild(el("div", "label", "board"));
  const board = el("div", "board");
  for (const color of COLORS) board.appendChild(pileEl(color, p.board[color], mine));
  boardZone.appendChild(board);
  zones.appendChild(boardZone);
  box.appendChild(zones);
  const row2 = el("div", "zones handrow");
  const hand = el("div", "zone handzone");
  hand.appendChild(el("div", "label", `hand (${p.hand_count})`));
  const hc = el("div", "cards");
  if (p.hand) for (const name of p.hand) { const c = cardEl(name); c.dataset.zone = mine ? "hand" : "otherhand"; hc.appendChild(c); }
  else for (const age of p.hand_ages) hc.appendChild(backEl(age, "small"));
  if (p.setup_choice) hc.appendChild(el("span", "chosen", `you chose ${cardRef(p.setup_choice)}: it is melded once everyone has chosen`));
  hand.appendChild(hc);
  row2.appendChild(hand);
  const score = el("div", "zone scorezone");
  score.appendChild(el("div", "label", `score pile (${plural(p.points, "point")})`));
  const sc = el("div", "cards");
  if (p.score) for (const name of p.score) { const c = cardEl(name, { small: true }); c.dataset.zone = mine ? "score" : "otherscore"; sc.appendChild(c); }
  else for (const age of p.score_ages) sc.appendChild(backEl(age, "small"));
  score.appendChild(sc);
  row2.appendChild(score);
  box.appendChild(row2);
  return box;
}

function pileEl(color, entry, mine) {
  const boxEl = el("div", "pilebox");
  if (!entry) {
    boxEl.appendChild(el("div", `pile empty c-${color}`));
    boxEl.appendChild(el("div", "pilecap", `<span class="muted">${color}</span>`));
    return boxEl;
  }
  const names = entry.cards;
  const total = entry.count || names.length;
  const items = names.slice();
  while (items.length < total) items.push(null); // covered cards this seat cannot see
  const { w: W, h: H } = cardBox();
  const S = 26;
  const k = items.length;
  const splay = entry.splay;
  const pile = el("div", `pile c-${color} splay-${splay}`);
  pile.dataset.color = color;
  pile.dataset.splay = splay;
  // Each covered card sticks out from under the one above it by a strip, as on a real table:
  // left splay: its right edge (one icon); right: its left edge (two icons); up: its bottom
  // (three icons); aslant (4th edition): its left edge and its bottom (all four icons).
  let w = W, h = H;
  const shown = splay === "none" ? 1 : k;
  const sideways = splay === "left" || splay === "right" || splay === "aslant";
  const downward = splay === "up" || splay === "aslant";
  if (sideways) w = W + (shown - 1) * S;
  if (downward) h = H + (shown - 1) * S;
  pile.style.width = `${w}px`;
  pile.style.height = `${h}px`;
  for (let i = 0; i < shown; i++) {
    const c = items[i] ? cardEl(items[i]) : backEl(null, "covered");
    c.dataset.zone = i === 0 ? (mine ? "top" : "othertop") : "covered";
    if (splay === "left") c.style.left = `${i * S}px`;
    else if (splay === "right" || splay === "aslant") c.style.left = `${(shown - 1 - i) * S}px`;
    else c.style.left = "0px";
    c.style.top = downward ? `${i * S}px` : "0px";
    c.style.zIndex = String(shown - i);
    pile.appendChild(c);
  }
  boxEl.appendChild(pile);
  const cap = splay !== "none" ? `<span class="splay">${SPLAY_ARROW[splay] || splay}</span>` : "";
  const covered = names.slice(1);
  const list = splay === "none" && covered.length ? ` · covered: ${covered.map(cardRef).join(", ")}` : "";
  const capEl = el("div", "pilecap", `${cap}${plural(total, "card")}${list}`);
  capEl.style.maxWidth = `${Math.max(w, W)}px`;
  boxEl.appendChild(capEl);
  return boxEl;
}

function renderCenter() {
  const v = T.S.view;
  const c = document.getElementById("center");
  const achs = v.achievements.map((a) => `<span class="ach" data-ach="${a}" title="achievement ${a}">${a}</span>`).join("") || '<span class="muted">none left</span>';
  const specials = (v.specials || []).map((s) => `<span class="ach special" data-card="${esc(s)}">${esc(s)}</span>`).join("");
  const decks = Object.entries(v.decks).map(([age, n]) => `<div class="deck${n ? "" : " empty"}" title="age ${age}: ${plural(n, "card")} left">${age}<small>${n}</small></div>`).join("");
  c.innerHTML = `<h3>Achievements</h3><div class="achs">${achs}</div>` +
    (specials ? `<div class="achs" style="margin-top:5px">${specials}</div>` : "") +
    `<h3 style="margin-top:8px">Age piles <small class="muted">(cards left)</small></h3><div class="decks">${decks}</div>` +
    junkHtml(v);
  markChoices();
}

// The junk (4th edition): cards out of play, face down, so only how many of each age; junked
// special achievements were face up, so they are named.
function junkHtml(v) {
  const rules = Cards.rules || {};
  if (!v.junk && !(v.junked_specials || []).length && !rules.junk) return "";
  const ages = Object.entries(v.junk || {}).sort((a, b) => Number(a[0]) - Number(b[0]));
  const total = ages.reduce((n, [, k]) => n + k, 0);
  const backs = ages.map(([age, n]) => `<div class="deck junked" data-junk="${age}" title="${plural(n, "card")} of age ${age} in the junk">${age}<small>×${n}</small></div>`).join("");
  const specials = (v.junked_specials || []).map((s) => `<span class="ach special junked" data-card="${esc(s)}" title="junked: no one can claim it">${esc(s)}</span>`).join("");
  const empty = !total && !specials ? '<span class="muted">empty</span>' : "";
  return `<h3 style="margin-top:8px" class="junkhead">Junk <small class="muted">(${plural(total, "card")}, face down, out of play)</small></h3>` +
    `<div class="decks junk">${backs}${specials}${empty}</div>`;
}

// What the deciding seat may click: card elements, achievements, and buttons in the prompt.
function choiceMap() {
  const v = T.S.view;
  const d = v.decision;
  if (T.mode !== "live" || !d || !d.options || v.over) return null;
  const map = new Map(); // key -> answer
  for (const o of d.options) {
    if (d.kind === "action") {
      if (o === "draw") continue;
      if (o.meld) map.set(`hand:${o.meld}`, o);
      else if (o.dogma && isMyTop(o.dogma)) map.set(`top:${o.dogma}`, o);
      else if (o.dogma) map.set(`othertop:${o.dogma}`, o); // negotiation: a distant top card
      else if (o.achieve !== undefined) map.set(`ach:${o.achieve}`, o);
    } else if (d.kind === "setup") map.set(`hand:${o}`, o);
    else if (d.kind === "card" && o !== "pass") map.set(`card:${o}`, o);
  }
  return map;
}

// Negotiation (4th edition, four or more players without teams): players who are not your
// nearest neighbours still in the game on either side.
function distantFromMe(index) {
  const v = T.S.view;
  const me = myIndex();
  if (!T.S.negotiation || me < 0 || index === me || v.players[index].eliminated || v.players[me].eliminated) return false;
  const n = v.players.length;
  const step = (from, dir) => { let q = from; do q = (q + dir + n) % n; while (v.players[q].eliminated && q !== from); return q; };
  return index !== step(me, 1) && index !== step(me, -1);
}

function isMyTop(name) {
  const me = T.S.view.players[myIndex()];
  return !!me && Object.values(me.board).some((e) => e.cards[0] === name);
}

// Whose top card a card is (for negotiation: a distant player's top card), or null.
function topOwner(name) {
  const p = T.S.view.players.find((q) => Object.values(q.board).some((e) => e.cards[0] === name));
  return p ? p.name : null;
}

function markChoices() {
  if (!T.S) return;
  const map = choiceMap();
  const d = T.S.view.decision;
  if (!map) return;
  const multi = several(d);
  document.querySelectorAll("#players [data-card], #center [data-ach]").forEach((e) => {
    let key = null;
    if (e.dataset.ach !== undefined) key = `ach:${e.dataset.ach}`;
    else if (d.kind === "card") key = `card:${e.dataset.card}`;
    else key = `${e.dataset.zone}:${e.dataset.card}`;
    if (!map.has(key)) return;
    e.classList.add("selectable");
    if (multi && T.selected.includes(e.dataset.card)) e.classList.add("selected");
    // what choosing this card does; on a phone a tap opens the card first (cardview.js),
    // whose own button then chooses it
    e._choose = () => { if (multi) toggleSelected(e.dataset.card); else answer(map.get(key)); };
    e._answer = map.get(key);
    e.onclick = (ev) => {
      ev.stopPropagation();
      if (window.CardView && CardView.tapToRead()) CardView.open(e);
      else e._choose();
    };
  });
}

function toggleSelected(name) {
  const i = T.selected.indexOf(name);
  const s = several(T.S && T.S.view && T.S.view.decision);
  if (i >= 0) T.selected.splice(i, 1);
  else if (!s || T.selected.length < s.max - s.chosen) T.selected.push(name);
  renderPlayers();
  renderCenter();
  renderPrompt();
}

function btn(label, onClick, cls = "") {
  const b = el("button", `btn ${cls}`, label);
  b.disabled = T.busy;
  b.onclick = onClick;
  return b;
}

// What the Draw action really draws: the age of your highest top card (at least 1), or the
// next higher age with cards left; past the last age the game ends (Ctx.draw).
function drawAge(v, me) {
  const tops = Object.values(me.board).map((e) => (Cards.get(e.cards[0]) || { age: 0 }).age);
  const want = Math.max(1, ...tops);
  const ages = Object.keys(v.decks).map(Number).sort((a, b) => a - b);
  const age = ages.find((a) => a >= want && v.decks[a] > 0);
  return { want, age: age === undefined ? null : age };
}

function drawLabel(v, me) {
  const { want, age } = drawAge(v, me);
  if (age === null) return `Draw — no cards left from age ${want} up: the game ends`;
  if (age === want) return `Draw a card (age ${age})`;
  return `Draw a card (age ${age}: ${want === age - 1 ? `age ${want} is` : `ages ${want}–${age - 1} are`} empty)`;
}

function renderPrompt() {
  const box = document.getElementById("prompt");
  if (!T.S) return;
  const v = T.S.view;
  const d = v.decision;
  box.innerHTML = "";
  box.className = "panel";
  box.dataset.busy = T.busy ? "1" : "0";
  if (T.mode === "replay") {
    box.innerHTML = `<div class="ptitle">Replay: step ${T.replay.step} of ${T.replay.steps}</div>` +
      (d ? `<div class="ptext">Next: ${esc(d.player)} decides${d.prompt ? ` — ${esc(d.prompt)}` : ""}</div>` : "");
    return;
  }
  if (v.over) {
    const text = winnersText(v.winners);
    box.innerHTML = `<div class="ptitle">Game over</div><div>${esc(capital(text))}: ${esc(reasonWords(v.end_reason))}</div>`;
    return;
  }
  if (!d) return;
  if (!d.options) {
    const ai = (T.S.seats || []).find((s) => s.name === d.player && s.ai);
    if (v.phase === "setup") {
      const me = v.players[myIndex()];
      box.innerHTML = `<div class="ptitle">Waiting for ${esc(listWords(v.choosing || [d.player]))}</div>` +
        `<div class="muted">${me && me.setup_choice ? `You chose ${cardRef(me.setup_choice)}. ` : ""}` +
        "Everyone chooses a first card at once; they are melded when the last player has chosen.</div>";
    } else {
      box.innerHTML = `<div class="ptitle">Waiting for ${esc(d.player)}${ai ? " (AI is thinking…)" : ""}</div>` +
        `<div class="muted">${T.S.seat === null ? "You are watching this game: " : ""}${esc(d.player)} is ${KIND_WORDS[d.kind] || "deciding"}.</div>`;
    }
    if (T.S.error) box.appendChild(el("div", "hint", esc(T.S.error)));
    return;
  }
  box.className = "panel mine";
  box.dataset.kind = d.kind;
  const multi = several(d);
  box.appendChild(el("div", "ptitle", "Your decision"));
  box.appendChild(el("div", "ptext", esc(capital(ownPrompt(multi ? multi.of : d.prompt, v.viewer)))));
  const deal = negotiation(d);
  if (deal) {
    box.dataset.negotiation = deal.use;
    box.appendChild(el("div", "negotiation", deal.text));
  }
  if (d.card) box.appendChild(el("div", "resolving", `Resolving: ${cardRef(d.card)}`));
  const opts = d.options;
  const group = (label) => { const g = el("div", "group"); if (label) g.appendChild(el("div", "glabel", label)); box.appendChild(g); return g; };
  if (d.kind === "action") {
    if (opts.includes("draw")) {
      const b = btn(drawLabel(v, v.players[myIndex()]), () => answer("draw"), "primary act-draw");
      group().appendChild(b);
    }
    const kinds = [["meld", "Meld from your hand"], ["dogma", "Dogma (activate a top card)"], ["negotiate", "Negotiate: use a distant player's top card (return a card from your hand)"], ["achieve", "Achieve"]];
    const distant = (o) => o.dogma !== undefined && !isMyTop(o.dogma);
    for (const [kind, label] of kinds) {
      const verb = kind === "negotiate" ? "dogma" : kind;
      const these = opts.filter((o) => typeof o === "object" && o[verb] !== undefined &&
        (verb !== "dogma" || distant(o) === (kind === "negotiate")));
      if (!these.length) continue;
      const g = group(label);
      if (kind === "negotiate") g.classList.add("negotiate");
      for (const o of these) {
        const name = o[verb];
        const text = kind === "negotiate" ? `${esc(topOwner(name) || "")}'s ${esc(name)}` : verb === "achieve" ? `Age ${name}` : esc(name);
        const b = btn(text, () => answer(o), `small act-${kind}`);
        if (verb !== "achieve") { b.dataset.card = name; b.classList.add(`c-${Cards.colorOf(name)}`); }
        g.appendChild(b);
      }
    }
    box.appendChild(el("div", "hint", "Or click a highlighted card: one in your hand to meld it, a top card on your board to use its dogma, an achievement to claim it." +
      (opts.some((o) => typeof o === "object" && distant(o)) ? " A highlighted top card of a distant player (not your neighbour) is a negotiation: you return a card from your hand to use its dogma." : "")));
  } else if (d.kind === "setup" || (d.kind === "card" && !multi)) {
    const g = group(d.kind === "setup" ? "Meld first (everyone chooses at once)" : "Choose a card");
    for (const o of opts) {
      if (o === "pass") continue;
      const b = btn(esc(o), () => answer(o), `small c-${Cards.colorOf(o)} opt-card`);
      b.dataset.card = o;
      g.appendChild(b);
    }
    if (opts.includes("pass")) group().appendChild(btn(deal ? "No, keep my cards" : "Decline", () => answer("pass"), "opt-pass"));
  } else if (multi) {
    const left = { min: Math.max(0, multi.min - multi.chosen), max: multi.max - multi.chosen };
    const range = left.min === left.max ? `${left.max}` : `${left.min} to ${left.max}`;
    // one count: the cards picked on this screen (the engine's "(N chosen)" is left out of
    // the prompt above, see promptText)
    const g = group(`${UI.pick(range, left.max)} (${UI.picked(T.selected.length + multi.chosen)})`);
    for (const o of opts) {
      if (o === "pass") continue;
      const b = btn(esc(o), () => toggleSelected(o), `small c-${Cards.colorOf(o)} opt-card${T.selected.includes(o) ? " selected" : ""}`);
      b.dataset.card = o;
      if (T.selected.includes(o)) b.innerHTML = `✔ ${esc(o)}`;
      g.appendChild(b);
    }
    // "Choose none" only where none is a legal choice; otherwise the button says what is missing
    const short = left.min - T.selected.length;
    const label = T.selected.length ? UI.confirm(T.selected.length) : left.min === 0 ? UI.none : UI.pickMore(short);
    const c = btn(label, () => { if (!T.busy) answer({ choose: T.selected.slice() }); }, "primary opt-confirm");
    if (T.selected.length < left.min || T.selected.length > left.max) c.disabled = true;
    group().appendChild(c);
    if (T.selected.length) group().appendChild(btn("Clear", () => { T.selected = []; renderPlayers(); renderCenter(); renderPrompt(); }, "small"));
  } else if (d.kind === "yesno") {
    const g = group();
    g.appendChild(btn("Yes", () => answer("yes"), "primary opt-yes"));
    g.appendChild(btn("No, decline", () => answer("no"), "opt-no"));
  } else {
    const g = group();
    for (const o of opts) {
      if (o === "pass") continue;
      const cls = d.kind === "color" ? `c-${o}` : "";
      g.appendChild(btn(esc(String(o)), () => answer(o), `${cls} opt-${d.kind}`));
    }
    if (opts.includes("pass")) group().appendChild(btn("Decline", () => answer("pass"), "opt-pass"));
  }
  if (T.busy) box.appendChild(el("div", "hint", "sending…"));
}

// A negotiation question (4th edition, four or more players without teams): a distant
// player (not a neighbour) may be dealt with for a card returned from the hand. The engine
// asks it as a card question; its words say which of the three deals it is.
function negotiation(d) {
  if (!d || d.kind !== "card" || !d.prompt) return null;
  const m = /return a card from your hand to (negotiate with|share|escape the demand of) (.+?)(?:'s dogma)?$/.exec(d.prompt);
  if (!m) return null;
  const other = esc(m[2]);
  if (m[1] === "share") return { use: "share", text: `<b>Negotiation</b>: ${other} is not your neighbour, so you share this dogma only if you return a card from your hand. Choose the card, or keep your cards and do not share.` };
  if (m[1] === "escape the demand of") return { use: "escape", text: `<b>Negotiation</b>: ${other} is not your neighbour, so you can escape this demand by returning a card from your hand. Choose the card, or keep your cards and obey the demand.` };
  return { use: "dogma", text: `<b>Negotiation</b>: to use the dogma of ${other}'s top card, return a card from your hand.` };
}

// ---------------------------------------------------------------------------- the log
function place(where, owner, viewer, actor, age) {
  if (!where) return "";
  if (where === "deck") return age !== undefined ? `the age ${age} pile` : "the age pile"; // nobody's: the pile of the card's age
  const whose = owner ? (owner === viewer ? "your" : owner === actor ? "their" : `${esc(owner)}'s`) : "the";
  return `${whose} ${PLACES[where] || where}`;
}

// One line of the log as [html, class], or null for an event another line already says:
// claiming an available achievement is one line ("claims the age 3 achievement"), and so is
// achieving a card from elsewhere ("achieves a 3 from their hand"). `prev`: the event before.
function logLine(e, prev) {
  const viewer = T.S ? T.S.view.viewer : null;
  const P = (verb3) => (e.player !== undefined ? who(e.player, verb3) : verb3);
  const what = e.card ? cardRef(e.card) : e.age !== undefined ? aValue(e.age) : "a card";
  switch (e.type) {
    case "turn": return [`Turn ${e.turn}: ${isViewer(e.player) ? "your turn" : esc(e.player)}`, "turn"];
    case "action":
      if (e.action === "draw") return [`${P("takes")} the Draw action`, "action"];
      if (e.action === "meld") return [`${P("takes")} the Meld action`, "action"];
      if (e.action === "achieve") return [`${P("takes")} the Achieve action`, "action"];
      if (e.action === "dogma") return [`${P("activates")} the dogma of ${cardRef(e.card)}`, "action"];
      return [`${P("takes")} an action: ${esc(e.action)}`, "action"];
    case "draw": return [`${P("draws")} ${what}`, ""];
    case "splay": {
      const pile = `${isViewer(e.player) ? "your" : "their"} ${esc(e.color)} cards`;
      return [e.direction === "none" ? `${P("unsplays")} ${pile}` : `${P("splays")} ${pile} ${esc(e.direction)}`, ""];
    }
    case "reveal": return [`${P("reveals")} ${what}`, ""];
    case "achieved":
      if (!e.special && prev && prev.type === "achieve" && prev.player === e.player && prev.from !== "achievements") return null;
      if (e.special) return [`${P("claims")} the special achievement <span class="cardref" data-card="${esc(e.special)}">${esc(e.special)}</span>`, ""];
      return [`${P("claims")} the age ${e.age} achievement`, ""];
    case "execute": return [`${P("carries out")} ${cardRef(e.card)}`, ""];
    case "share": { // the sharer's next lines are their share of the card's effect
      const c = Cards.get(e.card);
      const icons = c && c.dogma_icon ? `: as many ${iconPlural(c.dogma_icon)} as ${isViewer(e.with_player) ? "you" : esc(e.with_player)} or more` : "";
      return [`${P("is")} sharing ${cardRef(e.card)}${icons}`, "share"];
    }
    case "demand_nothing":
      return [`${cardRef(e.card)}'s demand changes nothing for ${isViewer(e.player) ? "you" : `<b>${esc(e.player)}</b>`}`, "nothing"];
    case "sharing_bonus": return [`${P("gets")} the <span class="term" title="An opponent who shared the dogma changed something, so the player who activated it draws a card.">sharing bonus</span>`, ""];
    case "draw_beyond": return [`${P("has")} to draw above the last age`, ""];
    case "rearrange": return [`${P("rearranges")} ${isViewer(e.player) ? "your" : "their"} ${esc(e.color || "")} pile`, ""];
    case "junk_deck": return [`${P("junks")} the whole age ${e.age} pile (${plural(e.count, "card")}, face down)`, "junk"];
    case "junk_special": return [`${P("junks")} the special achievement <span class="cardref" data-card="${esc(e.special)}">${esc(e.special)}</span>: no one can claim it now`, "junk"];
    case "restore_special": return [`${P("returns")} the special achievement <span class="cardref" data-card="${esc(e.special)}">${esc(e.special)}</span> from the junk: it can be claimed again`, ""];
    case "lose": return [`${P("is")} out of the game: ${isViewer(e.player) ? "your" : "their"} cards go to the junk`, "out"];
    case "concede": return [`${P("concedes")}`, "out"];
    case "chain_achievement": return [`${P("earns")} a <span class="term" title="Carrying out a card's dogma from inside another card's dogma first takes the top 11 as an achievement.">chain achievement</span>: ${cardRef(e.card)} was carried out inside another dogma`, ""];
    case "negotiate": {
      const other = e.with_player;
      const them = isViewer(other) ? "you" : esc(other);
      const whose = isViewer(other) ? "your" : `${esc(other)}'s`;
      const deal = e.use === "share" ? `to share ${whose} dogma of ${cardRef(e.card)}`
        : e.use === "escape" ? `to escape ${whose} demand (${cardRef(e.card)})`
        : `to use the dogma of ${whose} ${cardRef(e.card)}`;
      return [`${P("negotiates")} with ${them}: a card from ${isViewer(e.player) ? "your" : "their"} hand returned ${deal}`, "negotiate"];
    }
    case "game_over": return [`Game over: ${esc(winnersText(e.winners || []))} — ${esc(reasonWords(e.reason))}`, "end"];
    default:
      if (e.type === "achieve" && e.from === "achievements" && e.to === "achieved") return null;
      if (e.type === "junk" && e.from === "achievements") return [`${P("junks")} the age ${e.age} achievement: no one can claim it now`, "junk"];
      if (e.type === "junk") {
        const from = e.from ? ` from ${place(e.from, e.from_player, viewer, e.player)}` : "";
        return [`${P("junks")} ${what}${from}`, "junk"];
      }
      if (VERBS[e.type]) {
        let s = `${P(VERBS[e.type])} ${what}`;
        if (e.from) s += ` from ${place(e.from, e.from_player, viewer, e.player)}`;
        const own = e.to_player === undefined || e.to_player === e.player;
        if (e.to && !["meld", "score", "tuck", "achieve"].includes(e.type)) s += ` to ${place(e.to, e.to_player, viewer, e.player, e.age)}`;
        else if (e.to && !own) s += ` (to ${isViewer(e.to_player) ? "you" : esc(e.to_player)})`;
        return [s, ""];
      }
      return [`${esc(e.type)} ${esc(JSON.stringify(e))}`, ""];
  }
}

function renderLog(newEvents) {
  const ol = document.getElementById("log");
  if (!ol.dataset.watched) {  // follow the end of the log unless the reader scrolled up
    ol.dataset.watched = "1";
    T.logPinned = true;
    ol.addEventListener("scroll", () => {
      if (T.logAuto) { T.logAuto = false; return; } // our own scroll to the end
      T.logPinned = ol.scrollTop + ol.clientHeight >= ol.scrollHeight - 30;
    });
  }
  const atEnd = T.logPinned;
  const events = newEvents || T.log;
  if (!newEvents) ol.innerHTML = "";
  let prev = newEvents ? T.log[T.log.length - newEvents.length - 1] : undefined;
  for (const e of events) {
    const line = logLine(e, prev);
    if (line) ol.appendChild(el("li", line[1], line[0]));
    prev = e;
  }
  if (atEnd || !newEvents) {
    const end = ol.scrollHeight - ol.clientHeight;
    if (Math.abs(ol.scrollTop - end) > 1) { T.logAuto = true; ol.scrollTop = ol.scrollHeight; }
    T.logPinned = true;
  }
  ol.dataset.pinned = T.logPinned ? "1" : "0";
}

function renderGameOver() {
  const v = T.S.view;
  const box = document.getElementById("gameover");
  if (!v.over || T.mode === "replay" || T.dismissed) { box.hidden = true; return; }
  const won = v.viewer && v.winners.includes(v.viewer);
  const text = winnersText(v.winners);
  box.innerHTML = `<h2>${won ? "You win!" : esc(capital(text))}</h2>` +
    `<p>${esc(capital(reasonWords(v.end_reason)))}</p>` +
    `<p>${v.players.map((p) => `${isViewer(p.name) ? "You" : esc(p.name)}: ${plural(p.achievements.length, "achievement")}, ${plural(p.points, "point")}`).join("<br>")}</p>` +
    `<p><a class="btn" href="/api/games/${encodeURIComponent(T.id)}/record">Download record</a>` +
    `<a class="btn" href="/replay/${encodeURIComponent(T.id)}">Replay step by step</a>` +
    (T.S.seat !== null && window.Together ? '<button class="btn primary" id="playagain">Play again</button>' : "") +
    `<a class="btn" href="/">Lobby</a> <button class="btn" id="closeover">Close</button></p>`;
  box.hidden = false;
  document.getElementById("closeover").onclick = () => { T.dismissed = true; box.hidden = true; };
  const again = document.getElementById("playagain");
  if (again) again.onclick = () => Together.rematch();
}

// ---------------------------------------------------------------------------- replay
async function startReplay() {
  document.getElementById("replaybar").hidden = false;
  const hash = new URLSearchParams(location.hash.slice(1));
  // a player of the game sees it from their own seat (the seat kept in this browser)
  let saved = null;
  try { saved = JSON.parse(localStorage.getItem(`innovation:${T.id}`) || "null"); } catch (e) { saved = null; }
  T.replay.seat = hash.get("seat") || (saved && Number.isInteger(saved.seat) ? String(saved.seat) : "spectator");
  const first = await loadStep(Number(hash.get("step") || 0));
  if (!first) return;
  const sel = document.getElementById("replayseat");
  first.view.players.forEach((p, i) => { const o = el("option", "", esc(p.name)); o.value = String(i); sel.appendChild(o); });
  sel.value = T.replay.seat;
  sel.onchange = () => { T.replay.seat = sel.value; loadStep(T.replay.step); };
  const slider = document.getElementById("replayslider");
  slider.oninput = () => loadStep(Number(slider.value));
  document.querySelectorAll("#replaybar [data-step]").forEach((b) => {
    b.onclick = () => {
      const s = { first: 0, prev: T.replay.step - 1, next: T.replay.step + 1, last: T.replay.steps }[b.dataset.step];
      loadStep(Math.max(0, Math.min(T.replay.steps, s)));
    };
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.key === "ArrowRight") loadStep(Math.min(T.replay.steps, T.replay.step + 1));
    if (ev.key === "ArrowLeft") loadStep(Math.max(0, T.replay.step - 1));
  });
}

// A recorded answer (JSON, as in decisions.py) as a sentence: "Ann melds Pottery".
function answerInWords(q, a) {
  const name = q.player;
  const about = ownPrompt(q.prompt, name);
  if (q.kind === "action") {
    if (a === "draw") return `${name} takes the Draw action`;
    if (a.meld) return `${name} melds ${a.meld}`;
    if (a.dogma) return `${name} activates the dogma of ${a.dogma}`;
    if (a.achieve !== undefined) return `${name} claims the age ${a.achieve} achievement`;
  }
  if (a && a.concede) return `${a.concede} concedes`;
  if (q.kind === "setup") return `${name} chooses ${a} as a first card`;
  if (a === "pass") return `${name} declines (${about})`;
  if (q.kind === "yesno") return `${name} answers ${a} (${about})`;
  return `${name} chooses ${typeof a === "object" ? JSON.stringify(a) : a} (${about})`;
}

async function loadStep(step) {
  const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/replay?step=${step}&seat=${T.replay.seat}`);
  const data = await r.json();
  if (!r.ok) {
    setStatus(data.error || "cannot replay", "bad");
    document.getElementById("players").innerHTML = `<div class="panel">${esc(data.error || "cannot replay")} <a href="/">Back to the lobby</a></div>`;
    return null;
  }
  await Cards.load(data.view.edition);
  T.replay.step = data.step;
  T.replay.steps = data.steps;
  const slider = document.getElementById("replayslider");
  slider.max = String(data.steps);
  slider.value = String(data.step);
  document.getElementById("replaypos").textContent = `step ${data.step} / ${data.steps}`;
  document.getElementById("replayanswer").textContent = data.answered ? `Last answer: ${answerInWords(data.answered, data.answer)}` : "";
  history.replaceState(null, "", `#step=${data.step}&seat=${T.replay.seat}`);
  T.S = { n: data.step, view: data.view, seats: null, seat: null, can_take_back: false };
  T.log = data.view.log || [];
  setStatus("replay", "ok");
  render(null);
  return data;
}
