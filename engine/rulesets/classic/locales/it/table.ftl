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

# Le opzioni di regola della partita (`/game options`) e le preimpostazioni.
classic-option-max-turns = V: la partita dura al massimo 15 turni.
classic-option-auto-charity = VIII.I: richiede automaticamente la Carità CHOAM per ogni giocatore senza spezia.
classic-option-open-spice = XIII.B tiene la spezia di ogni giocatore dietro lo scudo (si vedono solo pagamenti, raccolte e tangenti); attiva: la spezia di ogni giocatore è mostrata sulla mappa, nella legenda e nella vista pubblica.
classic-option-double-blow = XXI: due esplosioni di spezia per turno, sui mazzi degli scarti 1 e 2; un verme su un mazzo colpisce solo l'ultimo territorio di quel mazzo; il mazzo esaurito viene rimescolato per intero (XXI.B).
classic-option-weather = XVI: dopo il primo turno la tempesta avanza del segnale (1-6) che i Fremen hanno pescato in segreto il turno prima, non delle ruote; non si gioca senza i Fremen (XVI.D).
classic-option-no-alliances = XVIII.A.1: una partita più lunga senza alleanze: il verme divora ancora, ma non apre alcun legame.
classic-option-extra-stronghold = XVIII.A.2: una partita più lunga: una fortezza in più per vincere (quattro; cinque con due giocatori), anche per le alleanze.
classic-option-shield-wall = XVIII.B: il Muro Scudo conta per la vittoria come sesto territorio (quattro su sei con XVIII.A.2); resta un territorio roccioso, non una fortezza.
classic-option-spice-flow = XIX: afflusso di spezia aumentato: in ogni fase di raccolta gli occupanti di Carthag e Arrakeen ricevono 2 spezia, l'occupante del Sietch Tuek 1.
classic-option-victory-table = IV (edizione italiana): fortezze per vincere secondo i giocatori e l'alleanza: 2 giocatori 4; 3 giocatori 4 da soli, 5 alleati; 4 o più 3 da soli, 4 per due alleati, 5 per tre o più.
classic-option-pair-alliances = XVIII.A.1 (edizione italiana): alleanze di al massimo due giocatori.
classic-option-sietch-strongholds = XVIII.C.1 (edizione italiana, sei giocatori): anche i sietch del Falso Muro Est e di Harg Pass sono fortezze; ne servono due in più per vincere, e Carthag e Arrakeen contano due ciascuna.
classic-option-advanced-combat = XXII: combattimento avanzato: la spezia impegnata in segreto con il piano di battaglia (`spice=N`) fa contare per intero un'armata ciascuna, le altre contano la metà; ruote a mezzi punti (`plan 3.5 ...`); la spezia della battaglia va alla banca, vinta o persa (il vincitore tiene la sua se viene rivelato un traditore); il vincitore sceglie le perdite secondo ruota e spezia.
classic-option-advantages = XV: le abilità aggiuntive dei personaggi del foglio riassuntivo, compresa la coesistenza delle Bene Gesserit.
classic-option-karama-powers = XVII: una carta Karama può anche usare una volta il potere speciale Karama del suo giocatore (foglio riassuntivo B.6.B): gli Harkonnen prendono carte, gli Atreides vedono un piano di battaglia, la Gilda ferma uno sbarco, le Bene Gesserit giocano una carta senza valore come Karama, i Fremen chiamano un verme, l'Imperatore rigenera gratis.
classic-option-spice-harvest = LA RACCOLTA DELLA SPEZIA (1984): un pre-gioco di cinque raccolte, voti del CHOAM e aste per le carte Accesso sostituisce la spezia e le posizioni iniziali; cinque carte tradimento in più.
classic-option-duel = IL DUELLO (1984): leader personaggi principali (chi perde il proprio leader principale è fuori), duelli Kanly, la Guerra degli Assassini a un legame senza alleanze; cinque carte tradimento in più.
classic-option-main-leader = IL DUELLO, III.1: il valore di un leader principale (10); l'edizione italiana consiglia 8, che limita a 8 anche la protezione nel Kanly.
classic-preset-basic = I-XIII: il gioco base, ogni opzione di regola disattivata.
classic-preset-advanced = XX-XXIII: il gioco avanzato, con le regole opzionali con cui si gioca.
classic-preset-italian = L'edizione italiana: la sua tabella della vittoria, alleanze di due, e i sietch come fortezze con sei giocatori.
classic-preset-expansions = Le espansioni del 1984: LA RACCOLTA DELLA SPEZIA e IL DUELLO.

# What the game calls its sides (`Sides.label`), and the heading of their list.
classic-side = fazione
    .gender = f
classic-side-plural = Fazioni
