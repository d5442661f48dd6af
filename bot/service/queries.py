"""Looking at matches: boards, private views, history, replays, lists, rules, and the legal
moves a user may choose from (for autocomplete).

Public answers are computed from public views and public move texts only; a private view is
served to its owner alone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any, cast

import games
from bot.markup import block, clean, code, command, strong, t
from bot.service import frame_log, validation
from bot.service.boards import Boards, choice_label, due_text
from bot.service.captions import caption_words
from bot.service.challenges import options_text, resolve_game
from bot.service.errors import NotFound, ServiceError, no_such_match, parse_id
from bot.service.frame_log import Played
from bot.service.game_choice import no_such_game
from bot.service.legend import with_legend
from bot.service.live_clock import clock_lines
from bot.service.matches import Matches, acting_seat
from bot.service.numbering import MoveCount
from bot.service.replay_note import thinning_note
from bot.service.replies import Reply
from bot.service.takebacks import position_serial
from bot.service.viewer import Viewer
from renderers.replay import Frame
from storage import Match, MoveRecord
from storage.status import MatchStatus

RULES_PAGE = "docs/rules/{game_id}.md"


@dataclass(frozen=True)
class Playing:
    """A match's public frames, read and judged (:meth:`Queries.playing`), still to play:
    :meth:`finish` (CPU work: off the event loop) gives the frames played so far and as shown
    now."""

    match: Match
    play: Callable[[], tuple[Played, list[Frame]]]

    def finish(self) -> tuple[Played, list[Frame]]:
        return self.play()


class Queries:
    """``service.queries``: see the module docstring."""

    def __init__(self, matches: Matches, boards: Boards) -> None:
        self.matches = matches
        self.boards = boards

    async def resolve_match(self, viewer: Viewer, match_id: int | str | None = None) -> int:
        """The match a command means: the one given, or the asker's only (or only waiting)
        one in the server they ask from (every one of theirs from a DM or the console).  The
        number still goes through :meth:`visible_match` wherever it is used."""
        if match_id not in (None, ""):
            number = parse_id(match_id)
            if number is None:
                raise no_such_match(clean(str(match_id)))
            return number
        user_id = viewer.user_id
        active = await self.matches.db.matches.active_for_user(user_id, viewer.guild_id)
        if len(active) == 1:
            return active[0].id
        if not active:
            raise NotFound(t("matches-none-here", play=command("play")))
        waiting = [m for m in active if m.to_move_id == user_id]
        if len(waiting) == 1:
            return waiting[0].id
        listed = [f"#{m.id}" for m in active[:10]]
        raise ServiceError(t("matches-several", matches=listed))

    async def board(self, viewer: Viewer, match_id: int) -> Reply:
        """The public board and a one-line state of the match."""
        match = await self.matches.visible_match(viewer, match_id)
        game, state = await self.matches.load_state(match)
        last = await self._last_public_move(match)
        count = await self.matches.move_count(match)
        view = self.boards.match_view(match, game, state, None)
        image = await self.boards.render(
            view,
            f"match-{match.id}-{match.ply}.png",
            last_move=last,
            perspective=self.boards.viewer_side(match),
            move_number=count.number,
            language=viewer.place_language,  # shown with the public text
        )
        return Reply(
            # The marks' legend before the status, which ends the text as in a move's reply.
            text=with_legend(
                t(
                    "matches-board",
                    match=self.matches.label(match),
                    players=self.matches.players_text(match),
                ),
                view,
            )
            + f" {self._status_line(match, game, state, count, view)}"
            + "".join(
                f"\n{line}"
                for line in clock_lines(
                    match,
                    None if match.is_over else game.to_move(state),
                    self.matches.clock(),
                    self.matches.mention,
                )
            ),
            image=image,
            match_id=match.id,
        )

    async def peek(self, viewer: Viewer, match_id: int) -> Reply:
        """The caller's private view (everything their seat may know), for them alone."""
        match = await self.matches.visible_match(viewer, match_id)
        sides = self.matches.require_player(match, viewer.user_id)
        game, state = await self.matches.load_state(match)
        side = acting_seat(sides, game.to_move(state))
        view = self.boards.match_view(match, game, state, side)
        image = await self.boards.render(
            view,
            f"match-{match.id}-{side}-peek.png",
            perspective=side,
            move_number=(await self.matches.move_count(match)).number,
            language=viewer.language,  # for the asker alone
        )
        return Reply(
            notice=with_legend(
                t("matches-private-view", match=self.matches.label(match), side=side), view
            ),
            notice_image=image,
            match_id=match.id,
        )

    def _status_line(
        self,
        match: Match,
        game: games.Game,
        state: object,
        count: MoveCount,
        view: dict[str, Any],
    ) -> str:
        """Who decides now and the number of the move being played (not of the last one)."""
        if match.status in (MatchStatus.FINISHED, MatchStatus.ARCHIVED):
            return self.matches.result_text(match)
        if match.status == MatchStatus.SETUP:
            return t("matches-waiting-setup")
        side = game.to_move(state)
        who = self.matches.mention(cast(int, self.matches.player_id(match, side)))
        return t("matches-to-decide", player=who, side=cast(str, side), due=due_text(count, view))

    async def _last_public_move(self, match: Match) -> str | None:
        moves = await self.matches.db.matches.moves(match.id)
        for record in reversed(moves):
            if record.text != "pass":
                return record.text
        return None

    async def history(self, viewer: Viewer, match_id: int) -> Reply:
        """Every decision as text, numbered as moves (:mod:`bot.service.numbering`): public
        texts only while the match goes on (secret set-up choices stay redacted); once it is
        over, the real set-up choices too."""
        match = await self.matches.visible_match(viewer, match_id)
        walked = await self.matches.walk(match)
        if not walked:
            body = t("matches-no-moves")
        else:
            lines = []
            previous: int | None = None
            for step in walked:
                side, move = step.record.side, step.text
                if step.number is None:
                    lines.append(t("matches-history-setup", side=side, move=move))
                    continue
                prefix = "" if step.number == previous else f"{step.number}."
                previous = step.number
                lines.append(t("matches-history-move", number=f"{prefix:>6}", side=side, move=move))
            body = "\n".join(lines)
        return Reply(
            text=f"{self.matches.label(match)}: {self.matches.players_text(match)}\n{block(body)}",
            match_id=match.id,
        )

    async def frames(self, viewer: Viewer, match_id: int | str) -> tuple[Match, list[Frame], int]:
        """The match, and every public position of it from the start: one frame per
        decision (set-up choices show nothing public and get none), each with its own move
        number, its move, and the marks of the move's own board (captures, pieces sent home,
        the rest of a group that moved); the last frame carries a host rule's result, and
        each its caption's words in the place's language (the replay is posted for all).
        The number of moves played.  For the replay GIF."""
        match, played, shown = await self.played(viewer, match_id)

        def captioned() -> list[Frame]:
            return [
                replace(f, caption=caption_words(f.view, f.move_number, f.last_move, lang))
                for f in shown
            ]

        lang = viewer.place_language
        return match, await self.boards.off_loop.run(captioned), played.moves

    async def played(
        self,
        viewer: Viewer,
        match_id: int | str,
        known: Played | None = None,
        *,
        fresh: Match | None = None,
        logged: MoveRecord | None = None,
    ) -> tuple[Match, Played, list[Frame]]:
        """The match, its public frames so far (:mod:`bot.service.frame_log`) carried on
        from ``known`` (an earlier answer of this call for the same match) when the move
        log still begins with what it covers, so a reading after a move reads, plays and
        draws that move alone; and the frames as shown now: the last one's view carries a
        host rule's result.  No captions (a web page words its positions itself).
        ``fresh``: match ``match_id`` as the caller has just read it, judged by the door
        (:meth:`Matches.seen_by`) instead of read again; ``logged``: the move whose write left
        ``fresh`` (its text the real one, as :class:`storage.Written` hands it over), so a
        reading whose ``known`` covers every decision before it reads no log at all.

        ``known`` and ``logged`` are only shortcuts: the frames are the same without them.
        The frames are played on the service's workers; :meth:`playing` leaves that to the
        caller."""
        playing = await self.playing(viewer, match_id, known, fresh=fresh, logged=logged)
        played, shown = await self.boards.off_loop.run(playing.finish)
        return playing.match, played, shown

    async def playing(
        self,
        viewer: Viewer,
        match_id: int | str,
        known: Played | None = None,
        *,
        fresh: Match | None = None,
        logged: MoveRecord | None = None,
    ) -> Playing:
        """:meth:`played`'s reading, judged and read (the door, the log), its frames not
        played yet: :meth:`Playing.finish` plays them, on whichever worker the caller runs
        it with its own work (the web companion draws a page in the same job)."""
        match, log = await self.match_log(
            viewer, match_id, known.log if known is not None else None, fresh=fresh, logged=logged
        )
        return Playing(match, partial(frame_log.play, match, log, known))

    async def match_log(
        self,
        viewer: Viewer,
        match_id: int | str,
        known: frame_log.MatchLog | None = None,
        *,
        fresh: Match | None = None,
        logged: MoveRecord | None = None,
    ) -> tuple[Match, frame_log.MatchLog]:
        """The match, judged by the door, and its move log (:class:`frame_log.MatchLog`),
        read from what ``known`` (an earlier answer for the same match) covers on; with
        ``fresh`` and ``logged`` as :meth:`played` takes them.  Everything
        :func:`frame_log.play` needs, as plain data: the web companion plays and draws a
        watched match's frames in a process of its own."""
        if logged is not None and fresh is None:
            raise ValueError("played(): a logged move is given with the match it left")
        if fresh is None:
            match = await self.matches.visible_match(viewer, match_id)
        elif parse_id(match_id) != fresh.id:
            raise ValueError(f"played(): match {fresh.id} given for {match_id!r}")
        else:
            match = await self.matches.seen_by(viewer, fresh)
        offset = position_serial(match) - match.ply
        texts, public, logged_at = await self._log_since(match, known, offset, logged)
        return match, frame_log.MatchLog(match.id, tuple(texts), tuple(public), logged_at, offset)

    async def _log_since(
        self,
        match: Match,
        known: frame_log.MatchLog | None,
        offset: int,
        logged: MoveRecord | None = None,
    ) -> tuple[list[str], list[str], float | None]:
        """The move log of ``match``: its real texts, its public ones and when its last
        decision was logged.  Not read at all when ``logged``, the move that left ``match``,
        is the one decision past those ``known`` covers and nothing was taken back since (the
        match's takeback ``offset`` is the one ``known`` saw, and an offset only grows: the
        log only grew, so it is ``known``'s and that move).  Else read from the last decision
        ``known`` covers on when nothing was taken back since and that logged row is still
        the one it covered (same ply, texts and time logged: a takeback landing between the
        match's reading and the log's differs), so a reading after a move fetches one or two
        rows, not the whole log; read whole otherwise, and once the match is over (its page
        then stops changing)."""
        covered = len(known.texts) if known is not None and known.match_id == match.id else 0
        if (
            known is not None
            and known.match_id == match.id
            and logged is not None
            and logged.ply == match.ply == covered + 1
            and known.offset == offset
            and not match.status.is_over
        ):
            return [*known.texts, logged.text], [*known.public, logged.text], logged.created_at
        if known is not None and covered and known.offset == offset and not match.status.is_over:
            newer = await self.matches.decisions(match, revealed=True, after_ply=covered - 1)
            if newer:
                record, text = newer[0]
                if (
                    record.ply == covered
                    and text == known.texts[-1]
                    and record.text == known.public[-1]
                    and record.created_at == known.logged_at
                ):
                    return (
                        [*known.texts, *(text for _, text in newer[1:])],
                        [*known.public, *(record.text for record, _ in newer[1:])],
                        newer[-1][0].created_at,
                    )
        real = await self.matches.decisions(match, revealed=True)
        return (
            [text for _, text in real],
            [record.text for record, _ in real],
            real[-1][0].created_at if real else None,
        )

    async def replay(self, viewer: Viewer, match_id: int) -> Reply:
        """The whole game as an animated GIF of public views (:meth:`frames`), each frame
        captioned with its own move number and side to move.  Only the last frame of a match
        ended by a host rule (resignation, draw, time-out) carries that result."""
        match, shown, moves = await self.frames(viewer, match_id)
        gif, fitted = await self.boards.render_replay(shown, f"match-{match.id}-replay.gif")
        note = thinning_note(fitted, len(shown))
        label = self.matches.label(match)
        told = (
            t("matches-replay-thinned", match=label, moves=moves, note=note)
            if note
            else t("matches-replay", match=label, moves=moves)
        )
        return Reply(text=told, image=gif, match_id=match.id)

    async def matches_of(self, viewer: Viewer) -> Reply:
        """The asker's matches in progress, the ones waiting on them first: those of the
        server they ask from (every one of theirs from a DM or the console)."""
        user_id = viewer.user_id
        active = await self.matches.db.matches.active_for_user(user_id, viewer.guild_id)
        if not active:
            return Reply(notice=t("matches-none"))
        active.sort(key=lambda m: (m.to_move_id != user_id, -m.id))
        lines = []
        for match in active:
            other = match.black_id if match.white_id == user_id else match.white_id
            lines.append(
                t(
                    "matches-listed",
                    match=str(match.id),
                    game=games.get(match.game_id).name,
                    opponent=self.matches.mention(other),
                    turn="yours" if match.to_move_id == user_id else "theirs",
                )
            )
        return Reply(notice="\n".join(lines))

    async def rules(self, game_id: str, *, language: str | None = None) -> Reply:
        """The players' rules summary of a game first (short enough to read in half a minute;
        Gamut's readings of the original and the position keys are on the full page), then
        the tutorial, its options and where the full rules are written, with its start
        position as the image (captioned in ``language``, the asker's: the reply is theirs
        alone).  Every front end shows this one reply."""
        game_id = validation.text(game_id, t("validation-what-game"), longest=40)
        try:
            game = games.get(game_id)
        except games.UnknownGame:
            raise NotFound(no_such_game(game_id)) from None
        lines = [
            f"{strong(game.name)} ({code(game.id)})",
            t(f"rules-{game.id}-summary"),
            t("rules-learn", learn=command("learn", game.id)),
        ]
        if game.options:
            lines.append(t("rules-options"))
            for spec in game.options:
                default = (
                    t("rules-on" if spec.default else "rules-off")
                    if isinstance(spec.default, bool)
                    else str(spec.default)
                )
                helped = t(f"rules-{game.id}-option-{spec.name.replace('_', '-')}")
                lines.append(t("rules-option", name=spec.name, default=default, help=helped))
        lines.append(t("rules-full", page=code(RULES_PAGE.format(game_id=game.id))))
        image = await self.boards.render(
            game.view(game.start(), None),
            f"rules-{game.id}-start.png",
            move_number=0,
            language=language,
        )
        return Reply(notice="\n".join(lines), notice_image=image)

    async def setup_choices_for(self, viewer: Viewer, match_id: int) -> list[str]:
        """The private set-up choices (squares, as a player names them) the asker still has
        to make in a match's set-up stage; empty once made, or when there is none: a web
        seat offers them as it offers moves."""
        match = await self.matches.visible_match(viewer, match_id)
        sides = self.matches.sides_of(match, viewer.user_id)
        if not sides or match.status != MatchStatus.SETUP:
            return []
        secrets = await self.matches.db.matches.secrets(match.id)
        open_sides = [s for s in sides if f"choice:{s}" not in secrets]
        if not open_sides:
            return []
        game, state = await self.matches.load_state(match)
        return [choice_label(c) for c in self.matches.setup_choices(game, state, open_sides[0])]

    async def legal_moves_for(self, viewer: Viewer, match_id: int) -> list[str]:
        """The moves the asker may make now (empty when it is not their decision)."""
        match = await self.matches.visible_match(viewer, match_id)
        sides = self.matches.sides_of(match, viewer.user_id)
        if not sides or match.status != MatchStatus.ACTIVE:
            return []
        game, state = await self.matches.load_state(match)
        if game.to_move(state) not in sides:
            return []
        return game.legal_moves(state)

    async def describe_options(self, game_id: str, options: dict[str, Any]) -> str:
        game, resolved = resolve_game(game_id, options)
        return options_text(game, resolved)
