"""Playing a match: start, moves, private set-up choices, passes, resignation, draws,
time-outs and rematches.

Every operation on a match takes the match's lock, loads it, checks who may act, plays through
the engine contract, stores the result in one transaction (a stale version is a Conflict) and
answers with a Reply rendered from the public view, plus private views for their owners.
"""

from __future__ import annotations

from typing import Any

import games
from bot.service.commitment import commitment, new_salt, verifies
from bot.service.core import SIDES, ServiceCore, side_name
from bot.service.errors import Conflict, NotAllowed, NotFound, ServiceError
from bot.service.replies import Attachment, Choice, PrivateMessage, Prompt, Reply
from games.core.engine import PASS, Game
from games.core.geometry import opponent
from games.core.notation import match_move, squares_in
from storage import Match, VersionConflict

DRAW_HINT_TURNS = 10
MAX_PROMPT_CHOICES = 25


def _hours(seconds: float) -> str:
    hours = seconds / 3600
    return f"{hours:.0f} h" if hours >= 1 else f"{max(1, round(seconds / 60))} min"


class PlayOps(ServiceCore):
    # ----- starting ------------------------------------------------------------------------

    async def start_match(
        self,
        game_id: str,
        options: dict[str, Any],
        white: int,
        black: int,
        *,
        guild_id: int | None = None,
        channel_id: int | None = None,
    ) -> Reply:
        """Create the match and announce it (and ask for private set-up choices by DM)."""
        game = games.get(game_id)
        state = game.start(**options)
        time_limit = self.settings.time_limit
        if guild_id is not None:
            configured = (await self.db.settings.get(guild_id)).get("time_limit_hours")
            if configured:
                time_limit = float(configured) * 3600
        setup = self.in_setup(game, state)
        full, public = game.dump(state), game.public_position(state)
        match = await self.db.matches.create(
            game.id,
            dict(options),
            white,
            black,
            public,
            status="setup" if setup else "active",
            to_move_id=self.player_id_for(white, black, game.to_move(state)),
            guild_id=guild_id,
            channel_id=channel_id,
            meta={"time_limit": time_limit, "secret_state": full != public},
            secrets={"position": full} if full != public else None,
            now=self.clock(),
        )
        lines = [f"{self.label(match)} begins: {self.players_text(match)}."]
        if setup:
            lines.append("Each player now makes a private set-up choice (sent by direct message).")
            reply = Reply(
                text="\n".join(lines),
                match_id=match.id,
                new_match=True,
                mentions=(white, black),
                private=await self._setup_prompts(match, game, state),
            )
            image = await self.render(game.view(state, None), f"match-{match.id}-start.png")
            return Reply(image=image).merged(reply)
        reply = await self.position_reply(match, game, state, lines)
        return Reply(new_match=True).merged(reply)

    @staticmethod
    def player_id_for(white: int, black: int, side: str | None) -> int | None:
        return None if side is None else white if side == "white" else black

    async def _setup_prompts(
        self, match: Match, game: Game, state: Any
    ) -> tuple[PrivateMessage, ...]:
        messages = []
        secrets = await self.db.matches.secrets(match.id)
        for side in SIDES:
            if f"choice:{side}" in secrets:
                continue
            choices = self.setup_choices(game, state, side)
            if not choices:
                continue
            user = self.player_id(match, side)
            buttons = tuple(
                Choice(self._choice_label(c), "private", c)
                for c in choices[: MAX_PROMPT_CHOICES - 1]
            ) + (Choice("Random", "private", "random"),)
            image = await self.render(
                game.view(state, side), f"match-{match.id}-{side}-setup.png", perspective=side
            )
            messages.append(
                PrivateMessage(
                    user,
                    f"{self.label(match)}: you play {side}. Choose your secret set-up "
                    f"({self._what_is_chosen(choices)}) — only you will see it.",
                    image,
                    Prompt(user, "Your choice:", buttons),
                )
            )
        return tuple(messages)

    @staticmethod
    def _choice_label(move: str) -> str:
        squares = squares_in(move.lower())
        return squares[0] if len(squares) == 1 else move

    @staticmethod
    def _what_is_chosen(choices: list[str]) -> str:
        if all(c.startswith("king ") for c in choices):
            return "the starting square of your hidden King"
        return "one of: " + ", ".join(choices)

    # ----- moves ---------------------------------------------------------------------------

    def require_running(self, match: Match) -> None:
        if match.status not in ("setup", "active"):
            raise NotAllowed(f"{self.label(match)} is over ({self.result_text(match)}).")

    async def move(self, match_id: int, user_id: int, text: str) -> Reply:
        """Play ``text`` for ``user_id``: only the user whose decision it is may move."""
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            game, state = await self.load_state(match)
            if match.status == "setup":
                raise NotAllowed(
                    f"{self.label(match)} has not started: both players first make their "
                    "private set-up choice (in direct messages, or `choose` in the console)."
                )
            to_move = game.to_move(state)
            if to_move not in sides:
                who = self.mention(self.player_id(match, to_move))
                raise NotAllowed(
                    f"{self.label(match)}: it is {who}'s decision ({to_move}), not yours."
                )
            try:
                canonical = game.parse_move(state, text)
            except games.MoveError as exc:
                raise ServiceError(f"{self.label(match)}: {exc}") from None
            return await self._play(match, game, state, canonical, user_id)

    async def _play(self, match: Match, game: Game, state: Any, move: str, user_id: int) -> Reply:
        mover = game.to_move(state)
        public_move = game.public_move_text(state, move)
        hidden_before = {side: self._hidden(game, state, side) for side in SIDES}
        after = game.play(state, move)
        match = await self.record(match, game, state, move, after)
        lines = [
            f"{self.label(match)}: {self.mention(user_id)} ({mover}) played **{public_move}**."
        ]
        state = after
        for _ in range(2):
            if game.legal_moves(state) != [PASS]:
                break
            passer = game.to_move(state)
            after = game.play(state, PASS)
            match = await self.record(match, game, state, PASS, after)
            lines.append(f"{side_name(passer)} cannot move and passes.")
            state = after
        if game.outcome(state) is None and match.ply >= self.settings.move_limit:
            match = await self.db.matches.finish(
                match.id,
                match.version,
                winner=None,
                reason=f"the host's limit of {self.settings.move_limit} moves was reached",
                position=game.dump(state),
                now=self.clock(),
            )
        await self.db.draws.clear(match.id)
        return await self.position_reply(
            match, game, state, lines, last_move=public_move, hidden_before=hidden_before
        )

    async def record(
        self,
        match: Match,
        game: Game,
        before: Any,
        move: str,
        after: Any,
        *,
        secrets: dict[str, str] | None = None,
    ) -> Match:
        """Store one move in one transaction; hidden information goes to the secrets table."""
        public_text = game.public_move_text(before, move)
        full, public = game.dump(after), game.public_position(after)
        secret_state = bool(match.meta.get("secret_state")) or full != public
        new_secrets = dict(secrets or {})
        if secret_state:
            new_secrets["position"] = full
        outcome = game.outcome(after)
        status = "finished" if outcome else "setup" if self.in_setup(game, after) else "active"
        try:
            return await self.db.matches.apply_move(
                match.id,
                match.version,
                side=game.to_move(before),
                text=public_text,
                position=public,
                to_move_id=self.player_id(match, game.to_move(after)),
                secret_text=move if public_text != move else None,
                secrets=new_secrets or None,
                meta={**match.meta, "secret_state": secret_state},
                status=status,
                winner=outcome.winner if outcome else None,
                reason=outcome.reason if outcome else None,
                now=self.clock(),
            )
        except VersionConflict:
            raise Conflict(
                f"{self.label(match)} changed at the same moment; look at the board and try again."
            ) from None

    @staticmethod
    def _hidden(game: Game, state: Any, side: str) -> dict[str, Any]:
        """The part of ``side``'s view that only ``side`` sees (its hidden pieces)."""
        pieces = game.view(state, side)["pieces"]
        return {sq: p for sq, p in pieces.items() if "hidden" in p["flags"]}

    # ----- private set-up choices ----------------------------------------------------------

    async def private_choice(self, match_id: int, user_id: int, choice: str) -> Reply:
        """A private set-up decision (a Stealth King's square, or ``random``)."""
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            if match.status != "setup":
                raise NotAllowed(f"{self.label(match)}: there is no private choice to make now.")
            game, state = await self.load_state(match)
            return await self._private_choice(match, game, state, user_id, sides, choice)

    async def _private_choice(
        self, match: Match, game: Game, state: Any, user_id: int, sides: list[str], text: str
    ) -> Reply:
        secrets = await self.db.matches.secrets(match.id)
        open_sides = [s for s in sides if f"choice:{s}" not in secrets]
        if not open_sides:
            raise Conflict(f"{self.label(match)}: you have already chosen; wait for your opponent.")
        side = open_sides[0]
        options = self.setup_choices(game, state, side)
        if text.strip().lower() == "random":
            move = self.rng.choice(options)
        else:
            try:
                move = match_move(text, options, game.board)
            except games.MoveError as exc:
                raise ServiceError(f"{self.label(match)}: {exc}") from None
        square = (squares_in(move.lower()) or [move])[0]
        salt = new_salt()
        new_secrets = {f"choice:{side}": move, f"salt:{side}": salt, f"square:{side}": square}
        commitments = {**match.meta.get("commitments", {}), side: commitment(side, square, salt)}
        match = await self.db.matches.update(
            match.id,
            match.version,
            meta={**match.meta, "commitments": commitments},
            secrets=new_secrets,
            now=self.clock(),
        )
        secrets.update(new_secrets)
        preview = self._preview(game, state, side, move)
        image = await self.render(
            game.view(preview, side), f"match-{match.id}-{side}-private.png", perspective=side
        )
        private = (
            PrivateMessage(
                user_id,
                f"{self.label(match)}: your choice for {side} is **{square}**. "
                "Only you can see this board.",
                image,
            ),
        )
        while self.in_setup(game, state):
            chosen = secrets.get(f"choice:{game.to_move(state)}")
            if chosen is None:
                break
            after = game.play(state, chosen)
            match = await self.record(match, game, state, chosen, after)
            state = after
        lines = [
            f"{self.label(match)}: {self.mention(user_id)} ({side}) has made a private choice."
        ]
        if self.in_setup(game, state) or match.status == "setup":
            return Reply(
                text="\n".join(lines),
                private=private,
                match_id=match.id,
                notice="Your choice is recorded; it stays secret.",
            )
        lines.append(
            "Both choices are made. Commitments (SHA-256 of side:square:salt), "
            "revealed when the game ends:"
        )
        lines += [f"• {side_name(s)}: `{c}`" for s, c in sorted(commitments.items())]
        reply = await self.position_reply(match, game, state, lines)
        return Reply(private=private, notice="Your choice is recorded; it stays secret.").merged(
            reply
        )

    @staticmethod
    def _preview(game: Game, state: Any, side: str, move: str) -> Any:
        """``state`` with ``side``'s choice applied, for its owner's eyes only.

        When the other side must choose first, any of its choices is played before: ``side``'s
        view cannot see it, so the picture shows exactly what ``side`` may know.
        """
        if game.to_move(state) != side:
            state = game.play(state, game.legal_moves(state)[0])
        return game.play(state, move)

    # ----- what everyone sees after a change -----------------------------------------------

    async def position_reply(
        self,
        match: Match,
        game: Game,
        state: Any,
        lines: list[str],
        *,
        last_move: str | None = None,
        hidden_before: dict[str, Any] | None = None,
    ) -> Reply:
        """The board after a change: public image and text, prompts, private updates."""
        view = game.view(state, None)
        prompts: tuple[Prompt, ...] = ()
        mentions: tuple[int, ...] = ()
        private: list[PrivateMessage] = []
        if match.status == "finished":
            lines.append(self.result_text(match))
            lines += await self.reveal_lines(match)
        else:
            to_move = game.to_move(state)
            user = self.player_id(match, to_move)
            lines.append(f"{self.mention(user)} to decide ({to_move}).")
            mentions = (user,)
            prompts = self._decision_prompts(game, state, view, user)
            if view["info"].get("quiet") == DRAW_HINT_TURNS:
                lines.append(
                    f"No piece has advanced or captured for {DRAW_HINT_TURNS} turns: "
                    "either player may offer a draw."
                )
            if hidden_before is not None:
                private = await self._private_updates(match, game, state, hidden_before, last_move)
        highlights = tuple(
            sq for prompt in prompts for c in prompt.choices for sq in squares_in(c.argument)
        )
        image = await self.render(
            view,
            f"match-{match.id}-{match.ply}.png",
            last_move=last_move,
            move_number=match.ply,
            highlights=highlights,
        )
        return Reply(
            text="\n".join(lines),
            image=image,
            prompts=prompts,
            private=tuple(private),
            match_id=match.id,
            mentions=mentions,
        )

    @staticmethod
    def _decision_prompts(
        game: Game, state: Any, view: dict[str, Any], user: int | None
    ) -> tuple[Prompt, ...]:
        """Buttons for a decision made in the middle of someone's turn (Charing Cross
        re-placement, a different-bindings shift): few choices, for their owner only."""
        to_move = view["to_move"]
        legal = game.legal_moves(state)
        if to_move == view["turn"] or len(legal) > MAX_PROMPT_CHOICES:
            return ()
        choices = tuple(Choice(m, "move", m) for m in legal)
        return (Prompt(user, f"{side_name(to_move)}, your decision:", choices),)

    async def _private_updates(
        self,
        match: Match,
        game: Game,
        state: Any,
        hidden_before: dict[str, Any],
        last_move: str | None,
    ) -> list[PrivateMessage]:
        """A private board for each player whose hidden pieces changed (moved or were taken)."""
        updates = []
        for side in SIDES:
            now_hidden = self._hidden(game, state, side)
            if not now_hidden or now_hidden == hidden_before[side]:
                continue
            image = await self.render(
                game.view(state, side),
                f"match-{match.id}-{match.ply}-{side}.png",
                last_move=last_move,
                perspective=side,
                move_number=match.ply,
            )
            text = f"{self.label(match)}: your private board ({side})."
            updates.append(PrivateMessage(self.player_id(match, side), text, image))
        return updates

    def result_text(self, match: Match) -> str:
        if match.status not in ("finished", "archived"):
            return "in progress"
        if match.winner is None:
            return f"Draw: {match.reason}."
        winner = self.player_id(match, match.winner)
        return f"{self.mention(winner)} ({match.winner}) wins: {match.reason}."

    async def reveal_lines(self, match: Match) -> list[str]:
        """At the end, every hidden choice with its salt, so anyone can check the commitment."""
        commitments = match.meta.get("commitments") or {}
        if not commitments:
            return []
        secrets = await self.db.matches.secrets(match.id)
        lines = ["Revealed hidden choices:"]
        for side, published in sorted(commitments.items()):
            square, salt = secrets.get(f"square:{side}"), secrets.get(f"salt:{side}")
            if square is None or salt is None:
                continue
            mark = "✓ verified" if verifies(side, square, salt, published) else "✗ MISMATCH"
            lines.append(
                f"• {side_name(side)}: {square}, salt `{salt}`: "
                f'sha256("{side}:{square}:{salt}") = `{published}` {mark}'
            )
        return lines

    async def _finish(
        self,
        match: Match,
        game: Game,
        state: Any,
        winner: str | None,
        reason: str,
        lines: list[str],
    ) -> Reply:
        try:
            match = await self.db.matches.finish(
                match.id,
                match.version,
                winner=winner,
                reason=reason,
                position=game.dump(state),
                now=self.clock(),
            )
        except VersionConflict:
            raise Conflict(f"{self.label(match)} changed at the same moment; try again.") from None
        await self.db.draws.clear(match.id)
        return await self.position_reply(match, game, state, lines)

    # ----- resignation, draws, time-outs ---------------------------------------------------

    async def resign(self, match_id: int, user_id: int, *, confirmed: bool = False) -> Reply:
        """Resign; without ``confirmed`` only ask the caller to confirm."""
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            if not confirmed:
                return Reply(
                    notice=f"Resign {self.label(match)}? This cannot be undone.",
                    confirm=Prompt(
                        user_id, "Resign?", (Choice("Resign", "resign", str(match.id)),)
                    ),
                    match_id=match.id,
                )
            game, state = await self.load_state(match)
            side = sides[0] if len(sides) == 1 else (game.to_move(state) or sides[0])
            lines = [f"{self.label(match)}: {self.mention(user_id)} ({side}) resigns."]
            return await self._finish(
                match, game, state, opponent(side), f"{side_name(side)} resigned", lines
            )

    async def offer_draw(self, match_id: int, user_id: int) -> Reply:
        """Offer a draw; if the opponent already offered one, this agrees to it."""
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            game, state = await self.load_state(match)
            side = sides[0] if len(sides) == 1 else (game.to_move(state) or sides[0])
            offer = await self.db.draws.get(match.id)
            if offer is not None and offer.side != side:
                lines = [f"{self.label(match)}: both players agree to a draw."]
                return await self._finish(match, game, state, None, "agreed by both players", lines)
            if offer is not None:
                raise Conflict(f"{self.label(match)}: your draw offer is already waiting.")
            await self.db.draws.offer(match.id, side, now=self.clock())
            other = self.player_id(match, opponent(side))
            choices = (
                Choice("Accept draw", "draw-accept", str(match.id)),
                Choice("Decline", "draw-decline", str(match.id)),
            )
            return Reply(
                text=f"{self.label(match)}: {self.mention(user_id)} ({side}) offers a draw. "
                f"{self.mention(other)}, accept or decline (a move declines it too).",
                prompts=(Prompt(other, "Accept the draw?", choices),),
                match_id=match.id,
                mentions=(other,),
                notice="Draw offered.",
            )

    async def answer_draw(self, match_id: int, user_id: int, accept: bool) -> Reply:
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            offer = await self.db.draws.get(match.id)
            if offer is None:
                raise NotFound(f"{self.label(match)}: there is no draw offer to answer.")
            if opponent(offer.side) not in sides:
                raise NotAllowed(f"{self.label(match)}: your opponent must answer your offer.")
            if not accept:
                await self.db.draws.clear(match.id)
                return Reply(
                    text=f"{self.label(match)}: {self.mention(user_id)} declines the draw.",
                    match_id=match.id,
                )
            game, state = await self.load_state(match)
            lines = [f"{self.label(match)}: the draw offer is accepted."]
            return await self._finish(match, game, state, None, "agreed by both players", lines)

    def deadline(self, match: Match) -> float:
        return match.last_move_at + float(match.meta.get("time_limit", self.settings.time_limit))

    async def claim_timeout(self, match_id: int, user_id: int) -> Reply:
        """The waiting player claims the win once the other has let the time limit pass."""
        async with self.lock(match_id):
            match = await self.get_match(match_id)
            self.require_running(match)
            sides = self.require_player(match, user_id)
            late_user = match.to_move_id
            if late_user == user_id or late_user is None:
                raise NotAllowed(f"{self.label(match)}: the decision is yours; you cannot claim.")
            if match.status == "setup":
                secrets = await self.db.matches.secrets(match.id)
                if any(f"choice:{s}" not in secrets for s in sides):
                    raise NotAllowed(f"{self.label(match)}: make your own choice first.")
            left = self.deadline(match) - self.clock()
            if left > 0:
                raise NotAllowed(
                    f"{self.label(match)}: {self.mention(late_user)} still has "
                    f"{_hours(left)} to move."
                )
            game, state = await self.load_state(match)
            late_side = "white" if late_user == match.white_id else "black"
            limit = _hours(float(match.meta.get("time_limit", self.settings.time_limit)))
            lines = [f"{self.label(match)}: {self.mention(user_id)} claims the win on time."]
            return await self._finish(
                match,
                game,
                state,
                opponent(late_side),
                f"{side_name(late_side)} did not move within {limit}",
                lines,
            )

    async def tick(self) -> list[Reply]:
        """Periodic work: expire challenges, remind at half time, announce time-outs."""
        replies = await self.expire_challenges()
        for match in await self.db.matches.all_active():
            if match.to_move_id is None:
                continue
            async with self.lock(match.id):
                try:
                    current = await self.db.matches.get(match.id)
                except Exception:  # noqa: BLE001 - an unreadable match must not stop the others
                    continue
                reply = await self._time_check(current)
                if reply is not None:
                    replies.append(reply)
        return replies

    async def _time_check(self, match: Match) -> Reply | None:
        """A time-out notice once the limit has passed, else a reminder once at half time."""
        if match.status not in ("setup", "active") or match.to_move_id is None:
            return None
        limit = float(match.meta.get("time_limit", self.settings.time_limit))
        elapsed = self.clock() - match.last_move_at
        if elapsed >= limit:
            if match.meta.get("timeout_notice") == match.ply:
                return None
            return await self._timeout_notice(match, limit)
        if elapsed < limit / 2 or match.meta.get("reminded") == match.ply:
            return None
        await self.db.matches.update(
            match.id, match.version, meta={**match.meta, "reminded": match.ply}, now=self.clock()
        )
        text = (
            f"Reminder: {self.label(match)} waits for your decision; {_hours(limit - elapsed)} "
            "left before your opponent may claim the win."
        )
        return Reply(match_id=match.id, private=(PrivateMessage(match.to_move_id, text),))

    async def _timeout_notice(self, match: Match, limit: float) -> Reply:
        await self.db.matches.update(
            match.id,
            match.version,
            meta={**match.meta, "timeout_notice": match.ply},
            now=self.clock(),
        )
        late = match.to_move_id
        waiting = match.black_id if late == match.white_id else match.white_id
        return Reply(
            text=f"{self.label(match)}: {self.mention(late)} has not moved within {_hours(limit)}. "
            f"{self.mention(waiting)} may claim the win.",
            prompts=(
                Prompt(
                    waiting, "Claim the win?", (Choice("Claim the win", "claim", str(match.id)),)
                ),
            ),
            match_id=match.id,
            mentions=(late, waiting),
        )

    # ----- rematch -------------------------------------------------------------------------

    async def rematch(self, match_id: int, user_id: int) -> Reply:
        """Offer the same game again with colours swapped (in Charing Cross the loser starts)."""
        match = await self.get_match(match_id)
        if match.status not in ("finished", "archived"):
            raise NotAllowed(f"{self.label(match)} is still going on.")
        sides = self.require_player(match, user_id)
        game = games.get(match.game_id)
        options = dict(match.options)
        if game.rematch_loser_first and match.winner is not None:
            # Colours swap, so the loser now plays the side the winner had.
            options["first"] = match.winner
        if match.white_id == match.black_id:
            return await self.start_match(
                game.id,
                options,
                user_id,
                user_id,
                guild_id=match.guild_id,
                channel_id=match.channel_id,
            )
        other = match.black_id if sides[0] == "white" else match.white_id
        return await self.challenge(
            user_id,
            game.id,
            opponent=other,
            options=options,
            colour=opponent(sides[0]),
            guild_id=match.guild_id,
            channel_id=match.channel_id,
        )


__all__ = ["Attachment", "PlayOps"]
