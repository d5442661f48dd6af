"""Private set-up decisions (Stealth King): prompts by DM, secret choices, commitments.

Each player chooses privately and in any order; a choice is kept in the secrets table with
its salt, and choices are played into the engine in the engine's order once they can be.  The
public sees only that a choice was made, and the commitment, until the game ends.
"""

from __future__ import annotations

import random
from typing import Any

import games
from bot.markup import clean, code, command, strong, t, typed
from bot.service import validation
from bot.service.boards import Boards, choice_label
from bot.service.commitment import commitment, new_salt
from bot.service.core import side_lower, side_word
from bot.service.errors import Conflict, NotAllowed, ServiceError
from bot.service.legend import with_legend
from bot.service.matches import Matches
from bot.service.replies import PrivateMessage, Reply
from bot.service.viewer import Viewer
from games.core.engine import Game
from games.core.notation import match_move, squares_in
from storage import Match
from storage.status import MatchStatus


def preview(game: Game, state: Any, side: str, move: str) -> Any:
    """``state`` with ``side``'s choice applied, for its owner's eyes only, while the other
    side has still to choose.

    When the other side must choose first, any of its choices is played before: ``side``'s
    view cannot see it, so the picture shows exactly what ``side`` may know.  Only shown
    before the set-up is over: its side to move is then the side still to choose.
    """
    if game.to_move(state) != side:
        state = game.play(state, game.legal_moves(state)[0])
    return game.play(state, move)


class Setup:
    """``service.setup``: see the module docstring."""

    def __init__(self, matches: Matches, boards: Boards, rng: random.Random) -> None:
        self.matches = matches
        self.boards = boards
        self.rng = rng

    async def setup_prompt(self, viewer: Viewer, match_id: int) -> PrivateMessage | None:
        """The private set-up question still open for ``user_id``, or None: asked again when
        the first one could not be delivered (a front end's DM was refused)."""
        matches = self.matches
        user_id = viewer.user_id
        match = await matches.visible_match(viewer, match_id)
        if match.status != MatchStatus.SETUP or not matches.sides_of(match, user_id):
            return None
        game, state = await matches.load_state(match)
        for message in await self.boards.setup_prompts(match, game, state):
            if message.user_id == user_id:
                return message
        return None

    def _choice_error(self, match: Match, text: str, choices: list[str]) -> ServiceError:
        """A refused private choice, in the words a player uses to make one: the squares to
        pick from and the command that picks one (never the engine's ``king a7`` notation)."""
        labels = [choice_label(c) for c in choices]
        return ServiceError(
            t(
                "play-not-a-choice",
                match=self.matches.label(match),
                typed=typed(repr(clean(text.strip()))),
                choices=", ".join(labels),
                choose=command("choose", labels[0]),
                random=command("choose", "random"),
            )
        )

    # ----- private set-up choices ----------------------------------------------------------

    async def private_choice(self, viewer: Viewer, match_id: int, choice: str) -> Reply:
        """A private set-up decision (a Stealth King's square, or ``random``)."""
        matches = self.matches
        choice = validation.text(choice, t("validation-what-choice"))
        user_id = viewer.user_id
        async with matches.lock(match_id):
            match = await matches.visible_match(viewer, match_id)
            matches.require_running(match)
            sides = matches.require_player(match, user_id)
            if match.status != MatchStatus.SETUP:
                raise NotAllowed(t("play-no-choice-now", match=matches.label(match)))
            game, state = await matches.load_state(match)
            return await self._private_choice(
                match, game, state, user_id, sides, choice, viewer.language
            )

    async def _private_choice(
        self,
        match: Match,
        game: Game,
        state: Any,
        user_id: int,
        sides: list[str],
        text: str,
        language: str | None,
    ) -> Reply:
        """Record the choice; the chooser's private board is captioned in their ``language``."""
        matches, boards = self.matches, self.boards
        secrets = await matches.db.matches.secrets(match.id)
        open_sides = [s for s in sides if f"choice:{s}" not in secrets]
        if not open_sides:
            raise Conflict(t("play-already-chosen", match=matches.label(match)))
        side = open_sides[0]
        options = matches.setup_choices(game, state, side)
        if text.strip().lower() == "random":
            move = self.rng.choice(options)
        else:
            try:
                move = match_move(text, options, game.board)
            except games.MoveError:
                raise self._choice_error(match, text, options) from None
        square = (squares_in(move.lower()) or [move])[0]
        salt = new_salt()
        new_secrets = {f"choice:{side}": move, f"salt:{side}": salt, f"square:{side}": square}
        commitments = {**match.meta.get("commitments", {}), side: commitment(side, square, salt)}
        match = await matches.db.matches.update(
            match.id,
            match.version,
            meta={**match.meta, "commitments": commitments},
            secrets=new_secrets,
            now=matches.clock(),
        )
        secrets.update(new_secrets)
        chosen_in = state
        while matches.in_setup(game, state):
            chosen = secrets.get(f"choice:{game.to_move(state)}")
            if chosen is None:
                break
            after = game.play(state, chosen)
            match = await matches.record(match, game, state, chosen, after)
            state = after
        # The owner's board: the real position once every choice is played, else the position
        # as far as ``side`` may know it (see preview) -- never a guess of the other's choice
        # shown as the game itself, which would name the wrong side to move.
        setup_over = not (matches.in_setup(game, state) or match.status == MatchStatus.SETUP)
        shown = state if setup_over else preview(game, chosen_in, side, move)
        view = boards.match_view(match, game, shown, side)
        image = await boards.render(
            view,
            f"match-{match.id}-{side}-private.png",
            perspective=side,
            move_number=0,
            language=language,
        )
        private = (
            PrivateMessage(
                user_id,
                with_legend(
                    t(
                        "play-your-choice",
                        match=matches.label(match),
                        side=side,
                        square=strong(square),
                    ),
                    view,
                ),
                image,
            ),
        )
        lines = [
            t(
                "play-choice-made",
                match=matches.label(match),
                player=matches.mention(user_id),
                side=side_lower(side),
            )
        ]
        if not setup_over:
            return Reply(
                text="\n".join(lines),
                private=private,
                match_id=match.id,
                notice=t("play-choice-recorded"),
            )
        lines.append(t("play-commitments"))
        lines += [
            t("play-commitment", side=side_word(s), commitment=code(c))
            for s, c in sorted(commitments.items())
        ]
        reply = await boards.position_reply(match, game, state, lines)
        return Reply(private=private, notice=t("play-choice-recorded")).merged(reply)
