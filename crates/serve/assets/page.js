// caipan serve: what every script of the page uses — an element by id,
// a word from the catalogue, an element holding text (never markup), a
// side's name.
"use strict";
const $ = (id) => document.getElementById(id);
const t = (id, args) => L10n.t(id, args);

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
