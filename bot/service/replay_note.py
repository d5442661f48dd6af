"""What a replay's reply says about the frames it left out.

A long match's GIF is thinned to stay under the upload limit (:mod:`renderers.replay`); a
viewer who is not told would take the jumps between frames for missing moves.  The sentence
is built from the :class:`renderers.replay.Replay` the renderer returned (its step and
whether every capture was kept, and the limit), so it says what the file really shows.
"""

from __future__ import annotations

from renderers.replay import Replay


def ordinal(number: int) -> str:
    """``2`` -> ``2nd``, ``11`` -> ``11th``, ``23`` -> ``23rd``."""
    if 10 <= number % 100 <= 20:
        suffix = "th"
    else:
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def size_text(size: int) -> str:
    """A size in bytes as people read it: ``8 MiB``, ``48.8 KiB``."""
    if size >= 2**20:
        return f"{size / 2**20:.3g} MiB"
    return f"{size / 2**10:.3g} KiB"


def thinning_note(replay: Replay, frame_count: int) -> str:
    """``''`` when every frame is shown; otherwise which frames are, and why, e.g. ``every
    2nd move shown, with every capture and the end, to stay under the 8 MiB upload limit``."""
    if len(replay.shown) == frame_count:
        return ""
    why = f"to stay under the {size_text(replay.limit)} upload limit"
    if replay.step >= frame_count:
        return f"only the start and the end shown, {why}"
    every = f"every {ordinal(replay.step)}"
    if replay.all_captures:
        return f"{every} move shown, with every capture and the end, {why}"
    return f"{every} move and {every} capture shown, with the end, {why}"
