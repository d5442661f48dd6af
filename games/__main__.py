"""``python -m games ID [--position P] [--option k=v] [MOVE ...]``: play moves, print JSON.

A tool for checking rules by hand and for bug reports; it goes through the same contract as
everything else.  Errors are printed for a person and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

import games


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m games",
        usage="python -m games GAME [--position P | --option K=V ...] [MOVE ...]",
        description="Play moves in a Gamut game and print the result as JSON.",
    )
    # Optional in argparse's eyes so that a missing game id gets our message: with a required
    # ``game`` beside ``moves`` (nargs='*'), argparse claims that ``moves`` is required too.
    parser.add_argument("game", nargs="?", help="game id: " + ", ".join(games.ids()))
    parser.add_argument("--position", help="start from this position string")
    parser.add_argument(
        "--option", action="append", default=[], metavar="K=V", help="a start option"
    )
    parser.add_argument("moves", nargs="*", help="moves to play in order (none is fine)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the tool; the exit status: 0 done, 2 for any error (printed for a person)."""
    parser = _parser()
    try:
        args = parser.parse_intermixed_args(argv)
        if args.game is None:
            parser.error("a game id is needed: one of " + ", ".join(games.ids()) + ".")
    except SystemExit as exc:  # argparse has printed its message (or --help)
        return exc.code if isinstance(exc.code, int) else 2
    if args.position is not None and not args.position.strip():
        print(
            "error: --position is empty: give a position string, or leave the option out to "
            "start a new game.",
            file=sys.stderr,
        )
        return 2
    try:
        game = games.get(args.game)
        options = {}
        for item in args.option:
            key, sep, value = item.partition("=")
            if not sep:
                raise ValueError(f"Options are written k=v, not {item!r}.")
            options[key.strip()] = value.strip()
        if args.position and options:
            raise ValueError("Give either --position or --option, not both.")
        state = game.load(args.position) if args.position is not None else game.start(**options)
        played = []
        for text in args.moves:
            state = game.play(state, text)
            played.append(text)
            state, passes = games.play_forced_passes(game, state)
            played.extend(f"{side} passes" for side in passes)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    outcome = game.outcome(state)
    print(
        json.dumps(
            {
                "game": game.id,
                "position": game.dump(state),
                "to_move": game.to_move(state),
                "legal_moves": game.legal_moves(state),
                "outcome": outcome.as_dict() if outcome else None,
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:
        # The reader (``| head``) closed the pipe: stop quietly, as Unix tools do.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
