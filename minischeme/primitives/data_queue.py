"""data/queue: mutable first-in first-out queues, as Racket 8.7's data/queue makes them: a
chain of links from the head to the tail, so a walk (`in-queue`, or the queue itself as
a sequence) starts at the head it finds and sees what `enqueue!` adds behind it while it
runs. A queue prints as `#<queue>`. The procedures' errors are Racket's: `enqueue!`,
`enqueue-front!` and `dequeue!` check their own arguments (`expected argument of type
<queue>`), the others through a contract (`queue-length: contract violation`).
`queue/c` and `nonempty-queue/c` are the predicates `queue?` and `non-empty-queue?`, which
Racket's flat contracts print as."""
from __future__ import annotations

from typing import Any, Iterator

from minischeme.values.data import VOID
from minischeme.values.errors import EXN_FAIL_CONTRACT, contract_error, racket_error
from minischeme.values.printer import error_value_string
from minischeme.values.runtime import apply_procedure, is_procedure
from .base_lists import from_pylist
from .sequences import Sequence
from .registry import LIBRARIES, add, define, library

library("data/queue")


class _Link:
    """One element of a queue and the link after it (None at the tail)."""

    __slots__ = ("value", "next")

    def __init__(self, value: Any, next_link: _Link | None = None) -> None:
        self.value, self.next = value, next_link


class Queue:
    """A queue: its first and last links (None when it is empty) and its length."""

    __slots__ = ("head", "tail", "length")

    def __init__(self) -> None:
        self.head: _Link | None = None
        self.tail: _Link | None = None
        self.length = 0

    def racket_repr(self) -> str:
        return "#<queue>"

    __repr__ = racket_repr

    def racket_sequence(self) -> Iterator:
        """A queue is a sequence of its elements (as in-queue gives them)."""
        return _walk(self)


def _walk(q: Queue) -> Iterator:
    """The elements from the head found now, each link's successor read when reached."""
    link = q.head
    while link is not None:
        yield link.value
        link = link.next


def _own_check(who: str, q: Any, what: str = "queue") -> Queue:
    """q, a queue, or the error enqueue!/dequeue! raise themselves."""
    if type(q) is not Queue or (what != "queue" and q.head is None):
        raise racket_error(f"{who}: expected argument of type <{what}>; given: "
                           f"{error_value_string(q)}", EXN_FAIL_CONTRACT)
    return q


def _contract_check(who: str, q: Any) -> Queue:
    """q, a queue, or the contract's error."""
    if type(q) is not Queue:
        raise contract_error(who, "queue?", q)
    return q


@define("make-queue", 0)
def make_queue() -> Queue:
    """A new empty queue."""
    return Queue()


@define("queue?", 1)
def queue_p(v: Any) -> bool:
    """Is v a queue?"""
    return type(v) is Queue


@define("non-empty-queue?", 1)
def non_empty_queue_p(v: Any) -> bool:
    """Is v a queue with an element?"""
    return type(v) is Queue and v.head is not None


@define("queue-empty?", 1)
def queue_empty_p(q: Any) -> bool:
    """Has the queue no element?"""
    return _contract_check("queue-empty?", q).head is None


@define("queue-length", 1)
def queue_length(q: Any) -> int:
    """How many elements the queue holds."""
    return _contract_check("queue-length", q).length


@define("enqueue!", 2)
def enqueue(q: Any, v: Any) -> Any:
    """Add v at the back of the queue."""
    _own_check("enqueue!", q)
    link = _Link(v)
    if q.tail is None:
        q.head = link
    else:
        q.tail.next = link
    q.tail = link
    q.length += 1
    return VOID


@define("enqueue-front!", 2)
def enqueue_front(q: Any, v: Any) -> Any:
    """Add v at the front of the queue."""
    _own_check("enqueue-front!", q)
    q.head = _Link(v, q.head)
    if q.tail is None:
        q.tail = q.head
    q.length += 1
    return VOID


@define("dequeue!", 1)
def dequeue(q: Any) -> Any:
    """Remove the front element of the queue and answer it."""
    _own_check("dequeue!", _own_check("dequeue!", q), "non-empty queue")
    link = q.head
    q.head = link.next
    if q.head is None:
        q.tail = None
    q.length -= 1
    return link.value


@define("queue->list", 1)
def queue_to_list(q: Any) -> Any:
    """The elements of the queue, front first."""
    return from_pylist(list(_walk(_contract_check("queue->list", q))))


@define("queue-filter!", 2)
def queue_filter(q: Any, keep: Any) -> Any:
    """Keep only the elements for which keep answers true, in their order."""
    _contract_check("queue-filter!", q)
    if not is_procedure(keep):
        raise contract_error("queue-filter!", "a procedure", keep)
    kept = [v for v in list(_walk(q)) if apply_procedure(keep, [v]) is not False]
    q.head = q.tail = None
    q.length = 0
    for v in kept:
        enqueue(q, v)
    return VOID


@define("in-queue", 1)
def in_queue(q: Any) -> Sequence:
    """The elements of the queue as a sequence (q checked when a loop walks it)."""
    return Sequence(lambda: _walk(_contract_check("in-queue", q)))


add("queue/c", LIBRARIES["data/queue"]["queue?"])
add("nonempty-queue/c", LIBRARIES["data/queue"]["non-empty-queue?"])
