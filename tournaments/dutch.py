"""Swiss pairings by the FIDE Dutch system (C.04.3, the 2025 rules).

The score brackets are paired from the top down. For each bracket one maximum-weight matching
is computed over the bracket and every player below it (plus a vertex standing for the
pairing-allocated bye when the number of players is odd). Each edge weight packs the rules'
criteria as fields of one integer, the most important in the highest bits, so that the best
matching satisfies them in the rules' order of priority:

- every player paired (the completion criterion) and the bye only to an eligible player,
  to one with the lowest possible score;
- the most pairs in the bracket, pairing its highest-scored players (the score differences);
- the same two for the next bracket (the players floating into it and its residents);
- the fewest unplayed rounds for the bye's receiver;
- the colour criteria (topscorers' colour differences and streaks in the last round, the
  preferences, the strong preferences);
- the float criteria (repeated downfloats and upfloats from one and two rounds before, then
  the scores involved);
- last, the order in which the rules generate candidates: which moved-down players are paired
  and with whom, then the exchanges between S1 and S2 and the transpositions of S2.

A heterogeneous bracket takes two matchings: the first decides the moved-down players' pairs,
the second pairs its remainder as a homogeneous bracket. Pairs of players below the bracket
only prove that the round can be completed; they are decided when their own bracket comes.

Large rounds take shortcuts (a window of the players below a bracket, no far pairs inside a
bracket of more than 40): see `_DutchRound._window`, `_BracketWeights._far` and `_deep`. If a
shortcut ever leaves a bracket impossible, the round is paired again without them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tournaments.colours import colour_of_first, ranks_higher, violations
from tournaments.competitors import ABSOLUTE, Competitor, competitors
from tournaments.matching import max_weight_matching
from tournaments.model import Tournament

BYE = 0
"""The vertex standing for the pairing-allocated bye (no player has pairing number 0)."""
SINK = -1
"""The vertex standing for the players below a bracket's window (see _DutchRound._window)."""
WINDOW = 20
LARGE = 40  # brackets above this size leave out pairs far from S1-S2 (see _far)
NEAR = 10

FIELDS = 26
(CARD, C5, C6, C7, C8_PAIRS, C8_SCORES, C9, C10, C11, C12, C13, C14, C15, C16, C17,
 C18, C19, C20, C21, MDP_CHOICE, MDP_PARTNERS, EXCHANGES, EXCHANGE_SUM, S1_OUT, S2_IN,
 TRANSPOSITION) = range(FIELDS)


class PairingImpossible(Exception):
    """No pairing of the round satisfies the absolute criteria."""


@dataclass(frozen=True)
class Pairing:
    """A round's pairings: (white, black) pairs in board order, and the bye's receiver."""

    round_number: int
    pairs: list[tuple[int, int]]
    bye: int | None


def next_round(tournament: Tournament) -> int:
    return tournament.paired_rounds() + 1


def players_to_pair(tournament: Tournament, round_number: int) -> list[int]:
    """Players with nothing in the round's column: byes requested (H), absences (Z) and
    anything already entered keep them out of the pairing."""
    return sorted(
        number
        for number, player in tournament.players.items()
        if player.entry(round_number).blank
    )


def initial_colour(tournament: Tournament) -> str:
    """The colour the top pairing number gets in round 1: the file's XXC/152, else inferred
    from the first round with colours (the highest player paired then, reversed for each
    player above him without a colour), else white."""
    if tournament.initial_colour:
        return tournament.initial_colour
    players = sorted(tournament.players.values(), key=lambda p: p.number)
    for r in range(1, tournament.rounds_in_file + 1):
        if not any(p.entry(r).colour in "wb" and p.entry(r).played for p in players):
            continue
        flips = 0
        for player in players:
            entry = player.entry(r)
            if not any(player.entry(k).is_pairing for k in range(1, r + 1)):
                continue
            if entry.colour in ("w", "b") and entry.opponent:
                colour = entry.colour
                return colour if flips % 2 == 0 else ("b" if colour == "w" else "w")
            flips += 1
    return "w"


