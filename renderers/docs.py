"""The diagrams of the rules pages (``docs/rules/``), drawn by the board renderer itself.

Every diagram is a row of :data:`DIAGRAMS`: a game, a name, a position string (or the start
position for some options), the moves played from it (the last one is drawn as the last move)
and the squares to frame or to mark as captured.  ``python -m renderers --docs docs/`` writes
them to ``docs/rules/images/<game>-<name>.png``; a test redraws them and fails when a committed
image differs, so the pictures in the rules cannot drift from what the engines and the
renderer do.  The moves are played by the engines, so a diagram of an illegal move cannot be
drawn at all.

A translation of the rules (``docs/rules/<language>/``, docs/translating.md) links the same
diagrams from its own ``images/`` folder, drawn with the caption in its language.  The
renderer cannot reach the catalogue, so whoever draws them hands it the words
(:data:`CaptionSource`): ``python -m bot.rules_images docs/`` (:data:`REGENERATE_ALL`) draws
the English diagrams and every translation's, with the bot's caption words.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import games
from games.core.notation import squares_in
from renderers.caption import CaptionWords

REGENERATE = "python -m renderers --docs docs/"  # the English diagrams only
ALL_LANGUAGES = "python -m bot.rules_images"  # draws English's and every translation's
REGENERATE_ALL = f"{ALL_LANGUAGES} docs/"
RULES = Path("rules")  # under the docs directory
IMAGES = RULES / "images"
IMAGE_LINK = re.compile(r"\]\((images/[^)\s]+\.png)\)")

CaptionSource = Callable[[Mapping[str, Any], str | None], CaptionWords]
"""A caption's words in one language for a diagram: (the view drawn, the last move's text)."""


@dataclass(frozen=True)
class Diagram:
    """One picture of a rules page.

    ``position`` is a position string, or None for the start position with ``options``;
    ``moves`` are played from it in order and the last is shown as the last move; ``seat``
    chooses whose view is drawn (None: what everyone sees).  ``highlights`` frames squares;
    ``reach`` frames every square the legal moves from these squares end on (in the position
    before the shown move, leaving out the square it went to); ``captured`` and ``sent_home``
    mark where the shown move took a piece or sent one home.
    """

    game: str
    name: str
    position: str | None = None
    moves: tuple[str, ...] = ()
    highlights: tuple[str, ...] = ()
    captured: tuple[str, ...] = ()
    sent_home: tuple[str, ...] = ()
    reach: tuple[str, ...] = ()
    options: Mapping[str, Any] = field(default_factory=dict)
    seat: str | None = None

    @property
    def filename(self) -> str:
        return f"{self.game}-{self.name}.png"


def _d(game: str, name: str, position: str | None = None, *moves: str, **extra: Any) -> Diagram:
    """A table row: squares may be given as one blank-separated string (``"a5 c5"``)."""
    for key in ("highlights", "captured", "sent_home", "reach"):
        if isinstance(extra.get(key), str):
            extra[key] = tuple(extra[key].split())
    return Diagram(game, name, position, tuple(moves), **extra)


KC, CB, CR, KO, CC = (
    "kings-crossing",
    "checkers-bosses",
    "crossings",
    "king-of-the-castle",
    "charing-cross",
)

DIAGRAMS: tuple[Diagram, ...] = (
    # ----- King's Crossing ------------------------------------------------------------------
    _d(KC, "start"),
    _d(KC, "alternate", options={"setup": "alternate"}),
    _d(KC, "longer", options={"pieces": 12}),
    _d(KC, "slide", None, "b2-b5", reach="b2"),
    _d(KC, "jump", "k3/4/4/1m2/2m1/2M1/4/3K w home=d1,a8", "c3xc5", captured="c4", highlights="a5"),
    _d(KC, "trap", "k3/4/4/Mmm1/4/4/3M/3K w home=d1,a8", "d2-d5"),
    _d(KC, "trap-capture", "k3/4/4/MmmM/4/4/4/3K w home=d1,a8", "d5xc5", captured="c5"),
    _d(KC, "win-capture", "1m2/4/1Mk1/4/4/4/4/3K w home=d1,a8", "b6xd6", captured="c6"),
    _d(KC, "win-home", "4/K1k1/4/4/4/4/4/3M w home=d1,a8", "a7-a8"),
    _d(KC, "win-back-rank", "2K1/4/1m2/4/4/4/k3/4 b home=d1,a8 backrow=w9", "a2-b2"),
    _d(KC, "stealth-own", None, "king b2", "king c7", options={"stealth": True}, seat="white"),
    _d(KC, "stealth-public", None, "king b2", "king c7", options={"stealth": True}),
    # ----- Checkers with Bosses -------------------------------------------------------------
    _d(CB, "start"),
    _d(CB, "steps", "2c5/1o6/3d4/8/1D1O2C1/8/8/8 w reserve=DOC/doc", reach="b4 d4 g4"),
    _d(
        CB,
        "capture",
        "2c5/1o6/3d4/8/3d4/2D5/4O3/4C3 w reserve=DOC/doc",
        "c3xe5xc7",
        captured="d4 d6",
    ),
    _d(CB, "promotion", "2c5/1D4o1/3d4/8/8/8/4O3/4C3 w reserve=DOC/doc", "b7-a8"),
    _d(CB, "drop", "2c5/1o6/3d4/8/8/8/4O3/4C3 w reserve=DOC/doc", "D@c2"),
    _d(CB, "boss-hit", "2c5/8/d7/3*o(3)4/3O4/D7/8/4C3 w reserve=DOC/dc", "d4xd6"),
    _d(CB, "win-bosses", "8/8/8/4*c(1)3/3C4/D7/4O3/8 w reserve=DOC/", "d4xf6", captured="e5"),
    _d(CB, "win-no-move", "8/8/8/d7/8/D1D5/8/8 w reserve=D/d", "a3-b4"),
    _d(CB, "bindings", "8/8/2d1d3/8/8/8/1D3D2/8 w reserve=D/d", "b2-c3"),
    _d(CB, "bindings-shift", "8/8/2d1d3/8/8/8/1D3D2/8 w reserve=D/d", "b2-c3", "shift left"),
    # ----- Crossings ------------------------------------------------------------------------
    _d(CR, "start"),
    _d(CR, "step", "8/8/8/8/3P4/8/8/8 w", reach="d4"),
    _d(CR, "phalanx", None, "a1-a3", highlights="a4"),
    _d(CR, "capture", "8/2p5/2p5/8/2P5/2P5/2P5/8 w", "c2xc4", captured="c6"),
    _d(CR, "blocked", "8/2p5/2p5/2p5/8/2P5/2P5/2P5 w", highlights="c5 c6 c7"),
    _d(CR, "crossing", "8/1P4p1/8/8/8/8/6p1/8 w", "b7-b8", highlights="f1 g1 h1"),
    _d(CR, "cancel", "8/1P4p1/8/8/8/8/6p1/8 w", "b7-b8", "g2-g1"),
    _d(CR, "win", "8/1P6/8/8/6p1/8/8/8 w", "b7-b8"),
    # ----- The King o' the Castle ------------------------------------------------------------
    _d(KO, "start"),
    _d(KO, "reach", "1k1c1k1/7/7/3P3/7/7/7/1K1C1K1 w", reach="d5"),
    _d(KO, "jump-chain", "1k1c1k1/7/7/7/3p3/2P4/2P4/1K1C1K1 w", "c2-c4xe4", captured="d4"),
    _d(KO, "win-castle", "1k1cKk1/7/7/7/7/7/7/1K1C3 w", "e8-d8"),
    _d(KO, "win-kings", "3c3/3k3/2K4/7/7/7/7/1K1C3 w", "c6xe8", captured="d7"),
    _d(KO, "swap", None, "swap b1", options={"castle_swap": True}),
    # ----- Charing Cross ---------------------------------------------------------------------
    _d(CC, "start"),
    _d(CC, "forward", None, "a4-b5", highlights="b3 b4"),
    _d(CC, "jump-home", "3RR3/8/8/N6n/2N4n/3r4/8/4r3 b", "d3-b5", sent_home="c4"),
    _d(CC, "jump-choice", "3RR3/8/5N2/7n/2N4n/3r4/8/4r3 b", "d3-b5", sent_home="c4"),
    _d(CC, "placed", "3RR3/8/5N2/7n/2N4n/3r4/8/4r3 b", "d3-b5", "@a5"),
    _d(CC, "win", "3RR3/8/8/6N1/N6n/8/8/3rr3 w", "g5-h6"),
)


def _render_png(view: Mapping[str, Any], **kwargs: Any) -> bytes:
    """``render_png``, passing ``captured`` only if this renderer knows that keyword."""
    from renderers import render_png

    if "captured" not in inspect.signature(render_png).parameters:
        kwargs.pop("captured", None)
    if kwargs.get("caption") is None:
        kwargs.pop("caption", None)
    return render_png(view, **kwargs)


def draw(diagram: Diagram, words: CaptionSource | None = None) -> bytes:
    """The PNG of ``diagram``, captioned in the words ``words`` gives (None: the renderer's
    English); a MoveError or InvalidPosition if its data no longer fits the rules (the table is
    then wrong, or the rules changed)."""
    game = games.get(diagram.game)
    if diagram.position is None:
        state = game.start(**diagram.options)
    else:
        state = game.load(diagram.position)
    last_move = None
    reach: list[str] = []
    for index, move in enumerate(diagram.moves):
        canonical = game.parse_move(state, move)
        if index == len(diagram.moves) - 1:
            reach = _reach(game, state, diagram.reach, canonical)
        last_move = game.public_move_text(state, canonical)
        state = game.play(state, canonical)
    if not diagram.moves:
        reach = _reach(game, state, diagram.reach, None)
    highlights = diagram.highlights + tuple(reach)
    if not highlights and game.to_move(state) is not None:
        # A decision of few choices waiting (a re-placement, a shift): frame its squares.
        highlights = _choice_squares(game.legal_moves(state))
    view = game.view(state, diagram.seat)
    caption = words(view, last_move) if words is not None else None
    return _render_png(
        view,
        caption=caption,
        last_move=last_move,
        highlights=highlights,
        captured=diagram.captured,
        sent_home=diagram.sent_home,
        perspective=diagram.seat or "white",
    )


def _reach(game: games.Game, state: Any, origins: tuple[str, ...], played: str | None) -> list[str]:
    """Where the legal moves from ``origins`` end, but the square ``played`` ends on."""
    ends = []
    for move in game.legal_moves(state):
        squares = squares_in(move)
        if squares and squares[0] in origins and move != played:
            ends.append(squares[-1])
    skip = squares_in(played)[-1:] if played else []
    return sorted(set(ends) - set(skip))


def _choice_squares(moves: list[str]) -> tuple[str, ...]:
    """The squares of a pending placement (``@a4``, ``@a5``); nothing for ordinary moves."""
    if moves and all(move.startswith("@") for move in moves):
        return tuple(move[1:] for move in moves)
    return ()


def image_path(docs: Path, diagram: Diagram, language: str | None = None) -> Path:
    """Where ``diagram`` is committed: ``docs/rules/images/`` (English) or a translation's
    ``docs/rules/<language>/images/``."""
    return images_folder(docs, language) / diagram.filename


def images_folder(docs: Path, language: str | None = None) -> Path:
    return docs / (RULES / language / "images" if language else IMAGES)


def linked_images(page: str) -> list[str]:
    """The file names of the images a rules page links (``images/<name>.png``), in order."""
    return [link.removeprefix("images/") for link in IMAGE_LINK.findall(page)]


def translations(docs: Path, languages: Iterable[str]) -> list[str]:
    """The languages of ``languages`` that have a folder under ``docs/rules/`` (sorted)."""
    return sorted(code for code in set(languages) if (docs / RULES / code).is_dir())


def translated_diagrams(docs: Path, language: str) -> list[Diagram]:
    """The diagrams the pages of ``docs/rules/<language>/`` link, in the order of the table;
    a ValueError naming the page if one links an image no diagram draws."""
    by_name = {diagram.filename: diagram for diagram in DIAGRAMS}
    linked: set[str] = set()
    for page in sorted((docs / RULES / language).glob("*.md")):
        for name in linked_images(page.read_text(encoding="utf-8")):
            if name not in by_name:
                raise ValueError(f"{page} links images/{name}, which no diagram draws")
            linked.add(name)
    return [diagram for diagram in DIAGRAMS if diagram.filename in linked]


def write_translated_images(docs: Path, language: str, words: CaptionSource) -> list[Path]:
    """Draw the diagrams the pages of ``docs/rules/<language>/`` link into its ``images/``
    folder, captioned by ``words``, and delete the images there no page links; return the
    paths written."""
    diagrams = translated_diagrams(docs, language)
    folder = images_folder(docs, language)
    if diagrams:
        folder.mkdir(parents=True, exist_ok=True)
    written = []
    for diagram in diagrams:
        path = image_path(docs, diagram, language)
        path.write_bytes(draw(diagram, words))
        written.append(path)
    for stale in sorted(set(folder.glob("*.png")) - set(written)):
        stale.unlink()
    return written


def write_docs_images(docs: Path) -> list[Path]:
    """Draw every diagram into ``docs/rules/images/`` and delete images no diagram draws;
    return the paths written."""
    folder = docs / IMAGES
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for diagram in DIAGRAMS:
        path = image_path(docs, diagram)
        path.write_bytes(draw(diagram))
        written.append(path)
    for stale in sorted(set(folder.glob("*.png")) - set(written)):
        stale.unlink()
    return written
