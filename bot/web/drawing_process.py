"""The drawing process: :func:`bot.web.drawing.draw` in a Python process of its own, spoken to
over its standard input and output, with no thread on the host's side.

A watched match's every move is handed over, so the hand-off itself must cost the bot's
process little.  A ``concurrent.futures`` process pool spends two threads of the host on each
job (a feeder pickling it, a manager unpickling its answer), and each of them has to take the
GIL from the event loop and give it back: about 0.4 ms of the host's processor per job, as
much as the drawing it saves.  Here the loop writes the order to the child's stdin and reads
the answer from its stdout through asyncio's own pipe transports (non-blocking, no thread),
each message a length and a pickle; the child answers in the order asked.

The child (``python -m bot.web.drawing_process``) warms up (the engines, the renderers, the
catalogues), says it is ready, then draws one order after another from the frames it keeps.
It ends when its stdin closes, which is when the host ends however it ends (even killed
outright: the kernel closes the pipe), so it never outlives the bot; it ignores SIGINT and
SIGTERM, which reach the whole process group, and leaves ending to the host.  Whatever it
prints goes to stderr: stdout carries the answers alone.

Every wait is bounded: the start (``start_limit``) and each order (``limit``).  A child that
dies (its stdout ends) or overruns a bound is killed; every order it still owed fails with
:class:`~bot.web.drawing.DrawingLost`, and the next order starts a new child, whose frames
are played again from each match's start.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import pickle
import signal
import sys
from collections import deque
from pathlib import Path
from typing import Any, BinaryIO

from bot.web.drawing import Drawing, DrawingLost, Order

LIMIT_S = 30.0  # one order (a first one replays the whole match: well under a second)
# The child's niceness above its host's: each order written wakes it, and woken at the host's
# own priority it takes the core from the host's event loop at once (0.4 ms of the loop's
# time a watched move, measured on 2 cores); a lower priority leaves players' moves first
# and still gives the spectators' drawings a tenth of a busy core, most of an idle one.
NICER = 10
START_S = 60.0  # a new child imports the engines, the renderers and the catalogues first
HEADER = 8  # bytes of a message's length, big-endian, before its pickle
READY = b"\0" * HEADER  # the child's first message: an empty one
ROOT = Path(__file__).resolve().parents[2]  # the directory holding the bot package


def _framed(payload: bytes) -> bytes:
    return len(payload).to_bytes(HEADER, "big") + payload


class _Child:
    """One running child: its process, its answers' reader and the orders it owes."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.owed: deque[asyncio.Future[Drawing]] = deque()
        self.ended = False
        self.reader: asyncio.Task[None] | None = None

    async def read_answers(self) -> None:
        """Each answer to the order it answers, in order, until the child's stdout ends."""
        stdout = self.process.stdout
        assert stdout is not None
        try:
            while True:
                size = int.from_bytes(await stdout.readexactly(HEADER), "big")
                drawn, answer = pickle.loads(await stdout.readexactly(size))
                owed = self.owed.popleft()
                if owed.done():
                    continue  # its asker went away (cancelled): the answer is dropped
                if drawn:
                    owed.set_result(answer)
                else:
                    owed.set_exception(answer)
        except (asyncio.IncompleteReadError, ConnectionError, IndexError):
            pass  # the child ended (died, or was killed): see end()
        finally:
            self.end("the drawing process ended")

    def end(self, why: str) -> None:
        """Kill the child (if it still runs) and fail every order it owed."""
        if not self.ended:
            self.ended = True
            with contextlib.suppress(ProcessLookupError):
                self.process.kill()
        while self.owed:
            owed = self.owed.popleft()
            if not owed.done():
                owed.set_exception(DrawingLost(why))


