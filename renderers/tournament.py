"""Tournament pictures: a round's pairing table and the standings, as PNG images for Discord.

    png = render_pairing_table(PairingTable("Spring Swiss · Crossings", 3, rows, byes=byes))
    png = render_standings(StandingsTable("Spring Swiss · after round 5", ("BH-C1", "BH"), rows))

Words: this module cannot read Gamut's catalogue (renderers never import the bot), so a
caller in another language passes the headings and phrases as :class:`PairingWords` /
:class:`StandingsWords` and the subtitle already formatted (its plurals are the language's);
without them a table speaks English, the catalogue's source language.

The caller gives the table's words and figures as text (points as "2½", a result as "1-0",
"½-½" or "+/-"): this module only lays them out, so an image says exactly what the tournament's
text says.  Like the boards, a picture is a pure function of its input (the same table gives
the same bytes) on the boards' opaque dark slate, which reads the same on Discord's dark and
light themes.

Where everything goes is decided first, as a :class:`TableLayout` from the constants below, and
only then drawn, so a test can compute each cell's box from the same constants and sample the
pixels there.  A name column has a fixed width (wider only when a narrow table needs room for
its title): a name too wide for it is cut with an ellipsis, never allowed to push the others
out.  A column of figures (ranks, points, results, tie-breaks) has a base width and widens to
hold its heading and its widest figure whole: a number is never cut.  The text is drawn in
DejaVu Sans, shipped in ``renderers/fonts/`` (subset to the Latin, Greek and Cyrillic scripts
and the punctuation a table needs), because Pillow's bundled font has no accented letter and
no ``½``; a character outside the font is drawn as ``?`` rather than as a blank box.

Ranks in the standings: a rank shared by several players (tied on points and every tie-break)
is shown once, as ``3=`` on the first of them, and left blank on the others.  The rows ranked
first are the leaders, highlighted in the boards' orange with a bar on their left, unless
every player shares the first rank (before the first result nobody leads).

Long tables: by default every row is drawn, one image however many rows (200 rows are about
5,700 pixels high and a few hundred KB).  A caller that wants Discord-sized pages passes
``rows_per_page`` (e.g. :data:`ROWS_PER_PAGE`) and ``page``; :func:`page_count` says how many
pages a table makes; the byes and the footer go under the last page.
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TypeVar

from PIL import Image, ImageDraw

from renderers import style

# Sizes (pixels): fonts, the blocks from top to bottom, the cells.
TITLE_SIZE, SUBTITLE_SIZE, HEADER_SIZE, BODY_SIZE, NOTE_SIZE = 20, 13, 13, 15, 13
PAD = 16  # left and right of the table, and above the title
TITLE_TOP = 14  # the title's top line
SUBTITLE_TOP = 44
HEADER_TOP = 70  # the header row's box starts here
HEADER_HEIGHT = 30
ROW_HEIGHT = 28
CELL_PAD = 8  # room between a cell's edge and its text
LINES_GAP = 10  # between the table and the lines under it (byes, footer)
LINE_HEIGHT = 20  # one line under the table
BOTTOM_PAD = 14
LEADER_BAR = 4  # width of the bar marking a leader's row, at its left edge
DISC = 12  # the White / Black disc in the header

# Column widths (pixels).
# Figures' columns widen past these to hold their widest figure or heading (figure_width).
BOARD_WIDTH = 48
NAME_WIDTH = 240
POINTS_WIDTH = 56
RESULT_WIDTH = 76
RANK_WIDTH = 52
TIEBREAK_WIDTH = 64
NOTE_WIDTH = 230  # only when some row has a note
MAX_WIDTH = 960  # a narrow table widens its name columns to show its title, up to this

ROWS_PER_PAGE = 60  # a suggested page: about 1,800 pixels, still legible in Discord
PNG_COMPRESS_LEVEL = 6  # once a round, not per move: a smaller file is worth the few ms
RAMP_STEPS = 15  # anti-aliasing shades between each fill and each text colour, in the palette
NEAR = 6  # a shade this close (per channel) to a colour already placed adds nothing
MAX_CHARS = 200  # longer texts are cut to this before measuring: fitting costs the same

# Colours.
Shown = TypeVar("Shown")  # a row of a table, whatever the table

BACKGROUND = style.FRAME
TEXT = style.LABEL
BRIGHT = style.FILL["white"]  # the title, the header and the leaders' names: the ivory of White
DIM = style.blend(style.FRAME, style.LABEL, 0.62)  # the subtitle, notes, lines under the table
HEADER_FILL = style.blend(style.FRAME, style.LAST_MOVE, 0.42)
ROW_FILLS: tuple[style.RGB, style.RGB] = (
    style.blend(style.FRAME, style.LABEL, 0.06),  # rows 1, 3, 5 ...
    style.blend(style.FRAME, style.LABEL, 0.12),  # rows 2, 4, 6 ...
)
LEADER_FILL = style.blend(style.FRAME, style.HIGHLIGHT, 0.30)
LEADER_MARK = style.HIGHLIGHT
UNKNOWN_CHAR = "?"


@dataclass(frozen=True)
class PairingWords:
    """A pairing table's words: the column headings, the line before the players not paired
    (``{player}``: the first of them), the row of an empty table, and the subtitle's page
    (``{page}``, ``{pages}``)."""

    board: str = "Bd"
    white: str = "White"
    black: str = "Black"
    points: str = "Pts"
    result: str = "Result"
    not_paired: str = "Not paired: {player}"
    empty: str = "No boards in this round."
    page: str = "page {page} of {pages}"


@dataclass(frozen=True)
class StandingsWords:
    """A standings table's words: the column headings (the tie-breaks' are their codes, given
    with the table), the row of an empty table and the subtitle's page."""

    rank: str = "#"
    player: str = "Player"
    points: str = "Pts"
    note: str = "Note"
    empty: str = "No players yet."
    page: str = "page {page} of {pages}"


