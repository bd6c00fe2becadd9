# Ce que la partie demande à un joueur : les invites, chacune avec les commandes qui y répondent.
classic-prompt-weather = Déplacez la tempête de { $count ->
    [one] { $count } secteur
   *[other] { $count } secteurs
} selon votre marqueur révélé : `storm` (XVI.C).
classic-prompt-dial = Réglez en secret le cadran de la tempête : `dial N`, de { $low } à { $high }.
classic-prompt-coexist = Coexister à { $territory } ? `coexist yes` (conseillères) ou `coexist no` (combattantes).
classic-prompt-coexist-where = Où vos conseillères deviennent-elles combattantes ? `coexist no <territory>`, puis `coexist yes` (conseillères à { $territories }).
classic-prompt-protect = Un ver va dévorer { $territory } : protéger les troupes de vos alliés là-bas ? `protect yes` ou `protect no`.
classic-prompt-ride = Chevauchez le ver : `ride <territory> [sector]`, ou `ride` pour rester.
classic-prompt-place-worm = Placez le ver dans n'importe quel territoire : `place_worm <territory>`.
classic-prompt-bid = Carte { $card } : enchérissez au-delà de { $bid } ou passez.
classic-prompt-advise = Envoyer une conseillère spirituelle à { $territory } ? `advise yes` ou `advise no` (`auto advise yes|no` répond après chaque débarquement).
classic-prompt-move-now = Jouer votre déplacement maintenant, avant { $faction } ? `move_now yes` ou `move_now no` (`auto move_now later` répond non avant chaque déplacement).
classic-prompt-move-now-next = Jouer votre déplacement maintenant, avant le suivant ? `move_now yes` ou `move_now no` (`auto move_now later` répond non avant chaque déplacement).
classic-prompt-free-revival = Laisser votre allié { $ally } ressusciter gratuitement trois troupes ce tour-ci ? `{ $command }`.
classic-prompt-revive = Ressuscitez jusqu'à { $count ->
    [one] { $count } troupe de plus
   *[other] { $count } troupes de plus
} à 2 épices chacune : `revive N`.
classic-prompt-revive-affordable = Ressuscitez jusqu'à { $count ->
    [one] { $count } troupe de plus
   *[other] { $count } troupes de plus
} à 2 épices chacune (vous pouvez en payer { $affordable } maintenant) : `revive N`.
classic-prompt-for-your-ally = {" "}pour votre allié { $ally }
classic-prompt-battle = Choisissez votre prochain combat : `battle <territory> [opponent]`.
classic-prompt-voice = Utiliser la Voix{ $ally } ? `voice play|not <kind>` ou `voice none`.
classic-prompt-prescience = Utiliser la prescience{ $ally } ? `prescience leader|dial|weapon|defense|none`.
classic-prompt-plan = Envoyez votre plan de bataille pour { $territory } : `{ $usage }`.
classic-prompt-call-traitor = Plans révélés : le leader qui vous fait face (ou fait face à votre allié) est-il un traître à votre solde ? `call_traitor yes` ou `call_traitor no` (`auto call` répond pour vous à chaque combat).
classic-prompt-lose = Choisissez vos pertes, selon votre cadran (X.C.6, XV) : { $ways }.
classic-prompt-lose-advanced = Choisissez vos pertes, selon votre cadran et votre épice (XXII.C) : { $ways }.
classic-prompt-lose-way = `lose { $number }` : { $losses }
classic-losses-none = aucune troupe
classic-losses-tokens = { $count ->
    [one] { $count } troupe
   *[other] { $count } troupes
}
classic-losses-starred = { $count } { $kind }
classic-prompt-keep = Garder les cartes jouées ? `keep all`, `keep none`, `keep <card>`.
classic-prompt-capture = Vous avez capturé { $leader } : `capture kill` (aux cuves, 2 épices), `capture keep` (pour un combat) ou `capture free`.

