"""Entry point of `python -m tournaments`."""

import sys

from tournaments.cli import main

sys.exit(main())
