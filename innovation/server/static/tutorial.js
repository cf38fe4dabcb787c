// The guided first game (issue 21): a fixed position against Ada, the gentle AI
// (innovation/server/tutorial.py), and this script of steps. Each step explains what just
// happened, asks for one move, highlights where to make it, and waits for it: any other answer
// is refused with a word of help. Decisions the script does not expect (the game went another
// way) are left to the player. "Skip the tutorial" ends the guidance; the game goes on.
// Loaded on the table page; active only for a game this browser started as the tutorial.
"use strict";

// The words and the steps, together, in the reader's language (i18n.js; a translation names
// the cards as that language does).
const TUTORIAL_TEXT = {
  title: t("Guided first game"),
  stepOf: (i, n) => t("Step {i} of {n}", { i, n }),
  skip: t("Skip the tutorial"),
  finish: t("Close the tutorial"),
  wrong: t("Not this one: follow the highlighted move (or skip the tutorial)."),
  waiting: t("Ada is playing her turn: two actions. Watch the log; your turn comes next."),
  free: t("This question is not part of the lesson: answer as you like."),
  offPlan: t("The game went differently from the lesson's plan: play on as you like, or skip the tutorial."),
  tapNote: t("On a phone, tapping a card opens it first: read it, then press its button."),
  // after the lesson: the expansion, once the base game is known (the moves stay the base game's)
  echoes: t("Once you know the base game, try the expansion Echoes of the Past (a box in the lobby's new-game form): cards with echo effects and bonuses, and a forecast of cards only you see. The how-to-play page has a section on it."),
  done: t("Well done! You have used all four actions (meld, draw, dogma, achieve), seen an effect shared, a demand and a splay, and claimed an achievement. In a two-player game the first to six achievements wins (or the highest score when someone must draw above age 10). Play on against Ada, or read the how-to-play page."),
};

const TUTORIAL_STEPS = [
  {
    answer: { meld: "Sailing" },
    target: '.player.me [data-zone=hand][data-card="Sailing"], #prompt button.act-meld[data-card="Sailing"]',
    text: t("Welcome! You are Ann; Ada is a gentle AI. On your turn you take two actions, each one of four: <b>meld</b>, <b>draw</b>, <b>dogma</b> or <b>achieve</b>. Your board has three piles, one per colour; only the top card of each counts. <b>Meld</b>: put a card from your hand on your board. Meld <b>Sailing</b> (highlighted in your hand): it starts a green pile."),
  },
  {
    answer: "draw",
    target: "#prompt button.act-draw",
    text: t("Sailing's icons now count on your board (the counts beside your name: its two crowns added to your crowns). <b>Draw</b>: take a card from the age pile of your highest top card (here age 1). Press <b>Draw</b>."),
  },
  {
    answer: { dogma: "Writing" },
    target: '.player.me [data-zone=top][data-card="Writing"], #prompt button.act-dogma[data-card="Writing"]',
    text: t("Ada played her turn. <b>Dogma</b>: use the effects of one of your top cards. Each card features one icon (shown before its text). Every opponent with <b>at least as many</b> of that icon as you <b>shares</b> the effect and does it first. Writing features the lightbulb: Ada has as many lightbulbs as you, so she will share it. Use <b>Writing</b>'s dogma (click it on your board)."),
  },
  {
    answer: { dogma: "Archery" },
    target: '.player.me [data-zone=top][data-card="Archery"], #prompt button.act-dogma[data-card="Archery"]',
    text: t("Ada shared: she drew a 2 first, then you drew yours. Because an opponent's share changed something, you also got the <b>sharing bonus</b>: one more card. Now a <b>demand</b>: an effect that starts \"I demand\" hits every opponent with <b>fewer</b> of the featured icon. Archery features the castle; Ada has fewer castles than you. Use <b>Archery</b>'s dogma."),
  },
  {
    answer: { dogma: "Code of Laws" },
    target: '.player.me [data-zone=top][data-card="Code of Laws"], #prompt button.act-dogma[data-card="Code of Laws"]',
    text: t("Ada had to obey: she drew a 1 and gave you the highest card in her hand. Then Ada played another turn. A <b>splay</b> spreads a pile so the icons of the covered cards show and count. Code of Laws lets you tuck a card under a pile of its colour and then splay that pile left. Use <b>Code of Laws</b>."),
  },
  {
    answer: "Mysticism",
    target: '.player.me [data-card="Mysticism"].selectable, #prompt button[data-card="Mysticism"]',
    text: t("<b>Tuck</b> means putting a card under a pile. Tuck <b>Mysticism</b> (purple) under your purple pile."),
  },
  {
    answer: "yes",
    target: "#prompt button.opt-yes",
    text: t("Mysticism is under Code of Laws. Splaying purple <b>left</b> shows the right edge of the covered card: one more castle on your board. Answer <b>Yes</b>."),
  },
  {
    answer: { achieve: 1 },
    target: '#center [data-ach="1"], #prompt button.act-achieve',
    text: t("Your purple pile is splayed left (see its caption and your castle count). <b>Achieve</b>: to claim an achievement of an age you need 5 points per age in your score pile and a top card of that age or higher. Your score pile holds Coal (age 5: 5 points), so you can claim the <b>age 1</b> achievement: click it (highlighted among the achievements)."),
  },
];

