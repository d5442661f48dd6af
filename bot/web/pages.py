"""The web companion's HTML: a match page (board, whose turn, the move list, the replay
controls, and for a seat the forms to play), the part of it a stream replaces, and the plain
pages that say why a link opens nothing.

Pages are strings built here, every text through :func:`bot.web.words.html` (formatted in the
reader's language, then escaped); no page carries a script of its own (the one script is the
static ``web.js``, so the Content-Security-Policy allows no inline script at all).  Every
control is a link or a form, so a page works without JavaScript; the script only makes it
live, steps through positions without reloading, and lets a player move by clicking.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Any

from bot.console.board_words import legend_word
from bot.lessons.telling import GAME_KINDS
from bot.markup import t, typed
from bot.service.legend import marks_legend
from bot.service.move_steps import move_paths
from bot.web import colours
from bot.web.clock_face import clock_html
from bot.web.snapshot import Snapshot, spectator_delay
from bot.web.words import html, languages, switch_name, text
from renderers import style
from renderers.svg import Describe, piece_sample, render_svg
from renderers.text_board import pieces_key
from storage.status import MatchStatus

# The view vocabulary's piece kinds and states (games/core/view.py), as a reader names them.
KINDS = {
    "man": t("web-piece-man"),
    "king": t("web-piece-king"),
    "counter": t("web-piece-counter"),
    "knight": t("web-piece-knight"),
    "castle-knight": t("web-piece-castle-knight"),
    "rook": t("web-piece-rook"),
    "page": t("web-piece-page"),
    "diagonal": t("web-piece-diagonal"),
    "orthogonal": t("web-piece-orthogonal"),
    "compound": t("web-piece-compound"),
}
FLAGS = {
    "hidden": t("web-flag-hidden"),
    "trapped": t("web-flag-trapped"),
    "crowned": t("web-flag-crowned"),
    "boss": t("web-flag-boss"),
    "crossed": t("web-flag-crossed"),
}
STEPS = {
    "first": t("web-replay-first"),
    "prev": t("web-replay-previous"),
    "next": t("web-replay-next"),
    "last": t("web-replay-last"),
}


@dataclass(frozen=True)
class Place:
    """Where a page lives: its own address (a watch link's, or a seat's), the stream's, the
    forms' (a seat's only) and the CSRF token its forms carry."""

    page: str
    stream: str
    actions: str | None = None
    csrf: str = ""


def _side(side: str | None) -> str:
    return t("web-side-black") if side == "black" else t("web-side-white")


def describer(language: str, game_id: str) -> Describe:
    """The title of each square for a screen reader, in the reader's language, its pieces
    named as ``game_id``'s players name them (bot.lessons.telling.GAME_KINDS)."""

    def describe(square: str, piece: Mapping[str, Any] | None) -> str:
        if piece is None:
            return square
        flags = tuple(str(f) for f in piece.get("flags") or ())
        kind = str(piece.get("kind"))
        kind = GAME_KINDS.get((game_id, kind), kind)
        return _square_title(language, square, kind, piece.get("side"), flags)

    return describe


@lru_cache(maxsize=8192)
def _square_title(
    language: str, square: str, kind: str, side: str | None, flags: tuple[str, ...]
) -> str:
    """A square's title, formatted once per language and piece on it (a board is drawn for
    every move, and its squares hold the same few kinds of piece)."""
    named = KINDS.get(kind) or typed(kind)
    words = t("web-square-piece", square=square, piece=named, side=_side(side))
    shown = [FLAGS[f] for f in flags if f in FLAGS]
    if shown:
        words = t("web-square-flags", described=words, flags=shown)
    return text(words, language)


def _status(snap: Snapshot) -> str:
    """Whose decision it is, or the result."""
    match = snap.match
    if not snap.running:
        if match.winner is None:
            return t("web-result-draw", reason=match.reason or "")  # a stored message (markup)
        return t(
            "web-result-win",
            player=typed(snap.names[match.winner]),
            side=_side(match.winner),
            reason=match.reason or "",  # a stored message (markup), localised here
        )
    view = snap.frames[-1].view
    if match.status == MatchStatus.SETUP:
        return t("web-setup")
    to_move = view.get("to_move")
    if snap.seat is not None and snap.legal:
        return t("web-turn-yours", side=_side(snap.seat))
    return t("web-turn", player=typed(snap.names.get(str(to_move), "")), side=_side(to_move))


def _position_words(snap: Snapshot, index: int) -> str:
    frame = snap.frames[index]
    return _words_of(index, frame.move_number, frame.last_move)


