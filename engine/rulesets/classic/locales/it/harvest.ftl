# Dune classico, LA RACCOLTA DELLA SPEZIA (1984): il primo Amministratore, le cinque
# raccolte (il rapporto dell'Amministratore, la riunione della CHOAM, l'Asta per il
# Potere) e le capacità dei Pianeti.

## La fase
classic-phase-harvest = raccolta della spezia
    .gender = f
classic-in-phase-harvest = La partita è nella raccolta della spezia, prima del primo turno.
classic-harvest-not-now = La raccolta della spezia non si sta giocando ora.
classic-harvest-predict-later = Con la Raccolta della Spezia, le Bene Gesserit fanno la predizione dopo le posizioni iniziali su Dune.
classic-harvest-begins = Comincia la Raccolta della Spezia: { $count } raccolte prima del gioco principale. Ogni giocatore impegna in segreto della spezia per diventare il primo Amministratore di Dune (`commit <spezia>`).
classic-harvest-status = Raccolta della Spezia { $round } di { $count }; Amministratore: { $manager }
classic-harvest-status-choosing = Raccolta della Spezia: scelta del primo Amministratore

## IV.4: il primo Amministratore
classic-harvest-no-commit = Ora non hai niente da impegnare: la spezia si impegna una volta, prima della prima raccolta.
classic-harvest-commit-more = Hai solo { $count } spezia.
classic-harvest-commit-usage = Impegna da 0 a { $count }: `commit <spezia>`.
classic-harvest-you-commit = Impegni { $count } spezia, nascosta in mano.
classic-harvest-committed = { $faction }: spezia impegnata.
classic-harvest-revealed-one = { $faction } { $count }
classic-harvest-commitments = Spezia rivelata: { $amounts }.
classic-harvest-tie = Il pareggio è risolto con un tiro di dado, a favore di: { $manager }.
classic-harvest-first-manager = Primo Amministratore di Dune: { $manager }, che paga la spezia rivelata ({ $count }) a: { $payee }.

## V.1.a: la tassa e la carta Raccolta
classic-harvest-round = Raccolta { $round } di { $count }; Amministratore: { $manager }.
classic-harvest-to-emperor = all'Imperatore
classic-harvest-to-bank = alla riserva
classic-harvest-tax = Tassa: l'Amministratore ({ $manager }) paga 1 spezia { $to }.
classic-harvest-cannot-pay = L'Amministratore ({ $manager }) non può pagare la tassa: l'incarico passa a: { $successor }.
classic-harvest-nobody-pays = Nessuno può pagare la tassa: quest'anno non si paga.
classic-harvest-drawn = L'Amministratore ({ $manager }) pesca la carta Raccolta e la legge in segreto.
classic-harvest-you-draw = Carta Raccolta: { $card }.
classic-harvest-worm-card = un Verme
classic-harvest-worm = Dal mazzo Raccolta esce un Verme: quest'anno non si raccoglie niente e non c'è rapporto.
classic-harvest-fremen-manage = I Fremen diventano l'Amministratore di Dune (capacità del Pianeta).

## VI.3: la carta in più della Gilda
classic-harvest-no-offer = Solo la Gilda, quando le è chiesto, offre all'Amministratore una carta Raccolta in più.
classic-harvest-guild-no-offer = Quest'anno la Gilda non offre una carta Raccolta in più.
classic-harvest-fee-range = Un compenso di { $fee } non è ammesso: il compenso va da 4 a 8 spezia.
classic-harvest-sell-usage = Da `sell 4` a `sell 8`, oppure `sell 0` per nessuna offerta.
classic-harvest-guild-offers = La Gilda offre una carta Raccolta in più per { $fee } spezia all'Amministratore: { $manager }.
classic-harvest-no-extra = Nessuna offerta di una carta Raccolta in più attende la tua risposta.
classic-harvest-declined = L'Amministratore ({ $manager }) rifiuta la carta in più.
classic-harvest-fee-unpaid = Il compenso è { $fee } e hai { $count } spezia.
classic-harvest-buy-no = Rispondi `buy no`.
classic-harvest-extra = L'Amministratore ({ $manager }) paga { $fee } spezia alla Gilda e pesca una carta Raccolta in più.
classic-harvest-you-draw-extra = Carta Raccolta in più: { $card }; raccolta in tutto: { $count } spezia.

