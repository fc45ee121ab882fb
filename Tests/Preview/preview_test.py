"""The REPL's preview while typing (docs/repl.md, "Preview while typing"), in a
pseudo-terminal whose screen pyte keeps: pipelines typed a character at a time, and the
screen read after the pause that shows the preview. Nothing here sleeps to check timing:
it waits for output (at most `TIMEOUT` seconds each time) and measures the echo.

    python3 Tests/Preview/preview_test.py --bin .build/debug/signalbox [--capture FILE.svg]

`make test-preview` runs it (and installs pyte from the package mirror when missing)."""
import argparse
import contextlib
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal import Terminal  # noqa: E402

TIMEOUT = 10.0
PROMPT = "sbx>"


class Failure(Exception):
    pass


def check(condition, what, terminal=None):
    if not condition:
        screen = ("\n--- screen ---\n" + terminal.text()) if terminal else ""
        raise Failure(what + screen)


def start(binary, arguments=(), env=None, columns=100, rows=30, answers=True, answer_delay=0.0):
    home = tempfile.mkdtemp()
    environment = {"SIGNALBOX_HISTORY": os.path.join(home, "history"), "HOME": home}
    environment.update(env or {})
    terminal = Terminal([binary, *arguments], columns=columns, rows=rows, env=environment,
                        answers=answers, answer_delay=answer_delay)
    check(terminal.wait(lambda t: PROMPT in t.text()), "no prompt", terminal)
    return terminal


@contextlib.contextmanager
def started(binary, arguments=(), env=None, rows=30, answers=True, answer_delay=0.0):
    """A REPL at its prompt, closed when the block ends (whether its checks pass or not)."""
    terminal = start(binary, arguments, env=env, rows=rows, answers=answers,
                     answer_delay=answer_delay)
    try:
        yield terminal
    finally:
        terminal.close()


def prompt_line(terminal):
    return terminal.lines()[terminal.cursor_row()]


def type_slowly(terminal, text):
    """Types `text` a character at a time, each after the last one's echo; returns each
    keystroke-to-echo time in seconds."""
    times = []
    typed = terminal.screen.display[terminal.cursor_row()][:terminal.screen.cursor.x]
    for character in text:
        typed += character
        sent = time.monotonic()
        terminal.type(character)
        expected = typed.rstrip()
        echoed = terminal.wait(lambda t: prompt_line(t).rstrip() == expected)
        check(echoed, "no echo of %r" % character, terminal)
        times.append(time.monotonic() - sent)
    return times


def preview(terminal, condition):
    """The rows under the line once `condition(rows)` holds."""
    shown = terminal.wait(lambda t: condition(t.below_cursor()))
    check(shown, "the preview did not show", terminal)
    return terminal.below_cursor()


def test_events_and_marbles_before_enter(binary, capture):
    with started(binary) as t:
        type_slowly(t, "interval 0.5 | take 4 | map x * 10")
        rows = preview(t, lambda rows: any(r.startswith("3:map") for r in rows))
        check(rows[:5] == [
            "0.500 next 0", "1.000 next 10", "1.500 next 20", "2.000 next 30",
            "2.000 completed"], "the four events", t)
        check(any(r.startswith("1:interval") for r in rows), "a marble row per stage", t)
        check(t.text().count(PROMPT) == 1, "the line ran before Enter", t)
        if capture:
            write_svg(t, capture)
        # A parse error: its message and the caret under the mistake.
        type_slowly(t, " | thro")
        rows = preview(t, lambda rows: any("unknown operator 'thro'" in r for r in rows))
        source = next(r for r in rows if r.strip().startswith("interval"))
        caret = rows[rows.index(source) + 1]
        check(caret.strip() == "^" and caret.index("^") == source.index("thro"),
              "the caret under 'thro'", t)
        # Enter runs the line as today, the preview gone first.
        for _ in " | thro":
            t.type("\x7f")
        t.wait(lambda t: prompt_line(t).rstrip().endswith("x * 10"))
        t.type("\r")
        check(t.wait(lambda t: t.text().count(PROMPT) == 2), "no prompt after Enter", t)
        lines = t.lines()
        first = next(k for k, line in enumerate(lines) if line.startswith(PROMPT))
        ran = lines[first + 1:first + 6]
        check(ran[0].endswith("next 0") and ran[4].endswith("completed"), "Enter ran it", t)
        check(not any(line.startswith("1:interval") for line in lines),
              "the preview's rows were cleared", t)


