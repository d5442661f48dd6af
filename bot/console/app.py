"""The console's app: the command loop over a MatchService, the session (who is at the
keyboard, the match each player looks at) and every player command but the tournament ones
(:mod:`bot.console.tournaments`).  Words are read by :mod:`bot.console.parsing`, pictures
written by :mod:`bot.console.pictures`, players named by :mod:`bot.console.players`.

Each player's current match is stored with them (through ``service.players``), so a new
session goes on with it; a player without one gets the only match waiting on them.  The
service's texts arrive in the neutral markup of :mod:`bot.markup` and are rendered here
for a terminal; its prompts name actions, which are shown as the commands this console
understands.

The console speaks one language at a time (``GAMUT_LANGUAGE``, or the ``language`` command):
its own texts are messages of ``console.ftl``, written with ``t`` like the service's, and
everything it prints is localised in that language as it is rendered (:meth:`Console.say`).
The words typed at it stay English, as a program's commands and options do.
"""

from __future__ import annotations

import difflib
import logging
import shlex
import sys
from collections.abc import AsyncIterable, Callable, Coroutine, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

import games
from bot.console.board_words import board_text
from bot.console.languages import language_names, listed
from bot.console.lines import MAX_LINE
from bot.console.parsing import game_named, looks_like_move, number, setting, yes_or_no
from bot.console.pictures import PictureFolder
from bot.console.players import AI_NAME, Roster
from bot.console.tournaments import TournamentCommands
from bot.console.words import help_text, shown
from bot.i18n import ENGLISH, match_language, shared_translator
from bot.markup import clean, command, plain, render, t
from bot.service import (
    EVERYTHING,
    Attachment,
    Choice,
    MatchService,
    NotFound,
    Prompt,
    Reply,
    ServiceError,
    Viewer,
)
from bot.service.phrases import engine_refusal
from bot.service.ratings import DEFAULT_POOL, POOLS
from bot.service.replies import Bulletin
from bot.service.tournaments.announce import title as tournament_title
from games.errors import PhrasedError
from storage import (
    OutcomeUnknown,
    StorageBusy,
    StorageError,
    StorageUnavailable,
    normalise_name,
)
from storage.status import UNFINISHED

if TYPE_CHECKING:
    from bot.web import WebCompanion

log = logging.getLogger(__name__)

DEFAULT_USER = "alice"

# How a prompt's action is typed here: (the command, whether the choice's argument follows).
# An accept/decline/cancel names its challenge; the others act on the current match, which the
# reply carrying the prompt has just made current.
ACTION_COMMANDS: dict[str, tuple[str, bool]] = {
    "move": ("", True),
    "private": ("choose", True),
    "accept": ("accept", True),
    "decline": ("decline", True),
    "cancel": ("cancel", True),
    "resign": ("resign yes", False),
    "draw-accept": ("draw accept", False),
    "draw-decline": ("draw decline", False),
    "claim": ("claim", False),
    "takeback-accept": ("takeback yes", False),
    "takeback-decline": ("takeback no", False),
    "rematch": ("rematch", False),
    "tournament-join": ("tournament join", True),
    "tournament-leave": ("tournament leave", True),
}


def console_command(choice: Choice) -> str:
    """What a player types here to answer ``choice``.  A private set-up choice is typed as
    its label (``choose a1``, ``choose random``), the way the service's own texts spell it;
    its argument is the engine's move text (``king a1``)."""
    command, with_argument = ACTION_COMMANDS.get(choice.action, (choice.action, True))
    # A label may be a message: what is typed is its English, in every language.
    argument = plain(choice.label).lower() if choice.action == "private" else choice.argument
    return " ".join(part for part in (command, argument if with_argument else "") if part)


def bold(text: str) -> str:
    """ANSI bold, for a terminal."""
    return f"\033[1m{text}\033[0m"


