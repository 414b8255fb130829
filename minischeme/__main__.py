"""`python -m minischeme` is the `minischeme` command."""
from .cli import main

raise SystemExit(main())
