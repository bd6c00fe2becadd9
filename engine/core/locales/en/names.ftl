# A typed name looked up (names.py): `$typed` is what the player typed, `$what` what a name
# names (a game's word: territory, leader ...), `$names` the names it may mean.
core-name-could-be = "{ $typed }" could be { $names }: say which { $what }.
core-name-unknown-near = No { $what } called "{ $typed }". Did you mean: { $names }?
core-name-unknown = No { $what } called "{ $typed }".
# What a board's name names, for the refusals above.
core-what-territory = territory
    .gender = m
