"""Tutorials: ``learn GAME`` shows the player's current lesson, ``learn GAME MOVE`` answers it.

Lessons are data (:mod:`bot.lessons`); this collaborator of the match service keeps each
player's place in them (``db.lessons``), renders the lesson's board and judges answers with
the engine: input that is no legal move gets the engine's own error (the parser matches use),
a legal move that misses the point is told what it did and the rule, a right one moves the
player on.  Everything here is for the asker alone (notices), as a lesson is nobody else's
business.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import games
from bot.lessons import Lesson, Tutorial, judge, tutorial
from bot.markup import command, strong, t
from bot.service import validation
from bot.service.errors import NotFound, ServiceError
from bot.service.game_choice import no_such_game
from bot.service.legend import marks_legend
from bot.service.phrases import engine_refusal
from bot.service.replies import Reply
from storage.lessons import LessonProgress

if TYPE_CHECKING:
    from bot.service.boards import Boards
    from bot.service.matches import Matches


def answer_command(game_id: str) -> str:
    """``learn GAME MOVE`` as markup, the placeholder in the reader's language."""
    return command("learn", game_id, t("lesson-placeholder-move"))


class Tutor:
    """The tutorials of every game, for every player (``service.tutor``)."""

    def __init__(self, matches: Matches, boards: Boards) -> None:
        self.matches = matches
        self.boards = boards

    # ----- finding the lesson ----------------------------------------------------------------

    @staticmethod
    def _tutorial(game_id: str) -> Tutorial:
        game_id = validation.text(game_id, t("validation-what-game"), longest=40)
        try:
            return tutorial(game_id)
        except games.UnknownGame:
            raise NotFound(no_such_game(game_id)) from None

    async def _progress(self, user_id: int, game_id: str) -> LessonProgress:
        validation.identifier(user_id, "player")
        progress = await self.matches.db.lessons.get(user_id, game_id)
        last = len(self._tutorial(game_id).lessons) - 1
        return LessonProgress(user_id, game_id, min(progress.current, last), progress.reached)

    async def show(
        self, user_id: int, game_id: str, number: int | None = None, *, language: str | None = None
    ) -> Reply:
        """The player's current lesson, or lesson ``number`` (1-based): any lesson passed so
        far, or the first one not passed yet (lessons build on each other); its board
        captioned in ``language``, the player's (None: English)."""
        number = validation.or_none(
            validation.whole,
            number,
            t("validation-what-lesson"),
            1,
            999,
            refusal=lambda value: t("lesson-no-such", lesson=value),
        )
        course = self._tutorial(game_id)
        progress = await self._progress(user_id, course.game_id)
        if number is not None:
            allowed = min(progress.reached + 1, len(course.lessons))
            if not 1 <= number <= allowed:
                raise ServiceError(
                    t(
                        "lesson-not-open",
                        number=number,
                        allowed=allowed,
                        total=len(course.lessons),
                    )
                )
            progress = LessonProgress(user_id, course.game_id, number - 1, progress.reached)
            await self.matches.db.lessons.save(progress, now=self.matches.clock())
        return await self._lesson_reply(
            course, course.lessons[progress.current], progress, language
        )

    async def moves(self, user_id: int, game_id: str) -> list[str]:
        """The legal moves of the player's current lesson (for suggestions as they type)."""
        course = self._tutorial(game_id)
        progress = await self._progress(user_id, course.game_id)
        game = games.get(course.game_id)
        lesson = course.lessons[progress.current]
        return game.legal_moves(lesson.state(game))

    # ----- answering -------------------------------------------------------------------------

    async def answer(
        self, user_id: int, game_id: str, text: str, *, language: str | None = None
    ) -> Reply:
        """Judge ``text`` as the answer to the player's current lesson (the next lesson's
        board captioned in ``language``, the player's)."""
        text = validation.text(text, t("validation-what-answer"))
        course = self._tutorial(game_id)
        progress = await self._progress(user_id, course.game_id)
        game = games.get(course.game_id)
        lesson = course.lessons[progress.current]
        heading = t("lesson-heading", game=game.name, number=lesson.number)
        try:
            move = game.parse_move(lesson.state(game), text)
        except games.MoveError as exc:
            why = engine_refusal(exc, course.game_id)
            refused = t("lesson-refused", game=game.name, number=lesson.number, why=why)
            raise ServiceError(refused) from None
        verdict = judge(game, lesson, move)
        if not verdict.right:
            again = answer_command(course.game_id)
            return Reply(
                notice=t("lesson-try-again", heading=heading, verdict=verdict.message, again=again)
            )
        reached = max(progress.reached, lesson.number)
        praise = t("lesson-right", heading=heading, move=strong(move), verdict=verdict.message)
        if lesson.number == len(course.lessons):
            await self.matches.db.lessons.save(
                LessonProgress(user_id, course.game_id, progress.current, reached),
                now=self.matches.clock(),
            )
            finale = (
                praise
                + "\n"
                + t(
                    "lesson-course-complete",
                    game=game.name,
                    play=command("play", course.game_id),
                    hint=command("hint"),
                    review=command("review"),
                )
            )
            return Reply(notice=finale)
        following = LessonProgress(user_id, course.game_id, lesson.number, reached)
        await self.matches.db.lessons.save(following, now=self.matches.clock())
        nxt = await self._lesson_reply(course, course.lessons[lesson.number], following, language)
        return Reply(notice=praise).merged(nxt)

    # ----- showing ---------------------------------------------------------------------------

    async def _lesson_reply(
        self, course: Tutorial, lesson: Lesson, progress: LessonProgress, language: str | None
    ) -> Reply:
        """A lesson as the player sees it: heading, rule, task, how to answer, and its board."""
        game = games.get(course.game_id)
        state = lesson.state(game)
        side = game.to_move(state) or "white"
        total = len(course.lessons)
        title = t(
            "lesson-title", game=game.name, number=lesson.number, total=total, title=lesson.title
        )
        lines = [
            strong(title),
            lesson.text,
            t("lesson-task", label=strong(t("lesson-task-label")), side=side, task=lesson.task),
            t("lesson-answer-with", learn=answer_command(course.game_id)),
        ]
        if progress.reached >= total:
            lines.append(t("lesson-course-done", game=game.name))
        elif progress.reached >= lesson.number:
            lines.append(t("lesson-passed"))
        view = game.view(state, None)
        legend = marks_legend(view)
        if legend:
            lines.append(legend)
        image = await self.boards.render(
            view,
            f"lesson-{course.game_id}-{lesson.number}.png",
            perspective=side,
            language=language,
        )
        return Reply(notice="\n".join(lines), notice_image=image)
