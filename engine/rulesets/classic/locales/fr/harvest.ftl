# Dune classique, LA RÉCOLTE DE L'ÉPICE (1984) : le premier Gérant, les cinq récoltes (le
# rapport du Gérant, la réunion du CHOAM, l'Enchère pour le Pouvoir) et les capacités des
# Planètes.

## La phase
classic-phase-harvest = récolte de l'épice
    .gender = f
classic-in-phase-harvest = La partie en est à la récolte de l'épice, avant le premier tour.
classic-harvest-not-now = La récolte de l'épice ne se joue pas en ce moment.
classic-harvest-predict-later = Avec la Récolte de l'Épice, les Bene Gesserit font leur prédiction après les positions de départ sur Dune.
classic-harvest-begins = La Récolte de l'Épice commence : { $count } récoltes avant le jeu principal. Chaque joueur engage en secret de l'épice pour devenir le premier Gérant de Dune (`commit <épice>`).
classic-harvest-status = Récolte de l'Épice { $round } sur { $count } ; Gérant : { $manager }
classic-harvest-status-choosing = Récolte de l'Épice : choix du premier Gérant

## IV.4 : le premier Gérant
classic-harvest-no-commit = Vous n'avez rien à engager maintenant : l'épice s'engage une fois, avant la première récolte.
classic-harvest-commit-more = Vous n'avez que { $count } épice.
classic-harvest-commit-usage = Engagez de 0 à { $count } : `commit <épice>`.
classic-harvest-you-commit = Vous engagez { $count } épice, cachée dans votre main.
classic-harvest-committed = { $faction } : épice engagée.
classic-harvest-revealed-one = { $faction } { $count }
classic-harvest-commitments = Épice révélée : { $amounts }.
classic-harvest-tie = L'égalité est tranchée par un jet de dé, en faveur de : { $manager }.
classic-harvest-first-manager = Premier Gérant de Dune : { $manager }, qui paie l'épice révélée ({ $count }) à : { $payee }.

## V.1.a : la taxe et la carte Récolte
classic-harvest-round = Récolte { $round } sur { $count } ; Gérant : { $manager }.
classic-harvest-to-emperor = à l'Empereur
classic-harvest-to-bank = à la réserve
classic-harvest-tax = Taxe : le Gérant ({ $manager }) paie 1 épice { $to }.
classic-harvest-cannot-pay = Le Gérant ({ $manager }) ne peut pas payer la taxe : la charge passe à : { $successor }.
classic-harvest-nobody-pays = Personne ne peut payer la taxe : elle n'est pas payée cette année.
classic-harvest-drawn = Le Gérant ({ $manager }) tire la carte Récolte et la lit en secret.
classic-harvest-you-draw = Carte Récolte : { $card }.
classic-harvest-worm-card = un Ver
classic-harvest-worm = Un Ver sort du paquet Récolte : rien n'est récolté cette année, et il n'y a pas de rapport.
classic-harvest-fremen-manage = Les Fremen deviennent le Gérant de Dune (capacité de la Planète).

## VI.3 : la carte supplémentaire de la Guilde
classic-harvest-no-offer = Seule la Guilde, quand on le lui demande, offre au Gérant une carte Récolte supplémentaire.
classic-harvest-guild-no-offer = La Guilde n'offre pas de carte Récolte supplémentaire cette année.
classic-harvest-fee-range = Un prix de { $fee } n'est pas permis : le prix va de 4 à 8 épices.
classic-harvest-sell-usage = De `sell 4` à `sell 8`, ou `sell 0` pour ne rien offrir.
classic-harvest-guild-offers = La Guilde offre une carte Récolte supplémentaire pour { $fee } épices au Gérant : { $manager }.
classic-harvest-no-extra = Aucune offre de carte Récolte supplémentaire n'attend votre réponse.
classic-harvest-declined = Le Gérant ({ $manager }) refuse la carte supplémentaire.
classic-harvest-fee-unpaid = Le prix est de { $fee } et vous avez { $count } épice.
classic-harvest-buy-no = Répondez `buy no`.
classic-harvest-extra = Le Gérant ({ $manager }) paie { $fee } épices à la Guilde et tire une carte Récolte supplémentaire.
classic-harvest-you-draw-extra = Carte Récolte supplémentaire : { $card } ; récolté en tout : { $count } épice.