class DrawingProcess:
    """Draws each order in the child, started at the first one; see the module docstring."""

    def __init__(self, limit: float = LIMIT_S, start_limit: float = START_S) -> None:
        self._limit = limit
        self._start_limit = start_limit
        self._child: _Child | None = None
        self._starting: asyncio.Lock | None = None

    @property
    def pid(self) -> int | None:
        """The child's process id while one runs (tests end it to see another take over)."""
        child = self._child
        return None if child is None or child.ended else child.process.pid

    async def draw(self, order: Order) -> Drawing:
        """``order`` drawn by the child; DrawingLost if it died, hung or did not start."""
        message = _framed(pickle.dumps(order, pickle.HIGHEST_PROTOCOL))  # before it is owed:
        # the answers are matched to the orders by their order alone
        child = await self._running()
        stdin = child.process.stdin
        assert stdin is not None
        owed: asyncio.Future[Drawing] = asyncio.get_running_loop().create_future()
        child.owed.append(owed)
        stdin.write(message)
        try:
            # Not shielded: an asker that goes away cancels ``owed``, whose answer is then
            # dropped on arrival (the child still draws it: the frames it keeps go on).
            async with asyncio.timeout(self._limit):
                return await owed
        except TimeoutError:
            child.end(f"a drawing ran past its bound of {self._limit:g} s")
            raise DrawingLost(f"a drawing ran past its bound of {self._limit:g} s") from None

    async def _running(self) -> _Child:
        child = self._child
        if child is not None and not child.ended:
            return child
        if self._starting is None:
            self._starting = asyncio.Lock()
        async with self._starting:
            child = self._child
            if child is None or child.ended:
                child = self._child = await self._start()
            return child

    async def _start(self) -> _Child:
        environment = dict(os.environ)
        path = environment.get("PYTHONPATH")
        environment["PYTHONPATH"] = f"{ROOT}{os.pathsep}{path}" if path else str(ROOT)
        try:
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "bot.web.drawing_process",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                env=environment,
                limit=1 << 20,  # an answer's bytes are read in chunks this large at most
            )
        except OSError as exc:  # no interpreter to run, no process to be had
            raise DrawingLost(f"the drawing process could not be started: {exc}") from exc
        child = _Child(process)
        assert process.stdout is not None
        try:
            async with asyncio.timeout(self._start_limit):
                ready = await process.stdout.readexactly(HEADER)
        except (TimeoutError, asyncio.IncompleteReadError):
            child.end("the drawing process did not start")
            raise DrawingLost(
                f"the drawing process did not start within {self._start_limit:g} s"
            ) from None
        if ready != READY:
            child.end("the drawing process did not start")
            raise DrawingLost("the drawing process did not start (it wrote something else)")
        child.reader = asyncio.get_running_loop().create_task(child.read_answers())
        return child

    async def close(self) -> None:
        """End the child at once (a drawing under way ends with it) and reap it."""
        child, self._child = self._child, None
        if child is None:
            return
        child.end("the companion closed")
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(10.0):
                await child.process.wait()
        if child.reader is not None:
            child.reader.cancel()


def serve(orders: BinaryIO, answers: BinaryIO) -> None:
    """The child's loop: ready once warm, then each order's drawing (or the exception that
    drawing raised), until ``orders`` ends."""
    from bot.service.frame_log import Played
    from bot.web.drawing import draw
    from bot.web.snapshot import Carried

    kept: Carried[Played] = Carried()
    answers.write(READY)
    answers.flush()
    while True:
        header = orders.read(HEADER)
        if len(header) < HEADER:
            return  # the host is gone
        order = pickle.loads(orders.read(int.from_bytes(header, "big")))
        answer: tuple[bool, Any]
        try:
            answer = (True, draw(order, kept))
        except Exception as exc:  # told to the asker, who logs it; the child goes on
            answer = (False, exc)
        try:
            payload = pickle.dumps(answer, pickle.HIGHEST_PROTOCOL)
        except Exception as exc:  # an exception that cannot be pickled: its words then
            payload = pickle.dumps((False, RuntimeError(repr(exc))), pickle.HIGHEST_PROTOCOL)
        answers.write(_framed(payload))
        answers.flush()


def main() -> None:
    """``python -m bot.web.drawing_process``: signals left to the host, a lower priority
    than the host's (:data:`NICER`), stdout kept for the answers (anything printed goes to
    stderr), the imports done, then :func:`serve`."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    os.nice(NICER)
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    import games
    from bot.web import pages  # noqa: F401 - the pages' imports, done before the first order

    games.ids()
    serve(sys.stdin.buffer, answers)


if __name__ == "__main__":
    main()
