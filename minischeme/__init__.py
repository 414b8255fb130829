"""minischeme: a Racket-compatible Scheme interpreter for card-game programming courses."""

__version__ = "0.1.0"
