// caipan serve: the judgement drawn into the page, incident by incident —
// each finding with its verdict coloured by severity (or pending while its
// claim window is open), its articles and words, the ruling's check, the
// tally and its board; the result with its arithmetic; the one-line
// summary. It reads the judgement and the edition's verdict severities and
// nothing else.
"use strict";
const severityOf = new Map(); // verdict name -> loss | warning | result | correction | remark
const RANK = ["loss", "warning", "result", "correction", "remark"];

// A finding whose claim window is still open: nothing is decided yet.
function awaiting(f) { return Boolean(f.claim && f.claim.status === "awaiting"); }

// An incident whose move does not stand.
function voided(group) { return group.some(([, f]) => (f.verdict || []).some((v) => v === "move-void" || v === "moves-void")); }

// The edition's verdicts with their severities (GET /api/edition/ID).
function knowSeverities(verdicts) {
  severityOf.clear();
  for (const v of verdicts) severityOf.set(v.name, v.severity);
}

function resultWords(res) {
  const who = {"black-wins": "B", "white-wins": "W"}[res.outcome];
  if (who) return res.margin != null ? t("result-wins-by", {side: side(who), margin: quarters(res.margin)}) : t("result-wins", {side: side(who)});
  if (res.outcome === "draw") return t("result-draw");
  if (res.outcome === "undecided") return t("result-undecided");
  if (res.outcome === "both-lose") return t("result-both-lose");
  return t("result-other", {outcome: word("outcome", res.outcome)});
}

function quarters(x) {
  const q = Math.round(x * 4), whole = Math.floor(q / 4), frac = ["", "¼", "½", "¾"][q % 4];
  return whole === 0 && frac ? frac : `${whole}${frac}`;
}

function incidents(j) {
  const groups = new Map();
  j.findings.forEach((f, k) => {
    if (!groups.has(f.event_index)) groups.set(f.event_index, []);
    groups.get(f.event_index).push([k, f]);
  });
  return [...groups.values()];
}

// Incidents that break a rule: the regular course of the game (two passes
// ending it, a resignation) is shown but is not an incident.
function breaches(j) {
  return incidents(j).filter((g) => g.some(([, f]) => f.kind !== "procedure"));
}

function summaryWords(j) {
  const found = breaches(j);
  const provisional = last && last.judgement === j && last.situation.count_provisional;
  const result = provisional ? t("result-provisional", {result: resultWords(j.result)}) : resultWords(j.result);
  return t("summary", {incidents: found.length, findings: found.flat().length, result});
}

function severity(verdicts) {
  let best = "remark";
  for (const v of verdicts || []) {
    const s = severityOf.get(v) || "remark";
    if (RANK.indexOf(s) < RANK.indexOf(best)) best = s;
  }
  return best;
}

// Until when a claim may be made, in the catalogue's words.
function windowWords(c) { return t("claim-window-" + c.window, {side: c.by ? side(c.by) : t("side-either")}); }

function verdictWords(v) { return v && v.length ? v.map((x) => word("verdict", x)).join(" + ") : t("verdict-nothing"); }

// A tally in words: only what the player has (no "0 violations" in Go).
function tallyWords(x) {
  const parts = [];
  if (x.warnings) parts.push(t("tally-warnings", {n: x.warnings}));
  if (x.violations) parts.push(t("tally-violations", {n: x.violations}));
  if (x.stones) parts.push(t("tally-stones", {n: x.stones}));
  return t("tally", {side: side(x.player), parts: parts.join(t("list-sep")) || t("tally-nothing")});
}

