"""Every public service call, driven with generated bad values, answers with the service's
own error, and leaves the database exactly as it was (a dump of every table before and
after), on SQLite and on PostgreSQL.

The bad values are what a front end, a script or an attacker might hand over: NUL and other
control characters and lone surrogates in text, text far too long, numbers huge and
negative, floats where whole numbers go, Unicode digits ('²', '٣'), yes/no as numbers or
text, ids past the database's integers, and values of the wrong type.  Each argument of
each call gets its own strategy, every value of which is wrong for that argument, so any
answer but a ServiceError (a storage error, Python's own ValueError or TypeError, a success)
fails.  The database is dumped once before a call's examples and once after them: a refusal
that wrote anything would leave a difference there.

The budget: EXAMPLES generated values per argument (about 60 arguments), one seeded
database per backend.
"""

from __future__ import annotations

import asyncio
import inspect
import random
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from bot.markup import clean
from bot.service import MatchService, ServiceError, ServiceSettings, Viewer
from bot.service.errors import MAX_ID
from bot.service.live_clock import MoveTiming
from storage import Database
from storage.testing import rows_of
from tests.bot.conftest import ALICE, BOB, CAROL, FakeClock
from tests.viewers import local_viewer

EXAMPLES = 12
NOW = 1_800_000_000.0
YEAR = 365 * 86400.0
ME = local_viewer(ALICE)

# ----- bad values, by what the argument is -------------------------------------------------

CONTROL = st.characters(categories=["Cc", "Cs"])
NOT_TEXT = st.one_of(
    st.integers(),
    st.floats(allow_nan=True),
    st.binary(max_size=4),
    st.booleans(),
    st.lists(st.text(max_size=2), max_size=2),
)
UNICODE_DIGITS = st.sampled_from(["²", "٣", "१२", "１２", "⁵", "𝟓", "5", "12", "3.0"])
HUGE = st.one_of(st.integers(min_value=2**63), st.just(10**400))


def with_control() -> st.SearchStrategy[str]:
    """Text with at least one control character (NUL, a line break, an escape, a surrogate)
    somewhere in it."""
    around = st.text(max_size=8)
    return st.tuples(around, CONTROL, around).map("".join)


def bad_text(longest: int) -> st.SearchStrategy[Any]:
    """Never acceptable as text of at most ``longest`` characters."""
    return st.one_of(
        with_control(),
        st.text(alphabet="aé漢ž", min_size=longest + 1, max_size=longest + 50),
        st.integers(min_value=longest + 1, max_value=100_000).map(lambda n: "x" * n),
        NOT_TEXT,
    )


def bad_word(valid: set[str]) -> st.SearchStrategy[Any]:
    """Never one of the ``valid`` words (any case, any spaces around it)."""
    return st.one_of(
        bad_text(40),
        # Empty text is the default, where there is one.
        st.text(max_size=12).filter(lambda t: clean(t).strip().lower() not in {*valid, ""}),
    )


def bad_whole(low: int, high: int) -> st.SearchStrategy[Any]:
    """Never an int from ``low`` to ``high``."""
    return st.one_of(
        st.integers(max_value=low - 1),
        st.integers(min_value=high + 1),
        HUGE,
        st.integers(min_value=-(2**70), max_value=-(2**62)),
        st.floats(allow_nan=True),
        st.booleans(),
        UNICODE_DIGITS,
        with_control(),
        st.binary(),
    )


def bad_seconds(low: float, high: float) -> st.SearchStrategy[Any]:
    """Never a number of seconds from ``low`` to ``high``."""
    return st.one_of(
        st.floats(max_value=low, exclude_max=True),
        st.floats(min_value=high, exclude_min=True),
        st.just(float("nan")),
        st.just(float("inf")),
        st.just(float("-inf")),
        st.integers(max_value=int(low) - 1),
        st.integers(min_value=int(high) + 1),
        HUGE,
        st.booleans(),
        UNICODE_DIGITS,
        with_control(),
    )


def bad_moment() -> st.SearchStrategy[Any]:
    """Never a time to come within a year of the test's clock."""
    return st.one_of(
        st.floats(max_value=NOW),
        st.floats(min_value=NOW + YEAR, exclude_min=True),
        st.integers(max_value=int(NOW)),
        st.integers(min_value=int(NOW + YEAR) + 1),
        HUGE,
        st.just(1e18),
        st.just(float("nan")),
        st.just(float("inf")),
        st.booleans(),
        UNICODE_DIGITS,
    )


