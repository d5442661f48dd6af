"""One module per game; each defines ``GAME``, an instance of ``games.core.engine.Game``."""
