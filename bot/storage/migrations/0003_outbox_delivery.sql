-- Delivery per recipient: each message gets a stable nonce (Discord answers a repeated post
-- with the message it already made), its attempts, when to try again, why it last failed,
-- and when it was set aside (a permanent refusal, or too many attempts).
ALTER TABLE outbox ADD COLUMN nonce TEXT;
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_try_at REAL;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN set_aside_at TEXT;
UPDATE outbox SET nonce = lower(hex(randomblob(10))) WHERE nonce IS NULL;
DROP INDEX outbox_unsent;
CREATE INDEX outbox_unsent ON outbox(id) WHERE sent_at IS NULL AND set_aside_at IS NULL;
CREATE INDEX outbox_unsent_by_target ON outbox(target, id)
    WHERE sent_at IS NULL AND set_aside_at IS NULL;