def _words_of(index: int, move_number: int | None, move: str | None) -> str:
    """A position's words: the start, or the move that made it."""
    if index == 0 or move is None:
        return t("web-position-start")
    return t("web-position-move", number=str(move_number), move=typed(move))


def _link(index: int, language: str) -> str:
    """A position's address, relative to the page's own: the live part holds no token, so
    every watcher of a match is sent the same bytes."""
    return f"?ply={index}&amp;lang={escape(language)}"


def _replay(snap: Snapshot, index: int, language: str) -> str:
    latest = snap.latest

    def step(target: int, key: str) -> str:
        words = html(STEPS[key], language)
        if target == index or not 0 <= target <= latest:
            return f'<span class="step off" data-step="{key}">{words}</span>'
        return (
            f'<a class="step" data-step="{key}" data-ply="{target}" '
            f'href="{_link(target, language)}">{words}</a>'
        )

    return (
        '<nav class="replay">'
        f"{step(0, 'first')}{step(index - 1, 'prev')}"
        '<form method="get" class="slider">'
        f'<input type="hidden" name="lang" value="{escape(language)}">'
        f"<label>{html(t('web-replay-slider'), language)} "
        f'<input type="range" name="ply" min="0" max="{latest}" value="{index}"></label>'
        f'<button type="submit">{html(t("web-replay-go"), language)}</button></form>'
        f"{step(index + 1, 'next')}{step(latest, 'last')}"
        "</nav>"
    )


def _move_list(snap: Snapshot, index: int, language: str) -> str:
    items = []
    for number in range(1, len(snap.frames)):
        frame = snap.frames[number]
        items.append(
            _move_item(number, frame.move_number, frame.last_move, language, number == index)
        )
    heading = html(t("web-moves-heading"), language)
    return f'<h2>{heading}</h2><ol class="moves">{"".join(items)}</ol>'


@lru_cache(maxsize=8192)
def _move_item(
    number: int, move_number: int | None, move: str | None, language: str, current: bool
) -> str:
    """One entry of the move list, made once per language (every event of a match repeats
    the list so far)."""
    words = html(_words_of(number, move_number, move), language)
    marked = ' aria-current="step"' if current else ""
    return f'<li><a data-ply="{number}" href="{_link(number, language)}"{marked}>{words}</a></li>'


def _paths(moves: tuple[str, ...]) -> str:
    """The legal moves with the squares each names, in order, for the click-to-move script:
    it never knows a rule, only which of these the clicks so far can still be."""
    return json.dumps([{"move": p.move, "squares": list(p.squares)} for p in move_paths(moves)])


def _play(snap: Snapshot, place: Place, language: str) -> str:
    """A seat's forms: its move (a list of every legal move, which the script drives by
    clicks) or, in a set-up stage, its private choice (a Stealth King's square: one click,
    or the list, or at random), a draw offer and a confirmed resignation."""
    if place.actions is None or not snap.running:
        return ""
    csrf = f'<input type="hidden" name="csrf" value="{escape(place.csrf)}">'
    parts = []
    if snap.legal:
        options = "".join(f'<option value="{escape(m)}">{escape(m)}</option>' for m in snap.legal)
        action, hint, pick, button = "move", "web-play-hint", "web-play-pick", "web-play-button"
        if snap.choosing:
            action, hint, pick = "choose", "web-choose-hint", "web-choose-pick"
            random = html(t("play-setup-random-button"), language)
            options += f'<option value="random">{random}</option>'
        parts.append(
            f'<form class="play" method="post" action="{escape(place.actions)}/{action}" '
            f'data-moves="{escape(_paths(snap.legal))}">{csrf}'
            f'<p class="hint">{html(t(hint), language)}</p>'
            f'<label>{html(t(pick), language)} <select name="move">{options}</select>'
            f'</label> <button type="submit">{html(t(button), language)}</button>'
            '<span class="choices"></span></form>'
        )
    parts.append(
        f'<form class="draw" method="post" action="{escape(place.actions)}/draw">{csrf}'
        f"{_draw_buttons(snap, language)}</form>"
        f'<form class="resign" method="post" action="{escape(place.actions)}/resign">{csrf}'
        f'<label><input type="checkbox" name="confirm" value="yes" required> '
        f"{html(t('web-resign-confirm'), language)}</label> "
        f'<button type="submit">{html(t("web-resign-button"), language)}</button></form>'
    )
    return f'<section class="seat">{"".join(parts)}</section>'


