-- A seat's private thread in its game's channel, for games that send each seat's private
-- messages there rather than by DM: the thread, and the player last added to it (a
-- substitute is added, and the player replaced removed, before the next message).
CREATE TABLE seat_threads (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    seat       TEXT NOT NULL,
    thread_id  INTEGER NOT NULL,
    user_id    INTEGER,
    PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seat_threads_by_thread ON seat_threads(thread_id);
