// caipan serve: what every script of the page uses — an element by id,
// a word from the catalogue, an element holding text (never markup), a
// side's name, and the edition's own words for what it declares (an
// event, its arguments, a claim) in the page's language.
"use strict";
const $ = (id) => document.getElementById(id);
const t = (id, args) => L10n.t(id, args);
const zh = () => L10n.lang === "zh";

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

// A word of the closed vocabulary (a verdict, an outcome…) in the page's
// language: message `family-name`, else the name as the judgement writes it.
function word(family, name) { return L10n.has(`${family}-${name}`) ? t(`${family}-${name}`) : name; }

function side(c) { return c === "B" ? t("side-B") : c === "W" ? t("side-W") : t("side-both"); }

// An event the edition declares, by its name in the page's language (the
// record writes `name`; in Chinese the edition's `name_zh`).
function eventName(decl) { return zh() && decl.name_zh ? decl.name_zh : decl.name; }
function eventSummary(decl) { return zh() && decl.summary_zh ? decl.summary_zh : decl.summary; }
function argName(a) { return zh() && a.name_zh ? a.name_zh : a.name; }
// One of an argument's words (`agreed`) as the page shows it.
function argWord(a, w) {
  const k = (a.one_of || []).indexOf(w);
  return zh() && k >= 0 && a.one_of_zh && a.one_of_zh[k] ? a.one_of_zh[k] : w;
}

// A claim of the vocabulary (`takeback`) by its name, and the edition's
// word for claiming (提出 in the Go texts, 指出 in the Gomoku ones).
function claimName(w) {
  const names = (typeof edition !== "undefined" && edition && edition.claim_names_zh) || {};
  return zh() && names[w] ? names[w] : w;
}
function claimVerb() {
  const own = typeof edition !== "undefined" && edition && edition.claim_zh;
  return zh() && own ? own : t("claim-verb");
}
