"""Discord's documented payload limits, checked on every request the bot makes under simcord,
and refused as Discord refuses them.

simcord already refuses some of what Discord refuses (content over 2,000 characters, the
embed limits, component labels and custom ids) but accepts the rest; here every payload is
checked against the limits Discord documents, written out again independently of the bot:

- content 2,000 characters; at most 10 embeds, 6,000 characters in all, title 256, description
  4,096, 25 fields of name 256 and value 1,024, footer 2,048, author 256
  (https://discord.com/developers/docs/resources/message#create-message and
  #embed-object-embed-limits);
- ``allowed_mentions.users`` and ``.roles`` at most 100 ids each
  (https://discord.com/developers/docs/resources/message#allowed-mentions-object: "Array of
  user_ids to mention (Max size of 100)");
- 5 rows of components, 5 buttons a row, 25 select options of 100 characters, custom_id 100,
  button labels 80, placeholders 150
  (https://discord.com/developers/docs/interactions/message-components);
- 10 attachments a message; each file at most 10 MiB, Discord's default upload limit
  (https://discord.com/developers/docs/reference#uploading-files: a larger request is
  refused with 413, code 40005 "Request entity too large");
- 25 autocomplete choices of 100 characters
  (https://discord.com/developers/docs/interactions/receiving-and-responding);
- thread and channel names 1 to 100 characters
  (https://discord.com/developers/docs/resources/channel#start-thread-without-message);
- the command tree: 100 commands, names 32, descriptions 100, 25 options and 25 choices
  (https://discord.com/developers/docs/interactions/application-commands).

A payload past any of them is refused as Discord refuses it: an HTTP 400 with code 50035
"Invalid Form Body" and the offending fields (413 and 40005 for a file too large), which
discord.py raises as :class:`discord.HTTPException`, so the bot's own handling of a refusal
is what the tests see.  The checks are also usable on recorded requests (:func:`problems_of`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
import simcord.http.router as router
from simcord.backend.errors import BackendError

CONTENT = 2000
MENTIONS = 100
ATTACHMENTS = 10
FILE_BYTES = 10 * 1024 * 1024
NAME = 100  # threads and channels
AUTOCOMPLETE = 25


@dataclass
class Sent:
    """One request: its method, path, JSON body and the sizes of the files it uploads."""

    method: str
    path: str
    json: Any
    file_sizes: list[int]


@dataclass(frozen=True)
class Problem:
    """One limit a payload breaks: where in the body (Discord's dotted field path) and how."""

    where: str
    what: str
    size: int
    limit: int

    def __str__(self) -> str:
        return f"{self.what}: {self.size} > {self.limit}"


def too_long(where: str, what: str, value: Any, limit: int) -> list[Problem]:
    if value is not None and len(value) > limit:
        return [Problem(where, what, len(value), limit)]
    return []


def embed_problems(embeds: list[dict[str, Any]]) -> list[Problem]:
    problems = too_long("embeds", "embeds", embeds, 10)
    total = 0
    for e, embed in enumerate(embeds):
        fields = embed.get("fields") or []
        at = f"embeds.{e}"
        problems += too_long(f"{at}.fields", "embed fields", fields, 25)
        texts = [
            (f"{at}.title", "embed title", embed.get("title"), 256),
            (f"{at}.description", "embed description", embed.get("description"), 4096),
            (f"{at}.footer.text", "embed footer", (embed.get("footer") or {}).get("text"), 2048),
            (f"{at}.author.name", "embed author", (embed.get("author") or {}).get("name"), 256),
        ]
        for f, item in enumerate(fields):
            texts += [
                (f"{at}.fields.{f}.name", "field name", item.get("name"), 256),
                (f"{at}.fields.{f}.value", "field value", item.get("value"), 1024),
            ]
        for where, what, text, limit in texts:
            problems += too_long(where, what, text, limit)
            total += len(text or "")
    if total > 6000:
        problems.append(Problem("embeds", "embeds in all", total, 6000))
    return problems


def component_problems(rows: list[dict[str, Any]]) -> list[Problem]:
    problems = too_long("components", "component rows", rows, 5)
    for r, row in enumerate(rows):
        children = row.get("components") or []
        at = f"components.{r}.components"
        problems += too_long(at, "components in a row", children, 5)
        for c, item in enumerate(children):
            here = f"{at}.{c}"
            problems += too_long(f"{here}.custom_id", "custom_id", item.get("custom_id"), 100)
            problems += too_long(f"{here}.label", "button label", item.get("label"), 80)
            problems += too_long(
                f"{here}.placeholder", "placeholder", item.get("placeholder"), 150
            )
            options = item.get("options") or []
            problems += too_long(f"{here}.options", "select options", options, 25)
            for o, option in enumerate(options):
                for key in ("label", "value", "description"):
                    problems += too_long(
                        f"{here}.options.{o}.{key}", f"option {key}", option.get(key), 100
                    )
    return problems


def mention_problems(allowed: dict[str, Any] | None) -> list[Problem]:
    allowed = allowed or {}
    return [
        problem
        for kind in ("users", "roles")
        for problem in too_long(
            f"allowed_mentions.{kind}", f"allowed {kind}", allowed.get(kind), MENTIONS
        )
    ]


def message_problems(body: dict[str, Any]) -> list[Problem]:
    problems = too_long("content", "content", body.get("content"), CONTENT)
    problems += embed_problems(body.get("embeds") or [])
    problems += component_problems(body.get("components") or [])
    problems += mention_problems(body.get("allowed_mentions"))
    problems += too_long("attachments", "attachments", body.get("attachments"), ATTACHMENTS)
    choices = body.get("choices")
    for c, choice in enumerate(choices or []):  # an autocomplete answer
        problems += too_long(f"choices.{c}.name", "choice name", choice.get("name"), 100)
        problems += too_long(
            f"choices.{c}.value", "choice value", str(choice.get("value")), 100
        )
    problems += too_long("choices", "autocomplete choices", choices, AUTOCOMPLETE)
    return problems


def command_problems(commands: list[dict[str, Any]]) -> list[Problem]:
    problems = too_long("", "commands", commands, 100)

    def check(item: dict[str, Any], at: str, where: str) -> None:
        nonlocal problems
        problems += too_long(f"{at}.name", f"{where} name", item.get("name"), 32)
        problems += too_long(
            f"{at}.description", f"{where} description", item.get("description"), 100
        )
        problems += too_long(f"{at}.options", f"{where} options", item.get("options"), 25)
        problems += too_long(f"{at}.choices", f"{where} choices", item.get("choices"), 25)
        for c, choice in enumerate(item.get("choices") or []):
            problems += too_long(
                f"{at}.choices.{c}.name", f"{where} choice name", choice.get("name"), 100
            )
        for o, option in enumerate(item.get("options") or []):
            check(option, f"{at}.options.{o}", f"{where} {item.get('name')}")

    for n, command in enumerate(commands):
        check(command, str(n), "command")
    return problems


def names_a_channel(request: Sent) -> bool:
    """A thread being started, or a channel or thread renamed."""
    parts = request.path.strip("/").split("/")
    renamed = request.method == "PATCH" and len(parts) == 2 and parts[0] == "channels"
    return request.path.endswith("/threads") or renamed


def body_problems(request: Sent) -> list[Problem]:
    """What Discord would refuse in the request's JSON body (400, 50035)."""
    body = request.json if isinstance(request.json, dict) else {}
    if request.path.endswith("/commands") and isinstance(request.json, list):
        return command_problems(request.json)
    if "data" in body and isinstance(body["data"], dict):  # an interaction response
        body = body["data"]
    problems = message_problems(body)
    if names_a_channel(request):
        problems += too_long("name", "channel name", body.get("name"), NAME)
    problems += too_long("files", "files", request.file_sizes, ATTACHMENTS)
    return problems


def too_large(request: Sent) -> list[int]:
    """The sizes of the files Discord would refuse as too large (413, 40005)."""
    return [size for size in request.file_sizes if size > FILE_BYTES]


def problems_of(request: Sent) -> list[str]:
    """Every limit ``request`` breaks, as readable lines (empty: Discord accepts it)."""
    problems = [str(p) for p in body_problems(request)]
    problems += [f"file of {size} bytes > {FILE_BYTES}" for size in too_large(request)]
    return [f"{request.method} {request.path}: {problem}" for problem in problems]


def refusal(request: Sent) -> BackendError | None:
    """The error Discord answers ``request`` with, or None if it accepts it."""
    problems = body_problems(request)
    if problems:
        errors: dict[str, Any] = {}
        for problem in problems:
            node = errors
            for key in filter(None, problem.where.split(".")):
                node = node.setdefault(key, {})
            node.setdefault("_errors", []).append(
                {
                    "code": "BASE_TYPE_MAX_LENGTH",
                    "message": f"Must be {problem.limit} or fewer in length.",
                }
            )
        return BackendError(400, 50035, "Invalid Form Body", errors=errors)
    if too_large(request):
        return BackendError(413, 40005, "Request entity too large")
    return None


@dataclass
class Traffic:
    """Every request the bot made in a test, and those refused for breaking a limit.

    A refusal fails the test at its end unless the test provokes it on purpose and says
    so (``expect_refusals``): a bot that sends what Discord refuses is a bug."""

    sent: list[Sent] = field(default_factory=list)
    refused: list[Sent] = field(default_factory=list)
    refusals_expected: bool = False

    def expect_refusals(self) -> None:
        self.refusals_expected = True


def file_sizes(files: list[Any] | None) -> list[int]:
    sizes = []
    for file in files or []:
        stream = file.fp
        where = stream.tell()
        sizes.append(len(stream.read()))
        stream.seek(where)
    return sizes


@pytest.fixture(autouse=True)
def discord_limits(monkeypatch: pytest.MonkeyPatch) -> Iterator[Traffic]:
    """simcord made to refuse what Discord refuses, for every test of the Discord layer (an
    autouse fixture: it is installed before the bot starts, so its command sync is checked)."""
    traffic = Traffic()
    dispatch = router.dispatch

    def checked(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        request = Sent(method, path, kwargs.get("json"), file_sizes(kwargs.get("files")))
        traffic.sent.append(request)
        error = refusal(request)
        if error is not None:
            traffic.refused.append(request)
            raise error
        return dispatch(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", checked)
    yield traffic
    if not traffic.refusals_expected:
        refused = [line for request in traffic.refused for line in problems_of(request)]
        assert refused == [], "the bot sent what Discord refuses"
