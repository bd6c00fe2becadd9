"""The statements of PostgresStore's writes. Each write of a command is ONE statement (its
parts as data-modifying CTEs, the lists passed as arrays and unnested), so a durable
command costs one round trip to the server: the issue's p99 goal is 5 ms a command."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from .records import NewEvent, NewMessage

GAME_COLUMNS = "id, guild_id, channel_id, ruleset, options, seed, version, status, updated_at"
OUTBOX_COLUMNS = "id, game_id, version, target, payload, nonce, attempts, next_try_at"


def events_arrays(events: Sequence[NewEvent]) -> tuple[list[str], list[str], list[str]]:
    """(audiences, kinds, payloads): the events as three parallel arrays."""
    return ([e.audience for e in events], [e.kind for e in events],
            [e.payload for e in events])


def messages_arrays(messages: Sequence[NewMessage]) -> tuple[list[str], list[str], list[str]]:
    """(targets, payloads, nonces): the messages as three parallel arrays, each with a
    fresh nonce (Discord answers a repeated post carrying it with the message it made)."""
    return ([m.target for m in messages], [m.payload for m in messages],
            [secrets.token_hex(10) for _ in messages])


def _events_from(game: str, first_seq: str, at: str) -> str:
    """INSERT of the events `$a/$k/$p` arrays for the game row `game` (a CTE with `id` and
    `version`), numbered from `first_seq` + 1 in their order."""
    return (f"INSERT INTO events (game_id, seq, version, audience, kind, payload, at) "
            f"SELECT g.id, {first_seq} + x.n, g.version, x.audience, x.kind, x.payload, {at} "
            f"FROM {game} g, unnest({{audiences}}::text[], {{kinds}}::text[], "
            f"{{payloads}}::text[]) WITH ORDINALITY AS x(audience, kind, payload, n)")


def _messages_from(game: str, at: str) -> str:
    """INSERT of the messages `targets/payloads/nonces` arrays for the game row `game`
    (a CTE or table with `id` and `version`), their ids in their order."""
    return (f"INSERT INTO outbox (game_id, version, target, payload, created_at, nonce) "
            f"SELECT g.id, g.version, x.target, x.payload, {at}, x.nonce FROM {game} g, "
            f"unnest({{targets}}::text[], {{mpayloads}}::text[], {{nonces}}::text[]) "
            f"WITH ORDINALITY AS x(target, payload, nonce, n) ORDER BY x.n")


NEW_VERSION = (
    "WITH g AS (UPDATE games SET version = version + 1, updated_at = $3, "
    "status = COALESCE($4, status), board_key = COALESCE($5, board_key) "
    "WHERE id = $1 AND version = $2 RETURNING id, version), "
    "s AS (INSERT INTO snapshots (game_id, version, state) SELECT id, version, $6 FROM g), "
    "c AS (INSERT INTO commands (game_id, version, actor, command, at) "
    "SELECT id, version, $7, $8, $3 FROM g), "
    "last AS (SELECT COALESCE(MAX(seq), 0) AS seq FROM events WHERE game_id = $1), "
    "e AS (" + _events_from("g", "(SELECT seq FROM last)", "$3").format(
        audiences="$9", kinds="$10", payloads="$11") + "), "
    "m AS (" + _messages_from("g", "$3").format(
        targets="$12", mpayloads="$13", nonces="$14") + "), "
    "d AS (DELETE FROM snapshots WHERE game_id = $1 AND ($2 + 1) % 10 = 0 "
    "AND version <= $2 + 1 - $15 AND EXISTS (SELECT 1 FROM g)) "
    "SELECT (SELECT version FROM g), (SELECT version FROM games WHERE id = $1)")
"""A new version of a game, all of it: ($1 game, $2 expected version, $3 now, $4 status,
$5 board key, $6 state, $7 actor, $8 command, $9-$11 events, $12-$14 messages, $15 the
snapshots kept). Returns (the new version, or NULL when the check failed; the version
stored before, NULL when there is no such game). Every tenth version prunes snapshots."""

NEW_GAME = (
    "WITH g AS (INSERT INTO games (guild_id, channel_id, ruleset, options, seed, version, "
    "status, created_at, updated_at, board_key) VALUES ($1, $2, $3, $4, $5, 0, $6, $7, $7, $8) "
    "RETURNING id, version), "
    "st AS (INSERT INTO seats (game_id, seat, side, user_id, bot) SELECT g.id, x.seat, "
    "x.side, x.user_id, x.bot FROM g, unnest($9::text[], $10::text[], $11::bigint[], "
    "$19::boolean[]) WITH ORDINALITY AS x(seat, side, user_id, bot, n) ORDER BY x.n), "
    "s AS (INSERT INTO snapshots (game_id, version, state) SELECT id, 0, $12 FROM g), "
    "e AS (" + _events_from("g", "0", "$7").format(
        audiences="$13", kinds="$14", payloads="$15") + "), "
    "m AS (" + _messages_from("g", "$7").format(
        targets="$16", mpayloads="$17", nonces="$18") + ") "
    "SELECT id FROM g")
"""A new game with its seats, origin snapshot, events and messages: ($1 guild, $2 channel,
$3 ruleset, $4 options, $5 seed, $6 status, $7 now, $8 board key, $9-$11 seats, $12 state,
$13-$15 events, $16-$18 messages, $19 which seats bots hold). Returns the game's id."""

