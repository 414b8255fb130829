"""Reference implementations of the course assignments, one module per assignment."""
