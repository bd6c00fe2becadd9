# Dune classique : les batailles (le tour, les plans, la Voix et la prescience, les traîtres,
# le résultat, l'épice du combat avancé), Karama et les cartes jouées hors bataille.
# Pas de règle classique en français : termes de la règle du jeu de dés (dice-game-rules-fr.md).

## Le tour des batailles (battle.py)
classic-battle-round-none = Phase de bataille : aucun territoire n'abrite deux factions.
classic-battle-round = Phase de bataille : batailles à { $territories }.
classic-battle-foe-in = { $faction } à { $territory }
classic-battle-aggressor-chooses = L'agresseur ({ $faction }) choisit la prochaine bataille (`battle <territory> [opponent]`) : { $battles }.
classic-battle-not-aggressor = Vous n'êtes pas l'agresseur qui choisit une bataille maintenant.
classic-battle-in-against = { $territory } contre { $faction }
classic-battle-name-opponent = Nommez un adversaire.
classic-battle-name-battle = Nommez une bataille que vous devez livrer.
classic-battle-your-battles = Vos batailles : { $battles }.
classic-battle-starts = Bataille à { $territory } : { $aggressor } (agresseur) contre { $defender }.
classic-battle-voice-may = Le Bene Gesserit peut utiliser la Voix (`voice play|not <kind>` ou `voice none`).
classic-battle-voice-may-ally = Le Bene Gesserit peut utiliser la Voix pour son allié ({ $ally }) (`voice play|not <kind>` ou `voice none`).
classic-battle-prescience-may = Les Atréides peuvent utiliser la prescience (`prescience leader|dial|weapon|defense` ou `prescience none`).
classic-battle-prescience-may-ally = Les Atréides peuvent utiliser la prescience pour leur allié ({ $ally }) (`prescience leader|dial|weapon|defense` ou `prescience none`).
classic-battle-send-plans = Puis chacun envoie un plan de bataille secret : `{ $usage }`.

## La Voix et la prescience (battle_powers.py)
classic-voice-kind-projectile-weapon = arme à projectiles
classic-voice-kind-poison-weapon = arme empoisonnée
classic-voice-kind-lasgun = pistolet laser
classic-voice-kind-projectile-defense = défense contre les projectiles
classic-voice-kind-poison-defense = défense contre le poison
classic-voice-kind-worthless-card = carte sans valeur
classic-voice-kind-cheap-hero = héros de pacotille
classic-plan-element-leader = leader
classic-plan-element-dial = roue
classic-plan-element-weapon = arme
classic-plan-element-defense = défense
classic-voice-not-now = Vous ne pouvez pas utiliser la Voix maintenant : elle sert dans vos batailles et celles de vos alliés (XII.E.6), avant les plans.
classic-voice-name-kind = Nommez ce que l'adversaire doit (ou ne doit pas) jouer.
classic-voice-one-of = Au choix : { $kinds }.
classic-voice-unused = Le Bene Gesserit n'utilise pas la Voix.
classic-voice-commands-play = La Voix : le Bene Gesserit ordonne à { $target } de jouer : { $kind }.
classic-voice-commands-not = La Voix : le Bene Gesserit ordonne à { $target } de ne pas jouer : { $kind }.
classic-voice-commands-play-ally = La Voix : le Bene Gesserit, pour son allié ({ $ally }), ordonne à { $target } de jouer : { $kind }.
classic-voice-commands-not-ally = La Voix : le Bene Gesserit, pour son allié ({ $ally }), ordonne à { $target } de ne pas jouer : { $kind }.
classic-voice-forbids = La Voix vous interdit de jouer : { $kind }.
classic-voice-commands-you = La Voix vous ordonne de jouer : { $kind }, et vous en avez en main.
classic-prescience-not-now = Vous ne pouvez pas utiliser la prescience maintenant : elle sert dans vos batailles et celles de vos alliés (XII.E.6), avant les plans.
classic-prescience-after-voice = La Voix passe avant la prescience.
classic-prescience-not-element = `{ $element }` ne fait pas partie d'un plan de bataille.
classic-prescience-ask-for = Demandez : { $elements }, ou none.
classic-prescience-unused = Les Atréides n'utilisent pas la prescience.
classic-prescience-must-show = Prescience : { $faction } { $faction_gender ->
    [pl] doivent montrer aux Atréides cet élément de leur plan
   *[other] doit montrer aux Atréides cet élément de son plan
} de bataille : { $element }.
classic-prescience-must-show-ally = Prescience : { $faction } { $faction_gender ->
    [pl] doivent montrer à { $ally } (allié des Atréides) cet élément de leur plan
   *[other] doit montrer à { $ally } (allié des Atréides) cet élément de son plan
} de bataille : { $element }.
classic-prescience-seen-they = { $faction } ont vu par la prescience cet élément de votre plan ({ $element }) : il ne peut plus changer.
classic-prescience-seen-it = { $faction } { $faction_gender ->
    [pl] ont vu
   *[other] a vu
} par la prescience cet élément de votre plan ({ $element }) : il ne peut plus changer.
classic-prescience-seen = Prescience : { $faction }, { $element } : { $value }.

