"""``python -m renderers --gallery DIR``: write sample images of every game for people to check."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from renderers.gallery import write_gallery


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m renderers", description=__doc__)
    parser.add_argument(
        "--gallery",
        type=Path,
        metavar="DIR",
        required=True,
        help="write each game's start and mid-game PNGs and a replay GIF into DIR",
    )
    args = parser.parse_args(argv)
    for path in write_gallery(args.gallery):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
