# The game as the table sees it: status, where it stands, the result (protocol/ruleset.py,
# play/result.py).
classic-status-line = Turn { $turn }, { $phase }
classic-status-turn = Turn { $turn } of { $turns }, { $phase }; storm in sector { $sector }.
classic-status-options = Options: { $options }.
classic-status-won = Won by { $winners }.
classic-where = Now: turn { $turn }, { $phase }.
classic-where-waiting = Now: turn { $turn }, { $phase }; waiting for { $waiting }.
classic-factions-hint = Factions: { $factions }.
classic-offer-with-spice = { $prompt } You have { $spice } spice.
classic-result-when = Turn { $turn } of { $turns }, { $phase }
classic-record-holds = holds { $strongholds }
classic-record-holds-none = holds no stronghold
classic-record-tokens = { $planet } tokens on the planet, { $reserves } in reserve, { $tanks } in the tanks
classic-record-leaders = { $count } leader(s) in the tanks
classic-record-spice = { $spice } spice
classic-record-allied = allied with { $allies }
