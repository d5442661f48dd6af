"""Read and write the FIDE Tournament Report File (TRF-2016/2026, with the TRF(x) lines).

Columns are counted in characters, not bytes: the file is decoded (UTF-8, else Latin-1) before
it is cut, because accented names are common. Line ends may be LF, CRLF or a lone CR. Lines the
pairing does not need are kept verbatim so that a file read and written back is unchanged.
"""

from __future__ import annotations

import re

from tournaments.model import (
    BYE_RESULTS,
    FORFEIT_RESULTS,
    PLAYED_RESULTS,
    Player,
    PointSystem,
    RoundEntry,
    Tournament,
    format_tenths,
    tenths,
)

ROUND_START = 89
"""Column (0-based) where the first round's 10-character cell begins: a player row with no
round ends at column 89."""
CELL = 10
RESULT_CODES = PLAYED_RESULTS | FORFEIT_RESULTS | BYE_RESULTS | {" "}
_LINE_END = re.compile(r"\r\n|\r|\n")


class TrfError(ValueError):
    """The text is not a TRF this package can read; the message names the line and the fault."""


def decode(data: bytes) -> str:
    """UTF-8 when it is valid (with or without a byte-order mark), otherwise Latin-1."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _int_field(text: str, what: str, line_number: int) -> int:
    text = text.strip()
    if not text:
        return 0
    if not text.isdigit():
        raise TrfError(f"line {line_number}: {what} is not a number: {text!r}")
    return int(text)


def _read_round(cell: str, line_number: int, round_number: int) -> RoundEntry:
    cell = cell.ljust(CELL)
    opponent_text = cell[2:6].strip()
    colour = cell[7].lower() if cell[7] != " " else "-"
    result = cell[9]
    if opponent_text in ("", "0000"):
        opponent = 0
    elif opponent_text.isdigit():
        opponent = int(opponent_text)
    else:
        raise TrfError(
            f"line {line_number}: round {round_number}: opponent is not a number: "
            f"{opponent_text!r}"
        )
    if colour not in ("w", "b", "-"):
        raise TrfError(f"line {line_number}: round {round_number}: colour {cell[7]!r}")
    if result not in RESULT_CODES:
        raise TrfError(f"line {line_number}: round {round_number}: result {result!r}")
    if opponent and result in BYE_RESULTS:
        raise TrfError(f"line {line_number}: round {round_number}: a bye with an opponent")
    return RoundEntry(opponent, colour, result)


def _read_player(line: str, line_number: int) -> Player:
    padded = line.ljust(ROUND_START)
    number = _int_field(padded[4:8], "the starting rank", line_number)
    if number <= 0:
        raise TrfError(f"line {line_number}: a player without a starting rank")
    try:
        points = tenths(padded[80:84])
    except ValueError as error:
        raise TrfError(f"line {line_number}: {error}") from None
    player = Player(
        number=number,
        sex=padded[9],
        title=padded[10:13].strip(),
        name=padded[14:47].strip(),
        rating=_int_field(padded[48:52], "the rating", line_number),
        federation=padded[53:56].strip(),
        fide_id=padded[57:68].strip(),
        birth=padded[69:79].strip(),
        points=points,
        rank=_int_field(padded[85:89], "the rank", line_number),
    )
    rest = line[ROUND_START:].rstrip()
    cells = [rest[i : i + CELL] for i in range(0, len(rest), CELL)]
    player.rounds = [
        _read_round(cell, line_number, index) for index, cell in enumerate(cells, start=1)
    ]
    return player


def _read_points(line: str, line_number: int) -> int:
    try:
        return tenths(line[3:])
    except ValueError as error:
        raise TrfError(f"line {line_number}: {error}") from None


_POINT_CODES = {"BBW": "win", "BBD": "draw", "BBL": "loss", "BBZ": "zero_bye",
                "BBF": "forfeit_loss", "BBU": "pairing_bye"}


_POINT_LETTERS = {"W": ("win",), "D": ("draw",), "L": ("loss",),
                  "Z": ("zero_bye", "forfeit_loss"), "P": ("pairing_bye",)}


def _read_point_system(line: str, line_number: int) -> dict[str, int]:
    """The TRF-2026 162 line: letter and points pairs, e.g. `162  W 3.0    D 1.0`."""
    words = line[3:].split()
    if not words or len(words) % 2:
        raise TrfError(f"line {line_number}: the point system: {line[3:]!r}")
    values: dict[str, int] = {}
    for letter, number in zip(words[::2], words[1::2], strict=True):
        if letter not in _POINT_LETTERS:
            raise TrfError(f"line {line_number}: the point system: unknown letter {letter!r}")
        try:
            points = tenths(number)
        except ValueError as error:
            raise TrfError(f"line {line_number}: {error}") from None
        for name in _POINT_LETTERS[letter]:
            values[name] = points
    return values


def parse(text: str) -> Tournament:
    """A Tournament from the text of a TRF; TrfError names the first line it cannot read."""
    tournament = Tournament()
    point_values: dict[str, int] = {}
    for line_number, line in enumerate(_LINE_END.split(text), start=1):
        if not line.strip():
            continue
        code = line[:3]
        if code == "001":
            player = _read_player(line, line_number)
            if player.number in tournament.players:
                raise TrfError(f"line {line_number}: starting rank {player.number} twice")
            tournament.players[player.number] = player
            continue
        if tournament.players:
            tournament.trailing_lines.append(line)
        else:
            tournament.other_lines.append(line)
        if code == "012":
            tournament.name = line[4:].strip()
        elif code in ("XXR", "142"):
            value = line[3:].split()
            if len(value) != 1 or not value[0].isdigit() or int(value[0]) <= 0:
                raise TrfError(f"line {line_number}: the number of rounds: {line[3:]!r}")
            tournament.total_rounds = int(value[0])
        elif code == "XXC":
            for word in line[3:].split():
                if word == "white1":
                    tournament.initial_colour = "w"
                elif word == "black1":
                    tournament.initial_colour = "b"
        elif code == "152":
            colour = line[3:].strip()
            if colour not in ("W", "B"):
                raise TrfError(f"line {line_number}: the initial colour: {colour!r}")
            tournament.initial_colour = colour.lower()
        elif code in _POINT_CODES:
            point_values[_POINT_CODES[code]] = _read_points(line, line_number)
        elif code == "162":
            point_values.update(_read_point_system(line, line_number))
    if point_values:
        if "win" in point_values and "pairing_bye" not in point_values:
            point_values["pairing_bye"] = point_values["win"]
        tournament.points = PointSystem(**point_values)
    _check_opponents(tournament)
    return tournament


def _check_opponents(tournament: Tournament) -> None:
    for player in tournament.players.values():
        for index, entry in enumerate(player.rounds, start=1):
            if entry.opponent and entry.opponent not in tournament.players:
                raise TrfError(
                    f"player {player.number}, round {index}: opponent {entry.opponent} "
                    "is not in the file"
                )
            if entry.opponent == player.number:
                raise TrfError(f"player {player.number}, round {index}: paired with himself")


def read(data: bytes) -> Tournament:
    """A Tournament from the bytes of a file (decoded first: columns count characters)."""
    return parse(decode(data))


def format_player(player: Player) -> str:
    """The 001 row of a player, columns as the TRF places them."""
    head = (
        f"001 {player.number:4d} {player.sex[:1] or ' '}{player.title[:3]:>3} "
        f"{player.name[:33]:<33} {player.rating or '':>4} {player.federation[:3]:<3} "
        f"{player.fide_id[:11]:>11} {player.birth[:10]:<10} "
        f"{format_tenths(player.points):>4} {player.rank or '':>4}"
    )
    cells = []
    for entry in player.rounds:
        opponent = f"{entry.opponent:4d}" if entry.opponent else "0000"
        if entry.blank:
            cells.append(" " * CELL)
        else:
            cells.append(f"  {opponent} {entry.colour} {entry.result}")
    return (head + "".join(cells)).rstrip()


def write(tournament: Tournament, line_end: str = "\n") -> str:
    """The TRF text: the lines read before the players (with XXR and XXC added when the
    tournament knows its rounds or first colour and no line says so), the player rows by
    starting rank, then the lines read after them."""
    lines = list(tournament.other_lines)
    codes = {line[:3] for line in lines}
    if tournament.total_rounds and not codes & {"XXR", "142"}:
        lines.append(f"XXR {tournament.total_rounds}")
    if tournament.initial_colour and not codes & {"XXC", "152"}:
        lines.append("XXC white1" if tournament.initial_colour == "w" else "XXC black1")
    lines += [format_player(p) for p in sorted(tournament.players.values(),
                                              key=lambda p: p.number)]
    lines += tournament.trailing_lines
    return line_end.join(lines) + line_end


def national_rating_line(federation: str, number: int, rating: int) -> str:
    """A TRF-2026 National Rating Support record: the static columns of the player's 001
    row, introduced by a three-letter rating federation instead of ``001``, with the national
    (or local) rating at columns 49-52 and the other fields left to the 001 row."""
    return f"{federation[:3]:<3} {number:4d} {'':1}{'':>3} {'':<33} {rating or '':>4}".rstrip()


def round_dates_line(dates: list[str]) -> str:
    """The 132 line: each round's date (``YY/MM/DD``) in that round's cell (columns 92-99 for
    round 1, 102-109 for round 2, ...)."""
    return ("132" + " " * (ROUND_START - 3) + "".join(f"  {d:<8}" for d in dates)).rstrip()
