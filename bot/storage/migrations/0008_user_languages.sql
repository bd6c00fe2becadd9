-- The language each Discord user reads their own messages in: the one they chose with
-- `/game language` (NULL: none chosen), and the last Discord client locale seen (`en-GB`,
-- `pl`), used when they chose none and the bot speaks it.
CREATE TABLE user_languages (
    user_id   INTEGER PRIMARY KEY,
    chosen    TEXT,
    locale    TEXT
);