def bad_flag() -> st.SearchStrategy[Any]:
    """Never True or False."""
    return st.one_of(st.integers(), st.floats(allow_nan=True), st.text(max_size=4), st.none())


def bad_user() -> st.SearchStrategy[Any]:
    """Never the id of a user the database could hold."""
    return st.one_of(
        st.integers(max_value=0),
        st.integers(min_value=MAX_ID + 1),
        HUGE,
        st.floats(allow_nan=True),
        st.booleans(),
        UNICODE_DIGITS,
        with_control(),
    )


def bad_number() -> st.SearchStrategy[Any]:
    """Never the number of a match, challenge or tournament that exists (#1 to #3 are the
    seeded ones, the only ones)."""
    return st.one_of(
        st.integers(max_value=0),
        st.integers(min_value=1000),
        HUGE,
        st.floats(allow_nan=True),
        st.booleans(),
        UNICODE_DIGITS.filter(lambda t: t not in ("5", "12")),
        with_control(),
        st.text(max_size=30).filter(lambda t: not t.strip().lstrip("#").isdigit()),
    )


def bad_timing() -> st.SearchStrategy[Any]:
    """Never a move's timing a front end could hand over: not a MoveTiming, a moment that is
    no number, or a claimed lag out of its bounds."""
    return st.one_of(
        st.integers(),
        st.text(max_size=5),
        st.builds(MoveTiming, st.sampled_from([float("nan"), float("inf")]), st.none()),
        st.builds(
            MoveTiming,
            st.just(NOW),
            st.none(),
            st.one_of(st.integers(max_value=-1), st.integers(min_value=10_001), st.floats()),
        ),
    )


def bad_options() -> st.SearchStrategy[Any]:
    """Never options a game accepts."""
    return st.one_of(
        NOT_TEXT.filter(lambda v: v not in (None, [])),
        st.dictionaries(with_control(), st.text(max_size=3), min_size=1, max_size=3),
        st.dictionaries(st.just("pieces"), with_control(), min_size=1),
        st.dictionaries(
            st.just("pieces"), st.one_of(HUGE, st.floats(), UNICODE_DIGITS), min_size=1
        ),
        st.dictionaries(st.text(min_size=1, max_size=6), st.integers(), min_size=21, max_size=25),
    )


# ----- the calls -----------------------------------------------------------------------------

Call = Callable[[MatchService, Any], Awaitable[Any]]


def desk_calls() -> dict[str, tuple[Call, st.SearchStrategy[Any]]]:
    def create(**given: Any) -> Call:
        def call(service: MatchService, value: Any) -> Awaitable[Any]:
            (name,) = given
            return service.tournaments.create(ME, **{"game_id": "crossings", name: value})

        return call

    def each(strategies: dict[str, st.SearchStrategy[Any]]):
        return {
            f"tournaments.create {name}": (create(**{name: None}), s)
            for name, s in strategies.items()
        }

    desk = each(
        {
            "system": bad_word({"swiss", "round-robin", "double-round-robin"}),
            "rounds": bad_whole(1, 50),
            "rated": bad_flag().filter(lambda v: v is not None),
            "time_limit": bad_seconds(60, YEAR),
            "round_limit": bad_seconds(60, YEAR),
            "starts_at": bad_moment(),
            "player_limit": bad_whole(2, 1000),
            "late_entries": bad_flag(),
            "tiebreaks": st.one_of(
                with_control(),
                NOT_TEXT,
                st.just("BH," * 1000),
                st.sampled_from(["BH,BH", "XX", "²"]),
            ),
            "name": bad_text(60),
            "options": bad_options(),
            "time_control": bad_text(40),
        }
    )
    desk["tournaments.create game_id"] = (
        create(game_id=None),
        st.one_of(bad_text(40), st.sampled_from(["chess", "²", ""])),
    )
    for operation in (
        "join",
        "leave",
        "start",
        "cancel",
        "request_bye",
        "standings",
        "pairings",
        "info",
        "export_trf",
        "withdraw",
        "ask_to_cancel",
        "takes_entries",
        "visible",
    ):
        desk[f"tournaments.{operation} tournament_id"] = (
            lambda service, value, op=operation: getattr(service.tournaments, op)(ME, value),
            bad_number(),
        )
    desk["tournaments.join name"] = (
        lambda service, value: service.tournaments.join(local_viewer(CAROL), 1, name=value),
        bad_text(60),
    )
    desk["tournaments.pairings round_number"] = (
        lambda service, value: service.tournaments.pairings(ME, 1, value),
        bad_whole(1, 50_000),
    )
    desk["tournaments.of_viewers_server tournament_id"] = (
        # Asked from a server: outside one the answer is no for any well-formed number.
        lambda service, value: service.tournaments.of_viewers_server(Viewer(ALICE, 10), value),
        bad_number(),
    )
    desk["tournaments.withdraw user_id"] = (
        lambda service, value: service.tournaments.withdraw(ME, 1, value),
        bad_user(),
    )
    return desk


