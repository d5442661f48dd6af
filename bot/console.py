"""The local console: every player command of the bot, in a terminal, through the same service
and a real SQLite file.  Boards print as text and every PNG (and replay GIF) is written to a
folder.  It reads commands from standard input, so a script can drive it.
"""

from __future__ import annotations

import shlex
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TextIO

import games
from bot.service import Attachment, MatchService, Reply, ServiceError
from renderers.text_board import text_board

AI_USER_ID = 1_000_000  # the console's id for the bot's own AI player

HELP = """Commands (the same as the Discord bot's):
  play GAME [vs NAME|open|ai] [colour=white|black|random] [option=value ...]
        start a game; without 'vs' you play both sides; 'vs ai' plays the bot
        (add level=easy|medium|hard). Games: {games}
  accept [ID] / decline [ID] / cancel [ID]   answer or withdraw a challenge
  move TEXT (or just TEXT)    make a move in the current match, e.g. a4-b5
  choose SQUARE|random        your private set-up choice (Stealth King), e.g. choose b2
  board / peek                the public board / your private view
  resign [yes]                resign (asks for confirmation first)
  draw [accept|decline]       offer, accept or decline a draw
  claim                       claim the win when your opponent ran out of time
  history / replay            the move list / an animated GIF of the game
  games                       your matches in progress;  match ID  switches to one
  rematch                     the same game again with colours swapped
  rules GAME                  the rules summary of a game
  user NAME                   act as another player (created on first use)
  help / quit"""


