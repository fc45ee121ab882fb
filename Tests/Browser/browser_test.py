#!/usr/bin/env python3
"""The pictures in a real browser (headless Chromium).

1. The HTML report: writes one with `signalbox --virtual --report`, then checks in
   Chromium that the page loaded and its script ran (`#sbx-ready` in the DOM it dumps, no
   JavaScript error logged), that the DOM holds the stage rows and marbles counted in the
   file, and that the screenshot is not blank (the PNG is decoded here with zlib).
2. The SVG pictures: each case of CASES is drawn with `--marbles=svg`, put in a page whose
   script measures every marble in the browser (getBBox) and writes what it found into the
   DOM (`#sbx-check`); `--dump-dom` gives it back. Checked: no two marbles of a row overlap
   (so no two labels do), nothing lies outside the picture, every value marble has its text
   and title, one panel per statement, the inner rows and count marbles the case expects,
   and a screenshot that is not blank (browser_cases.py: the cases, the docs' pictures
   among them, and the page's script).
3. The live view (live_test.py): `--live` on the real clock, read through the DevTools
   protocol while the pipeline runs (live.png); then a hot connection and a command's
   execution, panels of their own (live-shared.png).

The report, the pages and the PNGs are kept in --out (make test-browser: .build/browser).
Usage: browser_test.py [--bin PATH] [--out DIR]. Exit status 1 when a check fails or no
Chromium is found.
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

import live_test
from browser_cases import CASES, CHECK_SCRIPT

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


def check_report(browser, binary, out, failures):
    report = os.path.join(out, "report.html")
    shot = os.path.join(out, "report.png")
    subprocess.run([binary, "--virtual", "--report", report, "-e", PROGRAM],
                   capture_output=True, timeout=60)
    html = open(report, encoding="utf-8").read()
    # A block's stages are rows too (`<g class="stage inner"`): the third pipeline has some.
    stages = len(re.findall(r'<g class="stage[ "]', html))
    marbles = len(re.findall(r'<g class="marble[ "]', html))
    if html.count('<section class="pipeline"') != 4:
        failures.append("the report should hold 4 pipelines")
    if html.count('<g class="stage inner') != 6:
        failures.append("the report should hold 6 rows for the stages of a block (two uses)")
    if html.count('<input type="range" class="zoom"') != 4:
        failures.append("the report should have a zoom control per diagram")
    dom = run_browser(browser, ["--enable-logging=stderr", "--v=0", "--dump-dom",
                                "file://" + report])
    ready = re.search(r'<div id="sbx-ready" hidden="" data-stages="(\d+)" data-marbles="(\d+)"',
                      dom.stdout)
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
    screenshot(browser, report, shot, 1000, 1800, failures)
    print(f"report {report}: {stages} stage rows, {marbles} marbles")


def screenshot(browser, page, shot, width, height, failures):
    run_browser(browser, ["--screenshot=" + shot, f"--window-size={width},{height}",
                          "file://" + page])
    if not os.path.exists(shot):
        failures.append(f"no screenshot {shot}")
        return
    colours, w, h = png_colours(shot)
    if colours < 20:
        failures.append(f"{shot} looks blank ({colours} colours)")
    print(f"screenshot {shot}: {w}x{h}, {colours} colours")


def check_case(browser, binary, out, name, args, expect, failures):
    run = subprocess.run([binary, "--virtual", "--marbles=svg"] + args,
                         capture_output=True, text=True, timeout=60)
    svg = run.stdout
    if svg.count("<?xml") != 1 or svg.count("<svg ") != 1 or not svg.endswith("</svg>\n"):
        failures.append(f"{name}: standard output is not one SVG document")
        return
    with open(os.path.join(out, name + ".svg"), "w", encoding="utf-8") as f:
        f.write(svg)
    width = int(float(re.search(r'<svg [^>]*width="([\d.]+)"', svg).group(1)))
    height = int(float(re.search(r'<svg [^>]*height="([\d.]+)"', svg).group(1)))
    page = os.path.join(out, name + ".html")
    with open(page, "w", encoding="utf-8") as f:
        f.write("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>body{margin:0}"
                "</style></head><body>\n" + svg.split("\n", 1)[1] +
                "<script>" + CHECK_SCRIPT + "</script></body></html>\n")
    dom = run_browser(browser, ["--dump-dom", "file://" + page])
    found = re.search(r'<div id="sbx-check" hidden="" data-panels="(\d+)" data-rows="(\d+)" '
                      r'data-inner="(\d+)" data-counts="(\d+)" data-values="(\d+)" '
                      r'data-overlaps="(\d+)">([^<]*)<', dom.stdout)
    if not found:
        failures.append(f"{name}: the page's check did not run")
        return
    panels, rows, inner, counts, values, overlaps = map(int, found.groups()[:6])
    if overlaps:
        failures.append(f"{name}: {overlaps} problems: {found.group(7)}")
    if expect["panels"] is not None and panels != expect["panels"]:
        failures.append(f"{name}: {panels} panels, expected {expect['panels']}")
    for key, got in (("rows", rows), ("inner", inner), ("counts", counts), ("values", values)):
        if got < expect.get(key, 0):
            failures.append(f"{name}: {got} {key}, expected at least {expect[key]}")
    screenshot(browser, page, os.path.join(out, name + ".png"), width, height, failures)
    print(f"{name}: {panels} panels, {rows} rows ({inner} inner), {values} value marbles, "
          f"{counts} count marbles, no overlap" if not overlaps else f"{name}: overlaps")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=".build/debug/signalbox")
    parser.add_argument("--out", default=None, help="keep the pages and the screenshots here")
    args = parser.parse_args()
    browser = chromium()
    if browser is None:
        print("browser test failed: no chromium (make test-browser installs it: "
              "apt-get install chromium)")
        return 1
    out = os.path.abspath(args.out or tempfile.mkdtemp())
    os.makedirs(out, exist_ok=True)
    failures = []
    check_report(browser, args.bin, out, failures)
    for name, case_args, expect in CASES:
        check_case(browser, args.bin, out, name, case_args, expect, failures)
    live_test.check_live(browser, args.bin, out, failures)
    live_test.check_shared(browser, args.bin, out, failures)
    for shot in ("live.png", "live-shared.png"):
        live_shot = os.path.join(out, shot)
        if os.path.exists(live_shot) and png_colours(live_shot)[0] < 20:
            failures.append(f"{live_shot} looks blank")
    for failure in failures:
        print("FAIL: " + failure)
    print("browser test " + ("failed" if failures else "passed"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
