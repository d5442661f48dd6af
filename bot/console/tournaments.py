"""The console's ``tournament`` command: every tournament operation of the service, typed, so
a whole tournament can be run from a script.

    tournament create crossings rounds=5 time=1h deadline=2d late=yes name="Autumn cup"
    tournament create crossings rounds=3 time=10+5      (live: every game with a 10+5 clock)
    tournament join 1          (as the current user; 'user bob' first to enter bob)
    tournament start 1
    tournament standings 1

Durations are a number and a unit: ``90s``, ``30m``, ``12h``, ``3d``; ``time=`` is a time per
decision, or with a ``+`` a live control (``10+5``), which the desk checks as ``play``'s.  The
console's user is an organiser of every tournament (the console is one table, like a server's
managers).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.console.parsing import duration, number, setting, whole, yes_or_no
from bot.markup import clean, code, t
from bot.service import Reply, ServiceError, TournamentDesk

if TYPE_CHECKING:
    from bot.console.app import Console

_SETTINGS = {
    "system",
    "rounds",
    "rated",
    "time",
    "deadline",
    "start",
    "players",
    "late",
    "tiebreaks",
    "name",
}


class TournamentCommands:
    """``tournament SUBCOMMAND ...`` for one console."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.last: int | None = None
        self._subcommands: dict[str, Callable[[list[str]], Awaitable[None]]] = {
            "create": self._create,
            "join": self._simple("join"),
            "leave": self._simple("leave"),
            "bye": self._simple("request_bye"),
            "info": self._simple("info"),
            "standings": self._simple("standings"),
            "start": self._start,
            "pairings": self._pairings,
            "withdraw": self._withdraw,
            "cancel": self._cancel,
            "export": self._export,
            "list": self._list,
        }

    @property
    def desk(self) -> TournamentDesk:
        return self.console.service.tournaments

    def seen(self, reply: Reply) -> None:
        """Remember the tournament a reply is about (the default ID of the next command)."""
        if reply.tournament_id is not None:
            self.last = reply.tournament_id

    async def run(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(t("tournament-console-what",
                                 subcommands=", ".join(self._subcommands), help="'help'"))
        handler = self._subcommands.get(args[0].lower())
        if handler is None:
            raise ServiceError(t("tournament-console-unknown", typed=repr(clean(args[0])),
                                 subcommands=", ".join(self._subcommands)))
        await handler(args[1:])

    def _which(self, args: list[str]) -> tuple[int, list[str]]:
        """The tournament number first in ``args`` (else the last one shown), and the rest."""
        if args and args[0].lstrip("#").isdigit():
            return number(args[0], "tournament"), args[1:]
        if self.last is None:
            raise ServiceError(t("tournament-console-which", list="'tournament list'"))
        return self.last, args

    def _show(self, reply: Reply) -> None:
        self.seen(reply)
        self.console.show(reply)

    def _simple(self, operation: str) -> Callable[[list[str]], Awaitable[None]]:
        async def run(args: list[str]) -> None:
            tournament_id, rest = self._which(args)
            if rest:
                raise ServiceError(t("tournament-console-only-number",
                                     subcommand=operation.replace("request_", "")))
            call = getattr(self.desk, operation)
            if operation == "join":
                reply = await call(self.console.viewer, tournament_id,
                                   name=self.console.mention(self.console.user))
            else:
                reply = await call(self.console.viewer, tournament_id)
            self._show(reply)

        return run

    async def _create(self, args: list[str]) -> None:
        if not args:
            raise ServiceError(t("tournament-console-which-game",
                                 usage=code("tournament create GAME [option=value ...]")))
        game_id = args[0]
        settings: dict[str, str] = {}
        options: dict[str, str] = {}
        for word in args[1:]:
            key, value = setting(word, "settings are written key=value")
            (settings if key.lower() in _SETTINGS else options)[key.lower()] = value
        now = self.console.service.clock()
        kwargs: dict[str, Any] = {"game_id": game_id, "options": options}
        for key, value in settings.items():
            if key == "system":
                kwargs["system"] = value
            elif key == "rounds":
                kwargs["rounds"] = whole(value, "rounds")
            elif key == "rated":
                kwargs["rated"] = yes_or_no(value, "rated")
            elif key == "time" and "+" in value:  # a live control, 10+5 (as play's time=)
                kwargs["time_control"] = value
            elif key == "time":
                kwargs["time_limit"] = duration(value, "time")
            elif key == "deadline":
                kwargs["round_limit"] = duration(value, "deadline")
            elif key == "start":
                kwargs["starts_at"] = now + duration(value, "start")
            elif key == "players":
                kwargs["player_limit"] = whole(value, "players")
            elif key == "late":
                kwargs["late_entries"] = yes_or_no(value, "late")
            elif key == "tiebreaks":
                kwargs["tiebreaks"] = value
            elif key == "name":
                kwargs["name"] = value
        self._show(await self.desk.create(self.console.viewer, **kwargs))

    async def _start(self, args: list[str]) -> None:
        tournament_id, _ = self._which(args)
        self.last = tournament_id
        for bulletin in await self.desk.start(self.console.viewer, tournament_id):
            self.console.show_bulletin(bulletin)

    async def _pairings(self, args: list[str]) -> None:
        tournament_id, rest = self._which(args)
        round_number = whole(rest[0], "the round") if rest else None
        self._show(await self.desk.pairings(self.console.viewer, tournament_id, round_number))

    async def _withdraw(self, args: list[str]) -> None:
        tournament_id, rest = self._which(args)
        user = await self.console.roster.known(rest[0]) if rest else None
        self._show(await self.desk.withdraw(self.console.viewer, tournament_id, user))

    async def _cancel(self, args: list[str]) -> None:
        tournament_id, rest = self._which(args)
        if [word.lower() for word in rest] != ["yes"]:
            self.console.say(t("tournament-console-cancel", number=str(tournament_id),
                               command=f"'tournament cancel {tournament_id} yes'"))
            return
        self._show(await self.desk.cancel(self.console.viewer, tournament_id))

    async def _export(self, args: list[str]) -> None:
        tournament_id, _ = self._which(args)
        reply = await self.desk.export_trf(self.console.viewer, tournament_id)
        self._show(reply)
        for attachment in reply.extra_files:
            self.console.pictures.save(attachment, "TRF")

    async def _list(self, args: list[str]) -> None:
        self._show(await self.desk.listing(self.console.viewer))
