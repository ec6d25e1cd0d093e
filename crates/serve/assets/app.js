// caipan serve: the arbiter's page — the table's state and its forms.
// What it shows is drawn from the one judgement the server gives: the side
// to move, the move numbers, the claims and opening acts due, the findings
// (drawn by judgement.js); nothing is kept in a widget's own state. A
// failure keeps the last good judgement, marked stale. Every word comes
// from the message catalogue (l10n.js); every string from a record or an
// edition is put in the page as text, never as markup; the only markup
// inserted is the SVG the server draws from board data.
"use strict";
const MARGIN = 30, CELL = 24;
let edition = null;   // {edition, events, verdicts, claims, protocols}
let generated = "";   // the supplement text the protocol selector last wrote
let last = null;      // the last good answer: {judgement, boards, position, situation}
let timer = null, asked = 0, cursor = null;

async function api(path, body) {
  const init = body === undefined ? {} : {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)};
  try {
    const r = await fetch(path, init);
    const type = r.headers.get("content-type") || "";
    return {ok: r.ok, status: r.status, data: type.includes("json") ? await r.json() : await r.text()};
  } catch (e) {
    return {ok: false, status: 0, data: {error: {message: t("error-network", {message: String(e)})}}};
  }
}

function request(extra) {
  const req = {edition: $("edition").value, record: $("record").value, mode: $("mode").value, lang: L10n.lang, ...extra};
  const sup = $("supplement").value.trim();
  if (sup) req.supplement = sup;
  return req;
}

// The events a record may name: the chosen protocol's (it brings its own,
// such as `choose`), else the edition's.
function events() {
  const p = edition && edition.protocols.find((x) => x.id === $("protocol").value);
  return p ? p.events : edition ? edition.events : [];
}

// ---- the board --------------------------------------------------------

function size() { return edition ? edition.edition.size : 19; }
function columns() { return edition ? edition.edition.columns : "ABCDEFGHJKLMNOPQRST"; }
window.caipanSize = size;
window.caipanColumns = columns;

function emptyBoard(n) {
  const s = 2 * MARGIN + (n - 1) * CELL;
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}"><rect width="${s}" height="${s}" fill="#dcb35c"/>`;
  for (let i = 0; i < n; i++) {
    const c = MARGIN + i * CELL, a = MARGIN, b = MARGIN + (n - 1) * CELL;
    svg += `<line x1="${a}" y1="${c}" x2="${b}" y2="${c}" stroke="#000"/><line x1="${c}" y1="${a}" x2="${c}" y2="${b}" stroke="#000"/>`;
  }
  return svg + "</svg>";
}

function showBoard(svg) {
  $("board").innerHTML = svg || emptyBoard(size()); // drawn by the server from board data only
  drawCursor();
}

function pointName(x, yTop) { return columns()[x] + String(size() - yTop); }

function playAt(x, yTop) {
  if (x < 0 || x >= size() || yTop < 0 || yTop >= size()) return;
  if (!$("next").value) return; // play has stopped: nobody is to move
  addLine(`${$("next").value} ${pointName(x, yTop)}`);
}

function boardClick(ev) {
  const svg = $("board").querySelector("svg");
  if (!svg) return;
  const pt = svg.createSVGPoint();
  pt.x = ev.clientX; pt.y = ev.clientY;
  const p = pt.matrixTransform(svg.getScreenCTM().inverse());
  playAt(Math.round((p.x - MARGIN) / CELL), Math.round((p.y - MARGIN) / CELL));
}

// The keyboard: arrows move a cursor on the board, Enter or Space plays it.
function boardKey(ev) {
  const moves = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
  const n = size();
  if (!cursor) cursor = [Math.floor(n / 2), Math.floor(n / 2)];
  if (moves[ev.key]) {
    const [dx, dy] = moves[ev.key];
    cursor = [Math.min(n - 1, Math.max(0, cursor[0] + dx)), Math.min(n - 1, Math.max(0, cursor[1] + dy))];
    drawCursor();
    ev.preventDefault();
  } else if (ev.key === "Enter" || ev.key === " ") {
    playAt(cursor[0], cursor[1]);
    ev.preventDefault();
  }
}

function drawCursor() {
  const svg = $("board").querySelector("svg");
  if (!svg || !cursor) return;
  const ring = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  ring.setAttribute("x", MARGIN + cursor[0] * CELL - 12);
  ring.setAttribute("y", MARGIN + cursor[1] * CELL - 12);
  ring.setAttribute("width", 24);
  ring.setAttribute("height", 24);
  ring.setAttribute("class", "cursor");
  svg.append(ring);
}

// ---- the record ---------------------------------------------------------

