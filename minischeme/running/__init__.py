"""Running programs: the Interpreter, modules and `require`, the languages table, the limits
of one run, transcripts, and the registry of assignments.
"""
