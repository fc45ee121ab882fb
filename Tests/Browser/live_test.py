"""The live view in a real browser (part of browser_test.py, `make test-browser`).

Headless Chromium is started first (DevTools protocol on a port of its own), then
`signalbox --live -e 'interval 0.2 | take 10 | map x * x'` on the real clock; as soon as it
prints its address, the page is opened through the DevTools protocol and its DOM read every
100 ms while the pipeline runs. Checked:

- requests without the token, with a wrong token, or with a foreign Host are refused (403);
- marbles appear while the pipeline runs (a sample of the running flow with 1 to 9 values);
- the final DOM holds the 10 values of `3:map` and its end mark;
- the console shows no error (console.error, an uncaught exception, a CSP violation, a
  failed request: Runtime and Log events);
- the page closes its stream when the program has ended, and signalbox then exits 0;
- (check_shared) a hot connection's own stages and a command's execution are panels of their
  own, the connection's rows seen growing while it runs, each ended with its values.

The screenshot is kept as live.png in --out. `python3 Tests/Browser/live_test.py --bin BIN`
draws docs/images/live.png again (three statements, a panel each). The DevTools protocol is spoken over a
WebSocket written here (the standard library has no client): frames of text, masked.
"""
import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

PROGRAM = "interval 0.2 | take 10 | map x * x"

# Runs in the page: what the flow of the pipeline shows now.
PROBE = """(function(){
var f=document.querySelector('section.flow');
var row=f&&f.querySelector('g.stage[data-stage="3:map"]');
var n=0; if(row) row.querySelectorAll('g.marble').forEach(function(m){
  n+=parseInt(m.getAttribute('data-n')||'0',10);});
return JSON.stringify({state:f?f.getAttribute('data-state'):null, values:n,
  ends:row?row.querySelectorAll('g.end').length:0,
  rows:f?f.querySelectorAll('g.stage').length:0,
  page:document.getElementById('sbx-live').getAttribute('data-state')});
})()"""


class DevTools:
    """A DevTools protocol connection: commands by id; events kept in `events`."""

    def __init__(self, url):
        u = urllib.parse.urlparse(url)
        self.sock = socket.create_connection((u.hostname, u.port), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {u.path} HTTP/1.1\r\nHost: {u.hostname}:{u.port}\r\n"
                           "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
                          .encode())
        head = b""
        while b"\r\n\r\n" not in head:
            head += self.sock.recv(1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise RuntimeError("DevTools refused the WebSocket: " + head.decode(errors="replace"))
        self.last = 0
        self.events = []

    def _exact(self, n):
        buf = b""
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise EOFError("DevTools closed the connection")
            buf += chunk
        return buf

    def _receive(self):
        payload = b""
        while True:
            b0, b1 = self._exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._exact(8))[0]
            mask = self._exact(4) if b1 & 0x80 else None
            data = self._exact(n)
            if mask:
                data = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
            payload += data
            if b0 & 0x80:
                return json.loads(payload)

    def call(self, method, **params):
        self.last += 1
        data = json.dumps({"id": self.last, "method": method, "params": params}).encode()
        header = bytearray([0x81])
        if len(data) < 126:
            header.append(0x80 | len(data))
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        mask = os.urandom(4)
        self.sock.sendall(bytes(header) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))
        while True:
            message = self._receive()
            if message.get("id") == self.last:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def evaluate(self, expression):
        return self.call("Runtime.evaluate", expression=expression,
                         returnByValue=True)["result"].get("value")


def start_chromium(browser):
    profile = tempfile.mkdtemp()
    process = subprocess.Popen(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--no-first-run", "--disable-extensions", "--remote-debugging-port=0",
         "--user-data-dir=" + profile, "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    active = os.path.join(profile, "DevToolsActivePort")
    deadline = time.time() + 60
    while not (os.path.exists(active) and len(open(active).read().split("\n")) >= 2):
        if time.time() > deadline or process.poll() is not None:
            raise RuntimeError("Chromium did not open its DevTools port")
        time.sleep(0.05)
    port = int(open(active).read().split("\n")[0])
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
    page = next(t for t in targets if t.get("type") == "page")
    return process, profile, DevTools(page["webSocketDebuggerUrl"])


def status_of(url, headers=None):
    try:
        return urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}),
                                      timeout=10).status
    except urllib.error.HTTPError as error:
        return error.code