def _draw_buttons(snap: Snapshot, language: str) -> str:
    """Accept and Decline while the opponent's draw offer stands, else Offer a draw (the
    seat's own offer standing, it waits for the answer: offering again is refused)."""
    if snap.draw_offer is not None and snap.draw_offer != snap.seat:
        return (
            f'<button type="submit" name="answer" value="accept">'
            f"{html(t('web-draw-accept'), language)}</button> "
            f'<button type="submit" name="answer" value="decline">'
            f"{html(t('web-draw-decline'), language)}</button>"
        )
    if snap.draw_offer is not None:
        return f'<span class="waiting">{html(t("web-draw-waiting"), language)}</span>'
    offer = html(t("web-draw-offer"), language)
    return f'<button type="submit" name="answer" value="offer">{offer}</button>'


def _drawn_view(snap: Snapshot, index: int) -> Mapping[str, Any]:
    """The view position ``index``'s board is drawn from: a seat's own view at the last
    position, else the public one."""
    if snap.private_view is not None and index == snap.latest:
        return snap.private_view
    return snap.frames[index].view


def _explained(snap: Snapshot, index: int, language: str, scheme: style.Scheme) -> str:
    """What the board's symbols mean, in the words the bot gives: the marks this board shows
    (the legend a Discord board post carries, :func:`bot.service.legend.marks_legend`) and
    the game's pieces (the console board's legend, :func:`renderers.text_board.pieces_key`
    worded by :func:`bot.console.board_words.legend_word`), each beside its drawing.  Read
    from the view drawn only, so a spectator's is the same wherever a hidden King is; drawn
    in the reader's colours (``scheme``), as the board is."""
    frame = snap.frames[index]
    view = _drawn_view(snap, index)
    return _key_html(
        marks_legend(view, captured=frame.captured, sent_home=frame.sent_home),
        pieces_key(view),
        snap.match.game_id,
        language,
        scheme,
    )


def _key_html(
    marks: str,
    pieces: tuple[dict[str, str], list[str]],
    game_id: str,
    language: str,
    scheme: style.Scheme,
) -> str:
    letters, flags = pieces
    said = f'<p class="marks">{html(marks, language)}</p>' if marks else ""
    key = _pieces_html(game_id, tuple(letters.items()), tuple(flags), language, scheme)
    return f'<section class="key">{said}{key}</section>'


@lru_cache(maxsize=256)
def _pieces_html(
    game_id: str,
    letters: tuple[tuple[str, str], ...],
    flags: tuple[str, ...],
    language: str,
    scheme: style.Scheme,
) -> str:
    """The key of the pieces, made once per game, language and palette (every position of a
    game has the same key but for a seat's hidden King)."""
    items = [
        f"<li>{piece_sample(game_id, kind, (), scheme)} <code>{escape(letter)}</code> "
        f"{escape(legend_word(f'kind:{kind}', language, game_id))}</li>"
        for letter, kind in letters
    ]
    first = letters[0][1] if letters else "man"
    items += [
        f"<li>{piece_sample(game_id, first, (flag,), scheme)} "
        f"{escape(legend_word(f'flag:{flag}', language, game_id))}</li>"
        for flag in flags
    ]
    heading = html(t("web-pieces-heading"), language)
    return f'<h2>{heading}</h2><ul class="pieces">{"".join(items)}</ul>'


def _revealed(snap: Snapshot, language: str) -> str:
    """Once the match is over, its secret choices revealed with their salts (the lines the
    Discord final post ends with, :meth:`bot.service.boards.Boards.reveal_lines`); nothing
    when no choice is left to reveal but the heading (an archived match's secrets gone)."""
    if len(snap.revealed) < 2:
        return ""
    lines = "".join(f"<p>{html(line, language)}</p>" for line in snap.revealed)
    return f'<section class="revealed">{lines}</section>'


def board_svg(
    snap: Snapshot, index: int, language: str, scheme: style.Scheme = style.STANDARD
) -> str:
    """The board of position ``index``: a seat's own view at the last position, else the
    public one, turned for the seat's side, in the reader's colours (``scheme``)."""
    frame = snap.frames[index]
    view = _drawn_view(snap, index)
    label = text(
        t("web-board-label", match=str(snap.match.id), position=_position_words(snap, index)),
        language,
    )
    return render_svg(
        view,
        last_move=frame.last_move,
        perspective=snap.seat or "white",
        captured=frame.captured,
        sent_home=frame.sent_home,
        moved=frame.moved,
        describe=describer(language, snap.match.game_id),
        label=label,
        scheme=scheme,
    )


