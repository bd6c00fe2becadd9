"""Open sign-up: a channel's lobby before its game starts (`/game create` without players,
then `/game join`, `leave`, `start`). The lobby lives in SQLite, so it survives restarts."""

from __future__ import annotations

from engine.rulesets.classic.data import FACTION_ORDER, UnknownName, resolve_faction

from .lookup import UserError
from .storage import LobbyRecord, LobbySeat, SqliteStore

MIN_SEATS, MAX_SEATS = 2, 6


def check_faction(lobby: LobbyRecord, user_id: int, text: str | None) -> str | None:
    """The faction a joining player asked for, if free; None lets the game deal one."""
    if not text:
        return None
    try:
        faction = resolve_faction(text).value
    except UnknownName as err:
        raise UserError(f"{err} Factions: {', '.join(f.value for f in FACTION_ORDER)}.") \
            from None
    taken = {s.faction for s in lobby.seats if s.user_id != user_id}
    if faction in taken:
        free = [f.value for f in FACTION_ORDER if f.value not in taken]
        raise UserError(f"{faction} is already taken. Free: {', '.join(free)}, or join "
                        "without a faction to be dealt one.")
    return faction


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
