# I comandi di Diuna (`diuna-command-<name>`, l'aiuto di un argomento
# `diuna-command-<name>-<field>`) e le opzioni (`diuna-option-<field>`).
diuna-command-traitor = Tieni una delle carte tradimento pescate: il leader di un avversario come tuo traditore, o uno tuo perché non ti tradisca mai ({ diuna-rule-zdrajcy }). Harkonnen: quante ne dice la tua plancia, tutte insieme (`traitor <leader>, <leader>, ...`) o una alla volta.
diuna-command-traitor-leader = il nome di un leader
diuna-command-storm = Il simbolo della tempesta: muovi la tempesta da 0 a 6 settori, come sceglie il primo giocatore.
diuna-command-storm-sectors = settori di cui si muove la tempesta
diuna-command-ride = Fremen: cavalca il verme con alcune delle tue truppe in un territorio che ha colpito, fino a 3 territori sulla sabbia, mai attraverso la tempesta.
diuna-command-ride-count = truppe che cavalcano
diuna-command-stay = Fremen: per questa volta non cavalcare più il verme.
diuna-command-buy = Compra carte bazar a 2 di spezia l'una, fino a 3 in mano (1 col piccolo bazar); il tuo unico acquisto del round. Le carte ti arrivano in privato.
diuna-command-buy-count = carte bazar comprate
diuna-command-pass = Non comprare carte bazar in questo round.
diuna-command-revive = Rigenera dalle Vasche Tleilaxu: truppe oltre le 2 gratuite a 2 di spezia l'una, e un leader per la sua forza.
diuna-command-revive-forces = truppe, 2 di spezia l'una
diuna-command-done = Concludi la rigenerazione, o gli sbarchi e gli spostamenti.
diuna-command-ship = Sbarca truppe dalla riserva in un territorio a 1 di spezia l'una (i Fremen: fino a 5 nel Pozzo Polare, gratis), prima di spostarti.
diuna-command-ship-count = truppe sbarcate
diuna-command-move = Sposta un gruppo fino a 3 territori, mai attraverso la tempesta (i Fremen: due gruppi di 3 o uno di 6), terminando in un solo settore.
diuna-command-move-count = truppe del gruppo
diuna-command-battle = Vantaggio in battaglia: il territorio in cui combatti ora, e l'avversario lì quando ce n'è più d'uno.
diuna-command-draw-traitor = Harkonnen, prima di ogni tua battaglia: prendi la prima carta tradimento, poi rimettine una con `return_traitor` (`draw_traitor no`: non farlo).
diuna-command-return-traitor = Harkonnen: la carta tradimento che rimetti coperta in fondo al mazzo dei traditori.
diuna-command-return-traitor-leader = il nome di un leader
diuna-command-voice = Impero, la Voce: ordina (`must`) o vieta (`not`) all'avversario un tipo d'arma (veleno, da mano, speciale), o `voice none`.
diuna-command-foresee = Atreides, Prescienza: vedi un elemento del piano dell'avversario (truppe, leader, arma, difesa) prima di fare il tuo, o `foresee none`.
diuna-command-plan = Piano di battaglia segreto: le truppe sul disco, il tuo leader (se ne hai uno libero, devi), e con un leader una carta arma e una difesa (o carte senza valore).
diuna-command-plan-forces = truppe sul tuo disco di battaglia
diuna-command-market = Gioca una carta bazar della tua mano nella fase che indica: prima della tempesta (Controllo del Clima: `sectors=`), della carta spezia (Martellatore), dell'accumulo (Raccoglitore: `territory=`) o dei piani di battaglia (Trance della Verità, Karama); dopo la rivelazione (Contrattacco, Atomiche di famiglia); nel tuo turno della fase delle carte (Mercato nero), della rigenerazione (Ghola Tleilaxu: un leader o fino a 3 truppe) o degli spostamenti (Contrabbandieri prima di sbarcare, Ornitottero, Hajr). Poi `hold`.
diuna-command-market-card = una carta bazar della tua mano
diuna-command-hold = Non giocare (altre) carte bazar ora: prima della tempesta, della carta spezia o dell'accumulo, o in battaglia.
diuna-command-call = Traditore! Rivela la carta tradimento del leader avversario (`call no`: tienila).
diuna-command-auto = Ordini permanenti segreti, eseguiti subito per te: `auto call` (chiamate del Traditore: `call` quando contro di te è rivelato un traditore al tuo soldo, altrimenti `call no`), `auto hold` (non giochi carte bazar ogni volta che nessuna delle tue si può giocare: le finestre, le carte bazar di una battaglia, il tuo turno delle carte o della rigenerazione senza altro da fare); `auto call off`, `auto hold off`, o `auto off` per tutti.
diuna-option-cards-file = Il percorso di un file JSON con i leader e le carte della tua copia del gioco (nella forma di DEFAULT_CARDS di engine/rulesets/diuna/data.py), letto una volta alla creazione della partita e conservato nella partita; nessuno: le liste ricostruite.
diuna-option-blocked-stronghold = { diuna-rule-warownie }, solo partite a 2: la fortezza che i giocatori concordano di coprire, per nome (in inglese o in polacco), o `die` per tirare il dado della tempesta.
diuna-option-alliances = { diuna-rule-sojusznicy }: due giocatori, gli Atreides con i Fremen contro gli Harkonnen con l'Impero, sulle plance doppie.
diuna-option-small-bazaar = { diuna-rule-maly-bazar }: al massimo 1 carta bazar in mano, non 3.
