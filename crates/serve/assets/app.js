// caipan serve: the arbiter's page — the table's state and its trouble.
// What it shows is drawn from the one judgement the server gives: the side
// to move, the move numbers, the claims and opening acts due, the findings
// (drawn by judgement.js), the count to agree; nothing is kept in a
// widget's own state. Trouble is loud: a record the server refuses keeps
// the last good judgement on every panel, marked stale; a record judged
// only up to a defect says where judging stopped and why; either way the
// alert names the line, the line is marked, and the board and the forms
// write nothing until the record is mended (undo, redo and the box still
// work). Every word comes from the message catalogue (l10n.js); every
// string from a record or an edition is put in the page as text, never as
// markup; the only markup inserted is the SVG the server draws.
"use strict";
let edition = null;   // {edition, events, verdicts, claims, protocols, …}
let generated = "";   // the supplement text the protocol selector last wrote
let last = null;      // the last good answer: {judgement, boards, position, situation, words, stones}
let trouble = null;   // {line, message}: why the record is not judged to its end
let timer = null, asked = 0;

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
  if ($("own-komi").checked) req.komi = "file";
  return req;
}

// ---- the record changed -----------------------------------------------------

// A line added or taken back is judged at once; typing waits for a pause.
function changed() {
  followSize();
  showLines(null);
  judgeNow();
}

// A record that names its board (`[Size "9"]`, an SGF's SZ[9] converted)
// is judged on it; the selector follows, so that the board drawn is the
// board judged. A size the edition's text does not allow leaves the
// selector: the judgement says why.
function followSize() {
  if (!edition) return;
  const m = /^\[Size "(\d+)"\]/m.exec($("record").value);
  const n = m ? Number(m[1]) : 0;
  const sizes = edition.edition.sizes || [edition.edition.size];
  if (!sizes.includes(n) || n === size()) return;
  $("board-size").value = String(n);
  writeSupplement();
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(judge, 200);
}

function judgeNow() {
  clearTimeout(timer);
  judge();
}

// Whether the controls may write now: not while the record is refused or
// judged only up to a defect (the alert says why, again, on each try).
function refused() {
  if (!trouble) return false;
  shout(t("clicks-refused", {line: trouble.line}), trouble.message);
  return true;
}

// ---- judging ------------------------------------------------------------

async function judge() {
  if (!edition) return;
  const mine = ++asked;
  $("state").textContent = t("state-judging");
  const r = await api("/api/judge", request({boards: "findings", ongoing: true}));
  if (mine !== asked) return; // a later edit is being judged
  if (r.ok) shown(r.data); else failed(r);
  // When the first judgement was shown, in ms from the navigation (the
  // arbiter's suite measures the page's start with it).
  if (!document.body.dataset.firstJudged) document.body.dataset.firstJudged = String(Math.round(performance.now()));
  document.body.dataset.judged = String(Number(document.body.dataset.judged || 0) + 1);
}

function shown(data) {
  last = data;
  stale(false);
  const d = data.judgement.defect;
  trouble = d ? {line: d.line, message: t("defect", {line: d.line, message: data.words.defect ?? d.message})} : null;
  if (trouble) shout(trouble.message, t("defect-help")); else quiet();
  showLines(d ? d.line : null);
  showBoard(data.position);
  render(data);
}

// A refusal: the error at the top, located, its line marked; the last
// good judgement stays on every panel, marked stale; nothing is written
// until the record is mended.
function failed(r) {
  const e = (r.data && r.data.error) || {message: String(r.data)};
  const message = e.line ? t("error-at", {message: e.message, line: e.line, column: e.column}) : e.message;
  trouble = {line: e.line || 0, message};
  shout(r.status === 422 || !r.status ? message : t("error-server", {message}), e.help ? t("error-help", {help: e.help}) : "");
  showLines(e.line || null);
  stale(true);
  if (last) {
    $("summary").textContent = t("summary-stale", {summary: summaryWords(last.judgement)});
  } else {
    showBoard(null);
    $("summary").textContent = "";
  }
  $("state").textContent = e.line ? t("state-refused-at", {line: e.line}) : t("state-refused");
  nextSide(null);
}

function shout(message, help) {
  const alert = $("alert");
  alert.replaceChildren(el("strong", message));
  if (help) alert.append(el("div", help, "muted"));
  alert.hidden = false;
}

function quiet() {
  $("alert").hidden = true;
  $("alert").replaceChildren();
}

