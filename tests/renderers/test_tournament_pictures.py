"""The tournament pictures (a round's pairing table, the standings) against their layout.

Every box sampled here is computed in the test from the module's size constants (paddings,
row heights, column widths) by the rule the module's docstring states: columns side by side
from the left padding, the header under the title block, rows one under another.  The pixels
are then read from the decoded PNG: zebra rows alternate, the leaders' rows carry the orange
bar, each cell with text has ink in it and an empty cell has none, a cut name stays inside its
column, numbers sit against their column's right edge.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from renderers import style
from renderers import tournament as t
from renderers.tournament import (
    PairingRow,
    PairingTable,
    StandingRow,
    StandingsTable,
    render_pairing_table,
    render_standings,
)

PAIRING_WIDTHS = (
    t.BOARD_WIDTH,
    t.NAME_WIDTH,
    t.POINTS_WIDTH,
    t.RESULT_WIDTH,
    t.POINTS_WIDTH,
    t.NAME_WIDTH,
)
TIEBREAKS = ("BH-C1", "BH", "SB", "DE", "WIN")  # each narrower than TIEBREAK_WIDTH
LONG_NAME = "Bartholomew Featherstonehaugh-Montgomery of Ravenscroft-Upon-Tyne"
NAMES = (
    "Chloé Dubois",
    "Ana Łukasiewicz",
    "Dmitri Иванов",
    "François Ørsted",
    "Gábor Szőke",
    "Inès Müller",
    "Eleanor Ng",
    "Hiroshi Sato",
    LONG_NAME,
)


def _image(data: bytes) -> Image.Image:
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return Image.open(io.BytesIO(data)).convert("RGB")


def _lefts(widths) -> list[int]:
    lefts, x = [], t.PAD
    for width in widths:
        lefts.append(x)
        x += width
    return lefts


def _row_top(index: int) -> int:
    return t.HEADER_TOP + t.HEADER_HEIGHT + index * t.ROW_HEIGHT


def _ink(image: Image.Image, box: tuple[int, int, int, int], fill) -> list[tuple[int, int]]:
    """The pixels in ``box`` (inclusive) that are not the row's fill colour: the text."""
    left, top, right, bottom = box
    return [
        (x, y)
        for x in range(left, right + 1)
        for y in range(top, bottom + 1)
        if image.getpixel((x, y)) != fill
    ]


def _rank_box(index: int) -> tuple[int, int, int, int]:
    """The rank cell of a standings row, right of where a leader's bar would be."""
    return (
        t.PAD + t.LEADER_BAR + 1,
        _row_top(index),
        t.PAD + t.RANK_WIDTH - 1,
        _row_top(index + 1) - 1,
    )


def _pairings(count: int, **kwargs) -> PairingTable:
    rows = tuple(
        PairingRow(
            board,
            NAMES[(2 * board) % len(NAMES)],
            f"{board % 4}½" if board % 2 else str(board % 4),
            NAMES[(2 * board + 1) % len(NAMES)],
            str(board % 3),
            ("1-0", "½-½", "0-1", "+/-", "")[board % 5],
        )
        for board in range(1, count + 1)
    )
    return PairingTable("Tournament #3 · Autumn Swiss · Crossings", 3, rows, **kwargs)


def _standings(count: int, **kwargs) -> StandingsTable:
    rows = tuple(
        StandingRow(
            rank,
            NAMES[rank % len(NAMES)] if rank != 2 else LONG_NAME,
            f"{(count - rank) // 2}{'½' if rank % 2 else ''}",
            tuple(f"{rank * k % 17}" for k in range(1, 6)),
            "withdrawn (two losses on time)" if rank == 3 else "",
        )
        for rank in range(1, count + 1)
    )
    return StandingsTable("Tournament #3 · after round 5", TIEBREAKS, rows, **kwargs)


