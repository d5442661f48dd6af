"""Why each game refuses a move: one module per game, asked by its engine's ``explain_illegal``.

Each module reads the engine's own rule helpers (its step tables, trap and capture searches) to
say which rule a typed from-square/to-square pair breaks; the reasons every game shares are in
``games/core/refusal.py``.  Kept apart from the generators so those can change for speed without
touching the explanations.  No module here defines ``GAME``: the registry passes them by.
"""