ENGLISH_PAIRING = PairingWords()
ENGLISH_STANDINGS = StandingsWords()


@dataclass(frozen=True)
class PairingRow:
    """One board of a round: the players' names and points before the round, and its result
    once known (``"1-0"``, ``"0-1"``, ``"½-½"``, ``"+/-"`` for a forfeit; ``""`` while played)."""

    board: int
    white: str
    white_points: str
    black: str
    black_points: str
    result: str = ""


@dataclass(frozen=True)
class PairingTable:
    """A round's pairings; ``byes`` are the players not paired, each as a line of its own
    (``"Carol (½, requested)"``), listed under the table."""

    title: str
    round_number: int
    rows: tuple[PairingRow, ...]
    byes: tuple[str, ...] = ()
    subtitle: str | None = None  # None: "Round 3 · 4 boards · 1 not paired", in English
    words: PairingWords = ENGLISH_PAIRING


@dataclass(frozen=True)
class StandingRow:
    """One player's line: rank (shared ranks repeat the number), points, the tie-break values
    in the table's order, and a note (``"withdrawn (two losses on time)"``)."""

    rank: int
    name: str
    points: str
    tiebreaks: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True)
class StandingsTable:
    """The standings in rank order; ``tiebreak_names`` head the tie-break columns in the
    tournament's order; ``footer`` (e.g. what the tie-breaks mean) goes under the table."""

    title: str
    tiebreak_names: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    footer: str = ""
    subtitle: str | None = None  # None: "5 players · tie-breaks in order: BH, SB", in English
    words: StandingsWords = ENGLISH_STANDINGS


@dataclass(frozen=True)
class Column:
    """A column: its heading, its left edge and width in pixels, how its text is aligned
    (``"left"``, ``"right"`` or ``"center"``), whether its text is bold, and the side
    (``"white"``, ``"black"``) whose disc its heading shows, if any."""

    heading: str
    left: int
    width: int
    align: str = "left"
    bold: bool = False
    side: str | None = None

    @property
    def right(self) -> int:
        """The column's last pixel column (inclusive)."""
        return self.left + self.width - 1