// Every panel drawn from the last good judgement marked (or unmarked) stale.
function stale(on) {
  for (const id of ["summary", "judgement", "result", "board", "claims-box", "opening-box", "ruling-box", "count-box"]) {
    $(id).classList.toggle("stale", on);
  }
}

function stateLine(s) {
  const n = s.next_move - 1;
  let words = trouble ? t("state-stopped-at", {line: trouble.line})
    : s.decided ? t("state-decided")
    : s.ended ? t(s.count_provisional ? "state-count-due" : "state-stopped", {number: n})
    : s.free_turn ? t("state-free-turn", {number: s.next_move})
    : t("state-to-move", {side: side(s.to_move), number: s.next_move});
  if (!trouble && s.acts.length) words += " · " + t("state-due", {acts: s.acts.map((a) => actWords(a, s)).join(t("list-sep"))});
  const done = openingSoFar();
  if (done.length) words += " · " + done.join(t("list-sep"));
  $("state").textContent = words;
}

// The side to move is the judged position's; when play has stopped, or
// the record is in trouble, nobody is, and the board and Pass write nothing.
function nextSide(s) {
  const next = $("next");
  const who = s && !trouble ? s.to_move || "" : "";
  next.value = who;
  next.disabled = !who;
  $("pass").disabled = !who;
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
  renderCount(s);
}

// Nothing judged yet under this edition: every panel empty, not another
// edition's judgement left standing.
function blank() {
  last = null;
  trouble = null;
  quiet();
  stale(false);
  for (const id of ["judgement", "result", "claims", "opening"]) $(id).replaceChildren();
  $("claims-box").hidden = $("opening-box").hidden = $("count-box").hidden = true;
  $("ruling-on").textContent = "";
  $("ruling-row").hidden = true;
  $("summary").textContent = "";
  cursor = null;
  dead.clear();
  showBoard(null);
}

// ---- editions and protocols ----------------------------------------------------

// The supplement the selectors choose: another protocol than the
// edition's own, another board than its own; written in the supplement
// box unless the arbiter wrote one there.
function writeSupplement() {
  const p = edition.protocols.find((x) => x.id === $("protocol").value);
  const other = p && !p.own ? p : null;
  const n = size();
  const board = n !== edition.edition.size ? n : null;
  const box = $("supplement");
  if (box.value.trim() === "" || box.value === generated) {
    const id = ["page", other && other.id, board && `${board}x${board}`].filter(Boolean).join("-");
    const title = [other && (zh() ? other.title_zh : other.title), board && `${board}×${board}`].filter(Boolean).join(", ");
    generated = other || board
      ? `supplement:\n  id: ${id}\n  title: "${title}"\n  edition: ${edition.edition.id}\n`
        + (other ? `protocol: ${other.id}\n` : "") + (board ? `board-size: ${board}\n` : "")
      : "";
    box.value = generated;
  }
}

// A protocol chosen: its supplement written, the events follow.
function chooseProtocol() {
  writeSupplement();
  eventList();
  judgeNow();
}

// A board chosen: its supplement written, the record begun again on it.
function chooseBoard() {
  writeSupplement();
  blank();
  judgeNow();
}

// An edition chosen: its events and protocols, then the record judged
// under it at once (no typing delay).
async function chooseEdition() {
  const r = await api(`/api/edition/${encodeURIComponent($("edition").value)}`);
  if (!r.ok) { failed(r); return; }
  edition = r.data;
  knowSeverities(edition.verdicts);
  const protocols = edition.protocols || [];
  $("protocol").replaceChildren(...protocols.map((p) => { const o = el("option", zh() ? p.title_zh : p.title); o.value = p.id; return o; }));
  $("protocol-box").hidden = protocols.length < 2;
  const sizes = edition.edition.sizes || [edition.edition.size];
  $("board-size").replaceChildren(...sizes.map((n) => { const o = el("option", `${n}×${n}`); o.value = String(n); return o; }));
  $("board-size").value = String(edition.edition.size);
  $("board-size-box").hidden = sizes.length < 2;
  writeSupplement();
  eventList();
  blank();
  await judge();
}

// The edition list in the page's language: an edition by its English
// title in English, its own (Chinese) title in Chinese.
function editionList(list) {
  const chosen = $("edition").value;
  $("edition").replaceChildren(...list.map((e) => {
    const o = el("option", `${e.id} — ${zh() ? e.title : e.title_en}`);
    o.value = e.id;
    return o;
  }));
  if (chosen) $("edition").value = chosen;
}
