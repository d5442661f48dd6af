"""Maximum-weight matching in a general graph, over integer weights of any size.

The Dutch pairings solve one such matching per score bracket, with weights that pack the
rules' criteria into integers of hundreds of bits (see tournaments/dutch.py), so neither
floating point nor a compiled library with 64- or 128-bit weights can hold them. This is
Edmonds' primal-dual blossom method in Galil's O(n³) form ("Efficient Algorithms for Finding
Maximum Matching in Graphs", ACM Computing Surveys, 1986), the algorithm networkx's
`max_weight_matching` implements, written over lists indexed by vertex, edge and blossom
number instead of a dict-of-dicts graph: the slack of an edge, computed hundreds of thousands
of times a round, is then two list reads and a subtraction. Besides: the outer vertices are
scanned breadth first (shorter alternating paths, fewer dual changes), an outer vertex is
not scanned towards one still waiting for its own scan (which will see the edge), the least
slack of each vertex's best edge is kept until the duals change, and each dual change visits
only the vertices labelled in the stage. A round is paired several times faster. Its
answers are held to networkx's on random graphs by tests/tournaments/test_matching.py.

Conventions: vertices are 0..n-1, edge k joins `tail[k]` and `head[k]`; its two endpoints
are 2k (at the tail) and 2k+1 (at the head), so `p ^ 1` is the other end of endpoint p and
`p >> 1` its edge. Non-trivial blossoms are numbered n..2n-1. Dual variables are kept doubled
(a vertex starts at the largest weight, an edge's slack is the sum of its ends' duals less
twice its weight), so that every dual change stays an integer.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence

FREE, OUTER, INNER = 0, 1, 2  # a blossom's label in the alternating forest (S and T)
SEEN = 4  # marks outer blossoms while two paths are traced back to their roots


def max_weight_matching(
    vertices: int, edges: Sequence[tuple[int, int, int]], perfect: bool = False
) -> list[int]:
    """A matching of maximum total weight: `mate[v]` is v's partner, or -1.

    `edges` are (u, v, weight) with u != v, at most one edge per pair and integer weights;
    edges of weight 0 or less never help, so they are never needed in the answer.

    With `perfect`, a perfect matching of maximum weight, or, when the graph has none, a
    matching of maximum cardinality with -1 for the vertices it leaves: the method goes on
    augmenting while any augmenting path is left, instead of stopping when the unmatched
    vertices' duals reach zero. A pairing needs every vertex matched, so the Dutch rounds
    ask for this and reject a matching that leaves anyone out."""
    n = vertices
    if not edges:
        return [-1] * n
    tail = [e[0] for e in edges]
    head = [e[1] for e in edges]
    twice = [2 * e[2] for e in edges]
    end = [0] * (2 * len(edges))  # the vertex at each endpoint
    for k in range(len(edges)):
        end[2 * k], end[2 * k + 1] = tail[k], head[k]
    # per vertex, (neighbour, edge, far endpoint): what the scan reads for each edge
    adjacent: list[list[tuple[int, int, int]]] = [[] for _ in range(n)]
    for k in range(len(edges)):
        adjacent[tail[k]].append((head[k], k, 2 * k + 1))
        adjacent[head[k]].append((tail[k], k, 2 * k))

    mate_end = [-1] * n  # the far endpoint of v's matched edge
    label = [FREE] * (2 * n)
    label_end = [-1] * (2 * n)  # the endpoint through which a blossom got its label
    top = list(range(n))  # the outermost blossom holding each vertex
    parent = [-1] * (2 * n)
    children: list[list[int]] = [[] for _ in range(2 * n)]
    links: list[list[int]] = [[] for _ in range(2 * n)]  # endpoints joining the children
    base = list(range(n)) + [-1] * n
    best = [-1] * (2 * n)  # least-slack edge to another outer blossom (or, for a free
    # vertex, from an outer one)
    best_list: list[list[int] | None] = [None] * (2 * n)
    unused = list(range(n, 2 * n))
    dual = [max(0, max(e[2] for e in edges))] * n + [0] * n
    tight = [False] * len(edges)
    queue: deque[int] = deque()  # outer vertices whose edges are still to be scanned
    pending = [False] * n  # outer vertices in the queue, not scanned yet
    # The slack of best[x] as of the duals numbered `seen[x]` (they change at each `tick`):
    # a vertex's scan compares against the same best edge over and over.
    seen = [-1] * (2 * n)
    cached = [0] * (2 * n)
    tick = 0
    # The vertices labelled in this stage (only their duals change) and the unlabelled ones
    # given a best edge (the candidates for the next dual change), so that the loops of
    # each dual change visit those only.
    stage = [0]
    reached: list[int] = []
    reached_in = [-1] * n
    watched: list[int] = []

    def slack(k: int) -> int:
        return dual[tail[k]] + dual[head[k]] - twice[k]

    def leaves(b: int) -> list[int]:
        """The vertices inside blossom b, in the order of its (nested) children."""
        if b < n:
            return [b]
        found = []
        stack = [b]
        while stack:
            x = stack.pop()
            if x < n:
                found.append(x)
            else:
                stack.extend(reversed(children[x]))
        return found

    def assign(w: int, kind: int, p: int) -> None:
        """Label w's blossom (reached through endpoint p); an inner one labels its mate."""
        b = top[w]
        label[w] = label[b] = kind
        label_end[w] = label_end[b] = p
        best[w] = best[b] = -1
        members = leaves(b)
        for leaf in members:
            if reached_in[leaf] != stage[0]:
                reached_in[leaf] = stage[0]
                reached.append(leaf)
        if kind == OUTER:
            queue.extend(members)
            for leaf in members:
                pending[leaf] = True
        else:
            p = mate_end[base[b]]
            assign(end[p], OUTER, p ^ 1)

    def trace(v: int, w: int) -> int:
        """The base of the blossom that edge v-w closes, or -1 when it joins two trees."""
        path = []
        found = -1
        while v != -1 or w != -1:
            b = top[v]
            if label[b] & SEEN:
                found = base[b]
                break
            path.append(b)
            label[b] = OUTER | SEEN
            if label_end[b] == -1:
                v = -1  # a root
            else:
                v = end[label_end[b]]
                v = end[label_end[top[v]]]
            if w != -1:
                v, w = w, v
        for b in path:
            label[b] = OUTER
        return found

    def shrink(root: int, k: int) -> None:
        """Make the cycle that edge k closes through the blossom `root` a new blossom."""
        v, w = tail[k], head[k]
        b_root, bv, bw = top[root], top[v], top[w]
        b = unused.pop()
        base[b] = root
        parent[b] = -1
        parent[b_root] = b
        path: list[int] = []
        ends: list[int] = []
        while bv != b_root:
            parent[bv] = b
            path.append(bv)
            ends.append(label_end[bv])
            bv = top[end[label_end[bv]]]
        path.append(b_root)
        path.reverse()
        ends.reverse()
        ends.append(2 * k)
        while bw != b_root:
            parent[bw] = b
            path.append(bw)
            ends.append(label_end[bw] ^ 1)
            bw = top[end[label_end[bw]]]
        children[b], links[b] = path, ends
        label[b] = OUTER
        label_end[b] = label_end[b_root]
        dual[b] = 0
        for leaf in leaves(b):
            if label[top[leaf]] == INNER:
                queue.append(leaf)  # inner vertices become outer: scan them
                pending[leaf] = True
            top[leaf] = b
        # The least-slack edge from the new blossom to each other outer blossom, from its
        # children's own lists where they have one, else from their vertices' edges.
        nearest: dict[int, tuple[int, int]] = {}  # other blossom: (slack, edge)
        for child in path:
            kept = best_list[child]
            if kept is None:
                for leaf in leaves(child):
                    d_leaf = dual[leaf]
                    for w, e, _ in adjacent[leaf]:
                        other = top[w]
                        if other != b and label[other] == OUTER:
                            d = d_leaf + dual[w] - twice[e]
                            if other not in nearest or d < nearest[other][0]:
                                nearest[other] = (d, e)
            else:
                for e in kept:
                    other = top[head[e]] if top[tail[e]] == b else top[tail[e]]
                    if other != b and label[other] == OUTER:
                        d = slack(e)
                        if other not in nearest or d < nearest[other][0]:
                            nearest[other] = (d, e)
            best_list[child] = None
            best[child] = -1
        ordered = sorted(nearest.items())
        best_list[b] = [e for _, (_, e) in ordered]
        best[b] = min(ordered, key=lambda item: item[1][0])[1][1] if ordered else -1
        seen[b] = -1

    def expand(b: int, end_of_stage: bool) -> None:
        """Dissolve blossom b into its children (relabelling them if b was inner)."""
        for child in children[b]:
            parent[child] = -1
            if child < n:
                top[child] = child
            elif end_of_stage and dual[child] == 0:
                expand(child, end_of_stage)
            else:
                for leaf in leaves(child):
                    top[leaf] = child
        if not end_of_stage and label[b] == INNER:
            kids, joins = children[b], links[b]
            entry = top[end[label_end[b] ^ 1]]
            j = kids.index(entry)
            if j & 1:  # go forward around the cycle, wrapping past its start
                j -= len(kids)
                step, trick = 1, 0
            else:
                step, trick = -1, 1
            p = label_end[b]
            while j != 0:
                label[end[p ^ 1]] = FREE
                label[end[joins[j - trick] ^ trick ^ 1]] = FREE
                assign(end[p ^ 1], INNER, p)
                tight[joins[j - trick] >> 1] = True
                j += step
                p = joins[j - trick] ^ trick
                tight[p >> 1] = True
                j += step
            child = kids[j]
            label[end[p ^ 1]] = label[child] = INNER
            label_end[end[p ^ 1]] = label_end[child] = p
            best[child] = -1
            j += step
            while kids[j] != entry:
                child = kids[j]
                if label[child] == OUTER:
                    j += step
                    continue
                entered = next((leaf for leaf in leaves(child) if label[leaf] != FREE), -1)
                if entered != -1:
                    label[entered] = FREE
                    label[end[mate_end[base[child]]]] = FREE
                    assign(entered, INNER, label_end[entered])
                j += step
        label[b] = label_end[b] = -1
        children[b], links[b] = [], []
        base[b] = -1
        best_list[b] = None
        best[b] = -1
        unused.append(b)

    def flip(b: int, v: int) -> None:
        """Swap matched and unmatched edges along b's cycle so that v becomes its base."""
        t = v
        while parent[t] != b:
            t = parent[t]
        if t >= n:
            flip(t, v)
        kids, joins = children[b], links[b]
        i = j = kids.index(t)
        if i & 1:
            j -= len(kids)
            step, trick = 1, 0
        else:
            step, trick = -1, 1
        while j != 0:
            j += step
            t = kids[j]
            p = joins[j - trick] ^ trick
            if t >= n:
                flip(t, end[p])
            j += step
            t = kids[j]
            if t >= n:
                flip(t, end[p ^ 1])
            mate_end[end[p]] = p ^ 1
            mate_end[end[p ^ 1]] = p
        children[b] = kids[i:] + kids[:i]
        links[b] = joins[i:] + joins[:i]
        base[b] = base[children[b][0]]

    def augment(k: int) -> None:
        """Augment the matching along the path through edge k between two tree roots."""
        for s, p in ((tail[k], 2 * k + 1), (head[k], 2 * k)):
            while True:
                bs = top[s]
                if bs >= n:
                    flip(bs, s)
                mate_end[s] = p
                if label_end[bs] == -1:
                    break  # reached the root
                bt = top[end[label_end[bs]]]
                s = end[label_end[bt]]
                j = end[label_end[bt] ^ 1]
                if bt >= n:
                    flip(bt, j)
                mate_end[j] = label_end[bt]
                p = label_end[bt] ^ 1

    for _stage in range(n):
        label[:] = [FREE] * (2 * n)
        best[:] = [-1] * (2 * n)
        best_list[n:] = [None] * n
        tight[:] = [False] * len(edges)
        queue.clear()
        pending[:] = [False] * n
        tick += 1
        stage[0] += 1
        reached.clear()
        watched.clear()
        for v in range(n):
            if mate_end[v] == -1 and label[top[v]] == FREE:
                assign(v, OUTER, -1)
        augmented = False
        while True:
            while queue and not augmented:
                v = queue.popleft()  # breadth first: shorter paths, fewer dual changes
                pending[v] = False
                bv, dv = top[v], dual[v]  # the scan changes no dual; a blossom may form
                for w, k, p in adjacent[v]:
                    bw = top[w]
                    if bv == bw or (pending[w] and bw == w):
                        # Inside one blossom; or w, an outer vertex of its own, is still to
                        # be scanned and will see the edge then (a blossom formed later
                        # takes w's edges from w itself, never from a list made earlier).
                        continue
                    if not tight[k]:
                        k_slack = dv + dual[w] - twice[k]  # slack(k), inline: hot
                        if k_slack > 0:
                            if label[bw] == OUTER:
                                b = bv
                            elif label[w] == FREE:
                                b = w
                            else:
                                continue
                            e = best[b]
                            if e == -1:
                                if b == w:
                                    watched.append(w)
                            elif seen[b] != tick:
                                cached[b] = dual[tail[e]] + dual[head[e]] - twice[e]
                                seen[b] = tick
                                if k_slack >= cached[b]:
                                    continue
                            elif k_slack >= cached[b]:
                                continue
                            best[b] = k
                            cached[b] = k_slack
                            seen[b] = tick
                            continue
                        tight[k] = True
                    if label[bw] == FREE:
                        assign(w, INNER, p ^ 1)
                    elif label[bw] == OUTER:
                        root = trace(v, w)
                        if root >= 0:
                            shrink(root, k)
                            bv = top[v]
                        else:
                            augment(k)
                            augmented = True
                            break
                    elif label[w] == FREE:
                        label[w] = INNER  # reached inside an inner blossom
                        label_end[w] = p ^ 1
            if augmented:
                break
            # No tight edge left to follow: change the duals by the largest safe amount.
            kind, delta = (-1, math.inf) if perfect else (1, min(dual[:n]))
            chosen = -1
            for v in watched:
                if label[top[v]] == FREE and best[v] != -1:
                    d = cached[v] if seen[v] == tick else slack(best[v])
                    if d < delta:
                        kind, delta, chosen = 2, d, best[v]
            tops = sorted({top[v] for v in reached})  # the labelled outermost blossoms
            for b in tops:
                if label[b] == OUTER and best[b] != -1:
                    d = (cached[b] if seen[b] == tick else slack(best[b])) // 2
                    if d < delta:
                        kind, delta, chosen = 3, d, best[b]
            for b in tops:
                if b >= n and label[b] == INNER and dual[b] < delta:
                    kind, delta, chosen = 4, dual[b], b
            if kind == -1:
                break  # no augmenting path is left: the matching has maximum cardinality
            tick += 1
            step = int(delta)  # an integer once a change is found (never the infinity)
            for v in reached:
                state = label[top[v]]
                if state == OUTER:
                    dual[v] -= step
                elif state == INNER:
                    dual[v] += step
            for b in tops:
                if b >= n:
                    if label[b] == OUTER:
                        dual[b] += step
                    elif label[b] == INNER:
                        dual[b] -= step
            if kind == 1:
                break  # every free vertex's dual reached 0: the matching is optimal
            if kind == 2:
                tight[chosen] = True
                u = tail[chosen] if label[top[tail[chosen]]] == OUTER else head[chosen]
                queue.append(u)
                pending[u] = True
            elif kind == 3:
                tight[chosen] = True
                queue.append(tail[chosen])
                pending[tail[chosen]] = True
            else:
                expand(chosen, False)
        if not augmented:
            break
        for b in range(n, 2 * n):
            if parent[b] == -1 and base[b] >= 0 and label[b] == OUTER and dual[b] == 0:
                expand(b, True)

    return [end[p] if p != -1 else -1 for p in mate_end]

