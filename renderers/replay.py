"""Animated replays: one GIF frame per move, a longer pause on the last, always under the
upload limit.

Every frame is a palette image on the shared palette, so it is written without any colour
conversion, as only the rectangle that changed since the one before, one frame at a time
(:func:`encode_gif`: a replay of any length holds a frame or two, not every frame).  Still,
each frame costs some 10 KB (its caption changes every move), so a long match would make a
file Discord refuses: 1,000 moves of Crossings took 12 MB.  A replay is therefore never
larger than :data:`UPLOAD_LIMIT` (8 MiB, under what a bot may upload to any server).

When every move does not fit, fewer frames are shown, not worse ones: every ``n``-th move
(by its number), every move that captured something, and the end.  Why this and not the
other ways: a smaller palette would blur the pieces and the marks and saves too little (the
cost is the changed rectangle, not the colours); a replay in several parts would post several
messages for one command and still have no bound on their number.  Fewer frames keep what a
replay is watched for (the captures and how it ended), each frame's caption still names its
own move, so a jump shows, and one file answers one command.  ``n`` is found by encoding: the
whole replay's size (projected from the frames written when the encoding reaches the limit,
where it stops) gives a first step (frames cost about the same each, so aiming 10% under
the limit usually fits at once), raised until the file fits; the size of a frame depends on
the game and the position, so no fixed frame count would be both safe and generous.  A match
with so many captures that they alone do not fit shows every ``n``-th capture too; the first
and last frames are always kept.

Each frame is captioned from its own view, move number and last move, so a frame says what
was true at that point of the game (who was to move, which move it was), not how it ended.
The caller must therefore hand over the view of each position as it was then.
"""

from __future__ import annotations

import io
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import GifImagePlugin, Image, ImageChops

from renderers.board import compose, layout_for
from renderers.caption import CaptionWords

FRAME_MS = 900
FINAL_MS = 4000
UPLOAD_LIMIT = 8 * 1024 * 1024  # bytes; every replay is strictly smaller
# A thinned replay aims this far under the limit, so the step found first usually fits.
AIM = 0.9


@dataclass(frozen=True)
class Frame:
    """One position of a replay with what its caption and marks need.

    ``last_move`` is the move that led to ``view`` (None for the start), ``move_number`` its
    number (0 for the start; None for no number), ``captured`` the squares where that move
    took a piece, ``sent_home`` those of pieces it sent home and ``moved`` the other squares
    of a group that moved with the named piece: the same marks as a move's board (see
    :func:`renderers.render_png`), so a replay shows a move as its reply did; ``caption`` the
    caption's words in the reader's language (None: English, from the view).
    """

    view: Mapping[str, Any]
    last_move: str | None = None
    move_number: int | None = None
    captured: tuple[str, ...] = ()
    sent_home: tuple[str, ...] = ()
    moved: tuple[str, ...] = ()
    caption: CaptionWords | None = None

    @property
    def took(self) -> bool:
        """Whether the move captured a piece or sent one home: a frame a thinned replay keeps."""
        return bool(self.captured or self.sent_home)


@dataclass(frozen=True)
class Replay:
    """A replay as encoded: the GIF and which frames it shows.

    ``shown`` are the indices of the frames kept, ``step`` the ``n`` of "every ``n``-th move"
    (1: every frame), ``all_captures`` whether every capturing move is among them, ``limit``
    the size in bytes the file had to stay under (what a reply tells as the reason).
    """

    data: bytes
    shown: tuple[int, ...]
    step: int
    all_captures: bool
    limit: int = UPLOAD_LIMIT


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
    frames: Iterable[Frame | tuple[Mapping[str, Any], str | None]], **options: Any
) -> bytes:
    """The bytes of :func:`fit_replay` (the same options): an animated GIF of a game, smaller
    than the upload limit."""
    return fit_replay(frames, **options).data


