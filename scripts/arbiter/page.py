"""The arbiter's page as a person uses it (the suite's framework): the
browser started, a Page to act on and read, the checks recorded by
incident, the words a check looks for in the suite's language, a printed
PDF's pages and text, and the check that a Chinese screen shows no Latin
word outside a short allow-list.
"""
import base64
import json
import os
import re
import shutil
import subprocess
import sys
import time
import traceback

from selenium import webdriver
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.print_page_options import PrintOptions
from selenium.webdriver.support.ui import Select

URL, OUT = sys.argv[1], sys.argv[2]
# The language the suite runs the page in (scripts/arbiter_suite.py runs it
# in each): the words its checks look for are that language's.
LANG = os.environ.get("CAIPAN_SUITE_LANG", "en")
WORDS = {
    "White": ("White", "白方"),
    "Black": ("Black", "黑方"),
    "void": ("void", "无效"),
    "1 incident": ("1 incident", "1 个事项"),
    "2 incidents": ("2 incidents", "2 个事项"),
    "loss": ("loss", "判负"),
    "over": ("over", "结束"),
    "White wins": ("White wins", "白方胜"),
    "no-correction": ("no-correction", "不予纠正"),
    "next move": ("next move", "下一着之前"),
    "warning": ("warning", "警告"),
    "too late": ("too late", "过迟"),
    "not claimed": ("not claimed", "未在时限内"),
    "Double move": ("Double move", "连下两着"),
    "keep": ("keep", "选定"),
    "forbidden": ("forbidden", "禁手"),
    "move": ("move", "第"),
    "phone-ring": ("phone-ring", "手机响"),
    "provisional": ("provisional", "暂定"),
    "declared": ("declared", "声明"),
    "swapped": ("swapped", "交换"),
    "not read": ("not read", "无法读取"),
    "line": ("line", "行"),
    "Black to move": ("Black to move", "黑方行棋"),
    "stopped": ("stopped", "停止"),
    "territory": ("territory", "目"),
    "line 3": ("line 3", "第 3 行"),
    "stale": ("stale", "已过时"),
    "signature": ("signature", "签字"),
    "complies": ("complies", "符合"),
}


def W(key):
    """The words a check looks for, in the suite's language."""
    return WORDS[key][0 if LANG == "en" else 1]

LAPTOP, TABLET = (1366, 900), (820, 1180)
results = []  # (incident, check, passed, detail)
TIMEOUTS = 0


def start():
    opts = webdriver.ChromeOptions()
    for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
              "--disable-component-update", "--disable-sync", "--no-first-run",
              f"--window-size={LAPTOP[0]},{LAPTOP[1]}"):
        opts.add_argument(a)
    opts.binary_location = "/usr/bin/chromium"
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=webdriver.ChromeService("/usr/bin/chromedriver"), options=opts)


