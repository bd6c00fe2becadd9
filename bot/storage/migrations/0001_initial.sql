-- Games, their seats, the accepted-command log, events with audiences, state snapshots,
-- and the outbox of messages owed to Discord (DESIGN.md, "Storage").
CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER,
    ruleset     TEXT NOT NULL,
    options     TEXT NOT NULL,
    seed        INTEGER NOT NULL,
    version     INTEGER NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('setup', 'active', 'paused', 'finished')),
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE UNIQUE INDEX games_live_channel ON games(channel_id)
    WHERE channel_id IS NOT NULL AND status != 'finished';

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games(id),
    seat     TEXT NOT NULL,
    faction  TEXT NOT NULL,
    user_id  INTEGER,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE commands (
    game_id  INTEGER NOT NULL REFERENCES games(id),
    version  INTEGER NOT NULL,
    actor    TEXT NOT NULL,
    command  TEXT NOT NULL,
    at       TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
);

CREATE TABLE events (
    game_id   INTEGER NOT NULL REFERENCES games(id),
    seq       INTEGER NOT NULL,
    version   INTEGER NOT NULL,
    audience  TEXT NOT NULL,
    kind      TEXT NOT NULL,
    payload   TEXT NOT NULL,
    at        TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE snapshots (
    game_id  INTEGER NOT NULL REFERENCES games(id),
    version  INTEGER NOT NULL,
    state    TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
);

CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    version     INTEGER NOT NULL,
    target      TEXT NOT NULL,
    payload     TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    sent_at     TEXT
);
CREATE INDEX outbox_unsent ON outbox(id) WHERE sent_at IS NULL;
