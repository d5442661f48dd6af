"""The catalogue's fixed points: where it lives, its source language, its pseudo-language."""

from __future__ import annotations

from pathlib import Path

LOCALES_DIR = Path(__file__).with_name("locales")
"""``<language>/<area>.ftl``: one folder per language, named by its Discord locale code."""

ENGLISH = "en"
"""The source language: every other language has exactly its message ids, and any message
a language lacks is shown in English."""

PSEUDO = "en-XA"
"""The generated pseudo-language (accented, 40 % longer, bracketed), as Android names its
own: never a folder, built from the English when a Translator is asked for it."""
