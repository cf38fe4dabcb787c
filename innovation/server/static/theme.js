// Light and dark themes (issue 21): the system's preference (prefers-color-scheme) unless the
// reader chose one with the header's toggle, which this browser remembers. Loaded in <head> of
// every page so the page is drawn in its theme from the start.
"use strict";

const Theme = {
  key: "innovation:theme",
  chosen() { const t = localStorage.getItem(Theme.key); return t === "light" || t === "dark" ? t : null; },
  system() { return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light"; },
  current() { return Theme.chosen() || Theme.system(); },
  apply() {
    document.documentElement.dataset.theme = Theme.current();
    const b = document.getElementById("themetoggle");
    if (b) {
      b.textContent = Theme.current() === "dark" ? t("Light theme") : t("Dark theme");
      b.setAttribute("aria-pressed", Theme.current() === "dark" ? "true" : "false");
    }
  },
  toggle() {
    localStorage.setItem(Theme.key, Theme.current() === "dark" ? "light" : "dark");
    Theme.apply();
  },
};
Theme.apply();
window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", Theme.apply);

// the toggle goes at the end of the page's header once the page is there
document.addEventListener("DOMContentLoaded", () => {
  const top = document.getElementById("top");
  if (!top) return;
  const b = document.createElement("button");
  b.id = "themetoggle";
  b.className = "btn small";
  b.type = "button";
  b.title = t("Switch between the light and dark themes");
  b.onclick = Theme.toggle;
  (top.querySelector(".learnbar") || top).appendChild(b); // beside the table's other controls
  Theme.apply();
});
