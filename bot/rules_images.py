"""``python -m bot.rules_images DOCS``: the rules pages' diagrams in every language.

The English diagrams go to ``DOCS/rules/images/`` as ``python -m renderers --docs DOCS``
draws them; each translation of the rules (a folder ``DOCS/rules/<language>/`` named by a
language of the catalogue, docs/translating.md) gets the diagrams its pages link in its own
``images/`` folder, captioned in its language with the words the bot's pictures use
(pictures.ftl through :func:`bot.service.captions.caption_words`).  The drawing is
:mod:`renderers.docs`'; this module only hands it the words, which a renderer cannot reach.

Exit status 0, or 2 with one line on standard error (a file in the way, a page linking an
image no diagram draws).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

from bot.i18n import ENGLISH, LOCALES_DIR
from bot.service.captions import caption_words
from renderers.caption import CaptionWords
from renderers.docs import ALL_LANGUAGES, translations, write_docs_images, write_translated_images

PROG = ALL_LANGUAGES


def languages() -> list[str]:
    """The catalogue's languages but English (its folders under bot/i18n/locales)."""
    return sorted(p.name for p in LOCALES_DIR.iterdir() if p.is_dir() and p.name != ENGLISH)


def words_in(language: str, view: Mapping[str, Any], last_move: str | None) -> CaptionWords:
    """A diagram's caption in ``language`` (a diagram shows no move number)."""
    return caption_words(view, None, last_move, language)


def write_all(docs: Path) -> list[Path]:
    """The English diagrams, then each translation's; the paths written."""
    written = write_docs_images(docs)
    for language in translations(docs, languages()):
        written += write_translated_images(docs, language, partial(words_in, language))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__.split("\n\n")[1])
    parser.add_argument("docs", type=Path, metavar="DOCS", help="the docs/ directory")
    args = parser.parse_args(argv)
    docs: Path = args.docs
    if docs.exists() and not docs.is_dir():
        print(f"{PROG}: error: {docs} exists and is not a directory", file=sys.stderr)
        return 2
    try:
        written = write_all(docs)
    except OSError as exc:
        print(f"{PROG}: error: cannot write into {docs}: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
