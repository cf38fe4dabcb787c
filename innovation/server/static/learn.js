// The lobby's "New to Innovation?" panel (issue 21): the guided first game, the AI levels in
// words. Loaded after lobby.js (AI_LEVELS).
"use strict";

(function setUpLearnPanel() {
  const list = document.getElementById("ailevels");
  if (list) {
    list.innerHTML = `<h3>${esc(t("AI levels"))}</h3><dl class="ailevels">` +
      AI_LEVELS.map(([, name, how]) => `<dt>${esc(name)}</dt><dd>${esc(how)}</dd>`).join("") + "</dl>";
  }
  const start = document.getElementById("tutorialstart");
  if (start) start.onclick = async () => {
    start.disabled = true;
    const r = await fetch("/api/tutorial", { method: "POST" });
    const data = await r.json();
    start.disabled = false;
    if (!r.ok) { toast(data.text || data.error || t("could not start the guided game")); return; }
    localStorage.setItem(`innovation:tutorial:${data.id}`, "0"); // tutorial.js: the first step
    location.href = data.url;
  };
})();
