"""The Scheme boundary shared by the assignment modules: Racket lists to checked Python lists."""
from __future__ import annotations

from typing import Any, Callable

from minischeme.values.data import is_list, list_to_python
from minischeme.values.errors import contract_error


def list_arg(who: str, value: Any, position: int, args: list,
             convert: Callable[[Any], Any], contract: str) -> list:
    """``value`` as a Python list of converted elements. ``convert`` returns None for a bad
    element, which is then reported by itself against ``contract``."""
    if not is_list(value):
        raise contract_error(who, "list?", value, position, args)
    out = []
    for item in list_to_python(value):
        converted = convert(item)
        if converted is None:
            raise contract_error(who, contract, item)
        out.append(converted)
    return out
