// Playing together at the table (issue 20; docs/web.md "Playing together"):
// - taking a seat by an invitation (#invite=CODE) or from the lobby (#join), naming yourself;
// - the invitation to copy while seats are open, your own seat's link for another device, the
//   creator's "fill with an AI" and "cancel the table";
// - turn alerts: the tab's title and icon, an optional beep, a notification when the tab is hidden;
// - the chat (text only: every line goes in with textContent);
// - clocks (running, and "end the game for …" when one runs out), "play again";
// - big tables: opponents compact, expanded on demand, your own seat first.
// Loaded after table.js, which calls Together.onMessage() for its messages and
// Together.afterRender() after each render.
"use strict";

const Together = {
  offset: 0, // the server's clock minus this browser's, in seconds
  chat: [], chatSeen: 0,
  expanded: new Set(), // opponents shown in full at a big table
  mine: false, // the last render was this seat's turn
  ticker: null,
  joinShown: false,
};
window.Together = Together;

// Player-facing words of this file, in one place, in the page's language (i18n.js).
const TW = {
  yourTurn: t("Your turn"),
  inviteTitle: t("Invite friends"),
  inviteText: (k) => tn("One seat is still open. Send this link to the people you want to play with: each opens it, names themself and takes a seat. The game starts when every seat is taken.",
    "{n} seats are still open. Send this link to the people you want to play with: each opens it, names themself and takes a seat. The game starts when every seat is taken.", k),
  publicText: t("This table is public: anyone may also take an open seat from the lobby."),
  waiting: (names) => t("Waiting for people to take {seats}", { seats: names }),
  mySeat: t("Continue on another device"),
  mySeatText: t("This link is your seat: open it on your phone or another browser to play from there. Keep it to yourself."),
  fill: t("Fill with an AI"),
  cancel: t("Cancel the table"),
  cancelled: t("This table was cancelled."),
  abandoned: t("This table was closed: nobody played in it for too long."),
  copy: t("Copy"), copied: t("Copied ✓"), selected: t("Selected: copy it"),
  sound: t("Sound on my turn"),
  notify: t("Notify me when it is my turn"),
  notifyOn: t("Notifications on ✓"),
  notifyDenied: t("Notifications are blocked in this browser"),
  chatTitle: t("Chat"),
  chatPlaceholder: t("Say something to the table"),
  chatSend: t("Send"),
  chatClosed: t("Only the seated people read this table's chat."),
  chatEmpty: t("Nobody has said anything yet."),
  joinTitle: t("Take a seat"),
  joinText: t("Name yourself and choose a seat. You can come back to it from any device with your seat's link."),
  joinButton: t("Take this seat"),
  joinName: t("Your name"),
  alreadySeated: t("You already have a seat at this table in this browser."),
  timeUp: (name) => t("{player}'s time is up", { player: name }),
  endFor: (name) => t("End the game for {player}", { player: name }),
  playAgain: t("Play again"),
  joinRematch: t("Join the new game"),
  rematchReady: t("A new game with the same people is ready."),
  more: t("show all"), less: t("compact"),
  full: t("Every seat of this table is taken: you can watch it."),
  watch: t("Watch instead"),
  startsWhenFull: t("The game starts when every seat is taken."),
  firstCardsLater: t("Your first cards are below; you choose one once everyone is here."),
  openTag: t("waiting for someone to take it"),
  openName: (n) => t("Seat {n}: open", { n }),
  seatChoice: (n, last) => (last ? t("seat {n} (the last open seat)", { n }) : t("seat {n} (open)", { n })),
  header: (k) => tn("Waiting for people: {n} seat open · the game starts when every seat is taken", "Waiting for people: {n} seats open · the game starts when every seat is taken", k),
  myTimeUp: t("Your time is up: the others may end the game for you."),
  clockTitle: (name) => t("{player}: time left on the clock", { player: name }),
  cancelAsk: t("Cancel this table?"),
  cancelText: t("Nobody will be able to play in it; the invitation stops working."),
  cancelYes: t("Yes, cancel it"), cancelNo: t("Keep the table"),
  endForAsk: (name) => t("End the game for {player}?", { player: name }),
  endForText: (name) => t("{player}'s time is up. Ending the game for them counts as their conceding: it cannot be undone.", { player: name }),
  endForYes: t("Yes, end it"), endForNo: t("Keep waiting"),
};

