"""How long a PostgreSQL connection may keep Gamut waiting: the bounds on every database call.

Why bounds of their own beside the busy timeout: the busy timeout bounds a wait for a lock,
which the server measures; a server that is frozen (a failover pause), or a connection whose
packets vanish (an old primary gone from behind a floating address, a NAT that dropped the
flow), answers nothing at all, and without a bound on the client's side a request would wait
until the process is restarted.  So:

* ``statement_s``: the server's ``statement_timeout``, and the client waits that plus
  ``ANSWER_MARGIN_S`` for any answer (asyncpg's ``command_timeout``), then drops the
  connection: a request that cannot be served gets "try again" within a few of these.
* ``idle_in_transaction_s``: the server's ``idle_in_transaction_session_timeout``: a
  transaction whose client went silent does not hold its row locks for longer.
* ``keepalive_s``: TCP keepalives on both ends (the client's socket options, the server's
  ``tcp_keepalives_*`` for this session) and the client's ``TCP_USER_TIMEOUT``: a connection
  that stopped carrying packets is declared dead within about this long, so the server ends
  the session of a vanished client (and lets go of its advisory locks) and the client drops a
  connection to a vanished server even while nothing is asked.  Unix sockets need none.

The defaults suit the bot: its statements take milliseconds.  Long operator jobs (copying a
whole database, ``python -m storage copy``) use :data:`UNBOUNDED_STATEMENTS`.
"""

from __future__ import annotations

from dataclasses import dataclass

ANSWER_MARGIN_S = 1.0  # the client waits this much longer than the server's statement timeout
KEEPALIVE_PROBES = 3


@dataclass(frozen=True)
class Bounds:
    """The bounds of one PostgreSQL database's connections (see the module docstring); a
    value of 0 switches that bound off."""

    statement_s: float = 4.0
    idle_in_transaction_s: float = 15.0
    keepalive_s: float = 10.0

    def __post_init__(self) -> None:
        for name in ("statement_s", "idle_in_transaction_s", "keepalive_s"):
            value = getattr(self, name)
            if not value >= 0:  # NaN too
                raise ValueError(f"{name} is a number of seconds, 0 or more, not {value!r}")

    @property
    def answer_s(self) -> float | None:
        """How long the client waits for any answer before it drops the connection."""
        return self.statement_s + ANSWER_MARGIN_S if self.statement_s else None

    def server_settings(self) -> dict[str, str]:
        """The session settings that make the server keep these bounds itself."""
        settings = {
            "statement_timeout": f"{round(self.statement_s * 1000)}ms",
            "idle_in_transaction_session_timeout": f"{round(self.idle_in_transaction_s * 1000)}ms",
        }
        if self.keepalive_s:
            idle, interval = self.keepalive_timings()
            settings.update(
                tcp_keepalives_idle=str(idle),
                tcp_keepalives_interval=str(interval),
                tcp_keepalives_count=str(KEEPALIVE_PROBES),
            )
        return settings

    def keepalive_timings(self) -> tuple[int, int]:
        """Seconds of silence before the first probe, and between probes: half the bound
        waiting, the other half probing (``KEEPALIVE_PROBES`` unanswered probes end it)."""
        idle = max(1, round(self.keepalive_s / 2))
        interval = max(1, round(self.keepalive_s / (2 * KEEPALIVE_PROBES)))
        return idle, interval


UNBOUNDED_STATEMENTS = Bounds(statement_s=0, idle_in_transaction_s=0)