# Le formulaire du plan de bataille et son invitation.
classic-form-title = Plan de bataille secret
classic-form-button = Préparer le plan de bataille
classic-form-dial = Troupes au cadran
classic-form-dial-help = de 0 à vos troupes dans le territoire
classic-form-leader = Leader
classic-form-leader-help = un de vos leaders, un Héros (Héroïne) de pacotille, ou none
classic-form-weapon = Arme
classic-form-weapon-help = une carte arme que vous détenez (vide : aucune)
classic-form-defense = Défense
classic-form-defense-help = une carte défense que vous détenez (vide : aucune)
classic-form-strength = Force au cadran
classic-form-strength-help = entière ou demie (3.5) : les troupes soutenues comptent 1, les autres 1/2
classic-form-spice = Épice soutenant les troupes
classic-form-spice-help = une épice par troupe à pleine force (vide : aucune)
classic-offer-dial = Cadran de 0 à { $most }. Leaders : { $leaders }.
classic-offer-dial-advanced = Cadran de 0 à { $most }, par demis ; épice de 0 à { $spice }, une par troupe à pleine force. Leaders : { $leaders }.
classic-offer-no-leaders = aucun disponible
classic-offer-cards = Cartes que vous pouvez jouer : { $cards }.
classic-offer-no-cards = aucune
classic-offer-press = Appuyez sur le bouton pour le formulaire, ou envoyez `/do plan ...`.

# Refus des règles du plateau et d'une commande qu'aucun joueur ne donne.
classic-not-a-player-command = `{ $command }` n'est pas une commande de joueur dans cette partie.
classic-needs-option = `{ $command }` ne se joue qu'avec l'option `{ $option }=yes`, avec laquelle cette partie n'a pas été créée.
classic-advantages-not-played = `{ $command }` relève des avantages de personnage supplémentaires (XV), que cette partie ne joue pas.
classic-of-which = {" "}({ $count } { $kind })
classic-starred-tokens = d'élite
classic-starred-none = Seuls les Sardaukar de l'Empereur et les Fedaykin des Fremen sont des troupes d'élite, avec les avantages supplémentaires (XV).
classic-starred-leave-out = Retirez `starred=`.
classic-starred-too-many = Vous avez { $have } { $kind } { $where } ; nommez-en au plus { $most } parmi les { $count } troupes.
classic-starred-or-less = `starred={ $most }` ou moins.
classic-starred-too-few = Vous avez { $ordinary } troupes ordinaires { $where } : { $count } troupes comprennent au moins { $least } { $kind }.
classic-starred-or-more = `starred={ $least }` ou plus.

