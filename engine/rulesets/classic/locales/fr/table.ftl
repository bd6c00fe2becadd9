# La partie vue de la table : état, où en est la partie, résultat.
classic-status-line = Tour { $turn }, { $phase }
classic-status-turn = Tour { $turn } sur { $turns }, { $phase } ; tempête dans le secteur { $sector }.
classic-status-options = Options : { $options }.
classic-status-won = Victoire : { $winners }.
classic-where = Maintenant : tour { $turn }, { $phase }.
classic-where-waiting = Maintenant : tour { $turn }, { $phase } ; en attente de { $waiting }.
classic-factions-hint = Factions : { $factions }.
classic-offer-with-spice = { $prompt } Vous avez { $spice } épice.
classic-result-when = Tour { $turn } sur { $turns }, { $phase }
classic-record-holds = tient { $strongholds }
classic-record-holds-none = ne tient aucune forteresse
classic-record-tokens = { $planet } troupes sur la planète, { $reserves } en réserve, { $tanks } dans les cuves
classic-record-leaders = { $count ->
    [one] { $count } leader dans les cuves
   *[other] { $count } leaders dans les cuves
}
classic-record-spice = { $spice } épice
classic-record-allied = allié avec { $allies }