## Plans de bataille et traîtres (battle_plan.py)
classic-plan-no-battle = Aucune bataille n'est en cours.
classic-plan-not-in-battle = Vous ne participez pas à la bataille à { $territory }.
classic-plan-already-revealed = Les plans de bataille sont déjà révélés.
classic-plan-wait-voice = Attendez la Voix du Bene Gesserit avant d'envoyer les plans.
classic-plan-wait-prescience = Attendez la prescience des Atréides avant d'envoyer les plans.
classic-plan-seen-by-karama = Les Atréides ont vu tout votre plan grâce à une Karama : il ne peut plus changer.
classic-plan-yours = Votre plan de bataille à { $territory } : { $plan }.
classic-plan-yours-replaced = Votre plan de bataille à { $territory } : { $plan }. (remplace votre plan précédent)
classic-plan-sent = { $faction } { $faction_gender ->
    [pl] ont
   *[other] a
} envoyé un plan de bataille.
classic-plan-dial-limit = Composez sur la roue de 0 à { $count } : { $count ->
    [one] le jeton que vous avez ici.
   *[other] les jetons que vous avez ici.
}
classic-plan-dial-limit-starred = Composez sur la roue de 0 à { $count } : les jetons que vous avez ici, chacun de vos jetons d'élite comptant pour { $worth } (XV).
classic-plan-agreed-no-leaders = Vous avez convenu de combattre sans leaders : seule la roue compte.
classic-plan-command = `{ $command }`.
classic-plan-must-play-leader = Vous devez jouer un leader ou un Héros (Héroïne) de pacotille si vous en avez un.
classic-plan-available = Disponibles : { $leaders }.
classic-plan-no-leader-no-cards = Sans leader, vous ne pouvez pas jouer de cartes Trahison.
classic-plan-not-held = Vous n'avez pas { $card }.
classic-plan-not-held-twice = Vous n'avez pas deux fois { $card }.
classic-plan-not-a-weapon = { $card } ne peut pas être jouée comme arme.
classic-plan-not-a-defense = { $card } ne peut pas être jouée comme défense.
classic-plan-no-leader-to-play = Vous n'avez aucun leader à jouer : utilisez `none`.
classic-plan-you-can-play = Vous pouvez jouer : { $leaders }.
classic-plan-you-could-play = Vous pourriez jouer : { $cards }.
classic-plan-play-none-there = Jouez `none` à cet endroit.
classic-plan-agree-before-plans = Convenez de combattre sans leaders avant l'envoi de tout plan.
classic-plan-no-leaders-wait-voice = Attendez la Voix du Bene Gesserit avant de convenir de combattre sans leaders.
classic-plan-no-leaders-wait-prescience = Attendez la prescience des Atréides avant de convenir de combattre sans leaders.
classic-plan-already-offered = Vous avez déjà proposé de combattre sans leaders.
classic-plan-both-no-leaders = À { $territory }, les deux camps conviennent de combattre sans leaders : seuls les jetons composés sur la roue comptent (Q&A 7).
classic-plan-offers-no-leaders = { $faction } { $faction_gender ->
    [pl] proposent
   *[other] propose
} de combattre à { $territory } sans leaders (`no_leaders` pour accepter).
classic-plan-no-leader = aucun leader
classic-plan-none = aucune
classic-plan-with-kwisatz = { $leader } avec le Kwisatz Haderach
classic-plan-dial-with-spice = { $dial } avec { $spice } d'épice
classic-plan-described = roue { $dial }, { $leader }, arme { $weapon }, défense { $defense }
classic-plan-of = { $faction } : { $plan }
classic-plan-revealed = Plans de bataille à { $territory } — { $plans }.
classic-traitor-window = Traîtres ? { $factions } : chacun répond en secret `call_traitor yes` ou `call_traitor no` (chaque bataille le demande, X.D.1).
classic-traitor-not-yours = { $leader } { $leader_gender ->
    [f] n'est pas une traîtresse
   *[other] n'est pas un traître
} à votre solde : répondez `call_traitor no` (X.D.1) ; `auto call` répond pour vous à chaque bataille.
classic-traitor-yours = { $leader } { $leader_gender ->
    [f] est votre traîtresse ! `call_traitor yes` pour la révéler
   *[other] est votre traître ! `call_traitor yes` pour le révéler
} et gagner, ou `call_traitor no` (Q&A 7).
classic-traitor-for-ally = { $leader }, à votre solde, mène { $foe } contre votre allié ({ $ally }) ! { $leader_gender ->
    [f] `call_traitor yes` pour la révéler
   *[other] `call_traitor yes` pour le révéler
} : votre allié gagne comme si le traître était le sien (bouclier Harkonnen, XII.E.6) ; ou `call_traitor no`.
classic-traitor-not-asked = On ne vous demande pas de traître dans cette bataille maintenant.
classic-traitor-who-answers = Après la révélation des plans, chaque camp (et les Harkonnen, pour un allié) répond une fois `call_traitor yes|no`.
classic-traitor-not-in-pay = { $leader } { $leader_gender ->
    [f] n'est pas une traîtresse
   *[other] n'est pas un traître
} à votre solde.
classic-traitor-answer-no = Répondez `call_traitor no`.
classic-traitor-you-call = Votre réponse : trahison.
classic-traitor-you-do-not-call = Votre réponse : pas de trahison.
classic-traitor-revealed = Trahison ! { $faction } { $faction_gender ->
    [pl] révèlent que { $leader } { $leader_gender ->
    [f] est une traîtresse
   *[other] est un traître
} à leur solde
   *[other] révèle que { $leader } est un traître à sa solde
}.
classic-traitor-revealed-for-ally = Trahison ! { $faction } { $faction_gender ->
    [pl] révèlent que { $leader } { $leader_gender ->
    [f] est une traîtresse
   *[other] est un traître
} à leur solde, pour leur allié
   *[other] révèle que { $leader } est un traître à sa solde, pour son allié
} ({ $ally }) (XII.E.6).

