"""One folder per game; `catalog.RULESETS` lists the ones the bot can run."""