// ---------------------------------------------------------------------------- messages
Together.onMessage = function (msg) {
  if (msg.type === "hello") Together.offset = msg.now - Date.now() / 1000;
  else if (msg.type === "chat") {
    if (msg.all) Together.chat = msg.lines.slice();
    else Together.chat.push(...msg.lines);
    Together.renderChat();
  }
};

Together.now = () => Date.now() / 1000 + Together.offset;

// ---------------------------------------------------------------------------- seats
function seatKey(id) { return `innovation:${id}`; }

Together.remember = function (id, seat, token) {
  localStorage.setItem(seatKey(id), JSON.stringify({ seat, token, at: Date.now() }));
};

// A seat link pasted into this tab (or the invitation): take the seat without a reload.
Together.takeSeat = function (seat, token) {
  Together.remember(T.id, seat, token);
  T.seat = seat;
  T.token = token;
  T.S = null;
  Together.chat = [];
  history.replaceState(null, "", location.pathname + location.search);
  const old = T.ws;
  T.ws = null;
  if (old) { old.onclose = null; old.close(); }
  connect();
};

window.addEventListener("hashchange", () => {
  if (T.mode !== "live") return;
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has("token")) Together.takeSeat(Number(hash.get("seat") || 0), hash.get("token"));
  else if (hash.has("invite") || hash.has("join")) Together.offerSeat();
});