## Résultat d'une bataille (battle_resolution.py)
classic-result-wins = { $faction } { $faction_gender ->
    [pl] gagnent
   *[other] gagne
} à { $territory } ({ $won } à { $lost }).
classic-result-for-leaders-killed = pour les leaders tués (X.C.4)
classic-result-chooses-losses = { $faction } { $faction_gender ->
    [pl] choisissent leurs pertes
   *[other] choisit ses pertes
} : { $ways } ({ $rule }).
classic-result-way = `lose { $number }` : { $losses }
classic-result-sentence = { $words }.
classic-starred-kind-sardaukar = Sardaukar
classic-starred-kind-fedaykin = Fedaykin
classic-starred-kind-starred = d'élite
classic-result-loses-fitting = { $faction } { $faction_gender ->
    [pl] perdent
   *[other] perd
} { $losses }, selon la roue et l'épice (XXII.C).
classic-result-loses-dialed = { $faction } { $faction_gender ->
    [pl] perdent
   *[other] perd
} { $count ->
    [one] le jeton composé sur la roue.
   *[other] les { $count } jetons composés sur la roue.
}
classic-result-loses-dialed-starred = { $faction } { $faction_gender ->
    [pl] perdent
   *[other] perd
} les { $count } jetons composés sur la roue : { $tokens } jetons ({ $starred } { $kind }), chaque jeton d'élite valant { $worth } (XV).
classic-result-no-losses-to-choose = Vous n'avez pas de pertes à choisir maintenant.
classic-result-ways-to-lose = Il y a { $count } façons de subir vos pertes.
classic-result-traitor-wins = { $faction } { $faction_gender ->
    [pl] gagnent
   *[other] gagne
} à { $territory } : { $leader } { $leader_gender ->
    [f] était une traîtresse
   *[other] était un traître
}.
classic-result-for-traitor = pour { $leader } (X.D.2)
classic-result-both-traitors = Les deux leaders à { $territory } étaient des traîtres : les deux camps perdent tout.
classic-result-explosion = Pistolet laser et Bouclier ! Une explosion détruit tout à { $territory }.
classic-result-explosion-loses = { $faction } { $faction_gender ->
    [pl] perdent
   *[other] perd
} { $count ->
    [one] { $count } jeton.
   *[other] { $count } jetons.
}
classic-result-leader-killed = { $leader } ({ $faction }) part aux cuves.
classic-result-receives-spice = { $faction } { $faction_gender ->
    [pl] reçoivent
   *[other] reçoit
} { $count } d'épice { $why }.
classic-result-loses-all = { $faction } { $faction_gender ->
    [pl] perdent
   *[other] perd
} { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} à { $territory }.
classic-result-discards = { $faction } { $faction_gender ->
    [pl] défaussent
   *[other] défausse
} { $cards }.
classic-result-decides-keep = { $faction } { $faction_gender ->
    [pl] décident
   *[other] décide
} quelles cartes jouées garder (`keep all`, `keep none` ou `keep <card>`).
classic-result-nothing-to-keep = Vous n'avez pas de cartes jouées à garder ou à défausser maintenant.
classic-result-you-played = Vous avez joué { $cards }.
classic-result-keep-usage = `keep all`, `keep none` ou `keep <one of them>`.

