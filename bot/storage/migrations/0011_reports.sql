-- Problem reports (`/game report`): the reporter's words, kept with the game's version
-- when they reported it, their seat if they hold one, and when (ISO 8601, UTC). Per
-- server, where reports go: a channel (`report_channels`) and the moderators who get each
-- one by DM (`report_subscribers`).
CREATE TABLE reports (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id  INTEGER NOT NULL REFERENCES games(id),
    version  INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    seat     TEXT,
    words    TEXT NOT NULL,
    at       TEXT NOT NULL
);
CREATE INDEX reports_by_reporter ON reports(game_id, user_id, at);

CREATE TABLE report_channels (
    guild_id    INTEGER PRIMARY KEY,
    channel_id  INTEGER NOT NULL
);

CREATE TABLE report_subscribers (
    guild_id  INTEGER NOT NULL,
    user_id   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
