"""`python -m tournaments pair FILE`: the next round of a TRF, in JaVaFo's output format.

The first line is the number of pairs (the bye counted), then one `WHITE BLACK` line per
pair by pairing numbers, the pairing-allocated bye as `ID 0`. Exit status 0 on success; 1 when
no pairing satisfies the absolute criteria; 2 when the file cannot be read or understood, with
one line on standard error naming the problem.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from tournaments import dutch, trf
from tournaments.model import Tournament


def format_pairing(pairing: dutch.Pairing) -> str:
    lines = [f"{white} {black}" for white, black in pairing.pairs]
    if pairing.bye is not None:
        lines.append(f"{pairing.bye} 0")
    return "\n".join([str(len(lines)), *lines]) + "\n"


class _Refusal(Exception):
    """A one-line answer on standard error, and the exit status that goes with it."""

    def __init__(self, message: str, status: int):
        super().__init__(message)
        self.status = status


def _load(path: str) -> Tournament:
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise _Refusal(f"cannot read {path}: {error.strerror or error}", 2) from None
    try:
        tournament = trf.read(data)
    except trf.TrfError as error:
        raise _Refusal(f"{path}: not a tournament report file: {error}", 2) from None
    if not tournament.players:
        raise _Refusal(f"{path}: no player (no line starting with 001)", 2)
    return tournament


def _pair(path: str) -> int:
    try:
        tournament = _load(path)
        try:
            pairing = dutch.pair_round(tournament)
        except dutch.PairingImpossible as error:
            raise _Refusal(f"{path}: {error}", 1) from None
    except _Refusal as refusal:
        print(refusal, file=sys.stderr)
        return refusal.status
    sys.stdout.write(format_pairing(pairing))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tournaments",
        description="Swiss pairings by the FIDE Dutch system from a TRF file.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    pair = commands.add_parser("pair", help="pair the next round of the tournament in FILE")
    pair.add_argument("file", metavar="FILE")
    arguments = parser.parse_args(argv)
    return _pair(arguments.file)
