"""What the console says that is not a service text: its help, and how a typed word is shown
back.  The app (:mod:`bot.console.app`), its tournament commands and its input handling all
speak these, so each is written once.
"""

from __future__ import annotations

import games
from bot.console.lines import MAX_LINE
from bot.service.numbering import NUMBERING_RULE
from storage.status import TournamentSystem

ECHO_LIMIT = 120  # characters of an over-long line shown back

HELP = """Commands (the same as the Discord bot's):
  play GAME [vs NAME|open|ai] [colour=white|black|random] [rated=yes|no] [option=value ...]
        start a game; without 'vs' you play both sides; 'vs ai' plays the bot
        (add level=easy|medium|hard); a game between two players is rated unless
        rated=no. Games: {games}
  accept [ID] / decline [ID] / cancel [ID]   answer or withdraw a challenge (without ID:
                              the only one waiting)
  move TEXT (or just TEXT)    make a move in the current match, e.g. a4-b5
  choose SQUARE|random        your private set-up choice (Stealth King), e.g. choose b2
  board / peek                the public board / your private view
  resign [yes|no]             resign (asks for confirmation first)
  draw [accept|decline]       offer, accept or decline a draw
  claim                       claim the win when your opponent ran out of time
  history / replay            the move list / an animated GIF of the game
  games                       your matches in progress and the challenges waiting (with
                              their numbers);  match ID  switches to a match
  rematch                     the same game again with colours swapped
  rules GAME                  the rules summary of a game
  learn GAME [MOVE|lesson N]  the game's tutorial: your lesson, your answer to it, or a
                              lesson you passed again
  hint                        a suggested move (only against yourself or the bot)
  review [ID]                 the AI's review of your moves in a finished match
  leaderboard GAME [PAGE]     the game's rated players, 10 a page ('?': provisional)
  profile [NAME] [GAME]       a player's ratings and last matches; the chart is written
  user [NAME]                 act as another player (kept in the database), or list them
  web [revoke]                the current match's links for a browser (watch it; your seat,
                              to play by clicking), or stop every link you were given
{tournaments}
  help / quit                 (Ctrl-D or Ctrl-C also quit)
{numbering}"""

TOURNAMENT_HELP = f"""\
  tournament create GAME [system={"|".join(TournamentSystem)}] [rounds=N]
        [rated=yes|no] [time=DURATION] [deadline=DURATION] [start=DURATION] [players=N]
        [late=yes|no] [tiebreaks=BH-C1,BH,SB,DE,WIN] [name=TEXT] [option=value ...]
        open a tournament (time: per decision; deadline: per round; start: from now;
        durations like 30m, 12h, 3d)
  tournament join|leave|start|bye|info|standings|export [ID]
  tournament pairings [ID] [ROUND] / tournament withdraw [ID] [NAME]
  tournament cancel [ID] yes / tournament list
        (without ID: the tournament last shown)"""


def help_text() -> str:
    """The whole help: every command, the games there are and how numbers are read."""
    return HELP.format(
        games=games.listing(), numbering=NUMBERING_RULE, tournaments=TOURNAMENT_HELP
    )


def shown(text: str) -> str:
    """``text`` safe to print back: control and invisible characters (terminal escapes, markup
    characters) as Python escapes, and an over-long line cut."""
    cut = text if len(text) <= MAX_LINE else text[:ECHO_LIMIT]
    safe = "".join(c if c.isprintable() else repr(c)[1:-1] for c in cut)
    return safe if cut is text else f"{safe}… ({len(text):,}+ characters)"