// #invite=CODE (a private table's invitation) or #join (a public table's open seat).
Together.offerSeat = async function () {
  const hash = new URLSearchParams(location.hash.slice(1));
  const invite = hash.get("invite");
  if (!invite && !hash.has("join")) return;
  const r = await fetch(`/api/games/${encodeURIComponent(T.id)}`);
  if (!r.ok) return;
  const g = await r.json();
  const box = Together.dialog();
  box.innerHTML = "";
  const h = el("h2", "", TW.joinTitle);
  h.id = "jointitle";
  box.appendChild(h);
  if (T.token) {
    box.appendChild(el("p", "", esc(TW.alreadySeated)));
    box.appendChild(Together.closeButton(box));
    box.hidden = false;
    history.replaceState(null, "", location.pathname);
    return;
  }
  if (g.state !== "open" || !g.open.length) {
    const why = g.state === "cancelled" ? TW.cancelled : g.state === "abandoned" ? TW.abandoned : TW.full;
    box.appendChild(el("p", "", esc(why)));
    box.appendChild(Together.closeButton(box));
    box.hidden = false;
    history.replaceState(null, "", location.pathname);
    return;
  }
  box.appendChild(el("p", "muted", esc(TW.joinText)));
  const form = el("form", "joinform");
  const label = el("label", "", `${esc(TW.joinName)} `);
  const name = el("input");
  name.id = "joinname"; name.maxLength = 24; name.required = true; name.autocomplete = "nickname";
  name.value = localStorage.getItem("innovation-pref:name") || "";
  label.appendChild(name);
  form.appendChild(label);
  const seats = el("div", "joinseats");
  g.open.forEach((s, i) => {
    const lab = el("label", "");
    const radio = el("input");
    radio.type = "radio"; radio.name = "joinseat"; radio.value = String(s); radio.checked = i === 0;
    lab.appendChild(radio);
    lab.appendChild(document.createTextNode(` ${TW.seatChoice(s + 1, g.open.length === 1)}`));
    seats.appendChild(lab);
  });
  form.appendChild(seats);
  const go = el("button", "btn primary", esc(TW.joinButton));
  go.type = "submit"; go.id = "joinbutton";
  form.appendChild(go);
  form.appendChild(Together.closeButton(box));
  form.onsubmit = async (ev) => {
    ev.preventDefault();
    const seat = Number((form.querySelector("input[name=joinseat]:checked") || {}).value);
    const body = { name: name.value, seat };
    if (invite) body.invite = invite;
    go.disabled = true;
    const res = await fetch(`/api/games/${encodeURIComponent(T.id)}/join`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const data = await res.json();
    go.disabled = false;
    if (!res.ok) { toast(data.text || data.error || t("could not take the seat")); return; }
    localStorage.setItem("innovation-pref:name", name.value.trim());
    box.hidden = true;
    Together.takeSeat(data.seat, data.token);
  };
  box.appendChild(form);
  box.hidden = false;
  name.focus();
};

Together.dialog = function () {
  let box = document.getElementById("joinbox");
  if (!box) {
    box = el("div", "joinbox");
    box.id = "joinbox";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-modal", "true");
    box.setAttribute("aria-labelledby", "jointitle");
    document.body.appendChild(box);
  }
  return box;
};

Together.closeButton = function (box) {
  const b = el("button", "btn", esc(TW.watch));
  b.type = "button";
  b.onclick = () => { box.hidden = true; history.replaceState(null, "", location.pathname); };
  return b;
};

// ---------------------------------------------------------------------------- rendering
Together.afterRender = function () {
  if (!T.S || T.mode !== "live") { Together.replayChat(); return; }
  const tbl = T.S.table;
  if (T.seat !== null && T.S.seat !== null) Together.remember(T.id, T.seat, T.token);
  Together.panel();
  Together.compactOpponents();
  if (tbl && tbl.state === "open") Together.holdPrompt();
  Together.clocks();
  Together.alerts();
  Together.renderChat();
};

// The header while seats are open (table.js redraws it alone when only who is online changed).
Together.afterHeader = function () {
  const tbl = T.S && T.S.table;
  if (!tbl || tbl.state !== "open" || T.mode !== "live") return;
  document.getElementById("turninfo").textContent = TW.header(tbl.open.length);
  document.querySelectorAll("#seats .seat").forEach((e, i) => { if (tbl.open.includes(i)) e.classList.add("openseat"); });
};

// Before every seat is taken nobody may answer: the prompt says who is awaited instead.
Together.holdPrompt = function () {
  const tbl = T.S.table;
  const box = document.getElementById("prompt");
  box.innerHTML = "";
  box.className = "panel waiting";
  box.appendChild(el("div", "ptitle", esc(TW.waiting(listWords(tbl.open.map((s) => t("seat {n}", { n: s + 1 })))))));
  box.appendChild(el("div", "muted", esc(T.S.seat === null ? TW.startsWhenFull : `${TW.startsWhenFull} ${TW.firstCardsLater}`)));
  document.querySelectorAll("#players .selectable").forEach((e) => { e.classList.remove("selectable"); e.onclick = null; });
  Together.afterHeader();
  // nobody is deciding yet; an open seat is nobody's yet
  document.querySelectorAll("#players .player.deciding").forEach((p) => p.classList.remove("deciding"));
  document.querySelectorAll("#players .phead .tag.wait").forEach((e) => e.remove());
  const names = T.S.view.players.map((p) => p.name);
  for (const s of tbl.open) {
    const box = document.querySelector(`#players .player[data-player="${CSS.escape(names[s])}"]`);
    if (!box) continue;
    box.classList.add("openseat");
    const name = box.querySelector(".pname");
    if (name) name.textContent = TW.openName(s + 1);
    const head = box.querySelector(".phead");
    if (head && !head.querySelector(".tag.opentag")) head.insertBefore(el("span", "tag opentag", esc(TW.openTag)), head.children[1] || null);
  }
};

function copyRow(value, id) {
  const row = el("div", "copyrow");
  const input = el("input");
  input.readOnly = true;
  input.value = value;
  if (id) input.id = id;
  input.onclick = () => input.select();
  const b = el("button", "btn small copy", TW.copy);
  b.type = "button";
  b.onclick = () => Together.copy(input, b);
  row.appendChild(input);
  row.appendChild(b);
  return row;
}

// The clipboard API needs a secure page (https or localhost); elsewhere select and copy.
Together.copy = async function (input, button) {
  let done = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      // a browser that waits for a permission never answers: select the link after a moment
      const late = new Promise((resolve, reject) => setTimeout(() => reject(new Error("no answer")), 800));
      await Promise.race([navigator.clipboard.writeText(input.value), late]);
      done = true;
    }
  } catch (e) { /* fall back below */ }
  if (!done) {
    input.focus();
    input.select();
    try { done = document.execCommand("copy"); } catch (e) { done = false; }
  }
  button.textContent = done ? TW.copied : TW.selected;
  setTimeout(() => { button.textContent = TW.copy; }, 2500);
};

