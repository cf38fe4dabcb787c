// One file of docs/rulings/ (/rulings/PATH), drawn from its Markdown: headings (with anchors
// the card browser links to), paragraphs, lists, emphasis, code and links between the files.
"use strict";

function rEsc(s) {
  return String(s).replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[ch]));
}
const rSlug = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

function inline(text, base) {
  let s = rEsc(text);
  s = s.replace(/`([^`]+)`/g, "<code>$1</code>");
  s = s.replace(/\*\*([^*]+)\*\*/g, "<b>$1</b>");
  s = s.replace(/\*([^*]+)\*/g, "<i>$1</i>");
  s = s.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (m, label, href) => {
    let to = href;
    if (/^[a-z0-9/.-]+\.md(#.*)?$/i.test(href) && !/^https?:/.test(href)) {
      const [file, anchor] = href.split("#");
      const parts = base.split("/").slice(0, -1);
      for (const p of file.split("/")) { if (p === "..") parts.pop(); else if (p !== ".") parts.push(p); }
      to = `/rulings/${parts.join("/")}${anchor ? `#${anchor}` : ""}`;
    } else if (!/^https?:/.test(href)) return label;
    return `<a href="${rEsc(to)}">${label}</a>`;
  });
  return s;
}

function markdown(text, base) {
  const out = [];
  let para = [], list = null;
  const flush = () => {
    if (para.length) { out.push(`<p>${inline(para.join(" "), base)}</p>`); para = []; }
    if (list) { out.push(`<ul>${list.map((i) => `<li>${inline(i, base)}</li>`).join("")}</ul>`); list = null; }
  };
  for (const line of text.split("\n")) {
    const h = /^(#{1,4}) (.+)$/.exec(line);
    if (h) { flush(); const n = h[1].length; out.push(`<h${n} id="${rSlug(h[2])}">${inline(h[2], base)}</h${n}>`); continue; }
    if (!line.trim()) { flush(); continue; }
    const li = /^\s*[-*] (.+)$/.exec(line);
    if (li) { if (para.length) { const p = para; para = []; out.push(`<p>${inline(p.join(" "), base)}</p>`); } list = list || []; list.push(li[1]); continue; }
    if (list && /^\s+\S/.test(line)) { list[list.length - 1] += ` ${line.trim()}`; continue; }
    if (list) flush();
    para.push(line.trim());
  }
  flush();
  return out.join("\n");
}

(async function startRulings() {
  const path = location.pathname.replace(/^\/rulings\//, "");
  const box = document.getElementById("ruling");
  const r = await fetch(`/api/rulings/${path}`);
  const data = await r.json();
  if (!r.ok) { box.textContent = t("These rulings could not be loaded: {reason}", { reason: data.text || data.error || r.status }); return; }
  box.innerHTML = markdown(data.text, path);
  box.lang = "en"; // the rulings are written in English only (the page's note says so)
  document.body.dataset.ready = "1";
  if (location.hash) { const t = document.getElementById(decodeURIComponent(location.hash.slice(1))); if (t) t.scrollIntoView(); }
})();
