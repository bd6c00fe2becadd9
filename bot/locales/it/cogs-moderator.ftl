# /mod e /admin: le loro risposte e ciò che pubblicano nel canale.

bot-mod-done = ✓ `{ $command }`
bot-mod-not-a-seat = `{ $seat }` non è un posto della partita { $game }: `view` da solo li mostra tutti, oppure indicane uno tra { $seats }.
bot-admin-server-only = `/admin` funziona solo nel canale del server della partita.
bot-admin-replaced = Il posto { $seat } della partita { $game } ora è giocato da { $player }.
bot-admin-kicked = Il posto { $seat } della partita { $game } è vacante: le sue decisioni attendono la scelta predefinita alla scadenza o un moderatore, finché `/admin replace` non assegna un sostituto.
bot-admin-deadline = Partita { $game }: scadenza fissata a { $minutes ->
    [one] { NUMBER($minutes, useGrouping: 0) } minuto.
   *[other] { NUMBER($minutes, useGrouping: 0) } minuti.
}
bot-admin-no-deadline = Partita { $game }: nessuna scadenza.
bot-admin-paused = La partita { $game } è in pausa.
bot-admin-resumed = La partita { $game } riprende.
bot-admin-ended = La partita { $game } è stata terminata da un moderatore; segue il suo risultato, e questo canale è libero per una nuova partita.
bot-admin-bot = Il posto { $seat } della partita { $game } ora è giocato da un bot, che ne tiene i segreti (un moderatore lo restituisce a una persona con `/admin replace`).
bot-admin-replaced-bot = Il posto { $seat } della partita { $game } non è più giocato da un bot: d'ora in poi lo gioca { $player }.