Together.panel = function () {
  let box = document.getElementById("together");
  if (!box) {
    box = el("section", "panel togetherpanel");
    box.id = "together";
    const prompt = document.getElementById("prompt");
    prompt.parentNode.insertBefore(box, prompt.nextSibling);
  }
  const prompt = document.getElementById("prompt");
  if (prompt.nextSibling !== box) prompt.parentNode.insertBefore(box, prompt.nextSibling);
  const tbl = T.S.table || {};
  const base = `${location.protocol}//${location.host}`;
  const seated = T.S.seat !== null;
  // keep what a person is typing or has selected: rebuild only when something changed
  const key = JSON.stringify([tbl.state, tbl.open, tbl.invite, tbl.host, seated, tbl.rematch, T.S.view.over, T.token]);
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.classList.toggle("pending", tbl.state === "open");
  box.innerHTML = "";
  if (tbl.state === "cancelled" || tbl.state === "abandoned") {
    box.appendChild(el("p", "closed", esc(tbl.state === "cancelled" ? TW.cancelled : TW.abandoned)));
  }
  if (tbl.invite && tbl.state === "open") {
    const inv = el("div", "invite");
    inv.appendChild(el("h3", "", esc(TW.inviteTitle)));
    inv.appendChild(el("p", "", esc(TW.inviteText(tbl.open.length))));
    inv.appendChild(copyRow(base + tbl.invite, "invitelink"));
    if (tbl.public) inv.appendChild(el("p", "muted", esc(TW.publicText)));
    if (tbl.host) {
      const host = el("div", "hostrow");
      const sel = el("select");
      sel.id = "fillai";
      for (const [v, label] of AI_LEVELS.map(([spec]) => [spec, aiLevelName(spec)])) {
        const o = el("option", "", label); o.value = v; sel.appendChild(o);
      }
      host.appendChild(sel);
      for (const s of tbl.open) {
        const b = el("button", "btn small fill", `${esc(TW.fill)}: seat ${s + 1}`);
        b.type = "button";
        b.dataset.seat = String(s);
        b.onclick = () => Together.post("fill", { fill: s, ai: sel.value });
        host.appendChild(b);
      }
      const c = el("button", "btn small cancel", esc(TW.cancel));
      c.type = "button";
      c.onclick = Together.askCancel;
      host.appendChild(c);
      inv.appendChild(host);
    }
    box.appendChild(inv);
  }
  if (seated && T.token) {
    const mine = el("details", "myseat");
    if (tbl.state === "open") mine.open = false;
    mine.appendChild(el("summary", "", esc(TW.mySeat)));
    mine.appendChild(el("p", "muted", esc(TW.mySeatText)));
    mine.appendChild(copyRow(`${base}/g/${encodeURIComponent(T.id)}#seat=${T.seat}&token=${T.token}`, "seatlink"));
    box.appendChild(mine);
  }
  if (seated && T.S.view.over) {
    const again = el("div", "again");
    if (tbl.rematch) again.appendChild(el("p", "", esc(TW.rematchReady)));
    const b = el("button", "btn primary playagain", esc(tbl.rematch ? TW.joinRematch : TW.playAgain));
    b.type = "button";
    b.onclick = Together.rematch;
    again.appendChild(b);
    box.appendChild(again);
  }
  if (seated) box.appendChild(Together.alertControls());
  box.hidden = !box.childElementCount;
  box.appendChild(el("div", "timeups"));
};

// Cancelling cannot be undone: the page asks first (its own dialog, as for conceding).
Together.askCancel = function () {
  const box = document.getElementById("confirm");
  box.innerHTML = `<h2 id="confirmtitle">${esc(TW.cancelAsk)}</h2><p>${esc(TW.cancelText)}</p>` +
    `<p><button class="btn primary" id="confirmyes">${esc(TW.cancelYes)}</button> <button class="btn" id="confirmno">${esc(TW.cancelNo)}</button></p>`;
  box.hidden = false;
  document.getElementById("confirmno").onclick = () => { box.hidden = true; };
  document.getElementById("confirmyes").onclick = () => { box.hidden = true; Together.post("cancel", {}); };
  document.getElementById("confirmno").focus();
};

