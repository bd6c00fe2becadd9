# La partita come la vede il tavolo: stato, punto della partita, risultato.
classic-status-line = Turno { $turn }, { $phase }
classic-status-turn = Turno { $turn } di { $turns }, { $phase }; tempesta nel settore { $sector }.
classic-status-options = Opzioni: { $options }.
classic-status-won = Vittoria: { $winners }.
classic-where = Ora: turno { $turn }, { $phase }.
classic-where-waiting = Ora: turno { $turn }, { $phase }; in attesa di { $waiting }.
classic-factions-hint = Fazioni: { $factions }.
classic-offer-with-spice = { $prompt } Hai { $spice } spezia.
classic-result-when = Turno { $turn } di { $turns }, { $phase }
classic-record-holds = controlla { $strongholds }
classic-record-holds-none = non controlla alcuna fortezza
classic-record-tokens = { $planet } armate sul pianeta, { $reserves } in riserva, { $tanks } nelle vasche
classic-record-leaders = { $count ->
    [one] { $count } leader nelle vasche
   *[other] { $count } leader nelle vasche
}
classic-record-spice = { $spice } spezia
classic-record-allied = alleato con { $allies }
