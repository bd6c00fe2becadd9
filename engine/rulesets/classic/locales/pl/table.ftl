# Gra widziana przy stole: stan, gdzie jest gra, wynik.
classic-status-line = Runda { $turn }, { $phase }
classic-status-turn = Runda { $turn } z { $turns }, { $phase }; burza w sektorze { $sector }.
classic-status-options = Opcje: { $options }.
classic-status-won = Zwycięstwo: { $winners }.
classic-where = Teraz: runda { $turn }, { $phase }.
classic-where-waiting = Teraz: runda { $turn }, { $phase }; czekamy na: { $waiting }.
classic-factions-hint = Frakcje: { $factions }.
classic-offer-with-spice = { $prompt } Masz przyprawy: { $spice }.
classic-result-when = Runda { $turn } z { $turns }, { $phase }
classic-record-holds = kontroluje: { $strongholds }
classic-record-holds-none = nie kontroluje żadnej warowni
classic-record-tokens = oddziały na planecie: { $planet }, w rezerwie: { $reserves }, w kadziach: { $tanks }
classic-record-leaders = przywódcy w kadziach: { $count }
classic-record-spice = przyprawa: { $spice }
classic-record-allied = sojusz z: { $allies }
