// The coach at the table (innovation/server/coach.py, docs/web.md "The coach"):
// - a top card's Dogma preview (who shares, who is hit by each demand, whether a sharing bonus
//   is possible) in its tooltip on hover, and in the coach panel when the card is clicked;
// - what each achievement still needs and how far everyone is from the special achievements;
// - the Hint button, in games that allow hints, on your own decisions: three answers, each with
//   its chance to win (and its interval when uncertain) and why;
// - the Review mode of a finished game's replay: the chance to win over the game as a chart,
//   a click on a mistake jumps to it; each mistake says why.
// Hints and reviews come from one judge on the server (innovation/coach/judge.py), so the
// review never calls a mistake the answer the hint ranked first.
// Loaded after table.js, which calls Coach.afterRender() after each render.
"use strict";

// an icon counted ("fewer castles"), as the engine's words say it (render.ICON_PLURALS)
const ICON_COUNTED = {
  crown: () => t("crowns"), leaf: () => t("leaves"), lightbulb: () => t("lightbulbs"), castle: () => t("castles"),
  factory: () => t("factories"), clock: () => t("clocks"), person: () => t("people"),
};
const iconsWord = (icon) => (ICON_COUNTED[icon] ? ICON_COUNTED[icon]() : icon);

const Coach = {
  preview: null, previewKey: null, previewWanted: null,
  settings: null, settingsLoading: false,
  hints: null, hintsN: -1, hintBusy: false, hintError: null,
  selected: null, // the top card whose preview the panel shows
  review: { seat: null, data: null, timer: null, open: false },
};
window.Coach = Coach;

// ---------------------------------------------------------------------------- wiring
Coach.afterRender = function () {
  if (!T.S) return;
  Coach.panel();
  if (T.mode === "live" && !Coach.settings && !Coach.settingsLoading) Coach.loadSettings();
  const key = T.mode === "replay" ? `step:${T.replay.step}` : `n:${T.S.n}`;
  if (Coach.previewKey !== key && Coach.previewWanted !== key) Coach.loadPreview(key);
  if (T.mode === "replay") Coach.reviewBar();
  Coach.renderPanel();
};

Coach.panel = function () {
  let box = document.getElementById("coach");
  if (!box) {
    box = el("section", "panel coachpanel");
    box.id = "coach";
    const prompt = document.getElementById("prompt");
    prompt.parentNode.insertBefore(box, prompt.nextSibling);
  }
  return box;
};

Coach.loadSettings = async function () {
  Coach.settingsLoading = true;
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/coach`);
    if (r.ok) Coach.settings = await r.json();
  } finally {
    Coach.settingsLoading = false;
  }
  Coach.renderPanel();
};

Coach.loadPreview = async function (key, tries = 0) {
  Coach.previewWanted = key;
  const q = T.mode === "replay" ? `?step=${T.replay.step}` : "";
  let data = null;
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/preview${q}`);
    if (r.ok) data = await r.json();
  } catch (e) { /* retried below */ }
  if (Coach.previewWanted !== key) return; // the game moved on: a newer preview is on its way
  if (!data) {
    if (tries < 5) setTimeout(() => Coach.loadPreview(key, tries + 1), 500 * (tries + 1));
    else Coach.previewWanted = null;
    return;
  }
  Coach.preview = data;
  Coach.previewKey = key;
  Coach.previewWanted = null;
  document.body.dataset.previewN = String(Coach.preview.n);
  Coach.renderPanel();
};

// the tooltip of a top card gets its preview (cards.js fills the tooltip first)
document.addEventListener("mouseover", (ev) => {
  const target = ev.target.closest && ev.target.closest("[data-card]");
  const tip = document.getElementById("tooltip");
  if (!target || !tip || tip.hidden) return;
  if (target.dataset.zone !== "top" && target.dataset.zone !== "othertop") return;
  const html = Coach.previewHtml(target.dataset.card);
  if (html) tip.insertAdjacentHTML("beforeend", html);
});

// clicking a top card that is not a choice shows its preview in the panel
document.addEventListener("click", (ev) => {
  const target = ev.target.closest && ev.target.closest("[data-card]");
  if (!target || (target.dataset.zone !== "top" && target.dataset.zone !== "othertop")) return;
  if (target.classList.contains("selectable")) return;
  Coach.selected = target.dataset.card;
  Coach.renderPanel();
});

