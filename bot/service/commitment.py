"""Public commitments to hidden choices, so players can check the bot never changed them.

At the start of a Stealth King game the service publishes ``sha256("<side>:<square>:<salt>")``
for each hidden King; at the end it reveals square and salt, and anyone can recompute the hash.
"""

from __future__ import annotations

import hashlib
import secrets


def new_salt() -> str:
    """32 hex digits of randomness: enough that the square cannot be guessed from the hash."""
    return secrets.token_hex(16)


def commitment(side: str, square: str, salt: str) -> str:
    """The hex SHA-256 of ``side:square:salt``."""
    return hashlib.sha256(f"{side}:{square}:{salt}".encode()).hexdigest()


def verifies(side: str, square: str, salt: str, published: str) -> bool:
    """Whether a revealed square and salt match the published commitment."""
    return commitment(side, square, salt) == published
