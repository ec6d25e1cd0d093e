// caipan serve: the record the page keeps. One line per move, pass or
// event, added by the board and the forms; undo takes back the last line
// and redo puts it back (any other edit forgets what redo would restore).
// An SGF game loaded from a file or pasted into the box becomes lines the
// same way (the server converts it, keeping its properties as tags), so
// that what the arbiter adds after it is judged with it and undo takes
// back one move. The lines in error are marked behind the box.
"use strict";
const Record = (() => {
  const undone = []; // lines undo took back, the last one last

  function text() { return $("record").value; }

  function lines() {
    const body = text().replace(/\s*$/, "");
    return body ? body.split("\n") : [];
  }

  function write(list) { $("record").value = list.join("\n") + (list.length ? "\n" : ""); }

  // A line added by a click or a form: what redo held is forgotten.
  function add(line) {
    write([...lines(), line]);
    undone.length = 0;
    changed();
  }

  function undo() {
    const list = lines();
    if (!list.length) return;
    undone.push(list.pop());
    write(list);
    changed();
  }

  function redo() {
    if (!undone.length) return;
    write([...lines(), undone.pop()]);
    changed();
  }

  // The arbiter typed or pasted in the box: a pasted SGF game becomes lines.
  function typed() {
    undone.length = 0;
    if (isSgf(text())) load(text());
    else changed();
  }

  function isSgf(s) { return s.trimStart().startsWith("(;"); }

  // A record from a file or a paste: SGF is converted by the server into
  // lines (its properties as tags, the sheet's names filled from them);
  // a refusal is shown like any other, the text left in the box.
  async function load(s) {
    undone.length = 0;
    if (!isSgf(s)) { $("record").value = s; changed(); return; }
    const r = await api("/api/record", {record: s, lang: L10n.lang});
    if (!r.ok) { $("record").value = s; showLines(null); failed(r); return; }
    $("record").value = r.data.record;
    fillSheet(r.data.record);
    changed();
  }

  // The sheet's names from the record's tags, where the arbiter left them empty.
  function fillSheet(s) {
    for (const [tag, field] of [["Black", "sheet-black"], ["White", "sheet-white"], ["Event", "sheet-event"]]) {
      const m = new RegExp(`^\\[${tag} "([^"]*)"\\]`, "m").exec(s);
      if (m && !$(field).value) $(field).value = m[1];
    }
    sheetValues();
  }

  return {text, lines, add, undo, redo, typed, load, isSgf, canRedo: () => undone.length > 0};
})();

// The record's lines behind the box, the one in error marked.
function showLines(errorLine) {
  const box = $("record-lines");
  box.replaceChildren(...$("record").value.split("\n").map((l, k) =>
    el("div", l || " ", k + 1 === errorLine ? "error-line" : undefined)));
  box.scrollTop = $("record").scrollTop;
}