@dataclass(frozen=True)
class TableLayout:
    """Where a table's parts go: its size, its columns, how many rows this image draws, and
    the lines under the table.  Boxes are (left, top, right, bottom), right and bottom
    inclusive."""

    width: int
    height: int
    columns: tuple[Column, ...]
    rows: int  # rows drawn (an empty table draws one row saying so)
    lines: tuple[str, ...]  # under the table, already fitted to the width
    title: str = ""  # fitted to the width, as the subtitle
    subtitle: str = ""

    @property
    def body_top(self) -> int:
        return HEADER_TOP + HEADER_HEIGHT

    def header_box(self) -> tuple[int, int, int, int]:
        return PAD, HEADER_TOP, self.width - PAD - 1, HEADER_TOP + HEADER_HEIGHT - 1

    def row_box(self, index: int) -> tuple[int, int, int, int]:
        """The box of the ``index``-th row drawn (0 is the first under the header)."""
        top = self.body_top + index * ROW_HEIGHT
        return PAD, top, self.width - PAD - 1, top + ROW_HEIGHT - 1

    def cell_box(self, index: int, column: int) -> tuple[int, int, int, int]:
        col = self.columns[column]
        _, top, _, bottom = self.row_box(index)
        return col.left, top, col.right, bottom

    def line_top(self, index: int) -> int:
        """The top of the ``index``-th line under the table."""
        return self.body_top + self.rows * ROW_HEIGHT + LINES_GAP + index * LINE_HEIGHT


# ----- fonts and text ----------------------------------------------------------------------


font = style.font  # DejaVu Sans, the one font of every picture


@cache
def _missing_mask() -> bytes:
    return bytes(font(BODY_SIZE).getmask("\U0010fffd"))


@cache
def _drawable(char: str) -> bool:
    """Whether the shipped font has a glyph for ``char`` (its mask is not the missing-glyph
    box); both weights are subset to the same characters."""
    return char == " " or bytes(font(BODY_SIZE).getmask(char)) != _missing_mask()


def clean(text: str) -> str:
    """``text`` as one drawable line: composed (NFC, so a letter with a combining accent
    becomes the accented letter the font has), line breaks and other control characters as
    spaces, runs of spaces as one, characters outside the font as ``?``."""
    text = unicodedata.normalize("NFC", text[:MAX_CHARS])
    chars = []
    for char in text:
        if char.isspace() or unicodedata.category(char).startswith("C"):
            char = " "
        elif not _drawable(char):
            char = UNKNOWN_CHAR
        chars.append(char)
    return " ".join("".join(chars).split())


@cache
def _advance(size: int, bold: bool, char: str) -> float:
    return font(size, bold).getlength(char)


def fit(text: str, room: float, size: int = BODY_SIZE, bold: bool = False) -> str:
    """``text`` (cleaned), cut short with an ellipsis if it is wider than ``room`` pixels.

    One pass over the characters' advances finds the cut, then the whole line is measured
    (kerning can make it a hair wider than the sum) and shortened while it still overflows.
    """
    text = clean(text)
    face = font(size, bold)
    if face.getlength(text) <= room:
        return text
    budget = room - face.getlength("…")
    width, count = 0.0, 0
    for char in text:
        width += _advance(size, bold, char)
        if width > budget:
            break
        count += 1
    cut = text[:count].rstrip()
    while cut and face.getlength(cut + "…") > room:
        cut = cut[:-1].rstrip()
    return cut + "…" if room >= face.getlength("…") else ""


def wrap(entries: Sequence[str], room: float, separator: str = " · ") -> list[str]:
    """``entries`` joined into lines no wider than ``room`` (an entry too wide for a line of
    its own is cut with an ellipsis)."""
    face = font(NOTE_SIZE)
    lines: list[str] = []
    line = ""
    for entry in entries:
        entry = fit(entry, room, NOTE_SIZE)
        if not entry:
            continue
        candidate = f"{line}{separator}{entry}" if line else entry
        if face.getlength(candidate) <= room:
            line = candidate
        else:
            lines.append(line)
            line = entry
    if line:
        lines.append(line)
    return lines


def _words(text: str, room: float) -> list[str]:
    """A paragraph (the footer) wrapped between words into lines no wider than ``room``."""
    lines = []
    for paragraph in text[: MAX_CHARS * 5].splitlines():
        words = clean(paragraph).split(" ")
        lines += wrap([w for w in words if w], room, separator=" ")
    return lines


# ----- layout ------------------------------------------------------------------------------


