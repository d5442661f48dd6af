"""The local console: every player command of the bot, in a terminal, through the same service
and a real database.  Boards print as text and every PNG (and replay GIF) is written to a
folder.  It reads commands from standard input, so a script can drive it
(``python -m bot`` without a token starts it; see bot.__main__).

Players are names (``user bob``), each bound for good to one stored id, so a name is the same
player in every session.  The package, one purpose a module:

- :mod:`bot.console.app`: the command loop, the session and the player commands;
- :mod:`bot.console.tournaments`: the ``tournament`` command;
- :mod:`bot.console.parsing`: what a typed word means (numbers, yes/no, durations, games,
  moves, ``option=value``);
- :mod:`bot.console.lines`: reading lines from a terminal or a script, and Ctrl-C;
- :mod:`bot.console.players`: players by name; :mod:`bot.console.pictures`: the board folder;
- :mod:`bot.console.words`: the help and how typed text is shown back;
- :mod:`bot.console.languages`: the languages it speaks, each by its own name.

Everything it prints is in one language (``GAMUT_LANGUAGE``, the ``language`` command): its
own texts are messages of ``bot/i18n/locales/<language>/console.ftl``.

What a front end starts the console with is importable from here.
"""

from bot.console.app import Console
from bot.console.lines import LineInput, ScriptInput, TerminalInput, read_off_loop
from bot.console.players import AI_USER_ID

__all__ = [
    "AI_USER_ID",
    "Console",
    "LineInput",
    "ScriptInput",
    "TerminalInput",
    "read_off_loop",
]