OWE = ("WITH g AS (SELECT $1::bigint AS id, $2::bigint AS version) "
       + _messages_from("g", "$3").format(targets="$4", mpayloads="$5", nonces="$6"))
"""Messages owed outside a command: ($1 game, $2 version, $3 now, $4-$6 messages)."""

OWE_ONCE = (
    "WITH mark AS (INSERT INTO pace_marks (game_id, kind, version, stage) "
    "VALUES ($1, $2, $3, $4) ON CONFLICT (game_id, kind, version) DO UPDATE "
    "SET stage = excluded.stage WHERE excluded.stage > pace_marks.stage "
    "RETURNING game_id AS id, version), "
    "m AS (" + _messages_from("mark", "$5").format(
        targets="$6", mpayloads="$7", nonces="$8") + ") "
    "SELECT count(*) FROM mark")
"""A pace mark and its messages, both or neither: ($1 game, $2 kind, $3 version, $4
stage, $5 now, $6-$8 messages). Returns 1 when the mark moved on (the messages owed)."""

SET_STATUS = (
    "WITH g AS (UPDATE games SET status = $2, updated_at = $3 WHERE id = $1 "
    "RETURNING id, version), "
    "m AS (" + _messages_from("g", "$3").format(
        targets="$4", mpayloads="$5", nonces="$6") + ") "
    "SELECT count(*) FROM g")
"""A moderator's pause, resume or end with the messages it owes, filed under the game's
current version: ($1 game, $2 status, $3 now, $4-$6 messages). Returns 0: no such game."""

SET_ASIDE = (
    "WITH o AS (UPDATE outbox SET attempts = $2, last_error = $3, set_aside_at = $4 "
    "WHERE id = $1 RETURNING game_id AS id, version, target), "
    "earlier AS (SELECT 1 FROM outbox x JOIN o ON x.game_id = o.id AND x.version = o.version "
    "AND x.target = o.target WHERE x.id != $1 AND x.set_aside_at IS NOT NULL LIMIT 1), "
    "notice AS (INSERT INTO outbox (game_id, version, target, payload, created_at, nonce) "
    "SELECT o.id, o.version, $5, $6, $4, $7 FROM o WHERE $5::text IS NOT NULL "
    "AND NOT EXISTS (SELECT 1 FROM earlier) RETURNING 1) "
    "SELECT count(*) FROM notice")
"""Give up on a message ($1 id, $2 attempts, $3 error, $4 now), owing the notice ($5
target, $6 payload, $7 nonce; NULLs: none) unless the same command already had a message
to that target set aside. Returns 1 when the notice was owed."""

CLAIM = (
    "INSERT INTO outbox_leases (target, owner, until) "
    "VALUES ($1, $2, clock_timestamp() + make_interval(secs => $3::float8)) "
    "ON CONFLICT (target) DO UPDATE SET owner = excluded.owner, until = excluded.until "
    "WHERE outbox_leases.until <= clock_timestamp() OR outbox_leases.owner = excluded.owner "
    "RETURNING 1")
"""Take or renew a target's lease ($1 target, $2 owner, $3 seconds), timed by the
server's clock (one clock for every process): a row back when `owner` holds it now."""

FILE_REPORT = (
    "WITH r AS (INSERT INTO reports (game_id, version, user_id, seat, words, at) "
    "SELECT $1::bigint, $2::bigint, $3::bigint, $4::text, $5::text, $6::text "
    "WHERE NOT EXISTS (SELECT 1 FROM reports WHERE game_id = $1 AND user_id = $3 "
    "AND at > $7::text) RETURNING id AS report, game_id AS id, version), "
    "m AS (" + _messages_from("r", "$6").format(
        targets="$8", mpayloads="$9", nonces="$10") + ") "
    "SELECT report FROM r")
"""A problem report and the messages it owes, unless the same user reported on the game
after $7: ($1 game, $2 version, $3 user, $4 seat, $5 words, $6 when, $7 since, $8-$10
messages). Returns the report's number, or NULL when it was not stored."""
