# Classic Dune: the turn's phases (set-up, storm, spice blow, bidding, revival, movement,
# collection), alliances and the advantages they share, victory.

## Shared steps (common.py)
classic-you-receive-card = You receive { $card }.
classic-top-bid-needs-spice = Your top bid of { $bid } on the card up for bid needs that spice.
classic-move-at-most-until-sold = Move at most { $count } until the card is sold.
classic-spans-sectors-end-in = { $territory } spans sectors { $sectors }; you may end in { $open }: say which.
classic-spans-sectors = { $territory } spans sectors { $sectors }: say which.
classic-add-a-sector = Add a sector, e.g. `... { $territory } { $sector }`.
classic-lies-in-sectors = { $territory } lies in sector(s) { $sectors }, not { $sector }.
classic-sector = sector { $sector }
classic-or = { $rest } or { $last }
classic-no-tokens-in = You have no tokens in { $territory }.
classic-count-in-sector = { $count } in sector { $sector }
classic-tokens-in-several-sectors = Your tokens in { $territory } are in several sectors ({ $where }); they move as separate groups.
classic-name-the-sector = Name the sector with `from_sector=N`.
classic-tokens-in-sector-not = You have { $count } tokens in { $territory } sector { $sector }, not { $n }.
classic-sector-in-storm = { $territory } sector { $sector } is in the storm.
classic-holds-two-others = { $territory } already holds two other factions.
classic-ally-already-in = Your ally already has tokens in { $territory }.