## Combat avancé : l'épice en bataille (battle_spice.py)
classic-spice-wheel-cannot-show = La roue ne peut pas afficher { $dial }.
classic-spice-wheel-cannot-show-basic = La roue ne peut pas afficher { $dial } (les demi-points sont pour le combat avancé).
classic-spice-dial-half = Composez un nombre entier ou un demi : 3 ou 3.5.
classic-spice-dial-whole = Composez un nombre entier : 3.
classic-spice-only-advanced = L'épice ne soutient les jetons en bataille qu'en combat avancé.
classic-spice-plan-without = Envoyez le plan sans `spice=`.
classic-spice-cannot-commit = Vous avez { $held } d'épice : vous ne pouvez pas en engager { $count }.
classic-spice-from-to = `spice=` de 0 à { $most }.
classic-spice-one-per-token = Une épice soutient un jeton, et vous en avez { $count } ici.
classic-spice-cannot-make = { $count } jetons et { $spice } d'épice ne peuvent pas composer { $dial } sur la roue.
classic-spice-dial-span = Avec { $spice } d'épice, composez de { $low } à { $high } (les jetons soutenus comptent entiers, les autres pour moitié).
classic-spice-kept = { $faction } { $faction_gender ->
    [pl] gardent
   *[other] garde
} les { $count } d'épice du plan de bataille : un traître l'a emporté (XXII.A.2).
classic-spice-spent = { $faction } { $faction_gender ->
    [pl] paient
   *[other] paie
} à la banque les { $count } d'épice du plan de bataille (XXII.A.2).

