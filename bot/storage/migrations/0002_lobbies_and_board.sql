-- Open sign-up before a game starts (/game create without players, then join/leave/start),
-- and the board key of the last snapshot owed to a game's channel, so a snapshot is posted
-- only when the board really changed, across restarts too.
CREATE TABLE lobbies (
    channel_id  INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    creator_id  INTEGER NOT NULL,
    ruleset     TEXT NOT NULL,
    options     TEXT NOT NULL,
    seed        INTEGER NOT NULL,
    created_at  TEXT NOT NULL
);

CREATE TABLE lobby_seats (
    channel_id  INTEGER NOT NULL REFERENCES lobbies(channel_id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    name        TEXT NOT NULL,
    faction     TEXT,
    joined_at   TEXT NOT NULL,
    PRIMARY KEY (channel_id, user_id)
);

ALTER TABLE games ADD COLUMN board_key TEXT;
