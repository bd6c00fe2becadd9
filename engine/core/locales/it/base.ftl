core-moderator-does-not-play = Il moderatore non gioca `{ $command }` al posto di un giocatore.
core-use-force = Usa `force` per applicare la scelta predefinita di un posto.
core-game-over = La partita è finita.
core-no-seat = `{ $seat }` non ha un posto in questa partita.
core-seats = Posti: { $seats }
core-forced-by-moderator = Il moderatore applica la scelta predefinita per { $seat } (`{ $kind }`).
core-forced-by-deadline = La scadenza è passata: scelta predefinita per { $seat } (`{ $kind }`).
core-undo-elsewhere = L'annullamento lo fanno il tavolo o il bot, che conservano la cronologia.
core-not-waiting = La partita non attende nessuno.
core-not-waiting-for = La partita non attende { $seat }.
core-waiting-for = In attesa di: { $seats }.
core-now = Ora: { $line }.
core-now-waiting = Ora: { $line }; in attesa di { $waiting }.
core-not-seat-nor-side = { $label_gender ->
    [f] `{ $typed }` non è né un posto né una { $label } di questa partita.
   *[other] `{ $typed }` non è né un posto né un { $label } di questa partita.
}
core-seats-sides = Posti: { $seats }.
core-seat-side = { $seat } ({ $side })
core-not-a-side = { $label_gender ->
    [f] `{ $typed }` non è una { $label } di questo gioco.
   *[other] `{ $typed }` non è un { $label } di questo gioco.
}
core-sides-are = { $label }: { $sides }.
core-sheet-spectator = Spettatore
core-sheet-private = Noto solo a te
core-sheet-nothing = niente
core-sheet-public = Tuo, visto da tutti
core-sheet-waiting = In attesa di te
core-sheet-field = { $key }: { $value }
core-decision = `{ $kind }`: { $prompt }
core-decision-default = scelta predefinita se nessuno risponde: `{ $command }`
core-no-topic = Questo gioco non ha `{ $topic }` da consultare.
core-topics = Argomenti: { $topics }.
core-deadline-set = { $minutes ->
    [one] Il moderatore fissa la scadenza: { $minutes } minuto per decisione, poi si applica la scelta predefinita.
   *[other] Il moderatore fissa la scadenza: { $minutes } minuti per decisione, poi si applica la scelta predefinita.
}
core-deadline-removed = Il moderatore toglie la scadenza: la partita attende ogni decisione (o un moderatore).
core-sheet-none = nessuno
core-sheet-yes = sì
core-sheet-no = no