def challenge_calls() -> dict[str, tuple[Call, st.SearchStrategy[Any]]]:
    def challenge(name: str) -> Call:
        def call(service: MatchService, value: Any) -> Awaitable[Any]:
            arguments: dict[str, Any] = {"opponent": CAROL, name: value}
            challenger = arguments.pop("challenger", ALICE)
            game_id = arguments.pop("game_id", "crossings")
            return service.challenge(challenger, game_id, **arguments)

        return call

    strategies = {
        "challenger": bad_user(),
        "game_id": st.one_of(bad_text(40), st.sampled_from(["chess", "²", ""])),
        "opponent": bad_user(),
        "options": bad_options(),
        "colour": bad_word({"white", "black", "random"}),
        "guild_id": bad_user(),
        "channel_id": bad_user(),
        "rated": bad_flag().filter(lambda v: v is not None),
        "level": st.one_of(bad_text(40), st.text(max_size=8)),
    }
    calls = {f"challenge {name}": (challenge(name), s) for name, s in strategies.items()}
    for operation in ("accept", "decline", "cancel"):
        calls[f"{operation} challenge_id"] = (
            lambda service, value, op=operation: getattr(service, op)(local_viewer(CAROL), value),
            bad_number(),
        )
    calls["waiting.pick action"] = (
        lambda service, value: service.waiting.pick(ME, value),
        bad_word({"accept", "decline", "cancel"}),
    )
    return calls


def match_calls() -> dict[str, tuple[Call, st.SearchStrategy[Any]]]:
    calls: dict[str, tuple[Call, st.SearchStrategy[Any]]] = {}
    for operation in (
        "board",
        "peek",
        "history",
        "replay",
        "offer_draw",
        "claim_timeout",
        "legal_moves_for",
        "setup_choices_for",
        "rematch",
        "setup_prompt",
        "resign",
        "keep_playing",
        "give_time",
        "propose_takeback",
        "frames",
        "visible_match",
        "played",
        "playing",
        "match_log",
    ):
        calls[f"{operation} match_id"] = (
            lambda service, value, op=operation: getattr(service, op)(ME, value),
            bad_number(),
        )
    calls["hints.hint match_id"] = (lambda s, v: s.hints.hint(ME, v), bad_number())
    calls["reviewer.review match_id"] = (lambda s, v: s.reviewer.review(ME, v), bad_number())
    calls["resolve_match match_id"] = (
        # A number in range is passed on as it is (visible_match judges it where it is used).
        lambda s, v: s.resolve_match(ME, v),
        bad_number().filter(lambda v: v != "" and not (type(v) is int and 1 <= v <= MAX_ID)),
    )
    calls["move match_id"] = (lambda s, v: s.move(ME, v, "a1-a2"), bad_number())
    calls["move text"] = (lambda s, v: s.move(ME, 1, v), bad_text(500))
    calls["move request_key"] = (lambda s, v: s.move(ME, 1, "zz", request_key=v), bad_text(500))
    calls["private_choice match_id"] = (lambda s, v: s.private_choice(ME, v, "a1"), bad_number())
    calls["private_choice choice"] = (lambda s, v: s.private_choice(ME, 1, v), bad_text(500))
    calls["resign confirmed"] = (lambda s, v: s.resign(ME, 1, confirmed=v), bad_flag())
    calls["resign request_key"] = (
        lambda s, v: s.resign(ME, 1, confirmed=True, request_key=v),
        bad_text(500),
    )
    calls["answer_draw accept"] = (lambda s, v: s.answer_draw(ME, 1, v), bad_flag())
    calls["answer_draw match_id"] = (lambda s, v: s.answer_draw(ME, v, True), bad_number())
    calls["decision match_id"] = (lambda s, v: s.decision(ME, v, 0), bad_number())
    calls["decision at_ply"] = (lambda s, v: s.decision(ME, 1, v), bad_whole(0, 10_000))
    calls["move at_ply"] = (lambda s, v: s.move(ME, 1, "a2-a3", at_ply=v), bad_whole(0, 10_000))
    calls["move timing"] = (lambda s, v: s.move(ME, 1, "a2-a3", timing=v), bad_timing())
    calls["answer_takeback match_id"] = (lambda s, v: s.answer_takeback(ME, v, True), bad_number())
    calls["answer_takeback accept"] = (lambda s, v: s.answer_takeback(ME, 1, v), bad_flag())
    return calls