// ---------------------------------------------------------------------------- previews
Coach.previewHtml = function (name) {
  const p = Coach.preview && Coach.preview.dogma[name];
  if (!p) return "";
  const viewer = T.S && T.S.view.viewer;
  const who = (n) => esc(n === viewer ? t("you") : n);
  const icon = esc(tc("icon", p.icon));
  const counts = Object.entries(p.counts).map(([n, k]) => `${who(n)} ${k}`).join(" · ");
  let html = `<div class="coach-preview" data-preview="${esc(name)}" data-activator="${esc(p.activator)}"` +
    ` data-sharing="${esc(p.sharing.join(","))}" data-vulnerable="${esc(p.demands.map((d) => d.vulnerable.join(",")).join(";"))}">`;
  // one whole message for "you" and one for another player (never "you" put in a name's place)
  const mine = p.activator === viewer;
  const title = mine
    ? th(t("Dogma now, used by you: {icon} — {counts}"), { icon: iconSvg(p.icon) + " " + icon, counts })
    : th(t("Dogma now, used by {player}: {icon} — {counts}"), { player: who(p.activator), icon: iconSvg(p.icon) + " " + icon, counts });
  html += `<div class="cp-title">${title}</div>`;
  const nobody = esc(t("nobody"));
  for (const d of p.demands) {
    html += `<div class="cp-demand">${th(t("Demand hits: {players}"), { players: d.vulnerable.length ? d.vulnerable.map(who).join(", ") : nobody })}` +
      `<span class="muted"> ${esc(t("(fewer {icons})", { icons: iconsWord(p.icon) }))}</span></div>`;
  }
  if (p.shared_effects) {
    html += `<div class="cp-share">${th(t("Shared by: {players}"), { players: p.sharing.length ? p.sharing.map(who).join(", ") : nobody })}</div>`;
    if (p.bonus_possible) {
      const bonus = mine
        ? esc(t("Sharing bonus possible: a free draw for you if an opponent's share changes anything"))
        : th(t("Sharing bonus possible: a free draw for {player} if an opponent's share changes anything"), { player: who(p.activator) });
      html += `<div class="cp-bonus">${bonus}</div>`;
    }
  }
  if (p.negotiable && p.negotiable.length) {
    const players = p.negotiable.map((n) => (n === viewer ? t("you") : n)).join(", ");
    const far = mine
      ? tn("{players}: not your neighbour, shares or escapes only by returning a card from hand",
        "{players}: not your neighbours, share or escape only by returning a card from hand", p.negotiable.length, { players })
      : tn("{players}: not {player}'s neighbour, shares or escapes only by returning a card from hand",
        "{players}: not {player}'s neighbours, share or escape only by returning a card from hand", p.negotiable.length,
        { players, player: p.activator });
    html += `<div class="cp-negotiate">${esc(far)}</div>`;
  }
  return html + "</div>";
};

Coach.reasonsHtml = function () {
  const data = Coach.preview;
  if (!data) return "";
  const v = T.S.view;
  const viewer = v.viewer;
  const names = viewer ? [viewer] : v.players.map((p) => p.name);
  let html = "";
  for (const name of names) {
    const gaps = data.achievements[name] || [];
    if (!gaps.length) continue;
    html += `<div class="cr-head">${esc(name === viewer ? t("Achievements for you") : t("Achievements for {player}", { player: name }))}</div><ul class="cr-list">`;
    for (const g of gaps) {
      // the server's whole sentence for each case (innovation/coach/preview.py), in the
      // page's language: never a sentence made of pieces here
      html += g.claimable ? `<li class="claimable"><b>${esc(g.text)}</b></li>` : `<li>${esc(g.text)}</li>`;
    }
    html += "</ul>";
  }
  if (data.specials.length) {
    html += `<div class="cr-head">${esc(t("Special achievements: how far"))}</div><ul class="cr-list specials">`;
    for (const s of data.specials) {
      // "Universe: five top cards of value 8 or more; you have 1 such card" (issue 21): the
      // goal and what a player has in one sentence of the coach's (innovation/coach), whole
      // in the page's language, said to you or of another player (issue 38); a condition met
      // is a mark of its own after it
      const said = s.player === viewer ? s.said_you : s.said;
      html += `<li data-special="${esc(s.special)}" data-player="${esc(s.player)}">${esc(said)}` +
        `${s.short ? "" : ` <b class="met">✓ ${esc(t("met"))}</b>`}</li>`;
    }
    html += "</ul>";
  }
  return html;
};