def fit_replay(
    frames: Iterable[Frame | tuple[Mapping[str, Any], str | None]],
    *,
    perspective: str = "white",
    frame_ms: int = FRAME_MS,
    final_ms: int = FINAL_MS,
    first_move_number: int = 0,
    limit: int = UPLOAD_LIMIT,
) -> Replay:
    """An animated GIF of a game: one frame per item, a :class:`Frame` or a pair
    ``(view, the move that led to it or None)`` numbered from ``first_move_number``; when
    that is ``limit`` bytes or more, the fewest frames left out that bring it under (see the
    module's docstring).

    The views must all be of one game (one board size).  The same arguments always give the
    same bytes.  Raises ValueError if not even the first and last frames fit in ``limit``.
    """
    items = as_frames(frames, first_move_number)
    if not items:
        raise ValueError("A replay needs at least one view.")
    if len({layout_size(frame.view, perspective) for frame in items}) != 1:
        raise ValueError("All views of a replay must be of the same board size.")

    def draw(index: int) -> Image.Image:
        frame = items[index]
        return compose(
            frame.view,
            last_move=frame.last_move,
            perspective=perspective,
            move_number=frame.move_number,
            captured=frame.captured,
            sent_home=frame.sent_home,
            moved=frame.moved,
            caption=frame.caption,
        )

    def encode(shown: Sequence[int]) -> Encoded:
        durations = [frame_ms] * (len(shown) - 1) + [final_ms]
        return encode_gif((draw(index) for index in shown), durations, limit)

    every = tuple(range(len(items)))
    encoded = encode(every)
    if encoded.data is not None:
        return Replay(encoded.data, every, 1, True, limit)
    for all_captures in (True, False):
        step, size = 1, encoded.size
        while step < len(items):
            # Frames cost about the same each: aim under the limit from the last size.
            step = max(step + 1, math.ceil(step * size / (limit * AIM)))
            shown = kept(items, step, all_captures)
            encoded = encode(shown)
            if encoded.data is not None:
                return Replay(encoded.data, shown, step, all_captures, limit)
            size = encoded.size
    ends = tuple(sorted({0, len(items) - 1}))
    encoded = encode(ends)
    if encoded.data is not None:
        return Replay(encoded.data, ends, len(items), False, limit)
    raise ValueError(f"Not even the first and last frames of this replay fit in {limit} bytes.")


def kept(frames: Sequence[Frame], step: int, all_captures: bool = True) -> tuple[int, ...]:
    """The indices of the frames a replay thinned to every ``step``-th move shows: the first
    and the last, each frame whose move number (else its index) is a multiple of ``step``,
    and each capturing move, a piece sent home counted as captured (only every ``step``-th of
    them unless ``all_captures``)."""
    last = len(frames) - 1
    captures = [i for i, frame in enumerate(frames) if frame.took]
    chosen = set(captures if all_captures else captures[::step])
    for index, frame in enumerate(frames):
        number = index if frame.move_number is None else frame.move_number
        if index in (0, last) or number % step == 0:
            chosen.add(index)
    return tuple(sorted(chosen))


def layout_size(view: Mapping[str, Any], perspective: str) -> tuple[int, int]:
    """The pixel size of ``view``'s picture, from its layout alone (nothing drawn)."""
    layout = layout_for(view, perspective)
    return layout.width, layout.height


@dataclass(frozen=True)
class Encoded:
    """What :func:`encode_gif` wrote: the GIF, or None when it reached the limit; ``size``
    its length in bytes, or, when stopped, the length it was headed for at the rate of the
    frames written so far (what the next, thinner try aims from)."""

    data: bytes | None
    size: int


def encode_gif(images: Iterable[Image.Image], durations: Sequence[int], limit: int) -> Encoded:
    """The looping GIF of ``images`` (palette images on one palette, of one size) shown
    ``durations`` milliseconds each, written one frame at a time and given up as soon as it
    reaches ``limit`` bytes.

    Pillow's own animated save keeps every frame whole until it writes the file (some 250 KB
    each: 1,000 moves held over 500 MB); here only the frame before is kept, to find the
    rectangle that changed, and each frame after the first is only that rectangle, on the
    first frame's palette.  A frame identical to the one before adds its time to that one (as
    Pillow's save does), so a position repeated with the same caption costs nothing.
    """
    out = io.BytesIO()
    previous: Image.Image | None = None
    pending: list[Any] = []  # the frame still waiting to know its time: picture, offset, ms
    written = 0
    for count, (image, duration) in enumerate(zip(images, durations, strict=True)):
        if previous is None:
            header, _ = GifImagePlugin.getheader(image, None, {"loop": 0, "duration": duration})
            out.write(b"".join(header))
            pending = [image, (0, 0), duration]
        else:
            box = ImageChops.subtract_modulo(image, previous).getbbox()
            if box is None:
                pending[2] += duration
                continue
            _write_frame(out, *pending)
            written = count
            pending = [image.crop(box), box[:2], duration]
        previous = image
        if out.tell() >= limit:
            return Encoded(None, math.ceil(out.tell() * len(durations) / max(1, written)))
    _write_frame(out, *pending)
    out.write(b";")
    size = out.tell()
    return Encoded(out.getvalue() if size < limit else None, size)


def _write_frame(out: io.BytesIO, image: Image.Image, offset: tuple[int, int], ms: int) -> None:
    """One frame of an animated GIF: its place, its time and its pixels (the global palette)."""
    out.write(b"".join(GifImagePlugin.getdata(image, offset, duration=ms)))