def check_refusals(base, token, failures):
    port = urllib.parse.urlparse(base).port
    for what, url, headers in [
            ("the page without the token", base + "/", None),
            ("the stream without the token", base + "/events", None),
            ("the page with a wrong token", base + "/?k=" + "0" * 32, None),
            ("a foreign Host", base + "/?k=" + token, {"Host": f"evil.example:{port}"}),
            ("a foreign Origin", base + "/events?k=" + token, {"Origin": "http://evil.example"})]:
        status = status_of(url, headers)
        if status != 403:
            failures.append(f"live: {what} got status {status}, not 403")
    print("live: requests without the token or from another host are refused (403)")


def screenshot(tools, path):
    with open(path, "wb") as f:
        f.write(base64.b64decode(tools.call("Page.captureScreenshot", format="png")["data"]))


def expect_exit(run, failures, after, once):
    """signalbox ends by itself, with status 0, once its pages have read everything."""
    try:
        status = run.wait(timeout=10)
        if status != 0:
            failures.append(f"live: signalbox exited with {status} after {after}")
    except subprocess.TimeoutExpired:
        failures.append(f"live: signalbox did not exit once {once}")


def stop(run, chromium, profile):
    if run is not None and run.poll() is None:
        run.kill()
    chromium.kill()
    chromium.wait()
    shutil.rmtree(profile, ignore_errors=True)