## Karama (karama.py)
classic-karama-not-held = Vous n'avez pas de carte Karama.
classic-karama-not-a-use = `{ $use }` n'est pas un usage de Karama.
classic-karama-uses = Usages : { $uses }.
classic-karama-nothing-more = `karama { $use }` ne prend rien de plus.
classic-karama-command = `karama { $use }`.
classic-karama-barred-card = Une Karama l'avait interdit : { $card } ne fait rien comme carte Karama et est défaussée (Q&A A.7).
classic-karama-no-peek = Karama : les Atréides ne voient plus les cartes mises aux enchères ce tour-ci.
classic-karama-no-prescience = Karama : pas de prescience des Atréides dans cette bataille.
classic-karama-atreides-not-seeing = Les Atréides ne voient pas l'avenir en ce moment.
classic-karama-no-harkonnen-bonus = Il n'y a pas de carte gratuite des Harkonnen à empêcher maintenant.
classic-karama-no-bonus = Karama : les Harkonnen ne prennent pas de carte gratuite à leur prochain achat.
classic-karama-no-advisor = Karama : pas de conseiller spirituel avec ce transport.
classic-karama-no-voice = Karama : la Voix se tait dans cette bataille.
classic-karama-worthless-barred = Karama : la prochaine carte sans valeur que le Bene Gesserit joue comme Karama ne fait rien (XVII, Q&A A.7).
classic-karama-no-bg-advantage = Il n'y a pas d'avantage du Bene Gesserit à empêcher maintenant.
classic-karama-no-shelter = Karama : les Fremen ne peuvent pas détourner Shai-Hulud de leurs alliés.
classic-karama-no-worm-ride = Aucun Fremen ne chevauche un ver en ce moment.
classic-karama-worm-devours = Karama : Shai-Hulud dévore { $count ->
    [one] { $count } jeton Fremen
   *[other] { $count } jetons Fremen
} à { $territory }.
classic-karama-on-your-bid = Jouez-la à votre tour d'enchère.
classic-karama-buys-free = Karama : { $faction } { $faction_gender ->
    [pl] peuvent enchérir de n'importe quel montant pour cette carte et ne la paieront pas
   *[other] peut enchérir de n'importe quel montant pour cette carte et ne la paiera pas
}.
classic-karama-on-your-move = Jouez-la pendant votre mouvement, avant votre transport.
classic-karama-already-guild-rate = Vos transports ne coûtent déjà pas plus que le tarif de la Guilde.
classic-karama-ships-guild-rate = Karama : { $faction } { $faction_gender ->
    [pl] transportent
   *[other] transporte
} au tarif de la Guilde ce tour-ci.

## Karama contre les avantages supplémentaires (karama_bars.py)
classic-bar-needs-advantages = { $faction } { $faction_gender ->
    [pl] n'ont cet
   *[other] n'a cet
} avantage qu'avec les avantages supplémentaires (XV).
classic-bar-not-yours = Une carte Karama arrête l'avantage d'un adversaire, pas le vôtre.
classic-bar-stopped = Karama : { $stopped } dans cette bataille ({ $rule }).
classic-bar-stopped-kwisatz = le Kwisatz Haderach ne rejoint aucun leader atréides
classic-bar-stopped-capture = les Harkonnen ne capturent aucun leader
classic-bar-stopped-fedaykin = les Fedaykin comptent pour un jeton chacun
classic-bar-stopped-sardaukar = les Sardaukar comptent pour un jeton chacun
classic-bar-already-kwisatz = Le Kwisatz Haderach ne rejoint déjà aucun leader atréides dans cette bataille.
classic-bar-already-capture = Les Harkonnen ne capturent déjà aucun leader dans cette bataille.
classic-bar-already-fedaykin = Les Fedaykin comptent déjà pour un jeton chacun dans cette bataille.
classic-bar-already-sardaukar = Les Sardaukar comptent déjà pour un jeton chacun dans cette bataille.
classic-bar-not-fighting = { $faction } { $faction_gender ->
    [pl] ne livrent pas
   *[other] ne livre pas
} de bataille maintenant.
classic-bar-play-in-their-battle = Jouez-la dans sa bataille, avant l'envoi de son plan.
classic-bar-before-reveal = Jouez-la avant la révélation des plans de bataille.
classic-bar-plan-sent = { $faction } { $faction_gender ->
    [pl] ont déjà envoyé leur plan
   *[other] a déjà envoyé son plan
} : jouez-la avant.
classic-bar-kwisatz-cannot-join = Le Kwisatz Haderach ne peut pas rejoindre un plan atréides maintenant.
classic-bar-no-starred = { $faction } { $faction_gender ->
    [pl] n'ont pas
   *[other] n'a pas
} de jetons d'élite à { $territory }.
classic-bar-sardaukar-vs-fremen = Contre les Fremen, un Sardaukar vaut déjà un.
classic-bar-guild-not-waiting = La Guilde n'attend pas de jouer hors de son tour maintenant.
classic-bar-guild-when = Jouez-la pendant la phase de mouvement, avant que vienne la place de la Guilde dans l'ordre.
classic-bar-guild-in-turn = Karama : la Guilde doit jouer à son tour dans l'ordre de mouvement ({ $rule }).

