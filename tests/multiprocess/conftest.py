"""Real bot processes for the multi-process tests: each runs tests/multiprocess/worker.py (the
real MatchService) on one shared PostgreSQL database, and the test talks to it over pipes."""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 60
LOST = {"ok": False, "error": "ProcessDied", "message": "the process was killed"}


class Worker:
    """One worker process; :meth:`call` sends a request and waits for its answer (``LOST`` if
    the process dies first: the request was never acknowledged)."""

    def __init__(self, number: int, process: asyncio.subprocess.Process) -> None:
        self.number = number
        self.process = process
        self.alive = True
        self._ids = itertools.count()
        self._pending: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._reader: asyncio.Task[None] | None = None

    @classmethod
    async def start(cls, number: int, url: str) -> Worker:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.multiprocess.worker",
            url,
            cwd=ROOT,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
            limit=2**20,
        )
        worker = cls(number, process)
        assert process.stdout is not None
        ready = await asyncio.wait_for(process.stdout.readline(), START_TIMEOUT_S)
        assert json.loads(ready) == {"ready": True}, ready
        worker._reader = asyncio.create_task(worker._read())
        return worker

    async def _read(self) -> None:
        assert self.process.stdout is not None
        while line := await self.process.stdout.readline():
            answer = json.loads(line)
            future = self._pending.pop(answer.pop("id"), None)
            if future is not None and not future.done():
                future.set_result(answer)
        self.alive = False
        for future in self._pending.values():
            if not future.done():
                future.set_result(dict(LOST))
        self._pending.clear()

    async def call(self, op: str, **fields: Any) -> dict[str, Any]:
        if not self.alive:
            return dict(LOST)
        number = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[number] = future
        assert self.process.stdin is not None
        try:
            self.process.stdin.write(
                (json.dumps({"id": number, "op": op, **fields}) + "\n").encode()
            )
            await self.process.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            self._pending.pop(number, None)
            return dict(LOST)
        return await future

    def kill(self) -> None:
        """kill -9: no clean-up of any kind, as a crashed or OOM-killed process."""
        self.alive = False
        self.process.send_signal(signal.SIGKILL)

    async def stop(self) -> None:
        if self.process.returncode is None:
            if self.process.stdin is not None:
                self.process.stdin.close()
            try:
                await asyncio.wait_for(self.process.wait(), 30)
            except TimeoutError:
                self.process.kill()
                await self.process.wait()
        if self._reader is not None:
            await self._reader


async def _processes(url: str, count: int) -> AsyncIterator[list[Worker]]:
    started = await asyncio.gather(*(Worker.start(n, url) for n in range(count)))
    try:
        yield list(started)
    finally:
        await asyncio.gather(*(worker.stop() for worker in started))


@pytest.fixture
async def workers(postgres_url: str) -> AsyncIterator[list[Worker]]:
    """Four bot processes on one fresh PostgreSQL database."""
    async for started in _processes(postgres_url, 4):
        yield started


@pytest.fixture
async def two_workers(postgres_url: str) -> AsyncIterator[list[Worker]]:
    """Two bot processes on one fresh PostgreSQL database (the live-clock tests: one
    player's process each)."""
    async for started in _processes(postgres_url, 2):
        yield started
