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

SETTING = "DUNE_DATA_DIR"
WHERE = (f"On Discord: the name of a file in the bot's data folder ({SETTING}), put there by "
         "the bot's host; no other path is read.")
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
        raise RuleError(f"This bot has no data folder, so `{option}` cannot name a file.",
                        hint=f"Game data files are read only from the bot's data folder: "
                        f"ask the bot's host to set {SETTING} and put {_wanted(option, name)}"
                        f"; or leave `{option}` out for its default.")
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
        raise RuleError(f"There is no file `{excerpt(name)}` in the bot's data folder.",
                        hint=f"Ask the bot's host to put it there ({SETTING}), or leave "
                        f"`{option}` out for its default.")
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
    return RuleError(f"`{option}` takes the name of a file in the bot's data folder, not a "
                     f"path out of it (`{excerpt(name)}`).",
                     hint=f"Game data files are read only from the bot's data folder "
                     f"({SETTING}): ask the bot's host to put {_wanted(option, name)}; or "
                     f"leave `{option}` out for its default.")


def _wanted(option: str, name: str) -> str:
    """`x.json` there, then write `option=x.json`: the file the user seems to mean."""
    base = PureWindowsPath(name).name  # the last part, after a / or a \
    if base in ("", ".", "..") or not _plain(base):
        return f"the file there, then write `{option}=<its name>`"
    shown = excerpt(base)
    return f"`{shown}` there, then write `{option}={shown}`"