## V.1: il rapporto
classic-harvest-no-report = Solo l'Amministratore fa il rapporto, dopo aver pescato la carta Raccolta.
classic-harvest-announce-at-most = Puoi annunciare al massimo quanto è stato raccolto: { $count } spezia.
classic-harvest-report-usage = Annuncia, poi dai a ogni altro giocatore dei Titoli (uniti da +): `{ $example }`.
classic-harvest-unreadable-share = Non è una quota: "{ $part }". Nomina un giocatore, poi i Titoli.
classic-harvest-share-once = Qui non si può dare una quota a: { $faction }. Nomina ogni altro giocatore una volta.
classic-harvest-share-missing = Ogni altro giocatore riceve almeno un Titolo; mancano: { $factions }.
classic-harvest-no-such-cards = I Titoli da { $card } sono { $count }, non { $wanted }.
classic-harvest-inventory-card = { $count }×{ $card }
classic-harvest-inventory = I Titoli: { $cards }.
classic-harvest-shares-exceed = Le quote fanno { $total }, più dei { $count } annunciati.
classic-harvest-announces = L'Amministratore ({ $manager }) annuncia una raccolta di { $count } spezia e distribuisce i Titoli.
classic-harvest-share-of = { $faction } { $cards } ({ $count })
classic-harvest-you-gave = Quote date: { $shares }.
classic-harvest-your-share = I tuoi Titoli: { $cards } ({ $count } spezia).

## V.2.a: il voto; VI.1: lo sguardo degli Atreides
classic-harvest-no-vote = Ora non hai un voto da dare.
classic-harvest-you-vote-yes = Il tuo voto: sì.
classic-harvest-you-vote-no = Il tuo voto: no.
classic-harvest-voted = { $faction }: voto dato.
classic-harvest-no-look = Gli Atreides guardano le quote di un giocatore una volta per raccolta, prima di votare.
classic-harvest-look-among = Guarda le quote di uno tra: { $factions }.
classic-harvest-look-whom = Non puoi guardare le quote di: { $faction }.
classic-harvest-atreides-look = Gli Atreides guardano i Titoli di: { $faction }.
classic-harvest-share-seen = Titoli di { $faction }: { $cards } ({ $count } spezia).

## V.2.b: la distribuzione
classic-harvest-nobody = nessuno
classic-harvest-votes = Si scoprono i voti. Sì: { $yes }. No: { $no }.
classic-harvest-revealed = Carte Raccolta: { $cards } = { $count } spezia; annunciata { $announced }; quote: { $shares }. Il piatto contiene { $pot } spezia.
classic-harvest-honest = il rapporto era onesto
classic-harvest-not-caught = il rapporto non è stato respinto
classic-harvest-manager-keeps = Chi ha votato sì riceve la sua quota; l'Amministratore ({ $manager }) tiene la spezia rimasta, { $count } ({ $honest }).
classic-harvest-caught = Il rapporto era disonesto ed è stato respinto: chi ha votato no divide il piatto, { $count } spezia a testa ({ $back } tornano alla riserva); l'Amministratore ({ $manager }) non riceve niente.
classic-harvest-harkonnen-stay = Gli Harkonnen sono scoperti per la prima volta e restano Amministratore (capacità del Pianeta).
classic-harvest-new-manager = Nuovo Amministratore di Dune: { $manager }.

## V.3: l'Asta per il Potere; VI.1-2
classic-harvest-bid-for-power = Asta per il Potere: { $count } Carte Accesso sono distribuite coperte e vendute una alla volta (`bid_access <spezia>` o `pass_access`).
classic-harvest-access-up = La Carta Accesso { $index } di { $count } è all'asta; offre per primo: { $opener }.
classic-harvest-no-access-up = Ora nessuna Carta Accesso è all'asta.
classic-harvest-turn-to-bid = Tocca offrire a: { $faction }.
classic-harvest-bid-more = L'offerta è { $bid }: offri di più o passa.
classic-harvest-bid-spice = Hai solo { $count } spezia.
classic-harvest-bid-range = Offri da { $low } a { $high }, oppure `pass_access`.
classic-harvest-pass-hint = Rispondi `pass_access`.
classic-harvest-bids = Offerta per la Carta Accesso, { $faction }: { $amount }.
classic-harvest-passes = { $faction }: passo.
classic-harvest-sold = La Carta Accesso { $index } va a { $faction } per { $count } spezia, pagate alla riserva.
classic-harvest-unsold = Nessuno offre per la Carta Accesso { $index }: torna, non vista, sotto il mazzo Accesso.
classic-harvest-you-buy = La tua Carta Accesso: { $card }.
classic-harvest-bg-see = La Carta Accesso comprata da { $faction }: { $card }.
classic-harvest-troop-card = { $count } truppe
classic-harvest-no-peek = Gli Atreides guardano una Carta Accesso non ancora comprata, una volta per Asta per il Potere.
classic-harvest-peek-which = Non c'è una Carta Accesso { $number } ancora in vendita.
classic-harvest-peek-range = Nomina una carta da { $low } a { $high }.
classic-harvest-atreides-peek = Gli Atreides guardano la Carta Accesso { $index }.
classic-harvest-peeked = Carta Accesso { $index }: { $card }.
classic-harvest-over = La quinta Asta per il Potere è finita: le raccolte sono concluse.

