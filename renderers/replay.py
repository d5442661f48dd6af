"""Animated replays: one GIF frame per move, a longer pause on the last.

Every frame is a palette image on the shared palette, so Pillow writes them without any colour
conversion and stores each frame as only the rectangle that changed since the one before:
a 200-move game stays far below Discord's 8 MB limit.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Mapping
from typing import Any

from renderers.board import compose

FRAME_MS = 900
FINAL_MS = 4000


def render_gif(
    views_and_moves: Iterable[tuple[Mapping[str, Any], str | None]],
    *,
    perspective: str = "white",
    frame_ms: int = FRAME_MS,
    final_ms: int = FINAL_MS,
    first_move_number: int = 0,
) -> bytes:
    """An animated GIF of a game: each item is (view, the move that led to it or None).

    Frame ``i`` is captioned as move ``first_move_number + i``.  The views must all be of one
    game (one board size).
    """
    frames = [
        compose(view, last_move=move, perspective=perspective, move_number=first_move_number + i)
        for i, (view, move) in enumerate(views_and_moves)
    ]
    if not frames:
        raise ValueError("A replay needs at least one view.")
    if len({frame.size for frame in frames}) != 1:
        raise ValueError("All views of a replay must be of the same board size.")
    durations = [frame_ms] * (len(frames) - 1) + [final_ms]
    buffer = io.BytesIO()
    frames[0].save(
        buffer,
        "GIF",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        optimize=False,
    )
    return buffer.getvalue()
