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
const SPLAY_ARROW = { left: "⇦", right: "⇨", up: "⇧", aslant: "⇗" };
// What another player is doing while the viewer waits, by the kind of their decision.
const KIND_WORDS = {
  action: (p) => t("{player} is choosing an action", { player: p }),
  setup: (p) => t("{player} is choosing a first card", { player: p }),
  card: (p) => t("{player} is choosing a card", { player: p }),
  color: (p) => t("{player} is choosing a colour", { player: p }),
  player: (p) => t("{player} is choosing a player", { player: p }),
  yesno: (p) => t("{player} is deciding yes or no", { player: p }),
  option: (p) => t("{player} is choosing an option", { player: p }),
  value: (p) => t("{player} is choosing a number", { player: p }),
};

// ---- words: every sentence is a catalogue message (t, tn from i18n.js) in the reader's
// language; the game's own words (log lines, questions, answers, why a game ended) come from
// the server, rendered for this page's language (server/tablewords.py)
const isViewer = (name) => !!T.S && T.S.view.viewer !== null && name === T.S.view.viewer;
const tableWords = () => (T.S && T.S.words) || {};
// "Ann", "Ann and Bob", "Ann, Bob and Cy" (render.joined, the same messages)
function listWords(items) {
  if (items.length <= 1) return items.join("");
  return t("{items} and {last}", { items: items.slice(0, -1).join(", "), last: items[items.length - 1] });
}
// a card's name in the page's language (its English name is its id)
const specialName = (name) => {
  const table = T.S && I18N.cards(T.S.view.edition).table;
  const special = table && table.specials && table.specials[name];
  return special ? special.name : name;
};
const cardName = (name) => (T.S ? I18N.cardName(T.S.view.edition, name) : name);
const colorName = (color) => tc("colour", color);
// the engine's prompts start with the deciding player's name: the page says "Your decision"
const ownPrompt = (prompt, name) => (prompt.startsWith(`${esc(name)}: `) ? prompt.slice(esc(name).length + 2) : prompt);
// a message (its translation, from t() without parameters) as HTML: its text escaped, its
// parameters HTML already (cardRef, <b>…</b>)
function th(text, params) {
  return esc(text).replace(/\{(\w+)\}/g, (whole, key) => (key in params ? String(params[key]) : whole));
}
// the viewer's question as plain text, in the page's language (for the card view and the
// screen reader's announcement)
function promptText() {
  const d = T.S && T.S.view.decision;
  if (!d) return "";
  const html = tableWords().prompt || esc(several(d) ? several(d).of : d.prompt || "");
  const box = document.createElement("div");
  box.innerHTML = capital(ownPrompt(html, T.S.view.viewer));
  return box.textContent;
}
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// ---------------------------------------------------------------------------- start
(function start() {
  const parts = location.pathname.split("/").filter(Boolean);
  T.mode = parts[0] === "replay" ? "replay" : "live";
  T.id = decodeURIComponent(parts[1] || "");
  installTooltip();
  keepSideInView();
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

// On a desktop the side column (prompt, panels, log) fits the window below the header, so
// the log is in sight without scrolling: the header's height (one or two lines, and the
// replay's bar) is measured, not guessed.
function keepSideInView() {
  const layout = document.getElementById("layout");
  const measure = () => {
    const top = layout.getBoundingClientRect().top + window.scrollY;
    document.documentElement.style.setProperty("--side-top", `${Math.round(top)}px`);
  };
  measure();
  if (window.ResizeObserver) {
    const watch = new ResizeObserver(measure);
    for (const id of ["top", "replaybar"]) { const e = document.getElementById(id); if (e) watch.observe(e); }
  }
  window.addEventListener("resize", measure);
}

function connect() {
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${proto}//${location.host}/ws/games/${encodeURIComponent(T.id)}`);
  T.ws = ws;
  setStatus(t("connecting…"), "");
  ws.onopen = () => {
    // chat: true asks for the chat and the server's time (together.js)
    ws.send(JSON.stringify({ type: "hello", seat: T.seat, token: T.token, chat: true, lang: I18N.lang }));
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
        toast(t("{error} — watching as a spectator instead", { error: errorText(msg) }), 6000);
        localStorage.removeItem(`innovation:${T.id}`);
        T.seat = null; T.token = null;
      } else if (!T.S && msg.status === 404) {
        T.refused = "gone";
        setStatus(t("no such game"), "bad");
        document.getElementById("players").innerHTML = `<div class="panel">${esc(t("There is no such game."))} <a href="/">${esc(t("Back to the lobby"))}</a></div>`;
      } else {
        toast(errorText(msg));
        if (T.S) { renderHeader(); renderPrompt(); }
      }
    }
  };
  ws.onclose = () => {
    if (T.ws !== ws) return;
    setStatus(t("disconnected — reconnecting…"), "bad");
    if (T.refused === "gone") return;
    const wait = Math.min(5000, 300 * 2 ** T.retry++);
    setTimeout(connect, T.refused ? 50 : wait);
    T.refused = false;
  };
}

