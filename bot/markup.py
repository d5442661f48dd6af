"""Neutral markup for the service's texts: each front end renders it in its own way.

The service says *what* is emphasised, quoted, preformatted or a command a player can type;
the Discord front end turns that into Markdown and slash commands, the console into plain text
and its own command words.  So no reply carries one front end's formatting (no ``**`` in a
terminal, no console command in Discord).

Markers are characters of Unicode's private use area, which no keyboard produces; anything a
player typed is passed through :func:`clean` before it is quoted, so it cannot forge markup.
A text a member typed that is shown as it is (a tournament's name) is marked :func:`typed`, so
that each front end shows it literally (Discord escapes its Markdown and mentions).

    from bot.markup import strong, code, command
    f"{strong('c2-c6')} was played; {command('choose', 'a7')} picks your square"

``command(name, *args)`` names an action by its console spelling (``move``, ``choose``,
``peek``, ``board``, ``resign``, ``draw``, ``draw accept``, ``draw decline``, ``claim``,
``rematch``, ``play``, ``accept``, ``decline``, ``cancel``, ``history``, ``replay``,
``games``, ``rules``, ``help``); a front end maps it to what its users type.

It lives beside the service, not inside ``bot.service``: the entry point and the front ends
speak in it too, and importing any module of that package builds the whole service (its
``__init__`` is the facade), which a module that only words a text has no use for.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bot.i18n.messages import MESSAGE_MARKERS, localise, t

__all__ = ["block", "clean", "code", "command", "plain", "render", "strong", "t", "typed"]

STRONG_OPEN, STRONG_CLOSE = "\ue000", "\ue001"
CODE_OPEN, CODE_CLOSE = "\ue002", "\ue003"
COMMAND_OPEN, COMMAND_CLOSE = "\ue004", "\ue005"
BLOCK_OPEN, BLOCK_CLOSE = "\ue006", "\ue007"
ARG_SEPARATOR = "\ue008"
TYPED_OPEN, TYPED_CLOSE = "\ue009", "\ue00a"
_SPAN_MARKERS = "".join(chr(c) for c in range(0xE000, 0xE00B))
_ALL_MARKERS = re.compile(f"[{_SPAN_MARKERS}{MESSAGE_MARKERS}]")
_SPAN_MARKER = re.compile(f"[{_SPAN_MARKERS}]")
_SPAN = re.compile(
    f"{STRONG_OPEN}(.*?){STRONG_CLOSE}"
    f"|{CODE_OPEN}(.*?){CODE_CLOSE}"
    f"|{COMMAND_OPEN}(.*?){COMMAND_CLOSE}"
    f"|{BLOCK_OPEN}(.*?){BLOCK_CLOSE}"
    f"|{TYPED_OPEN}(.*?){TYPED_CLOSE}",
    re.DOTALL,
)


def clean(text: str) -> str:
    """``text`` with every markup character removed (for anything a user typed): no span
    and no message (:func:`bot.i18n.messages.t`) can be forged from it."""
    return _ALL_MARKERS.sub("", str(text))


def _content(text: str) -> str:
    """A span's content: no span markers (spans do not nest), messages kept, so that
    ``strong(t("side-white"))`` is the bold word in the reader's language."""
    return _SPAN_MARKER.sub("", str(text))


def strong(text: str) -> str:
    """Emphasised text (the move just played, a revealed square)."""
    return f"{STRONG_OPEN}{_content(text)}{STRONG_CLOSE}"


def code(text: str) -> str:
    """Literal text a player might copy (a salt, a hash, a position string)."""
    return f"{CODE_OPEN}{_content(text)}{CODE_CLOSE}"


def command(name: str, *args: str) -> str:
    """A command a player can use, by its console name, with its arguments."""
    # An argument may be a message (a placeholder such as MOVE in the reader's language).
    parts = [clean(name), *(_content(a) for a in args)]
    return f"{COMMAND_OPEN}{ARG_SEPARATOR.join(parts)}{COMMAND_CLOSE}"


def block(text: str) -> str:
    """Preformatted lines (a move list) kept in columns."""
    return f"{BLOCK_OPEN}{_content(text)}{BLOCK_CLOSE}"


def typed(text: str) -> str:
    """Text a member typed (a tournament's name), to be shown exactly as typed: never as
    formatting, a link or a mention."""
    return f"{TYPED_OPEN}{clean(text)}{TYPED_CLOSE}"


def render(
    text: str,
    *,
    strong: Callable[[str], str],
    code: Callable[[str], str],
    command: Callable[[str, list[str]], str],
    block: Callable[[str], str],
    typed: Callable[[str], str] = lambda s: s,
    language: str | None = None,
) -> str:
    """``text`` with its messages formatted in ``language`` (a locale code; None: English),
    then each marked span replaced by what the front end makes of it (``typed``: how typed
    text is shown literally; a front end without formatting shows it as it is); stray markers
    (an unbalanced one) are dropped."""
    text = localise(text, language)

    def replace(found: re.Match[str]) -> str:
        bold, literal, action, pre, as_typed = found.groups()
        if as_typed is not None:
            return typed(as_typed)
        if bold is not None:
            return strong(bold)
        if literal is not None:
            return code(literal)
        if action is not None:
            name, *args = action.split(ARG_SEPARATOR)
            return command(name, args)
        return block(pre)

    return clean(_SPAN.sub(replace, text))


def plain(text: str, language: str | None = None) -> str:
    """The text with no formatting at all, in ``language`` (None: English); commands as the
    console spells them, quoted."""
    return render(
        text,
        language=language,
        strong=lambda s: s,
        code=lambda s: s,
        command=lambda name, args: "'" + " ".join([name, *args]) + "'",
        block=lambda s: s,
    )
