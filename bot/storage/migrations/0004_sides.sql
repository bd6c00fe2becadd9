-- A seat holds a side, whatever the game calls one: the third column of `seats` and of
-- `lobby_seats` is renamed `side`. The tables are rebuilt and their rows copied by position
-- (in rowid order, which is the seats' order), so this file needs no game's own words.
CREATE TABLE seats_new (
    game_id  INTEGER NOT NULL REFERENCES games(id),
    seat     TEXT NOT NULL,
    side     TEXT NOT NULL,
    user_id  INTEGER,
    PRIMARY KEY (game_id, seat)
);
INSERT INTO seats_new SELECT * FROM seats ORDER BY rowid;
DROP TABLE seats;
ALTER TABLE seats_new RENAME TO seats;

CREATE TABLE lobby_seats_new (
    channel_id  INTEGER NOT NULL REFERENCES lobbies(channel_id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    name        TEXT NOT NULL,
    side        TEXT,
    joined_at   TEXT NOT NULL,
    PRIMARY KEY (channel_id, user_id)
);
INSERT INTO lobby_seats_new SELECT * FROM lobby_seats ORDER BY rowid;
DROP TABLE lobby_seats;
ALTER TABLE lobby_seats_new RENAME TO lobby_seats;
