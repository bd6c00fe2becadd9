"""Classic's bot: a player that plays to win from what its seat may know
(`engine.core.bots.Seen`: its view, its legal commands, its decisions, the events it was
told), never from the state. `decide.py` answers each decision, the battle's in
`battle.py`."""
