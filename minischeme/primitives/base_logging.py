"""racket/base's loggers as `racket FILE` has them: one log receiver, on standard error at
level 'error (Racket's default without PLTSTDERR), attached to the initial
`current-logger`. A message at 'fatal or 'error to that logger, or to a logger made with
it as an ancestor, is written there as "topic: message" (just "message" without a
topic); any other message goes nowhere, and `log-level?` says so, so `log-info`'s
arguments are not even evaluated (forms/logging.py). Loggers: `make-logger`, `logger?`,
`logger-name`, `current-logger`, `log-level?`, `log-max-level`, `log-all-levels`,
`log-message`."""
from __future__ import annotations

from typing import Any

from minischeme.values.data import NIL, VOID, Symbol, as_str, is_string, list_to_python, make_list, sym
from minischeme.values.errors import contract_error
from minischeme.values.ports import original_error
from minischeme.values.procedures import Parameter, Primitive
from .registry import add, define

_LEVELS = ("none", "fatal", "error", "warning", "info", "debug")
_LEVEL_CONTRACT = "(or/c 'none 'fatal 'error 'warning 'info 'debug)"
_RECEIVED = 2           # the stderr receiver takes 'fatal and 'error (ranks 1 and 2)


class Logger:
    """A logger: its default topic (a symbol or #f) and its parent (None: none)."""

    __slots__ = ("name", "parent", "receives")

    def __init__(self, name: Any, parent: "Logger | None", receives: bool = False) -> None:
        self.name, self.parent, self.receives = name, parent, receives

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
    if topic is not False and type(topic) is not Symbol:
        raise contract_error(who, "(or/c symbol? #f)", topic)


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
    return 0 < rank <= _RECEIVED and logger.reaches_stderr()


@define("log-max-level", 1, 2)
def log_max_level(logger: Any, topic: Any = False) -> Any:
    """The most detailed level any receiver of logger takes: 'error or #f."""
    _check_logger("log-max-level", logger)
    _check_topic("log-max-level", topic)
    return sym("error") if logger.reaches_stderr() else False


@define("log-all-levels", 1)
def log_all_levels(logger: Any) -> Any:
    """The levels logger's receivers take, by topic: '(error #f) or '()."""
    _check_logger("log-all-levels", logger)
    return make_list([sym("error"), False]) if logger.reaches_stderr() else NIL


@define("log-message", 3, 6)
def log_message(logger: Any, level: Any, *args: Any) -> Any:
    """(log-message logger level [topic] message data [prefix?]): send message (at topic,
    by default logger's name) to the receivers that take level."""
    _check_logger("log-message", logger)
    rank = _rank("log-message", level)
    if is_string(args[0]):           # no topic: the logger's name is the topic
        topic, message, rest = logger.name, args[0], args[2:]
    else:
        topic, rest = args[0], args[3:]
        if len(args) == 2 and type(topic) is not Symbol:    # (log-message l level ? data)
            raise contract_error("log-message", "(or/c string? symbol?)", topic)
        _check_topic("log-message", topic)
        message = args[1] if len(args) > 1 else None
        if not is_string(message):
            raise contract_error("log-message", "string?", message)
    prefix = rest[0] if rest else True
    if 0 < rank <= _RECEIVED and logger.reaches_stderr():
        text = as_str(message)
        if topic is not False and prefix is not False:
            text = f"{topic.name}: {text}"
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