def test_runaway_is_cut_off(binary):
    with started(binary) as t:
        t.type("range 1, 1e12 | filter x < 0")
        rows = preview(t, lambda rows: any(r.startswith("(") for r in rows))
        check("(preview cut off after 50 ms)" in rows, "the cut-off note", t)
        # Inside one value, the language's functions stop too (a gigabyte built by `*`,
        # 17 s on release before they asked for the interrupt), and the next line previews.
        t.type("\x15")
        check(t.wait(lambda t: not any(r.startswith("(") for r in t.below_cursor())),
              "the last preview taken down", t)
        t.type('just "a" | map len(x * 1000000000)')
        rows = preview(t, lambda rows: any(r.startswith("(") for r in rows))
        check("(preview cut off after 50 ms)" in rows, "a long function's cut-off note", t)
        t.type("\x15")  # the same in a statement's value
        check(t.wait(lambda t: not any(r.startswith("(") for r in t.below_cursor())),
              "the last preview taken down", t)
        t.type('let s = "a" * 1000000000')
        rows = preview(t, lambda rows: any(r.startswith("(") for r in rows))
        check("(preview cut off after 50 ms)" in rows, "a long let's cut-off note", t)
        t.type("\x15")  # Ctrl-U: the line emptied
        t.type("range 1, 1e12")
        rows = preview(t, lambda rows: any(r.startswith("(the first") for r in rows))
        check(rows[0] == "0.000 next 1", "the first values of a long range", t)


def test_effects_are_refused_and_off_turns_it_off(binary):
    with started(binary) as t:
        t.type("subject s\r")
        t.wait(lambda t: t.text().count(PROMPT) == 2)
        t.type("send s, 1")
        rows = preview(t, lambda rows: bool(rows))
        check(rows == ["(no preview: this acts on the subject 's'; Enter runs it)"],
              "send refused", t)
        t.type("\x15:preview off\r")
        check(t.wait(lambda t: "(preview off)" in t.text()), "no note for :preview off", t)
        t.type("\x15just 1")
        check(never_shows(t, "next 1"), "a preview with the preview off", t)


def test_multi_line_entry_and_ctrl_l(binary):
    with started(binary) as t:
        t.type("from [1,\r")
        check(t.wait(lambda t: prompt_line(t).startswith("...[")), "no continuation prompt", t)
        t.type("2] | map x * 2")
        rows = preview(t, lambda rows: any("completed" in r for r in rows))
        check(rows[:3] == ["0.000 next 2", "0.000 next 4", "0.000 completed"],
              "the whole entry previewed", t)
        # Ctrl-L clears the screen; the preview comes back under the line, once.
        t.type("\x0c")
        check(t.wait(lambda t: t.lines()[0].startswith("...[")), "Ctrl-L did not clear", t)
        rows = preview(t, lambda rows: any("completed" in r for r in rows))
        check(t.text().count("0.000 next 4") == 1, "the preview drawn twice", t)
        t.type("\r")
        check(t.wait(lambda t: t.text().count(PROMPT) == 1 and "next 4" in t.text()
                     and prompt_line(t).startswith(PROMPT)), "Enter did not run the entry", t)


def test_resize_draws_it_again(binary):
    with started(binary) as t:
        t.type("interval 0.5 | take 4")
        preview(t, lambda rows: any(r.startswith("2:take") for r in rows))
        # pyte cuts the old rows at the new width; the ones drawn again end whole.
        t.resize(60, 30)
        rows = preview(t, lambda rows: any(
            r.startswith("2:take") and r.endswith("|)") for r in rows))
        check(all(len(r) < 60 for r in rows), "a row wider than the window", t)


