"""Open sign-up: a channel's lobby before its game starts (`/game create` without players,
then `/game join`, `leave`, `start`). The lobby lives in SQLite, so it survives restarts."""

from __future__ import annotations

from engine.rulesets.classic.data import FACTION_ORDER, UnknownName, resolve_faction

from .lookup import UserError
from .storage import LobbyRecord, LobbySeat, SqliteStore

MIN_SEATS, MAX_SEATS = 2, 6
MAX_USER_ID = 2**63 - 1
"""Discord's ids are snowflakes below this; a larger number is no user (nor fits SQLite)."""


def check_faction(lobby: LobbyRecord, user_id: int, text: str | None) -> str | None:
    """The faction a joining player asked for, if free; None lets the game deal one."""
    faction = _faction(text)
    if faction is None:
        return None
    taken = {s.faction for s in lobby.seats if s.user_id != user_id}
    if faction in taken:
        free = [f.value for f in FACTION_ORDER if f.value not in taken]
        raise UserError(f"{faction} is already taken. Free: {', '.join(free)}, or join "
                        "without a faction to be dealt one.")
    return faction


def check_players(entries: list[tuple[int, str | None]]) -> None:
    """The players named for a new game: each user once, 2 to 6 of them, each asked-for
    faction known and asked for once. Checked before anything is looked up or stored."""
    seen: set[int] = set()
    for user_id, _ in entries:
        if not 0 < user_id <= MAX_USER_ID:
            raise UserError(f"`{user_id}` is not a Discord user: @mention each player.")
        if user_id in seen:
            raise UserError(f"<@{user_id}> is listed twice: each player holds one seat. "
                            "Example: `@alice atreides, @bob harkonnen`.")
        seen.add(user_id)
    if not MIN_SEATS <= len(entries) <= MAX_SEATS:
        raise UserError(f"{len(entries)} player(s) named; a game needs {MIN_SEATS} to "
                        f"{MAX_SEATS}.")
    chosen: set[str] = set()
    for _, text in entries:
        faction = _faction(text)
        if faction is not None and faction in chosen:
            raise UserError(f"{faction} is asked for twice: each faction has one seat.")
        if faction is not None:
            chosen.add(faction)


def _faction(text: str | None) -> str | None:
    if not text:
        return None
    try:
        return resolve_faction(text).value
    except UnknownName as err:
        raise UserError(f"{err} Factions: {', '.join(f.value for f in FACTION_ORDER)}.") \
            from None


async def join(store: SqliteStore, channel_id: int, user_id: int, name: str,
               faction_text: str | None) -> LobbyRecord:
    lobby = await open_lobby(store, channel_id)
    if all(s.user_id != user_id for s in lobby.seats) and len(lobby.seats) >= MAX_SEATS:
        raise UserError(f"The game is full ({MAX_SEATS} players).")
    faction = check_faction(lobby, user_id, faction_text)
    await store.join_lobby(channel_id, LobbySeat(user_id, name, faction))
    return await open_lobby(store, channel_id)


async def open_lobby(store: SqliteStore, channel_id: int) -> LobbyRecord:
    lobby = await store.lobby(channel_id)
    if lobby is None:
        raise UserError("No sign-up is open in this channel: `/game create` without players "
                        "opens one.")
    return lobby


def ready(lobby: LobbyRecord) -> None:
    if not MIN_SEATS <= len(lobby.seats) <= MAX_SEATS:
        raise UserError(f"{len(lobby.seats)} player(s) signed up; a game needs "
                        f"{MIN_SEATS} to {MAX_SEATS}.")


def roster(lobby: LobbyRecord) -> str:
    if not lobby.seats:
        return "Nobody has joined yet."
    return "Signed up: " + ", ".join(
        f"<@{s.user_id}>" + (f" ({s.faction})" if s.faction else "") for s in lobby.seats) + "."
