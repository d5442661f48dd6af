"""The TRF reader and writer: columns by characters, line ends, the TRF(x) lines, round trips."""

from __future__ import annotations

import pytest

from tournaments import trf
from tournaments.model import PointSystem, RoundEntry, before_round


def row(name: str) -> str:
    """A row written by hand, column by column, as the TRF-2016 table places the fields."""
    return (
        "001"  # 1-3
        + "    3"  # 4-8: starting rank, right-aligned in 5-8
        + " m"  # 9-10: sex
        + " GM"  # 11-13: title
        + " "
        + name.ljust(33)  # 15-47: name
        + " 2501"  # 49-52: rating
        + " POL"  # 54-56: federation
        + "     1234567"  # 58-68: FIDE id
        + " 1990/01/02"  # 70-79: birth date
        + "  1.5"  # 81-84: points
        + "    2"  # 86-89: rank
        + "     5 w 1"  # round 1: opponent 5, white, won
        + "  0000 - H"  # round 2: half-point bye
        + "     7 b -"  # round 3: lost by forfeit
    )


ROW = row("Żółkiewski, Łukasz")


def test_a_row_is_read_by_its_columns_counted_in_characters():
    tournament = trf.read(ROW.encode("utf-8").replace(b"\n", b"") + b"\n" + _others())
    player = tournament.players[3]
    assert player.name == "Żółkiewski, Łukasz"
    assert (player.sex, player.title, player.rating) == ("m", "GM", 2501)
    assert (player.federation, player.fide_id, player.birth) == ("POL", "1234567", "1990/01/02")
    assert (player.points, player.rank) == (15, 2)
    assert player.rounds == [
        RoundEntry(5, "w", "1"),
        RoundEntry(0, "-", "H"),
        RoundEntry(7, "b", "-"),
    ]


def _others() -> bytes:
    blank = " " * 28  # federation, FIDE id and birth date left empty
    lines = [
        f"001    5      {'Other, A':<33} 2400{blank} 0.0    3     3 b 0",
        f"001    7      {'Other, B':<33} 2300{blank} 1.0    1",
    ]
    return "\n".join(lines).encode() + b"\n"


@pytest.mark.parametrize("end", ["\n", "\r\n", "\r"])
def test_every_line_end_reads_the_same(end):
    text = end.join([ROW, *_others().decode().splitlines()]) + end
    tournament = trf.parse(text)
    assert sorted(tournament.players) == [3, 5, 7]
    assert tournament.players[5].rounds == [RoundEntry(3, "b", "0")]


def test_latin_1_files_are_read_too():
    data = row("Müller, Jörg").encode("latin-1") + b"\n"
    data += _others()
    assert trf.read(data).players[3].name == "Müller, Jörg"


def test_the_trf_x_lines_are_understood():
    text = "\n".join(
        [
            "012 Spring Open",
            "XXR 9",
            "XXC black1",
            "BBW  3.0",
            "BBD  1.0",
            ROW[:89],
        ]
    )
    tournament = trf.parse(text)
    assert tournament.name == "Spring Open"
    assert tournament.total_rounds == 9
    assert tournament.initial_colour == "b"
    assert tournament.points == PointSystem(win=30, draw=10, pairing_bye=30)


def test_the_2026_point_system_line():
    tournament = trf.parse(ROW[:89] + "\n162  W 3.0    D 1.0    Z 0.0    P 1.0")
    assert tournament.points == PointSystem(win=30, draw=10, pairing_bye=10)


@pytest.mark.parametrize("line", ["162  W", "162  Q 1.0", "162  W x.y"])
def test_a_bad_point_system_line_is_named(line):
    with pytest.raises(trf.TrfError, match="line 1: "):
        trf.parse(line)


def test_the_2026_codes_for_rounds_and_initial_colour():
    tournament = trf.parse("142 7\n152 W\n" + ROW[:89])
    assert (tournament.total_rounds, tournament.initial_colour) == (7, "w")


def test_a_file_read_and_written_is_unchanged():
    original = (
        "\r\n".join(
            [
                "012 Spring Open",
                "XXR 9",
                "XXC white1",
                ROW,
                *_others().decode().splitlines(),
                "092 trailing line",
            ]
        )
        + "\r\n"
    )
    tournament = trf.parse(original)
    assert trf.write(tournament, line_end="\r\n") == "\r\n".join(
        line.rstrip() for line in original.split("\r\n")
    )


def test_a_round_one_row_ends_at_column_89():
    tournament = trf.parse(ROW[:89])
    row = trf.format_player(tournament.players[3])
    assert len(row) == 89
    assert row == ROW[:89]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (ROW[:89] + "    5x w 1", "opponent is not a number"),
        (ROW[:89] + "     5 q 1", "colour"),
        (ROW[:89] + "     5 w ?", "result"),
        (ROW[:89] + "     5 w H", "a bye with an opponent"),
        (ROW[:89] + "    99 w 1", "opponent 99 is not in the file"),
        ("001 abcd", "starting rank is not a number"),
        ("XXR many", "the number of rounds"),
    ],
)
def test_a_bad_line_is_named(line, message):
    with pytest.raises(trf.TrfError, match=message):
        trf.parse(line)


def test_the_same_starting_rank_twice_is_refused():
    with pytest.raises(trf.TrfError, match="starting rank 3 twice"):
        trf.parse(ROW + "\n" + ROW)


def test_before_round_keeps_only_what_was_known_before_the_round():
    tournament = trf.parse("\n".join([ROW, *_others().decode().splitlines()]))
    state = before_round(tournament, 2)
    assert state.players[3].rounds == [RoundEntry(5, "w", "1"), RoundEntry(0, "-", "H")]
    assert state.players[3].points == 15  # the win and the half-point bye requested
    assert state.players[5].rounds == [RoundEntry(3, "b", "0")]


def test_trf_2026_a_national_rating_record_has_the_001_rows_columns():
    # TRF-2026: positions 1-3 the rating's three letters, 5-8 the starting rank, 49-52 the
    # national rating (1-based; the slices below are 0-based).
    line = trf.national_rating_line("GMT", 12, 1734)
    assert (line[0:3], line[4:8], line[48:52]) == ("GMT", "  12", "1734")
    assert line[3] == " " and line[8:48].strip() == "" and len(line) == 52
    assert trf.parse(ROW[:89] + "\n" + line).players[3].rating == 2501  # the 001 row's own


def test_trf_16_the_132_line_has_each_rounds_date_in_its_cell():
    # Positions 92-99 round 1, 102-109 round 2 (1-based).
    line = trf.round_dates_line(["27/01/15", "27/01/16"])
    assert (line[:3], line[3:91].strip(), line[91:99], line[99:101], line[101:109]) == (
        "132", "", "27/01/15", "  ", "27/01/16")
