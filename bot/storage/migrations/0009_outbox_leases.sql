-- Who delivers each outbox target when several bot processes share the games: the process
-- `owner` holds the target's lease until `until` (Unix time), renewing it before each
-- message. Only the holder sends the target's messages, so they go in order and each by one
-- process; a lease left by a process that died runs out, and another process takes over.
CREATE TABLE outbox_leases (
    target  TEXT PRIMARY KEY,
    owner   TEXT NOT NULL,
    until   REAL NOT NULL
);
