"""real->decimal-string with more digits than memory holds stops at once with Racket's
out-of-memory error: 10^digits, computed in one call no limit could interrupt, would never
end (Racket itself runs until its memory is gone)."""
from minischeme.running.interpreter import Interpreter


def test_huge_precision_is_out_of_memory_at_once():
    [outcome] = Interpreter().eval_string(
        "(with-handlers ([exn:fail:out-of-memory? exn-message]) "
        "(real->decimal-string 1.5 (expt 2 70)))")
    assert outcome.error is None and outcome.value == "out of memory"
