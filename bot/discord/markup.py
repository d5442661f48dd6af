"""The service's neutral markup (:mod:`bot.markup`) as Discord Markdown.

The service marks *what* a span is (emphasis, literal text, a preformatted block, a command)
and names commands by their console spelling, because it serves the console too.  Discord
players type slash commands with named options or click buttons, so ``move a4-b5`` must read
``/move move:a4-b5`` here and ``claim`` must point at the button the bot really offers.
Every text the bot sends passes through :func:`to_discord`; button labels and select
placeholders (where Markdown is not rendered) through :func:`to_label`.

Rendering is idempotent: rendered text has no markers left, so rendering twice is harmless
(a notice can pass through the delivery and the feedback layer without special care).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from discord.utils import escape_markdown, escape_mentions

from bot.discord.translator import option_message_id
from bot.i18n import ENGLISH, PSEUDO, shared_translator
from bot.i18n.messages import localise
from bot.markup import (
    BLOCK_CLOSE,
    BLOCK_OPEN,
    CODE_CLOSE,
    CODE_OPEN,
    COMMAND_CLOSE,
    COMMAND_OPEN,
    STRONG_CLOSE,
    STRONG_OPEN,
    TYPED_CLOSE,
    TYPED_OPEN,
    render,
    strong,
    t,
)

# The /tournament subcommands that take the tournament's number and nothing else.
TOURNAMENT_ACTIONS = ("join", "leave", "start", "bye", "standings", "info", "cancel", "export")
# The slash commands a console command maps to, with the option each positional argument
# fills (extra arguments are dropped: Discord has no place for them).
SLASH_OPTIONS: dict[str, tuple[str, ...]] = {
    "move": ("move", "match"),
    "board": ("match",),
    "peek": ("match",),
    "history": ("match",),
    "replay": ("match",),
    "resign": ("match",),
    "draw": ("match",),
    "rematch": ("match",),
    "rules": ("game",),
    "play": ("game", "opponent", "colour"),
    "games": (),
    "help": (),
    "learn": ("game", "answer"),
    "hint": ("match",),
    "review": ("match",),
    "tournament create": (),
    "tournament list": (),
    **{f"tournament {action}": ("tournament",) for action in TOURNAMENT_ACTIONS},
    "tournament pairings": ("tournament", "round"),
    "tournament withdraw": ("tournament", "member"),
}
# Console commands that are a button in Discord: the catalogue's message for the label the
# service gives its choices (bot.discord.buttons labels them with the same messages).
BUTTONS = {
    "accept": t("discord-button-accept"),
    "decline": t("discord-button-decline"),
    "cancel": t("discord-button-withdraw"),
    "claim": t("discord-button-claim"),
    "draw decline": t("discord-button-decline"),
}
# ``/draw`` accepts a standing offer, so the console's ``draw accept`` is plain ``/draw``.
SAME_AS = {"draw accept": "draw"}
TWO_WORD = ("draw accept", "draw decline")
# Options that take a number a player may write with its ``#``.
NUMBERED = ("match", "tournament")
# A marked span, whatever its kind (its content is rendered by the span's own rule).
_SPAN = re.compile(
    f"[{STRONG_OPEN}{CODE_OPEN}{COMMAND_OPEN}{BLOCK_OPEN}{TYPED_OPEN}]"
    f".*?[{STRONG_CLOSE}{CODE_CLOSE}{COMMAND_CLOSE}{BLOCK_CLOSE}{TYPED_CLOSE}]",
    re.DOTALL,
)


@dataclass(frozen=True)
class _Style:
    """How spans look: Markdown in messages, bare text in labels and placeholders; and the
    language the words a span adds (a button's name, a command's) are in."""

    markdown: bool
    language: str = ENGLISH

    def words(self, text: str) -> str:
        """Markup the span adds (a message), in the span's language, rendered as the span's
        own style renders (a bold button name stays bold)."""
        return _rendered(text, markdown=self.markdown, language=self.language)

    def strong(self, text: str) -> str:
        # Bold text may carry something a player chose (a move), so it is escaped: a stray
        # ``*`` or ``_`` cannot end the emphasis early or start another.
        return f"**{escape_markdown(text)}**" if self.markdown else text

    def typed(self, text: str) -> str:
        # What a member typed (a tournament's name) reads as typed: no bold, spoiler or
        # masked link, and no mention (a name "<@id>" or "@everyone" shows as those words).
        return escape_mentions(escape_markdown(text)) if self.markdown else text

    def code(self, text: str) -> str:
        # Nothing is interpreted inside a code span except the backtick that would close it.
        return f"`{text.replace('`', chr(39))}`" if self.markdown else text

    def block(self, text: str) -> str:
        body = text.strip("\n").replace("```", "'''")
        # The service puts a block on lines of its own; the fence needs no more than that.
        return f"```\n{body}\n```" if self.markdown else body

    def command(self, name: str, args: list[str]) -> str:
        name, args = _split_name(name.strip().lower(), [a.strip() for a in args])
        if name == "choose":
            peek = self.code(f"/{slash_name('peek', self.language)}")
            if args:
                return self.words(t("discord-command-choose", choice=" ".join(args), peek=peek))
            return self.words(t("discord-command-choose-any", peek=peek))
        if name in BUTTONS:
            return self.words(t("discord-command-button", button=strong(BUTTONS[name])))
        name = SAME_AS.get(name, name)
        options = SLASH_OPTIONS.get(name)
        if options is None:  # a command this front end does not know: shown as it is
            return self.code(" ".join([f"/{name}", *args]))
        filled = [
            f"{option_name(name, option, self.language)}:"
            f"{value.lstrip('#') if option in NUMBERED else value}"
            for option, value in zip(options, args, strict=False)
            if value
        ]
        return self.code(" ".join([f"/{slash_name(name, self.language)}", *filled]))


def _command_word(message_id: str, english: str, language: str) -> str:
    """A command's or option's name as the reader's Discord client lists it: the catalogue's
    (bot/i18n/locales/*/commands.ftl, what bot.discord.translator gives Discord), English
    for English and for the pseudo-language, which no Discord client speaks."""
    if language in (ENGLISH, PSEUDO):
        return english
    found = shared_translator().translation(shared_translator().language(language), message_id)
    return found or english


def slash_name(name: str, language: str = ENGLISH) -> str:
    """``tournament start`` as the reader types it (``torneo empezar``)."""
    words = name.split()
    return " ".join(
        _command_word(f"command-{'-'.join(words[: i + 1])}", word, language)
        for i, word in enumerate(words)
    )


def option_name(command: str, option: str, language: str = ENGLISH) -> str:
    """An option of a slash command as the reader types it."""
    return _command_word(option_message_id(command.replace(" ", "-"), option), option, language)


def _split_name(name: str, args: list[str]) -> tuple[str, list[str]]:
    """``("draw", ["accept"])`` and ``("draw accept", [])`` both mean the two-word action, and
    ``("tournament", ["start", "3"])`` the subcommand ``/tournament start``."""
    if args and f"{name} {args[0].lower()}" in TWO_WORD:
        return f"{name} {args[0].lower()}", args[1:]
    if name == "tournament" and args:  # /tournament's subcommands: ``tournament start 3``
        return f"{name} {args[0].lower()}", args[1:]
    return " ".join(name.split()), args


def to_discord(text: str, language: str | None = None) -> str:
    """``text`` (the service's markup) as Discord Markdown in ``language`` (a Discord locale;
    None: English), commands as players use them."""
    return _rendered(text, markdown=True, language=language)


def to_label(text: str, language: str | None = None) -> str:
    """``text`` without formatting, for a button label or a select placeholder (Discord
    shows Markdown there literally)."""
    return _rendered(text, markdown=False, language=language).strip()


def _rendered(text: str, *, markdown: bool, language: str | None) -> str:
    style = _Style(markdown=markdown, language=shared_translator().language(language))
    return render(
        text or "",
        language=style.language,
        strong=style.strong,
        code=style.code,
        command=style.command,
        block=style.block,
        typed=style.typed,
    )


def escape_plain(text: str, language: str | None = None) -> str:
    """``text`` (markup) with Markdown escaped in its plain parts, for a refusal that quotes
    what a player typed (``/move move:__a1__`` must not come back underlined).  The service
    formats only through markup, so its plain parts are meant literally; the spans keep their
    own rule (a code span shows its text as it is: escaping there would show backslashes).
    """
    text = localise(text, language)
    parts: list[str] = []
    start = 0
    for span in _SPAN.finditer(text):
        parts += [escape_markdown(text[start : span.start()]), span.group()]
        start = span.end()
    parts.append(escape_markdown(text[start:]))
    return "".join(parts)