def start_live(tools, binary, program, height):
    """The page at `height` pixels (1000 wide), and `signalbox --live -e program`, whose
    first line on stderr names the page's address."""
    tools.call("Emulation.setDeviceMetricsOverride", width=1000, height=height,
               deviceScaleFactor=1, mobile=False)
    return subprocess.Popen([binary, "--live", "-e", program], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def check_live(browser, binary, out, failures):
    chromium, profile, tools = start_chromium(browser)
    run = None
    try:
        tools.call("Runtime.enable")
        tools.call("Log.enable")
        tools.call("Page.enable")
        run = start_live(tools, binary, PROGRAM, 560)
        line = run.stderr.readline()
        found = re.match(r"live view: (http://127\.0\.0\.1:\d+)/\?k=([0-9a-f]{32})$", line.strip())
        if not found:
            failures.append(f"live: no address on stderr (got {line!r})")
            return
        base, token = found.groups()
        check_refusals(base, token, failures)
        tools.call("Page.navigate", url=f"{base}/?k={token}")
        samples = []
        deadline = time.time() + 30
        while time.time() < deadline:
            sample = json.loads(tools.evaluate(PROBE) or "{}")
            samples.append(sample)
            if sample.get("state") == "ended" and sample.get("page") == "ended":
                break
            time.sleep(0.1)
        running = [s for s in samples if s.get("state") == "running" and 0 < s["values"] < 10]
        if not running:
            failures.append("live: no marbles seen while the pipeline ran: " + str(samples[:5]))
        final = samples[-1] if samples else {}
        if final.get("values") != 10 or final.get("ends") != 1 or final.get("rows") != 3:
            failures.append(f"live: the final DOM should hold 3 rows, 10 values of 3:map and "
                            f"its end mark: {final}")
        if final.get("page") != "ended":
            failures.append(f"live: the page was not told the session ended: {final}")
        shot = os.path.join(out, "live.png")
        screenshot(tools, shot)
        errors = []
        for event in tools.events:
            method, params = event.get("method"), event.get("params", {})
            if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
                errors.append("console." + params["type"] + ": " + json.dumps(params.get("args")))
            elif method == "Runtime.exceptionThrown":
                errors.append("exception: " + json.dumps(params.get("exceptionDetails")))
            elif method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
                errors.append("log: " + params["entry"].get("text", ""))
        if errors:
            failures.append("live: the console shows errors:\n  " + "\n  ".join(errors))
        expect_exit(run, failures, "the page read all", "the page had read everything")
        print(f"live: {len(running)} samples with marbles while running, final {final}, "
              f"{len(errors)} console errors; screenshot {shot}")
    finally:
        stop(run, chromium, profile)


SHARED_PROGRAM = """let p = interval 0.3 | take 4 | publish
p | map x * 10 &
connect p
command c = { timer 0.6, x * 2 }
execute c, 5
sleep 1.5
"""

# Runs in the page: each panel's title, state, and per stage its values and end marks.
SHARED_PROBE = """(function(){
return JSON.stringify(Array.prototype.map.call(document.querySelectorAll('section.flow'),
  function(f){var stages={};
    f.querySelectorAll('g.stage').forEach(function(g){var n=0;
      g.querySelectorAll('g.marble').forEach(function(m){
        n+=parseInt(m.getAttribute('data-n')||'0',10);});
      stages[g.getAttribute('data-stage')]=[n,g.querySelectorAll('g.end').length];});
    return {title:f.querySelector('pre').textContent,state:f.getAttribute('data-state'),
      stages:stages};}));
})()"""


def check_shared(browser, binary, out, failures):
    """A hot connection's own stages and a command's execution: panels of their own, drawn
    while they run (the connection's rows grow), ended as the report ends them."""
    chromium, profile, tools = start_chromium(browser)
    run = None
    try:
        tools.call("Runtime.enable")
        run = start_live(tools, binary, SHARED_PROGRAM, 900)
        url = run.stderr.readline().strip().split(" ", 2)[2]
        tools.call("Page.navigate", url=url)
        samples = []
        deadline = time.time() + 30
        while time.time() < deadline:
            sample = json.loads(tools.evaluate(SHARED_PROBE) or "[]")
            samples.append(sample)
            if len(sample) == 3 and all(f["state"] == "ended" for f in sample):
                break
            time.sleep(0.1)
        final = {f["title"]: f for f in (samples[-1] if samples else [])}
        expected = ["let p (connected)", "p | map x * 10 &", "execute c, 5"]
        if sorted(final) != sorted(expected):
            failures.append(f"live: the panels should be {expected}: {list(final)}")
        hot = final.get("let p (connected)", {}).get("stages", {})
        if hot.get("3:publish") != [4, 1] or hot.get("1:interval", [0])[0] != 4:
            failures.append(f"live: the connection's panel should hold its 4 values: {hot}")
        growing = [f for sample in samples for f in sample
                   if f["title"] == "let p (connected)" and f["state"] == "running"
                   and 0 < f["stages"].get("3:publish", [0])[0] < 4]
        if not growing:
            failures.append("live: the connection's rows were not seen growing")
        execution = final.get("execute c, 5", {}).get("stages", {})
        if execution.get("1:timer") != [1, 1]:
            failures.append(f"live: the execution's panel should hold its value and end: "
                            f"{execution}")
        shot = os.path.join(out, "live-shared.png")
        screenshot(tools, shot)
        expect_exit(run, failures, "the shared flows", "the page had read the shared flows")
        print(f"live: shared flows {[(t, f['state']) for t, f in final.items()]}, "
              f"{len(growing)} samples of the connection growing; screenshot {shot}")
    finally:
        stop(run, chromium, profile)


DOCS_PROGRAM = """interval 0.25 | take 8 | map x * x
marbles "ab|", 0.5 | flattenMap { y -> interval 0.3 | take 3 | map y + str(x) }
from [1, 2, 0] | map 4 / x
"""


def docs_image(browser, binary, path):
    """docs/images/live.png: the page after three statements ran, one panel each."""
    chromium, profile, tools = start_chromium(browser)
    run = None
    try:
        run = start_live(tools, binary, DOCS_PROGRAM, 1290)
        url = run.stderr.readline().strip().split(" ", 2)[2]
        tools.call("Page.navigate", url=url)
        deadline = time.time() + 30
        while time.time() < deadline and tools.evaluate(
                "document.querySelectorAll('section.flow[data-state=ended]').length") != 3:
            time.sleep(0.2)
        time.sleep(0.5)
        screenshot(tools, path)
        print("wrote " + path)
    finally:
        stop(run, chromium, profile)


if __name__ == "__main__":
    import argparse
    import sys
    parser = argparse.ArgumentParser(description="docs/images/live.png, drawn again")
    parser.add_argument("--bin", default=".build/debug/signalbox")
    parser.add_argument("--out", default="docs/images/live.png")
    arguments = parser.parse_args()
    docs_image(shutil.which("chromium") or "chromium", arguments.bin, arguments.out)
    sys.exit(0)
