"""racket/base's loggers as `racket FILE` has them: one log receiver, on standard error at
level 'error (Racket's default without PLTSTDERR), attached to the initial
`current-logger`. A message at 'fatal or 'error to that logger, or to a logger made with
it as an ancestor, is written there as "topic: message" (just "message" without a
topic); any other message goes nowhere unless a log receiver takes it, and `log-level?`
says so, so `log-info`'s arguments are not even evaluated (forms/logging.py). Loggers:
`make-logger`, `logger?`, `logger-name`, `current-logger`, `log-level?`, `log-max-level`,
`log-all-levels`, `log-message`; `make-log-receiver` and `log-receiver?`: a receiver
holds each message at its levels sent to its logger or the logger's descendants, as
`(vector level message data topic)`, until a `sync` takes it."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import (NIL, VOID, MVector, Symbol, as_str, is_string, list_to_python,
                                    make_list, sym)
from minischeme.values.errors import contract_error
from minischeme.values.ports import original_error
from minischeme.values.procedures import Parameter, Primitive
from .racket_thread import Queue
from .registry import add, define

_LEVELS = ("none", "fatal", "error", "warning", "info", "debug")
_LEVEL_CONTRACT = "(or/c 'none 'fatal 'error 'warning 'info 'debug)"
_RECEIVED = 2           # the stderr receiver takes 'fatal and 'error (ranks 1 and 2)


class LogReceiver(Queue):
    """A log receiver: its (rank, topic) specs, in order (topic #f: any topic)."""

    def __init__(self, specs: list[tuple[int, Any]]) -> None:
        super().__init__()
        self.specs = specs

    def rank_for(self, topic: Any) -> int:
        """The most detailed level (its rank) this receiver takes for a message of topic
        (#f: for some topic); 0 takes none."""
        if topic is False:
            return max(rank for rank, _ in self.specs)
        for rank, t in self.specs:
            if t is False or t is topic:
                return rank
        return 0

    def racket_repr(self) -> str:
        return "#<log-receiver>"


class Logger:
    """A logger: its default topic (a symbol or #f), its parent (None: none), and the log
    receivers made for it."""

    __slots__ = ("name", "parent", "receives", "receivers")

    def __init__(self, name: Any, parent: "Logger | None", receives: bool = False) -> None:
        self.name, self.parent, self.receives = name, parent, receives
        self.receivers: list[LogReceiver] = []

    def all_receivers(self) -> list[LogReceiver]:
        """The receivers of this logger and of its ancestors: those a message reaches."""
        found: list[LogReceiver] = []
        logger: Logger | None = self
        while logger is not None:
            found.extend(logger.receivers)
            logger = logger.parent
        return found

    def max_rank(self, topic: Any) -> int:
        """The most detailed level (its rank) any receiver a message to this logger reaches
        takes for topic (#f: for some topic); 0 for none."""
        ranks = [r.rank_for(topic) for r in self.all_receivers()]
        if self.reaches_stderr():
            ranks.append(_RECEIVED)
        return max(ranks, default=0)

    def reaches_stderr(self) -> bool:
        """Is the logger holding the stderr receiver this one or an ancestor?"""
        logger: Logger | None = self
        while logger is not None:
            if logger.receives:
                return True
            logger = logger.parent
        return False

    def racket_repr(self) -> str:
        return "#<logger>"


ROOT = Logger(False, None, receives=True)


def _check_logger(who: str, logger: Any) -> "Logger":
    if type(logger) is not Logger:
        raise contract_error(who, "logger?", logger)
    return logger


def _logger_guard(v: Any) -> Any:
    return _check_logger("current-logger", v)


add("current-logger", Parameter(ROOT, Primitive("current-logger", _logger_guard, 1, 1), "current-logger"))


def _rank(who: str, level: Any) -> int:
    if type(level) is not Symbol or level.name not in _LEVELS:
        raise contract_error(who, _LEVEL_CONTRACT, level)
    return _LEVELS.index(level.name)


def _check_topic(who: str, topic: Any) -> None:
    """A topic is a symbol or #f; Racket words the contract so for make-logger alone."""
    if topic is not False and type(topic) is not Symbol:
        raise contract_error(who, "(or/c symbol? #f)" if who == "make-logger" else "(or/c #f symbol?)", topic)


@define("make-logger", 0, None)
def make_logger(topic: Any = False, parent: Any = False, *propagation: Any) -> Logger:
    """A logger of default topic topic whose messages also go to parent's receivers
    (``propagation``: level topic ... pairs, checked, not used: every message propagates)."""
    _check_topic("make-logger", topic)
    if parent is not False:
        _check_logger("make-logger", parent)
    for i, v in enumerate(propagation):
        if i % 2 == 0:
            _rank("make-logger", v)
        elif v is not False and type(v) is not Symbol:
            raise contract_error("make-logger", "(or/c #f symbol?)", v)
    return Logger(topic, parent or None)


@define("logger?", 1)
def logger_p(v: Any) -> bool:
    """Is v a logger?"""
    return type(v) is Logger


@define("logger-name", 1)
def logger_name(logger: Any) -> Any:
    """The default topic of logger (#f for none)."""
    return _check_logger("logger-name", logger).name


@define("log-level?", 2, 3)
def log_level_p(logger: Any, level: Any, topic: Any = False) -> bool:
    """Would a message of level to logger reach a receiver (the stderr one at 'error)?"""
    _check_logger("log-level?", logger)
    rank = _rank("log-level?", level)
    _check_topic("log-level?", topic)
    return 0 < rank <= logger.max_rank(topic)


@define("log-max-level", 1, 2)
def log_max_level(logger: Any, topic: Any = False) -> Any:
    """The most detailed level any receiver of logger takes (for topic), or #f."""
    _check_logger("log-max-level", logger)
    _check_topic("log-max-level", topic)
    rank = logger.max_rank(topic)
    return sym(_LEVELS[rank]) if rank else False


@define("log-all-levels", 1)
def log_all_levels(logger: Any) -> Any:
    """The levels logger's receivers take, by topic: level topic ..., flat."""
    _check_logger("log-all-levels", logger)
    levels: list = []
    for receiver in logger.all_receivers():
        for rank, topic in receiver.specs:
            levels += [sym(_LEVELS[rank]), topic]
    if logger.reaches_stderr():
        levels += [sym("error"), False]
    return make_list(levels) if levels else NIL


@define("make-log-receiver", 2, None)
def make_log_receiver(logger: Any, level: Any, *more: Any) -> LogReceiver:
    """(make-log-receiver logger level [topic level] ... [topic]): a receiver of the
    messages sent to logger (or a descendant) at level or a more severe one, each level
    for the topic after it (none: every topic)."""
    _check_logger("make-log-receiver", logger)
    args = [level, *more]
    specs = []
    for i in range(0, len(args), 2):
        rank = _rank("make-log-receiver", args[i])
        topic = args[i + 1] if i + 1 < len(args) else False
        _check_topic("make-log-receiver", topic)
        specs.append((rank, topic))
    receiver = LogReceiver(specs)
    logger.receivers.append(receiver)
    return receiver


@define("log-receiver?", 1)
def log_receiver_p(v: Any) -> bool:
    """Is v a log receiver?"""
    return type(v) is LogReceiver


@define("log-message", 3, 6)
def log_message(logger: Any, level: Any, *args: Any) -> Any:
    """(log-message logger level [topic] message data [prefix?]): send message (at topic,
    by default logger's name) to the receivers that take level."""
    _check_logger("log-message", logger)
    rank = _rank("log-message", level)
    if is_string(args[0]):           # no topic: the logger's name is the topic
        topic, message, rest = logger.name, args[0], args[2:]
        data = args[1] if len(args) > 1 else False
    else:
        topic, rest = args[0], args[3:]
        if len(args) == 2 and type(topic) is not Symbol:    # (log-message l level ? data)
            raise contract_error("log-message", "(or/c string? symbol?)", topic)
        _check_topic("log-message", topic)
        message = args[1] if len(args) > 1 else None
        if not is_string(message):
            raise contract_error("log-message", "string?", message)
        data = args[2] if len(args) > 2 else False
    prefix = rest[0] if rest else True
    text = as_str(message)
    if topic is not False and prefix is not False:
        text = f"{topic.name}: {text}"
    for receiver in logger.all_receivers():
        if 0 < rank <= receiver.rank_for(topic):
            receiver.put(MVector([level, text, data, topic], immutable=True))
    if 0 < rank <= _RECEIVED and logger.reaches_stderr():
        port = original_error()
        port.write(text + "\n")
        port.flush()
    return VOID


@define("%log-form", 4, None)
def log_form(logger: Any, level: Any, topic: Any, thunk: Any) -> Any:
    """What (log-error e ...) and a define-logger's log-NAME-error run: nothing unless the
    level reaches a receiver; then the message is thunk's one string, or its format
    string formatted with the rest."""
    from minischeme.values.runtime import apply_procedure
    if not log_level_p(logger, level, topic):
        return VOID
    parts = list_to_python(apply_procedure(thunk, []))
    from .registry import LIBRARIES
    marks = LIBRARIES["racket/base"]["current-continuation-marks"].fn()
    message = parts[0] if len(parts) == 1 else LIBRARIES["racket/base"]["format"].fn(*parts)
    if topic is False:
        return log_message(logger, level, message, marks)
    return log_message(logger, level, topic, message, marks)