function addLine(line) {
  const r = $("record");
  r.value = r.value.replace(/\s*$/, "") + (r.value.trim() ? "\n" : "") + line + "\n";
  changed();
}

function undo() {
  const lines = $("record").value.replace(/\s*$/, "").split("\n");
  lines.pop();
  $("record").value = lines.join("\n") + (lines.length ? "\n" : "");
  changed();
}

function changed() {
  showLines(null);
  printRecord();
  schedule();
}

// The record as the sheet prints it: every line numbered, so that the
// incidents' "line 148" can be found and the columns read in order.
function printRecord() {
  const lines = $("record").value.replace(/\n+$/, "").split("\n");
  $("print-record").replaceChildren(...lines.map((l, k) => {
    const row = el("div", l);
    row.prepend(el("span", String(k + 1), "n"));
    return row;
  }));
}

// The record's lines behind the box, the one in error marked.
function showLines(errorLine) {
  const box = $("record-lines");
  box.replaceChildren(...$("record").value.split("\n").map((l, k) =>
    el("div", l || " ", k + 1 === errorLine ? "error-line" : undefined)));
  box.scrollTop = $("record").scrollTop;
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(judge, 200);
}

// ---- judging ------------------------------------------------------------

async function judge() {
  if (!edition) return;
  const mine = ++asked;
  $("state").textContent = t("state-judging");
  const r = await api("/api/judge", request({boards: "findings", ongoing: true}));
  if (mine !== asked) return; // a later edit is being judged
  if (r.ok) shown(r.data); else failed(r);
  document.body.dataset.judged = String(Number(document.body.dataset.judged || 0) + 1);
}

function shown(data) {
  last = data;
  $("alert").hidden = true;
  $("alert").replaceChildren();
  $("summary").classList.remove("stale");
  showLines(null);
  showBoard(data.position);
  render(data);
}

// A refusal: the error at the top, located, its line marked; the last
// good judgement stays, marked stale.
function failed(r) {
  const e = (r.data && r.data.error) || {message: String(r.data)};
  const alert = $("alert");
  const message = e.line ? t("error-at", {message: e.message, line: e.line, column: e.column}) : e.message;
  alert.replaceChildren(el("strong", r.status === 422 || !r.status ? message : t("error-server", {message})));
  if (e.help) alert.append(el("div", t("error-help", {help: e.help}), "muted"));
  alert.hidden = false;
  showLines(e.line || null);
  if (last) {
    $("summary").classList.add("stale");
    $("summary").textContent = t("summary-stale", {summary: summaryWords(last.judgement)});
    stateLine(last.situation);
  } else {
    showBoard(null);
    $("state").textContent = "";
  }
}

function stateLine(s) {
  const n = s.next_move - 1;
  let words = s.decided ? t("state-decided")
    : s.ended ? t("state-stopped", {number: n})
    : s.free_turn ? t("state-free-turn", {number: s.next_move})
    : t("state-to-move", {side: side(s.to_move), number: s.next_move});
  if (s.acts.length) words += " · " + t("state-due", {acts: s.acts.map((a) => actWords(a, s)).join(", ")});
  $("state").textContent = words;
}

// The side to move is the judged position's; when play has stopped nobody
// is, and the board and Pass write nothing.
function nextSide(s) {
  const next = $("next");
  next.value = s.to_move || "";
  next.disabled = !s.to_move;
  $("pass").disabled = !s.to_move;
}

function render(data) {
  const j = data.judgement, s = data.situation;
  $("summary").textContent = summaryWords(j);
  stateLine(s);
  nextSide(s);
  renderJudgement(j, data.boards || [], s.claims, data.words || {});
  renderClaims(s);
  renderActs(s);
  rulingForm(j, s);
}

// ---- what may come next: claims, opening acts, a ruling -------------------

function renderClaims(s) {
  const box = $("claims");
  box.replaceChildren();
  for (const c of s.claims) {
    if (!c.word) continue;
    for (const who of c.by ? [c.by] : ["B", "W"]) {
      const b = el("button", t("claim-button", {side: side(who), word: c.word, until: windowWords(c)}), "claim");
      b.addEventListener("click", () => addLine(`${who} claim ${c.word}`));
      box.append(b);
    }
  }
  $("claims-box").hidden = !box.children.length;
}

// An act of the opening that is due, in words: "White: keep".
function actWords(a, s) {
  const who = a.by || s.to_move;
  return who ? t("act-button", {side: side(who), event: a.event}) : t("act-button-any", {event: a.event});
}

