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
classic-needs-option = `{ $command }` si gioca solo con l'opzione `{ $option }=yes`, con cui questa partita non è stata creata.
classic-advantages-not-played = `{ $command }` appartiene alle abilità aggiuntive dei personaggi (XV), che questa partita non usa.
classic-of-which = {" "}({ $count } { $kind })
classic-starred-tokens = con la stella
classic-starred-none = Solo i Sardaukar dell'Imperatore e i Fedaykin dei Fremen sono armate con la stella, con le abilità aggiuntive (XV).
classic-starred-leave-out = Ometti `starred=`.
classic-starred-too-many = Hai { $have } { $kind } { $where }; indicane al massimo { $most } delle { $count } armate.
classic-starred-or-less = `starred={ $most }` o meno.
classic-starred-too-few = Hai { $ordinary } armate normali { $where }: { $count } armate comprendono almeno { $least } { $kind }.
classic-starred-or-more = `starred={ $least }` o più.

# Il riassunto di ogni comando nell'aiuto: `classic-command-<name>`.
classic-command-traitor = Scegli il traditore che tieni tra i quattro leader pescati (III.E.2).
classic-command-predict = Bene Gesserit: prevedi in segreto la fazione vincitrice e il turno.
classic-command-place = Preparazione: i Fremen piazzano armate in Sietch Tabr, False Wall South o False Wall West; con la coesistenza (XV.B.1) le Bene Gesserit piazzano un'armata ovunque.
classic-command-dial = Componi la ruota della tempesta: 0-20 al primo turno, poi 1-3 (VI.A-B).
classic-command-storm = Fremen, con la regola del clima: sposta la tempesta secondo il segnale rivelato (XVI.C).
classic-command-bid = Offri spezia per la carta all'asta (VIII.B).
classic-command-pass = Passa sulla carta all'asta (VIII.B).
classic-command-auto = Ordini permanenti segreti, eseguiti subito per te: `auto call` risponde a ogni domanda sui traditori (sì solo quando il leader è al tuo soldo; `auto call off`); Bene Gesserit `auto advise yes|no|off`; Gilda, con le abilità aggiuntive, `auto move_now later|off`. Offerte: `auto 5` offre fino a 5 su questa carta, `auto 5 round` su ogni carta di questa asta, `auto pass`, `auto off`.
classic-command-revive = Paga 2 spezia per armata per rigenerare armate oltre quelle gratuite (IX.B).
classic-command-ship = Sbarca armate dalle riserve (IX.C.1). Gilda: `from=<territory>` per spostarle da un territorio all'altro, `ship 4 reserves from=<territory>` per riportarle a casa. Fremen: arrivo gratuito vicino a The Great Flat.
classic-command-move = Sposta un gruppo di armate da un territorio a un altro (IX.C.2).
classic-command-revive-leader = Alla fine del tuo spostamento, paga la forza di un leader per rigenerarlo (IX.D).
classic-command-move-now = Gilda, con le abilità aggiuntive (XV): `move_now yes` fa il tuo spostamento prima del giocatore di turno; `move_now no` lascia muovere prima lui.
classic-command-done = Termina il tuo spostamento per questo turno.
classic-command-advise = Bene Gesserit: manda gratis un'armata al Pozzo Polare dopo lo sbarco di un altro (con la coesistenza, nel territorio dello sbarco, XV.B.3).
classic-command-coexist = Bene Gesserit: coesisti (yes: consigliere) o no (no: combattenti) dove richiesto; prima degli spostamenti, `coexist no <territory>` per ciascuno, poi `coexist yes` (XV.B.5).
classic-command-ride = Fremen: sposta le tue armate dal territorio del verme (o `ride` da solo per restare).
classic-command-place-worm = Fremen, con le abilità aggiuntive (XV): piazza un altro verme di questa esplosione di spezia in un territorio qualsiasi; divora solo nel deserto.
classic-command-battle = Aggressore: scegli la prossima battaglia (territorio, e avversario se più d'uno) (X.A.3).
classic-command-plan = Piano di battaglia segreto: armate sulla ruota, leader (o none), arma, difesa (X.B); nel combattimento avanzato, mezzi punti e spice=N (XXII).
classic-command-lose = Vincitore della battaglia: subisci le perdite numero N tra i modi offerti (XXII.C; X.C.6 con le armate con la stella, XV).
classic-command-voice = Bene Gesserit in battaglia: ordina all'avversario di giocare o non giocare un tipo di carta.
classic-command-prescience = Atreides in battaglia: vedi un elemento del piano dell'avversario (o nessuno).
classic-command-no-leaders = Proponi (o accetta) di combattere questa battaglia senza leader (D&R 7).
classic-command-call-traitor = Rivela il leader avversario come tuo traditore, o no (X.D, D&R 7).
classic-command-keep = Vincitore della battaglia: tieni `all`, `none`, o una carta che hai giocato (X.C.6).
classic-command-capture = Harkonnen, con le abilità aggiuntive (XV): `capture kill` manda il leader appena catturato alle vasche del suo proprietario per 2 spezia; `capture keep` lo tiene per una battaglia; `capture free` lo lascia tornare a casa.
classic-command-ally = In un legame: chiedi di allearti, o di unirti; l'alleanza si forma quando entrambe le parti, ogni membro, lo chiedono (XII.C).
classic-command-unally = In un legame: esci dalla tua alleanza (XII.D).
classic-command-ready = In un legame: hai finito di fare e sciogliere alleanze (XII.C.5).
classic-command-grant = Imperatore: dai spezia a un alleato, in qualsiasi momento, per qualsiasi uso (XII.E.6).
classic-command-protect = Fremen: salva (yes) o no (no) le armate dei tuoi alleati dal verme (XII.E.6).
classic-command-free-revival = Fremen: lascia che un alleato rigeneri gratis tre armate in questo turno, o no (XII.E.6).
classic-command-truthtrance = Gioca la Trance della Verità: fai a un giocatore una domanda sì/no, a cui deve rispondere il vero.
classic-command-answer = Rispondi alla domanda della Trance della Verità che ti è stata posta: `answer yes` o `answer no`.
classic-command-weather-control = Gioca il Controllo del Clima all'inizio della fase della tempesta: sposta la tempesta di 0-10.
classic-command-family-atomics = Gioca le Atomiche di famiglia prima che la tempesta si muova: distruggi il Muro Scudo.
classic-command-hajr = Gioca Hajr durante il tuo spostamento: uno spostamento di gruppo in più.
classic-command-ghola = Gioca il Ghola Tleilaxu: `ghola <leader>` o `ghola <1-5>` armate, gratis.
classic-command-karama = Gioca Karama: annulla una volta l'abilità di una fazione, compra una carta gratis, o sbarca alla tariffa della Gilda. `karama atreides|harkonnen|bene_gesserit|fremen`, `karama buy`, `karama ship`; contro le abilità aggiuntive (XV): `karama kwisatz|capture|fedaykin|sardaukar|guild`; poteri speciali (XVII): `karama take|see|stop|worm|revive <target>`.
classic-command-support = Prometti spezia per le offerte e gli sbarchi di un alleato in questo turno (XII.E.3-4).
classic-command-bribe = Paga spezia a un altro giocatore, apertamente, con i termini dell'accordo (XIII).
classic-command-reveal = Mostra a tutti la tua spezia, le tue carte o i tuoi traditori (XIII.A). `reveal spice`, `reveal cards` (quante ne hai), `reveal hand` (quali), `reveal traitors`.
classic-command-set-spice = Moderatore: imposta la spezia di una fazione (dalla o alla banca).
classic-command-set-tokens = Moderatore: imposta le armate di una fazione in una sezione, prendendole dalle o rimettendole nelle riserve.
classic-command-give-card = Moderatore: dai a una fazione una carta Tradimento dal mazzo o dagli scarti.
classic-command-take-card = Moderatore: togli una carta Tradimento dalla mano di una fazione e mettila negli scarti.
classic-command-set-storm = Moderatore: metti la tempesta in un settore (senza spazzare).
classic-command-stack = Moderatore: metti una carta indicata in cima al mazzo Spezia o Tradimento.
classic-command-kill-leader = Moderatore: manda un leader alle vasche.
classic-command-restore-leader = Moderatore: riporta gratis un leader dalle vasche.
classic-command-set-turn = Moderatore: imposta il numero del turno.
classic-command-form-alliance = Moderatore: allea due fazioni (la seconda entra nell'alleanza della prima).
classic-command-break-alliance = Moderatore: togli una fazione dalla sua alleanza.
classic-command-set-traitors = Moderatore: imposta in segreto i traditori di una fazione (`set_traitors h feyd, piter`).
classic-command-set-prediction = Moderatore: imposta la previsione segreta delle Bene Gesserit (fazione e turno).
classic-command-set-board-spice = Moderatore: imposta la spezia in una sezione della mappa (dalla o alla banca).
classic-command-set-shield-wall = Moderatore: imposta se il Muro Scudo è in piedi (`set_shield_wall no`: distrutto, come dalle Atomiche di famiglia).
classic-command-set-kwisatz = Moderatore: imposta le armate che gli Atreides hanno perso in battaglia (lo Kwisatz Haderach si risveglia a 7) e se lo Kwisatz Haderach è nelle vasche.
classic-command-set-weather = Moderatore: imposta il segnale della tempesta segreto pescato dai Fremen per il prossimo turno (1-6).
classic-command-set-advisors = Moderatore: imposta se le armate delle Bene Gesserit in un territorio sono consigliere (`yes`, in coesistenza) o combattenti (`no`).
classic-command-set-captured = Moderatore: imposta se gli Harkonnen tengono prigioniero il leader di un'altra fazione (`set_captured duncan yes`), o lo lasciano tornare a casa (`no`).

# L'aiuto degli argomenti di ogni comando.
classic-command-traitor-leader = il nome di un leader
classic-command-predict-faction = una fazione
classic-command-predict-turn = il turno in cui vince
classic-command-place-count = armate da piazzare (la regola indica quante ne restano)
classic-command-place-territory = un territorio di Dune
classic-command-place-sector = il settore, se il territorio ne occupa più d'uno
classic-command-place-starred = XV: quante sono Fedaykin; nessuna se non detto
classic-command-dial-number = la tua ruota della tempesta
classic-command-bid-amount = la tua offerta in spezia
classic-command-auto-instruction = call, call off, advise yes|no|off, move_now later|off; offerte: un numero (poi round), pass o off
classic-command-revive-count = armate da rigenerare pagando spezia (la regola indica quante puoi: IX.B.2)
classic-command-ship-count = armate da sbarcare (la regola indica le tue riserve)
classic-command-ship-territory = un territorio di Dune
classic-command-ship-sector = il settore, se il territorio ne occupa più d'uno
classic-command-ship-source = un territorio di Dune
classic-command-ship-source-sector = il settore di partenza, se più d'uno
classic-command-ship-starred = XV: quante armate sono con la stella (Sardaukar, Fedaykin); prima quelle normali se non detto
classic-command-move-count = armate da spostare (la regola indica quante ne hai lì)
classic-command-move-source = un territorio di Dune
classic-command-move-territory = un territorio di Dune
classic-command-move-sector = il settore, se il territorio ne occupa più d'uno
classic-command-move-source-sector = il settore di partenza, se più d'uno
classic-command-move-starred = XV: quante armate sono con la stella (Sardaukar, Fedaykin); prima quelle normali se non detto
classic-command-revive-leader-leader = il nome di un leader
classic-command-move-now-now = yes per muovere ora, no per aspettare (detto ogni volta: un errore tradirebbe la mossa della Gilda)
classic-command-advise-send = true per mandare la consigliera (false: nessuna)
classic-command-coexist-yes = true per coesistere (consigliere), false per combattenti
classic-command-coexist-territory = un territorio di Dune
classic-command-ride-territory = un territorio di Dune
classic-command-ride-sector = il settore, se il territorio ne occupa più d'uno
classic-command-place-worm-territory = un territorio di Dune
classic-command-battle-territory = un territorio di Dune
classic-command-battle-opponent = una fazione
classic-command-plan-dial = armate sulla ruota (da 0 alle tue lì; un'armata con la stella conta 2, XV; mezzi punti come 3.5 nel combattimento avanzato, XXII.B)
classic-command-plan-leader = un leader, un Eroe (Eroina) conveniente, o none
classic-command-plan-weapon = una carta Tradimento, o none
classic-command-plan-defense = una carta Tradimento, o none
classic-command-plan-kwisatz = XV: Atreides, lo Kwisatz Haderach si unisce al leader (+2)
classic-command-lose-choice = il numero del modo
classic-command-voice-command = play o not, il tipo di carta, o none
classic-command-voice-kind = projectile weapon, poison defense, ...
classic-command-prescience-element = la parte del piano da vedere
classic-command-call-traitor-call = true per rivelare il traditore, false per non farlo
classic-command-keep-what = all, none, o una carta
classic-command-capture-what = kill, keep o free
classic-command-ally-faction = una fazione
classic-command-grant-ally = una fazione
classic-command-grant-amount = spezia da dare
classic-command-protect-yes = true per proteggerle, false per non farlo
classic-command-free-revival-ally = una fazione
classic-command-free-revival-yes = true per permetterlo, false per non farlo
classic-command-truthtrance-target = una fazione
classic-command-truthtrance-question = una domanda sì/no
classic-command-answer-yes = la tua risposta sincera
classic-command-weather-control-steps = settori di cui avanza la tempesta (0-10)
classic-command-ghola-what = un leader nelle tue vasche, o 1-5 armate
classic-command-karama-use = l'abilità da annullare, buy, ship, o un potere speciale
classic-command-karama-target = chi o che cosa prende un potere speciale
classic-command-support-ally = una fazione
classic-command-support-amount = spezia promessa
classic-command-bribe-to = una fazione
classic-command-bribe-amount = spezia da pagare
classic-command-bribe-note = i termini dell'accordo
classic-command-reveal-what = spice, cards, hand o traitors
classic-command-set-spice-faction = una fazione
classic-command-set-tokens-faction = una fazione
classic-command-set-tokens-territory = un territorio di Dune
classic-command-give-card-faction = una fazione
classic-command-give-card-card = una carta Tradimento
classic-command-take-card-faction = una fazione
classic-command-take-card-card = una carta Tradimento
classic-command-stack-card = una carta Spezia o Tradimento
classic-command-kill-leader-leader = il nome di un leader
classic-command-restore-leader-leader = il nome di un leader
classic-command-form-alliance-faction = una fazione
classic-command-form-alliance-other = una fazione
classic-command-break-alliance-faction = una fazione
classic-command-set-traitors-faction = una fazione
classic-command-set-traitors-leaders = leader separati da virgole, o none
classic-command-set-prediction-faction = una fazione
classic-command-set-board-spice-territory = un territorio di Dune
classic-command-set-advisors-territory = un territorio di Dune
classic-command-set-captured-leader = il nome di un leader
