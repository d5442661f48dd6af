"""Alpha-beta search over the engine contract, with iterative deepening under a clock.

Written as minimax from one side's point of view (not negamax) because a side may make several
decisions in a row (a jump continuation, a boss drop, a re-placement chosen by the opponent):
each node asks the engine whose decision it is.  States are hashable, so a transposition table
keyed by state remembers bounds and the best move to try first at the next depth.

The clocks are read at every node, so a search stops within one node expansion of its limit:
the budget is a promise to the players, not a hint.  ``hard``'s budget is the search's own
processor time (``Limits.cpu_deadline``, read on the searching thread's clock), so it searches
as much on a busy machine as on a quiet one; a wall-clock cap (``Limits.deadline``) bounds how
long that may take when other work shares the cores (``games/ai/players.py``).

What the scores promise.  A won or lost line scores ``WIN - n`` or ``-WIN + n``, n counting
the root side's own decisions (so a coach can say "within n of your moves"); the table stores
such a score counted from its own position and counts the way back in when it is read, so a
transposition reached along a longer line is not taken for a quicker win.  Root scores are
exact for the first move and any later one that beat it, upper bounds otherwise
(``RootResult.exact``); the best move is the first of the top score, never a move that only
tied it as a bound.  An iteration cut short changes the choice only for what it proved
(``_partial``): issue 30's King's Crossing position (``km2/1m2/3m/2m1/1M2/K2m/M3/M3 w``) had
hard return a3-a5, proven lost, from an unfinished depth-4 iteration at 2,500-3,500 nodes.

Measured in Checkers with Bosses against medium at 2 s and taken out again: late move
reductions (0 wins in 8 games) and a quiescence search of compulsory captures at the horizon
(2 in 9, and 4 in 10 against 7 in 10 without it at 0.5 s), both of which cost the plain depth
more than they saved.  The quiescence search again, hard with it against hard without it at
0.5 s a move, 14 games of 300 plies scored by hit points where unfinished: 7 each.

Kept for King's Crossing only (``Knowledge.quiescence``), where every loss of hard against a
Monte-Carlo player was a King taken by a compulsory jump chain just past the horizon: the
search goes on through positions where every legal move is a jump (``_quiet``).  Hard with it
against hard without it, 12 games each, colours alternating, 4 random opening plies: 8 wins,
1 unfinished, 3 losses at 3,000 nodes a move; 11 wins, 1 loss at 0.3 s a move.  It also finds
the loss of a3-a5 in issue 30's position by 1,000 nodes (without it, 10,000 are needed).

What the quiescence search cannot see, the quiet move before a chain begins, King's Crossing's
evaluation says (``knowledge/king_safety.py``: a chain the enemy could start, a slide that
lures the King into a jump where it is taken, the King's open sides).  Against the
Monte-Carlo yardstick (hard 0.5 s vs 1,000 playouts, 6 games each, seed 1): 4-0-2 before;
3-0-2 and 1 unfinished with the chain and open-side terms while the King's road to the enemy
Home still counted 3 a step (it walked out into the hunts the terms warn of); 4-0-2 at 1 a
step; 5-0-1 with the lure term too, and 6-0-0 with exact lures and the King's one-slide win.

Hidden information (Stealth King) searches one world that guesses the hidden King, and the
guess is corrected where it decides games (``knowledge/kings_crossing.py``): an opponent's
move onto a square of ``lost_on`` (the seat's Home, which any enemy piece may enter as the
King) is a loss with that square's chance, else the game goes on (``_entered``); a win the
knowledge doubts (the guessed King taken) scores what ``doubted_win`` says.  Neither is a
proven score.  Searches of games with nothing hidden get neither and run as before.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from games.ai.knowledge import Knowledge, read_position
from games.ai.knowledge.base import DoubtedWin, never_dead, without_counters
from games.core.engine import Game, State

WIN = 1_000_000.0
# A score beyond this is a forced win (or loss) the search proved: evaluations stay far below.
DECISIVE = WIN / 2
# The score of going back to a position already seen: below every evaluation, above a proven
# loss.  The bot plays on rather than circle (a cycle ends only at the host's move limit).
# In a game with dead draws a repeat costs the game's ``repeat_cost`` instead, a dead draw at
# most (``AlphaBeta._repeat``).
REPEAT = -WIN / 4
ABOVE_DRAW = 1e-3  # how far a repeat scores above a dead draw at least, where the game has them
# An opponent's move onto a square of ``lost_on`` (a loss with the square's chance): what the
# loss costs, in the evaluation's units, and the bound on the value of the game going on.
ENTRY_LOSS = 1000.0
_EXACT, _LOWER, _UPPER = 0, 1, 2
MAX_EXTENSION = 8  # extra plies a line of forced (single) moves may add
INF = float("inf")
NULL_WINDOW = 1e-6  # scores are floats: a window this narrow only asks "better or not?"


class SearchStopped(Exception):
    """The deadline or the node limit was reached inside the search."""


Clock = Callable[[], float]  # seconds, as time.perf_counter or time.thread_time give them


@dataclass
class Limits:
    """When a search must stop: any of a wall-clock ``deadline`` (on ``wall_clock``), a node
    count, and a processor-time ``cpu_deadline`` (on ``cpu_clock``, the searching thread's own
    processor time: what the search did, whatever else the machine runs).  The clocks are
    injectable so a test can say what each one reads."""

    deadline: float | None = None
    max_nodes: int | None = None
    cpu_deadline: float | None = None
    cpu_clock: Clock = time.thread_time
    wall_clock: Clock = time.perf_counter


@dataclass
class RootResult:
    """The outcome of a search: the chosen move and the root scores it was chosen from.

    ``exact`` names the root moves whose score is their value at that depth; every other score
    is an upper bound (the move was only shown to be no better than one searched before it).
    """

    move: str
    score: float
    depth: int  # the deepest iteration that finished (0: none did)
    nodes: int
    scores: dict[str, float] = field(default_factory=dict)
    exact: frozenset[str] = frozenset()


@dataclass
class _Entry:
    depth: int
    value: float
    bound: int
    best: str | None


class AlphaBeta:
    """One search for ``side`` (the root's decider), sharing its tables across iterations."""

    def __init__(
        self,
        game: Game,
        knowledge: Knowledge,
        side: str,
        limits: Limits,
        rng: random.Random,
        avoid: frozenset[str] = frozenset(),
        contempt: float = 0.0,
        lost_on: Mapping[str, float] | None = None,
        doubted_win: DoubtedWin | None = None,
    ) -> None:
        self.game = game
        # Positions already seen, compared without the turn counters in their strings.
        self.avoid = frozenset(without_counters(text, knowledge.counters) for text in avoid)
        # Squares an opponent's move ending on wins with a chance (``Knowledge.lost_on``:
        # Stealth King, where any enemy piece may be the hidden King): see ``_entered``.
        self.lost_on = dict(lost_on or {})
        self._lost_suffixes = tuple(self.lost_on)
        # The value of a win that rests on a guess (``Knowledge.doubted_win``), for searches
        # of a world sampled for hidden information; None: every win is sure.
        self.doubted_win = doubted_win
        # A dead draw (``knowledge.dead_draw``) scores this far below even at a leaf.
        self.contempt = contempt
        self.knowledge = knowledge
        self.side = side
        self.limits = limits
        self.rng = rng
        self.nodes = 0
        self._table: dict[State, _Entry] = {}
        self._evals: dict[State, float] = {}
        # History heuristic: move texts that caused cut-offs anywhere are tried early elsewhere
        # (the same winning King step or capture usually refutes many sibling lines).
        self._history: dict[str, int] = {}

    # ----- public ----------------------------------------------------------------------------

    def iterate(self, state: State, max_depth: int) -> RootResult:
        """Deepen 1, 2, ... up to ``max_depth`` until a limit stops it; the last sound answer.

        An iteration cut short still counts for what it proved (see ``_partial``): a move it
        showed better than the previous best replaces it, and a previous best it refuted (a
        proven loss) gives way to a move not yet refuted; nothing else changes the choice.
        """
        moves = self._root_order(state)
        result = RootResult(moves[0], 0.0, 0, 0)
        for depth in range(1, max_depth + 1):
            scores: dict[str, float] = {}
            exact: set[str] = set()
            try:
                self._search_root(state, moves, depth, scores, exact)
            except SearchStopped:
                result = self._partial(result, moves, scores, exact)
                break
            result = self._result(scores, exact, depth)
            moves = sorted(moves, key=lambda move: -scores[move])
            if abs(result.score) > DECISIVE:
                break  # a forced win or loss is proven; deeper search cannot change it
        result.nodes = self.nodes
        return result

    def score_moves(
        self, state: State, moves: list[str], depth: int, exact: set[str] | None = None
    ) -> dict[str, float]:
        """Every root move's value at ``depth``, searched in the order given (for analysis).

        The first move's value is exact, and so is each later one that beats every move before
        it; the others are upper bounds (they were only shown to be no better).  So a move
        whose exact value matters (the one a player played) goes first.  ``exact``, when given,
        receives the moves whose value is exact.  Raises SearchStopped when a limit is reached
        before the last move is scored.
        """
        scores: dict[str, float] = {}
        self._search_root(state, moves, depth, scores, set() if exact is None else exact)
        return scores

    def line(self, state: State, move: str, length: int) -> tuple[str, ...]:
        """``move`` and the replies this search expects after it, at most ``length`` decisions:
        the best move each position's table entry remembers (a forced one needs none), up to
        the end of the game or the first position the search did not keep."""
        moves = [move]
        state = self.game.play(state, move)
        seen = {state}
        while len(moves) < length and self.game.outcome(state) is None:
            legal = self.game.legal_moves(state)
            entry = self._table.get(state)
            if len(legal) == 1:
                step = legal[0]
            elif entry is not None and entry.best in legal:
                step = entry.best
            else:
                break
            moves.append(step)
            state = self.game.play(state, step)
            if state in seen:
                break
            seen.add(state)
        return tuple(moves)

    # ----- the search ------------------------------------------------------------------------

    def _result(self, scores: dict[str, float], exact: set[str], depth: int) -> RootResult:
        """The best move of a finished iteration: the first (in search order) of the highest
        score, which is exact (a later move only equalling it is an upper bound)."""
        best = max(scores, key=lambda move: scores[move])
        return RootResult(best, scores[best], depth, self.nodes, dict(scores), frozenset(exact))

    def _partial(
        self, previous: RootResult, moves: list[str], scores: dict[str, float], exact: set[str]
    ) -> RootResult:
        """What an unfinished iteration changes about ``previous`` (the last finished one).

        ``moves`` were searched in order, the previous best first.  A later move that beat it
        was proven better at the deeper depth and replaces it.  Otherwise the previous best
        stays, unless this iteration proved it lost: then every move searched so far is lost
        too (each was shown no better), and the first move not yet searched whose last known
        score is not a proven loss is played instead.  A move is never exchanged for one the
        unfinished iteration merely has not looked at, nor for one it refuted.
        """
        if not scores:
            return previous
        best = max(scores, key=lambda move: scores[move])
        if best != moves[0] or scores[best] >= -DECISIVE:
            return RootResult(
                best, scores[best], previous.depth, self.nodes, dict(scores), frozenset(exact)
            )
        known = previous.scores
        for move in moves:
            if move not in scores and known.get(move, 0.0) >= -DECISIVE:
                return RootResult(
                    move, known.get(move, 0.0), previous.depth, self.nodes, dict(scores)
                )
        return RootResult(
            best, scores[best], previous.depth, self.nodes, dict(scores), frozenset(exact)
        )

    def _root_order(self, state: State) -> list[str]:
        """Legal moves shuffled (ties break at random), then captures-looking moves first."""
        moves = self.game.legal_moves(state)
        self.rng.shuffle(moves)
        return sorted(moves, key=_capture_first)

    def _search_root(
        self, state: State, moves: list[str], depth: int, scores: dict[str, float], exact: set[str]
    ) -> None:
        """Score ``moves`` in order: the first with a full window, each later one first with a
        null window at the best so far (principal variation search, as in ``_scout``) and again
        with no upper limit only when it does better.  A score at or below the best before it
        is an upper bound either way; above it, exact.  Measured with ``_value``'s null windows
        no longer waiting for both bounds: 6 % fewer nodes to depth 5 on 30 positions of
        Checkers with Bosses benchmark games."""
        alpha = -INF
        for move in moves:
            child = self.game.play(state, move)
            if self._repeats(child):
                value = self._repeat(child, depth, alpha)
            elif alpha == -INF:
                value = self._value(child, depth - 1, alpha, INF, 1, 0)
            else:
                value = self._value(child, depth - 1, alpha, alpha + NULL_WINDOW, 1, 0)
                if value > alpha:
                    value = self._value(child, depth - 1, alpha, INF, 1, 0)
            scores[move] = value
            if value > alpha:
                exact.add(move)  # searched with no upper limit: above alpha it is exact
            alpha = max(alpha, value)

    def _repeats(self, child: State) -> bool:
        """Whether a root move returns to a position the game has already been in.

        None of these games draws by repetition, so two sides could go round the same cycle
        for ever (seen: a Charing Cross jump answered by the same jump back, again and again).
        Such a move is scored below any evaluation: taken only when every other move loses
        by force.
        """
        if not self.avoid or self.game.outcome(child) is not None:
            return False
        position = without_counters(self.game.public_position(child), self.knowledge.counters)
        return position in self.avoid

    def _repeat(self, child: State, depth: int, alpha: float) -> float:
        """The score of a root move back to a position already seen.

        ``REPEAT``, below every evaluation, in a game without dead draws.  In a game with them
        a repeat keeps every chance the position has, which a dead draw ends: so it scores its
        searched value less the game's ``Knowledge.repeat_cost``, but never less than just
        above a dead draw (``-contempt + ABOVE_DRAW``), nor more than the searched value.
        Seen in Checkers with Bosses (issue 30): with two bosses against a lone boss, hard's
        only moves that kept its attacked boss went back to positions of the last plies, and
        at ``REPEAT`` it let the boss be taken into the dead draw instead.  Then, with every
        repeat scored as a dead draw (a full boss down for hard), it gave a boss of two hit
        points away rather than go back once to a position of three plies before.
        """
        if self.knowledge.dead_draw is never_dead:
            return REPEAT
        value = self._value(child, depth - 1, alpha, float("inf"), 1, 0)
        return min(value, max(-self.contempt + ABOVE_DRAW, value - self.knowledge.repeat_cost))

    def _tick(self) -> None:
        self.nodes += 1
        limits = self.limits
        if limits.max_nodes is not None and self.nodes > limits.max_nodes:
            raise SearchStopped
        if limits.cpu_deadline is not None and limits.cpu_clock() > limits.cpu_deadline:
            raise SearchStopped
        if limits.deadline is not None and limits.wall_clock() > limits.deadline:
            raise SearchStopped

    def _value(
        self, state: State, depth: int, alpha: float, beta: float, made: int, extended: int
    ) -> float:
        """The minimax value of ``state`` for the root side, within the window (alpha, beta).

        ``made`` counts the root side's decisions on the way here (the root move is the first):
        a win scores ``WIN - n`` and a loss ``-WIN + n`` for the n decisions of the root side it
        takes, so "within n of your moves" can be read off a proven score.  The table stores a
        decisive score counted from the state it belongs to, and adds the decisions made on the
        way there back when it is read: a position reached along another line is as many moves
        from its end as before, not as many as from the root.
        """
        self._tick()
        if depth <= 0:
            # A leaf asks only for the outcome: generating its moves would cost a search level.
            if self.game.outcome(state) is not None:
                return self._terminal(state, made)
            if self.knowledge.quiescence:
                return self._quiet(state, alpha, beta, made)
            return self._evaluate(state)
        moves = self.game.legal_moves(state)
        if not moves:
            return self._terminal(state, made)
        maximizing = self.game.to_move(state) == self.side
        after = made + 1 if maximizing else made  # the children's count
        if len(moves) == 1 and extended < MAX_EXTENSION:
            # A forced decision costs no depth: mid-turn continuations stay inside the horizon.
            return self._value(
                self.game.play(state, moves[0]), depth, alpha, beta, after, extended + 1
            )
        entry = self._table.get(state)
        if entry is not None and entry.depth >= depth:
            stored = _from_table(entry.value, made)
            if entry.bound == _EXACT:
                return stored
            if entry.bound == _LOWER and stored >= beta:
                return stored
            if entry.bound == _UPPER and stored <= alpha:
                return stored
        low, high = alpha, beta
        best_value = -float("inf") if maximizing else float("inf")
        best_move = None
        guarded = () if maximizing else self._lost_suffixes  # empty but in Stealth King
        for index, move in enumerate(self._ordered(moves, entry.best if entry else None)):
            child = self.game.play(state, move)
            if guarded and self._enters(move, child):
                going_on = self._value(child, depth - 1, -INF, INF, after, extended)
                value = self._entered(move, going_on)
            elif index == 0 or (low == -INF if maximizing else high == INF):
                # The first move, or no bound yet to test against (a null window needs the
                # side to move's own bound; the other may be infinite, as near the root).
                value = self._value(child, depth - 1, low, high, after, extended)
            else:
                value = self._scout(child, maximizing, depth, (low, high), after, extended)
            if maximizing and value > best_value:
                best_value, best_move = value, move
                low = max(low, value)
            elif not maximizing and value < best_value:
                best_value, best_move = value, move
                high = min(high, value)
            if low >= high:
                self._history[move] = self._history.get(move, 0) + depth * depth
                break
        if best_value <= alpha:
            bound = _UPPER
        elif best_value >= beta:
            bound = _LOWER
        else:
            bound = _EXACT
        self._table[state] = _Entry(depth, _to_table(best_value, made), bound, best_move)
        return best_value

    def _quiet(self, state: State, alpha: float, beta: float, made: int) -> float:
        """A horizon position's value once compulsory captures have run their course.

        Where every legal move captures (a compulsory jump), the position is not yet what it
        seems: the side to move cannot stand still, so each capture is searched (captures
        only; each removes a piece, so the lines end) and the evaluation waits for a quiet
        position.  Not stored in the table: it is not a value at any search depth.
        """
        moves = self.game.legal_moves(state)
        if not moves:
            return self._terminal(state, made)
        if not all("x" in move for move in moves):
            return self._evaluate(state)
        maximizing = self.game.to_move(state) == self.side
        after = made + 1 if maximizing else made
        best = -float("inf") if maximizing else float("inf")
        guarded = () if maximizing else self._lost_suffixes
        for move in self._ordered(moves, None):
            child = self.game.play(state, move)
            self._tick()
            if guarded and self._enters(move, child):
                value = self._entered(move, self._quiet(child, -INF, INF, after))
            elif self.game.outcome(child) is not None:
                value = self._terminal(child, after)
            else:
                value = self._quiet(child, alpha, beta, after)
            if maximizing:
                best = max(best, value)
                alpha = max(alpha, value)
            else:
                best = min(best, value)
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best

    def _enters(self, move: str, child: State) -> bool:
        """Whether an opponent's ``move`` ends on a square of ``lost_on`` in a game that goes
        on (a move that ends it is scored by its outcome)."""
        return move.endswith(self._lost_suffixes) and self.game.outcome(child) is None

    def _entered(self, move: str, going_on: float) -> float:
        """The value of an opponent's move onto a ``lost_on`` square: lost (``-ENTRY_LOSS``)
        with the square's chance, else what the search found after it (``going_on``, searched
        with a full window, a proven result counted as ``ENTRY_LOSS``).  Never a proven score:
        the loss is a chance, and a world where every move allows an entry still plays its
        best.  Not the loss's chance subtracted from ``going_on``: a race the search wins
        after the entry would then count whole (hard lost a game so, its King two moves from
        the enemy's Home while the enemy's entered its own).
        """
        chance = next(p for square, p in self.lost_on.items() if move.endswith(square))
        going_on = max(-ENTRY_LOSS, min(ENTRY_LOSS, going_on))
        return (1.0 - chance) * going_on - chance * ENTRY_LOSS

    def _scout(
        self,
        child: State,
        maximizing: bool,
        depth: int,
        window: tuple[float, float],
        made: int,
        extended: int,
    ) -> float:
        """A later sibling's value: first only whether it beats the best so far.

        Principal variation search: with good ordering the first move is best, so every later
        one is tested with a null window at the bound the earlier ones set (cheap when the test
        fails) and searched in full only when it does better.  The value is the same as a full
        window's; the time saved goes into depth.
        """
        low, high = window
        if maximizing:
            value = self._value(child, depth - 1, low, low + NULL_WINDOW, made, extended)
            better = value > low
        else:
            value = self._value(child, depth - 1, high - NULL_WINDOW, high, made, extended)
            better = value < high
        if better and low < value < high:
            value = self._value(child, depth - 1, low, high, made, extended)
        return value

    def _ordered(self, moves: list[str], best: str | None) -> list[str]:
        """The table's best move, then captures, then by cut-offs caused so far."""
        history = self._history
        ordered = sorted(moves, key=lambda move: (_capture_first(move), -history.get(move, 0)))
        if best is not None and best in moves:
            ordered.remove(best)
            ordered.insert(0, best)
        return ordered

    def _terminal(self, state: State, made: int) -> float:
        """Won or lost after ``made`` decisions of the root side, a win sooner being better
        and a loss later; a draw is even.  A win the game's knowledge doubts (a guessed hidden
        King taken, ``doubted_win``) scores what the knowledge says instead."""
        outcome = self.game.outcome(state)
        if outcome is None or outcome.winner is None:
            return 0.0
        if outcome.winner != self.side:
            return -WIN + made
        if self.doubted_win is not None:
            position = read_position(self.game, self.game.dump(state))
            value = self.doubted_win(self.game.board, position, self.side)
            if value is not None:
                return value
        return WIN - made

    def _evaluate(self, state: State) -> float:
        value = self._evals.get(state)
        if value is None and self.knowledge.leaf is not None:
            value = self._evals[state] = self.knowledge.leaf(state, self.side, self.contempt)
        if value is None:
            position = read_position(self.game, self.game.dump(state))
            if self.contempt and self.knowledge.dead_draw(self.game.board, position):
                value = -self.contempt
            else:
                value = self.knowledge.evaluate(self.game.board, position, self.side)
            self._evals[state] = value
        return value


def _to_table(value: float, made: int) -> float:
    """A decisive score counted from the state it is stored for (see ``AlphaBeta._value``)."""
    if value > DECISIVE:
        return value + made
    if value < -DECISIVE:
        return value - made
    return value


def _from_table(value: float, made: int) -> float:
    """A stored decisive score counted from the root again, ``made`` decisions down."""
    if value > DECISIVE:
        return value - made
    if value < -DECISIVE:
        return value + made
    return value


def _capture_first(move: str) -> int:
    """Moves written with ``x`` capture in every game that uses it: search them first."""
    return 0 if "x" in move else 1
