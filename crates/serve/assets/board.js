// caipan serve: the board. The server draws it (SVG from board data); a
// click or a tap plays the point for the side the judgement has to move,
// arrows and Enter play the cursor's point. After play has stopped with
// the dead stones still to agree, a click marks a whole group dead (or
// alive again) instead, and the marks are drawn over the server's board
// until the players' agreement is written in the record.
"use strict";
const MARGIN = 30, CELL = 24;
let cursor = null;
const dead = new Set(); // points marked dead, waiting for the agreement

// The board the arbiter chose among the sizes the edition's text allows
// (its own unless another is chosen), and its column letters.
function size() { return edition ? Number($("board-size").value) || edition.edition.size : 19; }
function columns() { return edition ? edition.edition.letters.slice(0, size()) : "ABCDEFGHJKLMNOPQRST"; }
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
  drawDead();
  drawCursor();
}

function pointName(x, yTop) { return columns()[x] + String(size() - yTop); }

function coords(name) { return [columns().indexOf(name[0]), size() - Number(name.slice(1))]; }

function playAt(x, yTop) {
  if (x < 0 || x >= size() || yTop < 0 || yTop >= size()) return;
  if (refused()) return;
  if (counting()) { toggleGroup(pointName(x, yTop)); return; }
  if (!$("next").value) return; // play has stopped: nobody is to move
  Record.add(`${$("next").value} ${pointName(x, yTop)}`);
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

function svgShape(tag, attrs) {
  const e = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function drawCursor() {
  const svg = $("board").querySelector("svg");
  if (!svg || !cursor) return;
  svg.append(svgShape("rect", {x: MARGIN + cursor[0] * CELL - 12, y: MARGIN + cursor[1] * CELL - 12,
    width: 24, height: 24, class: "cursor"}));
}

// ---- dead stones, agreed on the board -------------------------------------

// Play has stopped and the dead stones are still to agree: clicks mark them.
function counting() {
  return Boolean(last && last.situation.count_provisional && last.stones);
}

// The stones on the board by point: "B" or "W".
function stoneMap() {
  const map = new Map();
  if (!last || !last.stones) return map;
  for (const p of last.stones.black) map.set(p, "B");
  for (const p of last.stones.white) map.set(p, "W");
  return map;
}

// The group of `point`: its stones and those joined to it along the lines.
function group(point, map) {
  const colour = map.get(point);
  if (!colour) return [];
  const seen = new Set([point]), todo = [point];
  while (todo.length) {
    const [x, y] = coords(todo.pop());
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nx = x + dx, ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= size() || ny >= size()) continue;
      const q = pointName(nx, ny);
      if (!seen.has(q) && map.get(q) === colour) { seen.add(q); todo.push(q); }
    }
  }
  return [...seen];
}

function toggleGroup(point) {
  const stones = group(point, stoneMap());
  if (!stones.length) return;
  const marking = !dead.has(point);
  for (const p of stones) { if (marking) dead.add(p); else dead.delete(p); }
  showBoard(last.position);
  renderCount(last.situation);
}

function drawDead() {
  const svg = $("board").querySelector("svg");
  if (!svg) return;
  for (const p of dead) {
    const [x, y] = coords(p);
    const cx = MARGIN + x * CELL, cy = MARGIN + y * CELL, r = 7;
    for (const [x1, y1, x2, y2] of [[cx - r, cy - r, cx + r, cy + r], [cx - r, cy + r, cx + r, cy - r]]) {
      svg.append(svgShape("line", {x1, y1, x2, y2, class: "marked-dead", "data-mark": "marked-dead"}));
    }
  }
}

// The stones marked dead, the ones no longer on the board dropped.
function markedDead() {
  const map = stoneMap();
  for (const p of [...dead]) if (!map.has(p)) dead.delete(p);
  return [...dead].sort();
}
