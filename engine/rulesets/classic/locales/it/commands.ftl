# Ciò che la partita chiede a un giocatore: le richieste, ognuna con i comandi che rispondono.
classic-prompt-weather = Sposta la tempesta di { $count ->
    [one] { $count } settore
   *[other] { $count } settori
} secondo il tuo segnale rivelato: `storm` (XVI.C).
classic-prompt-dial = Componi in segreto la ruota della tempesta: `dial N`, da { $low } a { $high }.
classic-prompt-coexist = Coesistere in { $territory }? `coexist yes` (consigliere) o `coexist no` (combattenti).
classic-prompt-coexist-where = Dove le tue consigliere diventano combattenti? `coexist no <territory>`, poi `coexist yes` (consigliere in { $territories }).
classic-prompt-protect = Un verme sta per divorare { $territory }: proteggere le armate dei tuoi alleati lì? `protect yes` o `protect no`.
classic-prompt-ride = Cavalca il verme: `ride <territory> [sector]`, o `ride` per restare.
classic-prompt-place-worm = Piazza il verme in un territorio qualsiasi: `place_worm <territory>`.
classic-prompt-bid = Carta { $card }: offri più di { $bid } o passa.
classic-the-polar-sink = il Pozzo Polare
classic-prompt-advise = Mandare una consigliera spirituale in { $territory }? `advise yes` o `advise no` (`auto advise yes|no` risponde dopo ogni sbarco).
classic-prompt-move-now = Fai ora il tuo spostamento, prima di { $faction }? `move_now yes` o `move_now no` (`auto move_now later` risponde no prima di ogni spostamento).
classic-prompt-move-now-next = Fai ora il tuo spostamento, prima del prossimo? `move_now yes` o `move_now no` (`auto move_now later` risponde no prima di ogni spostamento).
classic-prompt-free-revival = Lasci che il tuo alleato { $ally } rigeneri gratis tre armate in questo turno? `{ $command }`.
classic-prompt-revive = Rigenera fino a { $count ->
    [one] { $count } altra armata
   *[other] { $count } altre armate
} a 2 spezia l'una: `revive N`.
classic-prompt-revive-affordable = Rigenera fino a { $count ->
    [one] { $count } altra armata
   *[other] { $count } altre armate
} a 2 spezia l'una (ora puoi pagarne { $affordable }): `revive N`.
classic-prompt-for-your-ally = {" "}per il tuo alleato { $ally }
classic-prompt-battle = Scegli la tua prossima battaglia: `battle <territory> [opponent]`.
classic-prompt-voice = Usare la Voce{ $ally }? `voice play|not <kind>` o `voice none`.
classic-prompt-prescience = Usare la prescienza{ $ally }? `prescience leader|dial|weapon|defense|none`.
classic-prompt-plan = Invia il tuo piano di battaglia per { $territory }: `{ $usage }`.
classic-prompt-call-traitor = Piani rivelati: il leader che ti fronteggia (o fronteggia il tuo alleato) è un traditore al tuo soldo? `call_traitor yes` o `call_traitor no` (`auto call` risponde per te in ogni battaglia).
classic-prompt-lose = Scegli le tue perdite, secondo la tua ruota (X.C.6, XV): { $ways }.
classic-prompt-lose-advanced = Scegli le tue perdite, secondo la tua ruota e la tua spezia (XXII.C): { $ways }.
classic-prompt-lose-way = `lose { $number }`: { $losses }
classic-losses-none = nessuna armata
classic-losses-tokens = { $count ->
    [one] { $count } armata
   *[other] { $count } armate
}
classic-losses-starred = { $count } { $kind }
classic-prompt-keep = Tenere le carte che hai giocato? `keep all`, `keep none`, `keep <card>`.
classic-prompt-capture = Hai catturato { $leader }: `capture kill` (alle vasche, 2 spezia), `capture keep` (per una battaglia) o `capture free`.

# Il modulo del piano di battaglia e il suo invito.
classic-form-title = Piano di battaglia segreto
classic-form-button = Prepara il piano di battaglia
classic-form-dial = Armate sulla ruota
classic-form-dial-help = da 0 alle tue armate nel territorio
classic-form-leader = Leader
classic-form-leader-help = uno dei tuoi leader, un Eroe (Eroina) conveniente, o none
classic-form-weapon = Arma
classic-form-weapon-help = una carta arma che possiedi (vuoto: nessuna)
classic-form-defense = Difesa
classic-form-defense-help = una carta difesa che possiedi (vuoto: nessuna)
classic-form-strength = Forza sulla ruota
classic-form-strength-help = intera o mezza (3.5): le armate sostenute contano 1, le altre 1/2
classic-form-spice = Spezia a sostegno delle armate
classic-form-spice-help = una spezia per armata a piena forza (vuoto: nessuna)
classic-offer-dial = Ruota da 0 a { $most }. Leader: { $leaders }.
classic-offer-dial-advanced = Ruota da 0 a { $most }, a mezzi punti; spezia da 0 a { $spice }, una per armata a piena forza. Leader: { $leaders }.
classic-offer-no-leaders = nessuno disponibile
classic-offer-cards = Carte che puoi giocare: { $cards }.
classic-offer-no-cards = nessuna
classic-offer-press = Premi il pulsante per il modulo, o invia `/do plan ...`.

# Rifiuti delle regole della mappa e di un comando che nessun giocatore dà.
classic-not-a-player-command = `{ $command }` non è un comando dei giocatori in questa partita.
classic-advantages-not-played = `{ $command }` appartiene alle abilità aggiuntive dei personaggi (XV), che questa partita non usa.
classic-of-which = {" "}({ $count } { $kind })
classic-starred-tokens = con la stella
classic-starred-none = Solo i Sardaukar dell'Imperatore e i Fedaykin dei Fremen sono armate con la stella, con le abilità aggiuntive (XV).
classic-starred-leave-out = Ometti `starred=`.
classic-starred-too-many = Hai { $have } { $kind } { $where }; indicane al massimo { $most } delle { $count } armate.
classic-starred-or-less = `starred={ $most }` o meno.
classic-starred-too-few = Hai { $ordinary } armate normali { $where }: { $count } armate comprendono almeno { $least } { $kind }.
classic-starred-or-more = `starred={ $least }` o più.