## V.1 : le rapport
classic-harvest-no-report = Seul le Gérant fait le rapport, une fois la carte Récolte tirée.
classic-harvest-announce-at-most = Vous pouvez annoncer au plus ce qui a été récolté : { $count } épice.
classic-harvest-report-usage = Annoncez, puis donnez à chaque autre joueur des cartes Part (jointes par +) : `{ $example }`.
classic-harvest-unreadable-share = Ce n'est pas une part : « { $part } ». Nommez un joueur, puis les cartes Part.
classic-harvest-share-once = Impossible de donner une part ici à : { $faction }. Nommez chaque autre joueur une fois.
classic-harvest-share-missing = Chaque autre joueur reçoit au moins une carte Part ; il manque : { $factions }.
classic-harvest-no-such-cards = Il y a { $count } cartes Part de { $card }, pas { $wanted }.
classic-harvest-inventory-card = { $count }×{ $card }
classic-harvest-inventory = Les cartes Part : { $cards }.
classic-harvest-shares-exceed = Les parts font { $total }, plus que les { $count } annoncés.
classic-harvest-announces = Le Gérant ({ $manager }) annonce une récolte de { $count } épice et distribue les cartes Part.
classic-harvest-share-of = { $faction } { $cards } ({ $count })
classic-harvest-you-gave = Parts données : { $shares }.
classic-harvest-your-share = Vos cartes Part : { $cards } ({ $count } épice).

## V.2.a : le vote ; VI.1 : le regard des Atréides
classic-harvest-no-vote = Vous n'avez pas de vote à donner maintenant.
classic-harvest-you-vote-yes = Votre vote : oui.
classic-harvest-you-vote-no = Votre vote : non.
classic-harvest-voted = { $faction } : vote donné.
classic-harvest-no-look = Les Atréides regardent les parts d'un joueur une fois par récolte, avant de voter.
classic-harvest-look-among = Regardez les parts de l'un de : { $factions }.
classic-harvest-look-whom = Vous ne pouvez pas regarder les parts de : { $faction }.
classic-harvest-atreides-look = Les Atréides regardent les cartes Part de : { $faction }.
classic-harvest-share-seen = Cartes Part de { $faction } : { $cards } ({ $count } épice).

## V.2.b : le partage
classic-harvest-nobody = personne
classic-harvest-votes = Les votes sont retournés. Oui : { $yes }. Non : { $no }.
classic-harvest-revealed = Carte(s) Récolte : { $cards } = { $count } épice ; annoncé { $announced } ; parts : { $shares }. La cagnotte contient { $pot } épice.
classic-harvest-honest = le rapport était honnête
classic-harvest-not-caught = le rapport n'a pas été rejeté
classic-harvest-manager-keeps = Ceux qui ont voté oui reçoivent leur part ; le Gérant ({ $manager }) garde l'épice restante, { $count } ({ $honest }).
classic-harvest-caught = Le rapport était malhonnête et il est rejeté : ceux qui ont voté non se partagent la cagnotte, { $count } épice chacun ({ $back } retournent à la réserve) ; le Gérant ({ $manager }) ne reçoit rien.
classic-harvest-harkonnen-stay = Les Harkonnen sont pris pour la première fois et restent Gérant (capacité de la Planète).
classic-harvest-new-manager = Nouveau Gérant de Dune : { $manager }.

## V.3 : l'Enchère pour le Pouvoir ; VI.1-2
classic-harvest-bid-for-power = Enchère pour le Pouvoir : { $count } cartes Accès sont distribuées face cachée et vendues une à une (`bid_access <épice>` ou `pass_access`).
classic-harvest-access-up = La carte Accès { $index } sur { $count } est aux enchères ; enchérit en premier : { $opener }.
classic-harvest-no-access-up = Aucune carte Accès n'est aux enchères maintenant.
classic-harvest-turn-to-bid = C'est à enchérir : { $faction }.
classic-harvest-bid-more = L'enchère est de { $bid } : enchérissez plus ou passez.
classic-harvest-bid-spice = Vous n'avez que { $count } épice.
classic-harvest-bid-range = Enchérissez de { $low } à { $high }, ou `pass_access`.
classic-harvest-pass-hint = Répondez `pass_access`.
classic-harvest-bids = Enchère pour la carte Accès, { $faction } : { $amount }.
classic-harvest-passes = { $faction } : passe.
classic-harvest-sold = La carte Accès { $index } va à { $faction } pour { $count } épice, payée à la réserve.
classic-harvest-unsold = Personne n'enchérit sur la carte Accès { $index } : elle retourne, non vue, sous le paquet Accès.
classic-harvest-you-buy = Votre carte Accès : { $card }.
classic-harvest-bg-see = La carte Accès achetée par { $faction } : { $card }.
classic-harvest-troop-card = { $count } troupes
classic-harvest-no-peek = Les Atréides regardent une carte Accès pas encore achetée, une fois par Enchère pour le Pouvoir.
classic-harvest-peek-which = Il n'y a pas de carte Accès { $number } encore en vente.
classic-harvest-peek-range = Nommez une carte de { $low } à { $high }.
classic-harvest-atreides-peek = Les Atréides regardent la carte Accès { $index }.
classic-harvest-peeked = Carte Accès { $index } : { $card }.
classic-harvest-over = La cinquième Enchère pour le Pouvoir est finie : les récoltes sont terminées.

