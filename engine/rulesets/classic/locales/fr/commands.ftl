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
classic-the-polar-sink = le Puits Polaire
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
classic-advantages-not-played = `{ $command }` relève des avantages de personnage supplémentaires (XV), que cette partie ne joue pas.
classic-of-which = {" "}({ $count } { $kind })
classic-starred-tokens = d'élite
classic-starred-none = Seuls les Sardaukar de l'Empereur et les Fedaykin des Fremen sont des troupes d'élite, avec les avantages supplémentaires (XV).
classic-starred-leave-out = Retirez `starred=`.
classic-starred-too-many = Vous avez { $have } { $kind } { $where } ; nommez-en au plus { $most } parmi les { $count } troupes.
classic-starred-or-less = `starred={ $most }` ou moins.
classic-starred-too-few = Vous avez { $ordinary } troupes ordinaires { $where } : { $count } troupes comprennent au moins { $least } { $kind }.
classic-starred-or-more = `starred={ $least }` ou plus.