def test_history_never_scrolls(binary):
    pipeline = "interval 0.5 | take 4 | map x"
    with started(binary, rows=12) as t:
        # A few rows under the prompt: the preview shrinks to them.
        t.fill(t.rows - 5)
        row, history = t.cursor_row(), t.lines()[:t.cursor_row()]
        room = t.rows - 1 - row
        check(1 <= room <= 4, "the prompt %d rows above the bottom" % room, t)
        type_slowly(t, pipeline)
        rows = preview(t, lambda rows: len(rows) == room)
        check(rows == ["0.500 next 0", "1.000 next 1", "1.500 next 2", "2.000 next 3",
                       "2.000 completed"][:room], "the preview's first rows", t)
        check(t.cursor_row() == row and t.lines()[:row] == history, "the history scrolled", t)
        # The prompt on the last row: nothing under it, nothing scrolled.
        t.type("\x15")
        t.wait(lambda t: not t.below_cursor())
        t.fill(t.rows - 1)
        history = t.lines()[:-1]
        type_slowly(t, pipeline)
        check(never_shows(t, "next"), "a preview under the last row", t)
        check(t.cursor_row() == t.rows - 1 and t.lines()[:-1] == history,
              "the history scrolled", t)
        check(prompt_line(t).rstrip() == PROMPT + " " + pipeline, "the line as typed", t)


def test_terminal_that_does_not_answer(binary):
    with started(binary, answers=False) as t:
        type_slowly(t, "just 42")
        check(never_shows(t, "next 42"), "a preview without knowing the cursor's row", t)
        t.type("\r")
        check(t.wait(lambda t: t.text().count(PROMPT) == 2), "no prompt after Enter", t)
        check(t.text().count("next 42") == 1, "a key was eaten", t)


# Keystroke-to-echo bounds, generous enough for a loaded two-core machine running a debug
# build (typically 1-25 ms a key there): the median key, the slowest key, and how much
# slower the median key may be with the preview on than with it off.
MEDIAN_ECHO, SLOWEST_ECHO, PREVIEW_COST = 0.100, 0.500, 0.050


