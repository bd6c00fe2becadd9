-- The pace of asynchronous play. What the deadline clock has told a game, so that each
-- reminder or notice is owed once, across restarts and processes: `kind` 'reminder' at a
-- version (its `stage`: 1 at a half of the deadline, 2 at nine tenths), 'stale' since the
-- version of the last move a seat played (one notice until someone plays again).
CREATE TABLE pace_marks (
    game_id  INTEGER NOT NULL REFERENCES games(id),
    kind     TEXT NOT NULL,
    version  INTEGER NOT NULL,
    stage    INTEGER NOT NULL,
    PRIMARY KEY (game_id, kind, version)
);
-- The waiting line last posted in a game's channel, and the seats it waits for: the next
-- line for the same seats edits it in place, one for other seats is posted anew.
CREATE TABLE waiting_posts (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id),
    message_id  INTEGER NOT NULL,
    seats       TEXT NOT NULL
);
