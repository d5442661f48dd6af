"""Board images for every game: a view (``game.view(state, seat)``) -> PNG, and GIF replays.

    from renderers import Frame, render_gif, render_png
    png = render_png(game.view(state, None), last_move="a4-b5", perspective="black")
    gif = render_gif([Frame(start_view, move_number=0), Frame(view, "a4-b5", 1)])

Renderers read views only (``games.core.view`` describes the schema and its vocabulary), so a
new game is drawn as soon as its engine fills a view, and nothing a view hides can be drawn.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Mapping
from typing import Any

from renderers.board import compose
from renderers.caption import CaptionWords
from renderers.replay import Frame, render_gif

# zlib level 1: palette images of boards compress almost as well as at level 6 (flat squares
# dominate) at a fraction of the time, and encoding is most of a render's cost.
PNG_COMPRESS_LEVEL = 1


def render_png(
    view: Mapping[str, Any],
    *,
    last_move: str | None = None,
    perspective: str = "white",
    highlights: Iterable[str] = (),
    move_number: int | None = None,
    captured: Iterable[str] = (),
    moved: Iterable[str] = (),
    sent_home: Iterable[str] = (),
    caption: CaptionWords | None = None,
) -> bytes:
    """The PNG of a view.

    ``last_move`` is the canonical text of the move that led here (its squares are tinted, a
    chain's path drawn); ``perspective="black"`` turns the board for Black; ``highlights`` are
    square names to frame (e.g. a selected piece's destinations); ``move_number`` goes in the
    caption (0 reads "start", N "move N"); ``captured`` are the squares where the last move
    took a piece (or cost a boss a hit point), each marked with a cross, because the view
    after the move no longer shows what was there; ``moved`` are the other squares of a group
    that moved with the named piece (a Crossings phalanx), tinted as the move's own squares
    (where a piece stands now, as a square reached); ``sent_home`` are the squares whose
    piece the move sent back home or off the board to wait (a return arrow, not the cross of
    a capture); ``caption`` the caption's words in the reader's language (None: English,
    from the view).  The same arguments always give the same bytes.
    """
    image = compose(
        view,
        last_move=last_move,
        perspective=perspective,
        highlights=highlights,
        move_number=move_number,
        captured=captured,
        moved=moved,
        sent_home=sent_home,
        caption=caption,
    )
    buffer = io.BytesIO()
    image.save(buffer, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


__all__ = ["CaptionWords", "Frame", "render_gif", "render_png"]