# Le résumé de chaque commande dans l'aide : `classic-command-<name>`.
classic-command-traitor = Choisissez le traître que vous gardez parmi les quatre leaders tirés (III.E.2).
classic-command-predict = Bene Gesserit : prédisez en secret la faction gagnante et le tour.
classic-command-place = Mise en place : les Fremen placent des troupes à Sietch Tabr, False Wall South ou False Wall West ; avec la coexistence (XV.B.1), les Bene Gesserit placent une troupe n'importe où.
classic-command-dial = Réglez le cadran de la tempête : 0-20 au premier tour, 1-3 ensuite (VI.A-B).
classic-command-storm = Fremen, avec la règle du climat : déplacez la tempête selon le marqueur révélé (XVI.C).
classic-command-bid = Enchérissez en épice sur la carte mise aux enchères (VIII.B).
classic-command-pass = Passez sur la carte mise aux enchères (VIII.B).
classic-command-auto = Ordres permanents secrets, exécutés aussitôt pour vous : `auto call` répond à chaque question de trahison (oui seulement quand le leader est à votre solde ; `auto call off`) ; Bene Gesserit `auto advise yes|no|off` ; Guilde, avec les avantages, `auto move_now later|off`. Enchères : `auto 5` enchérit jusqu'à 5 sur cette carte, `auto 5 round` sur chaque carte de ce tour d'enchères, `auto pass`, `auto off`.
classic-command-revive = Payez 2 épices par troupe pour ressusciter des troupes au-delà de vos résurrections gratuites (IX.B).
classic-command-ship = Débarquez des troupes de votre réserve (IX.C.1). Guilde : `from=<territory>` pour les transférer d'un territoire à un autre, `ship 4 reserves from=<territory>` pour les ramener. Fremen : arrivée gratuite près de la Grande Plaine.
classic-command-move = Déplacez un groupe de troupes d'un territoire à un autre (IX.C.2).
classic-command-revive-leader = À la fin de votre déplacement, payez la force d'un leader pour le ressusciter (IX.D).
classic-command-move-now = Guilde, avec les avantages supplémentaires (XV) : `move_now yes` joue votre déplacement avant le joueur dont c'est le tour ; `move_now no` le laisse jouer d'abord.
classic-command-done = Terminez votre déplacement pour ce tour.
classic-command-advise = Bene Gesserit : envoyez gratuitement une troupe au Bassin Polaire après le débarquement d'un autre (avec la coexistence, dans le territoire du débarquement, XV.B.3).
classic-command-coexist = Bene Gesserit : coexistez (yes : conseillères) ou non (no : combattantes) là où c'est demandé ; avant les déplacements, `coexist no <territory>` pour chacun, puis `coexist yes` (XV.B.5).
classic-command-ride = Fremen : déplacez vos troupes depuis le territoire du ver (ou `ride` seul pour rester).
classic-command-place-worm = Fremen, avec les avantages supplémentaires (XV) : placez un ver de plus de cette explosion d'épice dans n'importe quel territoire ; il ne dévore que dans le désert.
classic-command-battle = Agresseur : choisissez le prochain combat (territoire, et adversaire s'il y en a plusieurs) (X.A.3).
classic-command-plan = Plan de bataille secret : troupes au cadran, leader (ou none), arme, défense (X.B) ; en combat avancé, demis et spice=N (XXII).
classic-command-lose = Vainqueur du combat : subissez les pertes numéro N parmi les façons proposées (XXII.C ; X.C.6 avec les troupes d'élite, XV).
classic-command-voice = Bene Gesserit au combat : ordonnez à l'adversaire de jouer ou de ne pas jouer un type de carte.
classic-command-prescience = Atréides au combat : voyez un élément du plan adverse (ou aucun).
classic-command-no-leaders = Proposez (ou acceptez) de livrer ce combat sans leaders (Q&R 7).
classic-command-call-traitor = Révélez le leader adverse comme votre traître, ou non (X.D, Q&R 7).
classic-command-keep = Vainqueur du combat : gardez `all`, `none`, ou une carte jouée nommée (X.C.6).
classic-command-capture = Harkonnen, avec les avantages supplémentaires (XV) : `capture kill` envoie le leader tout juste capturé aux cuves de son propriétaire pour 2 épices ; `capture keep` le garde pour un combat ; `capture free` le laisse rentrer.
classic-command-ally = Au nexus : demandez à vous allier, ou à rejoindre ; l'alliance se forme quand les deux côtés, chaque membre, le demandent (XII.C).
classic-command-unally = Au nexus : quittez votre alliance (XII.D).
classic-command-ready = Au nexus : vous avez fini de faire et défaire des alliances (XII.C.5).
classic-command-grant = Empereur : donnez de l'épice à un allié, à tout moment, pour tout usage (XII.E.6).
classic-command-protect = Fremen : sauvez (yes) ou non (no) les troupes de vos alliés du ver (XII.E.6).
classic-command-free-revival = Fremen : laissez un allié ressusciter gratuitement trois troupes ce tour-ci, ou non (XII.E.6).
classic-command-truthtrance = Jouez la Transe de vérité : posez à un joueur une question oui/non, à laquelle il répond sincèrement.
classic-command-answer = Répondez à la question de la Transe de vérité qui vous est posée : `answer yes` ou `answer no`.
classic-command-weather-control = Jouez le Contrôle du climat au début de la phase de tempête : déplacez la tempête de 0 à 10.
classic-command-family-atomics = Jouez les Atomiques familiaux avant que la tempête bouge : détruisez le Shield Wall.
classic-command-hajr = Jouez Hajr pendant votre déplacement : un déplacement de groupe supplémentaire.
classic-command-ghola = Jouez le Ghola tleilaxu : `ghola <leader>` ou `ghola <1-5>` troupes, gratuitement.
classic-command-karama = Jouez Karama : annulez une fois l'avantage d'une faction, achetez une carte gratuitement, ou débarquez au tarif de la Guilde. `karama atreides|harkonnen|bene_gesserit|fremen`, `karama buy`, `karama ship` ; contre les avantages supplémentaires (XV) : `karama kwisatz|capture|fedaykin|sardaukar|guild` ; pouvoirs spéciaux (XVII) : `karama take|see|stop|worm|revive <target>`.
classic-command-support = Promettez de l'épice pour les enchères et les débarquements d'un allié ce tour-ci (XII.E.3-4).
classic-command-bribe = Payez de l'épice à un autre joueur, ouvertement, avec les termes de l'accord (XIII).
classic-command-reveal = Montrez à tous votre épice, vos cartes ou vos traîtres (XIII.A). `reveal spice`, `reveal cards` (combien vous en avez), `reveal hand` (lesquelles), `reveal traitors`.
classic-command-set-spice = Modérateur : fixe l'épice d'une faction (prise à la banque ou rendue).
classic-command-set-tokens = Modérateur : fixe les troupes d'une faction dans une section, prises à la réserve ou rendues.
classic-command-give-card = Modérateur : donne à une faction une carte Trahison de la pioche ou de la défausse.
classic-command-take-card = Modérateur : prend une carte Trahison de la main d'une faction et la défausse.
classic-command-set-storm = Modérateur : place la tempête sur un secteur (sans balayage).
classic-command-stack = Modérateur : place une carte nommée sur la pioche Épice ou Trahison.
classic-command-kill-leader = Modérateur : envoie un leader aux cuves.
classic-command-restore-leader = Modérateur : ramène gratuitement un leader des cuves.
classic-command-set-turn = Modérateur : fixe le numéro du tour.
classic-command-form-alliance = Modérateur : allie deux factions (la seconde rejoint l'alliance de la première).
classic-command-break-alliance = Modérateur : retire une faction de son alliance.
classic-command-set-traitors = Modérateur : fixe en secret les traîtres d'une faction (`set_traitors h feyd, piter`).
classic-command-set-prediction = Modérateur : fixe la prédiction secrète des Bene Gesserit (faction et tour).
classic-command-set-board-spice = Modérateur : fixe l'épice d'une section du plateau (prise à la banque ou rendue).
classic-command-set-shield-wall = Modérateur : indique si le Shield Wall tient (`set_shield_wall no` : détruit, comme par les Atomiques familiaux).
classic-command-set-kwisatz = Modérateur : fixe les troupes perdues au combat par les Atréides (le Kwisatz Haderach s'éveille à 7) et si le Kwisatz Haderach est dans les cuves.
classic-command-set-weather = Modérateur : fixe le marqueur de tempête secret tiré par les Fremen pour le tour suivant (1-6).
classic-command-set-advisors = Modérateur : indique si les troupes Bene Gesserit d'un territoire sont conseillères (`yes`, en coexistence) ou combattantes (`no`).
classic-command-set-captured = Modérateur : indique si les Harkonnen retiennent le leader capturé d'une autre faction (`set_captured duncan yes`), ou le laissent rentrer (`no`).

# L'aide des arguments de chaque commande.
classic-command-traitor-leader = le nom d'un leader
classic-command-predict-faction = une faction
classic-command-predict-turn = le tour où elle gagne
classic-command-place-count = troupes à placer (la règle indique combien il en reste)
classic-command-place-territory = un territoire de Dune
classic-command-place-sector = le secteur, si le territoire en couvre plusieurs
classic-command-place-starred = XV : combien sont des Fedaykin ; aucun si rien n'est dit
classic-command-dial-number = votre cadran de tempête
classic-command-bid-amount = votre enchère en épice
classic-command-auto-instruction = call, call off, advise yes|no|off, move_now later|off ; enchères : un nombre (puis round), pass ou off
classic-command-revive-count = troupes à ressusciter contre de l'épice (la règle indique combien : IX.B.2)
classic-command-ship-count = troupes à débarquer (la règle indique votre réserve)
classic-command-ship-territory = un territoire de Dune
classic-command-ship-sector = le secteur, si le territoire en couvre plusieurs
classic-command-ship-source = un territoire de Dune
classic-command-ship-source-sector = le secteur de départ, s'il y en a plusieurs
classic-command-ship-starred = XV : combien de troupes sont d'élite (Sardaukar, Fedaykin) ; les ordinaires d'abord si rien n'est dit
classic-command-move-count = troupes à déplacer (la règle indique combien vous en avez là)
classic-command-move-source = un territoire de Dune
classic-command-move-territory = un territoire de Dune
classic-command-move-sector = le secteur, si le territoire en couvre plusieurs
classic-command-move-source-sector = le secteur de départ, s'il y en a plusieurs
classic-command-move-starred = XV : combien de troupes sont d'élite (Sardaukar, Fedaykin) ; les ordinaires d'abord si rien n'est dit
classic-command-revive-leader-leader = le nom d'un leader
classic-command-move-now-now = yes pour jouer maintenant, no pour attendre (dit à chaque fois : une erreur trahirait le coup de la Guilde)
classic-command-advise-send = true pour envoyer la conseillère (false : aucune)
classic-command-coexist-yes = true pour coexister (conseillères), false pour des combattantes
classic-command-coexist-territory = un territoire de Dune
classic-command-ride-territory = un territoire de Dune
classic-command-ride-sector = le secteur, si le territoire en couvre plusieurs
classic-command-place-worm-territory = un territoire de Dune
classic-command-battle-territory = un territoire de Dune
classic-command-battle-opponent = une faction
classic-command-plan-dial = troupes au cadran (de 0 à vos troupes là ; une troupe d'élite compte 2, XV ; des demis comme 3.5 en combat avancé, XXII.B)
classic-command-plan-leader = un leader, un Héros (Héroïne) de pacotille, ou none
classic-command-plan-weapon = une carte Trahison, ou none
classic-command-plan-defense = une carte Trahison, ou none
classic-command-plan-kwisatz = XV : Atréides, le Kwisatz Haderach rejoint le leader (+2)
classic-command-lose-choice = le numéro de la façon
classic-command-voice-command = play ou not, le type de carte, ou none
classic-command-voice-kind = projectile weapon, poison defense, ...
classic-command-prescience-element = la partie du plan à voir
classic-command-call-traitor-call = true pour révéler le traître, false sinon
classic-command-keep-what = all, none, ou une carte
classic-command-capture-what = kill, keep ou free
classic-command-ally-faction = une faction
classic-command-grant-ally = une faction
classic-command-grant-amount = épice à donner
classic-command-protect-yes = true pour les protéger, false sinon
classic-command-free-revival-ally = une faction
classic-command-free-revival-yes = true pour le permettre, false sinon
classic-command-truthtrance-target = une faction
classic-command-truthtrance-question = une question oui/non
classic-command-answer-yes = votre réponse sincère
classic-command-weather-control-steps = secteurs dont avance la tempête (0-10)
classic-command-ghola-what = un leader dans vos cuves, ou 1-5 troupes
classic-command-karama-use = l'avantage à annuler, buy, ship, ou un pouvoir spécial
classic-command-karama-target = qui ou quoi un pouvoir spécial vise
classic-command-support-ally = une faction
classic-command-support-amount = épice promise
classic-command-bribe-to = une faction
classic-command-bribe-amount = épice à payer
classic-command-bribe-note = les termes de l'accord
classic-command-reveal-what = spice, cards, hand ou traitors
classic-command-set-spice-faction = une faction
classic-command-set-tokens-faction = une faction
classic-command-set-tokens-territory = un territoire de Dune
classic-command-give-card-faction = une faction
classic-command-give-card-card = une carte Trahison
classic-command-take-card-faction = une faction
classic-command-take-card-card = une carte Trahison
classic-command-stack-card = une carte Épice ou Trahison
classic-command-kill-leader-leader = le nom d'un leader
classic-command-restore-leader-leader = le nom d'un leader
classic-command-form-alliance-faction = une faction
classic-command-form-alliance-other = une faction
classic-command-break-alliance-faction = une faction
classic-command-set-traitors-faction = une faction
classic-command-set-traitors-leaders = leaders séparés par des virgules, ou none
classic-command-set-prediction-faction = une faction
classic-command-set-board-spice-territory = un territoire de Dune
classic-command-set-advisors-territory = un territoire de Dune
classic-command-set-captured-leader = le nom d'un leader