// A finding; `open` is its claim window if it is still open (pending);
// `w` its words in the page's language (the answer's `words.findings`).
function finding(f, svg, open, summary, w) {
  const pending = awaiting(f);
  const box = el("div", undefined, "finding " + (pending ? "pending" : "severity-" + severity(f.verdict)));
  const head = el("div");
  if (pending) {
    const until = open ? windowWords(open) : "";
    const verb = claimVerb();
    head.append(el("span", f.claim.by ? t("pending", {side: side(f.claim.by), until, verb}) : t("pending-either", {until, verb}), "verdict"));
  } else if (f.choices) {
    head.append(el("span", t("choices", {by: word("chooser", f.choices.by), options: f.choices.options.map(verdictWords).join(" | ")}), "verdict"));
  } else {
    head.append(el("span", t("verdict", {verdicts: verdictWords(f.verdict)}), "verdict"));
  }
  // The rule by what it is about (its topic), in the page's language.
  head.append(el("span", `  ${w ? w.topic : f.rule} (${word("kind", f.kind)})`, "muted"));
  box.append(head);
  const verb = claimVerb();
  if (f.claim && f.claim.status === "claimed") box.append(el("p", t("claimed", {side: side(f.claim.by), verb}), "muted"));
  if (f.claim && f.claim.status === "not-claimed") box.append(el("p", t("not-claimed", {verdicts: verdictWords(f.verdict), verb}), "muted"));
  for (const a of (w && w.articles) || f.articles || []) {
    // An edition whose articles are summaries in our words says so at each.
    box.append(el("div", summary ? t("article-summary", {id: a.id, title: a.title}) : `${a.id} ${a.title}`, "article"));
    box.append(el("blockquote", a.text));
  }
  const note = w ? w.note : f.note;
  if (note) box.append(el("p", note, "muted"));
  if (f.ruling) {
    const ok = f.ruling.compliant;
    const why = (w && w.ruling) || f.ruling.explanation;
    box.append(el("p", t(ok ? "ruling-complies" : "ruling-departs", {ruling: rulingWords(f.ruling.written), why}), ok ? "ruling-ok" : "ruling-bad"));
  }
  if (f.tally) box.append(el("p", tallyWords(f.tally), "muted"));
  if (svg) {
    const d = el("div", undefined, "diagram");
    d.innerHTML = svg; // drawn by the server from board data only
    box.append(d);
  }
  return box;
}

// What an incident's event was, in the page's language: a move by its
// point, anything else by the name the edition gives the event.
function eventShown(f, k) {
  const w = last && last.words && last.words.findings ? last.words.findings[k] : null;
  if (f.event === "move") return f.point || f.written;
  return w ? w.event : f.written;
}

// An incident's heading. A move is "move 4"; a void move does not count, so
// it is "a void move after move 3" (the next move is move 4); any other
// event happened "after move 3" (the judgement's move_number of a conduct
// event is the number of moves played before it).
function incidentHead(f, isVoid, k) {
  const args = {number: f.move_number, side: f.player ? side(f.player) : t("side-both"), written: eventShown(f, k), line: f.line};
  if (f.event === "move" || f.event === "pass") {
    return isVoid ? t("incident-head-void", {...args, number: f.move_number - 1}) : t("incident-head-move", args);
  }
  return t("incident-head-event", args);
}

// `words`: the judgement's sentences in the page's language (the answer's
// `words`); the judgement's own are English.
function renderJudgement(j, boards, open, words) {
  const out = $("judgement");
  out.replaceChildren(el("h2", `${j.edition} 《${words.edition_title || j.edition_title}》`));
  const official = words.official_text || j.official_text;
  if (official) out.append(el("p", t("official-text", {source: official}), "muted source"));
  // The supplement and the opening rule it chose: what the findings are under.
  if (j.supplement) out.append(el("p", t("judged-with-supplement", {supplement: j.supplement}), "muted"));
  const protocol = words.protocol || j.protocol;
  if (protocol) out.append(el("p", t("judged-with-protocol", {protocol}), "muted"));
  const drawn = new Map(boards.map((b) => [b.finding, b.svg]));
  if (!j.findings.length) out.append(el("p", t(j.defect ? "no-finding-before-defect" : "no-finding", {line: j.defect ? j.defect.line : 0}), "muted"));
  for (const group of incidents(j)) {
    const [k0, first] = group[0];
    const box = el("div", undefined, "incident severity-" + severity(group.flatMap(([, f]) => awaiting(f) ? [] : f.verdict)));
    const isVoid = voided(group);
    box.append(el("h3", incidentHead(first, isVoid, k0)));
    if (isVoid) box.append(el("p", t("incident-void"), "void"));
    const fw = words.findings || [];
    for (const [k, f] of group) box.append(finding(f, drawn.get(k), open.find((c) => c.finding === k), Boolean(j.official_text), fw[k]));
    out.append(box);
  }
  (j.remarks || []).forEach((r, k) => {
    const message = (words.remarks || [])[k] ?? r.message;
    out.append(el("p", t("remark", {line: r.line, message}), "muted"));
  });
  if (j.defect) out.append(el("p", t("defect", {line: j.defect.line, message: words.defect ?? j.defect.message}), "error"));
  const res = $("result");
  const provisional = last && last.situation && last.situation.count_provisional;
  const said = provisional ? t("result-provisional", {result: resultWords(j.result)}) : resultWords(j.result);
  res.replaceChildren(el("p", said, "result outcome-" + j.result.outcome + (provisional ? " provisional" : "")));
  if (provisional) res.append(el("p", t("result-provisional-why"), "muted"));
  const arithmetic = words.arithmetic ?? j.result.arithmetic;
  if (arithmetic) res.append(el("p", arithmetic, "muted"));
}
