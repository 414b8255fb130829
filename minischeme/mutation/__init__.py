"""Mutation testing of the grading suites (issue 32): does the default suite catch every bug?

    mutants.py   a mutant: text edits (old -> new) of a correct submission in
                 tests/submissions, the rule of the text it breaks; a table per assignment
                 and language, with the correct variants that must keep every point
    tables/      the tables: mini_card_game_scheme, solitaire_scheme, solitaire_sml,
                 bridge_hands_scheme, kaartspel_scheme, kaartspel_python
    scoring.py   grading each mutant in this process; killed = fewer points than the
                 correct file; the mutation score = killed / behaviour-changing mutants
    report.py    the report as text or JSON
    __main__.py  ``python -m minischeme.mutation``: the scores per assignment and language,
                 of the default suite or of a course's own staff tests (``--tests``)

It runs in a checkout: the correct files and the samples are in tests/submissions.
"""