# ----- size ----------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [1, 2, 9, 60, 200])
def test_a_pairing_table_is_as_wide_as_its_columns_and_grows_a_row_height_per_board(count):
    image = _image(render_pairing_table(_pairings(count)))
    width = 2 * t.PAD + sum(PAIRING_WIDTHS)
    height = t.HEADER_TOP + t.HEADER_HEIGHT + count * t.ROW_HEIGHT + t.BOTTOM_PAD
    assert image.size == (width, height)


def test_byes_add_lines_under_the_table():
    plain = _image(render_pairing_table(_pairings(4)))
    one = _image(render_pairing_table(_pairings(4, byes=("Hiroshi Sato (1, pairing-allocated)",))))
    assert one.height == plain.height + t.LINES_GAP + t.LINE_HEIGHT
    # Many byes wrap onto more lines, each inside the picture's width.
    many = tuple(f"Player number {i} (½, requested)" for i in range(40))
    layout = t.layout_pairing_table(_pairings(4, byes=many))
    assert len(layout.lines) > 3
    room = layout.width - 2 * t.PAD
    assert all(t.font(t.NOTE_SIZE).getlength(line) <= room for line in layout.lines)
    shown = " · ".join(layout.lines)
    assert all(f"Player number {i} (½, requested)" in shown for i in range(40))
    image = _image(render_pairing_table(_pairings(4, byes=many)))
    assert image.height == plain.height + t.LINES_GAP + len(layout.lines) * t.LINE_HEIGHT
    last = layout.line_top(len(layout.lines) - 1)
    assert _ink(image, (t.PAD, last, t.PAD + 60, last + t.LINE_HEIGHT - 1), t.BACKGROUND)


@pytest.mark.parametrize("count", [1, 9, 200])
def test_standings_are_as_wide_as_their_columns_and_grow_a_row_height_per_player(count):
    image = _image(render_standings(_standings(count)))
    widths = (t.RANK_WIDTH, t.NAME_WIDTH, t.POINTS_WIDTH, *[t.TIEBREAK_WIDTH] * 5, t.NOTE_WIDTH)
    notes = count >= 3  # the third player has a note: the note column is there
    width = 2 * t.PAD + sum(widths) - (0 if notes else t.NOTE_WIDTH)
    height = t.HEADER_TOP + t.HEADER_HEIGHT + count * t.ROW_HEIGHT + t.BOTTOM_PAD
    assert image.size == (width, height)


def test_a_narrow_table_widens_its_name_columns_to_show_its_title_whole():
    title = "Club round-robin · Charing Cross: final standings after the last round"
    rows = (StandingRow(1, "Ana", "3", ("4.5",)), StandingRow(2, "Piotr", "1", ("0",)))
    table = StandingsTable(title, ("SB",), rows)
    layout = t.layout_standings(table)
    needed = t.font(t.TITLE_SIZE, bold=True).getlength(title) + 2 * t.PAD
    narrow = 2 * t.PAD + t.RANK_WIDTH + t.NAME_WIDTH + t.POINTS_WIDTH + t.TIEBREAK_WIDTH
    assert narrow < needed <= t.MAX_WIDTH
    assert layout.title == title
    assert needed <= layout.width < needed + 2  # the extra room, rounded up to a pixel
    assert layout.columns[1].width == t.NAME_WIDTH + layout.width - narrow
    assert _image(render_standings(table)).width == layout.width
    # In a pairing table the two name columns share the extra room.
    pairing = t.layout_pairing_table(
        PairingTable(title * 2, 1, (PairingRow(1, "A", "0", "B", "0"),))
    )
    assert t.MAX_WIDTH <= pairing.width <= t.MAX_WIDTH + 1  # two columns: rounded up
    assert pairing.columns[1].width == pairing.columns[5].width > t.NAME_WIDTH
    assert pairing.title.endswith("…")  # past MAX_WIDTH a title is cut