class Console:
    """A command interpreter over a MatchService for named local users.

    Create with :meth:`open` (it loads the stored players), then :meth:`run` lines.
    """

    def __init__(
        self,
        service: MatchService,
        board_dir: Path,
        out: TextIO = sys.stdout,
        *,
        styled: bool = False,
        language: str = ENGLISH,
    ) -> None:
        self.service = service
        self.language = shared_translator().language(language)
        # The AI answers in a message of its own, after the move it answers, as in Discord: a
        # merged reply would print the mover's private board after the AI's move (stale).
        service.ai_later = True
        self.out = out
        self.styled = styled
        self.pictures = PictureFolder(board_dir, self.say)
        self.roster = Roster(service.players, service.ai_user_id)
        self.user = 0  # set by open()
        self.current: dict[int, int] = {}  # user id -> match id they are looking at
        self._unsaved: dict[int, int] = {}  # changes of ``current`` not stored yet
        self._ai_due: dict[int, None] = {}  # matches where the AI may have a decision to make
        self.last_challenge: int | None = None
        self._commands: dict[str, Callable[[list[str]], Coroutine[Any, Any, None]]] = {
            "help": self._help,
            "play": self._play,
            "accept": self._accept,
            "decline": self._decline,
            "cancel": self._cancel,
            "move": self._move,
            "choose": self._choose,
            "board": self._board,
            "peek": self._peek,
            "resign": self._resign,
            "draw": self._draw,
            "claim": self._claim,
            "takeback": self._takeback,
            "moretime": self._moretime,
            "history": self._history,
            "replay": self._replay,
            "games": self._games,
            "match": self._match,
            "rematch": self._rematch,
            "rules": self._rules,
            "learn": self._learn,
            "hint": self._hint,
            "review": self._review,
            "leaderboard": self._leaderboard,
            "profile": self._profile,
            "user": self._switch,
            "language": self._language,
            "tournament": self._tournament,
            "web": self._web,
        }
        self.tournaments = TournamentCommands(self)
        # The web companion serving this console's matches (set by bot.__main__), or None.
        self.web: WebCompanion | None = None

    @classmethod
    async def open(
        cls,
        service: MatchService,
        board_dir: Path,
        out: TextIO = sys.stdout,
        *,
        styled: bool = False,
        language: str = ENGLISH,
    ) -> Console:
        """A console knowing every stored player, acting as the default user, speaking
        ``language`` (a locale code: the catalogue's language for it, English if none)."""
        console = cls(service, board_dir, out, styled=styled, language=language)
        await console.roster.load()
        console.current.update(await service.players.current_matches())
        console.user = await console.roster.enter(DEFAULT_USER)
        await console._resume()
        await console._store_current()
        return console

    @property
    def command_names(self) -> list[str]:
        """Every first word this console knows."""
        return [*self._commands, "quit", "exit"]

    # ----- plumbing ------------------------------------------------------------------------

    def mention(self, user_id: int) -> str:
        """How ``user_id`` is named (the service's ``mention`` at the console)."""
        return self.roster.mention(user_id)

    @property
    def viewer(self) -> Viewer:
        """Who asks the service: the current user, with no server, seeing every local match
        (the console is one table everyone at the keyboard shares) and answered on their
        own screen; an organiser of every tournament, as a server's managers are of its.  The
        keyboard is both the asker's place and the place everyone reads, so both languages
        are the console's."""
        return Viewer(
            self.user,
            private=True,
            sight=EVERYTHING,
            organiser=True,
            language=self.language,
            place_language=self.language,
        )

    def prompt(self) -> str:
        """The interactive prompt: who is typing."""
        return f"[{self.mention(self.user)}]> "

    def render(self, text: str) -> str:
        """A service text for the terminal, in the console's language: commands as typed here,
        emphasis in bold only on a terminal that shows it (never Discord's ``**``)."""
        return render(
            text,
            language=self.language,
            strong=bold if self.styled else str,
            code=str,
            command=lambda name, args: "'" + " ".join([name, *args]) + "'",
            block=str,
        )

    def say(self, text: str) -> None:
        """Print ``text`` (markup: the service's, or the console's own messages) rendered."""
        print(self.render(text), file=self.out)

    def _show_image(self, attachment: Attachment) -> None:
        """The board as text, turned as the image is, and where its image was written."""
        if attachment.view is not None:
            self.say(board_text(attachment.view, attachment.perspective, self.language))
        self.pictures.save(attachment)

    def _options(self, choices: tuple[Choice, ...]) -> str:
        return " / ".join(f"'{console_command(c)}'" for c in choices)

    def _prompt_line(self, prompt: Prompt) -> str:
        who = self.mention(prompt.user_id) if prompt.user_id else t("console-anyone")
        return f"  ({who}) {prompt.text} {self._options(prompt.choices)}"

    def show(self, reply: Reply) -> None:
        """Print a reply: public part, the caller's notice, then private parts labelled."""
        if reply.match_id is not None:
            for user in {self.user, *reply.mentions}:
                if user not in self.current or reply.new_match:
                    self._make_current(user, reply.match_id)
            if reply.ai_due:
                self._ai_due[reply.match_id] = None
        if reply.challenge_id is not None:
            self.last_challenge = reply.challenge_id
        if reply.text:
            self.say(reply.text)
        if reply.image is not None:
            self._show_image(reply.image)
        for prompt in reply.prompts:
            self.say(self._prompt_line(prompt))
        if reply.notice:
            self.say(t("console-notice", player=self.mention(self.user), text=reply.notice))
        if reply.notice_image is not None:
            self._show_image(reply.notice_image)
        if reply.confirm is not None:
            self.say(
                "  "
                + t(
                    "console-confirm",
                    text=reply.confirm.text,
                    options=self._options(reply.confirm.choices),
                    no=command("resign", "no"),
                )
            )
        for message in reply.private:
            self.say(t("console-private", player=self.mention(message.user_id), text=message.text))
            if message.image is not None:
                self._show_image(message.image)
            if message.prompt is not None:
                self.say(self._prompt_line(message.prompt))
        self.tournaments.seen(reply)
        for bulletin in reply.bulletins:
            self.show_bulletin(bulletin)

    def show_bulletin(self, bulletin: Bulletin) -> None:
        """What a tournament says: its message (the picture written), then the games decided
        by the clock and the matches it opened (each made current for its players)."""
        self.say(t("console-bulletin", tournament=str(bulletin.tournament_id)))
        self.show(bulletin.reply)
        for reply in (*bulletin.updates, *bulletin.matches):
            self.show(reply)

    def _make_current(self, user_id: int, match_id: int) -> None:
        """``match_id`` is what ``user_id``'s commands act on now (stored after the command)."""
        if self.current.get(user_id) != match_id:
            self.current[user_id] = match_id
            self._unsaved[user_id] = match_id

    async def _store_current(self) -> None:
        """Store the current matches that changed, for the next session.  A failure is said
        and loses nothing of the game (the command's own writes are done): this session
        still knows them."""
        unsaved, self._unsaved = self._unsaved, {}
        if not unsaved:
            return
        try:
            await self.service.players.remember_matches(unsaved)
        except StorageError as exc:
            self._unsaved = {**unsaved, **self._unsaved}  # tried again after the next command
            self.say("  " + t("console-current-not-stored", reason=self._storage_reason(exc)))

    async def _ai_answers(self) -> None:
        """The AI's decisions in the matches the last replies left to it, each printed after
        what it answers (the follow-up's own reply may leave it another: a set-up choice,
        then the first move)."""
        while self._ai_due:
            match_id = next(iter(self._ai_due))
            del self._ai_due[match_id]
            self.show(await self.service.ai_followup(Reply(match_id=match_id)))

    async def _match_id(self) -> int:
        """The current match; without one, the only match in progress or waiting on the
        player (which becomes current); else ServiceError saying how to pick one."""
        if self.user in self.current:
            return self.current[self.user]
        try:
            match_id = await self.service.resolve_match(self.viewer)
        except NotFound:
            raise ServiceError(
                t("console-no-current-match", play=command("play"), match=command("match", "ID"))
            ) from None
        except ServiceError as exc:
            raise ServiceError(
                t(
                    "console-no-current-match-because",
                    reason=exc.markup,
                    match=command("match", "ID"),
                )
            ) from None
        self._make_current(self.user, match_id)
        return match_id

    async def _resume(self) -> int | None:
        """The current match of a player who just took the keyboard: the remembered one while
        it is in progress; once it has ended (or without one), the only match in progress or
        waiting on them if there is one, else the remembered one (to review it, say)."""
        remembered = self.current.get(self.user)
        try:
            if remembered is not None:
                match = await self.service.get_match(remembered)
                if match.status in UNFINISHED:
                    return remembered
            match_id = await self.service.resolve_match(self.viewer)
        except (ServiceError, StorageError):  # none, several, or not readable now: as it was
            return remembered
        self._make_current(self.user, match_id)
        return match_id

    # ----- commands ------------------------------------------------------------------------

    def _unknown(self, word: str) -> ServiceError:
        near = difflib.get_close_matches(word.lower(), self.command_names, n=1)
        if near:
            return ServiceError(t("console-unknown-command-near", word=shown(word), near=near[0]))
        return ServiceError(t("console-unknown-command", word=shown(word), help=command("help")))

    @staticmethod
    def _storage_reason(exc: StorageError) -> str:
        """What a storage failure means, in the reader's language where the console knows
        the failure (storage speaks English only: it cannot import the catalogue), with the
        database's own words (a driver's message, English) as the detail."""
        if isinstance(exc, OutcomeUnknown):
            return t("console-outcome-unknown", match=str(exc.match_id), problem=exc.problem)
        if isinstance(exc, StorageUnavailable):
            return t("console-database-unreachable", problem=exc.problem)
        if isinstance(exc, StorageBusy):
            return t("console-database-busy")
        return str(exc)

    async def handle(self, line: str) -> bool:
        """Run one command line; False when the console should stop.

        Every refusal is said and changes nothing: a service or engine error (ValueError), a
        busy or failing database (StorageError: the operation was not written, so nothing is
        lost), and, logged with its traceback, anything unexpected.
        """
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        if len(line) > MAX_LINE:
            self.say(t("console-line-too-long", limit=MAX_LINE))
            return True
        try:
            words = shlex.split(line)
        except ValueError as exc:  # shlex's only two: a quotation or a backslash left open
            unclosed = "quotation" in str(exc)
            self.say(t("console-unclosed-quote" if unclosed else "console-trailing-backslash"))
            return True
        if not words:
            return True
        command, args = words[0].lower(), words[1:]
        if command in ("quit", "exit"):
            return False
        handler = self._commands.get(command)
        try:
            if handler is not None:
                await handler(args)
            elif looks_like_move(line):
                await self._move_text(line)
            else:
                raise self._unknown(words[0])
            await self._ai_answers()
            for reply in await self.service.tick():
                self.show(reply)
        except ServiceError as exc:  # tell in the reader's language, change nothing
            self.say(t("console-error", reason=exc.markup))
        except PhrasedError as exc:  # an engine's refusal, as the engine names its message
            self.say(t("console-error", reason=engine_refusal(exc)))
        except ValueError as exc:  # an engine's sentence no player was meant to read
            self.say(t("console-error", reason=clean(str(exc))))
        except (OutcomeUnknown, StorageBusy) as exc:  # each says what is true
            self.say(t("console-error", reason=self._storage_reason(exc)))
        except StorageError as exc:
            self.say(t("console-database-refused", reason=str(exc)))
        except BrokenPipeError:
            raise
        except Exception:
            log.exception("console command %r failed", shown(line))
            self.say(t("console-crashed"))
        self._ai_due.clear()  # a failed command leaves the AI's turn to the clock (tick)
        await self._store_current()
        return True

    async def run(self, lines: Iterable[str] | AsyncIterable[str], *, echo: bool = True) -> None:
        """Run ``lines`` until one says quit; ``echo`` prints each as ``[name]> line`` (a
        script's transcript; a terminal shows what was typed already).  Lines read off the
        event loop (an async iterable, :func:`bot.console.lines.read_off_loop`) leave it
        free for the web companion meanwhile."""
        if isinstance(lines, AsyncIterable):
            async for line in lines:
                if not await self._run_line(line, echo):
                    break
        else:
            for line in lines:
                if not await self._run_line(line, echo):
                    break

    async def _run_line(self, line: str, echo: bool) -> bool:
        if echo:
            self.say(f"{self.prompt()}{shown(line.rstrip())}")
            self.out.flush()  # a reader of the transcript sees what runs while it runs
        if not await self.handle(line):
            return False
        self.out.flush()
        return True

    async def deliver(self, reply: Reply) -> None:
        """A reply to a decision made elsewhere (a seat's page on the web companion), shown
        as if it were typed here, the AI's answer after it; then the clock's duties."""
        self.show(reply)
        if reply.ai_due and reply.match_id is not None:
            self._ai_due[reply.match_id] = None
        await self._ai_answers()
        for later in await self.service.tick():
            self.show(later)
        await self._store_current()
        self.out.flush()

    async def _help(self, args: list[str]) -> None:
        self.say(help_text(self.language))

    async def _language(self, args: list[str]) -> None:
        """``language``: the languages there are and the one spoken; ``language CODE``
        switches (an exact code of the catalogue, or a locale it reads: ``es``, ``de-AT``)."""
        catalogue = shared_translator()
        names = language_names(catalogue)
        if not args:
            current = names[self.language]
            self.say(
                t(
                    "console-language-current",
                    current=current,
                    languages=listed(names),
                    usage=command("language", "CODE"),
                )
            )
            return
        wanted = args[0]
        found = match_language(wanted, catalogue.languages)
        if found is None:
            raise ServiceError(
                t("console-language-unknown", code=repr(shown(wanted)), languages=listed(names))
            )
        self.language = found
        self.say(t("console-language-switched", current=names[found]))

    async def _tournament(self, args: list[str]) -> None:
        await self.tournaments.run(args)

    async def _opponent(self, name: str) -> int | None:
        """Who 'vs NAME' means: a player, None for anyone ('open'), or the bot ('ai')."""
        key = normalise_name(name)
        if key == "open":
            return None
        if key == AI_NAME:
            if self.service.ai_user_id is None:
                raise ServiceError(t("console-ai-off"))
            return self.service.ai_user_id
        return await self.roster.enter(name)

    async def _play(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(self._which_game(command("play", "GAME")))
        game_id, rest = game_named(args[0], args[1:]), args[1:]
        opponent: int | None = self.user
        named = False
        options: dict[str, str] = {}
        colour = "random"
        level: str | None = None
        rated: bool | None = None
        time: str | None = None
        index = 0
        while index < len(rest):
            word = rest[index]
            if word.lower() == "vs":
                if index + 1 >= len(rest):
                    raise ServiceError(
                        t(
                            "console-against-whom",
                            usage=command("play", "GAME", "vs", "NAME"),
                            open=command("vs", "open"),
                            ai=command("vs", "ai"),
                        )
                    )
                if named:
                    raise ServiceError(t("console-one-opponent", vs=command("vs")))
                opponent, named = await self._opponent(rest[index + 1]), True
                index += 2
                continue
            key, value = setting(word, t("console-options-form", form=command("option=value")))
            if key.lower() in ("colour", "color"):
                colour = value
            elif key.lower() == "level":
                level = value
            elif key.lower() == "rated":
                rated = yes_or_no(value, "rated")
            elif key.lower() == "time":
                time = value
            else:
                options[key] = value
            index += 1
        self.show(
            await self.service.challenge(
                self.user,
                game_id,
                opponent=opponent,
                options=options,
                colour=colour,
                level=level,
                rated=rated,
                language=self.language,
                time=time,
            )
        )

    async def _challenge_id(self, args: list[str], action: str) -> int:
        """The number given, else the challenge the service picks for ``action`` (the last
        one shown, or the only one waiting)."""
        if args:
            return number(args[0], "challenge")
        return await self.service.waiting.pick(self.viewer, action, self.last_challenge)

    async def _accept(self, args: list[str]) -> None:
        self.show(await self.service.accept(self.viewer, await self._challenge_id(args, "accept")))

    async def _decline(self, args: list[str]) -> None:
        self.show(
            await self.service.decline(self.viewer, await self._challenge_id(args, "decline"))
        )

    async def _cancel(self, args: list[str]) -> None:
        self.show(await self.service.cancel(self.viewer, await self._challenge_id(args, "cancel")))

    async def _move(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(t("console-which-move", example=command("move", "a4-b5")))
        await self._move_text(" ".join(args))

    async def _move_text(self, text: str) -> None:
        self.show(await self.service.move(self.viewer, await self._match_id(), text))

    async def _choose(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(
                t(
                    "console-choose-what",
                    square=command("choose", "b2"),
                    random=command("choose", "random"),
                )
            )
        match_id = await self._match_id()
        self.show(await self.service.private_choice(self.viewer, match_id, " ".join(args)))

    async def _board(self, args: list[str]) -> None:
        self.show(await self.service.board(self.viewer, await self._match_id()))

    async def _peek(self, args: list[str]) -> None:
        self.show(await self.service.peek(self.viewer, await self._match_id()))

    async def _resign(self, args: list[str]) -> None:
        answer = args[0].lower() if args else ""
        if answer in ("no", "n", "cancel"):
            self.show(await self.service.keep_playing(self.viewer, await self._match_id()))
            return
        if answer not in ("", "yes", "y", "confirm"):
            raise ServiceError(
                t(
                    "console-resign-how",
                    resign=command("resign"),
                    yes=command("resign", "yes"),
                    no=command("resign", "no"),
                )
            )
        match_id = await self._match_id()
        self.show(await self.service.resign(self.viewer, match_id, confirmed=bool(answer)))

    async def _draw(self, args: list[str]) -> None:
        answer = args[0].lower() if args else "offer"
        match_id = await self._match_id()
        if answer == "offer":
            self.show(await self.service.offer_draw(self.viewer, match_id))
        elif answer in ("accept", "decline"):
            self.show(await self.service.answer_draw(self.viewer, match_id, answer == "accept"))
        else:
            raise ServiceError(
                t(
                    "console-draw-how",
                    offer=command("draw"),
                    accept=command("draw", "accept"),
                    decline=command("draw", "decline"),
                )
            )

    async def _takeback(self, args: list[str]) -> None:
        """``takeback``: ask to take back one's last move; ``takeback yes|no``: answer the
        opponent's request (in the current match)."""
        answer = args[0].lower() if args else "ask"
        match_id = await self._match_id()
        if answer == "ask":
            self.show(await self.service.propose_takeback(self.viewer, match_id))
        elif answer in ("yes", "no"):
            self.show(await self.service.answer_takeback(self.viewer, match_id, answer == "yes"))
        else:
            raise ServiceError(
                t(
                    "console-takeback-how",
                    ask=command("takeback"),
                    yes=command("takeback", "yes"),
                    no=command("takeback", "no"),
                )
            )

    async def _claim(self, args: list[str]) -> None:
        self.show(await self.service.claim_timeout(self.viewer, await self._match_id()))

    async def _moretime(self, args: list[str]) -> None:
        """``moretime``: give the opponent in the current live match 15 seconds more."""
        self.show(await self.service.give_time(self.viewer, await self._match_id()))

    async def _history(self, args: list[str]) -> None:
        self.show(await self.service.history(self.viewer, await self._match_id()))

    async def _replay(self, args: list[str]) -> None:
        reply = await self.service.replay(self.viewer, await self._match_id())
        self.say(reply.text)
        if reply.image is not None:
            self.pictures.save(reply.image, "replay")

    async def _games(self, args: list[str]) -> None:
        matches = await self.service.matches_of(self.viewer)
        self.show(matches.merged(await self.service.waiting.listing(self.viewer)))

    async def _match(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(t("console-which-match", usage=command("match", "ID")))
        match_id = number(args[0], "match")
        await self.service.visible_match(self.viewer, match_id)
        self._make_current(self.user, match_id)
        self.say(t("console-looking-at", match=str(match_id)))

    async def _rematch(self, args: list[str]) -> None:
        self.show(await self.service.rematch(self.viewer, await self._match_id()))

    async def _rules(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(self._which_game(command("rules", "GAME")))
        self.show(await self.service.rules(game_named(args[0], args[1:]), language=self.language))

    async def _leaderboard(self, args: list[str]) -> None:
        """``leaderboard GAME [live|correspondence] [PAGE]``: a word after the game that is not
        a number names the pool (the service refuses one it does not know)."""
        if not args:
            pools = f"[{'|'.join(POOLS)}]"
            raise ServiceError(self._which_game(command("leaderboard", "GAME", pools, "[PAGE]")))
        game_id, rest = game_named(args[0], args[1:]), args[1:]
        pool = rest.pop(0) if rest and not rest[0].isdigit() else DEFAULT_POOL
        page = number(rest[0], "page") - 1 if rest else 0
        board = await self.service.leaderboard(self.viewer, game_id, page=page, pool=pool)
        self.say(board.text)
        if board.has_next:
            more = command("leaderboard", board.game_id, board.pool, str(board.page + 2))
            self.say("  " + t("console-more", next=more))

    async def _profile(self, args: list[str]) -> None:
        """``profile [NAME] [GAME]``: a word that names a game is the game, else the name."""
        game = next((g for g in map(games.find, args) if g is not None), None)
        game_id = game.id if game is not None else None
        names = [a for a in args if games.find(a) is None]
        if game_id is None and len(names) > 1:
            game_id = names.pop()  # a second word names a game: the service refuses one unknown
        user = await self.roster.known(names[0]) if names else self.user
        reply = await self.service.profile(
            self.viewer, user, name=self.mention(user), game_id=game_id
        )
        self.say(reply.text)
        if reply.image is not None:
            self.pictures.save(reply.image, "chart")

    async def _learn(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(self._which_game(command("learn", "GAME")))
        game_id, rest = game_named(args[0], args[1:]), args[1:]
        tutor = self.service.tutor
        if len(rest) == 2 and rest[0].lower() == "lesson":
            self.show(
                await tutor.show(
                    self.user, game_id, number(rest[1], "lesson"), language=self.language
                )
            )
        elif rest:
            answer = " ".join(rest)
            self.show(await tutor.answer(self.user, game_id, answer, language=self.language))
        else:
            self.show(await tutor.show(self.user, game_id, language=self.language))

    async def _hint(self, args: list[str]) -> None:
        self.show(await self.service.hints.hint(self.viewer, await self._match_id()))

    async def _review(self, args: list[str]) -> None:
        match_id = number(args[0], "match") if args else await self._match_id()
        reply = await self.service.reviewer.review(self.viewer, match_id)
        self.show(reply)
        for board in reply.extra_files:  # the boards of the marked moves
            self.pictures.save(board)

    async def _web(self, args: list[str]) -> None:
        """``web``: the current match's links (the watch link, and the current player's
        seat); ``web tournament N``: the link to tournament N's page; ``web revoke``: every
        link the current player was given stops working."""
        if args and args[0].lower() == "revoke":
            self.show(await self.service.web_links.revoke(self.viewer))
            return
        if self.web is None:
            raise ServiceError(t("web-off"))
        if args and args[0].lower() == "tournament" and len(args) == 2:
            desk = self.service.tournaments
            token = await self.service.web_links.tournament_link(self.viewer, desk, args[1])
            snapshot = await desk.visible(self.viewer, args[1])
            self.say(
                t(
                    "web-tournament-link",
                    tournament=tournament_title(snapshot.tournament),
                    url=self.web.tournament_link(token),
                )
            )
            return
        match_id = await self._match_id()
        links = await self.service.web_links.links(self.viewer, match_id)
        self.say(t("web-watch-link", match=str(match_id), url=self.web.watch_link(links.watch)))
        if links.seat is not None:
            self.say(t("web-seat-link", url=self.web.seat_link(links.seat)))

    async def _switch(self, args: list[str]) -> None:
        if not args:
            self.say(
                t(
                    "console-you-are",
                    player=self.mention(self.user),
                    players=self.roster.people(),
                    user=command("user", "NAME"),
                )
            )
            return
        self.user = await self.roster.enter(args[0])
        current = await self._resume()
        if current is None:
            self.say(t("console-now-you-are", player=self.mention(self.user)))
        else:
            self.say(
                t("console-now-you-are-in", player=self.mention(self.user), match=str(current))
            )

    @staticmethod
    def _which_game(usage: str) -> str:
        """The refusal of a command that needs a game and got none: how to write it, and the
        games there are."""
        return t("console-which-game", usage=usage, games=games.listing())
