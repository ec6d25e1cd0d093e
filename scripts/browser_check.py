#!/usr/bin/env python3
"""caipan's HTML reports in a real browser.

    python3 scripts/browser_check.py [OUT_DIR]

Builds caipan, writes the three kinds of report from cases of the library
(a Go and a Gomoku judgement with diagrams, a comparison of the Go
editions, the changes from 1988 to 2002), opens each in headless Chromium
(Debian's `chromium`, and a CJK font, installed with apt-get when missing), takes a
screenshot (OUT_DIR/*.png, default target/reports) and checks the rendered
page: the expected findings and articles are in the DOM, the page made no
network request it would need, and the browser logged no console error.
Exit code 1 on any failure. Not part of `cargo test` (it needs Chromium).
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CAIPAN = os.path.join(ROOT, "target", "release", "caipan")

REPORTS = [
    (
        "judgement",
        ["check", "--edition", "go-2002", "cases/go/double-move-wrong-ruling.case"],
        ["double-move", "NOT compliant", "连下两着", "tally for Black", "<svg"],
    ),
    (
        "judgement-gomoku",
        ["check", "cases/gomoku/double-three-claimed.case"],
        ["forbidden-double-three", "result: white-wins", "三三禁手", "<svg"],
    ),
    (
        "compare",
        ["compare", "--editions", "go-1988,go-2002", "cases/go/double-move-then-count.case"],
        ["17.1 loss", "17.2 move-void + warning", "≠", "white-wins"],
    ),
    (
        "diff",
        ["diff", "go-1988", "go-2002"],
        ["Double move", "一方并未表示弃权，另一方连走二步", "changes that can turn a result"],
    ),
]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    subprocess.run(["apt-get", "install", "-y", "chromium"], check=True)
    return shutil.which("chromium")


def cjk_font():
    """Article texts are Chinese: without a CJK font the browser draws boxes."""
    fonts = subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True).stdout
    if not fonts.strip():
        subprocess.run(["apt-get", "install", "-y", "fonts-wqy-zenhei"], check=True)


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "reports")
    os.makedirs(out_dir, exist_ok=True)
    subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT, check=True)
    browser = chromium()
    cjk_font()
    failures = 0
    for name, args, expected in REPORTS:
        html = os.path.join(out_dir, name + ".html")
        subprocess.run([CAIPAN, *args, "--html", html], cwd=ROOT, capture_output=True)
        png = os.path.join(out_dir, name + ".png")
        common = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                  "--enable-logging=stderr", "--v=0"]
        shot = subprocess.run(common + ["--window-size=1100,1800", f"--screenshot={png}",
                                        "file://" + html], capture_output=True, text=True)
        dom = subprocess.run(common + ["--dump-dom", "file://" + html], capture_output=True, text=True)
        problems = [e for e in expected if e not in dom.stdout]
        logs = shot.stderr + dom.stderr
        console = [l for l in logs.splitlines() if "CONSOLE" in l and ("Error" in l or "Uncaught" in l)]
        network = [l for l in logs.splitlines() if "net::ERR" in l]
        status = "ok" if not (problems or console or network) and os.path.exists(png) else "FAILED"
        if status != "ok":
            failures += 1
        print(f"{status:6} {name}: {html} → {png}")
        for p in problems:
            print(f"       missing from the page: {p!r}")
        for c in console + network:
            print(f"       {c}")
    sys.exit(1 if failures else 0)


main()
