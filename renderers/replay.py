"""Animated replays: one GIF frame per move, a longer pause on the last.

Every frame is a palette image on the shared palette, so Pillow writes them without any colour
conversion and stores each frame as only the rectangle that changed since the one before:
a 200-move game stays far below Discord's 8 MB limit.

Each frame is captioned from its own view, move number and last move, so a frame says what
was true at that point of the game (who was to move, which move it was), not how it ended.
The caller must therefore hand over the view of each position as it was then.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image

from renderers.board import compose

FRAME_MS = 900
FINAL_MS = 4000


@dataclass(frozen=True)
class Frame:
    """One position of a replay with what its caption and marks need.

    ``last_move`` is the move that led to ``view`` (None for the start), ``move_number`` its
    number (0 for the start; None for no number), ``captured`` the squares where that move
    took a piece (see :func:`renderers.render_png`).
    """

    view: Mapping[str, Any]
    last_move: str | None = None
    move_number: int | None = None
    captured: tuple[str, ...] = ()


def as_frames(
    items: Iterable[Frame | tuple[Mapping[str, Any], str | None]], first_move_number: int = 0
) -> list[Frame]:
    """Every item as a :class:`Frame`: a ``(view, move)`` pair at index ``i`` is numbered
    ``first_move_number + i`` (the older form of a replay, kept for its callers)."""
    frames = []
    for index, item in enumerate(items):
        if isinstance(item, Frame):
            frames.append(item)
        else:
            view, move = item
            frames.append(Frame(view, move, first_move_number + index))
    return frames


def render_gif(
    frames: Iterable[Frame | tuple[Mapping[str, Any], str | None]],
    *,
    perspective: str = "white",
    frame_ms: int = FRAME_MS,
    final_ms: int = FINAL_MS,
    first_move_number: int = 0,
) -> bytes:
    """An animated GIF of a game: one frame per item, a :class:`Frame` or a pair
    ``(view, the move that led to it or None)`` numbered from ``first_move_number``.

    The views must all be of one game (one board size).  The same arguments always give the
    same bytes.
    """
    images = [
        compose(
            frame.view,
            last_move=frame.last_move,
            perspective=perspective,
            move_number=frame.move_number,
            captured=frame.captured,
        )
        for frame in as_frames(frames, first_move_number)
    ]
    if not images:
        raise ValueError("A replay needs at least one view.")
    if len({image.size for image in images}) != 1:
        raise ValueError("All views of a replay must be of the same board size.")
    return _encode(images, [frame_ms] * (len(images) - 1) + [final_ms])


def _encode(images: list[Image.Image], durations: list[int]) -> bytes:
    """The GIF of ``images``.  Pillow merges a frame identical to the one before into it
    (adding up their durations), so a position repeated with the same caption costs nothing."""
    buffer = io.BytesIO()
    images[0].save(
        buffer,
        "GIF",
        save_all=True,
        append_images=images[1:],
        duration=durations,
        loop=0,
        optimize=False,
    )
    return buffer.getvalue()
