"""Plain reply values: what the service wants said, and to whom, with no platform in sight.

The Discord cog and the console translate these into messages, files, buttons and DMs; tests
read them directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any


@dataclass(frozen=True)
class Attachment:
    """A file to send: a board PNG or a replay GIF, with the view a board was drawn from and
    the side it is turned to (so a text front end can print the same board, the same way up)."""

    filename: str
    data: bytes
    view: dict[str, Any] | None = field(default=None, compare=False, repr=False)
    perspective: str = field(default="white", compare=False, repr=False)


@dataclass(frozen=True)
class Choice:
    """One answer of a prompt: the front end shows ``label`` and calls ``action(argument)``.

    Actions: ``move`` (a move text), ``accept``/``decline`` (a challenge id), ``resign`` (a match
    id, confirmed), ``draw-accept``/``draw-decline``, ``claim`` (a time-out win), ``private``
    (a private set-up choice such as a Stealth King square, or ``random``).
    """

    label: str
    action: str
    argument: str


@dataclass(frozen=True)
class Prompt:
    """A question with choices that only ``user_id`` may answer (None: anyone but the asker)."""

    user_id: int | None
    text: str
    choices: tuple[Choice, ...]


@dataclass(frozen=True)
class PrivateMessage:
    """Something for one user's eyes only (a DM in Discord)."""

    user_id: int
    text: str
    image: Attachment | None = None
    prompt: Prompt | None = None


@dataclass(frozen=True)
class Reply:
    """Everything one service operation wants said.

    ``text``/``image``/``prompts`` are public (the match's channel or thread); ``notice``,
    ``notice_image`` and ``confirm`` (a yes/no question) are for the caller only (ephemeral);
    ``private`` are per-user messages (DMs); ``mentions`` are the users the public text pings.
    """

    text: str = ""
    image: Attachment | None = None
    prompts: tuple[Prompt, ...] = ()
    private: tuple[PrivateMessage, ...] = ()
    notice: str | None = None
    notice_image: Attachment | None = None
    confirm: Prompt | None = None
    match_id: int | None = None
    challenge_id: int | None = None
    mentions: tuple[int, ...] = ()
    new_match: bool = False
    extra_files: tuple[Attachment, ...] = field(default=())
    # The bot's AI may have a decision to make in this match once this reply is out (set only
    # when the host lets the AI answer in a message of its own: see ``AISeat.later``).
    ai_due: bool = False
    # The action's commit lost its answer and the database could not be asked since: whether
    # it was stored is unknown, and the notice says so (with the board as it was before).
    outcome_unknown: bool = False
    # The tournament the reply is about (its number, for the front end's buttons).
    tournament_id: int | None = None
    # What tournaments say after this operation (a round's result, the next round's pairings
    # and matches, the final standings), each for its own channel: delivered after the reply.
    bulletins: tuple[Bulletin, ...] = ()

    def merged(self, other: Reply) -> Reply:
        """This reply followed by ``other`` (texts joined, lists concatenated)."""
        return replace(
            self,
            text="\n".join(t for t in (self.text, other.text) if t),
            image=other.image or self.image,
            prompts=self.prompts + other.prompts,
            private=self.private + other.private,
            notice="\n".join(n for n in (self.notice, other.notice) if n) or None,
            notice_image=other.notice_image or self.notice_image,
            confirm=other.confirm or self.confirm,
            match_id=self.match_id or other.match_id,
            challenge_id=self.challenge_id or other.challenge_id,
            mentions=tuple(dict.fromkeys(self.mentions + other.mentions)),
            new_match=self.new_match or other.new_match,
            extra_files=self.extra_files + other.extra_files,
            ai_due=self.ai_due or other.ai_due,
            outcome_unknown=self.outcome_unknown or other.outcome_unknown,
            tournament_id=self.tournament_id or other.tournament_id,
            bulletins=self.bulletins + other.bulletins,
        )


@dataclass(frozen=True)
class Bulletin:
    """Something a tournament says in its own channel, and the matches it opened.

    ``reply`` is for the tournament's channel (text and a picture: the pairing table or the
    standings); ``matches`` holds one new-match reply per game opened (``new_match`` set,
    ``match_id`` its match; its private messages tell each player by DM); ``updates`` replies
    for matches already open.  ``channel_id`` None: a tournament without a channel (the
    console's)."""

    tournament_id: int
    guild_id: int | None
    channel_id: int | None
    reply: Reply
    matches: tuple[Reply, ...] = ()
    # Replies for matches already open (a game decided on time at the round's deadline): each
    # for its own match's thread, like any reply carrying ``match_id``.
    updates: tuple[Reply, ...] = ()