function renderActs(s) {
  const box = $("opening");
  box.replaceChildren();
  for (const a of s.acts) {
    const decl = events().find((e) => e.name === a.event);
    const who = a.by || s.to_move;
    // An either/or step of the protocol: one button per option, from the
    // protocol's data (`W choose place-two`).
    if (a.options && a.options.length) {
      for (const option of a.options) {
        const b = el("button", t("act-option-button", {side: side(who), event: a.event, option}));
        b.dataset.act = a.act;
        b.addEventListener("click", () => addLine(`${who} ${a.event} ${option}`));
        box.append(b);
      }
      continue;
    }
    const b = el("button", actWords(a, s));
    b.dataset.act = a.act;
    b.addEventListener("click", () => {
      if (decl && decl.args.length) { // the form takes its arguments
        if (who) $("actor").value = who;
        $("event").value = a.event;
        eventForm();
        const first = $("args").querySelector("[data-arg]");
        if (first) first.focus();
      } else {
        addLine(`${who || $("next").value} ${a.event}`);
      }
    });
    box.append(b);
  }
  $("opening-box").hidden = !box.children.length;
}

// The ruling is on the latest incident (the one a claim just settled, or
// the line just written), as the judgement has it: the options are the
// answer's own (`situation.ruling`, what the check of a ruling checks
// against): one per way of meeting the incident's prescriptions, never a
// consequence of its sanctions (a warning's stone) as a ruling of its own.
// The form names the incident it rules on.
function rulingForm(j, s) {
  const select = $("ruling");
  select.replaceChildren();
  const due = s && s.ruling;
  const latest = breaches(j).reduce((a, g) => (!a || g[0][1].event_index > a[0][1].event_index ? g : a), null);
  let words = t("ruling-nothing");
  if (due) {
    const group = due.findings.map((k) => [k, j.findings[k]]).filter(([, f]) => f);
    const own = group.find(([, f]) => f.event !== "warning" && f.event !== "violation") || group[0];
    words = t("ruling-on", {incident: incidentHead(own[1], voided(group))});
    for (const o of due.options) {
      const opt = el("option", t(o.prescribed ? "ruling-as-prescribed" : "ruling-choice", {verdicts: verdictWords(o.verdicts)}));
      opt.value = o.verdicts.join(" ");
      select.append(opt);
    }
    $("ruling-actor").value = due.player || "both";
  } else if (latest && latest.every(([, f]) => awaiting(f))) {
    words = t("ruling-pending", {incident: incidentHead(latest[0][1], voided(latest))});
  }
  $("ruling-on").textContent = words;
  $("ruling-row").hidden = !select.options.length;
}

function addRuling() {
  const v = $("ruling").value;
  if (!v) return;
  const who = $("ruling-actor").value;
  addLine(`arbiter: ${who ? who + " " : ""}${v}`);
}

// ---- the event form -------------------------------------------------------

function eventForm() {
  const name = $("event").value;
  const args = $("args");
  args.replaceChildren();
  if (name === "claim") {
    // The claims the edition takes; an edition that takes none says so,
    // and a claim of any word is still judged (told it has no claim).
    const taken = edition.claims.map((c) => c.word);
    $("event-summary").textContent = taken.length ? t("claim-window") : t("claims-none", {edition: edition.edition.id});
    const f = el("select");
    f.dataset.arg = "matter";
    for (const w of taken.length ? taken : edition.claim_words) { const o = el("option", w); o.value = w; f.append(o); }
    args.append(f);
    return;
  }
  const decl = events().find((e) => e.name === name);
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
      f.placeholder = a.name;
      if (a.kind === "number") f.inputMode = "decimal";
    }
    f.dataset.arg = a.name;
    f.dataset.kind = a.kind;
    const label = el("label", a.optional ? t("arg-optional", {name: a.name}) : a.name);
    label.append(" ", f);
    args.append(label);
  }
}

function addEvent() {
  const parts = [$("actor").value, $("event").value];
  for (const f of $("args").querySelectorAll("[data-arg]")) if (f.value.trim()) parts.push(f.value.trim());
  addLine(parts.join(" "));
}

// The event selector, from the events the record may name.
function eventList() {
  const named = (n) => { const w = word("conduct", n); return w === n ? n : `${w} (${n})`; };
  const options = events().map((e) => { const o = el("option", named(e.name)); o.value = e.name; return o; });
  { const o = el("option", t("event-claim")); o.value = "claim"; options.push(o); }
  $("event").replaceChildren(...options);
  eventForm();
}

// A protocol chosen: the supplement that chooses it is written in the
// supplement box (unless the arbiter wrote one there), the events follow.
function chooseProtocol() {
  const p = edition.protocols.find((x) => x.id === $("protocol").value);
  const box = $("supplement");
  if (box.value.trim() === "" || box.value === generated) {
    generated = p && !p.own
      ? `supplement:\n  id: page-${p.id}\n  title: ${p.title}\n  edition: ${edition.edition.id}\nprotocol: ${p.id}\n`
      : "";
    box.value = generated;
  }
  eventList();
  schedule();
}

