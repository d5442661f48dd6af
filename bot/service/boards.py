"""What a match looks like to whoever is shown it: views (the host's result and the hidden
pieces revealed at the end), board pictures and replays drawn off the event loop, what a move
changed, the reply after a change (public board, prompts, private updates, the reveal of the
commitments) and the private set-up prompts.

Everything here reads matches (:mod:`bot.service.matches`) and never writes one.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from bot.markup import clean, code, command, t
from bot.replay_worker import ReplayUnavailable, ReplayWorker
from bot.service.captions import caption_words
from bot.service.commitment import verifies
from bot.service.core import SIDES, side_lower, side_word
from bot.service.errors import ServiceError
from bot.service.legend import marks_legend, with_legend
from bot.service.live_clock import clock_lines
from bot.service.matches import Matches
from bot.service.numbering import MoveCount
from bot.service.off_loop import OffLoop
from bot.service.ratings import rating_line
from bot.service.replies import Attachment, Choice, PrivateMessage, Prompt, Reply
from bot.service.reveal import owners_view
from games.core.changes import Change, changes
from games.core.engine import Ending, Game
from games.core.notation import squares_in
from storage import Match, OutcomeUnknown, StorageError
from storage.status import MatchStatus

if TYPE_CHECKING:
    from renderers.replay import Replay

DRAW_HINT_TURNS = 10
MAX_PROMPT_CHOICES = 25
# Keys of a view's ``info`` that name a pending decision rather than an ordinary move.
DECISION_INFO_KEYS = ("place", "shift")
# How long a replay waits for the one drawn before it (each is bounded by the worker's own
# timeout, bot.replay_worker.TIMEOUT_S) before the asker is told to try again.
REPLAY_WAIT_S = 30.0
OVER = (MatchStatus.FINISHED, MatchStatus.ARCHIVED)

log = logging.getLogger(__name__)


def choice_label(move: str) -> str:
    """A set-up choice as a player names it: its square (``king a7`` is ``a7``)."""
    squares = squares_in(move.lower())
    return squares[0] if len(squares) == 1 else move


def what_is_chosen(choices: list[str]) -> str:
    labels = [choice_label(c) for c in choices]
    example = command("choose", labels[0]) if labels else command("choose")
    if all(c.startswith("king ") for c in choices):
        return t("play-choose-hidden-king", example=example)
    return t("play-choose-one-of", choices=", ".join(labels))


def choices_marked(view: dict[str, Any], side: str, choices: list[str]) -> dict[str, Any]:
    """``view`` with ``side``'s choices ringed: the engine marks them only for the side
    whose turn it is, but both players are asked at once, so the second one's picture
    had no ring and its text no word of one.  Each message's picture now shows the
    squares it asks for, and its legend names the ring it shows."""
    if any(m.get("kind") == "choice" and m.get("side") == side for m in view["marks"]):
        return view
    squares = [label for label in map(choice_label, choices) if squares_in(label)]
    if not squares:
        return view
    mark = {"kind": "choice", "side": side, "squares": squares, "label": "choose your square"}
    return {**view, "marks": [*view["marks"], mark]}


def due_text(count: MoveCount, view: dict[str, Any]) -> str:
    """``move N`` for the decision due in ``view``, or ``set-up`` for a secret choice."""
    number = count.number_of(view)
    return t("play-due-setup") if number is None else t("play-due-move", number=str(number))


def hidden_pieces(game: Game, state: Any, side: str) -> dict[str, Any]:
    """What decides whether ``side`` gets a new private board: its pieces as everyone
    sees them, while it has hidden pieces (else nothing).

    Deliberately public: were it the hidden pieces themselves, whether a private message
    goes out after the opponent's move (trapping or freeing the hidden King, say) would
    tell where the King is, through the message's timing or an undelivered-DM notice.
    """
    own = game.view(state, side)["pieces"]
    if not any("hidden" in p["flags"] for p in own.values()):
        return {}
    public = game.view(state, None)["pieces"]
    return {sq: p for sq, p in public.items() if p["side"] == side}


def named_before(
    game: Game, before: Any, after: Any, view_before: dict[str, Any]
) -> dict[str, Any]:
    """The view to name the pieces a move affected from: the public view before it, but
    once the move has ended the game (when the rules reveal every hidden piece) each piece
    as its owner saw it, so a captured Stealth King is named a king as it leaves the board.

    While the game goes on, the public view it is: a captured piece shown as a man is then
    a man (taking a hidden King ends the game), so nothing hidden is told.
    """
    if game.outcome(after) is None:
        return view_before
    return owners_view(game, before, view_before)


def what_changed(
    game: Game,
    before: Any,
    after: Any,
    public_move: str,
    view_before: dict[str, Any] | None = None,
    view_after: dict[str, Any] | None = None,
) -> list[Change]:
    """The pieces besides the moving one that a decision captured, hit or sent away, read
    from public views (:mod:`games.core.changes`): for the move's reply and replay frames
    (which hand over the public views they already have)."""
    view_before = view_before or game.view(before, None)
    named = named_before(game, before, after, view_before)
    return changes(named, view_after or game.view(after, None), public_move)


def decision_prompts(
    game: Game, state: Any, view: dict[str, Any], user: int | None
) -> tuple[Prompt, ...]:
    """Buttons for a decision that is not an ordinary move (Charing Cross re-placement,
    a different-bindings shift), or one made in the middle of someone else's turn: few
    choices, for their owner only."""
    to_move = view["to_move"]
    pending = any(view["info"].get(key) for key in DECISION_INFO_KEYS)
    if to_move == view["turn"] and not pending:
        return ()
    legal = game.legal_moves(state)
    if len(legal) > MAX_PROMPT_CHOICES:
        return ()
    choices = tuple(Choice(m, "move", m) for m in legal)
    return (Prompt(user, t("play-decision-prompt", side=to_move), choices),)


class Boards:
    """``service.boards``: see the module docstring."""

    def __init__(
        self,
        matches: Matches,
        off_loop: OffLoop,
        *,
        render_png: Callable[..., bytes] | None = None,
        fit_replay: Callable[..., Replay] | None = None,
    ) -> None:
        import renderers

        self.matches = matches
        self.off_loop = off_loop
        self._render_png = render_png or renderers.render_png
        # Replays draw in a worker process (bot.replay_worker), one at a time; a renderer
        # handed in (tests, the Discord host's counted one) is called the same way.
        self.replay_worker = ReplayWorker()
        self._fit_replay: Callable[..., Replay] = fit_replay or self.replay_worker
        self._replay_slot = asyncio.Semaphore(1)

    async def owner_language(self, user_id: int) -> str | None:
        """The language a private board sent by DM is captioned in: the one its owner last
        used (None: never stored, or unreadable now: English; the picture is not worth
        failing a move for)."""
        try:
            return await self.matches.db.languages.of(user_id)
        except StorageError as exc:
            log.info("the language of %s cannot be read: %s", user_id, exc)
            return None

    def viewer_side(self, match: Match) -> str:
        """The side a shared board of ``match`` is turned to: against the bot the board is
        meant for the one person playing, so it shows their side at the bottom; between two
        people it is White's, as on a printed diagram."""
        is_ai = self.matches.is_ai
        if is_ai(match.white_id) and not is_ai(match.black_id):
            return "black"
        return "white"

    def match_view(self, match: Match, game: Game, state: Any, seat: str | None) -> dict[str, Any]:
        """:func:`match_view` (kept here for the service's callers)."""
        return match_view(match, game, state, seat)

    async def render(
        self,
        view: dict[str, Any],
        filename: str,
        *,
        last_move: str | None = None,
        perspective: str = "white",
        move_number: int | None = None,
        highlights: tuple[str, ...] = (),
        captured: tuple[str, ...] = (),
        moved: tuple[str, ...] = (),
        sent_home: tuple[str, ...] = (),
        language: str | None = None,
    ) -> Attachment:
        """A board PNG, rendered off the event loop, its caption in ``language`` (the
        reader's locale code: the place's for a public board, the owner's for a private one;
        None: English).  ``move_number`` is the number of the move
        just played (0: the start); ``captured`` the squares of pieces that move captured or
        hit (:mod:`games.core.changes`), marked on the board; ``moved`` the squares of a group
        that moved with the named piece (``changes.moved_group``); ``sent_home`` the squares
        of pieces sent home, marked apart from captures."""
        caption = caption_words(view, move_number, last_move, language)
        data = await self.off_loop.run(
            lambda: self._render_png(
                view,
                last_move=last_move,
                perspective=perspective,
                move_number=move_number,
                highlights=highlights,
                captured=captured,
                moved=moved,
                sent_home=sent_home,
                caption=caption,
            )
        )
        return Attachment(filename, data, view, perspective)

    async def render_replay(self, frames: list[Any], filename: str) -> tuple[Attachment, Replay]:
        """An animated GIF of ``renderers.replay.Frame`` values, rendered off the event loop,
        with which frames it shows (a long match's is thinned to fit the upload limit).

        One replay is drawn at a time, so a burst of them holds one render thread, never
        both, and boards keep being drawn; one that waits ``REPLAY_WAIT_S`` for its turn, or
        whose worker hangs or dies, is refused in words, nothing drawn."""
        try:
            async with asyncio.timeout(REPLAY_WAIT_S):
                await self._replay_slot.acquire()
        except TimeoutError:
            raise ServiceError(t("play-replay-busy")) from None
        try:
            replay = await self.off_loop.run(lambda: self._fit_replay(frames))
        except ReplayUnavailable:
            raise ServiceError(t("play-replay-failed")) from None
        finally:
            self._replay_slot.release()
        return Attachment(filename, replay.data), replay

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
        captured: tuple[str, ...] = (),
        moved: tuple[str, ...] = (),
        sent_home: tuple[str, ...] = (),
        language: str | None = None,
    ) -> Reply:
        """The board after a change: public image and text, prompts, private updates
        (``moved``: the squares of a group that moved with the named piece; ``sent_home``:
        of pieces sent home, marked apart from ``captured`` ones; ``language``: the place's,
        for the picture's caption)."""
        matches = self.matches
        view = self.match_view(match, game, state, None)
        legend = marks_legend(view, captured=captured, sent_home=sent_home)
        if legend:  # what the board's marks mean, before whose turn it is
            lines.append(legend)
        count = await matches.move_count(match)
        prompts: tuple[Prompt, ...] = ()
        mentions: tuple[int, ...] = ()
        private: list[PrivateMessage] = []
        if match.status == MatchStatus.FINISHED:
            lines += clock_lines(match, None, matches.clock(), matches.mention)
            lines.append(matches.result_text(match))
            ratings = await rating_line(matches.db, match, matches.mention)
            if ratings:
                lines.append(ratings)
            lines += await self.reveal_lines(match)
        else:
            to_move = game.to_move(state)
            lines += clock_lines(match, to_move, matches.clock(), matches.mention)
            user = cast(int, matches.player_id(match, to_move))
            due = due_text(count, view)
            if matches.is_ai(user):
                # The bot's AI answers by itself: no ping, no buttons for it.
                lines.append(
                    t("play-thinking", player=matches.mention(user), side=side_lower(to_move))  # type: ignore[arg-type]
                )
            else:
                lines.append(
                    t(
                        "play-to-decide",
                        player=matches.mention(user),
                        side=side_lower(to_move),  # type: ignore[arg-type]
                        due=due,
                    )
                )
                mentions = (user,)
                prompts = decision_prompts(game, state, view, user)
            if view["info"].get("quiet") == DRAW_HINT_TURNS:
                lines.append(t("play-draw-hint", turns=DRAW_HINT_TURNS))
            if hidden_before is not None:
                private = await self._private_updates(
                    match, game, state, hidden_before, last_move, count.number
                )
        highlights = tuple(
            sq for prompt in prompts for c in prompt.choices for sq in squares_in(c.argument)
        )
        image = await self.render(
            view,
            f"match-{match.id}-{match.ply}.png",
            last_move=last_move,
            perspective=self.viewer_side(match),
            move_number=count.number,
            highlights=highlights,
            captured=captured,
            moved=moved,
            sent_home=sent_home,
            language=language,
        )
        return Reply(
            text="\n".join(lines),
            image=image,
            prompts=prompts,
            private=tuple(private),
            match_id=match.id,
            mentions=mentions,
        )

    async def _private_updates(
        self,
        match: Match,
        game: Game,
        state: Any,
        hidden_before: dict[str, Any],
        last_move: str | None,
        move_number: int,
    ) -> list[PrivateMessage]:
        """A private board for each player with hidden pieces whose pieces changed (moved,
        were taken, trapped or freed), decided from public information only."""
        updates = []
        for side in SIDES:
            now_hidden = hidden_pieces(game, state, side)
            if not now_hidden or now_hidden == hidden_before[side]:
                continue
            view = game.view(state, side)
            player = cast(int, self.matches.player_id(match, side))
            image = await self.render(
                view,
                f"match-{match.id}-{match.ply}-{side}.png",
                last_move=last_move,
                perspective=side,
                move_number=move_number,
                language=await self.owner_language(player),
            )
            text = with_legend(
                t("play-private-board", match=self.matches.label(match), side=side_lower(side)),
                view,
            )
            updates.append(PrivateMessage(player, text, image))
        return updates

    async def reveal_lines(self, match: Match) -> list[str]:
        """At the end, every hidden choice with its salt, so anyone can check the commitment."""
        commitments = match.meta.get("commitments") or {}
        if not commitments:
            return []
        secrets = await self.matches.db.matches.secrets(match.id)
        lines = [t("play-revealed")]
        for side, published in sorted(commitments.items()):
            square, salt = secrets.get(f"square:{side}"), secrets.get(f"salt:{side}")
            if square is None or salt is None:
                continue
            verified = verifies(side, square, salt, published)
            lines.append(
                t(
                    "play-revealed-choice" if verified else "play-revealed-mismatch",
                    side=side_word(side),
                    square=square,
                    salt=code(salt),
                    hashed=f'sha256("{side}:{square}:{salt}")',
                    commitment=code(published),
                )
            )
        return lines

    async def outcome_unknown(
        self,
        match: Match,
        game: Game,
        state: Any,
        what: str,
        problem: OutcomeUnknown,
        language: str | None = None,
    ) -> Reply:
        """The only true answer when an action's commit lost its answer and the database could
        not be asked since: it may or may not be stored; the board from before it, for the
        caller alone (the match's channel is told nothing that may be false)."""
        stored = MoveCount.from_meta(match.meta)  # no database read: it may not answer
        image = await self.render(
            self.match_view(match, game, state, None),
            f"match-{match.id}-{match.ply}-before.png",
            move_number=stored.number if stored is not None else None,
            language=language,  # the caller's
        )
        return Reply(
            notice=t(
                "play-outcome-unknown",
                match=self.matches.label(match),
                what=what,
                problem=clean(str(problem.problem)),
                board=command("board"),
            ),
            notice_image=image,
            match_id=match.id,
            outcome_unknown=True,
        )

    # ----- private set-up prompts ----------------------------------------------------------

    async def setup_prompts(
        self, match: Match, game: Game, state: Any
    ) -> tuple[PrivateMessage, ...]:
        """The private set-up question of each side still to choose, with its board."""
        matches = self.matches
        messages = []
        secrets = await matches.db.matches.secrets(match.id)
        for side in SIDES:
            if f"choice:{side}" in secrets:
                continue
            choices = matches.setup_choices(game, state, side)
            if not choices:
                continue
            user = cast(int, matches.player_id(match, side))
            buttons = tuple(
                Choice(choice_label(c), "private", c) for c in choices[: MAX_PROMPT_CHOICES - 1]
            ) + (Choice(t("play-setup-random-button"), "private", "random"),)
            view = choices_marked(game.view(state, side), side, choices)
            image = await self.render(
                view,
                f"match-{match.id}-{side}-setup.png",
                perspective=side,
                move_number=0,
                language=await self.owner_language(user),
            )
            messages.append(
                PrivateMessage(
                    user,
                    with_legend(
                        t(
                            "play-setup-prompt",
                            match=matches.label(match),
                            side=side,
                            choices=what_is_chosen(choices),
                        ),
                        view,
                    ),
                    image,
                    Prompt(user, t("play-setup-choice-prompt"), buttons),
                )
            )
        return tuple(messages)

    def close(self) -> None:
        self.replay_worker.close()


def match_view(match: Match, game: Game, state: Any, seat: str | None) -> dict[str, Any]:
    """The engine's view of ``seat``, carrying the host's result when a host rule
    (resignation, draw, time-out, move limit) ended a match the engine thinks goes on,
    so a final board never says "White to move", and, the match over, every hidden piece
    shown as its owner sees it (:mod:`bot.service.reveal`): the final board shows the
    Stealth Kings its text names.  A pure function of its arguments: the web companion's
    drawing process calls it too."""
    view: dict[str, Any] = game.view(state, seat)
    if match.status not in OVER:
        return view
    if view.get("outcome") is None:
        ending = match.ending or Ending.UNRECORDED
        # The stored reason stays a message (markup): each front end words it for its
        # reader (bot.service.captions for pictures, bot.console.board_words for text).
        outcome = {"winner": match.winner, "reason": match.reason or "", "kind": ending.value}
        view = {**view, "to_move": None, "outcome": outcome}
    return owners_view(game, state, view)