class Page:
    """The arbiter's page as a person uses it, and what it shows."""

    def __init__(self, d, incident):
        self.d, self.incident = d, incident

    # -- reading the page ------------------------------------------------
    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def find(self, css):
        found = self.d.find_elements(By.CSS_SELECTOR, css)
        return found[0] if found else None

    def all(self, css):
        return self.d.find_elements(By.CSS_SELECTOR, css)

    def text(self, css):
        e = self.find(css)
        return e.text if e else ""

    def value(self, css):
        e = self.find(css)
        return e.get_attribute("value") if e else None

    def judged(self):
        return int(self.js("return Number(document.body.dataset.judged || 0)") or 0)

    def settle(self, before):
        """Wait for the page to show a new judgement (or, on a page that
        does not say so, a little while)."""
        end = time.time() + 6
        while time.time() < end:
            if self.judged() > before:
                time.sleep(0.15)
                return
            time.sleep(0.05)
        global TIMEOUTS
        TIMEOUTS += 1
        time.sleep(0.3)

    def check(self, name, ok, detail=""):
        results.append((self.incident, name, bool(ok), "" if ok else str(detail)[:300]))

    def measure(self, name, value):
        """A number the note reports (pages, milliseconds), kept with the checks."""
        results.append((self.incident, name, True, f"measured: {value}"))

    # -- acting on it ----------------------------------------------------
    def open(self, pin=True):
        """Open the page; `pin`: in the suite's language (else in the one
        the page remembers)."""
        # A fresh page counts its judgements from 0.
        before = 0
        self.d.get(URL)
        if pin and self.js("return localStorage.getItem('caipan-lang')") != LANG:
            self.js("localStorage.setItem('caipan-lang', arguments[0])", LANG)
            self.d.refresh()
        end = time.time() + 10
        while time.time() < end and not self.all("#edition option"):
            time.sleep(0.1)
        self.settle(before)

    def edition(self, ident):
        # Choosing the edition already chosen changes nothing to wait for.
        if self.value("#edition") == ident:
            return
        before = self.judged()
        Select(self.find("#edition")).select_by_value(ident)
        self.settle(before)

    def set_record(self, text):
        before = self.judged()
        self.js("const t = document.getElementById('record'); t.value = arguments[0];"
                "t.dispatchEvent(new Event('input', {bubbles: true}));", text)
        self.settle(before)

    def record(self):
        return self.value("#record") or ""

    def click_point(self, name, colour=None):
        if colour:
            Select(self.find("#next")).select_by_value(colour)
        svg = self.find("#board svg")
        self.js("arguments[0].scrollIntoView({block: 'center'})", svg)
        time.sleep(0.1)
        width = float(self.js("return arguments[0].viewBox.baseVal.width", svg))
        size = int(self.js("return (window.caipanSize && window.caipanSize()) || 19"))
        cols = self.js("return (window.caipanColumns && window.caipanColumns()) || 'ABCDEFGHJKLMNOPQRST'")
        scale = svg.rect["width"] / width
        x = 30 + cols.index(name[0]) * 24
        y = 30 + (size - int(name[1:])) * 24
        before = self.judged()
        ActionChains(self.d).move_to_element_with_offset(
            svg, x * scale - svg.rect["width"] / 2, y * scale - svg.rect["height"] / 2).click().perform()
        self.settle(before)

    def play(self, *names):
        for n in names:
            self.click_point(n)

    def conduct(self, actor, event, **args):
        before = self.judged()
        Select(self.find("#actor")).select_by_value(actor)
        Select(self.find("#event")).select_by_value(event)
        time.sleep(0.1)
        fields = self.all("#args [data-arg]") or self.all("#args input, #args select")
        for k, f in enumerate(fields):
            name = f.get_attribute("data-arg")
            v = args.get(name) if name else list(args.values())[k] if k < len(args) else None
            if v is None:
                continue
            if f.tag_name == "select":
                Select(f).select_by_value(v)
            else:
                f.clear()
                f.send_keys(v)
        self.find("#add-event").click()
        self.settle(before)

    def press(self, css):
        before = self.judged()
        e = self.find(css)
        if e is None:
            raise LookupError(f"the page has no {css}")
        e.click()
        self.settle(before)

    def shot(self, name):
        """A screenshot of the page as it is, to be looked at; on a
        Chinese page, every Latin word it shows is checked too."""
        self.d.save_screenshot(os.path.join(OUT, name + ".png"))
        scan_latin(self, name)

    def undo(self):
        self.press("#undo")

    # -- what it shows -----------------------------------------------------
    def to_move(self):
        return self.value("#next")

    def state(self):
        return self.text("#state")

    def summary(self):
        return self.text("#summary")

    def findings(self):
        return self.all("#judgement .finding")

    def judgement(self):
        return self.text("#judgement")