async function chooseEdition() {
  const r = await api(`/api/edition/${encodeURIComponent($("edition").value)}`);
  if (!r.ok) return;
  edition = r.data;
  knowSeverities(edition.verdicts);
  // An event by its words in the page's language, with the name the record
  // writes where they differ.
  const protocols = edition.protocols || [];
  $("protocol").replaceChildren(...protocols.map((p) => { const o = el("option", L10n.lang === "zh" ? p.title_zh : p.title); o.value = p.id; return o; }));
  $("protocol-box").hidden = protocols.length < 2;
  eventList();
  last = null;
  cursor = null;
  showBoard(null);
  schedule();
}

// ---- search, cite, the sheet, files ----------------------------------------

async function lookup(path) {
  const r = await api(path);
  const out = $("found");
  out.replaceChildren();
  if (!r.ok) { out.append(el("p", (r.data.error || {}).message || t("no-answer"), "error")); return; }
  if (!r.data.length) out.append(el("p", t("nothing-found"), "muted"));
  for (const h of r.data) {
    out.append(el("div", `${h.edition} ${h.id} ${h.title}` + (h.rules.length ? " — " + t("rules-citing", {rules: h.rules.join(", ")}) : "")));
    out.append(el("blockquote", h.text));
  }
}

function sheetValues() {
  const dl = $("sheet-values");
  dl.replaceChildren();
  for (const f of document.querySelectorAll("[data-field]")) {
    dl.append(el("dt", t(f.dataset.field)), el("dd", f.value));
  }
}

function download(name, type, text) {
  const a = el("a");
  a.href = URL.createObjectURL(new Blob([text], {type}));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}

// The page in `lang`: its words, and the judgement again in them.
async function speak(lang) {
  await L10n.load(lang);
  L10n.localize(document);
  document.title = t("page-title");
  $("lang").value = lang;
}

async function init() {
  await speak(L10n.choose());
  $("lang").addEventListener("change", async () => {
    L10n.remember($("lang").value);
    await speak($("lang").value);
    if (last) render(last);
    schedule();
  });
  const r = await api("/api/editions");
  const list = r.data || [];
  $("edition").replaceChildren(...list.map((e) => { const o = el("option", `${e.id} — ${e.title}`); o.value = e.id; return o; }));
  // The newest edition of the game listed first whose text covers a
  // competition (conduct, clocks, arbitration: what an arbiter rules on),
  // else the newest of that game.
  const first = list.length ? list[0].game : null;
  const ofGame = list.filter((e) => e.game === first).sort((a, b) => b.year - a.year);
  const newest = ofGame.find((e) => e.scope === "competition") || ofGame[0];
  if (newest) $("edition").value = newest.id;
  $("edition").addEventListener("change", () => {
    if ($("supplement").value === generated) $("supplement").value = generated = "";
    chooseEdition();
  });
  $("protocol").addEventListener("change", chooseProtocol);
  $("mode").addEventListener("change", schedule);
  $("supplement").addEventListener("input", schedule);
  $("record").addEventListener("input", changed);
  $("record").addEventListener("scroll", () => { $("record-lines").scrollTop = $("record").scrollTop; });
  $("board").addEventListener("click", boardClick);
  $("board").addEventListener("keydown", boardKey);
  $("event").addEventListener("change", eventForm);
  $("add-event").addEventListener("click", addEvent);
  $("add-ruling").addEventListener("click", addRuling);
  $("pass").addEventListener("click", () => addLine(`${$("next").value} pass`));
  $("undo").addEventListener("click", undo);
  $("do-search").addEventListener("click", () => lookup(`/api/search?q=${encodeURIComponent($("search").value)}&edition=${encodeURIComponent($("edition").value)}`));
  $("do-cite").addEventListener("click", () => lookup(`/api/cite?edition=${encodeURIComponent($("edition").value)}&article=${encodeURIComponent($("article").value)}`));
  for (const f of document.querySelectorAll("[data-field]")) f.addEventListener("input", sheetValues);
  sheetValues();
  window.addEventListener("beforeprint", sheetValues);
  $("print").addEventListener("click", () => window.print());
  $("download-record").addEventListener("click", () => download("record.txt", "text/plain", $("record").value));
  $("download-sgf").addEventListener("click", async () => {
    const s = await api("/api/sgf", request());
    if (s.ok) download("record.sgf", "application/x-go-sgf", s.data);
    else failed(s);
  });
  $("file").addEventListener("change", async (ev) => {
    const f = ev.target.files[0];
    if (f && f.size < 2e6) { $("record").value = await f.text(); changed(); }
  });
  await chooseEdition();
}

init();