// A refusal from the server in the reader's language: `text` is the server's rendering of the
// refusal's message (the socket's language), `message` the English one of the API.
function errorText(msg) {
  return msg.text || msg.message || msg.error || t("something went wrong");
}

function setStatus(text, cls) {
  const s = document.getElementById("status");
  s.textContent = text;
  s.className = `status ${cls}`;
}

async function onState(msg) {
  T.retry = 0;
  await Promise.all([Cards.load(Cards.keyOf(msg.view)), I18N.cards(msg.view.edition)]);
  const events = msg.log.events;
  const lines = (msg.words && msg.words.log) || [];
  if (msg.log.start === 0) { T.log = events.slice(); T.lines = lines.slice(); }
  else if (msg.log.start === T.log.length) { T.log.push(...events); T.lines.push(...lines); }
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
  setStatus(msg.seat === null ? t("watching") : t("seat: {player}", { player: msg.view.viewer }), "ok");
  render(fresh ? null : events);
}

function send(req) {
  if (!T.ws || T.ws.readyState !== 1) { toast(t("not connected")); return; }
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
  if (T.S && !T.S.can_take_back && T.S.take_back_refusal) { toast(tableWords().take_back_refusal || T.S.take_back_refusal); return; }
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
  if (sides.size === 1 && !partners.length) {
    what = tn("{players} wins the game.", "{players} win the game.", others.length, { players: listWords(others.map((p) => p.name)) });
  } else what = t("You leave the game: all your cards go to the junk, and the others play on without you.");
  if (v.decision && v.decision.player !== v.viewer && !v.over) what += " " + t("If a card's effect is being carried out, you leave when the action ends.");
  const box = document.getElementById("confirm");
  box.innerHTML = `<h2 id="confirmtitle">${esc(t("Concede the game?"))}</h2><p>${esc(t("Conceding counts as losing."))} ${esc(what)}</p>` +
    `<p><button class="btn primary" id="confirmyes">${esc(t("Yes, concede"))}</button> <button class="btn" id="confirmno">${esc(t("Keep playing"))}</button></p>`;
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
  const name = (n) => (isViewer(n) ? t("you") : n);
  // [text, "" or the class of a part a phone leaves out or words shorter: the phone's header
  // holds two lines; what it leaves out is on the page (the prompt, the achievements panel)]
  const parts = [];
  if (v.over) parts.push([t("Game over — {result}", { result: winnersText(v.winners) }), ""]);
  else if (v.phase === "setup") {
    const choosing = v.choosing || [];
    parts.push([t("Setup: everyone chooses a first card to meld, all at once"), "ti-long"]);
    parts.push([t("Setup: everyone chooses a first card"), "ti-short"]);
    if (choosing.length) parts.push([t("waiting for {players}", { players: listWords(choosing.map(name)) }), "ti-more"]);
  } else {
    parts.push([t("Turn {turn}", { turn: v.turn }), ""]);
    parts.push([isViewer(v.current) ? t("your turn") : t("{player}'s turn", { player: v.current }), ""]);
    parts.push([tn("{n} action left", "{n} actions left", v.actions_left), ""]);
    if (v.waiting_for && v.waiting_for !== v.current) parts.push([t("waiting for {players}", { players: name(v.waiting_for) }), "ti-more"]);
  }
  if (!v.over && v.achievements_to_win) parts.push([toWinText(v), "ti-more"]);
  if ((v.expansions || []).length) parts.push([t("with {expansion}", { expansion: listWords(v.expansions.map(expansionTitle)) }), "ti-more"]);
  if ((T.S.conceding || []).includes(v.viewer)) parts.push([t("you conceded: you leave when this action ends"), ""]);
  info.innerHTML = parts.map(([text, cls], i) => {
    // the separator goes with the part, so a part left out takes its separator along
    const sep = i && !(cls === "ti-short" && parts[i - 1][1] === "ti-long") ? " · " : "";
    return `<span${cls ? ` class="${cls}"` : ""}>${esc(sep + text)}</span>`;
  }).join("");
  const seats = document.getElementById("seats");
  const out = new Set(v.players.filter((p) => p.eliminated).map((p) => p.name));
  seats.innerHTML = (T.S.seats || []).map((s) =>
    `<span class="seat${out.has(s.name) ? " out" : ""}"${out.has(s.name) ? ` title="${esc(t("out of the game"))}"` : ""}><span class="dot ${s.ai || s.online ? "on" : ""}"></span>${esc(s.name)}${s.ai ? ` <small title="${esc(aiLevelTitle(s.ai))}">(${esc(aiLevelName(s.ai))})</small>` : ""}</span>`).join("");
  // the same online dots beside the players' names (a phone shows these, not the header's)
  for (const s of T.S.seats || []) {
    const dot = document.querySelector(`#players .player[data-player="${CSS.escape(s.name)}"] .pdot`);
    if (dot) dot.classList.toggle("on", Boolean(s.ai || s.online));
  }
  const teams = teamsOf(v);
  const tl = document.getElementById("teamline");
  if (tl) {
    tl.hidden = !teams;
    tl.innerHTML = teams ? esc(t("Teams:")) + " " + teams.map((team) => `<span class="teamname team-${team.index}">${team.letter}: ${esc(listWords(team.names.map(name)))}</span>`).join(" · ") : "";
  }
  // refused (a card hidden before was seen since the turn began): the button stays, dimmed,
  // and says why when pressed or hovered
  const tb = document.getElementById("takeback");
  const why = T.S.can_take_back ? null : tableWords().take_back_refusal || T.S.take_back_refusal;
  tb.hidden = !T.S.can_take_back && !why;
  tb.disabled = T.busy;
  tb.classList.toggle("off", Boolean(why));
  tb.setAttribute("aria-disabled", why ? "true" : "false");
  tb.title = why || t("Undo your moves back to the start of your turn");
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

function toWinText(v) {
  return teamsOf(v) ? tn("{n} achievement wins (per team)", "{n} achievements win (per team)", v.achievements_to_win)
    : tn("{n} achievement wins", "{n} achievements win", v.achievements_to_win);
}

function winnersText(winners) {
  if (!winners.length) return t("a draw: nobody wins");
  if (winners.length === 1 && isViewer(winners[0])) return t("you win");
  const names = winners.map((w) => (isViewer(w) ? t("you") : w));
  return tn("{players} wins", "{players} win", names.length, { players: listWords(names) });
}

// The teams of a team game, by letter ("A", "B", ...; the engine numbers them from 0 in
// seating order), or null without teams.
const TEAM_LETTERS = "ABCDEF";
function teamsOf(v) {
  if (!v.players.some((p) => p.team !== undefined)) return null;
  const teams = [];
  for (const p of v.players) {
    let team = teams.find((x) => x.index === p.team);
    if (!team) { team = { index: p.team, letter: TEAM_LETTERS[p.team] || String(p.team + 1), names: [] }; teams.push(team); }
    team.names.push(p.name);
  }
  return teams.sort((a, b) => a.index - b.index);
}

// Why the game ended, in words (the server's, in the page's language).
const reasonWords = () => tableWords().end || "";

// an age achievement, its title in words (`dataAch`: marked for choosing it)
function achievementHtml(age, dataAch = false) {
  const tip = t("achievement {value}", { value: age });
  return `<span class="ach"${dataAch ? ` data-ach="${age}"` : ""} title="${esc(tip)}">${age}</span>`;
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
  const icons = Object.entries(p.icons).map(([name, n]) => `<span class="iconcount" title="${n} ${esc(tc("icon", name))}">${iconSvg(name)}${n}</span>`).join("");
  const claimed = (p.achievements || []).map((a) => typeof a === "number" ? achievementHtml(a) : `<span class="ach special" data-card="${esc(a)}">${esc(specialName(a))}</span>`).join("");
  let tags = "";
  if (mine) tags += `<span class="tag">${esc(t("you"))}</span>`;
  if (seatInfo.ai) tags += `<span class="tag ai" title="${esc(aiLevelTitle(seatInfo.ai))}">${esc(aiLevelName(seatInfo.ai))}</span>`;
  // (each text first, then its tag: the extractor does not read a call inside an attribute)
  const teamTip = t("teammates share achievements and never make demands of each other");
  const distantTip = t("not your neighbour: you may negotiate with this player, for a card returned from your hand");
  const outTip = t("this player lost or conceded: their cards went to the junk");
  if (p.team !== undefined) tags += `<span class="tag team team-${p.team}" title="${esc(teamTip)}">${esc(t("team {team}", { team: TEAM_LETTERS[p.team] || p.team + 1 }))}</span>`;
  if (distantFromMe(index)) tags += `<span class="tag distant" title="${esc(distantTip)}">${esc(t("distant: negotiate"))}</span>`;
  if (p.eliminated) tags += `<span class="tag outtag" title="${esc(outTip)}">${esc(t("out of the game"))}</span>`;
  else if ((T.S.conceding || []).includes(p.name)) tags += `<span class="tag outtag">${esc(t("conceded: leaves when this action ends"))}</span>`;
  if (v.current === p.name && v.phase === "play" && !v.over) tags += `<span class="tag turn">${esc(t("turn"))}</span>`;
  if (deciding) tags += `<span class="tag wait">${esc(t("deciding…"))}</span>`;
  else if (v.phase === "setup" && !v.over) tags += `<span class="tag">${esc(t("first card chosen"))}</span>`;
  // Echoes of the Past: the points include the board's bonuses ("12 (3 from bonuses)")
  const points = p.bonus_points ? th(t("{points} ({bonus} from bonuses)"), { points: "<b>" + p.points + "</b>", bonus: p.bonus_points }) : "<b>" + p.points + "</b>";
  const bonusTip = (p.bonuses || []).length ? t("bonuses: {values}", { values: p.bonuses.slice().sort((a, b) => b - a).join(", ") }) : "";
  const stats = `<span class="points"${bonusTip ? ` title="${esc(bonusTip)}"` : ""}>` + th(t("score {points} ({cards})"), { points, cards: esc(tn("{n} card", "{n} cards", p.score_count)) }) + "</span>";
  const noAchievements = t("no achievements");
  let claimedHtml = claimed ? th(t("achievements: {list}"), { list: claimed }) : '<span class="muted">' + esc(noAchievements) + "</span>";
  // Cities of Destiny: the flags and fountains that count now, and the total they make
  if (p.board_achievements) claimedHtml = (claimed ? claimedHtml + " · " : "") + boardAchievementsHtml(p);
  if (p.turn_flags & ENDORSED) tags += `<span class="tag endorsed">${esc(t("Endorse used this turn"))}</span>`;
  const online = seatInfo.ai || seatInfo.online;
  box.appendChild(el("div", "phead",
    `<span class="pname"><span class="dot pdot${online ? " on" : ""}"></span>${esc(p.name)}</span>${tags}<span class="iconcounts">${icons}</span>` +
    `<span class="stats">${stats} · ${esc(tn("{n} card in hand", "{n} cards in hand", p.hand_count))}</span>` +
    `<span class="claimed">${claimedHtml}</span>`));
  const zones = el("div", "zones boardrow");
  const boardZone = el("div", "zone");
  boardZone.appendChild(el("div", "label", esc(t("board"))));
  const board = el("div", "board");
  for (const color of COLORS) board.appendChild(pileEl(color, p.board[color], mine));
  boardZone.appendChild(board);
  zones.appendChild(boardZone);
  box.appendChild(zones);
  const row2 = el("div", "zones handrow");
  const hand = el("div", "zone handzone");
  hand.appendChild(el("div", "label", esc(t("hand ({n})", { n: p.hand_count }))));
  const hc = el("div", "cards");
  if (p.hand) for (const name of p.hand) { const c = cardEl(name); c.dataset.zone = mine ? "hand" : "otherhand"; hc.appendChild(c); }
  else {
    // an Echoes card's back says its set: `hand_sets` are those cards' ages
    const sets = (p.hand_sets || []).slice();
    for (const age of p.hand_ages) {
      const k = sets.findIndex(([a]) => a === age);
      const set = k >= 0 ? sets.splice(k, 1)[0][1] : "";
      hc.appendChild(backEl(age, "small", set));
    }
  }
  if (p.setup_choice) hc.appendChild(el("span", "chosen", th(t("you chose {card}: it is melded once everyone has chosen"), { card: cardRef(p.setup_choice) })));
  hand.appendChild(hc);
  row2.appendChild(hand);
  // (a view of a game with any expansion counts a forecast: only Echoes has one)
  if (p.forecast_count !== undefined && (T.S.view.expansions || []).includes("echoes")) row2.appendChild(forecastEl(p, mine));
  const score = el("div", "zone scorezone");
  const pileValue = p.points - (p.bonus_points || 0); // the bonuses are on the board
  score.appendChild(el("div", "label", esc(tn("score pile ({n} point)", "score pile ({n} points)", pileValue))));
  const sc = el("div", "cards");
  if (p.score) for (const name of p.score) { const c = cardEl(name, { small: true }); c.dataset.zone = mine ? "score" : "otherscore"; sc.appendChild(c); }
  else for (const age of p.score_ages) sc.appendChild(backEl(age, "small"));
  score.appendChild(sc);
  row2.appendChild(score);
  box.appendChild(row2);
  return box;
}

// Cities of Destiny: a player's visible flags and fountains that count as achievements now
// (a flag only while no opponent shows more cards of its colour), and the total with them.
const ENDORSED = 1; // a view's `turn_flags` (engine/cities.py)
function boardAchievementsHtml(p) {
  const tip = t("flags and fountains on this board that count as achievements now (a flag counts while no opponent shows more cards of its colour)");
  // (the terminal's words, innovation/terminal.py, which /howto's Cities section quotes)
  const words = t("{achievements} + {count} on the board = {total}", { achievements: p.achievement_count - p.board_achievements, count: p.board_achievements, total: p.achievement_count });
  return `<span class="boardach" title="${esc(tip)}">${markSvg("flag")}${markSvg("fountain")} ${esc(words)}</span>`;
}

// The forecast (Echoes of the Past): its owner sees its cards (a promotion picks one of
// them); the others see their backs, with their ages, and how many.
function forecastEl(p, mine) {
  const zone = el("div", "zone forecastzone");
  zone.dataset.forecast = p.name;
  const tip = t("cards foreshadowed face down: their owner sees them, the others how many and their ages; after a Meld action one may be promoted");
  zone.appendChild(el("div", "label", `<span title="${esc(tip)}">${esc(t("forecast ({n})", { n: p.forecast_count }))}</span>`));
  const fc = el("div", "cards");
  if (p.forecast) for (const name of p.forecast) { const c = cardEl(name, { small: !mine }); c.dataset.zone = "forecast"; fc.appendChild(c); }
  else for (const age of p.forecast_ages || []) fc.appendChild(backEl(age, "small forecast"));
  if (!p.forecast_count) fc.appendChild(el("span", "muted", esc(t("empty"))));
  zone.appendChild(fc);
  return zone;
}

function pileEl(color, entry, mine) {
  const boxEl = el("div", "pilebox");
  if (!entry) {
    boxEl.appendChild(el("div", `pile empty c-${color}`));
    boxEl.appendChild(el("div", "pilecap", `<span class="muted">${esc(colorName(color))}</span>`));
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
  const cap = splay !== "none" ? `<span class="splay">${SPLAY_ARROW[splay] || ""} ${esc(tc("splay", `splayed ${splay}`))}</span> ` : "";
  const covered = names.slice(1);
  const list = splay === "none" && covered.length ? " · " + th(t("covered: {cards}"), { cards: covered.map(cardRef).join(", ") }) : "";
  const capEl = el("div", "pilecap", `${cap}${esc(tn("{n} card", "{n} cards", total))}${list}`);
  capEl.style.maxWidth = `${Math.max(w, W)}px`;
  boxEl.appendChild(capEl);
  return boxEl;
}

function renderCenter() {
  const v = T.S.view;
  const c = document.getElementById("center");
  const achs = v.achievements.map((a) => achievementHtml(a, true)).join("") || `<span class="muted">${esc(t("none left"))}</span>`;
  const specials = (v.specials || []).map((s) => `<span class="ach special" data-card="${esc(s)}">${esc(specialName(s))}</span>`).join("");
  const decks = Object.entries(v.decks).map(([age, n]) => {
    const tip = tn("age {value}: {n} card left", "age {value}: {n} cards left", n, { value: age });
    return `<div class="deck${n ? "" : " empty"}" title="${esc(tip)}">${age}<small>${n}</small></div>`;
  }).join("");
  // a phone's header leaves out how many achievements win: it is said here instead
  const towin = !v.over && v.achievements_to_win ? ` <small class="muted towin">· ${esc(toWinText(v))}</small>` : "";
  c.innerHTML = `<h3>${esc(t("Achievements"))}${towin}</h3><div class="achs">${achs}</div>` +
    (specials ? `<div class="achs" style="margin-top:5px">${specials}</div>` : "") +
    `<h3 style="margin-top:8px">${esc(t("Age piles"))} <small class="muted">${esc(t("(cards left)"))}</small></h3><div class="decks">${decks}</div>` +
    setDecksHtml(v) + junkHtml(v);
  markChoices();
}

// An expansion's age piles (Echoes of the Past), beside the base piles: how many cards each
// holds.
function setDecksHtml(v) {
  return Object.entries(v.set_decks || {}).map(([set, piles]) => {
    const decks = Object.entries(piles).map(([age, n]) => {
      const tip = tn("{expansion} {value}: {n} card left", "{expansion} {value}: {n} cards left", n, { expansion: expansionTitle(set), value: age });
      return `<div class="deck x-${esc(set)}${n ? "" : " empty"}" data-set="${esc(set)}" data-age="${age}" title="${esc(tip)}">${age}<small>${n}</small></div>`;
    }).join("");
    return `<h3 style="margin-top:8px" class="sethead">${esc(t("{expansion} piles", { expansion: expansionTitle(set) }))} <small class="muted">${esc(t("(cards left)"))}</small></h3><div class="decks setdecks" data-set="${esc(set)}">${decks}</div>`;
  }).join("");
}

// The junk (4th edition): cards out of play, face down, so only how many of each age; junked
// special achievements were face up, so they are named.
function junkHtml(v) {
  const rules = Cards.rules || {};
  if (!v.junk && !(v.junked_specials || []).length && !rules.junk) return "";
  const ages = Object.entries(v.junk || {}).sort((a, b) => Number(a[0]) - Number(b[0]));
  const total = ages.reduce((n, [, k]) => n + k, 0);
  const backs = ages.map(([age, n]) => {
    const tip = tn("{n} card of age {value} in the junk", "{n} cards of age {value} in the junk", n, { value: age });
    return `<div class="deck junked" data-junk="${age}" title="${esc(tip)}">${age}<small>×${n}</small></div>`;
  }).join("");
  const junkedTip = t("junked: no one can claim it");
  const specials = (v.junked_specials || []).map((s) => `<span class="ach special junked" data-card="${esc(s)}" title="${esc(junkedTip)}">${esc(specialName(s))}</span>`).join("");
  const empty = !total && !specials ? `<span class="muted">${esc(t("empty"))}</span>` : "";
  return `<h3 style="margin-top:8px" class="junkhead">${esc(t("Junk"))} <small class="muted">${esc(tn("({n} card, face down, out of play)", "({n} cards, face down, out of play)", total))}</small></h3>` +
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
  if (age === null) return t("Draw — no cards left from age {value} up: the game ends", { value: want });
  let label;
  if (age === want) label = t("Draw a card (age {value})", { value: age });
  else if (want === age - 1) label = t("Draw a card (age {value}: age {empty} is empty)", { value: age, empty: want });
  else label = t("Draw a card (age {value}: ages {first}–{last} are empty)", { value: age, first: want, last: age - 1 });
  const why = echoesDraw(v, me, age);
  return why ? `${label} · ${why}` : label;
}

// Whether a draw comes from the Echoes pile of its age, and why, or null (the engine's rule,
// docs/expansions.md: 3rd and 1st editions, a hand that holds cards and no Echoes card; 4th,
// a highest top card whose value no other top card has), when that pile holds a card.
function echoesDraw(v, me, age) {
  const piles = (v.set_decks || {}).echoes;
  if (!piles || !piles[age]) return null;
  if (v.edition === "4th") {
    const tops = Object.values(me.board).map((e) => (Cards.get(e.cards[0]) || { age: 0 }).age);
    const high = Math.max(0, ...tops);
    if (tops.filter((a) => a === high).length !== 1) return null;
    return t("an Echoes card: your highest top card is the only one of its value");
  }
  const hand = me.hand || [];
  if (!hand.length || hand.some((n) => (Cards.get(n) || {}).expansion === "echoes")) return null;
  return t("an Echoes card: your hand holds no Echoes card");
}

// an option of the viewer's decision in words (the server's, in the page's language)
function optionWords(d, o) {
  const words = tableWords().options || [];
  const i = d.options.indexOf(o);
  return i >= 0 && words[i] !== undefined ? words[i] : String(o);
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
    box.innerHTML = `<div class="ptitle">${esc(t("Replay: step {step} of {steps}", { step: T.replay.step, steps: T.replay.steps }))}</div>` +
      (d ? `<div class="ptext">${tableWords().prompt ? th(t("Next: {player} decides — {prompt}"), { player: esc(d.player), prompt: ownPrompt(tableWords().prompt, d.player) })
        : esc(t("Next: {player} decides", { player: d.player }))}</div>` : "");
    return;
  }
  if (v.over) {
    const text = winnersText(v.winners);
    box.innerHTML = `<div class="ptitle">${esc(t("Game over"))}</div><div>${esc(t("{result}: {reason}", { result: capital(text), reason: reasonWords() }))}</div>`;
    return;
  }
  if (!d) return;
  if (!d.options) {
    const ai = (T.S.seats || []).find((s) => s.name === d.player && s.ai);
    if (v.phase === "setup") {
      const me = v.players[myIndex()];
      box.innerHTML = `<div class="ptitle">${esc(t("Waiting for {players}", { players: listWords(v.choosing || [d.player]) }))}</div>` +
        `<div class="muted">${me && me.setup_choice ? th(t("You chose {card}."), { card: cardRef(me.setup_choice) }) + " " : ""}` +
        `${esc(t("Everyone chooses a first card at once; they are melded when the last player has chosen."))}</div>`;
    } else {
      const doing = (KIND_WORDS[d.kind] || ((p) => t("{player} is deciding", { player: p })))(d.player);
      box.innerHTML = `<div class="ptitle">${esc(ai ? t("Waiting for {players} (AI is thinking…)", { players: d.player }) : t("Waiting for {players}", { players: d.player }))}</div>` +
        `<div class="muted">${esc(T.S.seat === null ? t("You are watching this game: {doing}.", { doing }) : t("{doing}.", { doing }))}</div>`;
    }
    if (T.S.error) box.appendChild(el("div", "hint", esc(tableWords().error || T.S.error)));
    return;
  }
  box.className = "panel mine";
  box.dataset.kind = d.kind;
  const multi = several(d);
  box.appendChild(el("div", "ptitle", esc(t("Your decision"))));
  box.appendChild(el("div", "ptext", capital(ownPrompt(tableWords().prompt || esc(multi ? multi.of : d.prompt), v.viewer))));
  const deal = negotiation(d);
  if (deal) {
    box.dataset.negotiation = deal.use;
    box.appendChild(el("div", "negotiation", deal.text));
  }
  if (tableWords().note) box.appendChild(el("div", "echoesnote", esc(tableWords().note)));
  const endorsing = endorsement(d);
  if (endorsing) box.appendChild(el("div", "endorsenote", endorsing));
  if (d.card) box.appendChild(el("div", "resolving", th(t("Resolving: {card}"), { card: cardRef(d.card) })));
  const opts = d.options;
  const group = (label) => { const g = el("div", "group"); if (label) g.appendChild(el("div", "glabel", esc(label))); box.appendChild(g); return g; };
  if (d.kind === "action") {
    if (opts.includes("draw")) {
      const b = btn(esc(drawLabel(v, v.players[myIndex()])), () => answer("draw"), "primary act-draw");
      group().appendChild(b);
    }
    const kinds = [["meld", t("Meld from your hand")], ["dogma", t("Dogma (activate a top card)")],
      ["negotiate", t("Negotiate: use a distant player's top card (return a card from your hand)")],
      ["endorse", t("Endorse (once a turn: pay with a card from your hand, then a Dogma with your own effects doubled)")], ["achieve", t("Achieve")]];
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
        const text = kind === "negotiate" ? t("{player}'s {card}", { player: topOwner(name) || "", card: cardName(name) })
          : verb === "achieve" ? t("Age {value}", { value: name }) : cardName(name);
        const b = btn(esc(text), () => answer(o), `small act-${kind}`);
        if (verb !== "achieve") { b.dataset.card = name; b.classList.add(`c-${Cards.colorOf(name)}`); }
        g.appendChild(b);
      }
    }
    let hint = t("Or click a highlighted card: one in your hand to meld it, a top card on your board to use its dogma, an achievement to claim it.");
    if (opts.some((o) => typeof o === "object" && distant(o))) hint += " " + t("A highlighted top card of a distant player (not your neighbour) is a negotiation: you return a card from your hand to use its dogma.");
    if (opts.some((o) => typeof o === "object" && o.endorse !== undefined)) hint += " " + t("Endorse a top card whose featured icon one of your top cities shows: you pay with a card from your hand of value up to that city's.");
    box.appendChild(el("div", "hint", esc(hint)));
  } else if (d.kind === "setup" || (d.kind === "card" && !multi)) {
    const g = group(d.kind === "setup" ? t("Meld first (everyone chooses at once)") : t("Choose a card"));
    for (const o of opts) {
      if (o === "pass") continue;
      const b = btn(esc(cardName(o)), () => answer(o), `small c-${Cards.colorOf(o)} opt-card`);
      b.dataset.card = o;
      g.appendChild(b);
    }
    if (opts.includes("pass")) group().appendChild(btn(esc(deal ? t("No, keep my cards") : t("Decline")), () => answer("pass"), "opt-pass"));
  } else if (multi) {
    const left = { min: Math.max(0, multi.min - multi.chosen), max: multi.max - multi.chosen };
    // one count: the cards picked on this screen (the engine's "(N chosen)" is left out of
    // the prompt above)
    const pick = left.min === left.max
      ? tn("Pick {n} card, then confirm", "Pick {n} cards, then confirm", left.max)
      : tn("Pick {least} to {n} card, then confirm", "Pick {least} to {n} cards, then confirm", left.max, { least: left.min });
    const picked = tn("{n} picked", "{n} picked", T.selected.length + multi.chosen);
    const g = group(t("{pick} ({picked})", { pick, picked }));
    for (const o of opts) {
      if (o === "pass") continue;
      const b = btn(esc(cardName(o)), () => toggleSelected(o), `small c-${Cards.colorOf(o)} opt-card${T.selected.includes(o) ? " selected" : ""}`);
      b.dataset.card = o;
      if (T.selected.includes(o)) b.innerHTML = `✔ ${esc(cardName(o))}`;
      g.appendChild(b);
    }
    // "Choose none" only where none is a legal choice; otherwise the button says what is missing
    const short = left.min - T.selected.length;
    const label = T.selected.length ? tn("Confirm {n} card", "Confirm {n} cards", T.selected.length)
      : left.min === 0 ? t("Choose none") : tn("Pick at least {n} card", "Pick at least {n} cards", short);
    const c = btn(esc(label), () => { if (!T.busy) answer({ choose: T.selected.slice() }); }, "primary opt-confirm");
    if (T.selected.length < left.min || T.selected.length > left.max) c.disabled = true;
    group().appendChild(c);
    if (T.selected.length) group().appendChild(btn(esc(t("Clear")), () => { T.selected = []; renderPlayers(); renderCenter(); renderPrompt(); }, "small"));
  } else if (d.kind === "yesno") {
    const g = group();
    g.appendChild(btn(esc(t("Yes")), () => answer("yes"), "primary opt-yes"));
    g.appendChild(btn(esc(t("No, decline")), () => answer("no"), "opt-no"));
  } else {
    const g = group();
    for (const o of opts) {
      if (o === "pass") continue;
      const cls = d.kind === "color" ? `c-${o}` : "";
      const b = btn(esc(optionWords(d, o)), () => answer(o), `${cls} opt-${d.kind}`);
      b.dataset.answer = String(o);
      g.appendChild(b);
    }
    if (opts.includes("pass")) group().appendChild(btn(esc(t("Decline")), () => answer("pass"), "opt-pass"));
  }
  if (T.busy) box.appendChild(el("div", "hint", esc(t("sending…"))));
}