## Pouvoirs spéciaux de Karama (karama_powers.py)
classic-power-usage-take = `karama take <faction>: <card>, <card>` (les cartes que vous donnez en échange)
classic-power-usage-see = `karama see <faction>` (un camp de cette bataille qui a envoyé son plan)
classic-power-usage-stop = `karama stop <faction>` (avant son transport de ce tour)
classic-power-usage-worm = `karama worm <territory>` (un territoire de sable)
classic-power-usage-revive = `karama revive <leader>` ou `karama revive <1-3>`
classic-power-sentence = { $usage }.
classic-power-not-in-game = Cette partie se joue sans les pouvoirs spéciaux de Karama.
classic-power-create-with = Créez une partie avec `karama_powers=yes`.
classic-power-of = `karama { $use }` est le pouvoir spécial de Karama de { $faction } : lui seul le joue.
classic-power-round-storm = tempête
classic-power-round-spice-blow = souffle d'épice
classic-power-round-bidding = enchères
classic-power-round-revival = résurrection
classic-power-round-movement = mouvement
classic-power-round-battle = bataille
classic-power-rounds = `karama { $use }` se joue dans ces phases : { $rounds }.
classic-power-say-whom = Dites qui ou quoi : { $usage }.
classic-power-another-faction = Nommez une autre faction de cette partie, pas { $name }.
classic-power-none-left = Il ne vous reste pas de { $name } à donner : chaque carte donnée doit être en main, en plus de la Karama jouée.
classic-power-may-give = Cartes que vous pouvez donner : { $cards }.
classic-power-name-cards = Nommez une à { $count } de vos cartes à donner : vous en prenez autant à { $faction }.
classic-power-take = Karama : les Harkonnen prennent { $count ->
    [one] { $count } carte
   *[other] { $count } cartes
} à { $faction } sans les regarder et en donnent autant en échange (XVII).
classic-power-you-take = Vous prenez { $cards } à { $faction }.
classic-power-they-take = Les Harkonnen prennent { $taken } et vous donnent { $given }.
classic-power-no-plan-sent = { $faction } { $faction_gender ->
    [pl] n'ont pas envoyé
   *[other] n'a pas envoyé
} de plan dans cette bataille.
classic-power-see-when = Jouez-la une fois le plan envoyé, avant la révélation.
classic-power-seen-already = Vous avez déjà vu le plan de { $faction }.
classic-power-see = Karama : les Atréides voient le plan de bataille de { $faction } (XVII).
classic-power-seen-plan = Plan de bataille de { $faction } : { $plan }.
classic-power-fremen-overland = Les réserves des Fremen arrivent par voie de terre depuis l'autre face de Dune, pas de l'espace (bouclier Fremen) : la Guilde ne peut pas les arrêter.
classic-power-no-shipment-left = { $faction } { $faction_gender ->
    [pl] n'ont plus
   *[other] n'a plus
} de transport à faire ce tour-ci.
classic-power-stop = Karama : la Guilde arrête le transport depuis l'espace de { $faction } ce tour-ci (XVII).
classic-power-worm-not-sand = Un ver ne dévore rien à { $territory } : appelez-le sur un territoire de sable.
classic-power-worm = Karama : les Fremen appellent Shai-Hulud à { $territory } ; pas de nexus (XVII, Q&A A.8).

