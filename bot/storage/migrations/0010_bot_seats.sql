-- A seat may be held by a bot rather than a person (`bot` = 1, with no user). The deadline
-- clock counts, per seat, the deadlines in a row that passed with the seat awaited
-- (`missed`, the last one counted at the game's version `missed_at`), to hand the seat to a
-- bot when the game's `bot_after` is reached.
ALTER TABLE seats ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN missed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN missed_at INTEGER NOT NULL DEFAULT 0;
