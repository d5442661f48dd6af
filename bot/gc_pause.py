"""The cyclic garbage collector paused while a process imports what it runs on.

Start-up imports create hundreds of thousands of objects (modules, classes, functions, message
catalogues, engine tables) that live as long as the process.  The collector's passes during
the imports free none of them, and its full passes walk all of them again, ever longer as the
imports go on (``/usr/bin/time`` on a console that starts and quits, GAMUT_AI_WORKERS=0: about
2.0 s of processor time with the collector, 0.7 s without).  Objects without cycles are still
freed at once by reference counting; cycles made meanwhile wait for the next pass.

At the end the survivors are frozen (``gc.freeze``): moved out of the collector's generations
for good, so its later full passes do not walk them either (what ``GamutBot.setup_hook`` does
for what it built).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic collector for the block, then freeze what the block left alive and
    restore the collector as it was (a caller that had it off keeps it off)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()
