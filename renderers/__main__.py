"""Write board images to look at.

``python -m renderers --gallery DIR``: sample images of every game (start, a busy mid-game from
both sides, a replay GIF) and of a tournament (pairing table, standings) for people to check.
``python -m renderers --docs DOCS``: the diagrams of the English rules pages, into
DOCS/rules/images/ (a translation's, captioned in its language, need the bot's words:
``python -m bot.rules_images DOCS`` draws them with the English ones).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

PROG = "python -m renderers"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=PROG, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument(
        "--gallery",
        type=Path,
        metavar="DIR",
        help="write each game's start and mid-game PNGs and a replay GIF, and a tournament's "
        "pairing table and standings, into DIR",
    )
    target.add_argument(
        "--docs",
        type=Path,
        metavar="DOCS",
        help="write the English rules pages' diagrams into DOCS/rules/images/ (DOCS is "
        "docs/); python -m bot.rules_images DOCS draws the translations' too",
    )
    args = parser.parse_args(argv)
    directory: Path = args.gallery or args.docs
    if directory.exists() and not directory.is_dir():
        print(f"{PROG}: error: {directory} exists and is not a directory", file=sys.stderr)
        return 2
    try:
        if args.gallery:
            from renderers.gallery import write_gallery

            written = write_gallery(args.gallery)
        else:
            from renderers.docs import write_docs_images

            written = write_docs_images(args.docs)
    except OSError as exc:  # a parent that is a file, no permission, a full disk
        print(f"{PROG}: error: cannot write into {directory}: {exc}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    if args.docs:
        _note_translations(args.docs)
    return 0


def _note_translations(docs: Path) -> None:
    """A translation's diagrams need the bot's words: say which command draws them."""
    from renderers.docs import ALL_LANGUAGES, RULES

    folders = sorted(p.name for p in (docs / RULES).iterdir() if p.is_dir() and p.name != "images")
    if folders:
        print(
            f"{PROG}: note: the translations' diagrams ({', '.join(folders)}) are not drawn "
            f"here: run `{ALL_LANGUAGES} {docs}`",
            file=sys.stderr,
        )


if __name__ == "__main__":
    sys.exit(main())
