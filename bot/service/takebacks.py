"""Takebacks in casual games (issue #48): a player asks to take back their last move, the
opponent accepts or declines.

What is taken back: the asker's last decisions, with the forced passes after them, provided
nobody else has decided since (a jump chain's steps, a piece placed after a move, are one
turn: all go).  Never a secret set-up choice (a Stealth King's square: taking it back would
say where it was), never in a rated or a tournament game, never against the bot (it cannot
agree); a player playing both sides takes back at once.

The proposal lives in the match's meta with the move count it was made at, so it is void
once a move is made (nothing has to clear it).  Accepting replays the shortened move log from
the start (the engine's real texts, hidden ones included) and storage removes the log's last
rows in one transaction that also sets the position, who decides and the clock back and bumps
the version (storage's ``take_back``): a picker opened before the takeback is stale.

A live game's clock goes back to where it stood when the taken-back turn began (both sides'
times and lag quotas, and whose first decision had been made, kept in the meta at every ply:
bot.service.live_clock.clock_before); the mover's turn then starts again at the takeback.  So
neither side is charged the time of a turn that did not happen, nor keeps its increment.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.markup import strong, t
from bot.service import validation
from bot.service.boards import Boards, hidden_pieces
from bot.service.core import SIDES
from bot.service.errors import Conflict, NotAllowed, NotFound
from bot.service.live_clock import MOVED_KEY, clock_before, turn_begins
from bot.service.matches import Matches, acting_seat
from bot.service.numbering import numbered
from bot.service.replies import Choice, Prompt, Reply
from bot.service.viewer import Viewer
from games.core.engine import PASS, Game
from games.core.geometry import opponent
from storage import Match
from storage.status import MatchStatus

PROPOSAL_KEY = "takeback"  # meta: {"side": who asked, "ply": the position's serial then}
# meta: what a match's positions are numbered from beyond its move count, grown by every
# takeback (see position_serial).
SERIAL_KEY = "ply_offset"


def position_serial(match: Match) -> int:
    """The number of ``match``'s current position, the version a Move picker's clicks (and a
    takeback proposal) carry: its move count while nothing was taken back, and beyond it
    after a takeback, which never gives a number out twice.  A takeback from move count N to
    M grows the offset by N - M + 1, so the position after it is numbered one past the last
    position before it: a picker opened at any earlier position is stale, even once the match
    reaches the same move count again."""
    offset = match.meta.get(SERIAL_KEY, 0)
    return match.ply + (offset if isinstance(offset, int) and offset > 0 else 0)


@dataclass(frozen=True)
class Plan:
    """A takeback worked out: the move count it goes back to, the state there, the move
    count's meta and the public texts of the decisions it removes."""

    to_ply: int
    state: Any
    count_meta: dict[str, Any]
    removed: tuple[str, ...]