const NO_HINT = t("No hint for this decision: the coach would need cards you cannot see.");

// ---------------------------------------------------------------------------- the panel
Coach.canHint = function () {
  const v = T.S.view;
  return T.mode === "live" && T.seat !== null && Coach.settings && Coach.settings.hints &&
    !v.over && v.decision && v.decision.options;
};

Coach.renderPanel = function () {
  const box = document.getElementById("coach");
  if (!box || !T.S) return;
  box.innerHTML = "";
  box.appendChild(el("h3", "", esc(t("Coach"))));
  if (Coach.canHint()) {
    const row = el("div", "coach-hintrow");
    const b = el("button", "btn small", esc(t("Hint")));
    b.id = "hintbtn";
    b.title = t("The three answers the AI rates best, with their chances to win and why");
    b.disabled = Coach.hintBusy || T.busy;
    b.onclick = Coach.askHint;
    row.appendChild(b);
    if (Coach.hintBusy) row.appendChild(el("span", "muted", ` ${esc(t("thinking…"))}`));
    if (Coach.hintError) row.appendChild(el("span", "bad", ` ${esc(Coach.hintError)}`));
    box.appendChild(row);
    if (Coach.hints && Coach.hintsN === T.S.n && !Coach.hints.length) {
      // the search found no deal of the hidden cards that fits what you saw in this action:
      // it gives no hint rather than one made from cards you cannot see (docs/ai.md)
      box.appendChild(el("div", "muted small", NO_HINT));
    } else if (Coach.hints && Coach.hintsN === T.S.n) {
      const ol = el("ol", "hints");
      ol.id = "hints";
      for (const h of Coach.hints) {
        const li = el("li", "", `${esc(answerText(h.answer, h.answer_text))} — ${Coach.chanceHtml(h.win, h.low, h.high, h.uncertain, h.percent)}`);
        li.dataset.win = String(h.win);
        if (h.why) li.appendChild(el("div", "why", esc(h.why)));
        ol.appendChild(li);
      }
      box.appendChild(ol);
    }
  }
  if (Coach.selected && Coach.preview && Coach.preview.dogma[Coach.selected]) {
    const sel = el("div", "coach-selected");
    sel.innerHTML = `<div class="cr-head">${cardRef(Coach.selected)}</div>` + Coach.previewHtml(Coach.selected);
    box.appendChild(sel);
  } else {
    box.appendChild(el("div", "muted small", esc(t("Hover (or click) a top card to see what its Dogma would do now."))));
  }
  const why = el("details", "coach-why");
  why.open = !!Coach.whyOpen;
  why.ontoggle = () => { Coach.whyOpen = why.open; };
  why.innerHTML = `<summary>${esc(t("Why: achievements and specials"))}</summary>${Coach.reasonsHtml()}`;
  box.appendChild(why);
  if (T.mode === "replay" && Coach.review.open) box.appendChild(Coach.reviewBox());
};

// a chance to win: "62% to win", with its 95% interval when the judge is not sure of it (one
// whole message each: the interval is no piece glued after the other). `shown`: the whole
// percentages the server rounded (hint_json's `percent`), so the page shows the numbers the
// notes under the hints compare
Coach.chanceHtml = function (win, low, high, uncertain, shown) {
  const pct = shown || { win: Math.round(100 * win), low: Math.round(100 * low), high: Math.round(100 * high) };
  const chance = `<b>${pct.win}%</b>`;
  if (uncertain && low !== undefined) {
    return `<span class="uncertain">${th(t("{chance} to win ({low}–{high}%, uncertain)"), { chance, low: pct.low, high: pct.high })}</span>`;
  }
  return th(t("{chance} to win"), { chance });
};