class Console:
    """A command interpreter over a MatchService for named local users."""

    def __init__(self, service: MatchService, board_dir: Path, out: TextIO = sys.stdout) -> None:
        self.service = service
        self.board_dir = board_dir
        self.out = out
        self.users: dict[str, int] = {}
        self.names: dict[int, str] = {}
        if service.ai_user_id is not None:
            self.users["ai"] = service.ai_user_id
            self.names[service.ai_user_id] = "ai"
        self.user = self._user_id("alice")
        self.current: dict[int, int] = {}  # user id -> match id they are looking at
        self.last_challenge: int | None = None
        self._commands: dict[str, Callable[[list[str]], object]] = {
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
            "history": self._history,
            "replay": self._replay,
            "games": self._games,
            "match": self._match,
            "rematch": self._rematch,
            "rules": self._rules,
            "user": self._switch,
        }

    # ----- plumbing ------------------------------------------------------------------------

    def _user_id(self, name: str) -> int:
        name = name.strip().lower().lstrip("@")
        if name not in self.users:
            people = [uid for uid in self.users.values() if uid != self.service.ai_user_id]
            self.users[name] = max([0, *people]) + 1
            self.names[self.users[name]] = name
        return self.users[name]

    def mention(self, user_id: int) -> str:
        return self.names.get(user_id, f"user{user_id}")

    def say(self, text: str) -> None:
        print(text, file=self.out)

    def _save(self, attachment: Attachment) -> Path:
        """Write an image under its name; a different picture of the same name (the final
        board after a resignation at the same move, say) gets a numbered name instead of
        overwriting the earlier one."""
        self.board_dir.mkdir(parents=True, exist_ok=True)
        path = self.board_dir / attachment.filename
        number = 1
        while path.exists() and path.read_bytes() != attachment.data:
            number += 1
            path = path.with_name(f"{Path(attachment.filename).stem}-{number}{path.suffix}")
        path.write_bytes(attachment.data)
        return path

    def _show_image(self, attachment: Attachment, perspective: str = "white") -> None:
        if attachment.view is not None:
            self.say(text_board(attachment.view, perspective))
        self.say(f"  [image written to {self._save(attachment)}]")

    def show(self, reply: Reply) -> None:
        """Print a reply: public part, the caller's notice, then private parts labelled."""
        if reply.match_id is not None:
            for user in {self.user, *reply.mentions}:
                self.current.setdefault(user, reply.match_id)
            if reply.new_match:
                for user in self.names:
                    if user in reply.mentions or user == self.user:
                        self.current[user] = reply.match_id
        if reply.challenge_id is not None:
            self.last_challenge = reply.challenge_id
        if reply.text:
            self.say(reply.text)
        if reply.image is not None:
            self._show_image(reply.image)
        for prompt in reply.prompts:
            who = self.mention(prompt.user_id) if prompt.user_id else "anyone"
            options = " / ".join(f"{c.action} {c.argument}" for c in prompt.choices)
            self.say(f"  ({who}) {prompt.text} {options}")
        if reply.notice:
            self.say(f"[only {self.mention(self.user)} sees] {reply.notice}")
        if reply.notice_image is not None:
            self._show_image(
                reply.notice_image, (reply.notice_image.view or {}).get("seat") or "white"
            )
        if reply.confirm is not None:
            self.say(f"  {reply.confirm.text} Type 'resign yes' to confirm.")
        for message in reply.private:
            self.say(f"[private to {self.mention(message.user_id)}] {message.text}")
            if message.image is not None:
                self._show_image(message.image, (message.image.view or {}).get("seat") or "white")
            if message.prompt is not None:
                options = ", ".join(c.label for c in message.prompt.choices)
                self.say(f"  choose with 'choose <square>': {options}")

    def _match_id(self, args: list[str] | None = None) -> int:
        if self.user in self.current:
            return self.current[self.user]
        raise ServiceError("No current match: start one with 'play' or pick one with 'match ID'.")

    # ----- commands ------------------------------------------------------------------------

    async def handle(self, line: str) -> bool:
        """Run one command line; False when the console should stop."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        try:
            words = shlex.split(line)
        except ValueError as exc:
            self.say(f"error: {exc}")
            return True
        command, args = words[0].lower(), words[1:]
        if command in ("quit", "exit"):
            return False
        handler = self._commands.get(command)
        try:
            if handler is None:
                await self._move_text(line)
            else:
                await handler(args)  # type: ignore[misc]
            for reply in await self.service.tick():
                self.show(reply)
        except ValueError as exc:  # ServiceError and engine errors: tell, change nothing
            self.say(f"error: {exc}")
        return True

    async def run(self, lines: Iterable[str], interactive: bool = False) -> None:
        for line in lines:
            if not interactive:
                self.say(f"[{self.mention(self.user)}]> {line.rstrip()}")
            if not await self.handle(line):
                break
            if interactive:
                print(f"[{self.mention(self.user)}]> ", end="", file=self.out, flush=True)

    async def _help(self, args: list[str]) -> None:
        self.say(HELP.format(games=", ".join(games.ids())))

    async def _play(self, args: list[str]) -> None:
        if not args:
            raise ServiceError("Which game? play GAME — games: " + ", ".join(games.ids()))
        game_id, rest = args[0], args[1:]
        opponent: int | None = self.user
        options: dict[str, str] = {}
        colour = "random"
        level: str | None = None
        index = 0
        while index < len(rest):
            word = rest[index]
            if word.lower() == "vs" and index + 1 < len(rest):
                target = rest[index + 1]
                opponent = None if target.lower() == "open" else self._user_id(target)
                index += 2
                continue
            key, sep, value = word.partition("=")
            if not sep:
                raise ServiceError(f"Cannot read {word!r}: options are written option=value.")
            if key.lower() in ("colour", "color"):
                colour = value
            elif key.lower() == "level":
                level = value
            else:
                options[key] = value
            index += 1
        if opponent == self.user:
            colour = "white"
        self.show(
            await self.service.challenge(
                self.user, game_id, opponent=opponent, options=options, colour=colour, level=level
            )
        )

    def _challenge_id(self, args: list[str]) -> int:
        if args:
            return int(args[0].lstrip("#"))
        if self.last_challenge is None:
            raise ServiceError("Which challenge? Give its number.")
        return self.last_challenge

    async def _accept(self, args: list[str]) -> None:
        reply = await self.service.accept(self._challenge_id(args), self.user)
        self.show(reply)

    async def _decline(self, args: list[str]) -> None:
        self.show(await self.service.decline(self._challenge_id(args), self.user))

    async def _cancel(self, args: list[str]) -> None:
        self.show(await self.service.cancel(self._challenge_id(args), self.user))

    async def _move(self, args: list[str]) -> None:
        if not args:
            raise ServiceError("Which move? For example: move a4-b5")
        await self._move_text(" ".join(args))

    async def _move_text(self, text: str) -> None:
        self.show(await self.service.move(self._match_id(), self.user, text))

    async def _choose(self, args: list[str]) -> None:
        if not args:
            raise ServiceError("Choose what? For example: choose b2, or choose random")
        self.show(await self.service.private_choice(self._match_id(), self.user, " ".join(args)))

    async def _board(self, args: list[str]) -> None:
        self.show(await self.service.board(self._match_id()))

    async def _peek(self, args: list[str]) -> None:
        self.show(await self.service.peek(self._match_id(), self.user))

    async def _resign(self, args: list[str]) -> None:
        confirmed = bool(args) and args[0].lower() in ("yes", "y", "confirm")
        self.show(await self.service.resign(self._match_id(), self.user, confirmed=confirmed))

    async def _draw(self, args: list[str]) -> None:
        answer = args[0].lower() if args else "offer"
        match_id = self._match_id()
        if answer == "offer":
            self.show(await self.service.offer_draw(match_id, self.user))
        elif answer in ("accept", "decline"):
            self.show(await self.service.answer_draw(match_id, self.user, answer == "accept"))
        else:
            raise ServiceError("draw, draw accept or draw decline.")

    async def _claim(self, args: list[str]) -> None:
        self.show(await self.service.claim_timeout(self._match_id(), self.user))

    async def _history(self, args: list[str]) -> None:
        self.show(await self.service.history(self._match_id()))

    async def _replay(self, args: list[str]) -> None:
        reply = await self.service.replay(self._match_id())
        self.say(reply.text)
        if reply.image is not None:
            self.say(f"  [replay written to {self._save(reply.image)}]")

    async def _games(self, args: list[str]) -> None:
        self.show(await self.service.matches_of(self.user))

    async def _match(self, args: list[str]) -> None:
        if not args:
            raise ServiceError("Which match? match ID")
        match_id = await self.service.resolve_match(self.user, args[0])
        await self.service.get_match(match_id)
        self.current[self.user] = match_id
        self.say(f"Now looking at match #{match_id}.")

    async def _rematch(self, args: list[str]) -> None:
        self.show(await self.service.rematch(self._match_id(), self.user))

    async def _rules(self, args: list[str]) -> None:
        if not args:
            raise ServiceError("Which game? rules GAME — games: " + ", ".join(games.ids()))
        self.show(self.service.rules(args[0]))

    async def _switch(self, args: list[str]) -> None:
        if not args:
            raise ServiceError("Who? user NAME")
        self.user = self._user_id(args[0])
        self.say(f"You are now {self.mention(self.user)}.")
