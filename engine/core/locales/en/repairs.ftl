# The moderator's repairs (repairs.py). `$what` is what is repaired (`the storm`, a game's
# word), `$owner` whose it is (a seat or a faction).
core-repair-unsound = This repair would leave the game unsound: { $problems }.
core-repair-other-part-first = Repair the other part first, or choose other values.
core-repair-stuck = After this repair the game would wait for no one and could not go on.
core-repair-choose-or-undo = Choose other values, or `undo` the command at fault.
core-repair-default-refused = After this repair a decision's default would be refused ({ $refusal }), so the game could not go on.
core-repair-choose-or-mend = Choose other values, or repair that decision's part first.
core-repair-name-list = Name the { $what }, separated by commas, or `none`.
core-repair-out-of-range = { $what } runs from { $low } to { $high }, not { $value }.
core-repair-set-within = Set { $what } from { $low } to { $high }.
core-repair-not-one-of = `{ $typed }` is not { $what }.
core-repair-here = Here: { $names }.
core-repair-none-here = There is none.
core-repair-already = { $what } is { $value } already.
core-repair-set = Moderator sets { $what } from { $before } to { $after }.
core-repair-secret-changed = Moderator changes { $owner }'s { $what }.
core-repair-secret-yours = The moderator sets your { $what }: { $value }.
core-repair-secret-is = { $owner }'s { $what }: { $value }.
