"""The console's input: lines typed at a terminal or read from a script, each ending cleanly at
end of input or at Ctrl-C, whatever the bytes or the timing of a signal.

Why its own module: how a line is read (readline's editing and completion, undecodable bytes,
a line too long to parse, a signal landing just before a read blocks) has nothing to do with
what the line means, which is the app's (:mod:`bot.console.app`).
"""

from __future__ import annotations

import asyncio
import os
import select
import signal
import threading
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from typing import BinaryIO

import games
from bot.markup import t
from bot.service.ratings import POOLS

MAX_LINE = 1000  # characters; refused before parsing (shlex is slow on huge lines)


class LineInput(ABC):
    """Lines typed or scripted for the console, ending at end of input or at Ctrl-C.

    A blocking read cannot be cancelled like a coroutine, so whoever handles SIGINT asks
    :attr:`waiting`: while it is True, raising KeyboardInterrupt stops the read, and the
    iteration simply ends (:attr:`interrupted` then tells why).  Otherwise it should set
    :attr:`interrupted` and cancel the command under way; the next read then ends at once.
    """

    interactive = False

    def __init__(self) -> None:
        self.waiting = False
        self.interrupted = False
        # Whether lines are read in a thread of their own (:func:`read_off_loop`), so the
        # event loop serves the web companion while the console waits for a line.  A read
        # there cannot be interrupted: a stop signal then cancels the wait for it instead.
        self.off_loop = False

    @abstractmethod
    def _read(self) -> str | None:
        """The next line without its ending, or None at the end of input."""

    def __iter__(self) -> Iterator[str]:
        while True:
            try:
                self.waiting = True
                with signals_resent_during_read():
                    line = None if self.interrupted else self._read()
            except KeyboardInterrupt:
                self.interrupted = True
                line = None
            finally:
                self.waiting = False
            if line is None:
                return
            yield line


async def read_off_loop(source: LineInput) -> AsyncIterator[str]:
    """``source``'s lines, each read in a daemon thread while the event loop runs on (the
    web companion's pages and streams are served meanwhile).  The thread is a daemon: a
    read still blocked when the console ends (Ctrl-C, SIGTERM) does not keep the process
    alive."""
    source.off_loop = True
    loop = asyncio.get_running_loop()
    lines = iter(source)
    queue: asyncio.Queue[str | None] = asyncio.Queue()
    wanted = threading.Semaphore(0)

    def reader() -> None:
        while True:
            wanted.acquire()
            line = next(lines, None)
            loop.call_soon_threadsafe(queue.put_nowait, line)
            if line is None:
                return

    threading.Thread(target=reader, name="console-lines", daemon=True).start()
    while True:
        wanted.release()
        line = await queue.get()
        if line is None:
            return
        yield line


STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
RESEND_SECONDS = 0.1


@contextmanager
def signals_resent_during_read() -> Iterator[None]:
    """While the main thread blocks in a read, send it again any Ctrl-C or SIGTERM that came.

    A blocking read notices a signal only when the signal interrupts it: readline checks for
    signals when its select() is interrupted, and a plain read when the system call is.  A
    signal that lands in the instant before the read starts waiting is therefore noticed only
    at the next key press, and Ctrl-C seems to do nothing (seen under load).  The signal's
    number also arrives on a wakeup pipe, at once; a helper thread reading it sends the signal
    to the main thread again, every RESEND_SECONDS until the read has ended, so one of them
    interrupts the wait.  The handlers act only on the first of a burst (see bot.__main__).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    reader, writer = os.pipe()
    os.set_blocking(writer, False)
    try:
        previous = signal.set_wakeup_fd(writer, warn_on_full_buffer=False)
    except ValueError:  # not the main thread of the main interpreter
        os.close(reader)
        os.close(writer)
        yield
        return
    done = threading.Event()
    main = threading.main_thread().ident

    def resend() -> None:
        while not done.is_set():
            ready, _, _ = select.select([reader], [], [], RESEND_SECONDS)
            if not ready:
                continue
            received = os.read(reader, 64)
            seen = [s for s in STOP_SIGNALS if s in received]
            while seen and main is not None and not done.wait(RESEND_SECONDS):
                signal.pthread_kill(main, seen[0])

    helper = threading.Thread(target=resend, name="console-signals", daemon=True)
    helper.start()
    try:
        yield
    finally:
        done.set()
        signal.set_wakeup_fd(previous)
        helper.join()
        os.close(reader)
        os.close(writer)


class ScriptInput(LineInput):
    """Lines from a byte stream (a script on standard input).

    Bytes are decoded as UTF-8 with errors replaced, so no locale setting (say
    PYTHONIOENCODING=utf-8:strict) makes stray binary crash the console; a line longer than
    the console accepts is read only up to a bound and the rest skipped, so a huge line costs
    neither memory nor time (the console then refuses it).
    """

    def __init__(self, stream: BinaryIO) -> None:
        super().__init__()
        self.stream = stream
        self.limit = MAX_LINE * 4 + 8  # bytes: more than MAX_LINE characters of any UTF-8

    def _read(self) -> str | None:
        data = self.stream.readline(self.limit)
        if not data:
            return None
        if len(data) == self.limit and not data.endswith(b"\n"):
            rest = data
            while rest and not rest.endswith(b"\n"):
                rest = self.stream.readline(65536)
        return data.decode("utf-8", errors="replace").rstrip("\r\n")


class TerminalInput(LineInput):
    """Lines typed at a terminal, with line editing, history and Tab completion of commands
    and game names (readline, where Python has it)."""

    interactive = True

    def __init__(
        self, prompt: Callable[[], str], words: list[str], say: Callable[[str], None]
    ) -> None:
        super().__init__()
        self.prompt = prompt
        self.words = words
        self.say = say  # the console's: its refusals in the reader's language
        try:
            import readline
        except ImportError:  # Python built without it: plain input still works
            return
        readline.set_completer(self._complete)
        readline.set_completer_delims(" \t")
        readline.parse_and_bind("tab: complete")

    def _complete(self, text: str, state: int) -> str | None:
        import readline

        before = readline.get_line_buffer()[: readline.get_begidx()].split()
        if not before:
            pool = self.words
        elif before in (["play"], ["rules"], ["leaderboard"]):
            pool = games.ids()
        elif len(before) == 2 and before[0] == "leaderboard":
            pool = list(POOLS)
        else:
            return None
        found = [word for word in pool if word.startswith(text.lower())]
        return f"{found[state]} " if state < len(found) else None

    def _read(self) -> str | None:
        try:
            return input(self.prompt())
        except EOFError:  # Ctrl-D
            print()
            return None
        except UnicodeDecodeError:
            self.say(t("console-undecodable-line"))
            return ""
