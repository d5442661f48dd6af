"""Private set-up decisions (Stealth King): prompts by DM, secret choices, commitments.

Each player chooses privately and in any order; a choice is kept in the secrets table with
its salt, and choices are played into the engine in the engine's order once they can be.  The
public sees only that a choice was made, and the commitment, until the game ends.
"""

from __future__ import annotations

from typing import Any

import games
from bot.service import validation
from bot.service.commitment import commitment, new_salt
from bot.service.core import SIDES, side_name
from bot.service.errors import Conflict, NotAllowed, ServiceError
from bot.service.play import MAX_PROMPT_CHOICES, PlayOps
from bot.service.replies import Choice, PrivateMessage, Prompt, Reply
from bot.service.text import clean, code, command, strong
from bot.service.viewer import Viewer
from games.core.engine import Game
from games.core.notation import match_move, squares_in
from renderers.legend import with_legend
from storage import Match


class SetupOps(PlayOps):
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
            view = self._choices_marked(game.view(state, side), side, choices)
            image = await self.render(
                view,
                f"match-{match.id}-{side}-setup.png",
                perspective=side,
                move_number=0,
            )
            messages.append(
                PrivateMessage(
                    user,
                    with_legend(
                        f"{self.label(match)}: you play {side}. Choose your secret set-up "
                        f"({self._what_is_chosen(choices)}) — only you will see it.",
                        view,
                    ),
                    image,
                    Prompt(user, "Your choice:", buttons),
                )
            )
        return tuple(messages)

    async def setup_prompt(self, viewer: Viewer, match_id: int) -> PrivateMessage | None:
        """The private set-up question still open for ``user_id``, or None: asked again when
        the first one could not be delivered (a front end's DM was refused)."""
        user_id = viewer.user_id
        match = await self.visible_match(viewer, match_id)
        if match.status != "setup" or not self.sides_of(match, user_id):
            return None
        game, state = await self.load_state(match)
        for message in await self._setup_prompts(match, game, state):
            if message.user_id == user_id:
                return message
        return None

    @classmethod
    def _choices_marked(cls, view: dict[str, Any], side: str, choices: list[str]) -> dict[str, Any]:
        """``view`` with ``side``'s choices ringed: the engine marks them only for the side
        whose turn it is, but both players are asked at once, so the second one's picture
        had no ring and its text no word of one.  Each message's picture now shows the
        squares it asks for, and its legend names the ring it shows."""
        if any(m.get("kind") == "choice" and m.get("side") == side for m in view["marks"]):
            return view
        squares = [label for label in map(cls._choice_label, choices) if squares_in(label)]
        if not squares:
            return view
        mark = {"kind": "choice", "side": side, "squares": squares, "label": "choose your square"}
        return {**view, "marks": [*view["marks"], mark]}

    @staticmethod
    def _choice_label(move: str) -> str:
        squares = squares_in(move.lower())
        return squares[0] if len(squares) == 1 else move

    @classmethod
    def _what_is_chosen(cls, choices: list[str]) -> str:
        labels = [cls._choice_label(c) for c in choices]
        example = command("choose", labels[0]) if labels else command("choose")
        if all(c.startswith("king ") for c in choices):
            return f"the starting square of your hidden King, e.g. {example}"
        return "one of: " + ", ".join(labels)

    def _choice_error(self, match: Match, text: str, choices: list[str]) -> ServiceError:
        """A refused private choice, in the words a player uses to make one: the squares to
        pick from and the command that picks one (never the engine's ``king a7`` notation)."""
        labels = [self._choice_label(c) for c in choices]
        return ServiceError(
            f"{self.label(match)}: {clean(text.strip())!r} is not one of your choices; pick "
            f"one of {', '.join(labels)} with {command('choose', labels[0])}, or "
            f"{command('choose', 'random')}."
        )

    # ----- private set-up choices ----------------------------------------------------------

    async def private_choice(self, viewer: Viewer, match_id: int, choice: str) -> Reply:
        """A private set-up decision (a Stealth King's square, or ``random``)."""
        choice = validation.text(choice, "A choice")
        user_id = viewer.user_id
        async with self.lock(match_id):
            match = await self.visible_match(viewer, match_id)
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
            except games.MoveError:
                raise self._choice_error(match, text, options) from None
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
        chosen_in = state
        while self.in_setup(game, state):
            chosen = secrets.get(f"choice:{game.to_move(state)}")
            if chosen is None:
                break
            after = game.play(state, chosen)
            match = await self.record(match, game, state, chosen, after)
            state = after
        # The owner's board: the real position once every choice is played, else the position
        # as far as ``side`` may know it (see _preview) -- never a guess of the other's choice
        # shown as the game itself, which would name the wrong side to move.
        setup_over = not (self.in_setup(game, state) or match.status == "setup")
        shown = state if setup_over else self._preview(game, chosen_in, side, move)
        view = self.match_view(match, game, shown, side)
        image = await self.render(
            view,
            f"match-{match.id}-{side}-private.png",
            perspective=side,
            move_number=0,
        )
        private = (
            PrivateMessage(
                user_id,
                with_legend(
                    f"{self.label(match)}: your choice for {side} is {strong(square)}. "
                    "Only you can see this board.",
                    view,
                ),
                image,
            ),
        )
        lines = [
            f"{self.label(match)}: {self.mention(user_id)} ({side}) has made a private choice."
        ]
        if not setup_over:
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
        lines += [f"• {side_name(s)}: {code(c)}" for s, c in sorted(commitments.items())]
        reply = await self.position_reply(match, game, state, lines)
        return Reply(private=private, notice="Your choice is recorded; it stays secret.").merged(
            reply
        )

    @staticmethod
    def _preview(game: Game, state: Any, side: str, move: str) -> Any:
        """``state`` with ``side``'s choice applied, for its owner's eyes only, while the other
        side has still to choose.

        When the other side must choose first, any of its choices is played before: ``side``'s
        view cannot see it, so the picture shows exactly what ``side`` may know.  Only shown
        before the set-up is over: its side to move is then the side still to choose.
        """
        if game.to_move(state) != side:
            state = game.play(state, game.legal_moves(state)[0])
        return game.play(state, move)
