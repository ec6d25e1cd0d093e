// The page's words: a Fluent catalogue (/l10n/LANG.ftl) read into
// messages, and `t(id, args)` to format one. The part of Fluent the
// catalogue uses: messages, multi-line values, `{ $var }` placeables and
// select expressions on a variable (plural categories or exact values).
// Every word is put in the page as text, never as markup.
"use strict";

const L10n = (() => {
  let messages = new Map();
  let plural = new Intl.PluralRules("en");

  // Messages of a catalogue: `id = value`, continued by indented lines.
  function parse(text) {
    const out = new Map();
    let id = null, lines = [];
    const close = () => { if (id) out.set(id, pattern(lines.join("\n").trim())); };
    for (const raw of text.split("\n")) {
      if (/^\s*#/.test(raw) || (!raw.trim() && !id)) continue;
      const m = /^([a-zA-Z][\w-]*)\s*=\s?(.*)$/.exec(raw);
      if (m) { close(); id = m[1]; lines = [m[2]]; }
      else if (id && (/^\s/.test(raw) || !raw.trim())) lines.push(raw.trim());
    }
    close();
    return out;
  }

  // A pattern: text and placeables, parsed once.
  function pattern(src) {
    let i = 0;
    function parts(stop) {
      const out = [];
      let text = "";
      while (i < src.length) {
        const c = src[i];
        if (stop && (c === "}" || (c === "\n" && /^\s*\*?\[/.test(src.slice(i + 1))))) break;
        if (c === "{") { if (text) out.push(text); text = ""; i++; out.push(placeable()); continue; }
        text += c;
        i++;
      }
      if (text) out.push(text);
      return out;
    }
    function ws() { while (i < src.length && /\s/.test(src[i])) i++; }
    function placeable() {
      ws();
      let expr;
      if (src[i] === "$") {
        const m = /^\$([\w-]+)/.exec(src.slice(i));
        i += m[0].length;
        expr = {variable: m[1]};
      } else if (src[i] === '"') {
        const end = src.indexOf('"', i + 1);
        expr = {literal: src.slice(i + 1, end)};
        i = end + 1;
      }
      ws();
      if (src.startsWith("->", i)) {
        i += 2;
        const variants = [];
        let other = 0;
        for (;;) {
          ws();
          if (src[i] === "}") break;
          const star = src[i] === "*";
          if (star) i++;
          const end = src.indexOf("]", i);
          const key = src.slice(i + 1, end).trim();
          i = end + 1;
          if (src[i] === " ") i++;
          if (star) other = variants.length;
          variants.push({key, value: parts(true)});
        }
        expr = {select: expr.variable, variants, other};
      }
      ws();
      i++; // "}"
      return expr;
    }
    return parts(false);
  }

  function format(parts, args) {
    let out = "";
    for (const p of parts) {
      if (typeof p === "string") out += p;
      else if (p.literal !== undefined) out += p.literal;
      else if (p.variable !== undefined) out += args[p.variable] ?? "";
      else if (p.select) {
        const v = args[p.select];
        const exact = p.variants.find((x) => x.key === String(v));
        const cat = typeof v === "number" ? plural.select(v) : null;
        const byCat = p.variants.find((x) => x.key === cat);
        out += format((exact || byCat || p.variants[p.other]).value, args).trim();
      }
    }
    return out;
  }

  let current = "en";
  let pseudo = false;
  const LANGS = ["en", "zh"];

  return {
    // The language: the one chosen on the page before (remembered across
    // reloads), else the browser's first that the page speaks (its
    // Accept-Language), else English.
    choose() {
      let kept = null;
      try { kept = localStorage.getItem("caipan-lang"); } catch (e) { kept = null; }
      // `pseudo`: English with every message marked, for the test that
      // looks for words written without the catalogue.
      if (LANGS.includes(kept) || kept === "pseudo") return kept;
      for (const l of navigator.languages || [navigator.language || "en"]) {
        const code = l.toLowerCase().split("-")[0];
        if (LANGS.includes(code)) return code;
      }
      return "en";
    },
    remember(lang) {
      try { localStorage.setItem("caipan-lang", lang); } catch (e) { /* private mode: not kept */ }
    },
    get lang() { return current; },
    async load(lang) {
      pseudo = lang === "pseudo";
      const file = pseudo ? "en" : lang;
      const r = await fetch(`/l10n/${file}.ftl`);
      messages = parse(await r.text());
      plural = new Intl.PluralRules(file);
      current = lang;
      document.documentElement.lang = lang === "zh" ? "zh-CN" : file;
    },
    has(id) { return messages.has(id); },
    t(id, args = {}) {
      const m = messages.get(id);
      const words = m ? format(m, args) : id;
      return pseudo ? `⟦${words}⟧` : words;
    },
    // Every element with a key gets its words (or the attribute it names).
    localize(root) {
      for (const e of root.querySelectorAll("[data-l10n-id]")) {
        const words = this.t(e.dataset.l10nId);
        if (e.dataset.l10nAttr) e.setAttribute(e.dataset.l10nAttr, words);
        else e.textContent = words;
      }
    },
  };
})();