class Takebacks:
    """``service.takebacks``: see the module docstring."""

    def __init__(self, matches: Matches, boards: Boards) -> None:
        self.matches = matches
        self.boards = boards

    async def propose(self, viewer: Viewer, match_id: int) -> Reply:
        """Ask to take back the asker's last move; the opponent gets Accept/Decline."""
        matches = self.matches
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            sides = await self._allowed(match, viewer.user_id)
            game, state = await matches.load_state(match)
            side = acting_seat(sides, game.to_move(state))
            plan = await self._plan(match, game, side)
            label = matches.label(match)
            if len(sides) == 2:  # one person playing both sides agrees with themself
                return await self._take_back(match, game, state, plan, side)
            standing = self._proposal(match)
            if standing is not None and standing[0] == side:
                raise Conflict(t("host-takeback-waiting", match=label))
            other = matches.player_id(match, opponent(side))
            assert other is not None
            await matches.db.matches.update(
                match.id,
                match.version,
                meta={
                    **match.meta,
                    PROPOSAL_KEY: {"side": side, "ply": position_serial(match)},
                },
                now=matches.clock(),
            )
            choices = (
                Choice(t("host-takeback-button-accept"), "takeback-accept", str(match.id)),
                Choice(t("host-takeback-button-decline"), "takeback-decline", str(match.id)),
            )
            return Reply(
                text=t(
                    "host-takeback-proposed",
                    match=label,
                    player=matches.mention(viewer.user_id),
                    side=side,
                    moves=", ".join(strong(m) for m in plan.removed),
                    opponent=matches.mention(other),
                ),
                prompts=(Prompt(other, t("host-takeback-prompt"), choices),),
                match_id=match.id,
                mentions=(other,),
                notice=t("host-takeback-asked"),
            )

    async def answer(self, viewer: Viewer, match_id: int, accept: bool) -> Reply:
        """The opponent's answer to a standing takeback proposal."""
        matches = self.matches
        accept = validation.flag(accept, "Accept")
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            sides = await self._allowed(match, viewer.user_id)
            label = matches.label(match)
            standing = self._proposal(match)
            if standing is None:
                raise NotFound(t("host-takeback-none", match=label))
            side, _ = standing
            if opponent(side) not in sides:
                raise NotAllowed(t("host-takeback-own", match=label))
            meta = {k: v for k, v in match.meta.items() if k != PROPOSAL_KEY}
            if not accept:
                await matches.db.matches.update(
                    match.id, match.version, meta=meta, now=matches.clock()
                )
                return Reply(
                    text=t(
                        "host-takeback-declined",
                        match=label,
                        player=matches.mention(viewer.user_id),
                    ),
                    match_id=match.id,
                )
            game, state = await matches.load_state(match)
            plan = await self._plan(match, game, side)
            return await self._take_back(match, game, state, plan, side)

    # ----- the rules ------------------------------------------------------------------------

    async def _allowed(self, match: Match, user_id: int) -> list[str]:
        """The asker's sides, once it is known that a takeback may be asked for here at
        all: a running casual game between two people, out of any tournament, past its
        set-up."""
        matches = self.matches
        matches.require_running(match)
        sides = matches.require_player(match, user_id)
        label = matches.label(match)
        if match.rated:
            raise NotAllowed(t("host-takeback-rated", match=label))
        if await matches.db.tournaments.for_match(match.id) is not None:
            raise NotAllowed(t("host-takeback-tournament", match=label))
        if matches.is_ai(match.white_id) or matches.is_ai(match.black_id):
            raise NotAllowed(t("host-takeback-bot", match=label))
        if match.status == MatchStatus.SETUP:
            raise NotAllowed(t("host-takeback-nothing", match=label))
        return sides

    @staticmethod
    def _proposal(match: Match) -> tuple[str, int] | None:
        """The standing proposal (who asked, at which move count), None if there is none or
        a move has been made since (it is void then)."""
        found = match.meta.get(PROPOSAL_KEY)
        serial = position_serial(match)
        if not isinstance(found, dict) or found.get("ply") != serial:
            return None
        side = found.get("side")
        return (side, serial) if side in SIDES else None

    async def _plan(self, match: Match, game: Game, side: str) -> Plan:
        """What taking back ``side``'s last move removes, from the real move log; refused
        when someone else has decided since, or when it would take back a set-up choice."""
        matches = self.matches
        label = matches.label(match)
        log = await matches.decisions(match, revealed=True)
        end = len(log)
        while end and log[end - 1][1] == PASS:
            end -= 1
        if not end:
            raise NotAllowed(t("host-takeback-nothing", match=label))
        if log[end - 1][0].side != side:
            raise NotAllowed(t("host-takeback-not-yours", match=label))
        while end and log[end - 1][0].side == side and log[end - 1][1] != PASS:
            end -= 1
        texts = [text for _, text in log[:end]]

        def replayed() -> tuple[Any, dict[str, Any], bool]:
            state = game.start(**match.options)
            count_meta: dict[str, Any] = {}
            for _, after, _, count in numbered(game, match.options, texts):
                state, count_meta = after, count.as_meta()
            return state, count_meta, matches.in_setup(game, state)

        state, count_meta, in_setup = await matches.off_loop.run(replayed)
        if in_setup:  # a Stealth King's square: its owner's secret, never taken back
            raise NotAllowed(t("host-takeback-nothing", match=label))
        removed = tuple(record.text for record, text in log[end:] if text != PASS)
        return Plan(end, state, count_meta, removed)

    async def _take_back(
        self, match: Match, game: Game, state: Any, plan: Plan, side: str
    ) -> Reply:
        """Store the takeback (under the match's lock) and answer with the board."""
        matches = self.matches
        back = plan.state
        hidden_before = (
            {s: hidden_pieces(game, state, s) for s in SIDES}
            if match.meta.get("secret_state")
            else None
        )
        meta = {k: v for k, v in match.meta.items() if k != PROPOSAL_KEY}
        meta.update(plan.count_meta)
        meta[SERIAL_KEY] = position_serial(match) - plan.to_ply + 1
        now = matches.clock()
        to_move_id = matches.player_id(match, game.to_move(back))
        alarms = matches.alarms(match.meta, to_move_id, now)
        clock = None
        if match.clock is not None:
            kept = clock_before(match.meta, plan.to_ply)
            if kept is None:  # a clock stored before it was kept: refuse, never guess
                raise NotAllowed(t("host-takeback-no-clock", match=matches.label(match)))
            stored, moved = kept
            meta[MOVED_KEY] = list(moved)
            clock = turn_begins(stored, game.to_move(back), now, moved)
        full, public = game.dump(back), game.public_position(back)
        changed = await matches.db.matches.take_back(
            match.id,
            match.version,
            from_ply=match.ply,
            to_ply=plan.to_ply,
            position=public,
            to_move_id=to_move_id,
            status=MatchStatus.ACTIVE,
            meta=meta,
            secrets={"position": full} if match.meta.get("secret_state") else None,
            deadline_at=alarms["deadline_at"],
            clock_at=alarms["clock_at"],
            clock=clock,
            now=now,
        )
        matches.recent_positions.pop(match.id, None)
        line = t(
            "host-takeback-done",
            match=matches.label(changed),
            player=matches.mention(changed.user_of(side)),
            side=side,
            moves=", ".join(strong(m) for m in plan.removed),
        )
        return await self.boards.position_reply(
            changed, game, back, [line], hidden_before=hidden_before
        )
