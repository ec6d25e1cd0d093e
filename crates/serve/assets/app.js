// caipan serve: the arbiter's page. Every string from a record or an
// edition is put in the page as text (textContent), never as markup; the
// only markup inserted is the SVG the server draws from board data.
"use strict";
const $ = (id) => document.getElementById(id);
let edition = null; // {edition, events, verdicts, claims}
let timer = null;
const MARGIN = 30, CELL = 24;

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

async function api(path, body) {
  const init = body === undefined ? {} : {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)};
  const r = await fetch(path, init);
  const type = r.headers.get("content-type") || "";
  return {ok: r.ok, status: r.status, data: type.includes("json") ? await r.json() : await r.text()};
}

function request() {
  const req = {edition: $("edition").value, record: $("record").value, mode: $("mode").value};
  const sup = $("supplement").value.trim();
  if (sup) req.supplement = sup;
  return req;
}

// The empty grid drawn with the server's geometry, until it sends a board.
function emptyBoard(n) {
  const side = 2 * MARGIN + (n - 1) * CELL;
  let s = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="#dcb35c"/>`;
  for (let i = 0; i < n; i++) {
    const c = MARGIN + i * CELL, a = MARGIN, b = MARGIN + (n - 1) * CELL;
    s += `<line x1="${a}" y1="${c}" x2="${b}" y2="${c}" stroke="#000"/><line x1="${c}" y1="${a}" x2="${c}" y2="${b}" stroke="#000"/>`;
  }
  return s + "</svg>";
}

function showBoard(svg) {
  $("board").innerHTML = svg || emptyBoard(edition.edition.size);
}

// A click on the board plays the nearest point for the player to move.
function boardClick(ev) {
  const svg = $("board").querySelector("svg");
  if (!svg || !edition) return;
  const pt = svg.createSVGPoint();
  pt.x = ev.clientX; pt.y = ev.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  const n = edition.edition.size;
  const x = Math.round((p.x - MARGIN) / CELL), yTop = Math.round((p.y - MARGIN) / CELL);
  if (x < 0 || x >= n || yTop < 0 || yTop >= n) return;
  const name = edition.edition.columns[x] + String(n - yTop);
  addLine(`${$("next").value} ${name}`);
  $("next").value = $("next").value === "B" ? "W" : "B";
}

function addLine(line) {
  const t = $("record");
  t.value = t.value.replace(/\s*$/, "") + (t.value.trim() ? "\n" : "") + line + "\n";
  schedule();
}

function undo() {
  const lines = $("record").value.replace(/\s*$/, "").split("\n");
  lines.pop();
  $("record").value = lines.join("\n") + (lines.length ? "\n" : "");
  schedule();
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(judge, 250);
}

async function judge() {
  if (!edition) return;
  $("status").textContent = "judging…";
  const r = await api("/api/judge", request());
  $("status").textContent = "";
  const out = $("judgement");
  out.replaceChildren();
  if (!r.ok) {
    const e = r.data.error || {};
    const where = e.line ? ` (line ${e.line}, column ${e.column})` : "";
    out.append(el("p", `${e.message || r.data}${where}`, "error"));
    if (e.help) out.append(el("p", e.help, "muted"));
    showBoard(null);
    return;
  }
  showBoard(r.data.position);
  render(out, r.data);
}

// One finding: who, what, the rule, the verdict (or the choices the text
// leaves), each article with its exact words, the ruling's check, the tally.
function finding(f, svg) {
  const box = el("div", undefined, "finding" + ((f.verdict || []).includes("loss") ? " loss" : ""));
  const who = f.player ? (f.player === "B" ? "Black" : "White") : "both";
  box.append(el("div", `move ${f.move_number} · ${who} · ${f.written} (line ${f.line})`));
  const v = el("div", undefined);
  v.append(el("span", f.choices ? "the arbiter chooses: " + f.choices.map((c) => c.join(" + ")).join(" or ") : "verdict: " + (f.verdict || []).join(" + "), "verdict"));
  v.append(el("span", `  ${f.rule} (${f.kind})`, "muted"));
  box.append(v);
  for (const a of f.articles || []) {
    box.append(el("div", `${a.id} ${a.title}`));
    box.append(el("blockquote", a.text));
  }
  if (f.note) box.append(el("p", "note: " + f.note, "muted"));
  if (f.ruling) {
    const ok = f.ruling.compliant;
    box.append(el("p", `ruling ${f.ruling.written}: ${ok ? "complies" : "does not comply"} — ${f.ruling.explanation}`, ok ? "ruling-ok" : "ruling-bad"));
  }
  if (f.tally) {
    const t = f.tally;
    box.append(el("p", `tally for ${t.player}: ${t.warnings} warning(s), ${t.violations} violation(s), ${t.stones} stone(s)`, "muted"));
  }
  if (svg) {
    const d = el("div", undefined, "diagram");
    d.innerHTML = svg; // drawn by the server from board data only
    box.append(d);
  }
  return box;
}

function render(out, data) {
  const j = data.judgement;
  // The findings in one line at the top, for a tablet where the panel is
  // below the board.
  const rules = [...new Set(j.findings.map((f) => f.rule))];
  $("summary").textContent = `${j.findings.length} finding(s)${rules.length ? ": " + rules.join(", ") : ""} · result ${j.result.outcome}`;
  out.append(el("h2", `${j.edition} 《${j.edition_title}》`));
  if (j.official_text) out.append(el("p", "article texts are summaries in our own words; the official text: " + j.official_text, "muted"));
  const boards = new Map((data.boards || []).map((b) => [b.finding, b.svg]));
  if (!j.findings.length) out.append(el("p", "no finding: nothing in the record breaks an article of this edition", "muted"));
  j.findings.forEach((f, k) => out.append(finding(f, boards.get(k))));
  for (const r of j.remarks || []) out.append(el("p", `remark (line ${r.line}): ${r.message}`, "muted"));
  const res = j.result;
  out.append(el("p", `result: ${res.outcome}${res.margin != null ? " by " + res.margin : ""}`, "result"));
  out.append(el("p", res.arithmetic, "muted"));
  if (j.defect) out.append(el("p", `defective record (line ${j.defect.line}): ${j.defect.message}`, "error"));
}

// The event form: one field per declared argument, by its kind.
function eventForm() {
  const decl = edition.events.find((e) => e.name === $("event").value);
  const args = $("args");
  args.replaceChildren();
  if (!decl) return;
  $("event-summary").textContent = decl.summary;
  for (const a of decl.args) {
    let f;
    if (a.one_of && a.one_of.length) {
      f = el("select");
      if (a.optional) f.append(el("option", ""));
      for (const w of a.one_of) { const o = el("option", w); o.value = w; f.append(o); }
    } else {
      f = el("input");
      f.placeholder = {point: "Q16", points: "Q16 R16", duration: "25m", number: "185"}[a.kind] || a.kind;
      if (a.kind === "number") f.type = "number";
    }
    f.title = `${a.name} (${a.kind}${a.optional ? ", optional" : ""})`;
    f.dataset.kind = a.kind;
    args.append(f);
  }
}

function addEvent() {
  const parts = [$("actor").value, $("event").value];
  for (const f of $("args").children) if (f.value.trim()) parts.push(f.value.trim());
  addLine(parts.join(" "));
}

function addRuling() {
  const verdicts = [...$("ruling").selectedOptions].map((o) => o.value);
  if (!verdicts.length) return;
  const who = $("ruling-actor").value;
  addLine(`arbiter: ${who ? who + " " : ""}${verdicts.join(" ")}`);
}

async function chooseEdition() {
  const r = await api(`/api/edition/${encodeURIComponent($("edition").value)}`);
  if (!r.ok) return;
  edition = r.data;
  $("event").replaceChildren(...edition.events.map((e) => { const o = el("option", e.name); o.value = e.name; return o; }));
  $("ruling").replaceChildren(...edition.verdicts.map((v) => { const o = el("option", v); o.value = v; return o; }));
  eventForm();
  showBoard(null);
  schedule();
}

async function search() {
  const q = encodeURIComponent($("search").value);
  const r = await api(`/api/search?q=${q}&edition=${encodeURIComponent($("edition").value)}`);
  const out = $("found");
  out.replaceChildren();
  if (!r.ok) { out.append(el("p", (r.data.error || {}).message || "no answer", "error")); return; }
  if (!r.data.length) out.append(el("p", "nothing found", "muted"));
  for (const h of r.data) {
    out.append(el("div", `${h.edition} ${h.id} ${h.title}` + (h.rules.length ? ` — rules ${h.rules.join(", ")}` : "")));
    out.append(el("blockquote", h.text));
  }
}

async function cite() {
  const r = await api(`/api/cite?edition=${encodeURIComponent($("edition").value)}&article=${encodeURIComponent($("article").value)}`);
  const out = $("found");
  out.replaceChildren();
  if (!r.ok) { out.append(el("p", (r.data.error || {}).message || "no answer", "error")); return; }
  for (const c of r.data) {
    out.append(el("div", `${c.edition} ${c.id} ${c.title}` + (c.rules.length ? ` — rules ${c.rules.join(", ")}` : "")));
    out.append(el("blockquote", c.text));
  }
}

function download(name, type, text) {
  const a = el("a");
  a.href = URL.createObjectURL(new Blob([text], {type}));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}

async function init() {
  const r = await api("/api/editions");
  $("edition").replaceChildren(...r.data.map((e) => { const o = el("option", `${e.id} — ${e.title_en}`); o.value = e.id; return o; }));
  $("edition").addEventListener("change", chooseEdition);
  $("mode").addEventListener("change", schedule);
  $("supplement").addEventListener("input", schedule);
  $("record").addEventListener("input", schedule);
  $("board").addEventListener("click", boardClick);
  $("event").addEventListener("change", eventForm);
  $("add-event").addEventListener("click", addEvent);
  $("add-ruling").addEventListener("click", addRuling);
  $("pass").addEventListener("click", () => { addLine(`${$("next").value} pass`); $("next").value = $("next").value === "B" ? "W" : "B"; });
  $("undo").addEventListener("click", undo);
  $("do-search").addEventListener("click", search);
  $("do-cite").addEventListener("click", cite);
  $("print").addEventListener("click", () => window.print());
  $("download-record").addEventListener("click", () => download("record.txt", "text/plain", $("record").value));
  $("download-sgf").addEventListener("click", async () => {
    const s = await api("/api/sgf", request());
    if (s.ok) download("record.sgf", "application/x-go-sgf", s.data);
    else $("status").textContent = (s.data.error || {}).message || "no SGF";
  });
  $("file").addEventListener("change", async (ev) => {
    const f = ev.target.files[0];
    if (f && f.size < 2e6) { $("record").value = await f.text(); schedule(); }
  });
  await chooseEdition();
}

init();