// A negotiation question (4th edition, four or more players without teams): a distant
// player (not a neighbour) may be dealt with for a card returned from the hand. The engine
// asks it as a card question; its (English, language-neutral) prompt says which of the three
// deals it is.
function negotiation(d) {
  if (!d || d.kind !== "card" || !d.prompt) return null;
  const m = /return a card from your hand to (negotiate with|share|escape the demand of) (.+?)(?:'s dogma)?$/.exec(d.prompt);
  if (!m) return null;
  const other = `<b>${esc(m[2])}</b>`;
  if (m[1] === "share") return { use: "share", text: th(t("Negotiation: {player} is not your neighbour, so you share this dogma only if you return a card from your hand. Choose the card, or keep your cards and do not share."), { player: other }) };
  if (m[1] === "escape the demand of") return { use: "escape", text: th(t("Negotiation: {player} is not your neighbour, so you can escape this demand by returning a card from your hand. Choose the card, or keep your cards and obey the demand."), { player: other }) };
  return { use: "dogma", text: th(t("Negotiation: to use the dogma of {player}'s top card, return a card from your hand."), { player: other }) };
}

// The payment of an Endorse action (Cities of Destiny): the engine asks it as a card question;
// its (English, language-neutral) prompt says whether the card is tucked (3rd and 1st
// editions) or junked (4th), the highest value and the card endorsed.
function endorsement(d) {
  if (!d || d.kind !== "card" || !d.prompt) return null;
  const m = /^(tuck|junk) a card of value (\d+) or lower from your hand to endorse (.+)$/.exec(d.prompt);
  if (!m) return null;
  const card = cardRef(m[3]);
  return m[1] === "junk"
    ? th(t("Endorse: junk a card of value {value} or lower from your hand; then {card}'s Dogma runs with your own effects twice (the others share once; a demand hits each opponent twice)."), { value: m[2], card })
    : th(t("Endorse: tuck a card of value {value} or lower from your hand; then {card}'s Dogma runs with your own effects twice (the others share once; a demand hits each opponent twice)."), { value: m[2], card });
}

// ---------------------------------------------------------------------------- the log
// Each event's line is the server's (server/tablewords.py: the terminal's renderer, in this
// page's language, card names as links); the page adds the line's look by the event's kind.
const LINE_CLASS = {
  turn: "turn", action: "action", share: "share", demand_nothing: "nothing", junk_deck: "junk",
  junk_special: "junk", junk: "junk", lose: "out", concede: "out", negotiate: "negotiate", game_over: "end",
  foreshadow: "echoes", promote: "echoes", free_dogma: "echoes", forecast_full: "echoes",
  endorse: "cities", city_draw: "cities",
};

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
  const lines = T.lines || [];
  const first = newEvents ? T.log.length - newEvents.length : 0;
  events.forEach((e, i) => {
    const line = lines[first + i];
    if (line) ol.appendChild(el("li", LINE_CLASS[e.type] || "", line));
  });
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
  const you = t("You");
  const result = (p) => t("{player}: {achievements}, {points}", {
    player: isViewer(p.name) ? you : p.name,
    achievements: tn("{n} achievement", "{n} achievements", p.achievements.length),
    points: tn("{n} point", "{n} points", p.points),
  });
  box.innerHTML = `<h2>${esc(won ? t("You win!") : capital(text))}</h2>` +
    `<p>${esc(capital(reasonWords()))}</p>` +
    `<p>${v.players.map((p) => esc(result(p))).join("<br>")}</p>` +
    `<p><a class="btn" href="/api/games/${encodeURIComponent(T.id)}/record">${esc(t("Download record"))}</a>` +
    `<a class="btn" href="/replay/${encodeURIComponent(T.id)}">${esc(t("Replay step by step"))}</a>` +
    (T.S.seat !== null && window.Together ? `<button class="btn primary" id="playagain">${esc(t("Play again"))}</button>` : "") +
    `<a class="btn" href="/">${esc(t("Lobby"))}</a> <button class="btn" id="closeover">${esc(t("Close"))}</button></p>`;
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

async function loadStep(step) {
  const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/replay?step=${step}&seat=${T.replay.seat}&lang=${encodeURIComponent(I18N.lang)}`);
  const data = await r.json();
  if (!r.ok) {
    const why = data.text || data.error || t("cannot replay");
    setStatus(why, "bad");
    document.getElementById("players").innerHTML = `<div class="panel">${esc(why)} <a href="/">${esc(t("Back to the lobby"))}</a></div>`;
    return null;
  }
  await Promise.all([Cards.load(Cards.keyOf(data.view)), I18N.cards(data.view.edition)]);
  T.replay.step = data.step;
  T.replay.steps = data.steps;
  const slider = document.getElementById("replayslider");
  slider.max = String(data.steps);
  slider.value = String(data.step);
  document.getElementById("replaypos").textContent = t("step {step} / {steps}", { step: data.step, steps: data.steps });
  const words = data.words || {};
  let last = "";
  if (data.answered && data.answered.kind === "concede") last = t("{player} concedes", { player: data.answered.player });
  else if (data.answered) last = t("{player} answered: {answer}", { player: data.answered.player, answer: words.answered || JSON.stringify(data.answer) });
  document.getElementById("replayanswer").textContent = last ? t("Last answer: {answer}", { answer: last }) : "";
  history.replaceState(null, "", `#step=${data.step}&seat=${T.replay.seat}`);
  T.S = { n: data.step, view: data.view, seats: null, seat: null, can_take_back: false, words };
  T.log = data.view.log || [];
  T.lines = words.log || [];
  setStatus(t("replay"), "ok");
  render(null);
  return data;
}
