"""The engine contract every game implements, and the behaviour they all share.

An engine subclasses :class:`Game` and provides the rules: ``_start``, ``load``, ``dump``,
``to_move``, ``_generate`` (canonical text -> engine move), ``_apply``, ``outcome`` and
``view``.  This class turns them into the public contract of docs/architecture.md: sorted
legal lists, strict but lenient parsing, automatic passes, option checking and a cache so the
same state is never generated twice in a row (the service, the renderer and the AI all ask).
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import product
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol

from games.core.geometry import Board
from games.core.move_lists import MoveList, SortedMoves
from games.core.notation import MUST_BE_TEXT, MoveSyntax, Reading, match_move
from games.core.outcome import Ending, Outcome
from games.core.refusal import generic_refusal
from games.core.view import Mark, PieceView, make_view
from games.errors import IllegalMove, InvalidMove, OptionError, Refusal
from games.phrase import Phrase

__all__ = ["PASS", "Ending", "Game", "OptionSpec", "Outcome", "State", "play_forced_passes"]

PASS = "pass"
_CACHE_SIZE = 4096

State = Hashable  # every engine state is an immutable, hashable value with a ``turn`` side


class GameState(Protocol):
    """What the contract needs of an engine's state: hashable (the caches key on it) and the
    side whose turn it is (views report it)."""

    @property
    def turn(self) -> str: ...

    def __hash__(self) -> int: ...


# The state type of one engine (``Game[KCState]``).  A plain ``Game`` is any engine (the hosts
# hold one by its id): the default makes its states ``Any``.  ``typing.TypeVar`` takes a
# default only from Python 3.13, so the checker reads the typing_extensions one.
if TYPE_CHECKING:
    from typing_extensions import TypeVar

    S = TypeVar("S", bound=GameState, default=Any)
else:
    from typing import TypeVar

    S = TypeVar("S", bound=GameState)


_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}
_MAX_OPTION_DIGITS = 18  # no option is near this; it keeps int() away from huge digit runs


def _whole_number(value: Any) -> int | None:
    """``value`` as an int when it is exactly one: 3, 3.0 or '3'; None otherwise.

    Bools are refused (``True`` is not a count), and so are non-finite and fractional floats,
    which ``int()`` would raise on or silently round.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if math.isfinite(value) and value.is_integer() else None
    if isinstance(value, str):
        text = value.strip()
        digits = text[1:] if text[:1] in "+-" else text
        if digits.isascii() and digits.isdigit() and len(digits) <= _MAX_OPTION_DIGITS:
            return int(text)
    return None


def _shown(value: Any) -> str:
    """A short repr of an option value for a message (a pasted wall of text is cut)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


@dataclass(frozen=True)
class OptionSpec:
    """One start option of a game, with the values the conformance suite tries."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    samples: tuple[Any, ...] = ()

    def coerce(self, value: Any) -> Any:
        """Accept a Python value or its text (``'on'``, ``'12'``); OptionError saying why not.

        Options arrive from slash commands, the console and ``python -m games``, so text and
        numbers are both normal; anything that would have to be rounded, or is not a number at
        all (``3.7``, ``inf``, ``'nan'``, ``True`` for a count), is refused rather than guessed.
        """
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower() if isinstance(value, str | int) else None
            if text in _TRUE:
                return True
            if text in _FALSE:
                return False
            raise self._refused("option-on-off", "is on or off", value)
        if isinstance(self.default, int):
            number = _whole_number(value)
            if number is None:
                raise self._refused("option-whole-number", "takes a whole number", value)
            if self.choices and number not in self.choices:
                raise self._refused_choice(str(number))
            return number
        text = str(value).strip().lower() if isinstance(value, str) else None
        if text is None or (self.choices and text not in self.choices):
            raise self._refused_choice(_shown(value))
        return text

    def _refused(self, message_id: str, rule: str, value: Any) -> OptionError:
        """The refusal of ``value``: ``Option NAME <rule>, not VALUE.`` as message
        ``message_id`` (the value as it was given, quoted as Python shows it)."""
        shown = _shown(value)
        return OptionError(
            Phrase.of(
                message_id,
                f"Option {self.name} {rule}, not {shown}.",
                option=self.name,
                typed=shown,
            )
        )

    def _refused_choice(self, shown: str) -> OptionError:
        """The refusal of a value outside the option's choices (``shown`` as written)."""
        choices = self._choice_phrase()
        return OptionError(
            Phrase.of(
                "option-choices",
                f"Option {self.name} takes {choices}, not {shown}.",
                option=self.name,
                choices=choices,
                typed=shown,
            )
        )

    def _choice_phrase(self) -> Phrase:
        """The option's values: a run of numbers as ``1–9`` (no words to translate), two or
        more others as ``a or b`` (each language's word for "or")."""
        values = [str(c) for c in self.choices]
        if len(values) > 4 and all(isinstance(c, int) for c in self.choices):
            return Phrase("", f"{values[0]}–{values[-1]}")
        said: Phrase | str = values[0]
        for value in values[1:]:
            said = Phrase.of("option-either", f"{said} or {value}", first=said, second=value)
        return said if isinstance(said, Phrase) else Phrase("", said)

    def test_values(self) -> tuple[Any, ...]:
        return self.samples or self.choices or (self.default,)