// an answer (JSON, as in decisions.py) in words: the server's words when it sent them, else
// the action's verb and the card's name in the page's language
const ACTION_VERBS = { meld: () => t("meld"), dogma: () => t("dogma"), achieve: () => t("achieve"), choose: () => t("choose") };
function answerText(a, said) {
  if (said) return said;
  if (a === "draw") return t("draw");
  if (a === "pass") return tc("answer", "pass");
  if (a === "yes" || a === "no") return tc("answer", a);
  if (a && typeof a === "object") {
    const [k, v] = Object.entries(a)[0];
    const what = Array.isArray(v) ? v.map(cardName).join(", ") : typeof v === "string" ? cardName(v) : String(v);
    return `${ACTION_VERBS[k] ? ACTION_VERBS[k]() : k} ${what}`;
  }
  if (typeof a !== "string") return String(a);
  if (Cards.get(a)) return cardName(a);
  if (COLORS.includes(a)) return colorName(a);
  return t(a); // an option is its own message (or a player's name, said as it is)
}

Coach.askHint = async function () {
  if (Coach.hintBusy) return;
  Coach.hintBusy = true;
  Coach.hintError = null;
  const n = T.S.n;
  Coach.renderPanel();
  try {
    const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/hint`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${T.token}` },
      body: JSON.stringify({ seat: T.seat }),
    });
    const data = await r.json();
    if (!r.ok) Coach.hintError = data.text || data.error || t("no hint");
    else if (data.n === T.S.n) { Coach.hints = data.hints; Coach.hintsN = data.n; }
    else if (n !== T.S.n) Coach.hintError = null; // the game moved on meanwhile
  } catch (e) {
    Coach.hintError = t("no connection");
  } finally {
    Coach.hintBusy = false;
    Coach.renderPanel();
  }
};

// ---------------------------------------------------------------------------- review mode
Coach.reviewBar = function () {
  const bar = document.getElementById("replaybar");
  if (!bar || document.getElementById("reviewbtn")) return;
  const b = el("button", "btn small", esc(t("Review")));
  b.id = "reviewbtn";
  b.title = t("The AI's review of one player's decisions: chance to win, mistakes");
  b.onclick = () => { Coach.review.open = !Coach.review.open; Coach.renderPanel(); };
  bar.appendChild(b);
};

Coach.reviewBox = function () {
  const R = Coach.review;
  const v = T.S.view;
  const box = el("div", "reviewbox");
  box.id = "reviewbox";
  const sel = el("select", "");
  sel.id = "reviewseat";
  v.players.forEach((p, i) => { const o = el("option", "", esc(p.name)); o.value = String(i); sel.appendChild(o); });
  if (R.seat === null) R.seat = /^\d+$/.test(T.replay.seat) ? Number(T.replay.seat) : 0;
  sel.value = String(R.seat);
  sel.onchange = () => { R.seat = Number(sel.value); R.data = null; Coach.startReview(); };
  // "Review of [player]": the sentence's words around the player's menu
  const [before, after] = t("Review of {player}").split("{player}");
  const head = el("div", "reviewhead", esc(before));
  head.appendChild(sel);
  if (after) head.appendChild(document.createTextNode(after));
  box.appendChild(head);
  const data = R.data;
  if (!data || data.seat !== R.seat) {
    if (!R.timer) Coach.startReview();
    box.appendChild(el("div", "muted", esc(t("asking the AI…"))));
    return box;
  }
  if (data.status === "error") {
    box.appendChild(el("div", "bad", esc(data.error || t("the review failed"))));
    const again = el("button", "btn small", esc(t("Try again")));
    again.onclick = () => { R.data = null; Coach.startReview(true); };
    box.appendChild(again);
    return box;
  }
  if (data.status !== "done") {
    box.appendChild(el("div", "muted reviewprogress", esc(data.total ? t("reviewing: {done} of {total} decisions…", { done: data.done, total: data.total }) : t("waiting for the AI…"))));
    return box;
  }
  const s = data.review.summary;
  box.appendChild(el("div", "reviewsummary",
    `${esc(s.won ? t("{player} won", { player: s.player }) : t("{player} lost", { player: s.player }))} · ${esc(tn("{n} decision", "{n} decisions", s.decisions))} · ` +
    th(tn("{count} mistake", "{count} mistakes", s.mistakes), { count: `<b>${s.mistakes}</b>` }) +
    ` <span class="muted">${esc(t("(a loss of {points}+ points of win chance)", { points: Math.round(100 * s.mistake_threshold) }))}</span>`));
  box.appendChild(Coach.chart(data));
  const mistakes = data.review.decisions.map((d, i) => [d, data.turns[i]]).filter(([d]) => d.mistake);
  if (mistakes.length) {
    const ul = el("ul", "mistakes");
    for (const [d, turn] of mistakes) {
      const li = el("li", "");
      // the cost in percentage points of winning chance, named as such (not score points)
      const a = el("button", "btn small mistake-link",
        esc(tn("turn {turn}: {answer} → AI: {best} (−{n} percentage point of winning chance)",
          "turn {turn}: {answer} → AI: {best} (−{n} percentage points of winning chance)", Math.round(100 * (d.win_before - d.win_after)),
          { turn, answer: answerText(d.answer, d.answer_text), best: answerText(d.best, d.best_text) })));
      a.dataset.step = String(d.index);
      a.onclick = () => loadStep(d.index);
      li.appendChild(a);
      if (d.why) li.appendChild(el("div", "why", esc(d.why)));
      ul.appendChild(li);
    }
    box.appendChild(ul);
  }
  return box;
};

