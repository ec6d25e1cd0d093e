// caipan serve: the page set going — its language, its editions, every
// control wired to what it does — and what the header and the lookup do:
// search and cite, downloads, printing, undo and redo by keyboard.
"use strict";
let editionsListed = [];

async function lookup(path) {
  const r = await api(path);
  const out = $("found");
  out.replaceChildren();
  if (!r.ok) { out.append(el("p", (r.data.error || {}).message || t("no-answer"), "error")); return; }
  if (!r.data.length) out.append(el("p", t("nothing-found"), "muted"));
  for (const h of r.data) {
    const title = zh() && h.title_zh ? h.title_zh : h.title;
    const rules = h.rules.length ? " — " + t("rules-citing", {n: h.rules.length}) : "";
    out.append(el("div", `${h.edition} ${h.id} ${title}` + rules));
    out.append(el("blockquote", zh() && h.text_zh ? h.text_zh : h.text));
  }
}

function download(name, type, text) {
  const a = el("a");
  a.href = URL.createObjectURL(new Blob([text], {type}));
  a.download = name;
  a.click();
  URL.revokeObjectURL(a.href);
}

// The page in `lang`: its words, the edition list, and the judgement
// again in them.
async function speak(lang) {
  await L10n.load(lang);
  L10n.localize(document);
  document.title = t("page-title");
  $("lang").value = lang;
  editionList(editionsListed);
}

// Undo and redo from the keyboard, outside the record box (which keeps
// its own undo for typing).
function shortcut(ev) {
  if (!(ev.ctrlKey || ev.metaKey) || ev.target === $("record")) return;
  const key = ev.key.toLowerCase();
  if (key === "z" && !ev.shiftKey) { Record.undo(); ev.preventDefault(); }
  else if (key === "y" || (key === "z" && ev.shiftKey)) { Record.redo(); ev.preventDefault(); }
}

function wire() {
  $("lang").addEventListener("change", async () => {
    L10n.remember($("lang").value);
    await speak($("lang").value);
    eventList();
    if (last) render(last);
    judgeNow();
  });
  $("edition").addEventListener("change", () => {
    if ($("supplement").value === generated) $("supplement").value = generated = "";
    chooseEdition();
  });
  $("protocol").addEventListener("change", chooseProtocol);
  $("board-size").addEventListener("change", chooseBoard);
  $("own-komi").addEventListener("change", judgeNow);
  $("mode").addEventListener("change", judgeNow);
  $("supplement").addEventListener("input", schedule);
  $("record").addEventListener("input", () => { if (Record.isSgf(Record.text())) Record.typed(); else { showLines(null); schedule(); } });
  $("record").addEventListener("scroll", () => { $("record-lines").scrollTop = $("record").scrollTop; });
  $("board").addEventListener("click", boardClick);
  $("board").addEventListener("keydown", boardKey);
  $("event").addEventListener("change", eventForm);
  $("add-event").addEventListener("click", addEvent);
  $("add-ruling").addEventListener("click", addRuling);
  $("agree-count").addEventListener("click", agreeCount);
  $("pass").addEventListener("click", () => write(`${$("next").value} pass`));
  $("undo").addEventListener("click", Record.undo);
  $("redo").addEventListener("click", Record.redo);
  document.addEventListener("keydown", shortcut);
  $("do-search").addEventListener("click", () => lookup(`/api/search?q=${encodeURIComponent($("search").value)}&edition=${encodeURIComponent($("edition").value)}`));
  $("do-cite").addEventListener("click", () => lookup(`/api/cite?edition=${encodeURIComponent($("edition").value)}&article=${encodeURIComponent($("article").value)}`));
  for (const f of document.querySelectorAll("[data-field]")) f.addEventListener("input", sheetValues);
  window.addEventListener("beforeprint", buildSheet);
  $("print").addEventListener("click", () => { buildSheet(); window.print(); });
  $("download-record").addEventListener("click", () => download("record.txt", "text/plain", $("record").value));
  $("download-sgf").addEventListener("click", async () => {
    const s = await api("/api/sgf", request());
    if (s.ok) download("record.sgf", "application/x-go-sgf", s.data);
    else failed(s);
  });
  $("file").addEventListener("change", async (ev) => {
    const f = ev.target.files[0];
    $("file-name").textContent = f ? f.name : "";
    if (f && f.size < 2e6) await Record.load(await f.text());
  });
}

async function init() {
  await speak(L10n.choose());
  const r = await api("/api/editions");
  editionsListed = r.data || [];
  editionList(editionsListed);
  // The newest edition of the game listed first whose text covers a
  // competition (conduct, clocks, arbitration: what an arbiter rules on)
  // and whose articles are the text itself, not a summary (the words an
  // arbiter reads out); else the newest such competition edition; else
  // the newest of that game.
  const first = editionsListed.length ? editionsListed[0].game : null;
  const ofGame = editionsListed.filter((e) => e.game === first).sort((a, b) => b.year - a.year);
  const competition = ofGame.filter((e) => e.scope === "competition");
  const newest = competition.find((e) => !e.summary_of) || competition[0] || ofGame[0];
  if (newest) $("edition").value = newest.id;
  wire();
  sheetValues();
  await chooseEdition();
}

init();
