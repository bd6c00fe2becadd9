"""Where a game's data file options may point on Discord: only into the bot's data folder.

An option the ruleset marks as a data file (`OptionInfo.data_file`) is a file read once when
the game is created and kept in the game. At the local table it is the host's own path; on
Discord any player types it, so it is read as the name of a file inside the folder the host
chose (DUNE_DATA_DIR), and kept under that name: the host's folders are never shown. A name
that leads out of the folder (absolute, through `..`, or by a link) is refused before
anything is opened, in the same words whether or not such a path exists, so the refusal
tells nothing of the host's other files.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any

from engine.core import RuleError, Ruleset
from engine.core.data_file import read
from engine.core.errors import excerpt
from engine.core.options import describe
from engine.core.words import T, Text

SETTING = "DUNE_DATA_DIR"
WHERE = T("bot-data-folder-where", setting=SETTING)
"""What `/game options` adds to a data file option's help."""


def confine(ruleset: Ruleset, chosen: dict[str, Any], folder: str | None) -> dict[str, Any]:
    """`chosen` with each data file option's name replaced by that file of `folder`, read
    now and kept (under the name typed) for the game to play and replay on; RuleError
    saying what would work for a name that is not a file of the folder, or when there is
    none."""
    out = dict(chosen)
    for info in describe(ruleset.options_model):
        value = chosen.get(info.name)
        if info.data_file and isinstance(value, str):
            path = inside(info.name, value, folder)
            out[info.name] = read(str(path), option=info.name, name=value).model_dump()
    return out


def inside(option: str, name: str, folder: str | None) -> Path:
    """The file `name` inside `folder`, its links followed; RuleError if there is no
    folder, if the name leads out of it, or if the folder holds no such file."""
    if folder is None:
        raise RuleError(T("bot-data-folder-none", option=option),
                        hint=T("bot-data-folder-ask-to-set", setting=SETTING, option=option,
                               wanted=_wanted(option, name)))
    if not _plain(name):
        raise _outside(option, name)
    root = Path(folder).resolve()
    try:
        path = (root / name).resolve()
    except (OSError, RuntimeError, ValueError):  # a loop of links, a NUL in the name
        raise _outside(option, name) from None
    if not path.is_relative_to(root):
        raise _outside(option, name)
    if not _is_file(path):
        raise RuleError(T("bot-data-folder-no-file", name=excerpt(name)),
                        hint=T("bot-data-folder-ask-to-put", setting=SETTING, option=option))
    return path


def _is_file(path: Path) -> bool:
    """Whether a file is there; a name the file system cannot hold (too long) is none."""
    try:
        return path.is_file()
    except OSError:
        return False


def _plain(name: str) -> bool:
    """A name that stays below the folder as written: no root, drive or `..`, read both
    as POSIX and as Windows would (no file system is asked)."""
    forms = (PurePosixPath(name), PureWindowsPath(name))
    return not any(p.anchor or ".." in p.parts for p in forms)


def _outside(option: str, name: str) -> RuleError:
    """The one refusal of a name leading out of the folder, whatever lies there."""
    return RuleError(T("bot-data-folder-outside", option=option, name=excerpt(name)),
                     hint=T("bot-data-folder-only-there", setting=SETTING, option=option,
                            wanted=_wanted(option, name)))


def _wanted(option: str, name: str) -> Text:
    """`x.json` there, then write `option=x.json`: the file the user seems to mean."""
    base = PureWindowsPath(name).name  # the last part, after a / or a \
    if base in ("", ".", "..") or not _plain(base):
        return T("bot-data-folder-any-file", option=option)
    return T("bot-data-folder-that-file", option=option, name=excerpt(base))
