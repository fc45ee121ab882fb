"""A signalbox REPL in a pseudo-terminal, its screen kept by pyte (a terminal emulator):
what a user at a keyboard would see. Used by preview_test.py."""
import fcntl
import os
import pty
import select
import struct
import termios
import time

import pyte


class Terminal:
    def __init__(self, argv, columns=100, rows=30, env=None, answers=True, answer_delay=0.0):
        self.columns, self.rows = columns, rows
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        environment = dict(os.environ)
        environment.update({"TERM": "xterm", "NO_COLOR": "1"})
        environment.pop("COLUMNS", None)
        environment.pop("LINES", None)
        environment.update(env or {})
        pid, fd = pty.fork()
        if pid == 0:
            os.execve(argv[0], argv, environment)
        self.pid, self.fd = pid, fd
        # What the screen answers (the cursor's position, asked with ESC [ 6 n) goes back to
        # the program as a terminal's would; `answers=False`: a terminal that never answers.
        # `answer_delay`: each answer is held that many seconds (a slow terminal or link).
        self.questions, self.held = 0, []
        if answers:
            def answer(text):
                self.questions += 1
                if answer_delay:
                    self.held.append((time.monotonic() + answer_delay, text))
                else:
                    os.write(fd, text.encode())
            self.screen.write_process_input = answer
        self.resize(columns, rows)

    def resize(self, columns, rows):
        self.columns, self.rows = columns, rows
        self.screen.resize(rows, columns)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))

    def pump(self, timeout):
        """Feeds the screen what the program wrote within `timeout` seconds; False if nothing."""
        while self.held and self.held[0][0] <= time.monotonic():
            os.write(self.fd, self.held.pop(0)[1].encode())
        if self.held:
            timeout = min(timeout, max(0.0, self.held[0][0] - time.monotonic()))
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            return False
        self.stream.feed(data)
        return bool(data)

    def wait(self, condition, timeout=10.0):
        """Reads output until `condition(self)` holds; False when it did not within `timeout`."""
        deadline = time.monotonic() + timeout
        while not condition(self):
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            self.pump(min(left, 0.05))
        return True

    def type(self, text):
        os.write(self.fd, text.encode())

    def lines(self):
        return [line.rstrip() for line in self.screen.display]

    def text(self):
        return "\n".join(self.lines())

    def fill(self, row):
        """Runs `just K` (K = 1001, 1002, ...) until the prompt is on `row` or under it."""
        k = 1000
        while self.cursor_row() < row:
            k += 1
            self.type("just %d\r" % k)
            self.wait(lambda t: "next %d" % k in t.text()
                      and t.lines()[t.cursor_row()].rstrip() == "sbx>")

    def cursor_row(self):
        return self.screen.cursor.y

    def below_cursor(self):
        """The rows under the cursor's row, trailing blank rows dropped."""
        rows = self.lines()[self.cursor_row() + 1:]
        while rows and not rows[-1]:
            rows.pop()
        return rows

    def close(self):
        try:
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        os.close(self.fd)
