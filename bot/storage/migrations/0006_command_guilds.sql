-- The servers the slash commands were registered to (DUNE_GUILD_ID) and not yet cleared:
-- a start registered to another server, or to none, clears these, so no server keeps
-- stale copies that list every command twice.
CREATE TABLE command_guilds (
    guild_id  INTEGER PRIMARY KEY
);
