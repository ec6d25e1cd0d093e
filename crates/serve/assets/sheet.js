// caipan serve: the ruling sheet the players sign, built for print from
// the one judgement the page shows: its header (event, round, table,
// players, time, arbiter) repeated on every printed page, each incident
// with its verdict, articles and the check of the ruling, the result, the
// record as numbered moves with the incidents among them, and the lines
// to sign — all in the page's language.
"use strict";

function sheetValues() {
  const dl = $("sheet-values");
  dl.replaceChildren();
  for (const f of document.querySelectorAll("[data-field]")) {
    dl.append(el("dt", t(f.dataset.field)), el("dd", f.value));
  }
}

// The whole sheet, from the last judgement (none: the record alone).
function buildSheet() {
  sheetValues();
  const out = $("sheet-judgement");
  out.replaceChildren();
  if (last) {
    const j = last.judgement, w = last.words || {};
    out.append(el("p", `${j.edition} 《${w.edition_title || j.edition_title}》`, "sheet-edition"));
    for (const group of breaches(j)) out.append(sheetIncident(group, w));
    if (!breaches(j).length) out.append(el("p", t(j.defect ? "no-finding-before-defect" : "no-finding", {line: j.defect ? j.defect.line : 0})));
    if (j.defect) out.append(el("p", t("defect", {line: j.defect.line, message: w.defect || j.defect.message}), "error"));
    const result = last.situation.count_provisional ? t("result-provisional", {result: resultWords(j.result)}) : resultWords(j.result);
    out.append(el("p", t("sheet-result", {result}), "sheet-result"));
    if (w.arithmetic) out.append(el("p", w.arithmetic, "sheet-small"));
  }
  $("print-record").replaceChildren(...sheetRecord());
}

// One incident, compact: its heading, then each finding's verdict with
// the articles it cites and the ruling's check.
function sheetIncident(group, w) {
  const [k0, first] = group[0];
  const box = el("div", undefined, "sheet-incident");
  box.append(el("h3", incidentHead(first, voided(group), k0)));
  for (const [k, f] of group) {
    const fw = (w.findings || [])[k] || {};
    const verdict = awaiting(f) ? t("pending-short", {verb: claimVerb()}) : f.choices && !f.verdict.length
      ? t("choices", {by: word("chooser", f.choices.by), options: f.choices.options.map(verdictWords).join(" | ")})
      : t("verdict", {verdicts: verdictWords(f.verdict)});
    box.append(el("div", `${fw.topic || f.rule}: ${verdict}`, "sheet-verdict"));
    for (const a of fw.articles || f.articles || []) box.append(el("div", `${a.id} ${a.title}：${a.text}`, "sheet-small"));
    if (f.ruling) {
      const key = f.ruling.compliant ? "ruling-complies" : "ruling-departs";
      box.append(el("div", t(key, {ruling: rulingWords(f.ruling.written), why: fw.ruling || f.ruling.explanation}), f.ruling.compliant ? "ruling-ok" : "ruling-bad"));
    }
  }
  return box;
}

// The record as the sheet prints it: moves and passes numbered as they
// count (a void move is marked, not numbered), every other line in words.
function sheetRecord() {
  const voidLines = new Set();
  if (last) {
    for (const group of incidents(last.judgement)) {
      if (voided(group)) for (const [, f] of group) if (f.event === "move" || f.event === "pass") voidLines.add(f.line);
    }
  }
  const out = [];
  let number = 0;
  Record.lines().forEach((line, k) => {
    const shown = lineWords(line.trim());
    if (shown === null) return;
    const isMove = /^(B|W)\s+([A-Z]\d{1,2}|pass)(\s|$)/.test(line.trim());
    let entry;
    if (isMove && voidLines.has(k + 1)) entry = el("div", `· ${shown} ${t("sheet-void")}`, "sheet-void");
    else if (isMove) { number += 1; entry = el("div", shown); entry.prepend(el("span", String(number), "n")); }
    else entry = el("div", `▸ ${shown}`, "sheet-event");
    out.push(entry);
  });
  return out;
}

// A record line in the page's words (null for a blank line).
function lineWords(line) {
  if (!line) return null;
  let m = /^(B|W)\s+([A-Z]\d{1,2})(\s.*)?$/.exec(line);
  if (m) return `${t("side-short-" + m[1])} ${m[2]}${m[3] || ""}`;
  if ((m = /^(B|W)\s+pass\b(.*)$/.exec(line))) return `${t("side-short-" + m[1])} ${t("pass-word")}${m[2]}`;
  if ((m = /^(B|W)\s+claims?\s+(\S+)/.exec(line))) return t("sheet-claim", {side: side(m[1]), verb: claimVerb(), word: claimName(m[2])});
  if ((m = /^arbiter:?\s*(?:(B|W|both):?\s+)?(.*)$/.exec(line))) {
    return t("sheet-ruling", {side: m[1] ? side(m[1]) : "", ruling: rulingWords(m[2])});
  }
  if ((m = /^(B|W|both)\s+([a-z][\w-]*)(.*)$/.exec(line))) {
    const decl = declared(m[2]);
    if (!decl) return line;
    const args = m[3].trim().split(/\s+/).filter(Boolean).map((a, i) => decl.args[i] ? argWord(decl.args[i], a) : a);
    return [side(m[1]), eventName(decl), ...args].join(" ");
  }
  if ((m = /^\[([A-Za-z][\w-]*)\s+"(.*)"\]$/.exec(line))) {
    return `${L10n.has("tag-" + m[1]) ? t("tag-" + m[1]) : m[1]}：${m[2]}`;
  }
  return line; // a note, a setup: as written
}

// A ruling's verdicts in words (`restore-stones warning`).
function rulingWords(written) {
  const parts = written.replace(/^arbiter:?\s*/, "").split(/[\s:]+/).filter(Boolean);
  const who = parts.length && /^(B|W|both)$/.test(parts[0]) ? side(parts.shift()) + " " : "";
  return who + parts.map((v) => word("verdict", v)).join(" + ");
}
