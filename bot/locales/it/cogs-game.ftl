# /game: le sue risposte e ciò che pubblica nel canale.

bot-game-signup-open = Le iscrizioni sono aperte per una partita di { $title }: `/game join [{ $label }]` per prendere un posto, `/game leave` per lasciarlo; { $creator } o un moderatore la inizia con `/game start` (da { $least } a { $most } giocatori).
bot-game-created = Partita { $game } creata.
bot-game-joins = { $player } si iscrive. { $roster }
bot-game-leaves = { $player } lascia. { $roster }
bot-game-cancelled = { $player } ha annullato le iscrizioni per una partita di { $title }; nessuna partita è iniziata. { $roster } Questo canale è libero: `/game create` apre una nuova partita o nuove iscrizioni.
bot-game-start-not-yours = Solo { $creator }, che ha aperto le iscrizioni, o un moderatore può iniziare la partita.
bot-game-log = Partita { $game }, { $count ->
    [one] l'ultimo evento pubblico:
   *[other] gli ultimi { $count } eventi pubblici:
}
bot-game-status = Partita { $game } ({ $title }): { $status }
bot-game-status-awaited = { $seat }: { $prompt }
bot-game-status-waiting = In attesa di: { $awaited }
bot-game-status-waiting-nobody = In attesa di: nessuno
bot-game-options-of = Opzioni di `{ $ruleset }`:
bot-game-options = Opzioni della partita { $game }:
bot-game-help-title = { $title }:
bot-game-help-play = Gioca con `/do <comando>`.
bot-game-help-moderators = Moderatori (`/mod <comando>`):
bot-game-help-moderators-own = I moderatori hanno comandi propri (`/mod`, `/admin`).
bot-game-help-no-seat = Non hai un posto nella partita { $game }; i suoi comandi:
bot-game-help-now = Partita { $game }: ciò che tu ({ $seat }, { $side }) puoi usare ora, con `/do`:
bot-game-help-nothing = Partita { $game }: tu ({ $seat }, { $side }) non hai nulla da fare ora. { $waiting }
bot-game-help-every = Tutti i comandi del gioco: `/game help ruleset:{ $ruleset }`.
bot-game-language-chosen = D'ora in poi ti scrivo in italiano: i tuoi DM, la tua scheda e le mie risposte a te.
bot-game-language-auto = D'ora in poi ti scrivo nella lingua della tua app Discord (ora: { $language }).

bot-game-bots-need-players = I bot prendono posti in una partita creata nominando i giocatori (`players:`), o nelle iscrizioni quando si avvia la partita (`/game start bots:`); in una partita già iniziata, un moderatore affida un posto a un bot con `/admin bot`.