Coach.startReview = async function (retry = false) {
  const R = Coach.review;
  clearTimeout(R.timer);
  const seat = R.seat;
  let again = retry;
  const poll = async () => {
    let data;
    try {
      const r = await fetch(`/api/games/${encodeURIComponent(T.id)}/review?seat=${seat}${again ? "&retry=1" : ""}`);
      again = false;
      data = await r.json();
      if (!r.ok) data = { status: "error", error: data.text || data.error };
    } catch (e) {
      data = { status: "error", error: t("no connection") };
    }
    if (R.seat !== seat) return;
    data.seat = seat;
    R.data = data;
    R.timer = data.status === "done" || data.status === "error" ? null : setTimeout(poll, 700);
    Coach.renderPanel();
  };
  R.timer = setTimeout(poll, 0);
};

// the chance to win before each decision, over the record's answers; mistakes in red
Coach.chart = function (data) {
  const W = 330, H = 130, pad = 22;
  const steps = Math.max(1, data.steps);
  const x = (i) => pad + (W - pad - 6) * (i / steps);
  const y = (p) => 6 + (H - 6 - pad) * (1 - p);
  const ds = data.review.decisions;
  const pts = ds.map((d) => `${x(d.index).toFixed(1)},${y(d.win_before).toFixed(1)}`).join(" ");
  const label = t("chance to win over the game");
  let svg = `<svg id="reviewchart" class="reviewchart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(label)}">`;
  for (const p of [0, 0.5, 1]) svg += `<line x1="${pad}" x2="${W - 6}" y1="${y(p)}" y2="${y(p)}" class="grid"/><text x="2" y="${y(p) + 4}" class="axis">${p * 100}%</text>`;
  svg += `<line x1="${x(T.replay.step)}" x2="${x(T.replay.step)}" y1="6" y2="${H - pad}" class="now"/>`;
  svg += `<polyline points="${pts}" class="line"/>`;
  ds.forEach((d, i) => {
    if (!d.mistake) return;
    const cost = tn("turn {turn}: {answer} cost {n} percentage point of winning chance", "turn {turn}: {answer} cost {n} percentage points of winning chance",
      Math.round(100 * (d.win_before - d.win_after)), { turn: data.turns[i], answer: answerText(d.answer, d.answer_text) });
    svg += `<circle cx="${x(d.index)}" cy="${y(d.win_before)}" r="5" class="mistake" data-step="${d.index}"><title>${esc(cost)}\n${esc(d.why || "")}</title></circle>`;
  });
  svg += `<text x="${pad}" y="${H - 6}" class="axis">${esc(t("start"))}</text><text x="${W - 6}" y="${H - 6}" class="axis" text-anchor="end">${esc(t("end"))}</text></svg>`;
  const wrap = el("div", "chartwrap", svg);
  wrap.querySelectorAll("circle.mistake").forEach((c) => { c.onclick = () => loadStep(Number(c.dataset.step)); });
  return wrap;
};

// The first state may have come while this file was loading (the page does not wait for it),
// and then table.js drew without the coach: draw its parts now (the replay's review button).
if (T.S) { try { Coach.afterRender(); } catch (e) { console.error(e); } }