def _columns(
    specs: Sequence[tuple[str, int, str, bool]], sides: dict[int, str] | None = None
) -> tuple[Column, ...]:
    columns, left = [], PAD
    for index, (heading, width, align, bold) in enumerate(specs):
        side = (sides or {}).get(index)
        columns.append(Column(heading, left, width, align, bold, side))
        left += width
    return tuple(columns)


def _pairing_columns(
    rows: Sequence[PairingRow], name_width: int, words: PairingWords
) -> tuple[Column, ...]:
    boards = figure_width(BOARD_WIDTH, words.board, (str(row.board) for row in rows))
    points = [row.white_points for row in rows] + [row.black_points for row in rows]
    points_width = figure_width(POINTS_WIDTH, words.points, points, bold=True)
    results = figure_width(RESULT_WIDTH, words.result, (row.result for row in rows), bold=True)
    return _columns(
        (
            (words.board, boards, "right", False),
            (words.white, name_width, "left", False),
            (words.points, points_width, "right", True),
            (words.result, results, "center", True),
            (words.points, points_width, "right", True),
            (words.black, name_width, "left", False),
        ),
        sides={1: "white", 5: "black"},
    )


def figure_width(
    base: int, heading: str, figures: Iterable[str] = (), *, bold: bool = False
) -> int:
    """A figures column's width: ``base``, or wider to hold its heading (cut at the name
    column's width) and every figure whole, so a number is never cut short ("121=",
    "123.25").  A figure wider than a name column is no number: it is cut like a name."""
    heading = fit(heading, NAME_WIDTH - 2 * CELL_PAD, HEADER_SIZE, bold=True)
    needed = font(HEADER_SIZE, bold=True).getlength(heading)
    face = font(BODY_SIZE, bold)
    for figure in set(figures):
        needed = max(needed, face.getlength(clean(figure)))
    return min(max(base, math.ceil(needed) + 2 * CELL_PAD), NAME_WIDTH)


def _standings_columns(table: StandingsTable, name_width: int) -> tuple[Column, ...]:
    ranks = shown_ranks(table.rows)
    words = table.words
    specs = [
        (words.rank, figure_width(RANK_WIDTH, words.rank, ranks), "right", False),
        (words.player, name_width, "left", False),
        (
            words.points,
            figure_width(POINTS_WIDTH, words.points, (r.points for r in table.rows), bold=True),
            "right",
            True,
        ),
    ]
    for index, name in enumerate(table.tiebreak_names):
        values = (row.tiebreaks[index] for row in table.rows if index < len(row.tiebreaks))
        specs.append((name, figure_width(TIEBREAK_WIDTH, name, values), "right", False))
    if any(row.note for row in table.rows):
        specs.append((words.note, NOTE_WIDTH, "left", False))
    return _columns(specs)