def test_200_rows_make_a_png_far_under_discords_limit():
    for data in (render_pairing_table(_pairings(200)), render_standings(_standings(200))):
        assert len(data) < 1_000_000  # Discord takes 8 MiB
        assert _image(data).height < 6_000


# ----- rows ----------------------------------------------------------------------------------


def test_rows_are_zebra_striped_in_two_colours_distinct_from_the_background():
    image = _image(render_pairing_table(_pairings(9)))
    # Left edge of the board column: the board number is right-aligned, so this is fill only.
    colours = [image.getpixel((t.PAD + 2, _row_top(i) + 2)) for i in range(9)]
    first, second = t.ROW_FILLS
    assert first != second
    assert style.FRAME not in (first, second)
    assert colours == [first if i % 2 == 0 else second for i in range(9)]
    assert image.getpixel((1, 1)) == t.BACKGROUND == style.FRAME
    assert image.getpixel((t.PAD + 1, t.HEADER_TOP + 1)) == t.HEADER_FILL
    # Every pixel of a row's fill column is its colour, from the row's top to its bottom.
    for i in range(9):
        column = [image.getpixel((t.PAD + 1, y)) for y in range(_row_top(i), _row_top(i + 1))]
        assert set(column) == {colours[i]}


def test_the_leader_row_is_highlighted_with_an_orange_bar_and_the_others_are_not():
    image = _image(render_standings(_standings(9)))
    assert image.getpixel((t.PAD, _row_top(0) + 5)) == style.HIGHLIGHT
    assert image.getpixel((t.PAD + t.LEADER_BAR - 1, _row_top(0) + 5)) == style.HIGHLIGHT
    leader_fill = image.getpixel((t.PAD + t.LEADER_BAR + 2, _row_top(0) + 5))
    assert leader_fill == t.LEADER_FILL != style.HIGHLIGHT
    # The leader's fill leans toward the orange: more red than blue, unlike the slate.
    assert leader_fill[0] > leader_fill[2] + 20
    others = {image.getpixel((t.PAD, _row_top(i) + 5)) for i in range(1, 9)}
    assert others == set(t.ROW_FILLS)  # the zebra colours, no orange


def test_players_sharing_first_place_are_all_highlighted_and_the_rank_shown_once():
    rows = (
        StandingRow(1, "Chloé Dubois", "4", ("12", "14")),
        StandingRow(1, "Ana Łukasiewicz", "4", ("12", "14")),
        StandingRow(3, "Eleanor Ng", "3", ("11", "13")),
        StandingRow(3, "François Ørsted", "3", ("11", "13")),
        StandingRow(3, "Gábor Szőke", "3", ("11", "13")),
        StandingRow(6, "Hiroshi Sato", "1", ("9", "9")),
    )
    table = StandingsTable("Final standings", ("BH-C1", "BH"), rows)
    assert t.shown_ranks(rows) == ["1=", "", "3=", "", "", "6"]
    image = _image(render_standings(table))
    bars = [image.getpixel((t.PAD + 1, _row_top(i) + 5)) for i in range(6)]
    assert bars[:2] == [style.HIGHLIGHT] * 2
    assert style.HIGHLIGHT not in bars[2:]
    rank_right = t.PAD + t.RANK_WIDTH - 1
    for index, shown in enumerate(t.shown_ranks(rows)):
        fill = image.getpixel((t.PAD + t.LEADER_BAR + 1, _row_top(index) + 1))
        box = (t.PAD + t.LEADER_BAR + 1, _row_top(index), rank_right, _row_top(index + 1) - 1)
        assert bool(_ink(image, box, fill)) == bool(shown), (index, shown)


def test_nobody_is_highlighted_while_everyone_shares_the_first_rank():
    rows = tuple(StandingRow(1, name, "0", ("0", "0")) for name in NAMES[:4])
    image = _image(render_standings(StandingsTable("Before round 1", ("BH", "SB"), rows)))
    fills = [image.getpixel((t.PAD + 1, _row_top(i) + 5)) for i in range(4)]
    assert fills == [t.ROW_FILLS[i % 2] for i in range(4)]
    assert t.shown_ranks(rows) == ["1=", "", "", ""]