def live(
    snap: Snapshot,
    place: Place,
    index: int,
    language: str,
    notice: str | None = None,
    scheme: style.Scheme = style.STANDARD,
) -> str:
    """The part of a page a stream or a step replaces: everything about the match, its
    board in the reader's colours."""
    index = min(max(index, 0), snap.latest)
    title = t("web-title", match=str(snap.match.id), game=snap.game_name)
    players = t("web-players", white=typed(snap.names["white"]), black=typed(snap.names["black"]))
    own = ""
    hidden = (snap.private_view or {}).get("pieces", {}).values()
    if any("hidden" in (piece.get("flags") or ()) for piece in hidden):
        own = f'<p class="own">{html(t("web-your-view"), language)}</p>'
    said = f'<p class="notice" role="status">{html(notice, language)}</p>' if notice else ""
    delay = spectator_delay(snap.match) if snap.seat is None else 0
    if delay:
        said += f'<p class="delay">{html(t("web-delay", moves=delay), language)}</p>'
    at_latest = index == snap.latest
    return (
        f'<section class="match" data-ply="{index}" data-latest="{snap.latest}" '
        f'data-event="{escape(snap.event_id())}">'
        f"<h1>{html(title, language)}</h1>"
        f'<p class="players">{html(players, language)}</p>'
        f'<p class="status">{html(_status(snap), language)}</p>{_revealed(snap, language)}'
        f"{clock_html(snap.clock, language)}{said}"
        f'<div class="board-wrap">{board_svg(snap, index, language, scheme)}</div>'
        f'<p class="position">{html(_position_words(snap, index), language)}</p>{own}'
        f"{_explained(snap, index, language, scheme)}"
        f"{_replay(snap, index, language)}"
        f"{_play(snap, place, language) if at_latest else ''}"
        f"{_move_list(snap, index, language)}</section>"
    )


def _switch(place: Place | None, language: str) -> str:
    if place is None:
        return ""
    links = []
    for code in languages():
        name = escape(switch_name(code))
        if code == language:
            links.append(f'<strong lang="{code}">{name}</strong>')
        else:
            links.append(
                f'<a lang="{code}" hreflang="{code}" '
                f'href="{escape(place.page)}?lang={code}">{name}</a>'
            )
    label = html(t("web-language"), language)
    named = text(t("web-language"), language)
    return f'<nav class="languages" aria-label="{named}">{label}: {" · ".join(links)}</nav>'


def _palettes(place: Place | None, scheme: style.Scheme | None, language: str) -> str:
    if place is None or scheme is None:
        return ""
    return colours.switch(place.page, scheme, language)


def document(
    title: str,
    body: str,
    language: str,
    place: Place | None = None,
    *,
    extra_head: str = "",
    scheme: style.Scheme | None = None,
) -> str:
    """A whole page around ``body`` (already HTML); ``title`` is markup.  A page with a
    board (``scheme``, its colours) has the switch between the palettes too."""
    stream = (
        f' data-stream="{escape(place.stream)}" data-page="{escape(place.page)}"' if place else ""
    )
    return (
        f'<!doctype html><html lang="{escape(language)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f"<title>{text(title, language)}</title>{extra_head}"
        '<link rel="stylesheet" href="/static/web.css">'
        '<script src="/static/web.js" defer></script></head>'
        f'<body{stream} data-lang="{escape(language)}"><header><span class="brand">Gamut</span> '
        f"{_switch(place, language)}{_palettes(place, scheme, language)}</header>"
        f'<main id="live">{body}</main></body></html>'
    )


def match_page(
    snap: Snapshot,
    place: Place,
    index: int,
    language: str,
    notice: str | None = None,
    scheme: style.Scheme = style.STANDARD,
) -> str:
    part = live(snap, place, index, language, notice, scheme)
    return around(snap, place, part, language, scheme)


def around(
    snap: Snapshot,
    place: Place,
    part: str,
    language: str,
    scheme: style.Scheme = style.STANDARD,
) -> str:
    """The whole match page around its live part (made by :func:`live`, perhaps earlier and
    for every watcher: the part holds no token, the page around it does)."""
    title = t("web-title", match=str(snap.match.id), game=snap.game_name)
    return document(title, part, language, place, scheme=scheme)


def plain_page(message: str, language: str) -> str:
    """A page that only says something (a refused link, a refusal, a fault): ``message`` is
    markup."""
    return document(
        t("web-plain-title"), f'<p class="refusal">{html(message, language)}</p>', language
    )


def seat_opening(target: str, language: str) -> str:
    """The page a seat link answers with: its cookie is set, and it moves on to the seat's
    page itself (a link followed from another site may not carry a SameSite=Strict cookie
    through a redirect, a page of this site moving on does)."""
    head = f'<meta http-equiv="refresh" content="0; url={escape(target)}">'
    body = f'<p><a href="{escape(target)}">{html(t("web-seat-continue"), language)}</a></p>'
    return document(t("web-seat-opening"), body, language, extra_head=head)