def pair_round(tournament: Tournament, round_number: int | None = None) -> Pairing:
    """Pair `round_number` (by default the round after the last one paired)."""
    round_number = round_number or next_round(tournament)
    numbers = players_to_pair(tournament, round_number)
    players = competitors(tournament, round_number, numbers)
    point = tournament.points.win
    return _DutchRound(players, initial_colour(tournament), round_number, point).pair()


def _power_sum_bits(per_edge: int, edges: int) -> int:
    """Bits a field needs so that any matching's sum of it fits, signs included."""
    return (2 * per_edge * (edges + 1) + 1).bit_length() + 1


class _DutchRound:
    def __init__(
        self, players: dict[int, Competitor], initial: str, round_number: int, point: int
    ):
        self.players = players
        self.initial = initial
        self.round_number = round_number
        self.order = sorted(players.values(), key=lambda c: (-c.score, c.number))
        self.need_bye = len(self.order) % 2 == 1
        self.bye_open = self.need_bye
        self.bye_here = self.need_bye  # whether the bye's vertex is in the bracket's matching
        self.use_window = True
        self.c9_active = False
        self.point = point
        scores = sorted({c.score for c in self.order})
        self.score_level = {score: index for index, score in enumerate(scores)}
        self._static: dict[tuple[int, int], tuple[int, int, int, int] | None] = {}

    # -- what does not depend on the bracket -------------------------------------------
    def pair_facts(self, u: int, v: int) -> tuple[int, int, int, int] | None:
        """None when u and v may not meet (C1, C3), else their colour violations."""
        key = (u, v) if u < v else (v, u)
        if key in self._static:
            return self._static[key]
        a, b = self.players[key[0]], self.players[key[1]]
        facts: tuple[int, int, int, int] | None
        if b.number in a.opponents or (
            a.strength == ABSOLUTE
            and b.strength == ABSOLUTE
            and a.preference == b.preference
            and not (a.topscorer or b.topscorer)
        ):
            facts = None
        else:
            facts = violations(a, b, self.initial)
        self._static[key] = facts
        return facts

    # -- the round ------------------------------------------------------------------------
    def pair(self) -> Pairing:
        """Pair the round looking only a little below each bracket (see `_window`); should
        that leave players who cannot be paired, pair it again looking at everybody below."""
        try:
            return self._pair(window=True)
        except PairingImpossible:
            return self._pair(window=False)

    def _window(self, bracket: int, lower: list[Competitor]) -> tuple[list[Competitor], bool]:
        """The players below the bracket that its matching includes, and whether the bye's
        vertex is among them. Far below a bracket the players only prove that the round can
        be completed, which in a Swiss almost always holds: when more than twice WINDOW
        players are below, the matching takes the first WINDOW of them. A window that proves
        wrong makes a later bracket impossible, and the round is paired again whole."""
        if not self.use_window or len(lower) <= 2 * WINDOW:
            return lower, self.bye_open
        kept = lower[:WINDOW]
        if not self.bye_open:
            return kept, False
        eligible = [c.score for c in lower if c.bye_eligible]
        return kept, bool(eligible) and min(eligible) >= kept[-1].score

    def _pair(self, window: bool) -> Pairing:
        self.use_window = window
        self.bye_open = self.need_bye
        self.c9_active = False
        remaining = list(self.order)
        moved_down: list[Competitor] = []
        pairs: list[tuple[int, int]] = []
        bye: int | None = None
        while remaining:
            settled = {c.number for c in moved_down}
            rest = [c for c in remaining if c.number not in settled]
            if not rest:
                raise PairingImpossible("players left unpaired after the last bracket")
            top = rest[0].score
            residents = [c for c in rest if c.score == top]
            lower, self.bye_here = self._window(
                len(moved_down) + len(residents), [c for c in rest if c.score < top]
            )
            bracket_pairs, floaters, bye_receiver, bye_candidate = self._pair_bracket(
                moved_down, residents, lower
            )
            if (
                self.bye_open
                and len(floaters) + (bye_receiver is not None) == 1
                and bye_candidate in {c.number for c in moved_down + residents}
            ):
                # C9 counts only when the bracket's single downfloater is the bye's receiver.
                self.c9_active = True
                bracket_pairs, floaters, bye_receiver, _ = self._pair_bracket(
                    moved_down, residents, lower
                )
                self.c9_active = False
            pairs += bracket_pairs
            if bye_receiver is not None:
                bye = bye_receiver
                self.bye_open = False
            done = {n for pair in bracket_pairs for n in pair}
            if bye_receiver is not None:
                done.add(bye_receiver)
            remaining = [c for c in remaining if c.number not in done]
            moved_down = [self.players[n] for n in floaters]
        coloured = [self._colour(u, v) for u, v in pairs]
        return Pairing(self.round_number, self._board_order(coloured), bye)

    def _colour(self, u: int, v: int) -> tuple[int, int]:
        a, b = self.players[u], self.players[v]
        return (u, v) if colour_of_first(a, b, self.initial) == "w" else (v, u)

    def _board_order(self, pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
        def key(pair: tuple[int, int]) -> tuple[int, int, int]:
            a, b = self.players[pair[0]], self.players[pair[1]]
            higher = a if ranks_higher(a, b) else b
            return (-max(a.score, b.score), -(a.score + b.score), higher.number)

        return sorted(pairs, key=key)

    # -- one bracket ---------------------------------------------------------------------
    def _natural(
        self, players: list[Competitor]
    ) -> tuple[list[tuple[int, int]], int | None] | None:
        """The first candidate of a last, homogeneous bracket (S1's i-th player against S2's
        i-th, the last of S2 on the bye) when no criterion could find fault with it: then no
        candidate is better and it is the first, so it is the pairing, found without a
        matching (round 1 of a large tournament, notably)."""
        half = len(players) // 2
        pairs = []
        for a, b in zip(players[:half], players[half : 2 * half], strict=True):
            if self.pair_facts(a.number, b.number) != (0, 0, 0, 0):
                return None
            if a.score != b.score:
                return None
            pairs.append((a.number, b.number))
        if len(players) % 2 == 0:
            return pairs, None
        last = players[-1]
        fewest_unplayed = min((c.unplayed for c in players if c.bye_eligible), default=None)
        if (
            not self.bye_open
            or not last.bye_eligible
            or last.floated(1, "D")
            or last.floated(2, "D")
            or last.unplayed != fewest_unplayed
        ):
            return None
        return pairs, last.number

    def _pair_bracket(
        self, moved_down: list[Competitor], residents: list[Competitor], lower: list[Competitor]
    ) -> tuple[list[tuple[int, int]], list[int], int | None, int | None]:
        """The bracket's pairs, its downfloaters, the bye's receiver when this is the last
        bracket, and the player the matching sends to the bye (whichever bracket)."""
        bracket = moved_down + residents
        if moved_down:
            first = _BracketWeights(self, bracket, moved_down, lower, remainder=None)
            matching = first.solve()
            mdp_numbers = {c.number for c in moved_down}
            fixed = [
                pair
                for pair in _pairs_within(matching, first.in_bracket)
                if pair[0] in mdp_numbers or pair[1] in mdp_numbers
            ]
            paired = {n for p in fixed for n in p}
            remainder = [c for c in residents if c.number not in paired]
            floating = [c for c in moved_down if c.number not in paired]
            remainder_pairs = len(_pairs_within(matching, _numbers(remainder)))
            pairs = list(fixed)
            members = _numbers(floating + remainder)
            if len(remainder) > 1:
                second = _BracketWeights(
                    self, floating + remainder, floating, lower,
                    remainder=(remainder, remainder_pairs),
                )
                matching = second.solve()
        elif not lower and (natural := self._natural(residents)) is not None:
            pairs, bye = natural
            return pairs, [], bye, bye
        else:
            guess = len(residents) // 2
            weights = _BracketWeights(self, residents, [], lower, remainder=(residents, guess))
            matching = weights.solve()
            made = _pairs_within(matching, weights.in_bracket)
            if len(made) != guess:
                weights = _BracketWeights(
                    self, residents, [], lower, remainder=(residents, len(made))
                )
                matching = weights.solve()
            pairs = []
            members = weights.in_bracket
        pairs += _pairs_within(matching, members)
        paired = {n for p in pairs for n in p}
        # The bye's receiver floats down to the last bracket, where it is given.
        candidate = matching.get(BYE)
        bye = candidate if not lower and candidate in members else None
        floaters = [
            c.number for c in bracket if c.number not in paired and c.number != bye
        ]
        return pairs, floaters, bye, candidate


def _numbers(players: Iterable[Competitor]) -> set[int]:
    return {c.number for c in players}


def _pairs_within(matching: dict[int, int], members: set[int]) -> list[tuple[int, int]]:
    return sorted(
        (u, v) for u, v in matching.items() if u < v and u in members and v in members
    )


class _BracketWeights:
    """The weighted graph for one bracket's matching, and its solution."""

    def __init__(
        self,
        round_: _DutchRound,
        bracket: list[Competitor],
        moved_down: list[Competitor],
        lower: list[Competitor],
        remainder: tuple[list[Competitor], int] | None,
    ):
        self.round = round_
        self.bracket = sorted(bracket, key=lambda c: (-c.score, c.number))
        self.in_bracket = _numbers(bracket)
        self.moved_down = sorted(moved_down, key=lambda c: (-c.score, c.number))
        self.mdp_index = {c.number: i for i, c in enumerate(self.moved_down)}
        self.lower = lower
        top_lower = max((c.score for c in lower), default=None)
        self.next_group = {c.number for c in lower if c.score == top_lower}
        self.in_next = self.in_bracket | self.next_group if lower else set()
        self.remainder = remainder
        self.n = len(bracket) + len(lower) + 1
        bracket_scores = sorted({c.score for c in bracket})
        self.bracket_level = {s: i for i, s in enumerate(bracket_scores)}
        next_scores = sorted({self.round.players[n].score for n in self.in_next})
        self.next_level = {s: i for i, s in enumerate(next_scores)}
        self.residents = [c for c in self.bracket if c.number not in self.mdp_index]
        self.resident_index = {c.number: i for i, c in enumerate(self.residents)}
        if remainder is not None:
            members, s1_size = remainder
            members = sorted(members, key=lambda c: (-c.score, c.number))
            self.bsn = {c.number: i for i, c in enumerate(members)}
            self.s1_size = s1_size
        else:
            self.bsn, self.s1_size = {}, 0
        self.lowest_score = min(c.score for c in bracket)  # brackets are never empty
        self.widths = self._widths()
        self.offsets = [sum(self.widths[field + 1 :]) for field in range(FIELDS)]

    # -- field sizes ------------------------------------------------------------------
    def _widths(self) -> list[int]:
        n = self.n
        levels = max(len(self.bracket_level), 1)
        next_levels = max(len(self.next_level), 1)
        k = len(self.bsn)
        m = len(self.moved_down)
        r = len(self.residents)
        per_edge = [0] * FIELDS
        per_edge[CARD] = 1
        per_edge[C5] = len(self.round.score_level)
        per_edge[C6] = 1
        per_edge[C7] = 2 * (n + 1) ** levels
        per_edge[C8_PAIRS] = 1
        per_edge[C8_SCORES] = 2 * (n + 1) ** next_levels
        per_edge[C9] = self.round.round_number
        for field in (C10, C11, C12, C13, C14, C15, C16, C17):
            per_edge[field] = 2
        spread = max(c.score for c in self.bracket) - self.lowest_score + self.round.point
        for field in (C18, C19, C20, C21):
            per_edge[field] = 2 * spread
        per_edge[MDP_CHOICE] = 2 ** (m + 1)
        per_edge[MDP_PARTNERS] = (r + 1) ** (m + 1)
        per_edge[EXCHANGES] = 1
        per_edge[EXCHANGE_SUM] = k + 1
        per_edge[S1_OUT] = 2 ** (k + 1)
        per_edge[S2_IN] = 2 ** (k + 1)
        per_edge[TRANSPOSITION] = (k + 2) ** (k + 1)
        edges = n // 2 + 1
        return [_power_sum_bits(v, edges) for v in per_edge]

    def field(self, field: int, value: int) -> int:
        """`value` in `field` of a packed weight: the first field in the highest bits, so
        that a sum of such terms compares field by field (a negative value borrows from the
        field above it, which its width leaves room for)."""
        return value << self.offsets[field]

    # -- edges ------------------------------------------------------------------------
    # Each weight is the sum of its fields' terms (as `field` gives them), built with the
    # offsets at hand: these run for every pair of every bracket's matching.
    def bye_weight(self, c: Competitor) -> int:
        off = self.offsets
        weight = (1 << off[CARD]) - (self.round.score_level[c.score] << off[C5])
        if self.round.c9_active:
            weight -= c.unplayed << off[C9]
        if c.number in self.in_bracket:
            weight += self._downfloat(c)
        return weight

    def _downfloat(self, c: Competitor) -> int:
        """`c` leaves the bracket. A resident gets a downfloat (counted when it repeats one);
        a moved-down player has one whatever happens, so only its score difference counts,
        measured like the PSD's: to one point below the bracket's lowest score."""
        off = self.offsets
        difference = c.score - (self.lowest_score - self.round.point)
        repeat_last, repeat_before = c.floated(1, "D"), c.floated(2, "D")
        weight = -((difference * repeat_last) << off[C18]) - (
            (difference * repeat_before) << off[C20]
        )
        if c.number not in self.mdp_index:
            weight -= (repeat_last << off[C14]) + (repeat_before << off[C16])
        return weight

    def edge_weight(self, a: Competitor, b: Competitor,
                    facts: tuple[int, int, int, int]) -> int:
        off = self.offsets
        weight = 1 << off[CARD]
        inside_a, inside_b = a.number in self.in_bracket, b.number in self.in_bracket
        if self.in_next and a.number in self.in_next and b.number in self.in_next and not (
            inside_a and inside_b
        ):
            base = len(self.in_next) + 1
            scores = base ** self.next_level[a.score] + base ** self.next_level[b.score]
            weight += (1 << off[C8_PAIRS]) + (scores << off[C8_SCORES])
        if inside_a and inside_b:
            weight += self._inside(a, b, facts)
        elif inside_a:
            weight += self._downfloat(a)
        elif inside_b:
            weight += self._downfloat(b)
        return weight

    def _inside(self, a: Competitor, b: Competitor, facts: tuple[int, int, int, int]) -> int:
        off = self.offsets
        base = self.n + 1
        # int ** int is typed Any (a negative power is a float); the levels are never negative.
        scores: int = base ** self.bracket_level[a.score] + base ** self.bracket_level[b.score]
        outside, streak, unmet, unmet_strong = facts
        weight = (
            (1 << off[C6]) + (scores << off[C7]) - (outside << off[C10])
            - (streak << off[C11]) - (unmet << off[C12]) - (unmet_strong << off[C13])
        )
        high, low = (a, b) if ranks_higher(a, b) else (b, a)
        difference = high.score - low.score
        if difference:
            weight -= ((difference * high.floated(1, "D")) << off[C18]) + (
                (difference * high.floated(2, "D")) << off[C20]
            )
            if low.floated(1, "U"):
                weight -= (1 << off[C15]) + (difference << off[C19])
            if low.floated(2, "U"):
                weight -= (1 << off[C17]) + (difference << off[C21])
        m = len(self.moved_down)
        mdps = [c for c in (a, b) if c.number in self.mdp_index]
        if mdps:
            choice = sum(2 ** (m - 1 - self.mdp_index[c.number]) for c in mdps)
            weight += choice << off[MDP_CHOICE]
            if len(mdps) == 1:
                resident = b if mdps[0] is a else a
                r = len(self.residents)
                partners = (r - self.resident_index[resident.number]) * (
                    r + 1
                ) ** (m - 1 - self.mdp_index[mdps[0].number])
                weight += partners << off[MDP_PARTNERS]
        if high.number in self.bsn and low.number in self.bsn:
            k, p = len(self.bsn), self.s1_size
            i, j = self.bsn[high.number], self.bsn[low.number]
            if i < p:
                weight += (1 << off[EXCHANGES]) - ((2**i) << off[S1_OUT])
            else:
                weight += (2 ** (k - 1 - i)) << off[S2_IN]
            weight += ((k - i) << off[EXCHANGE_SUM]) + (
                ((k - j) * (k + 2) ** (k - 1 - i)) << off[TRANSPOSITION]
            )
        return weight

    def _far(self, a: Competitor, b: Competitor) -> bool:
        """In a bracket of more than LARGE players, pairs the candidates' order puts far
        back: two players whose distance in the bracket is far from half its size, away
        from the border of S1 and S2 and from its last players (where the floaters come
        from). Like the window, this only speeds the matching of large brackets up."""
        if self.remainder is not None:
            index, k, shift = self.bsn, len(self.bsn), 0
        else:  # the moved-down players' matching: its remainder will start about m lower
            index, shift = self.resident_index, len(self.moved_down)
            k = len(index) - shift
        if k <= LARGE or a.number not in index or b.number not in index:
            return False
        i, j = sorted((index[a.number] - shift, index[b.number] - shift))
        half = k // 2
        return (
            (shift == 0 or i >= NEAR)  # the first residents may go to moved-down players
            and abs(j - i - half) > NEAR
            and not (half - NEAR <= i and j < half + NEAR)
            and j < k - NEAR
        )

    def _deep(self, a: Competitor, b: Competitor) -> bool:
        """In a bracket of more than LARGE players, a resident far from its end floating
        down: the candidates' order leaves its last players unpaired first. The
        moved-down players' matching leaves the same residents out (counted among all the
        residents: their partners among the moved-down players come from the top), so
        that it never counts on a floater its remainder's matching cannot have."""
        index = self.bsn if self.remainder is not None else self.resident_index
        k = len(index)
        if k <= LARGE:
            return False
        inside = a if a.number in index else b if b.number in index else None
        other = b if inside is a else a
        return (
            inside is not None
            and other.number not in self.in_bracket
            and index[inside.number] < k - NEAR
        )

    # -- the matching -----------------------------------------------------------------
    def solve(self) -> dict[int, int]:
        bracket = self.bracket
        everyone = bracket + [c for c in self.lower if c.number not in self.in_bracket]
        floating = self.moved_down if self.remainder is not None else []
        floating_numbers = _numbers(floating)
        vertex = [c.number for c in everyone]
        edges: list[tuple[int, int, int]] = []
        for index, a in enumerate(everyone):
            for other, b in enumerate(everyone[index + 1 :], start=index + 1):
                if (
                    a.number in self.in_bracket
                    and b.number in self.in_bracket
                    and (a.number in floating_numbers or b.number in floating_numbers)
                ):
                    continue
                if self.round.use_window and (self._far(a, b) or self._deep(a, b)):
                    continue
                facts = self.round.pair_facts(a.number, b.number)
                if facts is None:
                    continue
                edges.append((index, other, self.edge_weight(a, b, facts)))
        if self.round.bye_here:
            vertex.append(BYE)
            for index, c in enumerate(everyone):
                if c.bye_eligible:
                    edges.append((len(vertex) - 1, index, self.bye_weight(c)))
        if len(vertex) % 2:
            # Someone at the window's bottom pairs further down (or takes the bye there).
            vertex.append(SINK)
            sink = self.field(CARD, 1)
            edges += [
                (len(vertex) - 1, index, sink)
                for index, c in enumerate(everyone)
                if c.number not in self.in_bracket
            ]
        mate = max_weight_matching(len(vertex), edges, perfect=True)
        if -1 in mate:
            raise PairingImpossible(
                f"round {self.round.round_number}: no pairing satisfies the absolute criteria"
            )
        return {vertex[i]: vertex[j] for i, j in enumerate(mate)}
