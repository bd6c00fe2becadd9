# Open sign-up before a game starts (bot/lobby.py). $label: what the game calls a side
# (faction, house); $side: a side's name as typed.
bot-lobby-side-taken = { $side } non è disponibile. Liberi: { $free }; oppure iscriviti senza scegliere ({ $label }) e l'assegnazione sarà casuale.
bot-lobby-not-a-user = `{ $user }` non è un utente di Discord: @menziona ogni giocatore.
bot-lobby-listed-twice = { $user } è indicato due volte: ogni giocatore occupa un solo posto. Esempio: `{ $example }`.
bot-lobby-players-named = { $count ->
    [one] { $count } giocatore indicato; una partita di { $title } ne richiede da { $least } a { $most }.
   *[other] { $count } giocatori indicati; una partita di { $title } ne richiede da { $least } a { $most }.
}
bot-lobby-side-twice = { $side } è richiesto due volte: ogni { $label } ha un solo posto.
bot-lobby-signed-up-count = { $count ->
    [one] { $count } giocatore iscritto; una partita di { $title } ne richiede da { $least } a { $most }.
   *[other] { $count } giocatori iscritti; una partita di { $title } ne richiede da { $least } a { $most }.
}
bot-lobby-nobody = Non si è ancora iscritto nessuno.
bot-lobby-signed-up = Iscritti: { $players }.
bot-lobby-channel-busy = Questo canale ha già una partita o delle iscrizioni aperte.
bot-lobby-no-sign-up = In questo canale non ci sono iscrizioni aperte: `/game create` senza giocatori le apre.
bot-lobby-full = La partita è al completo ({ $most } giocatori).
bot-lobby-started = La partita è iniziata: un moderatore può dare il tuo posto a un sostituto (`/admin replace`) o lasciarlo vacante (`/admin kick`).
bot-lobby-not-joined = Non ti sei iscritto a queste iscrizioni.
bot-lobby-nothing-to-cancel = Qui è iniziata la partita { $game }, quindi non ci sono iscrizioni da annullare: un moderatore conclude una partita con `/admin end`.
bot-lobby-only-creator = Solo { $creator }, che ha aperto le iscrizioni, o un moderatore può annullarle.
