#!/usr/bin/env python3
"""`caipan serve` driven in a real browser.

    python3 scripts/serve_browser_check.py [OUT_DIR]

Installs what it needs when missing (Debian's chromium, chromium-driver and
a CJK font with apt-get; selenium from PyPI in target/browser-venv), builds
caipan, starts `caipan serve` on a free loopback port, and drives the page
in headless Chromium: chooses go-2002, plays Q16, D4, Q4 by clicking the
board, plays Black again on R16 (a double move), adds White's phone ringing
from the event form, and reads the findings from the DOM (double-move with
17.2 and its words, the phone rule). Then pastes an SGF whose PB[] holds a
<script> and checks it never ran. Screenshots of a laptop-sized and a
tablet-sized window go to OUT_DIR (default target/serve-shots). Exit code 1
on any failure. Not part of `cargo test` (it needs a browser).
"""
import os, shutil, socket, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), "browser-venv")


def ensure():
    for pkg, exe in (("chromium", "chromium"), ("chromium-driver", "chromedriver")):
        if not shutil.which(exe):
            subprocess.run(["apt-get", "install", "-y", pkg], check=True)
    if not subprocess.run(["fc-list", ":lang=zh"], capture_output=True, text=True).stdout.strip():
        subprocess.run(["apt-get", "install", "-y", "fonts-wqy-zenhei"], check=True)
    py = os.path.join(VENV, "bin", "python")
    if not os.path.exists(py):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([py, "-m", "pip", "install", "-q", "selenium"], check=True)
    return py


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


DRIVE = r'''
import sys, time
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import Select, WebDriverWait

url, out = sys.argv[1], sys.argv[2]
opts = webdriver.ChromeOptions()
for a in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1366,900"):
    opts.add_argument(a)
opts.binary_location = "/usr/bin/chromium"
d = webdriver.Chrome(service=webdriver.ChromeService("/usr/bin/chromedriver"), options=opts)
failures = []
try:
    d.get(url)
    WebDriverWait(d, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#edition option"))
    Select(d.find_element(By.ID, "edition")).select_by_value("go-2002")
    time.sleep(0.5)
    cols = "ABCDEFGHJKLMNOPQRST"
    def click(name, colour):
        Select(d.find_element(By.ID, "next")).select_by_value(colour)
        svg = WebDriverWait(d, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "#board svg"))
        scale = svg.rect["width"] / 492.0
        height = svg.rect["height"] / scale  # the caption makes it taller than wide
        x = 30 + cols.index(name[0]) * 24
        y = 30 + (19 - int(name[1:])) * 24
        ActionChains(d).move_to_element_with_offset(svg, (x - 246) * scale, (y - height / 2) * scale).click().perform()
        time.sleep(0.6)
    click("Q16", "B"); click("D4", "W"); click("Q4", "B"); click("R16", "B")
    Select(d.find_element(By.ID, "actor")).select_by_value("W")
    Select(d.find_element(By.ID, "event")).select_by_value("phone-ring")
    d.find_element(By.ID, "add-event").click()
    WebDriverWait(d, 10).until(lambda d: "phone" in d.find_element(By.ID, "judgement").text)
    time.sleep(0.5)
    record = d.find_element(By.ID, "record").get_attribute("value")
    text = d.find_element(By.ID, "judgement").text
    for want in ("double-move", "17.2", "连下两着", "phone-rings-first", "verdict: move-void + warning"):
        if want not in text:
            failures.append(f"missing from the findings: {want!r}")
    for want in ("B Q16", "W D4", "B Q4", "B R16", "W phone-ring"):
        if want not in record:
            failures.append(f"missing from the record: {want!r}")
    d.save_screenshot(out + "/laptop.png")
    d.set_window_size(820, 1180)
    time.sleep(0.5)
    d.save_screenshot(out + "/tablet.png")
    d.set_window_size(1366, 900)
    box = d.find_element(By.ID, "record")
    box.clear()
    box.send_keys("(;GM[1]SZ[19]PB[<script>window.__owned=1</script><img src=x onerror=window.__owned=2>];B[pd];W[dp])")
    time.sleep(1.2)
    if d.execute_script("return window.__owned"):
        failures.append("a name from the SGF ran as code")
    logs = [l for l in d.get_log("browser") if l["level"] == "SEVERE"]
    failures += [f"console: {l['message']}" for l in logs]
    print("findings read from the page:\n" + text[:1200])
finally:
    d.quit()
for f in failures:
    print("FAILED:", f)
sys.exit(1 if failures else 0)
'''


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target", "serve-shots")
    os.makedirs(out, exist_ok=True)
    py = ensure()
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "caipan-cli"], cwd=ROOT, check=True)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    port = free_port()
    server = subprocess.Popen([os.path.join(target, "release", "caipan"), "serve", "--port", str(port)],
                              stderr=subprocess.DEVNULL)
    try:
        time.sleep(1)
        code = subprocess.run([py, "-c", DRIVE, f"http://127.0.0.1:{port}/", out]).returncode
    finally:
        server.terminate()
    print(f"screenshots: {out}/laptop.png, {out}/tablet.png")
    sys.exit(code)


main()
