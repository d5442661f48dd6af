"""Backups while the bot runs: ``python -m storage backup`` copies the live SQLite database in
the middle of a stream of moves, the copy passes ``python -m storage check``, and a bot
started on the copy plays on.  Every program here is a real process."""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

import games
from storage import backup
from tests.bot.test_console import finished_script
from tests.bot.test_console_process import assert_clean, console_env, read_until, run_bot
from tests.ops.test_shutdown import acknowledged, replayed, stored
from tests.processes import SAFETY


def storage_tool(tmp_path: Path, *args: str, umask: int = -1) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "storage", *args],
        capture_output=True,
        text=True,
        env=console_env(tmp_path),
        cwd=tmp_path,
        timeout=SAFETY,
        umask=umask,
    )


@pytest.fixture(scope="module")
def played_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database as the console leaves it after one move of a new match, made once for the
    tests below that need a Gamut database and not how it was made."""
    folder = tmp_path_factory.mktemp("played")
    result = run_bot(folder, b"play crossings\na1-a2\nquit\n")
    assert result.returncode == 0 and b"played a1-a2" in result.stdout, result.stderr
    return folder / "db.sqlite3"


@pytest.fixture
def database(played_database: Path, tmp_path: Path) -> Path:
    """This test's own copy of ``played_database`` as ``db.sqlite3`` (the name console_env's
    GAMUT_DATABASE gives), with its write-ahead log if the console left one."""
    for part in played_database.parent.glob(f"{played_database.name}*"):
        shutil.copy(part, tmp_path / part.name.replace(played_database.name, "db.sqlite3"))
    return tmp_path / "db.sqlite3"


def test_a_backup_during_a_stream_of_moves_restores_into_a_working_bot(console, tmp_path):
    live = tmp_path / "db.sqlite3"
    copy = tmp_path / "backup.sqlite3"
    moves = finished_script("crossings", {})[:-1]
    first, rest = moves[:10], moves[10:]
    process = console()
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(b"play crossings\n" + "".join(f"{m}\n" for m in first).encode())
    process.stdin.flush()
    for move in first:
        read_until(process.stdout, f"played {move}".encode())
    process.stdin.write("".join(f"{m}\n" for m in rest).encode())
    process.stdin.flush()
    backup = storage_tool(tmp_path, "backup", "--database", str(live), str(copy))
    process.stdin.write(b"quit\n")
    out, err = process.communicate(timeout=SAFETY)
    assert process.returncode == 0
    assert_clean(err)
    assert backup.returncode == 0, backup.stderr
    assert backup.stdout.startswith(f"Backed up {live} to {copy}")
    assert "integrity check ok" in backup.stdout

    final, _ = stored(live)
    assert final == [*first, *acknowledged(out)]
    saved, (position, ply, _) = stored(copy)  # stored() also runs the integrity check
    assert len(first) <= len(saved) <= len(final) and saved == final[: len(saved)]
    assert ply == len(saved) and position == replayed("crossings", saved)
    assert not Path(f"{copy}-wal").exists(), "the copy is one self-contained file"

    checked = storage_tool(tmp_path, "check", "--database", str(copy))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "(current)" in checked.stdout and "integrity check ok" in checked.stdout
    assert "1 active" in checked.stdout

    restored = tmp_path / "restored"
    restored.mkdir()
    shutil.copy(copy, restored / "db.sqlite3")
    game = games.get("crossings")
    next_move = game.legal_moves(game.load(position))[0]
    result = run_bot(restored, f"match 1\n{next_move}\nquit\n".encode())
    assert result.returncode == 0
    assert_clean(result.stderr)
    assert acknowledged(result.stdout) == [next_move]
    assert stored(restored / "db.sqlite3")[0] == [*saved, next_move]


def test_a_backup_into_a_folder_gets_a_dated_name_and_never_overwrites(tmp_path, database):
    folder = tmp_path / "backups"
    folder.mkdir()
    made = storage_tool(tmp_path, "backup", str(folder))  # GAMUT_DATABASE names the source
    assert made.returncode == 0, made.stderr
    (copy,) = folder.iterdir()
    assert copy.name.startswith("gamut-") and copy.suffix == ".sqlite3"
    again = storage_tool(tmp_path, "backup", str(copy))
    assert again.returncode == 1 and "exists already" in again.stderr
    assert len(again.stderr.strip().splitlines()) == 1


def test_postgresql_is_pointed_to_pg_dump(tmp_path):
    result = storage_tool(
        tmp_path, "backup", "--database", "postgresql://gamut:secret@db/gamut", "x.dump"
    )
    assert result.returncode == 1
    assert "pg_dump" in result.stderr and "secret" not in result.stderr
    assert "umask 077" in result.stderr  # the dump is made private too
    assert not (tmp_path / "x.dump").exists()


@pytest.mark.parametrize("umask", [0o022, 0o000])
def test_a_backup_is_readable_by_its_owner_only_whatever_the_umask(tmp_path, database, umask):
    """It holds every user id and the Stealth King salts."""
    made = storage_tool(tmp_path, "backup", str(tmp_path / "copy.sqlite3"), umask=umask)
    assert made.returncode == 0, made.stderr
    assert stat.S_IMODE((tmp_path / "copy.sqlite3").stat().st_mode) == 0o600


async def test_the_copy_is_private_before_sqlite_writes_into_it(tmp_path, database, monkeypatch):
    """The temporary file the copy is made in is private from the start: SQLite opens a file
    that is mode 0600 already (and gives its journal the same mode)."""
    modes: dict[str, int] = {}
    connect = sqlite3.connect

    def recording_connect(target, *args, **kwargs):
        path = Path(str(target))
        if path.name.endswith(".partial"):
            modes[path.name] = stat.S_IMODE(path.stat().st_mode)
        return connect(target, *args, **kwargs)

    monkeypatch.setattr(backup.sqlite3, "connect", recording_connect)
    previous = os.umask(0)
    try:
        await backup.backup_sqlite(database, tmp_path / "copy.sqlite3")
    finally:
        os.umask(previous)
    assert modes == {".copy.sqlite3.partial": 0o600}
    assert stat.S_IMODE((tmp_path / "copy.sqlite3").stat().st_mode) == 0o600


def test_check_fails_on_a_schema_this_gamut_does_not_know(tmp_path, database):
    with sqlite3.connect(database) as db:
        db.execute("PRAGMA user_version = 999")
    result = storage_tool(tmp_path, "check")
    assert result.returncode == 1
    assert "schema version 999 (newer than this Gamut's" in result.stdout
    assert "integrity check ok" in result.stdout


def test_check_fails_on_damaged_data(tmp_path, database):
    path = database
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        (page_size,) = db.execute("PRAGMA page_size").fetchone()
        (root,) = db.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'matches_by_white'"
        ).fetchone()
    with open(path, "r+b") as file:  # scribble over an index page: the table data is intact
        file.seek((root - 1) * page_size + 8)
        file.write(b"\xff" * 64)
    result = storage_tool(tmp_path, "check")
    assert result.returncode == 1
    assert "integrity check FAILED" in result.stdout