@dataclass
class _Cache:
    """A small LRU of per-state results (legal moves, outcomes)."""

    size: int = _CACHE_SIZE
    data: OrderedDict[Hashable, Mapping[str, Any]] = field(default_factory=OrderedDict)

    def get(self, key: Hashable) -> Mapping[str, Any] | None:
        value = self.data.get(key)
        if value is not None:
            self.data.move_to_end(key)
        return value

    def put(self, key: Hashable, value: Mapping[str, Any]) -> Mapping[str, Any]:
        self.data[key] = value
        if len(self.data) > self.size:
            self.data.popitem(last=False)
        return value


class Game(ABC, Generic[S]):
    """Base class of the engines; see the module docstring for what a subclass provides."""

    id: ClassVar[str]
    name: ClassVar[str]
    board: ClassVar[Board]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    # The words and drop letters this game's move texts use: anything else typed is refused.
    syntax: ClassVar[MoveSyntax] = MoveSyntax()
    # The game's own rematch rule: the loser of the previous game moves first (option "first").
    rematch_loser_first: ClassVar[bool] = False
    # True when ``_generate`` already gives its moves in sorted text order, as a mapping the
    # contract keeps as it is (games.core.move_lists.KeyedMoves, say); otherwise the contract
    # sorts the texts of the engine's dict (SortedMoves).
    generates_sorted: ClassVar[bool] = False

    def __init__(self) -> None:
        self._moves_cache = _Cache()
        # The last state generated and its moves: ``outcome`` (through ``both_stuck``) and
        # ``_moves`` ask for the same state one after the other, and generation is the cost.
        self._last_generated: tuple[S | None, Mapping[str, Any]] = (None, {})

    # ----- options -------------------------------------------------------------------------

    def resolve_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """All options with defaults filled in and values checked; OptionError saying why not."""
        specs = {spec.name: spec for spec in self.options}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            raise OptionError(self._unknown_option(unknown[0], list(specs)))
        return {
            name: spec.coerce(options[name]) if name in options else spec.default
            for name, spec in specs.items()
        }

    def _unknown_option(self, name: str, known: list[str]) -> Phrase:
        """``GAME has no option 'NAME' (its options: a, b).``, or that it has none."""
        if not known:
            return Phrase.of(
                "option-unknown-none",
                f"{self.name} has no option {name!r} (its options: none).",
                game=self.name,
                typed=repr(name),
            )
        listed = ", ".join(known)
        return Phrase.of(
            "option-unknown",
            f"{self.name} has no option {name!r} (its options: {listed}).",
            game=self.name,
            typed=repr(name),
            options=listed,
        )

    def option_variants(self) -> list[dict[str, Any]]:
        """Every combination of the options' sample values (what the conformance suite plays)."""
        names = [spec.name for spec in self.options]
        values = [spec.test_values() for spec in self.options]
        return [dict(zip(names, combo, strict=True)) for combo in product(*values)]

    def start(self, **options: Any) -> S:
        """The starting state for these options."""
        return self._start(self.resolve_options(options))

    # ----- moves ---------------------------------------------------------------------------

    def _moves(self, state: S) -> Mapping[str, Any]:
        """Canonical text -> engine move, in sorted order, with the forced pass included."""
        cached = self._moves_cache.get(state)
        if cached is not None:
            return cached
        if self.outcome(state) is not None:
            moves: Mapping[str, Any] = {}
        else:
            generated = self._generate_once(state)
            if not generated:
                moves = {PASS: PASS}
            elif self.generates_sorted:
                moves = generated  # never changed by any caller (see _generate_once)
            else:
                moves = SortedMoves(generated)
        return self._moves_cache.put(state, moves)

    def legal_moves(self, state: S) -> list[str]:
        """Canonical move texts, sorted, no duplicates; empty exactly when the game is over."""
        moves = self._moves(state)
        return moves.text_list() if isinstance(moves, MoveList) else list(moves)

    def parse_move(self, state: S, text: str) -> str:
        """The canonical text of the legal move ``text`` names; a MoveError saying why not.

        Hosts use it to log the canonical move; engines with extra lenient forms override it and
        still read the text through ``games.core.notation`` (one parser for every game).
        """
        if not isinstance(text, str):
            raise InvalidMove(MUST_BE_TEXT)
        moves = self._moves(state)
        if not moves:
            outcome = self.outcome(state)
            ending = outcome.told() if outcome else Phrase("", "")
            english = f"The game is over: {ending}".strip()
            raise IllegalMove(Phrase.of("refusal-game-ended", english, ending=ending))
        return match_move(
            text, list(moves), self.board, self.syntax, lambda typed: self.refusal(state, typed)
        )

    def refusal(self, state: S, typed: Reading) -> Refusal | None:
        """Which rule refuses the move ``typed`` (read, and matched by no legal move).

        The engine's own ``explain_illegal`` is asked first; what it leaves unsaid, the shared
        reasons say from the mover's view and the legal list (an empty square, the opponent's
        piece, where the piece can go), so a game without an explainer still says why.
        """
        if self.to_move(state) is None:
            return None
        return self.explain_illegal(state, typed) or generic_refusal(self, state, typed)

    def explain_illegal(self, state: S, typed: Reading) -> Refusal | None:
        """Optional: why the game's rules refuse ``typed`` in ``state`` (None: not known).

        Called only after the legal list has refused the move, so the list stays the
        authority; a reason must hold in ``state`` and may use only what the mover may see.
        """
        return None

    def play(self, state: S, text: str) -> S:
        """The state after the move ``text`` names (leniently parsed); never mutates ``state``."""
        moves = self._moves(state)
        # A canonical text (what searches play) needs no matching; anything that is not text
        # (a list, None) goes to parse_move, which refuses it as a MoveError.
        move = moves.get(text) if isinstance(text, str) else None
        if move is None:
            move = moves[self.parse_move(state, text)]
        # Only _moves makes the PASS value (an engine's own moves are never text), and ``is``
        # spares the call of a dataclass move's __eq__.
        if move is PASS:
            return self._pass(state)
        return self._apply(state, move)

    def public_position(self, state: S) -> str:
        """The position string with everything the public view hides taken out.

        Hosts store and show this one; the full ``dump`` goes only where secrets may go.  Games
        without hidden information return ``dump(state)``.
        """
        return self.dump(state)

    def public_move_text(self, state: S, move: str) -> str:
        """How the canonical ``move``, played in ``state``, may be shown to everyone.

        A secret decision (a Stealth King's ``king b2``) returns a redacted text; every other
        move is public as it stands.
        """
        return move

    def build_view(
        self,
        state: S,
        seat: str | None,
        *,
        pieces: Mapping[int, PieceView],
        marks: Iterable[Mark] = (),
        info: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        """A view in the shared schema; engines give what differs (pieces, marks, info) and
        the side whose turn it is, the side to decide and the outcome are filled in here."""
        outcome = self.outcome(state)
        return make_view(
            game_id=self.id,
            title=self.name,
            board=self.board,
            seat=seat,
            turn=state.turn,
            to_move=self.to_move(state),
            pieces=pieces,
            marks=marks,
            outcome=outcome.as_dict() if outcome else None,
            info=info,
        )

    def both_stuck(self, state: S) -> bool:
        """Neither side has a move but a pass: two passes in a row would follow, a draw.

        Engines call this from ``outcome`` so the draw is a fact of the position, not of a
        pass counter that the position string would have to carry.
        """
        return not self._generate_once(state) and not self._generate(self._pass(state))

    def _generate_once(self, state: S) -> Mapping[str, Any]:
        """``_generate(state)``, answered from the last call when it was for this very state.

        Read and written as one tuple, so threads sharing an engine never pair a state with
        another state's moves; callers must not change the dict they get.
        """
        last_state, last_moves = self._last_generated
        if last_state is state:
            return last_moves
        moves = self._generate(state)
        self._last_generated = (state, moves)
        return moves

    # ----- what engines provide ------------------------------------------------------------

    @abstractmethod
    def _start(self, options: dict[str, Any]) -> S: ...

    @abstractmethod
    def load(self, text: str) -> S:
        """Read a position string; games.InvalidPosition saying why if it cannot be read."""

    @abstractmethod
    def dump(self, state: S) -> str:
        """The canonical position string of ``state``."""

    @abstractmethod
    def to_move(self, state: S) -> str | None:
        """The side that must decide now, or None when the game is over."""

    @abstractmethod
    def _generate(self, state: S) -> Mapping[str, Any]:
        """Every legal move but the forced pass: canonical text -> engine move (in sorted text
        order when ``generates_sorted``)."""

    @abstractmethod
    def _apply(self, state: S, move: Any) -> S:
        """The state after a generated move."""

    @abstractmethod
    def _pass(self, state: S) -> S:
        """The state after the side to move passes."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """None while the game goes on."""

    @abstractmethod
    def view(self, state: S, seat: str | None) -> dict[str, Any]:
        """What ``seat`` ('white', 'black', or None for the public) may know, as JSON data."""


def play_forced_passes(game: Game[S], state: S) -> tuple[S, list[str]]:
    """Play the passes a side is forced into; return the new state and the sides that passed.

    Hosts call this after every move so that a side that cannot move "misses a turn"
    automatically and the pass is announced and logged like any move.
    """
    passed: list[str] = []
    while game.legal_moves(state) == [PASS] and len(passed) < 2:
        passer = game.to_move(state)
        if passer is None:  # a pass is legal only while a side is to decide
            break
        passed.append(passer)
        state = game.play(state, PASS)
    return state, passed
