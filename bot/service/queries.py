"""Looking at matches: boards, private views, history, replays, lists, rules, and the legal
moves a user may choose from (for autocomplete).

Public answers are computed from public views and public move texts only; a private view is
served to its owner alone.
"""

from __future__ import annotations

from typing import Any

import games
from bot.service.challenges import options_text
from bot.service.core import ServiceCore, side_name
from bot.service.errors import NotFound, ServiceError
from bot.service.replies import Reply
from storage import Match


class QueryOps(ServiceCore):
    async def resolve_match(
        self, user_id: int, match_id: int | str | None = None, guild_id: int | None = None
    ) -> int:
        """The match a command means: the one given, or the user's only (or only waiting) one."""
        if match_id not in (None, ""):
            try:
                return int(str(match_id).lstrip("#"))
            except ValueError:
                raise NotFound(f"{match_id!r} is not a match number.") from None
        active = await self.db.matches.active_for_user(user_id, guild_id)
        if len(active) == 1:
            return active[0].id
        if not active:
            raise NotFound("You have no match in progress here. Start one with play.")
        waiting = [m for m in active if m.to_move_id == user_id]
        if len(waiting) == 1:
            return waiting[0].id
        listed = ", ".join(f"#{m.id}" for m in active[:10])
        raise ServiceError(f"You have several matches ({listed}); say which one.")

    async def board(self, match_id: int) -> Reply:
        """The public board and a one-line state of the match."""
        match = await self.get_match(match_id)
        game, state = await self.load_state(match)
        last = await self._last_public_move(match)
        image = await self.render(
            self.match_view(match, game, state, None),
            f"match-{match.id}-{match.ply}.png",
            last_move=last,
            move_number=match.ply,
        )
        return Reply(
            text=f"{self.label(match)}: {self.players_text(match)}. "
            f"{self._status_line(match, game, state)}",
            image=image,
            match_id=match.id,
        )

    async def peek(self, match_id: int, user_id: int) -> Reply:
        """The caller's private view (everything their seat may know), for them alone."""
        match = await self.get_match(match_id)
        sides = self.require_player(match, user_id)
        game, state = await self.load_state(match)
        side = sides[0] if len(sides) == 1 else (game.to_move(state) or sides[0])
        image = await self.render(
            self.match_view(match, game, state, side),
            f"match-{match.id}-{side}-peek.png",
            perspective=side,
        )
        return Reply(
            notice=f"{self.label(match)}: your private view ({side}).",
            notice_image=image,
            match_id=match.id,
        )

    def _status_line(self, match: Match, game: games.Game, state: object) -> str:
        if match.status in ("finished", "archived"):
            return self.result_text(match)  # type: ignore[attr-defined]
        if match.status == "setup":
            return "Waiting for the players' private set-up choices."
        side = game.to_move(state)
        return (
            f"{self.mention(self.player_id(match, side))} to decide ({side}), move {match.ply + 1}."
        )

    async def _last_public_move(self, match: Match) -> str | None:
        moves = await self.db.matches.moves(match.id)
        for record in reversed(moves):
            if record.text != "pass":
                return record.text
        return None

    async def history(self, match_id: int) -> Reply:
        """Every move as text, public texts only (secret set-up choices stay redacted)."""
        match = await self.get_match(match_id)
        moves = await self.db.matches.moves(match.id)
        if not moves:
            body = "No moves yet."
        else:
            body = "\n".join(f"{r.ply:>4}. {side_name(r.side):<5} {r.text}" for r in moves)
        return Reply(
            text=f"{self.label(match)}: {self.players_text(match)}\n```\n{body}\n```",
            match_id=match.id,
        )

    async def replay(self, match_id: int) -> Reply:
        """The whole game as an animated GIF of public views."""
        match = await self.get_match(match_id)
        game = games.get(match.game_id)
        moves = await self.db.matches.moves(match.id)
        secret = (
            await self.db.matches.secret_moves(match.id) if match.meta.get("secret_state") else {}
        )

        def public_frames() -> list[tuple[dict[str, Any], str | None]]:
            state = game.start(**match.options)
            frames = [(self.match_view(match, game, state, None), None)]
            for record in moves:
                state = game.play(state, secret.get(record.ply, record.text))
                frames.append((self.match_view(match, game, state, None), record.text))
            return frames

        frames = await self.off_loop(public_frames)
        gif = await self.render_replay(frames, f"match-{match.id}-replay.gif")
        return Reply(
            text=f"{self.label(match)}: replay of {len(moves)} moves.", image=gif, match_id=match.id
        )

    async def matches_of(self, user_id: int, guild_id: int | None = None) -> Reply:
        """The user's matches in progress, the ones waiting on them first."""
        active = await self.db.matches.active_for_user(user_id, guild_id)
        if not active:
            return Reply(notice="You have no match in progress.")
        active.sort(key=lambda m: (m.to_move_id != user_id, -m.id))
        lines = []
        for match in active:
            other = match.black_id if match.white_id == user_id else match.white_id
            turn = "your decision" if match.to_move_id == user_id else "waiting"
            lines.append(
                f"#{match.id} {games.get(match.game_id).name} vs {self.mention(other)}: {turn}"
            )
        return Reply(notice="\n".join(lines))

    def rules(self, game_id: str) -> Reply:
        """The players' rules summary of a game, with its options."""
        try:
            game = games.get(game_id)
        except games.UnknownGame as exc:
            raise NotFound(str(exc)) from None
        lines = [f"**{game.name}** (`{game.id}`)", game.summary]
        if game.options:
            lines.append("Options:")
            for spec in game.options:
                default = (
                    ("on" if spec.default else "off")
                    if isinstance(spec.default, bool)
                    else spec.default
                )
                lines.append(f"• {spec.name} (default {default}): {spec.help}")
        return Reply(notice="\n".join(lines))

    async def legal_moves_for(self, match_id: int, user_id: int) -> list[str]:
        """The moves ``user_id`` may make now (empty when it is not their decision)."""
        match = await self.get_match(match_id)
        sides = self.sides_of(match, user_id)
        if not sides or match.status != "active":
            return []
        game, state = await self.load_state(match)
        if game.to_move(state) not in sides:
            return []
        return game.legal_moves(state)

    async def describe_options(self, game_id: str, options: dict) -> str:
        game = games.get(game_id)
        return options_text(game, game.resolve_options(options))
