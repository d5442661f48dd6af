"""Start-up faults of an SQLite file: every way the database path can be unusable is refused by
Database.open with a storage error naming the path and the fix, and by bot.startup.open_database
with one line naming GAMUT_DATABASE, never a raw sqlite3 or OSError traceback.  (SQLite only:
these are the file's faults and preflight's checks; test_postgres_open has the server's.)

How read-only is made real: the tests run as root here, and permission bits do not stop root,
so read-only files and folders are made with ``chattr +i`` (immutable: refused even to root;
skipped where chattr is unavailable or not permitted).  The chmod versions run for other users
(skipped as root).  One test makes ``os.access`` lie so that the write probe itself must catch
an immutable file, and one injects the probe's failure so its message is covered everywhere.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack, closing
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.startup import SETTING, open_database
from storage import (
    LATEST_VERSION,
    Database,
    DatabaseCorrupt,
    DatabaseLocked,
    DatabaseReadOnly,
    DatabaseUnusable,
    NotADatabase,
    SchemaTooNew,
    StorageBusy,
    preflight,
    schema,
    testing,
)

ROOT = Path(__file__).resolve().parents[2]
FAST_TIMEOUT_MS = 100  # how long open waits for a lock the test holds until it says so


@pytest.fixture
def stack() -> Iterator[ExitStack]:
    """Undo what a case did (immutable flags, a lock-holding child) even if the test fails."""
    with ExitStack() as undo:
        yield undo


def make_immutable(target: Path, stack: ExitStack) -> None:
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not installed")
    done = subprocess.run(["chattr", "+i", str(target)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"chattr +i is not permitted here: {done.stderr.strip()}")
    stack.callback(subprocess.run, ["chattr", "-i", str(target)], check=True)


async def existing_database(path: Path) -> Path:
    async with await Database.open(path) as db:
        await db.players.id_for("alice")
    return path


def hold_lock(path: Path, stack: ExitStack) -> None:
    """Another process takes the write lock and keeps it until the test ends."""
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from storage import testing; testing.hold_write_lock(sys.argv[1])",
            str(path),
        ],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    stack.callback(child.wait, 60)
    stack.callback(child.stdin.close)
    assert child.stdout.readline().strip() == "locked"


# ----- the faults -------------------------------------------------------------------------


@dataclass(frozen=True)
class Fault:
    """One way a path can be unusable: how to make it, and what open must say about it."""

    make: Callable[[Path, ExitStack, pytest.MonkeyPatch], object]  # returns the path to open
    error: type[DatabaseUnusable]
    says: tuple[str, ...]


async def not_sqlite(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    path = tmp / "notes.txt"
    path.write_text("shopping list: eggs, flour, milk\n" * 50)
    return path


async def other_program(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    path = tmp / "other.sqlite3"
    with closing(sqlite3.connect(path)) as conn:
        conn.execute("CREATE TABLE bookmarks (url TEXT)")
        conn.commit()
    return path


async def a_folder(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    (tmp / "data").mkdir()
    return tmp / "data"


async def under_a_file(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    (tmp / "data").write_text("I am a file")
    return tmp / "data" / "deeper" / "gamut.sqlite3"


async def newer_schema(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    path = await existing_database(tmp / "gamut.sqlite3")
    await testing.set_schema_version(path, LATEST_VERSION + 1)
    return path


async def corrupt_page(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    path = await existing_database(tmp / "gamut.sqlite3")
    testing.damage_page(path, "players")
    return path


async def locked_during_migration(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    path = tmp / "gamut.sqlite3"
    await testing.create_at_version(path, 2)  # so that open has a migration to apply
    hold_lock(path, stack)
    return path


async def read_only_file(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    path = await existing_database(tmp / "gamut.sqlite3")
    make_immutable(path, stack)
    return path


async def read_only_folder(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    path = await existing_database(tmp / "data" / "gamut.sqlite3")
    make_immutable(path.parent, stack)
    return path


async def permissions_lie(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    """An immutable file whose permission check says "writable" (as on some network file
    systems): only the real write probe can tell, after SQLite opened it read-only."""
    path = await read_only_file(tmp, stack, patch)
    patch.setattr(preflight.os, "access", lambda *_args, **_kw: True)
    return path


async def folder_not_creatable(tmp: Path, stack: ExitStack, patch: pytest.MonkeyPatch) -> Path:
    (tmp / "locked").mkdir()
    make_immutable(tmp / "locked", stack)
    return tmp / "locked" / "new" / "gamut.sqlite3"


FAULTS = {
    "not-sqlite": Fault(not_sqlite, NotADatabase, ("not a Gamut database", "file is not a")),
    "other-program": Fault(other_program, NotADatabase, ("another program", "bookmarks")),
    "a-folder": Fault(a_folder, DatabaseUnusable, ("is a folder", "a file inside it")),
    "under-a-file": Fault(under_a_file, DatabaseUnusable, ("is a file, not a folder",)),
    "newer-schema": Fault(newer_schema, SchemaTooNew, ("newer release", "Upgrade Gamut")),
    "corrupt-page": Fault(
        corrupt_page, DatabaseCorrupt, ("damaged", "Stop the bot", "latest backup", ".recover")
    ),
    "locked": Fault(locked_during_migration, DatabaseLocked, ("write lock", "other program")),
    "read-only-file": Fault(read_only_file, DatabaseReadOnly, ("may not read and write",)),
    "read-only-folder": Fault(read_only_folder, DatabaseReadOnly, ("read-only", "-wal")),
    "permissions-lie": Fault(
        permissions_lie, DatabaseReadOnly, ("attempt to write a readonly database",)
    ),
    "folder-not-creatable": Fault(folder_not_creatable, DatabaseUnusable, ("cannot be created",)),
}


@pytest.mark.parametrize("name", FAULTS)
async def test_database_open_refuses_with_the_path_and_the_fix(name, tmp_path, stack, monkeypatch):
    fault = FAULTS[name]
    path = await fault.make(tmp_path, stack, monkeypatch)
    with pytest.raises(fault.error) as caught:
        await Database.open(path, busy_timeout_ms=FAST_TIMEOUT_MS)
    message = str(caught.value)
    assert message.startswith(f"{path}: "), message
    for fragment in fault.says:
        assert fragment in message, message
    assert "\n" not in message


@pytest.mark.parametrize("name", FAULTS)
async def test_open_database_exits_with_one_line_naming_the_setting(
    name, tmp_path, stack, monkeypatch
):
    fault = FAULTS[name]
    path = await fault.make(tmp_path, stack, monkeypatch)
    with pytest.raises(SystemExit) as caught:
        await open_database(path, busy_timeout_ms=FAST_TIMEOUT_MS)
    message = caught.value.code
    assert isinstance(message, str)
    assert message.startswith(f"{SETTING}={path}: "), message
    assert "\n" not in message and "the database path" not in message
    for fragment in fault.says:
        assert fragment in message, message


# ----- what each refusal leaves behind ---------------------------------------------------


async def test_a_lock_is_a_storage_busy_and_the_file_opens_once_it_is_released(tmp_path):
    path = tmp_path / "gamut.sqlite3"
    await testing.create_at_version(path, 2)
    with ExitStack() as lock:
        hold_lock(path, lock)
        with pytest.raises(StorageBusy):
            await Database.open(path, busy_timeout_ms=FAST_TIMEOUT_MS)
        assert await testing.schema_version(path) == 2, "nothing was migrated"
    async with await Database.open(path) as db:
        assert await db.schema_version() == LATEST_VERSION


async def test_a_corrupt_file_is_refused_before_anything_writes_to_it(tmp_path, stack, monkeypatch):
    path = await corrupt_page(tmp_path, stack, monkeypatch)
    before = path.read_bytes()
    with pytest.raises(DatabaseCorrupt):
        await Database.open(path)
    assert path.read_bytes() == before


async def test_a_foreign_sqlite_file_is_left_as_it_was(tmp_path, stack, monkeypatch):
    path = await other_program(tmp_path, stack, monkeypatch)
    before = path.read_bytes()
    with pytest.raises(NotADatabase):
        await Database.open(path)
    assert path.read_bytes() == before


async def test_missing_folders_are_created(tmp_path):
    path = tmp_path / "a" / "b" / "gamut.sqlite3"
    async with await open_database(path) as db:
        assert await db.schema_version() == LATEST_VERSION
    assert path.is_file()


async def test_a_failing_write_probe_is_reported_as_read_only(tmp_path, monkeypatch):
    """The probe's failure injected (it runs as root, on any file system): the message path."""

    async def refuse(_conn: object) -> None:
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(schema, "probe_write", refuse)
    path = tmp_path / "gamut.sqlite3"
    with pytest.raises(SystemExit) as caught:
        await open_database(path)
    assert caught.value.code == (
        f"{SETTING}={path}: this process cannot write it (SQLite: attempt to write a readonly "
        "database). Give the bot's user write permission (and clear an immutable flag: "
        f"chattr -i), or point {SETTING} at a writable place."
    )


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores permission bits")
@pytest.mark.parametrize("target", ["file", "folder"])
async def test_permission_bits_make_it_read_only_for_other_users(tmp_path, target):
    path = await existing_database(tmp_path / "data" / "gamut.sqlite3")
    locked = path if target == "file" else path.parent
    mode = 0o444 if target == "file" else 0o555
    locked.chmod(mode)
    try:
        with pytest.raises(DatabaseReadOnly, match=str(path)):
            await Database.open(path)
    finally:
        locked.chmod(0o755 if target == "folder" else 0o644)