def incident(name):
    def wrap(fn):
        def run(d):
            p = Page(d, name)
            began = time.time()
            try:
                fn(p)
            except Exception as e:  # a step that could not be taken is a failure
                p.check("the steps could be taken", False, f"{type(e).__name__}: {e}")
                traceback.print_exc(limit=2, file=sys.stderr)
            print(f"{time.time() - began:6.1f} s  {name} ({TIMEOUTS} waits timed out so far)", file=sys.stderr)
        run.__name__ = name
        return run
    return wrap


# -- the incidents ---------------------------------------------------------


def printed(p, name):
    """The page printed to PDF (A4): its pages and its text."""
    options = PrintOptions()
    options.page_width, options.page_height = 21.0, 29.7  # A4, in cm
    pdf = p.d.print_page(options)
    path = os.path.join(OUT, name)
    with open(path, "wb") as f:
        f.write(base64.b64decode(pdf))
    return pdf_facts(path)



def pdf_facts(path):
    """Pages and text of a PDF (poppler's tools)."""
    try:
        info = subprocess.run(["pdfinfo", path], capture_output=True, text=True).stdout
        pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
        text = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
        return pages, text
    except Exception as e:  # no poppler: nothing to read
        return -1, f"(no pdfinfo: {e})"




# -- no Latin word on a Chinese screen ------------------------------------------

# What a Chinese screen may show in Latin letters, and nothing else: points
# (Q16), edition and article ids (go-2002, 17.2, Y1.3), record text (the
# record box, anything between backticks), the titles of sources between
# 《》 and the line citing the official text a summary summarises, and these
# proper names.
PROPER_NAMES = {"SGF", "YAML", "RIF", "AGA", "Ing", "SST", "Tromp", "Taylor", "Gomocup", "RenjuNet", "caipan"}
ID = re.compile(r"^(?:[A-Z]\d{1,2}|(?:go|gomoku|renju)(?:-[\w]+)+|[A-Z]?\d+(?:\.\d+)*|[A-Z]\d?)$")
latin_seen = {}  # word -> the screen it was first seen on


def latin_words(text, ids=()):
    """The Latin words of `text` outside the allow-list (`ids`: the
    edition's protocol ids, ids like its article numbers)."""
    text = re.sub(r"《[^》]*》|`[^`]*`|https?://\S+", " ", text)
    words = re.findall(r"[A-Za-z][A-Za-z0-9.\-]*[A-Za-z0-9]|[A-Za-z]", text)
    return sorted({w for w in words if len(w) > 1 and w not in PROPER_NAMES and w not in ids and not ID.match(w)})


def screen_text(p):
    """What the page shows a reader: its visible text, without the record
    box (record text) and the source citation, and the boards' captions."""
    return p.js("""
      const skip = '#record, #record-lines, .source, script, style, [hidden], .print-only, #sheet';
      const parts = [];
      const walk = (n) => {
        if (n.nodeType === 3) { parts.push(n.textContent); return; }
        if (n.nodeType !== 1 || n.matches(skip)) return;
        const st = getComputedStyle(n);
        if (st.display === 'none' || st.visibility === 'hidden') return;
        if (n.tagName === 'SELECT') { const o = n.options[n.selectedIndex]; if (o) parts.push(o.textContent); return; }
        for (const c of n.childNodes) walk(c);
        if (n.placeholder) parts.push(n.placeholder);
      };
      walk(document.body);
      return parts.join(' ');
    """)


def scan_latin(p, where):
    """Note every Latin word a Chinese screen shows outside the allow-list."""
    if LANG != "zh":
        return
    ids = p.js("return typeof edition !== 'undefined' && edition ? edition.protocols.map(x => x.id) : []") or []
    sizes = p.js("return typeof edition !== 'undefined' && edition ? edition.edition.sizes : []") or []
    # The supplement the protocol and board selectors write.
    ids += ["page-" + i for i in ids] + [f"page-{n}x{n}" for n in sizes] \
        + [f"page-{i}-{n}x{n}" for i in ids for n in sizes]
    for w in latin_words(screen_text(p), set(ids)):
        latin_seen.setdefault(w, where)