def test_typing_is_not_slowed(binary):
    """The time from each key written to the pty to its echo on the pyte screen, typing a
    pipeline a key at a time (each after the last one's echo: faster than the preview's
    pause, as a typist's burst), with the preview on and with `--no-preview`."""
    line = "interval 0.5 | take 4 | map x * 10 | filter x > 5"
    measured = {}
    for name, arguments in (("on", ()), ("off", ("--no-preview",))):
        with started(binary, arguments) as t:
            times = sorted(type_slowly(t, line))
            measured[name] = (times[len(times) // 2], times[-1])
    (median, slowest), (median_off, _) = measured["on"], measured["off"]
    summary = "median echo %.1f ms, slowest %.1f ms; without the preview median %.1f ms" % (
        median * 1000, slowest * 1000, median_off * 1000)
    check(median < MEDIAN_ECHO, "the median key's echo: " + summary)
    check(slowest < SLOWEST_ECHO, "the slowest key's echo: " + summary)
    check(median - median_off < PREVIEW_COST, "the preview slows typing: " + summary)
    return summary


def test_late_answers_and_keys_while_waiting(binary):
    """The terminal answers 0.6 s late (after the REPL stopped waiting, at 250 ms): a key
    typed while the REPL waits reaches the line, and the late answer never does."""
    with started(binary, answer_delay=0.6) as t:
        type_slowly(t, "just 4")
        check(t.wait(lambda t: t.questions == 1), "the cursor's row was not asked", t)
        t.type("2")  # while the REPL waits for the answer
        check(t.wait(lambda t: prompt_line(t).rstrip() == PROMPT + " just 42"),
              "the key typed while waiting", t)
        check(t.wait(lambda t: not t.held), "the late answer was not sent", t)
        check(never_shows(t, "next 42"), "a preview without an answer in time", t)
        t.type("\r")
        check(t.wait(lambda t: t.text().count(PROMPT) == 2), "no prompt after Enter", t)
        check(t.text().count("next 42") == 1 and PROMPT + " just 42" in t.lines(),
              "the late answer reached the line", t)


def never_shows(terminal, text):
    """Whether `text` stays out of the rows under the line for a second: ample for a
    preview, which comes 120 ms after the last key (the other tests see it come)."""
    return not terminal.wait(
        lambda t: any(text in row for row in t.below_cursor()), timeout=1.0)


def test_no_preview_when_off(binary, arguments=(), env=None):
    with started(binary, arguments, env=env) as t:
        t.type("just 42")
        check(never_shows(t, "next 42"), "a preview while it is off", t)
        t.type("\r")
        check(t.wait(lambda t: t.text().count(PROMPT) == 2), "no prompt after Enter", t)
        check(t.text().count("next 42") == 1, "Enter did not run it", t)


def test_explore_previews_the_sample(binary):
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "logs.ndjson")
    with open(path, "w") as f:
        f.write('{"level": "info", "msg": "up", "kubernetes": {"pod": {"name": "a"}}}\n')
        f.write('{"level": "error", "msg": "disk full", "kubernetes": {"pod": {"name": "b"}}}\n')
        f.write('{"level": "error", "msg": "oom", "kubernetes": {"pod": {"name": "c"}}}\n')
    with started(binary, ["explore", path]) as t:
        check("(stdin: %s, 3 values)" % path in t.text(), "the sample's note", t)
        type_slowly(t, 'stdin | filter .level == "error" | map .msg')
        rows = preview(t, lambda rows: any("completed" in r for r in rows))
        check(rows[:3] == ['0.000 next "disk full"', '0.000 next "oom"', "0.000 completed"],
              "the matching sample values", t)
        # Completion offers the sample's field paths.
        t.type("\x15stdin | map .kubernetes.p\t")
        check(t.wait(lambda t: prompt_line(t).endswith(".kubernetes.pod")),
              "no completion of .kubernetes.pod", t)
        # Enter reads the sample too, and again for the next entry.
        t.type("\x15stdin | count\r")
        t.wait(lambda t: t.text().count(" next 3") >= 1 and t.text().count(PROMPT) >= 3)
        t.type("stdin | count\r")
        check(t.wait(lambda t: t.text().count(" next 3") == 2), "the sample read again", t)


def write_svg(terminal, path):
    """The screen as an SVG picture (docs/repl.md's capture)."""
    lines = terminal.lines()
    while lines and not lines[-1]:
        lines.pop()
    width, height = 8.4 * terminal.columns + 20, 18 * len(lines) + 20
    escape = {"&": "&amp;", "<": "&lt;", ">": "&gt;"}
    rows = []
    for k, line in enumerate(lines):
        text = "".join(escape.get(c, c) for c in line)
        rows.append('<text x="10" y="%d" xml:space="preserve">%s</text>' % (24 + 18 * k, text))
    with open(path, "w") as f:
        f.write('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d">\n'
                % (width, height))
        f.write('<rect width="100%" height="100%" fill="#1e1e1e"/>\n')
        f.write('<g font-family="DejaVu Sans Mono, monospace" font-size="14" fill="#d4d4d4">\n')
        f.write("\n".join(rows) + "\n</g>\n</svg>\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--capture", help="write the preview's screen as an SVG here")
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.bin)
    tests = [
        ("events and marbles before Enter; a caret; Enter runs it",
         lambda: test_events_and_marbles_before_enter(binary, arguments.capture)),
        ("a runaway preview is cut off", lambda: test_runaway_is_cut_off(binary)),
        ("effects refused; :preview off",
         lambda: test_effects_are_refused_and_off_turns_it_off(binary)),
        ("a multi-line entry; Ctrl-L", lambda: test_multi_line_entry_and_ctrl_l(binary)),
        ("resize: drawn again at the new width", lambda: test_resize_draws_it_again(binary)),
        ("TERM=dumb: no preview",
         lambda: test_no_preview_when_off(binary, env={"TERM": "dumb"})),
        ("--no-preview: none", lambda: test_no_preview_when_off(binary, ["--no-preview"])),
        ("explore FILE previews its sample", lambda: test_explore_previews_the_sample(binary)),
        ("the history never scrolls", lambda: test_history_never_scrolls(binary)),
        ("typing is not slowed (keystroke-to-echo)", lambda: test_typing_is_not_slowed(binary)),
        ("a terminal that does not answer: no preview, no key lost",
         lambda: test_terminal_that_does_not_answer(binary)),
        ("a late answer never reaches the line; keys typed meanwhile do",
         lambda: test_late_answers_and_keys_while_waiting(binary)),
    ]
    failed = 0
    for name, test in tests:
        try:
            result = test()
            extra = " (%s)" % result if result else ""
            print("ok    %s%s" % (name, extra))
        except Failure as failure:
            failed += 1
            print("FAIL  %s: %s" % (name, failure))
    print("%d of %d passed" % (len(tests) - failed, len(tests)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