def other_calls() -> dict[str, tuple[Call, st.SearchStrategy[Any]]]:
    game = st.one_of(bad_text(40), st.sampled_from(["chess", "²", ""]))
    return {
        "rules game_id": (lambda s, v: s.rules(v), game),
        "describe_options game_id": (lambda s, v: s.describe_options(v, {}), game),
        "describe_options options": (
            lambda s, v: s.describe_options("crossings", v),
            bad_options(),
        ),
        "leaderboard game_id": (lambda s, v: s.leaderboard(ME, v), game),
        "leaderboard scope": (
            lambda s, v: s.leaderboard(ME, "crossings", scope=v),
            bad_word({"everywhere", "server"}),
        ),
        "leaderboard pool": (
            lambda s, v: s.leaderboard(ME, "crossings", pool=v),
            bad_word({"live", "correspondence"}),
        ),
        "waiting.pick last": (lambda s, v: s.waiting.pick(ME, "next", last=v), bad_number()),
        "leaderboard page": (
            lambda s, v: s.leaderboard(ME, "crossings", page=v),
            bad_whole(0, 100_000),
        ),
        "profile user_id": (lambda s, v: s.profile(ME, v), bad_user()),
        "profile name": (lambda s, v: s.profile(ME, BOB, name=v), bad_text(100)),
        "profile game_id": (lambda s, v: s.profile(ME, BOB, game_id=v), game),
        "tutor.show user_id": (lambda s, v: s.tutor.show(v, "crossings"), bad_user()),
        "tutor.show game_id": (lambda s, v: s.tutor.show(ALICE, v), game),
        "tutor.show number": (lambda s, v: s.tutor.show(ALICE, "crossings", v), bad_whole(1, 999)),
        "tutor.answer text": (lambda s, v: s.tutor.answer(ALICE, "crossings", v), bad_text(500)),
        "tutor.moves user_id": (lambda s, v: s.tutor.moves(v, "crossings"), bad_user()),
        "open_limits.change values": (
            lambda s, v: s.open_limits.change(Viewer(ALICE, 10, organiser=True), v),
            st.one_of(
                st.dictionaries(
                    st.sampled_from(["open_tournaments", "open_challenges"]),
                    bad_whole(1, 100).filter(lambda v: v is not None),
                    min_size=1,
                ),
                st.dictionaries(
                    st.one_of(with_control(), st.text(min_size=41), st.integers()),
                    st.integers(1, 5),
                    min_size=1,
                    max_size=2,
                ),
            ),
        ),
    }


async def _viewer(
    user_id: Any = ALICE,
    guild_id: Any = None,
    channel_id: Any = None,
    private: Any = True,
    organiser: Any = False,
) -> Viewer:
    return Viewer(user_id, guild_id, channel_id=channel_id, private=private, organiser=organiser)


def viewer_calls() -> dict[str, tuple[Call, st.SearchStrategy[Any]]]:
    """Every call takes a Viewer first; one with ids that name nothing is refused as it is
    made."""
    return {
        "Viewer user_id": (lambda s, v: _viewer(user_id=v), bad_user()),
        "Viewer guild_id": (lambda s, v: _viewer(guild_id=v), bad_user()),
        "Viewer channel_id": (lambda s, v: _viewer(channel_id=v), bad_user()),
        "Viewer private": (lambda s, v: _viewer(private=v), bad_flag()),
        "Viewer organiser": (lambda s, v: _viewer(organiser=v), bad_flag()),
    }


CALLS = {**desk_calls(), **challenge_calls(), **match_calls(), **other_calls(), **viewer_calls()}


# ----- the property --------------------------------------------------------------------------


async def seeded(url: str) -> tuple[Database, MatchService]:
    """A database with something of everything the calls touch: match #1 (Alice against
    Bob, under way), challenge #1 (Alice to Carol), tournament #1 (Alice's, Alice and Bob
    in), lesson progress and a server setting."""
    db = await Database.open(url)
    service = MatchService(
        db, settings=ServiceSettings(), clock=FakeClock(NOW), rng=random.Random(3)
    )
    started = await service.challenge(ALICE, "crossings", opponent=BOB)
    await service.accept(local_viewer(BOB), started.challenge_id)
    await service.challenge(ALICE, "crossings", opponent=CAROL)
    created = await service.tournaments.create(ME, game_id="crossings", name="Cup")
    await service.tournaments.join(ME, created.tournament_id, name="alice")
    await service.tournaments.join(local_viewer(BOB), created.tournament_id, name="bob")
    await service.tutor.show(ALICE, "crossings")
    await db.settings.set(10, "open_tournaments", "3")
    return db, service


