#!/usr/bin/env python3
"""The arbiter's suite: `caipan serve` driven by clicks in a real browser.

    python3 scripts/arbiter_suite.py [OUT_DIR] [--binary PATH]

Installs what it needs when missing (Debian's chromium, chromium-driver,
poppler-utils for reading the printed PDF and a CJK font with apt-get;
selenium in target/browser-venv), builds caipan (or takes --binary, to run
the suite against another build), starts `caipan serve` on a free loopback
port and runs scripts/arbiter/drive.py: incidents played as an arbiter
would — a double move under go-2002 and go-1988, a takeback claimed in time
and too late, a phone ringing twice, a Gomoku opening with a swap and
fifth-move offers then a forbidden move claimed and not, a Japanese game
stopped by two passes and counted with dead stones agreed, a typo in the
record box, undo after each, the layout on a laptop and a tablet, the
ruling sheet printed to PDF — each step checked in the page's DOM. Every
check is listed; the exit code is 1 if any failed. Screenshots, the PDFs
and results.json go to OUT_DIR (default target/arbiter-suite).
"""
import os, shutil, socket, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
VENV = os.path.join(TARGET, "browser-venv")


def ensure():
    for pkg, exe in (("chromium", "chromium"), ("chromium-driver", "chromedriver")):
        if not shutil.which(exe):
            subprocess.run(["apt-get", "install", "-y", pkg], check=True)
    # Without these the suite still runs: the sheet's PDF checks say they
    # were skipped, and Chinese is drawn in whatever font there is.
    if not shutil.which("pdfinfo"):
        subprocess.run(["apt-get", "install", "-y", "poppler-utils"])
    if not subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True).stdout.strip():
        subprocess.run(["apt-get", "install", "-y", "fonts-wqy-zenhei"])
    py = os.path.join(VENV, "bin", "python")
    if not os.path.exists(py):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([py, "-m", "pip", "install", "-q", "selenium"], check=True)
    return py


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    args = sys.argv[1:]
    binary = None
    if "--binary" in args:
        k = args.index("--binary")
        binary = args[k + 1]
        del args[k:k + 2]
    out = args[0] if args else os.path.join(TARGET, "arbiter-suite")
    os.makedirs(out, exist_ok=True)
    py = ensure()
    if binary is None:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "caipan-cli", "--features", "serve"], cwd=ROOT, check=True)
        binary = os.path.join(TARGET, "release", "caipan")
    port = free_port()
    server = subprocess.Popen([binary, "serve", "--port", str(port)], stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        drive = os.path.join(ROOT, "scripts", "arbiter", "drive.py")
        # The whole suite once in each language the page speaks.
        code = 0
        for lang, where in (("en", out), ("zh", os.path.join(out, "zh"))):
            env = dict(os.environ, CAIPAN_SUITE_LANG=lang)
            run = subprocess.run([py, drive, f"http://127.0.0.1:{port}/", where], env=env)
            code = code or run.returncode
    finally:
        server.terminate()
    print(f"screenshots, PDFs and results.json: {out}")
    sys.exit(code)


main()