## Demandes
classic-harvest-prompt-commit = Engagez en secret de l'épice pour devenir le premier Gérant : `commit <épice>` (0 pour rien).
classic-harvest-prompt-sell = Guilde : offrez au Gérant ({ $manager }) une carte Récolte supplémentaire pour 4-8 épices (`sell <prix>`), ou `sell 0`.
classic-harvest-prompt-buy = Acheter la carte Récolte supplémentaire de la Guilde pour { $fee } épices ? `buy yes` ou `buy no`.
classic-harvest-prompt-report = Faites le rapport de la récolte. { $usage }
classic-harvest-prompt-vote = Le Gérant annonce { $count } épice : acceptez le rapport (`vote yes`) ou rejetez-le (`vote no`).
classic-harvest-prompt-bid = Carte Accès { $index } : l'enchère est de { $bid }. Enchérissez plus (`bid_access <épice>`) ou `pass_access`.

## La fiche
classic-harvest-sheet-title = La Récolte de l'Épice
classic-harvest-sheet-committed = Épice engagée : { $count }
classic-harvest-sheet-cards = Carte(s) Récolte : { $cards }
classic-harvest-sheet-yours = Vos cartes Part
classic-harvest-sheet-share = { $whose } : { $cards } ({ $count } épice)
classic-harvest-sheet-access = Cartes Accès ({ $count }) : { $cards }
classic-harvest-sheet-seen = Achetées par { $faction } : { $cards }

## Commandes
classic-command-commit = Récolte de l'Épice : engagez en secret de l'épice pour devenir le premier Gérant de Dune (IV.4) ; le plus d'épice gagne la charge et la paie au deuxième.
classic-command-commit-amount = l'épice que vous engagez (0 : rien)
classic-command-sell = Récolte de l'Épice, Guilde : offrez au Gérant une carte Récolte supplémentaire pour 4-8 épices (VI.3) ; `sell 0` n'offre rien.
classic-command-sell-fee = votre prix, de 4 à 8 (0 : pas d'offre)
classic-command-buy = Récolte de l'Épice, Gérant : acceptez (yes) ou refusez (no) la carte supplémentaire de la Guilde (VI.3).
classic-command-buy-yes = true pour payer le prix et tirer la carte
classic-command-report = Récolte de l'Épice, Gérant : annoncez la récolte et donnez à chaque autre joueur des cartes Part (V.1), par exemple `report 12 atreides 5+1, guild 6`.
classic-command-report-amount = la récolte que vous annoncez
classic-command-report-shares = chaque autre joueur et ses cartes Part, séparés par des virgules (cartes jointes par +)
classic-command-vote = Récolte de l'Épice : acceptez (yes) ou rejetez (no) le rapport du Gérant (V.2.a).
classic-command-vote-yes = true pour accepter le rapport, false pour le rejeter
classic-command-look = Récolte de l'Épice, Atréides : regardez les cartes Part d'un autre joueur avant de voter (VI.1).
classic-command-look-faction = une faction
classic-command-peek = Récolte de l'Épice, Atréides : regardez une carte Accès pas encore achetée, une fois par Enchère pour le Pouvoir (VI.1).
classic-command-peek-number = le numéro de la carte dans cette Enchère pour le Pouvoir
classic-command-bid-access = Récolte de l'Épice : enchérissez en épice sur la carte Accès aux enchères (V.3.a).
classic-command-bid-access-amount = votre enchère en épice
classic-command-pass-access = Récolte de l'Épice : passez sur la carte Accès aux enchères (V.3.a).