def page_count(rows: int, rows_per_page: int | None) -> int:
    """How many pages ``rows`` rows make (at least one: an empty table is one page)."""
    if rows_per_page is None or rows <= 0:
        return 1
    return -(-rows // rows_per_page)


def _page(
    rows: Sequence[Shown], page: int, rows_per_page: int | None
) -> tuple[Sequence[Shown], int]:
    """The rows on ``page`` (1-based) and how many pages there are; ValueError for a page
    the table does not have."""
    if rows_per_page is not None and rows_per_page < 1:
        raise ValueError(f"A page holds at least one row, not {rows_per_page}.")
    pages = page_count(len(rows), rows_per_page)
    if not 1 <= page <= pages:
        raise ValueError(f"The table has {pages} page(s): there is no page {page}.")
    if rows_per_page is None:
        return rows, pages
    start = (page - 1) * rows_per_page
    return rows[start : start + rows_per_page], pages


def _name_width(
    columns: Callable[[int], tuple[Column, ...]], names: int, title: str, subtitle: str
) -> int:
    """The name columns' width: :data:`NAME_WIDTH`, or more when the title (or subtitle)
    is wider than the table, so a narrow table (three tie-breaks, no note) does not cut
    its title; the picture grows to fit them up to :data:`MAX_WIDTH`, its ``names`` name
    columns sharing the extra room."""
    table = columns(NAME_WIDTH)
    width = table[-1].left + table[-1].width + PAD
    words = max(
        font(TITLE_SIZE, True).getlength(clean(title)),
        font(SUBTITLE_SIZE).getlength(clean(subtitle)),
    )
    wanted = min(math.ceil(words) + 2 * PAD, MAX_WIDTH)
    return NAME_WIDTH + max(0, -(-(wanted - width) // names))


def _layout(
    columns: tuple[Column, ...], rows: int, lines: Sequence[str], title: str, subtitle: str
) -> TableLayout:
    width = columns[-1].left + columns[-1].width + PAD
    drawn = max(rows, 1)
    height = HEADER_TOP + HEADER_HEIGHT + drawn * ROW_HEIGHT + BOTTOM_PAD
    if lines:
        height += LINES_GAP + len(lines) * LINE_HEIGHT
    room = width - 2 * PAD
    return TableLayout(
        width,
        height,
        columns,
        drawn,
        tuple(lines),
        fit(title, room, TITLE_SIZE, bold=True),
        fit(subtitle, room, SUBTITLE_SIZE),
    )


def _subtitle(words: str, page: int, pages: int, template: str) -> str:
    """The subtitle, with the page (``template``: "page {page} of {pages}") if there are
    several."""
    if pages <= 1:
        return words
    shown = template.replace("{page}", str(page)).replace("{pages}", str(pages))
    return f"{words} · {shown}"


def _english_pairing_subtitle(table: PairingTable) -> str:
    boards = len(table.rows)
    words = f"Round {table.round_number} · {boards} board{'s' if boards != 1 else ''}"
    if table.byes:
        words += f" · {len(table.byes)} not paired"
    return words


def _english_standings_subtitle(table: StandingsTable) -> str:
    count = len(table.rows)
    words = f"{count} player{'s' if count != 1 else ''}"
    if table.tiebreak_names:
        words += " · tie-breaks in order: " + ", ".join(table.tiebreak_names)
    return words


def layout_pairing_table(
    table: PairingTable, *, page: int = 1, rows_per_page: int | None = None
) -> TableLayout:
    """The layout of a pairing table's image (see the module docstring)."""
    rows, pages = _page(table.rows, page, rows_per_page)
    words = table.subtitle if table.subtitle is not None else _english_pairing_subtitle(table)
    subtitle = _subtitle(words, page, pages, table.words.page)

    def columns(name_width: int) -> tuple[Column, ...]:
        return _pairing_columns(table.rows, name_width, table.words)

    chosen = columns(_name_width(columns, 2, table.title, subtitle))
    room = chosen[-1].right - PAD + 1
    lines: list[str] = []
    if table.byes and page == pages:
        first = table.words.not_paired.replace("{player}", table.byes[0])
        lines = wrap([first, *table.byes[1:]], room)
    return _layout(chosen, len(rows), lines, table.title, subtitle)


def layout_standings(
    table: StandingsTable, *, page: int = 1, rows_per_page: int | None = None
) -> TableLayout:
    """The layout of a standings image (see the module docstring)."""
    rows, pages = _page(table.rows, page, rows_per_page)
    words = table.subtitle if table.subtitle is not None else _english_standings_subtitle(table)
    subtitle = _subtitle(words, page, pages, table.words.page)

    def columns(name_width: int) -> tuple[Column, ...]:
        return _standings_columns(table, name_width)

    chosen = columns(_name_width(columns, 1, table.title, subtitle))
    room = chosen[-1].right - PAD + 1
    lines = _words(table.footer, room) if table.footer and page == pages else []
    return _layout(chosen, len(rows), lines, table.title, subtitle)


# ----- drawing -----------------------------------------------------------------------------


def shown_ranks(rows: Sequence[StandingRow]) -> list[str]:
    """The rank column's texts: a rank shared with the next row reads ``3=`` on its first
    row and is blank on the rows after it."""
    shown = []
    for index, row in enumerate(rows):
        if index > 0 and rows[index - 1].rank == row.rank:
            shown.append("")
        elif index + 1 < len(rows) and rows[index + 1].rank == row.rank:
            shown.append(f"{row.rank}=")
        else:
            shown.append(str(row.rank))
    return shown


def _cell_text(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    column: Column,
    text: str,
    *,
    fill: style.RGB = TEXT,
    size: int = BODY_SIZE,
    bold: bool | None = None,
) -> None:
    left, top, right, bottom = box
    weight = column.bold if bold is None else bold
    text = fit(text, right - left + 1 - 2 * CELL_PAD, size, weight)
    if not text:
        return
    middle = (top + bottom + 1) / 2
    xy: tuple[float, float]
    if column.align == "right":
        xy, anchor = (right + 1 - CELL_PAD, middle), "rm"
    elif column.align == "center":
        xy, anchor = ((left + right + 1) / 2, middle), "mm"
    else:
        xy, anchor = (left + CELL_PAD, middle), "lm"
    draw.text(xy, text, font=font(size, weight), fill=fill, anchor=anchor)


@cache
def _disc(side: str) -> Image.Image:
    """A White or Black disc on the header's colour, drawn large and reduced: smooth."""
    scale = style.SUPERSAMPLE
    size = DISC * scale
    image = Image.new("RGB", (size, size), HEADER_FILL)
    ImageDraw.Draw(image).ellipse(
        [scale, scale, size - 1 - scale, size - 1 - scale],
        fill=style.FILL[side],
        outline=style.INK["white"] if side == "white" else style.INK["black"],
        width=scale,
    )
    return image.reduce(scale)


def _frame(layout: TableLayout) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """The image with its title, subtitle and header row drawn."""
    image = Image.new("RGB", (layout.width, layout.height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((PAD, TITLE_TOP), layout.title, font=font(TITLE_SIZE, True), fill=BRIGHT)
    draw.text((PAD, SUBTITLE_TOP), layout.subtitle, font=font(SUBTITLE_SIZE), fill=DIM)
    draw.rectangle(layout.header_box(), fill=HEADER_FILL)
    _, top, _, bottom = layout.header_box()
    for column in layout.columns:
        box = (column.left, top, column.right, bottom)
        side = column.side
        if side is not None:  # White's and Black's columns: the side's disc before the word
            image.paste(_disc(side), (column.left + CELL_PAD, (top + bottom + 1 - DISC) // 2))
            box = (column.left + DISC + 4, top, column.right, bottom)
        _cell_text(draw, box, column, column.heading, fill=BRIGHT, size=HEADER_SIZE, bold=True)
    return image, draw


def _row_fill(draw: ImageDraw.ImageDraw, layout: TableLayout, index: int, leader: bool) -> None:
    box = layout.row_box(index)
    draw.rectangle(box, fill=LEADER_FILL if leader else ROW_FILLS[index % 2])
    if leader:
        left, top, _, bottom = box
        draw.rectangle((left, top, left + LEADER_BAR - 1, bottom), fill=LEADER_MARK)


def _finish(
    image: Image.Image, draw: ImageDraw.ImageDraw, layout: TableLayout, empty: str, rows: int
) -> bytes:
    if rows == 0:
        _row_fill(draw, layout, 0, False)
        left, top, right, bottom = layout.row_box(0)
        draw.text(
            (left + CELL_PAD, (top + bottom + 1) / 2),
            empty,
            font=font(BODY_SIZE),
            fill=DIM,
            anchor="lm",
        )
    for index, line in enumerate(layout.lines):
        draw.text((PAD, layout.line_top(index)), line, font=font(NOTE_SIZE), fill=DIM)
    buffer = io.BytesIO()
    indexed = image.quantize(palette=_palette(), dither=Image.Dither.NONE)
    indexed.save(buffer, "PNG", compress_level=PNG_COMPRESS_LEVEL)
    return buffer.getvalue()


def exact_colours() -> tuple[style.RGB, ...]:
    """The colours a table is drawn in, each kept exactly by the palette."""
    discs = (style.FILL["white"], style.FILL["black"], style.INK["white"], style.INK["black"])
    found: list[style.RGB] = []
    for colour in (BACKGROUND, *ROW_FILLS, LEADER_FILL, HEADER_FILL, TEXT, BRIGHT, DIM):
        if colour not in found:
            found.append(colour)
    for colour in (LEADER_MARK, *discs):
        if colour not in found:
            found.append(colour)
    return tuple(found)


def _near(a: style.RGB, b: style.RGB) -> bool:
    return max(abs(x - y) for x, y in zip(a, b, strict=True)) <= NEAR


@cache
def _palette() -> Image.Image:
    """The palette a table is saved in: its exact colours, then the anti-aliasing shades
    between each fill and each colour drawn on it.

    Drawn in RGB and stored as one byte a pixel, a 200-row table is a third of the file and
    encodes three times faster.  Shades too close to a colour already placed are left out:
    Pillow maps colours through coarse cells, and a near neighbour could take the place of
    an exact fill.
    """
    fills = (BACKGROUND, *ROW_FILLS, LEADER_FILL, HEADER_FILL)
    inks = (TEXT, BRIGHT, DIM)
    discs = (style.FILL["white"], style.FILL["black"], style.INK["white"], style.INK["black"])
    colours = list(exact_colours())
    crowded = [(a, b) for i, a in enumerate(colours) for b in colours[i + 1 :] if _near(a, b)]
    assert not crowded, f"colours too close to keep apart in a palette: {crowded}"
    pairs = [(fill, ink) for fill in fills for ink in inks]
    pairs += [(HEADER_FILL, disc) for disc in discs]
    for fill, ink in pairs:
        for step in range(1, RAMP_STEPS):
            shade = style.blend(fill, ink, step / RAMP_STEPS)
            if not any(_near(shade, colour) for colour in colours):
                colours.append(shade)
    assert len(colours) <= 256, f"{len(colours)} colours do not fit a palette"
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for colour in colours for channel in colour])
    return palette


def render_pairing_table(
    table: PairingTable, *, page: int = 1, rows_per_page: int | None = None
) -> bytes:
    """The PNG of a round's pairing table: board, White and her points, the result, Black's
    points and Black, zebra rows, and the players not paired listed under the table.

    Every row is drawn unless ``rows_per_page`` asks for pages (then ``page``, from 1, is
    the page drawn; ValueError for a page the table does not have).
    """
    layout = layout_pairing_table(table, page=page, rows_per_page=rows_per_page)
    rows, _ = _page(table.rows, page, rows_per_page)
    image, draw = _frame(layout)
    for index, row in enumerate(rows):
        _row_fill(draw, layout, index, False)
        texts = (
            str(row.board),
            row.white,
            row.white_points,
            row.result,
            row.black_points,
            row.black,
        )
        for number, (column, text) in enumerate(zip(layout.columns, texts, strict=True)):
            fill = DIM if number == 0 else TEXT
            _cell_text(draw, layout.cell_box(index, number), column, text, fill=fill)
    return _finish(image, draw, layout, table.words.empty, len(rows))


def render_standings(
    table: StandingsTable, *, page: int = 1, rows_per_page: int | None = None
) -> bytes:
    """The PNG of the standings: rank (a shared rank shown once, as ``3=``), name, points,
    the tie-breaks in the tournament's order, a note column when some player has a note,
    the leaders (rank 1) highlighted, and the footer under the table.

    Paging as in :func:`render_pairing_table`.
    """
    layout = layout_standings(table, page=page, rows_per_page=rows_per_page)
    rows, _ = _page(table.rows, page, rows_per_page)
    start = (page - 1) * rows_per_page if rows_per_page else 0
    ranks = shown_ranks(table.rows)[start : start + len(rows)]
    image, draw = _frame(layout)
    note_column = 3 + len(table.tiebreak_names)  # present only when some row has a note
    someone_leads = any(row.rank != 1 for row in table.rows)
    for index, (row, rank) in enumerate(zip(rows, ranks, strict=True)):
        leader = row.rank == 1 and someone_leads
        _row_fill(draw, layout, index, leader)
        tiebreaks = tuple(row.tiebreaks[: len(table.tiebreak_names)])
        tiebreaks += ("",) * (len(table.tiebreak_names) - len(tiebreaks))
        texts = (rank, row.name, row.points, *tiebreaks, row.note)
        for number, (column, text) in enumerate(zip(layout.columns, texts, strict=False)):
            note = number == note_column
            fill = BRIGHT if leader and not note else DIM if note else TEXT
            bold = True if leader and number == 1 else None
            size = NOTE_SIZE if note else BODY_SIZE
            box = layout.cell_box(index, number)
            _cell_text(draw, box, column, text, fill=fill, bold=bold, size=size)
    return _finish(image, draw, layout, table.words.empty, len(rows))
