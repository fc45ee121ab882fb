#!/usr/bin/env python3
"""The HTML report in a real browser (headless Chromium).

Writes a report with `signalbox --virtual --report`, then checks, in Chromium:
- the page loaded and its script ran: `#sbx-ready` exists in the DOM it dumps, and the
  browser logged no JavaScript error;
- the DOM holds the expected number of stage rows and marbles (counted in the file);
- the screenshot is not blank (many distinct colours; the PNG is decoded here with zlib).

Usage: browser_test.py [--bin PATH] [--out DIR]. Exit status 1 when a check fails.
"""
import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

PROGRAM = """marbles "ab--c|", 0.5 | throttle 1
from [1, 2, 0] | map 4 / x | retry 1
marbles "ab|", 1 | map { y -> interval 0.6 | take 2 | map y + str(x) } | switchToLatest
interval 1 | take 100
"""


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def run_browser(browser, args, timeout=120):
    base = [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--no-first-run", "--disable-extensions", "--user-data-dir=" + tempfile.mkdtemp()]
    return subprocess.run(base + args, capture_output=True, text=True, timeout=timeout)


def png_colours(path):
    """The number of distinct pixel colours of an 8-bit RGB or RGBA, non-interlaced PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, colour_type = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour_type in (2, 6) and interlace == 0, "unexpected PNG layout"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 3 if colour_type == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    colours = set()
    k = 0
    for _ in range(height):
        kind = raw[k]
        line = bytearray(raw[k + 1:k + 1 + stride])
        k += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for i in range(0, stride, channels):
            colours.add(bytes(line[i:i + 3]))
        previous = line
    return len(colours), width, height


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=".build/debug/signalbox")
    parser.add_argument("--out", default=None, help="keep the report and the screenshot here")
    args = parser.parse_args()
    browser = chromium()
    if browser is None:
        print("browser test skipped: no chromium (apt-get install chromium)")
        return 0
    out = os.path.abspath(args.out or tempfile.mkdtemp())
    os.makedirs(out, exist_ok=True)
    report = os.path.join(out, "report.html")
    shot = os.path.join(out, "report.png")
    subprocess.run([args.bin, "--virtual", "--report", report, "-e", PROGRAM],
                   capture_output=True, timeout=60)
    html = open(report, encoding="utf-8").read()
    # A block's stages are rows too (`<g class="stage inner"`): the third pipeline has some.
    stages = len(re.findall(r'<g class="stage[ "]', html))
    marbles = len(re.findall(r'<g class="marble[ "]', html))
    failures = []
    if html.count('<section class="pipeline"') != 4:
        failures.append("the report should hold 4 pipelines")
    if html.count('<g class="stage inner"') != 3:
        failures.append("the report should hold 3 rows for the stages of a block")

    dom = run_browser(browser, ["--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + report])
    ready = re.search(r'<div id="sbx-ready" hidden="" data-stages="(\d+)" data-marbles="(\d+)"', dom.stdout)
    if not ready:
        failures.append("the page's script did not run (no #sbx-ready in the DOM)")
    else:
        if int(ready.group(1)) != stages:
            failures.append(f"{ready.group(1)} stage rows in the DOM, {stages} in the file")
        if int(ready.group(2)) != marbles:
            failures.append(f"{ready.group(2)} marbles in the DOM, {marbles} in the file")
    console = [line for line in dom.stderr.splitlines()
               if "CONSOLE" in line or "Uncaught" in line or "SyntaxError" in line]
    if console:
        failures.append("console messages:\n  " + "\n  ".join(console))
    if len(re.findall(r'<g class="stage[ "]', dom.stdout)) != stages:
        failures.append("the DOM lost stage rows")

    run_browser(browser, ["--screenshot=" + shot, "--window-size=1000,1800", "file://" + report])
    if not os.path.exists(shot):
        failures.append("no screenshot")
    else:
        colours, width, height = png_colours(shot)
        if colours < 20:
            failures.append(f"the screenshot looks blank ({colours} colours)")
        print(f"screenshot {shot}: {width}x{height}, {colours} colours")
    print(f"report {report}: {stages} stage rows, {marbles} marbles")
    for failure in failures:
        print("FAIL: " + failure)
    print("browser test " + ("failed" if failures else "passed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
