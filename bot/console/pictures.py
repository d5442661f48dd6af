"""Where the console puts pictures: every PNG (and replay GIF) a reply carries is written to the
board folder, one file per match and purpose (:func:`stored_name`), each replaced by the next,
so a long session does not fill the disk.

A file is written beside its place and renamed over it, so whoever opens it always sees a whole
picture; a failure to write (a full disk, a folder that cannot be made) is said and stops
nothing, since the game itself is stored.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

from bot.markup import t
from bot.service import Attachment

# A match's pictures are named by the service after the move they show (match-3-41.png,
# match-3-41-white.png, match-3-41-hint.png) or what they are (match-3-white-peek.png); the
# console keeps one file per match and purpose: these words and the move numbers are dropped.
_VIEW_WORDS = ("start", "setup", "private", "peek")


def stored_name(filename: str) -> str:
    """The file a picture of a match is written to: one per match and purpose, each new one
    replacing the last (the public board ``match-3-board.png``, a side's private board
    ``match-3-white.png``, the hint, the replay ...).  Other pictures (lessons, reviews,
    charts, tournament tables) are one file per thing shown already and keep their names."""
    stem, dot, suffix = filename.rpartition(".")
    parts = stem.split("-")
    if not dot or len(parts) < 2 or parts[0] != "match" or not parts[1].isdigit():
        return filename
    purpose = [p for p in parts[2:] if not p.isdigit() and p not in _VIEW_WORDS]
    return "-".join([*parts[:2], *(purpose or ["board"])]) + dot + suffix


class PictureFolder:
    """The board folder of one console, telling through ``say`` what it wrote or could not."""

    def __init__(self, folder: Path, say: Callable[[str], None]) -> None:
        self.folder = folder
        self._say = say

    def save(self, attachment: Attachment, what: str = "image") -> None:
        """Write ``attachment`` to its file, replacing the picture there, and say where, or
        why it could not be written.  ``what`` is the kind of file, a key the message
        ``console-file-written`` selects its word on (``image``, ``replay``, ``chart``,
        ``TRF``)."""
        path = self.folder / stored_name(attachment.filename)
        partial = path.with_name(f".{path.name}.partial")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            partial.write_bytes(attachment.data)
            partial.replace(path)
        except OSError as exc:
            reason = exc.strerror or str(exc)
            self._say("  " + t("console-file-not-written", path=str(path), reason=reason))
            with suppress(OSError):
                partial.unlink(missing_ok=True)
            return
        self._say("  " + t("console-file-written", what=what, path=str(path)))