## Richieste
classic-harvest-prompt-commit = Impegna in segreto della spezia per diventare il primo Amministratore: `commit <spezia>` (0 per niente).
classic-harvest-prompt-sell = Gilda: offri all'Amministratore ({ $manager }) una carta Raccolta in più per 4-8 spezia (`sell <compenso>`), oppure `sell 0`.
classic-harvest-prompt-buy = Compri la carta Raccolta in più della Gilda per { $fee } spezia? `buy yes` o `buy no`.
classic-harvest-prompt-report = Fai il rapporto sulla raccolta. { $usage }
classic-harvest-prompt-vote = L'Amministratore annuncia { $count } spezia: accetta il rapporto (`vote yes`) o respingilo (`vote no`).
classic-harvest-prompt-bid = Carta Accesso { $index }: l'offerta è { $bid }. Offri di più (`bid_access <spezia>`) o `pass_access`.

## La scheda
classic-harvest-sheet-title = La Raccolta della Spezia
classic-harvest-sheet-committed = Spezia impegnata: { $count }
classic-harvest-sheet-cards = Carte Raccolta: { $cards }
classic-harvest-sheet-yours = I tuoi Titoli
classic-harvest-sheet-share = { $whose }: { $cards } ({ $count } spezia)
classic-harvest-sheet-access = Carte Accesso ({ $count }): { $cards }
classic-harvest-sheet-seen = Comprate da { $faction }: { $cards }

## Comandi
classic-command-commit = Raccolta della Spezia: impegna in segreto della spezia per diventare il primo Amministratore di Dune (IV.4); la spezia più alta vince l'incarico ed è pagata al secondo.
classic-command-commit-amount = la spezia che impegni (0: niente)
classic-command-sell = Raccolta della Spezia, Gilda: offri all'Amministratore una carta Raccolta in più per 4-8 spezia (VI.3); `sell 0` non offre niente.
classic-command-sell-fee = il tuo compenso, da 4 a 8 (0: nessuna offerta)
classic-command-buy = Raccolta della Spezia, Amministratore: accetta (yes) o rifiuta (no) la carta in più della Gilda (VI.3).
classic-command-buy-yes = true per pagare il compenso e pescare la carta
classic-command-report = Raccolta della Spezia, Amministratore: annuncia la raccolta e dai a ogni altro giocatore dei Titoli (V.1), per esempio `report 12 atreides 5+1, guild 6`.
classic-command-report-amount = la raccolta che annunci
classic-command-report-shares = ogni altro giocatore e i suoi Titoli, separati da virgole (carte unite da +)
classic-command-vote = Raccolta della Spezia: accetta (yes) o respingi (no) il rapporto dell'Amministratore (V.2.a).
classic-command-vote-yes = true per accettare il rapporto, false per respingerlo
classic-command-look = Raccolta della Spezia, Atreides: guarda i Titoli di un altro giocatore prima di votare (VI.1).
classic-command-look-faction = una fazione
classic-command-peek = Raccolta della Spezia, Atreides: guarda una Carta Accesso non ancora comprata, una volta per Asta per il Potere (VI.1).
classic-command-peek-number = il numero della carta in questa Asta per il Potere
classic-command-bid-access = Raccolta della Spezia: offri spezia per la Carta Accesso all'asta (V.3.a).
classic-command-bid-access-amount = la tua offerta in spezia
classic-command-pass-access = Raccolta della Spezia: passa sulla Carta Accesso all'asta (V.3.a).
