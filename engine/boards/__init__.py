"""The boards games are played on, shared by every ruleset that uses one.

A board package holds printed facts only: places, who borders whom, names, and how the board
is drawn. What a place means in a game (what holding it wins, what the storm does to it) is
the ruleset's, so no board imports a ruleset and a ruleset never needs another's insides.
"""
