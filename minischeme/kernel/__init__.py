"""Jupyter kernels for minischeme (the `jupyter` extra): plain Racket, and one per
assignment with its reference bound. ``kernel.py`` is the kernel, ``cards.py`` draws card
values, ``specs.py`` writes and installs the kernel specs."""
