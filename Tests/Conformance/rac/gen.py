#!/usr/bin/env python3
"""Writes the RAC conformance cases: ReactiveObjC's own specs (ReactiveCocoa/ReactiveObjC,
ReactiveObjCTests/*Spec.m), one case per `it` the language can express.
Run `python3 gen.py` in this directory; README.md says what is translated and what not."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_common import write  # noqa: E402
from gen_other import (command_spec, disposable_spec, multicast_spec, scheduler_spec,  # noqa: E402
                       sequence_spec, subject_spec)
from gen_signal import signal_spec  # noqa: E402
from gen_stream import stream_examples  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    files = [
        ("rac-signal.cases", lambda: (stream_examples("RACSignalSpec.m", "signal"), signal_spec())),
        ("rac-subject.cases", subject_spec),
        ("rac-command.cases", command_spec),
        ("rac-multicast.cases", multicast_spec),
        ("rac-sequence.cases", lambda: (stream_examples("RACSequenceSpec.m", "sequence"),
                                        sequence_spec())),
        ("rac-scheduler.cases", scheduler_spec),
        ("rac-disposable.cases", disposable_spec),
    ]
    for name, build in files:
        build()
        write(os.path.join(HERE, name))


if __name__ == "__main__":
    main()
