# /game create, join, leave, cancel, start: i rifiuti delle iscrizioni e l'elenco degli iscritti.

bot-lobby-side-taken = { $side } è già preso. Liberi: { $free }; oppure iscriviti senza indicare { $label } per riceverne uno a caso.
bot-lobby-not-a-user = `{ $user }` non è un utente Discord: menziona ogni giocatore con @.
bot-lobby-listed-twice = { $player } è elencato due volte: ogni giocatore occupa un solo posto. Esempio: `{ $example }`.
bot-lobby-named-count = { $count ->
    [one] { $count } giocatore indicato
   *[other] { $count } giocatori indicati
}; una partita di { $title } ne richiede da { $least } a { $most }.
bot-lobby-side-twice = { $side } è chiesto due volte: ogni { $label } ha un solo posto.
bot-lobby-signed-count = { $count ->
    [one] { $count } giocatore iscritto
   *[other] { $count } giocatori iscritti
}; una partita di { $title } ne richiede da { $least } a { $most }.
bot-lobby-nobody = Non si è ancora iscritto nessuno.
bot-lobby-roster = Iscritti: { $players }.
bot-lobby-channel-busy = Questo canale ha già una partita o delle iscrizioni aperte.
bot-lobby-none = Nessuna iscrizione è aperta in questo canale: `/game create` senza giocatori ne apre una.
bot-lobby-full = La partita è al completo ({ $most } giocatori).
bot-lobby-started = La partita è iniziata: un moderatore può dare il tuo posto a un sostituto (`/admin replace`) o lasciarlo vacante (`/admin kick`).
bot-lobby-not-joined = Non ti sei iscritto a questa partita.
bot-lobby-cancel-started = La partita { $game } è iniziata qui, quindi non ci sono iscrizioni da annullare: un moderatore termina una partita con `/admin end`.
bot-lobby-cancel-not-yours = Solo { $creator }, che ha aperto le iscrizioni, o un moderatore può annullarle.