def refusals(
    loop: asyncio.AbstractEventLoop,
    service: MatchService,
    name: str,
    call: Call,
    values: st.SearchStrategy[Any],
) -> Callable[[], None]:
    """The property for one argument of one call: every value of ``values`` is refused with
    a ServiceError."""

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )
    @given(values)
    def refused(value: Any) -> None:
        note(f"{name} = {value!r}")
        with pytest.raises(ServiceError):
            loop.run_until_complete(call(service, value))

    return refused


@pytest.mark.parametrize("area", ["desk", "challenges", "matches", "others"])
def test_every_call_refuses_bad_values_in_its_own_words_and_changes_nothing(
    database_url: str, area: str
) -> None:
    names = {
        "desk": desk_calls(),
        "challenges": challenge_calls(),
        "matches": match_calls(),
        "others": {**other_calls(), **viewer_calls()},
    }[area]
    loop = asyncio.new_event_loop()
    db, service = loop.run_until_complete(seeded(database_url))
    try:
        for name in names:
            call, values = CALLS[name]
            before = loop.run_until_complete(rows_of(database_url))

            refusals(loop, service, name, call, values)()
            after = loop.run_until_complete(rows_of(database_url))
            assert after == before, f"{name}: a refusal changed the database"
    finally:
        service.close()
        loop.run_until_complete(db.close())
        loop.close()


# ----- every call is here ----------------------------------------------------------------------

# Arguments no front end types: the service's own earlier answers handed back to it.
NOT_TYPED = {
    "played known": "the match the front end was handed by the service",
    "played fresh": "the service's own reading, handed on",
    "played logged": "the move the service logged, handed on",
    "playing known": "as played's",
    "playing fresh": "as played's",
    "playing logged": "as played's",
    "match_log known": "the log the service answered before, handed back",
    "match_log fresh": "as played's",
    "match_log logged": "as played's",
    "tournaments.may_see snapshot": "a snapshot the service made",
    "tournaments.suggestions typed_text": "autocomplete: any text is a prefix to look for, "
    "and a suggestion list is never a refusal",
    "tournaments.suggestions limit": "the front end's own list size, never typed",
}


def entry_points(service: MatchService) -> dict[str, list[str]]:
    """Every coroutine of the service and its public collaborators that asks with a viewer
    first, with its other arguments."""
    found: dict[str, list[str]] = {}
    places = {"": service, **{f"{n}.": getattr(service, n) for n in COLLABORATORS}}
    for prefix, place in places.items():
        for name in dir(place):
            attr = getattr(place, name, None) if not name.startswith("_") else None
            if not inspect.iscoroutinefunction(attr):
                continue
            parameters = list(inspect.signature(attr).parameters.values())
            if parameters and parameters[0].name == "viewer":
                found[prefix + name] = [p.name for p in parameters[1:]]
    return found


COLLABORATORS = ("tournaments", "hints", "reviewer", "waiting", "open_limits")


def test_every_argument_of_every_entry_point_is_driven_here(tmp_path) -> None:
    """A call added to the service without its bad values here fails this test (the takeback
    calls once went untested that way): each argument of every call that takes a viewer is in
    CALLS, or in NOT_TYPED with the reason no front end types it."""
    loop = asyncio.new_event_loop()
    db = loop.run_until_complete(Database.open(str(tmp_path / "calls.sqlite3")))
    service = MatchService(db, settings=ServiceSettings())
    try:
        points = entry_points(service)
    finally:
        service.close()
        loop.run_until_complete(db.close())
        loop.close()
    assert {"move", "tournaments.create", "hints.hint"} <= set(points)  # the scan finds them
    missing = [
        f"{call} {argument}"
        for call, arguments in sorted(points.items())
        for argument in arguments
        if f"{call} {argument}" not in CALLS and f"{call} {argument}" not in NOT_TYPED
    ]
    assert missing == [], f"no bad values drive: {missing}"
    stale = [name for name in NOT_TYPED if name.split()[0] not in points]
    assert stale == [], f"NOT_TYPED names calls that are gone: {stale}"
