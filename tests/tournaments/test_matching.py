"""tournaments.matching against networkx's `max_weight_matching` on random graphs.

networkx implements the same blossom method over its own graph type and is tested by its
project; here both solve the same graphs and must reach the same total weight (several
matchings can share the best weight, so the pairs themselves may differ). The weights come
in three kinds: small ones with many ties (and some negative), wide random ones, and ones
built like the Dutch pairings' (a large common top, near-equal lower fields), the case the
pairings need.
"""

from __future__ import annotations

import random

import pytest

from tournaments.matching import max_weight_matching


def random_graph(seed: int) -> tuple[int, list[tuple[int, int, int]]]:
    rng = random.Random(seed)
    n = rng.randint(1, 26)
    density = rng.random()
    kind = seed % 3
    edges = []
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < density:
                if kind == 0:
                    weight = rng.randint(-3, 12)
                elif kind == 1:
                    weight = rng.randint(1, 2**300)
                else:
                    weight = (1 << 400) + (rng.randint(0, 3) << 200) + rng.randint(0, 2**40)
                edges.append((u, v, weight))
    return n, edges


def networkx_matching(
    n: int, edges: list[tuple[int, int, int]], cardinality: bool
) -> set[tuple[int, int]]:
    import networkx as nx  # here, not at the top: every test process collects this module

    graph = nx.Graph()
    graph.add_nodes_from(range(n))
    for u, v, weight in edges:
        graph.add_edge(u, v, weight=weight)
    return {tuple(sorted(pair)) for pair in nx.max_weight_matching(graph, cardinality)}


def pairs_of(mate: list[int], edges: list[tuple[int, int, int]]) -> set[tuple[int, int]]:
    """The matching's pairs, checked to be a matching of the graph's edges."""
    present = {(u, v) for u, v, _ in edges} | {(v, u) for u, v, _ in edges}
    pairs = set()
    for v, partner in enumerate(mate):
        if partner != -1:
            assert mate[partner] == v
            assert (v, partner) in present
            pairs.add((min(v, partner), max(v, partner)))
    return pairs


def total(pairs: set[tuple[int, int]], edges: list[tuple[int, int, int]]) -> int:
    weight = {(u, v): w for u, v, w in edges}
    return sum(weight[pair] for pair in pairs)


@pytest.mark.parametrize("chunk", range(6))
def test_the_heaviest_matching_weighs_what_networkx_finds(chunk):
    for seed in range(100 * chunk, 100 * chunk + 100):
        n, edges = random_graph(seed)
        ours = pairs_of(max_weight_matching(n, edges), edges)
        assert total(ours, edges) == total(networkx_matching(n, edges, False), edges), seed


@pytest.mark.parametrize("chunk", range(6))
def test_the_heaviest_perfect_matching_weighs_what_networkx_finds(chunk):
    """A perfect matching is found exactly when networkx's maximum-cardinality matching is
    perfect, and then it is as heavy as networkx's."""
    perfect_graphs = 0
    for seed in range(100 * chunk, 100 * chunk + 100):
        n, edges = random_graph(seed)
        ours = pairs_of(max_weight_matching(n, edges, perfect=True), edges)
        theirs = networkx_matching(n, edges, True)
        assert (2 * len(ours) == n) == (2 * len(theirs) == n), seed
        if 2 * len(theirs) == n:
            perfect_graphs += 1
            assert total(ours, edges) == total(theirs, edges), seed
    assert perfect_graphs >= 20


def test_graphs_without_edges_or_with_isolated_vertices():
    assert max_weight_matching(0, []) == []
    assert max_weight_matching(3, []) == [-1, -1, -1]
    assert max_weight_matching(3, [(0, 2, 5)]) == [2, -1, 0]
    assert max_weight_matching(3, [(0, 2, 5)], perfect=True)[1] == -1


def test_a_heavy_edge_gives_way_to_two_that_weigh_more_together():
    """The path 0-1-2-3 weighing 2, 3, 2: the middle edge alone is lighter than the ends."""
    edges = [(0, 1, 2), (1, 2, 3), (2, 3, 2)]
    assert max_weight_matching(4, edges) == [1, 0, 3, 2]
    assert max_weight_matching(4, [(0, 1, 1), (1, 2, 5), (2, 3, 1)]) == [-1, 2, 1, -1]
    assert max_weight_matching(4, [(0, 1, 1), (1, 2, 5), (2, 3, 1)], perfect=True) == [
        1, 0, 3, 2,
    ]


def test_an_odd_cycle_is_shrunk_into_a_blossom_and_expanded_again():
    """A heavy triangle 0-1-2 (10 an edge) with a light pendant at each corner (3 at 2, 4
    at 0, 5 at 1, 1 each). By hand: the only perfect matching is the three pendant edges
    (3); the heaviest matching is one triangle edge and the pendant at its third corner
    (11). The method shrinks the triangle and must expand it to find either."""
    edges = [(0, 1, 10), (1, 2, 10), (0, 2, 10), (2, 3, 1), (0, 4, 1), (1, 5, 1)]
    assert max_weight_matching(6, edges, perfect=True) == [4, 5, 3, 2, 0, 1]
    assert total(pairs_of(max_weight_matching(6, edges), edges), edges) == 11