def test_the_console_and_bot_see_one_line_on_stderr_and_status_1(tmp_path):
    """End to end through a real interpreter: no traceback reaches the operator."""
    path = tmp_path / "notes.txt"
    path.write_text("not a database at all\n" * 100)
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import asyncio, sys; from pathlib import Path; "
            "from bot.startup import open_database; asyncio.run(open_database(Path(sys.argv[1])))",
            str(path),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith(f"{SETTING}={path}: this file is not a Gamut database")


async def test_start_up_waits_out_another_process_migrating_the_same_file(tmp_path: Path):
    """A second process opening a file that another one is migrating waits for the whole
    migration run (one transaction per migration; SQLite's busy handler rarely slips in
    between them), so start-up waits several busy timeouts, and afterwards a move waits the
    ordinary one again.  Seen once: two handles opening one new file under heavy disk load."""
    path = tmp_path / "shared.sqlite3"
    async with await Database.open(path):
        pass
    locked, release = threading.Event(), threading.Event()

    def hold() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("BEGIN IMMEDIATE")
        locked.set()
        release.wait(30)
        conn.execute("COMMIT")
        conn.close()

    holder = threading.Thread(target=hold)
    holder.start()
    locked.wait(30)
    busy_ms = 300
    timer = threading.Timer(busy_ms * 2 / 1000, release.set)  # longer than one busy timeout
    timer.start()
    try:
        async with await Database.open(path, busy_timeout_ms=busy_ms) as db:
            assert (await db.pragmas())["busy_timeout"] == busy_ms
    finally:
        release.set()
        timer.cancel()
        holder.join()