# ----- cells ---------------------------------------------------------------------------------


def test_every_pairing_cell_with_text_has_ink_inside_it_and_an_unknown_result_none():
    table = _pairings(9)
    image = _image(render_pairing_table(table))
    lefts = _lefts(PAIRING_WIDTHS)
    for index, row in enumerate(table.rows):
        texts = (str(row.board), row.white, row.white_points, row.result)
        texts += (row.black_points, row.black)
        fill = image.getpixel((t.PAD + 1, _row_top(index) + 1))
        for left, width, text in zip(lefts, PAIRING_WIDTHS, texts, strict=True):
            box = (left, _row_top(index), left + width - 1, _row_top(index + 1) - 1)
            assert bool(_ink(image, box, fill)) == bool(text), (index, text)


def test_every_standings_cell_has_ink_and_the_note_column_is_there_for_a_note():
    table = _standings(9)
    layout = t.layout_standings(table)
    assert [c.heading for c in layout.columns] == ["#", "Player", "Pts", *TIEBREAKS, "Note"]
    widths = (t.RANK_WIDTH, t.NAME_WIDTH, t.POINTS_WIDTH, *[t.TIEBREAK_WIDTH] * 5, t.NOTE_WIDTH)
    image = _image(render_standings(table))
    lefts = _lefts(widths)
    for index, row in enumerate(table.rows):
        texts = (str(row.rank), row.name, row.points, *row.tiebreaks, row.note)
        fill = image.getpixel((t.PAD + t.LEADER_BAR + 1, _row_top(index) + 1))
        for left, width, text in zip(lefts, widths, texts, strict=True):
            box = (max(left, t.PAD + t.LEADER_BAR), _row_top(index), left + width - 1)
            box += (_row_top(index + 1) - 1,)
            assert bool(_ink(image, box, fill)) == bool(text), (index, text)
    # The header names each column: ink in every header cell.
    for left, width in zip(lefts, widths, strict=True):
        header = (left, t.HEADER_TOP, left + width - 1, t.HEADER_TOP + t.HEADER_HEIGHT - 1)
        assert _ink(image, header, t.HEADER_FILL)


def test_numbers_are_right_aligned_against_their_column():
    table = _pairings(9)
    image = _image(render_pairing_table(table))
    left = _lefts(PAIRING_WIDTHS)[2]  # White's points
    right = left + t.POINTS_WIDTH - 1
    for index in range(9):
        fill = image.getpixel((t.PAD + 1, _row_top(index) + 1))
        ink = _ink(image, (left, _row_top(index), right, _row_top(index + 1) - 1), fill)
        rightmost = max(x for x, _ in ink)
        assert right - t.CELL_PAD - 2 <= rightmost <= right - t.CELL_PAD + 1, (index, rightmost)


