"""A Ctrl-C that lands just before a blocking read starts waiting still stops the read.

readline (and a plain read) notice a signal only when it interrupts their wait; one arriving in
the instant before was noticed at the next key press, and Ctrl-C at the console seemed to do
nothing (seen under load: the process-level test hung one time in eight).  The signal's number
also reaches a wakeup pipe, and a helper thread sends the signal to the main thread again
until the read ends.  Here the "missed" signal is staged by writing its number to that pipe
without a signal, and the read is a blocking read of an empty pipe.
"""

from __future__ import annotations

import os
import signal
import threading

import pytest

from bot.console.lines import signals_resent_during_read

SAFETY = 30.0  # seconds after which the empty pipe is fed, so a failure never hangs the suite


def test_a_stop_signal_that_missed_the_read_is_sent_again_until_the_read_ends():
    handled: list[int] = []

    def handler(signum: int, frame: object) -> None:
        handled.append(signum)
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGINT, handler)
    reader, writer = os.pipe()
    rescue = threading.Timer(SAFETY, os.write, (writer, b"x"))
    rescue.start()
    try:
        with pytest.raises(KeyboardInterrupt), signals_resent_during_read():
            wakeup = signal.set_wakeup_fd(-1)  # the pipe the helper thread listens to
            signal.set_wakeup_fd(wakeup)
            os.write(wakeup, bytes([signal.SIGINT]))  # as if a Ctrl-C had come just now
            os.read(reader, 1)  # blocks: only a signal (or the rescue) ends it
    finally:
        rescue.cancel()
        signal.signal(signal.SIGINT, previous)
        os.close(reader)
        os.close(writer)
    assert handled and handled[0] == signal.SIGINT
    assert signal.set_wakeup_fd(-1) == -1, "the wakeup pipe is given back"


def test_outside_the_main_thread_it_changes_nothing():
    seen: list[bool] = []

    def read() -> None:
        with signals_resent_during_read():
            seen.append(True)

    thread = threading.Thread(target=read)
    thread.start()
    thread.join()
    assert seen == [True]
