"""The tournament as the pairing rules see it: players, their round entries, the point system.

Scores are kept as integers in tenths of a point so that sums are exact whatever the point
system (1/½/0, 3/1/0, ...); `Points.tenths` converts from the file's decimal text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

PLAYED_RESULTS = frozenset("10=WDL")
"""Results of games actually played (W/D/L: played but not rated)."""

FORFEIT_RESULTS = frozenset("+-")
BYE_RESULTS = frozenset("HFUZ")
"""Half-point bye, full-point bye, pairing-allocated bye, zero-point bye."""


def tenths(text: str) -> int:
    """'2.5' -> 25: a decimal point total as an exact integer of tenths."""
    text = text.strip()
    if not text:
        return 0
    whole, _, frac = text.partition(".")
    sign = -1 if whole.startswith("-") else 1
    whole = whole.lstrip("+-") or "0"
    frac = (frac + "0")[:1]
    if not (whole.isdigit() and frac.isdigit()):
        raise ValueError(f"not a number of points: {text!r}")
    return sign * (int(whole) * 10 + int(frac))


def format_tenths(value: int) -> str:
    """25 -> '2.5' (always one decimal, like the TRF)."""
    sign = "-" if value < 0 else ""
    value = abs(value)
    return f"{sign}{value // 10}.{value % 10}"


@dataclass(frozen=True)
class PointSystem:
    """Points, in tenths, for each kind of result (the TRF-2026 162 line / BBx lines)."""

    win: int = 10
    draw: int = 5
    loss: int = 0
    zero_bye: int = 0
    forfeit_loss: int = 0
    pairing_bye: int = 10

    def points(self, result: str) -> int:
        """The points one round entry is worth."""
        if result in "1W+F":
            return self.win
        if result in "=DH":
            return self.draw
        if result == "U":
            return self.pairing_bye
        if result == "-":
            return self.forfeit_loss
        if result in "0L":
            return self.loss
        return self.zero_bye  # Z, or a round with no entry


@dataclass(frozen=True)
class RoundEntry:
    """One cell of a player's row: opponent (pairing number, 0 for none), colour, result."""

    opponent: int = 0
    colour: str = "-"  # 'w', 'b' or '-'
    result: str = " "  # TRF result code; ' ' for not paired

    @property
    def played(self) -> bool:
        """A game really played over the board: counts for colours and rematches."""
        return self.opponent > 0 and self.result in PLAYED_RESULTS

    @property
    def is_pairing(self) -> bool:
        """The pairing program put the player in a pair or gave the pairing-allocated bye."""
        return self.opponent > 0 or self.result == "U"

    @property
    def blank(self) -> bool:
        return self.opponent == 0 and self.result == " "


@dataclass
class Player:
    """A row 001 of the TRF. `rounds[i]` is round i+1's entry."""

    number: int
    name: str = ""
    rating: int = 0
    sex: str = " "
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    birth: str = ""
    points: int = 0  # the total the file states, in tenths
    rank: int = 0
    rounds: list[RoundEntry] = field(default_factory=list)

    def entry(self, round_number: int) -> RoundEntry:
        """Round `round_number` (1-based); a blank entry past the end of the row."""
        if 1 <= round_number <= len(self.rounds):
            return self.rounds[round_number - 1]
        return RoundEntry()


@dataclass
class Tournament:
    """Everything a TRF says that the pairing, the standings and a rewrite need."""

    players: dict[int, Player] = field(default_factory=dict)
    name: str = ""
    total_rounds: int | None = None  # XXR / 142
    initial_colour: str | None = None  # 'w' or 'b' (XXC white1/black1, 152 W/B)
    points: PointSystem = field(default_factory=PointSystem)
    other_lines: list[str] = field(default_factory=list)  # lines before the players, verbatim
    trailing_lines: list[str] = field(default_factory=list)  # lines after the first player

    @property
    def rounds_in_file(self) -> int:
        return max((len(p.rounds) for p in self.players.values()), default=0)

    def paired_rounds(self) -> int:
        """The last round in which anybody was paired (an opponent or the allocated bye)."""
        last = 0
        for player in self.players.values():
            for index, entry in enumerate(player.rounds, start=1):
                if entry.is_pairing:
                    last = max(last, index)
        return last

    def score(self, number: int, before_round: int) -> int:
        """Points (tenths) from the results of rounds 1..before_round-1, not the stated total."""
        player = self.players[number]
        return sum(
            self.points.points(player.entry(r).result) for r in range(1, before_round)
        )


def before_round(tournament: Tournament, round_number: int) -> Tournament:
    """The tournament as it stood when `round_number` was to be paired: later columns gone,
    and in that round only what is known before pairing it (byes requested, absences)."""
    players = {}
    for number, player in tournament.players.items():
        rounds = list(player.rounds[: round_number - 1])
        entry = player.entry(round_number)
        if not entry.is_pairing and not entry.blank and entry.result in "HFZ":
            rounds.append(entry)
        players[number] = Player(
            number=player.number, name=player.name, rating=player.rating, sex=player.sex,
            title=player.title, federation=player.federation, fide_id=player.fide_id,
            birth=player.birth, points=sum(
                tournament.points.points(e.result) for e in rounds
            ), rank=player.rank, rounds=rounds,
        )
    return Tournament(
        players=players, name=tournament.name, total_rounds=tournament.total_rounds,
        initial_colour=tournament.initial_colour, points=tournament.points,
        other_lines=list(tournament.other_lines),
        trailing_lines=list(tournament.trailing_lines),
    )
