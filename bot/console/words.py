"""What the console says that is not a service text: its help, and how a typed word is shown
back.  The app (:mod:`bot.console.app`), its tournament commands and its input handling all
speak these, so each is written once.

The help is a table: each command as it is typed (the command words are the console's own
and stay English, like a program's options) beside a message of ``console.ftl`` that explains
it in the reader's language.  :data:`HELP` is also the console's vocabulary: the
pseudo-language test (tests/i18n/test_pseudo_console.py) accepts these typed words, and only
these, outside a message.
"""

from __future__ import annotations

import textwrap

import games
from bot.console.lines import MAX_LINE
from bot.markup import plain, t
from bot.service.numbering import NUMBERING_RULE
from storage.status import TournamentSystem

ECHO_LIMIT = 120  # characters of an over-long line shown back
SYNTAX_WIDTH = 30  # characters of the typed form before its explanation starts
HELP_WIDTH = 92  # characters a help line wraps at (an 80-column terminal's plus a margin)

# (how the command is typed, the message that explains it), in the order the help lists them.
HELP: tuple[tuple[str, str], ...] = (
    (
        "play GAME [vs NAME|open|ai] [colour=white|black|random] [rated=yes|no]"
        " [level=easy|medium|hard] [time=MIN+SEC] [option=value ...]",
        "console-help-play",
    ),
    ("accept [ID] / decline [ID] / cancel [ID]", "console-help-challenge"),
    ("[move] TEXT", "console-help-move"),
    ("choose SQUARE|random", "console-help-choose"),
    ("board / peek", "console-help-board"),
    ("resign [yes|no]", "console-help-resign"),
    ("draw [accept|decline]", "console-help-draw"),
    ("claim", "console-help-claim"),
    ("takeback [yes|no]", "console-help-takeback"),
    ("moretime", "console-help-moretime"),
    ("history / replay", "console-help-history"),
    ("games / match ID", "console-help-games"),
    ("rematch", "console-help-rematch"),
    ("rules GAME", "console-help-rules"),
    ("learn GAME [MOVE|lesson N]", "console-help-learn"),
    ("hint", "console-help-hint"),
    ("review [ID]", "console-help-review"),
    ("leaderboard GAME [live|correspondence] [PAGE]", "console-help-leaderboard"),
    ("profile [NAME] [GAME]", "console-help-profile"),
    ("user [NAME]", "console-help-user"),
    ("language [CODE]", "console-help-language"),
    ("web [revoke]", "console-help-web"),
    (
        f"tournament create GAME [system={'|'.join(TournamentSystem)}] [rounds=N]"
        " [rated=yes|no] [time=DURATION|10+5] [deadline=DURATION] [start=DURATION] [players=N]"
        " [late=yes|no] [tiebreaks=BH-C1,BH,SB,DE,WIN] [name=TEXT] [option=value ...]",
        "console-help-tournament-create",
    ),
    (
        "tournament join|leave|start|bye|info|standings|export [ID]",
        "console-help-tournament-act",
    ),
    (
        "tournament pairings [ID] [ROUND] / tournament withdraw [ID] [NAME]",
        "console-help-tournament-pairings",
    ),
    ("tournament cancel [ID] yes / tournament list", "console-help-tournament-cancel"),
    ("help / quit", "console-help-quit"),
)


def help_text(language: str) -> str:
    """The whole help in ``language``, as plain text: every command as typed beside its
    explanation, wrapped in columns (after translating: each language has its own lengths),
    then the games there are and how moves are numbered."""
    indent = " " * (SYNTAX_WIDTH + 2)
    lines = [plain(t("console-help-title"), language)]
    for syntax, message_id in HELP:
        explained = plain(t(message_id), language)
        if len(syntax) < SYNTAX_WIDTH:
            first = f"  {syntax.ljust(SYNTAX_WIDTH)}"
        else:
            lines += textwrap.wrap(
                syntax, HELP_WIDTH, initial_indent="  ", subsequent_indent="      "
            )
            first = indent
        lines += textwrap.wrap(
            explained, HELP_WIDTH, initial_indent=first, subsequent_indent=indent
        )
    lines.append(plain(t("console-help-games-list", games=games.listing()), language))
    lines.append(plain(NUMBERING_RULE, language))  # one line, as every front end quotes it
    return "\n".join(lines)


def shown(text: str) -> str:
    """``text`` safe to print back: control and invisible characters (terminal escapes, markup
    characters) as Python escapes, and an over-long line cut, with how many characters were
    left out (``… (+999,880)``: digits only, so it reads the same in every language, and plain
    text, so it can be quoted inside any message or log line)."""
    cut = text if len(text) <= MAX_LINE else text[:ECHO_LIMIT]
    safe = "".join(c if c.isprintable() else repr(c)[1:-1] for c in cut)
    return safe if cut is text else f"{safe}… (+{len(text) - len(cut):,})"