def test_a_long_name_is_cut_with_an_ellipsis_and_stays_inside_its_column():
    room = t.NAME_WIDTH - 2 * t.CELL_PAD
    cut = t.fit(LONG_NAME, room)
    assert cut.endswith("…") and LONG_NAME.startswith(cut[:-1])
    assert t.font(t.BODY_SIZE).getlength(cut) <= room
    # Drawn: the name column's ink stops before its right padding, and the points column
    # beside it holds only its own right-aligned number.
    rows = (PairingRow(1, LONG_NAME, "2", LONG_NAME, "1½", "1-0"),)
    image = _image(render_pairing_table(PairingTable("t", 1, rows)))
    fill = image.getpixel((t.PAD + 1, _row_top(0) + 1))
    for column in (1, 5):
        left = _lefts(PAIRING_WIDTHS)[column]
        box = (left, _row_top(0), left + t.NAME_WIDTH - 1, _row_top(1) - 1)
        xs = [x for x, _ in _ink(image, box, fill)]
        assert xs and min(xs) >= left + t.CELL_PAD - 1
        assert max(xs) <= left + t.NAME_WIDTH - t.CELL_PAD
    points_left = _lefts(PAIRING_WIDTHS)[2]
    gap = (points_left, _row_top(0), points_left + t.POINTS_WIDTH // 2, _row_top(1) - 1)
    assert _ink(image, gap, fill) == []


def test_accented_names_are_drawn_from_the_font_and_unknown_characters_as_a_question_mark():
    for name in NAMES:
        assert t.clean(name) == name
    assert t.clean("Chloe\u0301") == "Chloé"  # a combining accent is composed
    assert t.clean("李雷") == "??"
    assert t.clean("Line\nbreak\t and\x00 tab") == "Line break and tab"
    # An accented letter is drawn, not the missing-glyph box: its ink differs from the box's.
    face = t.font(t.BODY_SIZE)
    assert bytes(face.getmask("é")) != bytes(face.getmask("\U0010fffd"))
    assert bytes(face.getmask("½")) != bytes(face.getmask("\U0010fffd"))


def test_a_huge_name_is_cut_before_it_is_measured():
    assert len(t.clean("x" * 1_000_000)) == t.MAX_CHARS
    assert t.fit("é" * 1_000_000, 100).endswith("…")


def test_a_long_tiebreak_name_widens_its_column_and_missing_values_are_blank():
    rows = (StandingRow(1, "Chloé Dubois", "4", ("12",)),)
    table = StandingsTable("t", ("BH", "Sonneborn-Berger"), rows)
    layout = t.layout_standings(table)
    wide = layout.columns[4]
    assert wide.heading == "Sonneborn-Berger"
    needed = t.font(t.HEADER_SIZE, bold=True).getlength("Sonneborn-Berger") + 2 * t.CELL_PAD
    assert wide.width >= needed > t.TIEBREAK_WIDTH
    image = _image(render_standings(table))
    assert image.width == layout.columns[-1].left + layout.columns[-1].width + t.PAD
    fill = image.getpixel((t.PAD + t.LEADER_BAR + 1, _row_top(0) + 1))
    box = (wide.left, _row_top(0), wide.left + wide.width - 1, _row_top(1) - 1)
    assert _ink(image, box, fill) == []


def test_wide_figures_widen_their_columns_and_are_drawn_whole():
    """A 1,000-player Swiss: rank "1000=", Sonneborn-Berger "123.25": never cut short."""
    rows = tuple(StandingRow(1000, f"Player {i}", "10½", ("121.5", "123.25")) for i in range(2))
    table = StandingsTable("t", ("BH", "SB"), rows)
    layout = t.layout_standings(table)
    image = _image(render_standings(table))
    fill = image.getpixel((t.PAD + 1, _row_top(0) + 1))
    for number, figure, bold in ((0, "1000=", False), (2, "10½", True), (4, "123.25", False)):
        column = layout.columns[number]
        length = t.font(t.BODY_SIZE, bold).getlength(figure)
        assert column.width >= length + 2 * t.CELL_PAD
        box = (column.left, _row_top(0), column.left + column.width - 1, _row_top(1) - 1)
        xs = [x for x, _ in _ink(image, box, fill)]
        assert min(xs) >= column.left + t.CELL_PAD - 1
        assert max(xs) <= column.left + column.width - t.CELL_PAD
        assert abs((max(xs) - min(xs) + 1) - length) <= 3, (figure, min(xs), max(xs), length)
    # A "figure" as long as a sentence is no number: its column stops at a name's width.
    odd = StandingsTable("t", ("BH",), (StandingRow(1, "A", "1", ("9" * 500,)),))
    assert t.layout_standings(odd).columns[3].width == t.NAME_WIDTH
    # Board numbers and results too, in a pairing table.
    pairs = (PairingRow(1000, "A", "1", "B", "1", "1F–0F (adjourned)"),)
    columns = t.layout_pairing_table(PairingTable("t", 1, pairs)).columns
    assert columns[0].width >= t.font(t.BODY_SIZE).getlength("1000") + 2 * t.CELL_PAD
    needed = t.font(t.BODY_SIZE, True).getlength("1F–0F (adjourned)") + 2 * t.CELL_PAD
    assert columns[3].width >= needed > t.RESULT_WIDTH


def test_the_palette_keeps_every_colour_of_a_table_exactly():
    """A table is stored as a palette image: each of its colours must come back as itself
    (Pillow maps through coarse colour cells: two close colours could swap)."""
    exact = t.exact_colours()
    swatches = Image.new("RGB", (8 * len(exact), 8))
    for index, colour in enumerate(exact):
        swatches.paste(colour, (8 * index, 0, 8 * index + 8, 8))
    back = swatches.quantize(palette=t._palette(), dither=Image.Dither.NONE).convert("RGB")
    assert [back.getpixel((8 * i + 4, 4)) for i in range(len(exact))] == list(exact)
    assert Image.open(io.BytesIO(render_standings(_standings(3)))).mode == "P"


# ----- pages, empty tables, sameness ---------------------------------------------------------


def test_pages_split_the_rows_and_the_simple_call_draws_them_all():
    table = _pairings(130, byes=("Hiroshi Sato (1, pairing-allocated)",))
    assert t.page_count(130, 60) == 3 and t.page_count(130, None) == 1
    assert t.page_count(0, 60) == 1
    heights = [
        _image(render_pairing_table(table, page=p, rows_per_page=60)).height for p in (1, 2, 3)
    ]
    base = t.HEADER_TOP + t.HEADER_HEIGHT + t.BOTTOM_PAD
    assert heights[0] == heights[1] == base + 60 * t.ROW_HEIGHT
    assert heights[2] == base + 10 * t.ROW_HEIGHT + t.LINES_GAP + t.LINE_HEIGHT  # byes at last
    whole = _image(render_pairing_table(table)).height
    assert whole == base + 130 * t.ROW_HEIGHT + t.LINES_GAP + t.LINE_HEIGHT
    with pytest.raises(ValueError, match="no page 4"):
        render_pairing_table(table, page=4, rows_per_page=60)
    with pytest.raises(ValueError, match="at least one row"):
        render_standings(_standings(5), rows_per_page=0)


def test_a_later_page_keeps_the_shared_rank_marks_of_the_whole_table():
    rows = tuple(StandingRow(1 if i < 2 else 3, f"P{i}", "1", ()) for i in range(4))
    table = StandingsTable("t", (), rows)
    image = _image(render_standings(table, page=2, rows_per_page=2))
    # Page 2 holds the two players of rank 3: the first of them shows "3=", the other none.
    fill0 = image.getpixel((t.PAD + 1, _row_top(0) + 1))
    fill1 = image.getpixel((t.PAD + 1, _row_top(1) + 1))
    assert _ink(image, _rank_box(0), fill0) and not _ink(image, _rank_box(1), fill1)
    assert style.HIGHLIGHT not in (fill0, fill1)


def test_empty_tables_draw_one_row_saying_so():
    empty = _image(render_pairing_table(PairingTable("t", 1, ())))
    assert empty.height == t.HEADER_TOP + t.HEADER_HEIGHT + t.ROW_HEIGHT + t.BOTTOM_PAD
    fill = empty.getpixel((t.PAD + 1, _row_top(0) + 1))
    assert _ink(empty, (t.PAD, _row_top(0), t.PAD + 200, _row_top(1) - 1), fill)
    assert _image(render_standings(StandingsTable("t", (), ()))).height == empty.height


def test_the_same_table_gives_the_same_bytes():
    assert render_pairing_table(_pairings(9)) == render_pairing_table(_pairings(9))
    assert render_standings(_standings(9)) == render_standings(_standings(9))