## Cartes jouées hors bataille (special_cards.py)
classic-special-not-held = Vous n'avez pas { $card }.
classic-special-plays = { $faction } { $faction_gender ->
    [pl] jouent
   *[other] joue
} { $card }.
classic-special-ask-another = Interrogez un autre joueur.
classic-special-question-waiting = Une question de Transe de vérité attend déjà sa réponse.
classic-special-ask-yes-no = Posez une question fermée : `truthtrance <player> <question>`.
classic-special-truthtrance = Transe de vérité : { $faction } { $faction_gender ->
    [pl] demandent
   *[other] demande
} à { $target } : « { $question } » (`answer yes` ou `answer no`).
classic-special-no-question = Aucune question de Transe de vérité n'attend votre réponse.
classic-special-answers-yes = { $faction } { $faction_gender ->
    [pl] répondent
   *[other] répond
} à « { $question } » : oui.
classic-special-answers-no = { $faction } { $faction_gender ->
    [pl] répondent
   *[other] répond
} à « { $question } » : non.
classic-special-weather-when = Le Contrôle du climat se joue au début d'une phase de tempête.
classic-special-first-storm = La première tempête est placée par les roues (VI.A).
classic-special-storm-0-to-10 = Déplacez la tempête de 0 à 10 secteurs.
classic-special-controls-weather = { $faction } { $faction_gender ->
    [pl] contrôlent
   *[other] contrôle
} la météo
classic-special-atomics-when = Les Atomiques familiaux se jouent après que la tempête a été composée et avant qu'elle se déplace.
classic-special-wall-destroyed-already = Le Mur-Bouclier est déjà détruit.
classic-special-need-tokens-near-wall = Il vous faut des jetons sur le Mur-Bouclier ou à côté.
classic-special-places = { $territories }.
classic-special-atomics-losses = { $faction } { $faction_gender ->
    [pl] perdent
   *[other] perd
} { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} sur le Mur-Bouclier.
classic-special-wall-destroyed = Le Mur-Bouclier est détruit : Arrakeen, Carthag et le Bassin impérial sont exposés à la tempête (Q&A A.1 : pas le secteur où elle se trouve maintenant).
classic-special-hajr-when = Hajr se joue pendant votre propre mouvement.
classic-special-not-under-way = La partie n'est pas en cours.
classic-special-revive-usage = `{ $command } <leader>` ou `{ $command } <1-{ $most }>`.
classic-special-no-tokens-in-tanks = Vous n'avez pas de jetons dans les cuves.
classic-special-revives-a-leader = `{ $command } <leader>` ressuscite un leader.
classic-special-revive-1-to = Ressuscitez de 1 à { $count } jetons.
classic-special-revives-tokens = { $faction } { $faction_gender ->
    [pl] ressuscitent
   *[other] ressuscite
} { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
} avec { $card }.
classic-special-revives-tokens-starred = { $faction } { $faction_gender ->
    [pl] ressuscitent
   *[other] ressuscite
} { $count } jetons ({ $starred } { $kind }) avec { $card }.
classic-special-leader-not-in-tanks = { $leader } n'est pas dans les cuves.
classic-special-revives-leader = { $faction } { $faction_gender ->
    [pl] ressuscitent
   *[other] ressuscite
} { $leader } avec { $card }.

## Citations de la fiche d'aide et des écrans
classic-cite-aid-pad = Fiche d'aide { $section }
classic-cite-pad = Fiche { $section }
classic-cite-xvii-pad = XVII, fiche { $section }
classic-cite-xvii-pad-atreides-1 = XVII, fiche Atréides 1
classic-cite-xvii-pad-harkonnen-1 = XVII, fiche Harkonnen 1
classic-cite-pad-emperor-1 = Fiche, Empereur 1
classic-cite-atreides-shield = écran Atréides
classic-cite-atreides-shield-qa-6 = écran Atréides, Q&R 6
classic-cite-bg-shield = écran Bene Gesserit
classic-cite-guild-shield-xii-e-6 = écran Guilde, XII.E.6
classic-cite-with-xv = { $rule }, XV