const Tutorial = {
  key: () => `innovation:tutorial:${T.id}`,
  step() { const s = Number(localStorage.getItem(Tutorial.key())); return Number.isInteger(s) ? s : 0; },
  active() { return !!T.id && localStorage.getItem(Tutorial.key()) !== null && T.mode === "live"; },
  wrong: false,

  // the pending decision is the step's: it is this seat's, and the step's answer is legal
  expected() {
    const v = T.S && T.S.view;
    const d = v && v.decision;
    const step = TUTORIAL_STEPS[Tutorial.step()];
    if (!step || !d || !d.options || v.over) return null;
    const want = JSON.stringify(step.answer);
    return d.options.some((o) => JSON.stringify(o) === want) ? step : null;
  },

  // table.js asks before sending an answer
  allows(a) {
    if (!Tutorial.active()) return true;
    const step = TUTORIAL_STEPS[Tutorial.step()];
    if (!step) return true; // the lesson is over
    const d = T.S.view.decision;
    if (d && d.kind !== "action" && !Tutorial.expected()) return true; // not part of the lesson
    if (!Tutorial.expected()) return true; // off the plan: free play
    if (JSON.stringify(a) !== JSON.stringify(step.answer)) {
      Tutorial.wrong = true;
      Tutorial.render();
      return false;
    }
    Tutorial.wrong = false;
    localStorage.setItem(Tutorial.key(), String(Tutorial.step() + 1));
    return true;
  },

  skip() {
    localStorage.removeItem(Tutorial.key());
    const box = document.getElementById("tutorial");
    if (box) box.remove();
    document.querySelectorAll(".tut-target").forEach((e) => e.classList.remove("tut-target"));
  },

  afterRender() {
    if (!Tutorial.active()) return;
    Tutorial.render();
  },

  render() {
    let box = document.getElementById("tutorial");
    if (!box) {
      box = el("section", "panel");
      box.id = "tutorial";
      box.setAttribute("aria-live", "polite");
      const side = document.getElementById("side");
      side.insertBefore(box, side.firstChild);
    }
    const i = Tutorial.step();
    const n = TUTORIAL_STEPS.length;
    const step = TUTORIAL_STEPS[i];
    const v = T.S.view;
    const d = v.decision;
    let text;
    let stage = "";
    if (!step) { text = `${TUTORIAL_TEXT.done} <span class="tut-echoes">${TUTORIAL_TEXT.echoes} <a href="/howto#echoes-of-the-past-an-expansion">${esc(t("How to play"))}</a></span>`; stage = "done"; }
    else if (Tutorial.expected()) { text = step.text; stage = "step"; }
    else if (d && d.options) { text = d.kind === "action" ? TUTORIAL_TEXT.offPlan : TUTORIAL_TEXT.free; stage = "free"; }
    else { text = TUTORIAL_TEXT.waiting; stage = "waiting"; }
    box.dataset.step = String(i);
    box.dataset.stage = stage;
    box.innerHTML = `<h3>${TUTORIAL_TEXT.title}</h3>` +
      (step ? `<div class="tut-step">${TUTORIAL_TEXT.stepOf(i + 1, n)}</div>` : "") +
      `<div class="tut-text">${text}</div>` +
      (Tutorial.wrong && stage === "step" ? `<div class="tut-wrong">${TUTORIAL_TEXT.wrong}</div>` : "") +
      (stage === "step" && window.CardView && CardView.tapToRead() && step.target.includes("data-") ? `<div class="tut-step">${TUTORIAL_TEXT.tapNote}</div>` : "");
    const b = el("button", "btn small", step ? TUTORIAL_TEXT.skip : TUTORIAL_TEXT.finish);
    b.id = "tutorialskip";
    b.onclick = Tutorial.skip;
    box.appendChild(b);
    Tutorial.stage = stage;
    Tutorial.mark();
  },

  // highlight where the step's move is made (again after any part of the table is redrawn)
  mark() {
    const step = TUTORIAL_STEPS[Tutorial.step()];
    const want = Tutorial.active() && Tutorial.stage === "step" && step ? [...document.querySelectorAll(step.target)] : [];
    document.querySelectorAll(".tut-target").forEach((e) => { if (!want.includes(e)) e.classList.remove("tut-target"); });
    want.forEach((e) => e.classList.add("tut-target"));
  },
};
window.Tutorial = Tutorial;

new MutationObserver(() => { if (Tutorial.stage) Tutorial.mark(); })
  .observe(document.getElementById("layout"), { childList: true, subtree: true });

// the first state may have come while this file was loading: guide it now
if (typeof T !== "undefined" && T.S) Tutorial.afterRender();
