# Le descrizioni dei comandi slash, delle loro opzioni e i nomi delle scelte, come Discord
# li mostra accanto ai nomi (inglesi). Limite di Discord: 100 caratteri ciascuna.

bot-cmd-game-id = id della partita (solo in DM, se giochi più partite)

bot-cmd-board = Il tabellone ora: un disegno di testo, con un'immagine (PNG, o l'SVG).
bot-cmd-board-detail = un disegno più grande con tutto (in più messaggi)
bot-cmd-board-format = png (predefinito, mostrato da Discord) o svg (il disegno vettoriale)

bot-cmd-do = Gioca una mossa, come scritta al tavolo; ti vengono suggerite le mosse valide.
bot-cmd-do-command = la mossa, es. `take 2`; inizia a scrivere per vedere le tue mosse valide

bot-cmd-game = Partite: crea, partecipa, stato, opzioni, i tuoi segreti
bot-cmd-game-create = Inizia una partita in questo canale, o apri le iscrizioni.
bot-cmd-game-create-players = @alice fazione, @bob, ... (fazioni facoltative); vuoto: apre le iscrizioni
bot-cmd-game-create-ruleset = quale gioco (predefinito: il primo dell'elenco)
bot-cmd-game-create-options = le opzioni come nome=valore, dopo un eventuale `preset=<nome>`; le elenca `/game options ruleset:`
bot-cmd-game-create-seed = fissa i mescolamenti, per una partita ripetibile (vuoto: a caso)
bot-cmd-game-create-deadline = minuti prima che si applichi la scelta predefinita (vuoto o 0: si attende un moderatore)
bot-cmd-game-join = Prendi un posto nelle iscrizioni di questo canale.
bot-cmd-game-join-side = la fazione che vuoi (vuoto: assegnata a caso)
bot-cmd-game-leave = Lascia il tuo posto nelle iscrizioni.
bot-cmd-game-cancel = Annulla le iscrizioni di questo canale (chi le ha aperte o un moderatore).
bot-cmd-game-start = Inizia la partita delle iscrizioni (chi le ha aperte o un moderatore).
bot-cmd-game-log = Gli ultimi eventi pubblici della partita.
bot-cmd-game-log-count = quanti eventi (predefinito 15, al massimo 100)
bot-cmd-game-status = A che punto è la partita, i suoi posti e chi stiamo aspettando.
bot-cmd-game-options = Le opzioni: di questa partita, o quelle che accetta una nuova partita di un gioco.
bot-cmd-game-options-ruleset = le opzioni di un gioco per `/game create`
bot-cmd-game-view = I segreti e le decisioni del tuo posto, con predefiniti e scadenza (li vedi solo tu).
bot-cmd-game-history = Tutto ciò che la partita ha detto al tuo posto, dall'ultima pagina (la vedi solo tu).
bot-cmd-game-history-page = 1 è l'ultima pagina; più alto va più indietro
bot-cmd-game-help = I comandi che puoi usare ora, o tutti i comandi di un gioco.
bot-cmd-game-help-ruleset = elenca invece tutti i comandi di questo gioco (predefinito: ciò che puoi usare ora qui)
bot-cmd-game-language = La lingua dei tuoi DM, della tua scheda e delle risposte del bot a te.
bot-cmd-game-language-language = la tua lingua, o auto: segui la lingua della tua app Discord
bot-cmd-language-auto = auto (segui la lingua di Discord)

bot-cmd-mod = Moderatore: correggi, annulla o fai proseguire la partita.
bot-cmd-mod-command = un comando da moderatore, es. `force`, `undo` o `view [seat]` (tutta la partita, in privato)

bot-cmd-admin = Moderatori: i posti e lo stato della partita
bot-cmd-admin-seat = il nome del posto, come lo elenca `/game status`
bot-cmd-admin-replace = Dai un posto a un altro giocatore.
bot-cmd-admin-replace-player = chi gioca il posto d'ora in poi
bot-cmd-admin-kick = Togli un posto al suo giocatore; resta vacante fino a `/admin replace` (un sostituto).
bot-cmd-admin-deadline = Minuti di attesa di una decisione prima della scelta predefinita (0: si attende un moderatore).
bot-cmd-admin-deadline-minutes = da 0 a { $most }; 0 attende un moderatore
bot-cmd-admin-pause = Metti in pausa la partita: agiscono solo i moderatori.
bot-cmd-admin-resume = Riprendi una partita in pausa.
bot-cmd-admin-end = Termina la partita di questo canale.
bot-cmd-admin-bot = Affida un posto a un bot, che lo gioca d'ora in poi (`/admin replace` lo restituisce a una persona).
bot-cmd-game-create-bots = quanti posti in più giocano i bot (con i giocatori nominati)