// Ending the game for a player whose time ran out cannot be undone either: asked first.
Together.askEndFor = function (player, name) {
  const box = document.getElementById("confirm");
  box.innerHTML = `<h2 id="confirmtitle">${esc(TW.endForAsk(name))}</h2><p>${esc(TW.endForText(name))}</p>` +
    `<p><button class="btn primary" id="confirmyes">${esc(TW.endForYes)}</button> <button class="btn" id="confirmno">${esc(TW.endForNo)}</button></p>`;
  box.hidden = false;
  document.getElementById("confirmno").onclick = () => { box.hidden = true; };
  document.getElementById("confirmyes").onclick = () => { box.hidden = true; Together.post("timeout", { player }); };
  document.getElementById("confirmno").focus();
};

Together.post = async function (what, body) {
  const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/${what}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${T.token}` },
    body: JSON.stringify({ seat: T.seat, ...body }),
  });
  const data = await r.json();
  if (!r.ok) toast(data.text || data.error || t("refused"));
  return r.ok ? data : null;
};

// "Play again": the same people and AIs in a new game; this seat's token carries over.
Together.rematch = async function () {
  const data = await Together.post("rematch", {});
  if (!data) return;
  Together.remember(data.id, data.seat, T.token);
  location.href = data.url;
};

// ---------------------------------------------------------------------------- turn alerts
Together.alertControls = function () {
  const box = el("div", "alerts");
  const lab = el("label", "");
  const cb = el("input");
  cb.type = "checkbox"; cb.id = "soundon";
  cb.checked = localStorage.getItem("innovation-pref:sound") === "1";
  cb.onchange = () => { localStorage.setItem("innovation-pref:sound", cb.checked ? "1" : "0"); if (cb.checked) Together.beep(); };
  lab.appendChild(cb);
  lab.appendChild(document.createTextNode(` ${TW.sound}`));
  box.appendChild(lab);
  if ("Notification" in window) {
    const b = el("button", "btn small", "");
    b.type = "button"; b.id = "notifyon";
    const label = () => {
      b.textContent = Notification.permission === "denied" ? TW.notifyDenied : localStorage.getItem("innovation-pref:notify") === "1" && Notification.permission === "granted" ? TW.notifyOn : TW.notify;
      b.disabled = Notification.permission === "denied";
    };
    label();
    // asked on a click, never on load
    b.onclick = async () => {
      const on = localStorage.getItem("innovation-pref:notify") === "1" && Notification.permission === "granted";
      if (on) localStorage.setItem("innovation-pref:notify", "0");
      else {
        const p = Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
        localStorage.setItem("innovation-pref:notify", p === "granted" ? "1" : "0");
      }
      label();
    };
    box.appendChild(b);
  }
  return box;
};

function myTurn() {
  const v = T.S.view;
  const tbl = T.S.table || {};
  if (T.mode !== "live" || T.S.seat === null || v.over || tbl.state === "open" || tbl.state === "cancelled" || tbl.state === "abandoned") return false;
  if (v.phase === "setup") return (v.choosing || []).includes(v.viewer);
  return !!(v.decision && v.decision.options);
}

Together.alerts = function () {
  const mine = myTurn();
  const base = document.title.replace(/^● [^—]*— /, "");
  document.title = mine ? `● ${TW.yourTurn} — ${base}` : base;
  Together.favicon(mine);
  if (mine && !Together.mine) {
    if (localStorage.getItem("innovation-pref:sound") === "1") Together.beep();
    if (document.hidden && "Notification" in window && Notification.permission === "granted" &&
        localStorage.getItem("innovation-pref:notify") === "1") {
      try {
        const n = new Notification(`Innovation: ${TW.yourTurn.toLowerCase()}`, { body: document.getElementById("turninfo").textContent, tag: `innovation-${T.id}` });
        n.onclick = () => { window.focus(); n.close(); };
      } catch (e) { /* some browsers allow notifications only from a service worker */ }
    }
  }
  Together.mine = mine;
  document.body.dataset.myturn = mine ? "1" : "0";
};

const ICON = (dot) => "data:image/svg+xml," + encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="4" fill="#24543b"/><path d="M3 19V7l5 5 4-7 4 7 5-5v12z" fill="#f2c230"/>' +
  (dot ? '<circle cx="18" cy="6" r="6" fill="#e53935" stroke="#fff" stroke-width="1.5"/>' : "") + "</svg>");

Together.favicon = function (mine) {
  let link = document.querySelector("link[rel=icon]");
  if (!link) { link = document.createElement("link"); link.rel = "icon"; document.head.appendChild(link); }
  const want = mine ? ICON(true) : "/favicon.ico";
  if (link.getAttribute("href") !== want) link.setAttribute("href", want);
  link.dataset.turn = mine ? "1" : "0";
};

Together.beep = function () {
  try {
    const Ctx = window.AudioContext || window.webkitAudioContext;
    if (!Ctx) return;
    Together.audio = Together.audio || new Ctx();
    const ctx = Together.audio;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.35);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.4);
  } catch (e) { /* no sound here */ }
};

// ---------------------------------------------------------------------------- clocks
function clockText(s) {
  const neg = s < 0;
  s = Math.abs(Math.floor(s));
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const mm = h ? `${h}:${String(m).padStart(2, "0")}` : `${m}`;
  return `${neg ? "-" : ""}${mm}:${String(sec).padStart(2, "0")}`;
}

Together.left = function (c) {
  if (!c) return null;
  return c.left - (c.since !== null && c.since !== undefined ? Together.now() - c.since : 0);
};

Together.clocks = function () {
  const tbl = T.S.table || {};
  const clocks = tbl.clocks;
  if (!clocks) { if (Together.ticker) { clearInterval(Together.ticker); Together.ticker = null; } return; }
  T.S.view.players.forEach((p, i) => {
    const head = document.querySelector(`.player[data-player="${CSS.escape(p.name)}"] .phead`);
    if (!head || !clocks[i]) return;
    let c = head.querySelector(".clock");
    if (!c) { c = el("span", "clock"); c.dataset.seat = String(i); head.insertBefore(c, head.children[1] || null); }
  });
  Together.tick();
  if (!Together.ticker) Together.ticker = setInterval(Together.tick, 250);
};

Together.tick = function () {
  if (!T.S || !T.S.table || !T.S.table.clocks) return;
  const clocks = T.S.table.clocks;
  const over = T.S.view.over || T.S.table.state !== "play";
  const out = [];
  document.querySelectorAll(".player .clock").forEach((c) => {
    const i = Number(c.dataset.seat);
    const left = Together.left(clocks[i]);
    if (left === null) return;
    const running = !over && clocks[i].since !== null && clocks[i].since !== undefined;
    c.textContent = clockText(Math.max(0, left));
    c.title = TW.clockTitle(T.S.view.players[i].name);
    c.classList.toggle("running", running);
    c.classList.toggle("low", left < 30);
    c.classList.toggle("out", left <= 0);
    if (left <= 0 && !over) out.push(i);
  });
  const box = document.querySelector("#together .timeups");
  if (!box) return;
  const key = out.join(",");
  if (box.dataset.key === key) return;
  box.dataset.key = key;
  box.innerHTML = "";
  for (const i of out) {
    const name = T.S.view.players[i].name;
    if (i === T.S.seat) { box.appendChild(el("p", "timeup", esc(TW.myTimeUp))); continue; }
    box.appendChild(el("p", "timeup", esc(TW.timeUp(name))));
    if (T.S.seat !== null) {
      const b = el("button", "btn small endfor", esc(TW.endFor(name)));
      b.type = "button";
      b.onclick = () => Together.askEndFor(i, name);
      box.appendChild(b);
    }
  }
};

// ---------------------------------------------------------------------------- big tables
// Three or more players: the opponents are compact (their board smaller, hand and score pile
// as counts); a click on "show all" expands one.
Together.compactOpponents = function () {
  const n = T.S.view.players.length;
  document.querySelectorAll("#players .player:not(.me)").forEach((p) => {
    const name = p.dataset.player;
    const compact = n >= 3 && !Together.expanded.has(name);
    p.classList.toggle("compact", compact);
    if (n < 3) return;
    const head = p.querySelector(".phead");
    if (!head || head.querySelector(".expand")) return;
    const b = el("button", "btn small expand", compact ? TW.more : TW.less);
    b.type = "button";
    b.setAttribute("aria-expanded", compact ? "false" : "true");
    b.onclick = () => {
      if (Together.expanded.has(name)) Together.expanded.delete(name); else Together.expanded.add(name);
      Together.compactOpponents();
      const now = !Together.expanded.has(name);
      b.textContent = now ? TW.more : TW.less;
      b.setAttribute("aria-expanded", now ? "false" : "true");
    };
    head.appendChild(b);
  });
};

// ---------------------------------------------------------------------------- chat
Together.chatPanel = function () {
  let box = document.getElementById("chatpanel");
  if (!box) {
    box = el("section", "panel chatpanel");
    box.id = "chatpanel";
    box.appendChild(el("h3", "", esc(TW.chatTitle)));
    const ol = el("ol");
    ol.id = "chat";
    ol.setAttribute("aria-live", "polite");
    box.appendChild(ol);
    const form = el("form", "chatform");
    const input = el("input");
    input.id = "chatinput"; input.maxLength = 300; input.placeholder = TW.chatPlaceholder; input.autocomplete = "off";
    input.setAttribute("aria-label", TW.chatPlaceholder);
    const b = el("button", "btn small", esc(TW.chatSend));
    b.type = "submit";
    form.appendChild(input);
    form.appendChild(b);
    form.onsubmit = (ev) => {
      ev.preventDefault();
      const text = input.value.trim();
      if (!text || !T.ws || T.ws.readyState !== 1) return;
      T.ws.send(JSON.stringify({ type: "chat", text, id: ++T.reqId }));
      input.value = "";
    };
    box.appendChild(form);
    Together.placeChat(box);
  }
  return box;
};

// the chat goes last among the side column's scrolling panels, above the log
Together.placeChat = function (box) {
  const scroll = document.getElementById("sidescroll");
  if (scroll) { scroll.appendChild(box); return; }
  const log = document.querySelector(".logpanel");
  log.parentNode.insertBefore(box, log);
};

Together.renderChat = function () {
  if (!T.S || T.mode !== "live") return;
  const tbl = T.S.table || {};
  const box = Together.chatPanel();
  const readable = T.S.seat !== null || tbl.chat !== "seated";
  box.querySelector("form").hidden = !tbl.can_chat;
  Together.fillChat(box.querySelector("ol"), readable ? Together.chat : null);
};

// Every line goes in as text (textContent): what people type is never HTML.
Together.fillChat = function (ol, lines) {
  ol.textContent = "";
  if (lines === null) { ol.appendChild(el("li", "muted", esc(TW.chatClosed))); return; }
  if (!lines.length) { ol.appendChild(el("li", "muted", esc(TW.chatEmpty))); return; }
  for (const line of lines) {
    const li = document.createElement("li");
    li.dataset.i = String(line.i);
    const who = document.createElement("b");
    who.textContent = t("{player}: ", { player: T.S && T.S.view.viewer === line.name ? t("you") : line.name });
    const text = document.createElement("span");
    text.className = "chattext";
    text.textContent = line.text;
    li.appendChild(who);
    li.appendChild(text);
    ol.appendChild(li);
  }
  ol.scrollTop = ol.scrollHeight;
};

// The replay shows what was said up to the step shown (seated people see it whatever the
// table's choice, with their seat's token).
Together.replayChat = async function () {
  if (T.mode !== "replay" || !T.S) return;
  if (!Together.replayLines) {
    Together.replayLines = [];
    const saved = JSON.parse(localStorage.getItem(seatKey(T.id)) || "null");
    const q = saved ? `?seat=${saved.seat}` : "";
    const headers = saved ? { authorization: `Bearer ${saved.token}` } : {};
    const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/chat${q}`, { headers });
    Together.replayLines = r.ok ? (await r.json()).lines : null;
  }
  let box = document.getElementById("chatpanel");
  if (!box) {
    box = el("section", "panel chatpanel");
    box.id = "chatpanel";
    box.appendChild(el("h3", "", esc(TW.chatTitle)));
    const ol = el("ol");
    ol.id = "chat";
    box.appendChild(ol);
    Together.placeChat(box);
  }
  const lines = Together.replayLines === null ? null : Together.replayLines.filter((l) => l.n <= T.replay.step);
  Together.fillChat(box.querySelector("ol"), lines);
};

// The page may have drawn the table (and been sent the chat) while this file was loading.
for (const msg of T.early || []) Together.onMessage(msg);
T.early = [];
if (T.S) { try { Together.afterRender(); } catch (e) { console.error(e); } }
// an invitation in the address (table.js has started the page as a spectator meanwhile)
if (T.mode === "live" && /(^#|&)(invite=|join)/.test(location.hash)) Together.offerSeat();
