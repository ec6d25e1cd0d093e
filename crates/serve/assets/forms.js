// caipan serve: what may come next, as the judgement has it — the claims
// whose window is open, the opening acts due, the ruling on the latest
// incident, the count to agree after the stop — and the form for any
// conduct event the record may name. Each writes one line in the record;
// none writes while the record is refused or defective (`refused`).
"use strict";

// The events a record may name: the chosen protocol's (it brings its own,
// such as `choose`), else the edition's.
function events() {
  const p = edition && edition.protocols.find((x) => x.id === $("protocol").value);
  return p ? p.events : edition ? edition.events : [];
}

function declared(name) { return events().find((e) => e.name === name); }

// A line written by a control, unless the record is in trouble.
function write(line) { if (!refused()) Record.add(line); }

// ---- claims --------------------------------------------------------------

function renderClaims(s) {
  const box = $("claims");
  box.replaceChildren();
  for (const c of s.claims) {
    if (!c.word) continue;
    for (const who of c.by ? [c.by] : ["B", "W"]) {
      const label = t("claim-button", {side: side(who), verb: claimVerb(), word: claimName(c.word), until: windowWords(c)});
      const b = el("button", label, "claim");
      b.addEventListener("click", () => write(`${who} claim ${c.word}`));
      box.append(b);
    }
  }
  $("claims-box").hidden = !box.children.length;
}

// ---- the opening's acts ----------------------------------------------------

// An act of the opening that is due, in words: "White: keep".
function actWords(a, s) {
  const who = a.by || s.to_move;
  const decl = declared(a.event);
  const event = decl ? eventName(decl) : a.event;
  return who ? t("act-button", {side: side(who), event}) : t("act-button-any", {event});
}

function renderActs(s) {
  const box = $("opening");
  box.replaceChildren();
  for (const a of s.acts) {
    const decl = declared(a.event);
    const who = a.by || s.to_move;
    // An either/or step of the protocol: one button per option, from the
    // protocol's data (`W choose place-two`).
    if (a.options && a.options.length) {
      const arg = decl && decl.args.find((x) => x.one_of && x.one_of.length);
      for (const option of a.options) {
        const words = {side: side(who), event: decl ? eventName(decl) : a.event, option: arg ? argWord(arg, option) : option};
        const b = el("button", t("act-option-button", words));
        b.dataset.act = a.act;
        b.dataset.option = option;
        b.addEventListener("click", () => write(`${who} ${a.event} ${option}`));
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
        write(`${who || $("next").value} ${a.event}`);
      }
    });
    box.append(b);
  }
  $("opening-box").hidden = !box.children.length;
}

// What the opening acts written so far did, for the state line: colours
// swapped, offers declared, a branch taken (each as the record says it).
function openingSoFar() {
  const said = [];
  for (const line of Record.lines()) {
    const m = /^(B|W)\s+([a-z][\w-]*)\s*(\S*)/.exec(line.trim());
    const decl = m && declared(m[2]);
    if (!decl) continue;
    if (decl.effect === "swap") said.push(t("done-swap", {side: side(m[1])}));
    else if (decl.effect === "declare-offers") said.push(t("done-declare", {side: side(m[1]), offers: m[3]}));
    else if (decl.effect === "choose") {
      const arg = decl.args.find((x) => x.one_of && x.one_of.length);
      said.push(t("done-choose", {side: side(m[1]), option: arg ? argWord(arg, m[3]) : m[3]}));
    }
  }
  return said;
}

// ---- the ruling ------------------------------------------------------------

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
    words = t("ruling-on", {incident: incidentHead(own[1], voided(group), own[0])});
    for (const o of due.options) {
      const opt = el("option", t(o.prescribed ? "ruling-as-prescribed" : "ruling-choice", {verdicts: verdictWords(o.verdicts)}));
      opt.value = o.verdicts.join(" ");
      select.append(opt);
    }
    $("ruling-actor").value = due.player || "both";
  } else if (latest && latest.every(([, f]) => awaiting(f))) {
    words = t("ruling-pending", {incident: incidentHead(latest[0][1], voided(latest), latest[0][0]), verb: claimVerb()});
  }
  $("ruling-on").textContent = words;
  $("ruling-row").hidden = !select.options.length;
}

function addRuling() {
  const v = $("ruling").value;
  if (!v) return;
  const who = $("ruling-actor").value;
  write(`arbiter: ${who ? who + " " : ""}${v}`);
}

// ---- the count -------------------------------------------------------------

// After the stop, with the dead stones still to agree: the prompt, the
// stones marked on the board, and the agreement to write.
function renderCount(s) {
  const open = Boolean(s && s.count_provisional && declaredEffect("agree-dead"));
  $("count-box").hidden = !open;
  if (!open) { dead.clear(); return; }
  const marked = markedDead();
  $("count-marked").textContent = marked.length ? t("count-marked", {stones: marked.join(" ")}) : t("count-none-marked");
}

function declaredEffect(effect) { return events().find((e) => e.effect === effect); }

function agreeCount() {
  const decl = declaredEffect("agree-dead");
  if (!decl) return;
  const stones = markedDead();
  dead.clear();
  write(["both", decl.name, ...stones].join(" "));
}

// ---- the event form ----------------------------------------------------------

function eventForm() {
  const name = $("event").value;
  const args = $("args");
  args.replaceChildren();
  if (name === "claim") {
    // The claims the edition takes; an edition that takes none says so,
    // and a claim of any word is still judged (told it has no claim).
    const taken = edition.claims.map((c) => c.word);
    $("event-summary").textContent = taken.length ? t("claim-window", {verb: claimVerb()}) : t("claims-none", {edition: edition.edition.id, verb: claimVerb()});
    const f = el("select");
    f.dataset.arg = "matter";
    for (const w of taken.length ? taken : edition.claim_words) { const o = el("option", claimName(w)); o.value = w; f.append(o); }
    args.append(f);
    return;
  }
  const decl = declared(name);
  if (!decl) return;
  $("event-summary").textContent = eventSummary(decl);
  for (const a of decl.args) args.append(argField(a));
}

// One argument's field, labelled in the page's language.
function argField(a) {
  let f;
  if (a.one_of && a.one_of.length) {
    f = el("select");
    if (a.optional) f.append(el("option", ""));
    for (const w of a.one_of) { const o = el("option", argWord(a, w)); o.value = w; f.append(o); }
  } else {
    f = el("input");
    f.placeholder = t(`arg-kind-${a.kind}`);
    if (a.kind === "number") f.inputMode = "decimal";
  }
  f.dataset.arg = a.name;
  f.dataset.kind = a.kind;
  const label = el("label", a.optional ? t("arg-optional", {name: argName(a)}) : argName(a));
  label.append(" ", f);
  return label;
}

function addEvent() {
  const parts = [$("actor").value, $("event").value];
  for (const f of $("args").querySelectorAll("[data-arg]")) if (f.value.trim()) parts.push(f.value.trim());
  write(parts.join(" "));
}

// The event selector, from the events the record may name, each by its
// name in the page's language.
function eventList() {
  const options = events().map((e) => { const o = el("option", eventName(e)); o.value = e.name; return o; });
  { const o = el("option", t("event-claim", {verb: claimVerb()})); o.value = "claim"; options.push(o); }
  const chosen = $("event").value;
  $("event").replaceChildren(...options);
  if (options.some((o) => o.value === chosen)) $("event").value = chosen;
  eventForm();
}
