# Diuna : ce que dit le jeu (événements, refus, questions, état, fiches). Termes du livret
# français du jeu de dés (dice-game-rules-fr.md) : troupes, épice, réserve, tempête, leaders,
# cuves ; les cartes de bazar sont les « cartes du bazar ».
diuna-none = néant
diuna-forces = { $count ->
    [one] { $count } troupe
   *[other] { $count } troupes
}
diuna-typed-name-refused = `{ $typed }` : { $why }
diuna-forces-to-tanks = { $why } : { $count ->
    [one] { $count } troupe ({ $faction }) à { $territory } (secteur { $sector }) part
   *[other] { $count } troupes ({ $faction }) à { $territory } (secteur { $sector }) partent
} dans les cuves Tleilaxu.
diuna-spice-to-pool = { $why } : { $amount } épice à { $territory } { $amount ->
    [one] retourne
   *[other] retournent
} à la banque.

## La tempête (Faza burzy)
diuna-why-storm = La tempête
diuna-die-storm = tempête
diuna-storm-weather = Contrôle du climat : pas de lancer ; la tempête avance de { $sectors } secteurs.
diuna-storm-roll = { $seat } lance le dé de tempête : { $face }.
diuna-storm-symbol = Le symbole de tempête : { $seat } déplace la tempête de 0 à 6 secteurs (`storm <n>`).
diuna-storm-not-waiting = La tempête n'attend aucun choix.
diuna-storm-not-waiting-hint = Seul le symbole de tempête sur le dé laisse choisir le premier joueur ({ $rule }).
diuna-storm-first-moves = C'est le premier joueur, { $seat }, qui déplace la tempête ({ $rule }).
diuna-storm-choice = { $seat } déplace la tempête de { $sectors ->
    [one] { $sectors } secteur
   *[other] { $sectors } secteurs
}.
diuna-storm-moves = La tempête avance de { $sectors ->
    [one] { $sectors } secteur
   *[other] { $sectors } secteurs
} jusqu'au secteur { $storm }.

## Les tours dans l'ordre du tour
diuna-turn-buy-idle = Personne n'achète de cartes du bazar en ce moment.
diuna-turn-buy-hint = Les cartes du bazar s'achètent pendant la phase des cartes, dans l'ordre du tour.
diuna-turn-buy-doing = C'est { $seat } qui achète ; votre tour viendra dans l'ordre du tour ({ $rule }).
diuna-turn-revive-idle = Personne ne ressuscite en ce moment.
diuna-turn-revive-hint = La résurrection est une phase à part, après les cartes, dans l'ordre du tour.
diuna-turn-revive-doing = C'est { $seat } qui ressuscite ; votre tour viendra dans l'ordre du tour ({ $rule }).
diuna-turn-move-idle = Personne ne débarque ni ne déplace de troupes en ce moment.
diuna-turn-move-hint = Débarquement et déplacement forment la cinquième phase, dans l'ordre du tour.
diuna-turn-move-doing = C'est { $seat } qui débarque et se déplace ; votre tour viendra dans l'ordre du tour ({ $rule }).
diuna-not-a-command = `{ $command }` n'est pas une commande de ce jeu.

## La récolte et la fin de la manche (Faza zbiorów przyprawy)
diuna-collect = { $seat } récolte { $amount } épice à { $territory }.
diuna-collect-left = { $seat } récolte { $amount } épice à { $territory } ; il en reste { $left }.
diuna-charity = { $seat } reçoit { $amount } épice en aumône, pour en avoir { $charity }.
diuna-ending-strongholds = { $count } forteresses à la manche { $round }
diuna-ending-points = points après la manche { $round }
diuna-end-strongholds = { $factions } tiennent { $count } forteresses à la fin de la manche { $round }
diuna-end-points = Points après la manche 5 : { $scores }
diuna-score = { $faction } { $points }
diuna-round = Manche { $round } : { $seat } prend le marqueur de premier joueur.
diuna-game-over = { $why }. Vainqueur : { $winners }.

## L'explosion d'épice (Faza wybuchu przyprawy)
diuna-why-blow = L'explosion d'épice
diuna-why-old-spice = L'ancienne épice
diuna-why-worm = Le ver
diuna-worm-thumper = Le Marteleur : ce ver est ignoré et défaussé.
diuna-worm-first-round = Un ver à la première manche : remis dans la pioche, la pioche d'épice mélangée, une autre carte révélée.
diuna-worm-ride = Les Fremen peuvent chevaucher le ver depuis { $territories } (`ride <n> <from> <to>` ou `stay`).
diuna-spice-reshuffle = La pioche d'épice est vide : sa défausse est mélangée en une nouvelle pioche.
diuna-spice-card = { $seat } révèle la carte épice { $card }.
diuna-spice-card-name = { $first } / { $second }
diuna-spice-blow = { $amount } épice { $amount ->
    [one] explose
   *[other] explosent
} à { $territory }.
diuna-worm-nothing = Un ver : la carte du dessus de la défausse ne nomme aucun territoire ; il ne frappe rien.
diuna-worm-strikes = Un ver frappe { $territories }.
diuna-ride = { $seat } (Fremen) chevauche le ver : { $forces } de { $source } à { $target } (secteur { $sector }).
diuna-stay = { $seat } (Fremen) ne chevauche plus le ver.
diuna-ride-no-worm = Aucun ver n'attend de cavalier en ce moment.
diuna-ride-no-worm-hint = Les Fremen chevauchent quand un ver frappe un territoire qu'ils occupent ({ $rule }).
diuna-ride-only-fremen = Seuls les Fremen chevauchent le ver ({ $rule }).
diuna-ride-not-from = Le ver ne porte aucune troupe depuis { $source }.
diuna-ride-from = Chevauchez depuis { $territories }.
diuna-ride-too-many = Le ver porte { $most } troupes depuis { $source } (celles qui étaient hors de la tempête quand il a frappé), pas { $count }.
diuna-ride-too-far = Le ver ne peut pas vous porter de { $source } à { $target } : jusqu'à { $range } territoires, par le sable seulement, jamais dans ni à travers un territoire que touche la tempête.
diuna-stronghold-full = { $territory } abrite des troupes de deux autres factions ; personne d'autre ne peut y entrer.
diuna-not-in-sector = { $territory } s'étend sur les secteurs { $sectors }, pas le { $sector }.

## Les cartes (Faza pozyskiwania kart)
diuna-cards-phase = Phase des cartes : cartes de bataille piochées jusqu'à 4, cartes du bazar achetées jusqu'à { $most } ({ $rule }).
diuna-buy-why-hand = vous avez { $held ->
    [one] { $held } carte du bazar
   *[other] { $held } cartes du bazar
} et une main en tient { $most } au plus
diuna-buy-why-spice = vous avez { $spice } épice et une carte coûte { $price }
diuna-buy-why-deck = il ne reste que { $left ->
    [one] { $left } carte du bazar
   *[other] { $left } cartes du bazar
} à acheter
diuna-buy-hint-fewer = `buy { $most }` ou moins, ou `pass`.
diuna-buy-hint-one = `buy { $most }`, ou `pass`.
diuna-buy-hint-pass = `pass`.
diuna-buy-too-many = Vous pouvez acheter { $most ->
    [one] { $most } carte du bazar
   *[other] { $most } cartes du bazar
} maintenant, pas { $count } : { $why }.
diuna-paid-to-pool = à la banque
diuna-paid-to-imperium = à { $seat } (Empire)
diuna-buy = { $seat } achète { $count ->
    [one] { $count } carte du bazar
   *[other] { $count } cartes du bazar
} pour { $price } épice, payées { $paid_to }.
diuna-you-buy = Vous achetez : { $cards }.
diuna-buy-none = { $seat } n'achète aucune carte du bazar.
diuna-battle-draw = { $seat } pioche { $count ->
    [one] { $count } carte de bataille
   *[other] { $count } cartes de bataille
}.
diuna-you-draw = Vous piochez : { $cards }.
diuna-battle-reshuffle = La pioche de bataille est épuisée : sa défausse est mélangée en une nouvelle pioche.
diuna-market-reshuffle = La pioche du bazar est épuisée : sa défausse est mélangée en une nouvelle pioche.

## La résurrection (Faza przywrócenia)
diuna-revive-too-many = Vous avez { $tanks } troupes dans les cuves Tleilaxu, pas { $count }.
diuna-costs = Cela coûte { $price } épice ; vous en avez { $spice }.
diuna-revive-prices = Chaque troupe coûte { $price }, un leader sa force.
diuna-revive-nothing = Ressuscitez au moins une troupe ou un leader, ou terminez avec `done`.
diuna-revive = { $seat } ressuscite { $what } pour { $price } épice.
diuna-revive-done = { $seat } termine sa résurrection.
diuna-in-the-tanks = Dans les cuves : { $leaders }.
diuna-no-leader-in-tanks = Aucun de vos leaders n'est dans les cuves.
diuna-not-in-tanks = `{ $typed }` n'est pas un de vos leaders dans les cuves Tleilaxu.
diuna-free-revival = { $seat } ressuscite { $forces } gratuitement.

## Débarquement et déplacement (Faza transportu i ruchu oddziałów)
diuna-movement-phase = Débarquement et déplacement, dans l'ordre du tour ({ $rule }).
diuna-shipped-already = Vous avez déjà débarqué, ou déplacé : un débarquement par tour, avant le déplacement.
diuna-hint-move-or-done = `move ...`, ou `done`.
diuna-fremen-ship-sink = Les Fremen ne débarquent qu'au { $sink } ({ $rule }).
diuna-fremen-ship-most = Les Fremen débarquent au plus { $most } troupes, gratuitement ; ils ne peuvent pas en payer davantage.
diuna-reserve-too-few = Vous avez { $reserve } troupes en réserve, pas { $count }.
diuna-ship-costs = Débarquer { $forces } coûte { $price } épice ; vous en avez { $spice }.
diuna-ship-fewer = Débarquez-en { $most } ou moins, ou `done`.
diuna-ship = { $seat } débarque { $forces } à { $territory } (secteur { $sector }) pour { $price } épice.
diuna-move = { $seat } déplace { $forces } de { $source } à { $target } (secteur { $sector }).
diuna-move-done = { $seat } termine son débarquement et son déplacement.
diuna-territory-sector = { $territory } secteur { $sector }
diuna-move-into-storm = La tempête est sur { $where } ; pas de déplacement dans la tempête.
diuna-storm-on-sector = La tempête est sur le secteur { $storm }.
diuna-move-too-far = { $where } est à { $far } territoires de { $source } (jamais à travers la tempête, sur le secteur { $storm }) ; votre groupe se déplace de { $budget } au plus.
diuna-move-cut-off = Votre groupe ne peut pas atteindre { $where } depuis { $source } : jamais à travers la tempête ni une forteresse tenue par deux autres factions.
diuna-ship-into-storm = La tempête est sur { $where } (la tempête est sur le secteur { $storm }) ; pas de débarquement dans la tempête.
diuna-sectors-out-of-storm = Ses secteurs hors de la tempête : { $sectors }.
diuna-ship-out-of-storm = Débarquez sur un territoire hors de la tempête.
diuna-move-which-sector = Vos troupes à { $territory } sont sur les secteurs { $sectors } ; précisez lequel avec `from_sector=`.
diuna-move-under-storm = Vos troupes à { $territory } sont sous la tempête ; elles ne peuvent pas en partir.
diuna-no-forces-in = Vous n'avez aucune troupe à { $territory }.
diuna-moved-already = Certaines de vos troupes à { $territory } se sont déjà déplacées ce tour-ci ; elles ne se déplacent pas de nouveau (un deuxième groupe est un autre groupe).
diuna-not-together = Vous n'avez pas { $count } troupes ensemble sur un même secteur de { $territory } ; un groupe part d'un seul secteur.
diuna-not-together-sector = Vous n'avez pas { $count } troupes ensemble sur un même secteur de { $territory } (secteur { $sector }) ; un groupe part d'un seul secteur.
diuna-forces-in = { $forces } à { $territory } (secteur { $sector })
diuna-yours = Les vôtres : { $groups }.
diuna-no-forces-on-board = Vous n'avez aucune troupe sur le plateau.

## Décisions, formulaires et état
diuna-side-label = faction
diuna-plan-form-title = Plan de bataille secret
diuna-plan-form-button = Valider mon plan
diuna-plan-form-forces = Troupes
diuna-plan-form-forces-about = troupes sur votre disque de bataille
diuna-plan-form-leader = Leader
diuna-plan-form-leader-about = votre leader (un leader libre doit combattre)
diuna-plan-form-weapon = Arme
diuna-plan-form-defence = Défense
diuna-plan-form-card-about = une carte de bataille de votre main
diuna-plan-yours = Vos leaders : { $leaders } ; vos cartes de bataille : { $cards }.
diuna-prompt-traitor = Gardez une carte traître (`traitor <leader>`), en secret.
diuna-prompt-traitors = Gardez { $count } cartes traître, en secret : toutes à la fois (`traitor <leader>, <leader>, ...`) ou une à une.
diuna-prompt-storm = Le symbole de tempête : déplacez la tempête de 0 à 6 secteurs (`storm <n>`).
diuna-prompt-window = Jouez une carte du bazar maintenant (`market <card> ...`) ou `hold` (`auto hold` : on passe pour vous chaque fois qu'aucune des vôtres ne peut être jouée).
diuna-prompt-ride = Fremen : chevauchez le ver (`ride <n> <from> <to>`) ou `stay`.
diuna-prompt-buy = Achetez des cartes du bazar à 2 épice pièce (`buy <n>`) ou `pass`.
diuna-prompt-buy-most = { $seat } peut en acheter jusqu'à { $most } maintenant.
diuna-why-full-hand = une main pleine de cartes du bazar
diuna-prompt-buy-none = { $seat } ne peut rien acheter ({ $why }) : `pass`, ou jouez le { $card }.
diuna-prompt-revive = Ressuscitez des troupes ou un leader (`revive <forces> [leader]`), puis `done`.
diuna-prompt-revive-tanks = Dans les cuves : { $tanks } troupes{ $dead ->
    [0] {""}
   *[other] {" "}et { $leaders }
} ; 2 épice par troupe, un leader sa force ; { $seat } a { $spice } épice.
diuna-prompt-move = Débarquez (`ship <n> <territory>`), déplacez (`move <n> <from> <to>`), puis `done`.
diuna-shipping-fremen = jusqu'à 5 gratuitement au { $sink }
diuna-shipping-price = 1 épice par troupe ({ $seat } en a { $spice })
diuna-prompt-move-storm = Débarquement : { $shipping }. La tempête est sur le secteur { $storm }.
diuna-prompt-battle = Choisissez la prochaine bataille (`battle <territory> [opponent]`) ; les Harkonnen peuvent d'abord piocher une carte traître (`draw_traitor`).
diuna-prompt-swap = Harkonnen : piochez une carte traître avant cette bataille (`draw_traitor`), ou non (`draw_traitor no`).
diuna-prompt-return-traitor = Remettez une carte traître sous la pioche (`return_traitor <leader>`).
diuna-prompt-voice = La Voix : `voice must|not poison|hand|special`, ou `voice none`.
diuna-prompt-foresee = Prescience : `foresee forces|leader|weapon|defence`, ou `foresee none`.
diuna-prompt-plan = Votre plan de bataille secret (`plan <forces> leader= weapon= defence=`).
diuna-prompt-prebattle = Jouez une carte du bazar avant les plans (`market <card>`) ou `hold` (`auto hold` : on passe pour vous chaque fois qu'aucune des vôtres ne peut être jouée).
diuna-prompt-market = Jouez une carte du bazar après la révélation (`market <card>`) ou `hold` (`auto hold` : on passe pour vous chaque fois qu'aucune des vôtres ne peut être jouée).
diuna-prompt-call = Traître ! `call`, ou `call no` (`auto call` : chaque appel répondu pour vous).
diuna-status-over = Partie terminée : { $ending }
diuna-status-setup = Mise en place : traîtres
diuna-status-round = Manche { $round }/{ $rounds }, { $phase }

## L'état et le plateau
diuna-headline = Manche { $round }/{ $rounds }, phase : { $phase } ; tempête sur le secteur { $storm }
diuna-headline-over = Manche { $round }/{ $rounds }, partie terminée ({ $ending }) : victoire de { $winners }
diuna-first-by-die = premier joueur : au dé de tempête après les traîtres
diuna-first-player = premier joueur { $seat } ({ $faction })
diuna-markers-covered = { $markers }, couverte : { $stronghold }
diuna-allied = { $faction } + { $ally }
diuna-status-faction = { $letter } { $seat } ({ $sides }) : épice { $spice }, réserve { $reserve }, cuves { $tanks }, leaders { $leaders }, cartes { $battle } bataille + { $market } bazar
diuna-status-territory = { $territory } { $forces }
diuna-status-territory-spice = { $territory } { $forces } épice { $spice }
diuna-key-tokens = A5 : cinq troupes Atréides ; $6 : six épice
diuna-key-storm = ▲ et secteur sombre : la tempête
diuna-key-strongholds = noms en gras : forteresses
diuna-board-title = Dune, manche { $round } : { $phase }
diuna-board-markers = Marqueurs : { $markers }
diuna-board-dead = Leaders dans les cuves Tleilaxu
diuna-board-headline-over = Manche { $round }/{ $rounds }, partie terminée : victoire de { $winners }
diuna-board-headline = Manche { $round }/{ $rounds }, phase : { $phase } ; la tempête est sur le secteur { $storm }
diuna-board-heading = { $faction } ({ $seat }), { $count } sur Dune
diuna-board-front = réserve { $reserve }, cuves { $tanks }, leaders { $leaders }, cartes { $cards }, épice { $spice }

## La mise en place (Przygotowanie do gry)
diuna-not-a-faction = `{ $typed }` n'est pas une faction de Diuna.
diuna-factions = Factions : { $factions }.
diuna-seats = Diuna se joue à 2, 3 ou 4 places, chacune nommée une fois ({ $rule }).
diuna-begin = Diuna à { $count } : { $plays }. La manche 1 commence par la phase de tempête une fois les traîtres gardés ; la tempête sur le secteur { $storm } ({ $rule }).
diuna-seat-plays = { $seat } joue { $sides }
diuna-sides = { $faction }
diuna-sides-allied = { $faction } et { $ally }
diuna-faction-set = { $seat } : { $spice } épice, { $reserve } troupes en réserve.
diuna-faction-set-sink = { $seat } : { $spice } épice, { $reserve } troupes en réserve, { $count } au { $sink }.
diuna-blocked-two-only = `blocked_stronghold` ne vaut que pour les parties à 2 ({ $rule }) ; à 3 ou 4, les cinq forteresses servent.
diuna-blocked-agreed = { $stronghold } est couverte d'un commun accord et compte comme du sable ({ $rule }).
diuna-blocked-die = Le dé de tempête ({ $faces }) couvre { $stronghold } ; elle compte comme du sable ({ $rule }).
diuna-blocked-choices = `blocked_stronghold` nomme l'une de { $strongholds }, ou vaut `die`.
diuna-name-and-polish = { $name } ({ $polish })
diuna-not-a-stronghold = { $territory } n'est pas une forteresse.
diuna-same-faction = Deux places ont demandé la même faction.
diuna-same-faction-hint = Chaque faction est jouée par une seule place ; laissez vide la faction d'une place pour qu'elle lui soit distribuée.
diuna-alliances-two = Les alliances sont un jeu à 2 ({ $rule }).
diuna-alliances-two-hint = Laissez `alliances` désactivé à 3 ou 4 joueurs.
diuna-same-alliance = Les deux places ont demandé la même alliance.
diuna-same-alliance-hint = L'une joue les Atréides et les Fremen, l'autre les Harkonnen et l'Empire.
diuna-your-leaders = Vos leaders : { $leaders }.
diuna-rosters = Chaque alliance tire ses leaders par les cartes traître : 7 pour les Atréides et les Fremen, 5 pour les Harkonnen et l'Empire.
diuna-traitors-drawn = Chaque joueur sauf les Harkonnen pioche 4 cartes traître et en garde une en secret ({ $rule }).
diuna-keep-several = Gardez-en { $count } avec `traitor <leader>, <leader>, ...` (toutes à la fois, ou une à une).
diuna-keep-one = Gardez-en une avec `traitor <leader>`.
diuna-your-traitor-cards = Vos cartes traître : { $cards }. { $keep }
diuna-leader-strength = { $leader } ({ $faction }, { $strength })
diuna-no-traitors-to-choose = Vous n'avez aucune carte traître à choisir maintenant.
diuna-you-keep = Vous gardez { $cards } comme { $count ->
    [one] carte traître
   *[other] cartes traître
}.
diuna-keep-more = Gardez-en encore { $count } parmi : { $cards }.
diuna-keeps-traitor = { $seat } garde une carte traître.
diuna-harkonnen-keep = { $seat } (Harkonnen) garde { $count } cartes traître.
diuna-traitors-left = Il vous reste { $most ->
    [one] { $most } carte traître
   *[other] { $most } cartes traître
} à garder, pas { $count }.
diuna-traitor-name-missing = Il manque le nom d'une carte traître entre deux virgules.
diuna-traitor-named-twice = `{ $typed }` est nommée deux fois.
diuna-traitor-not-drawn = `{ $typed }` n'est pas une des cartes traître que vous avez piochées.
diuna-traitor-stray = `{ $typed }` : une carte traître se nomme par son seul leader, sans `{ $stray }`.
diuna-write-traitor = Écrivez `traitor { $leader }`.
diuna-you-keep-already = Vous gardez déjà { $leaders }.
diuna-choose-one = Choisissez-en une parmi : { $cards }.
diuna-choose-several = Choisissez-en { $count } parmi : { $cards } (une à une, ou toutes à la fois : `traitor <leader>, <leader>, ...`).
diuna-traitors-at-setup = Les traîtres se gardent pendant la mise en place ({ $rule }).
diuna-you-keep-others-choosing = Vous gardez { $leaders } ; les autres choisissent encore.
diuna-harkonnen-wait = Les Harkonnen piochent les leurs une fois que les autres en ont gardé une chacun ({ $rule }).
diuna-harkonnen-draw = { $seat } (Harkonnen) pioche { $drawn } cartes traître et en garde { $kept } ({ $rule }).
diuna-first-player-roll = Dé de tempête pour le premier joueur : { $faces }.
diuna-seat-face = { $seat } { $face }
diuna-first-player-marker = { $seat } prend le marqueur de premier joueur ; ordre du tour : { $order }.

## Les batailles (Bitwa)
diuna-battle-choice = { $seat } a l'avantage au combat : choisissez la prochaine bataille (`battle <territory> [opponent]`).
diuna-no-battle-to-choose = Aucune bataille à choisir maintenant.
diuna-advantage-chooses = { $seat } a l'avantage au combat et choisit ({ $rule }).
diuna-return-first = Remettez d'abord une carte traître (`return_traitor <leader>`).
diuna-no-single-battle = Aucune bataille unique pour vous à { $territory }.
diuna-no-single-battle-with = Aucune bataille unique pour vous à { $territory } contre cet adversaire.
diuna-your-battles = Vos batailles : { $battles }.
diuna-battle-against = { $territory } contre { $faction }
diuna-battle = Bataille à { $territory } : { $holder } ({ $holder_faction }, avantage au combat) contre { $opponent } ({ $opponent_faction }).
diuna-drew-already = Vous avez déjà pioché : remettez une carte traître (`return_traitor <leader>`).
diuna-draw-traitor-no = { $seat } (Harkonnen) ne pioche pas de carte traître.
diuna-traitor-deck-empty = La pioche des cartes traître est vide.
diuna-hint-draw-traitor-no = `draw_traitor no`.
diuna-draw-traitor = { $seat } (Harkonnen) pioche une carte traître ; une repart sous la pioche.
diuna-you-draw-traitor = Vous piochez la carte traître { $leader } ; remettez-en une avec `return_traitor <leader>`.
diuna-draw-first = Piochez d'abord (`draw_traitor`) ; remettez-en une ensuite.
diuna-what-traitor-held = une carte traître que vous détenez
diuna-return-traitor = { $seat } (Harkonnen) remet une carte traître sous la pioche.
diuna-only-harkonnen-draw = Seuls les Harkonnen piochent des cartes traître avant une bataille ({ $rule }).
diuna-draw-when = Vous piochez une carte traître seulement avant une de vos batailles, une fois ses cartes du bazar d'avant les plans jouées.
diuna-voice-kind = Nommez le type d'arme : `voice must poison`, `voice not hand`, `voice must special`.
diuna-voice-none = { $seat } (Empire) n'utilise pas la Voix.
diuna-voice-must = La Voix : { $seat } doit jouer une arme de type { $kind }, s'il le peut.
diuna-voice-not = La Voix : { $seat } ne peut pas jouer d'arme de type { $kind }, s'il le peut.
diuna-weapon-poison = poison
diuna-weapon-hand = de poing
diuna-weapon-special = spéciale
diuna-element-forces = troupes
diuna-element-leader = leader
diuna-element-weapon = arme
diuna-element-defence = défense
diuna-foresee = Prescience : { $seat } (Atréides) verra l'élément « { $element } » du plan de { $opponent } ; { $opponent } planifie en premier.
diuna-foresee-none = { $seat } (Atréides) n'utilise pas la Prescience.
diuna-no-battle-waits-for = Aucune bataille n'attend `{ $step }` maintenant.
diuna-plan-made-already = Vous avez fait votre plan.
diuna-battle-not-waiting-for-you = La bataille ne vous attend pas maintenant.
diuna-it-waits-for = Elle attend { $seats }.
diuna-no-battle-fought = Aucune bataille n'est en cours.
diuna-advantage-chooses-next = Celui qui a l'avantage au combat choisit la prochaine bataille (`battle ...`).
diuna-battle-waits-for = La bataille attend { $step }.
diuna-step-swap = la pioche de traître des Harkonnen (`draw_traitor`, puis en remettre une avec `return_traitor`, ou `draw_traitor no`)
diuna-step-voice = la Voix de l'Empire (`voice ...`)
diuna-step-foresee = la Prescience des Atréides (`foresee ...`)
diuna-step-plan = les plans de bataille (`plan ...`)
diuna-step-prebattle = les cartes du bazar avant les plans (`market <card>` ou `hold`)
diuna-step-market = les cartes du bazar après la révélation (`market <card>` ou `hold`)
diuna-step-call = les appels au Traître (`call` ou `call no`)
diuna-your-plan = Votre plan à { $territory } : { $plan }.
diuna-plan-made = { $seat } a fait un plan de bataille.
diuna-truthtrance = { $card } : { $seat } compose { $forces }.
diuna-foresight = Prescience : { $element } de { $seat } : { $seen }.
diuna-plan-forces = Vous avez { $have } troupes au combat à { $territory }, pas { $count } ({ $rule } : de 0 à vos troupes sur place).
diuna-what-leader-free = un leader libre de combattre ici
diuna-plan-must-leader = Vous avez un leader libre de combattre : vous devez en jouer un ({ $rule }).
diuna-free-leaders = Libres : { $leaders }.
diuna-plan-no-leader = Sans leader, aucune carte de bataille ne peut être jouée ({ $rule }).
diuna-plan-one-card = Vous n'avez qu'un { $card } ; il ne peut pas être joué des deux côtés.
diuna-voice-forbids = La Voix vous interdit une arme de type { $kind }.
diuna-voice-orders = La Voix vous ordonne de jouer une arme de type { $kind }, et vous en avez une.
diuna-yours-play = Les vôtres : { $cards } (`{ $command }`).
diuna-what-battle-card = une carte de bataille de votre main
diuna-wrong-side = { $card } est une carte de type { $kind } ; ce côté du disque prend les cartes { $kinds }.
diuna-card-kind-weapon = arme
diuna-card-kind-defence = défense
diuna-card-kind-worthless = sans valeur
diuna-sides-take-weapon-worthless = arme ou sans valeur
diuna-sides-take-defence-worthless = défense ou sans valeur
diuna-play-it-as = Jouez-la en `{ $command }`.
diuna-not-one-of = `{ $typed }` n'est pas { $what }.
diuna-yours-list = Les vôtres : { $items }.
diuna-you-have-none = Vous n'en avez aucun.
diuna-plan-words = troupes : { $forces }, leader : { $leader }, arme : { $weapon }, défense : { $defence }
diuna-reveal = { $seat } révèle : { $plan }.
diuna-now-cards = Maintenant : { $cards } ; ou `hold`.
diuna-market-card = { $seat } joue la carte du bazar { $card }.
diuna-hold-nothing = Aucune carte du bazar ne se joue maintenant : `hold` répond à la fenêtre avant la tempête, la carte épice ou la récolte, ou aux cartes du bazar d'une bataille.
diuna-hold = { $seat } ne joue plus de carte du bazar pour l'instant.
diuna-not-your-traitor = { $leader } n'est pas un traître à votre solde.
diuna-answer-call-no = Répondez `call no`.
diuna-traitor-called = Traître ! { $seat } révèle que { $leader } est son traître.
diuna-two-traitors = Deux traîtres à { $territory } : personne ne gagne.
diuna-market-cancelled = Le traître annule les cartes du bazar de { $seat } : { $cards } ({ $rule }).
diuna-wins-by-treachery = { $seat } gagne à { $territory } par trahison et prend { $spice } épice.
diuna-lasgun-shield = { $lasgun } et { $shield } : tout est détruit à { $territory } ; personne ne gagne.
diuna-strength = Force : { $first } { $first_strength }, { $second } { $second_strength } ; { $winner } gagne{ $gain ->
    [0] {""}
   *[other] {" "}et prend { $gain } épice pour les leaders morts
}.
diuna-strength-tie = Force : { $first } { $first_strength }, { $second } { $second_strength } ; { $winner } gagne (l'avantage au combat l'emporte en cas d'égalité){ $gain ->
    [0] {""}
   *[other] {" "}et prend { $gain } épice pour les leaders morts
}.
diuna-leader-dies = { $leader } ({ $faction }) meurt et part dans les cuves Tleilaxu.
diuna-forces-lost = { $seat } perd { $forces } à { $territory }.

## Les cartes du bazar (Kolejność zagrywania kart bazaru)
diuna-when-storm = avant le lancer de la tempête
diuna-when-spice-card = avant la carte épice
diuna-when-collection = avant la récolte
diuna-when-cards = pendant votre tour de la phase des cartes
diuna-when-revival = pendant votre tour de résurrection
diuna-when-before-ship = pendant votre tour de déplacement, avant de débarquer
diuna-when-movement = pendant votre tour de déplacement
diuna-when-before-plans = en bataille, avant les plans
diuna-when-after-reveal = en bataille, après la révélation des plans
diuna-now-cards-only = Maintenant : { $cards }.
diuna-own-turn = { $card } se joue pendant votre propre tour ; c'est le tour de { $seat }.
diuna-own-turn-hint = Votre tour viendra dans l'ordre du tour.
diuna-takes-no = { $card } ne prend pas `{ $args }`.
diuna-play-as = Jouez-la en `{ $form }`.
diuna-play-as-either = Jouez-la en `{ $first }` ou `{ $second }`.
diuna-not-market-in-hand = `{ $typed }` n'est pas une carte du bazar de votre main.
diuna-you-hold-none = Vous n'en avez aucune.
diuna-not-now = { $card } se joue { $when }, pas maintenant.
diuna-no-worthless = Vous n'avez aucune carte de bataille sans valeur à échanger ({ $card }).
diuna-black-market = { $seat } joue le { $card } : défausse { $worthless } et pioche { $count ->
    [one] { $count } carte de bataille
   *[other] { $count } cartes de bataille
}.
diuna-ghola-one-of = Le { $card } ressuscite un leader (`leader=`) ou jusqu'à 3 troupes (`forces=`), l'un ou l'autre.
diuna-ghola-forces = Troupes : `{ $command }`.
diuna-ghola = { $seat } joue le { $card } : { $what } ressuscités gratuitement.
diuna-played-already = Vous avez déjà joué { $card } ce tour-ci.
diuna-smugglers-late = Les { $card } rendent votre débarquement gratuit : jouez-les avant de débarquer.
diuna-plays = { $seat } joue { $card }.
diuna-window = Avant la phase { $phase } : des cartes du bazar peuvent être jouées ({ $seats } à tour de rôle ; `market <card>` ou `hold`).
diuna-before-phase-cards = Avant la phase { $phase } : { $cards } ; ou `hold`.
diuna-weather-how-far = { $card } : dites de combien la tempête avance (`sectors=0-6`).
diuna-weather-effect = la tempête avancera de { $sectors } secteurs
diuna-thumper-down = Un { $card } est déjà posé pour cette explosion d'épice ; un second n'ignorerait aucun autre ver.
diuna-keep-yours-hold = Gardez le vôtre : `hold`.
diuna-thumper-effect = le premier ver de cette explosion d'épice sera ignoré
diuna-harvester-nothing = Vos troupes ne récolteraient rien à { $territory } : la { $card } rapporte là où se trouve l'épice et où vos troupes occupent son secteur.
diuna-harvester-effect = ses troupes à { $territory } récoltent 3 épice chacune
diuna-plays-effect = { $seat } joue { $card } : { $what }.
diuna-hold-window = { $seat } ne joue pas de carte du bazar maintenant.
diuna-no-window = Aucune fenêtre de cartes du bazar n'est ouverte maintenant.
diuna-answers-first = { $seat } répond d'abord (dans l'ordre du tour).
diuna-harvest-where = Là où les vôtres récolteraient : { $territories }.
diuna-harvest-nowhere = Nulle part cette manche : `hold`.
diuna-harvester-names = La { $card } nomme le territoire (`territory=`).

## Les ordres permanents
diuna-auto-off-alone = `auto off` annule tous vos ordres permanents ; il ne prend pas de second mot.
diuna-no-orders-to-cancel = Vous n'avez aucun ordre permanent à annuler.
diuna-orders-cancelled = Ordres permanents annulés : chaque décision vous est de nouveau demandée.
diuna-no-order-to-cancel = Vous n'avez pas d'ordre permanent `auto { $order }` à annuler.
diuna-order-cancelled = `auto { $order }` annulé.
diuna-order-stands = `auto { $order }` est déjà en vigueur.
diuna-order-given = Ordre permanent `auto { $order }` : { $meaning }.
diuna-meaning-call = chaque appel au Traître reçoit une réponse pour vous : `call` quand un traître à votre solde est révélé contre vous, sinon `call no`
diuna-meaning-hold = vous ne jouez aucune carte du bazar chaque fois qu'aucune des vôtres ne peut être jouée (`hold` ; pendant votre tour de la phase des cartes ou de résurrection sans rien d'autre à faire, `pass` ou `done`)
diuna-orders-yours = Les vôtres : { $given }.
diuna-orders-give = Donnez { $orders }.
diuna-orders-cancel = Annulez avec { $orders }.
diuna-or = { $first } ou { $second }

## La fiche d'une place
diuna-sheet-spectator = Spectateur
diuna-sheet-title = { $seat } ({ $faction })
diuna-sheet-known = Connu de vous seul
diuna-sheet-seen = À vous, vu de tous
diuna-sheet-waiting = On vous attend
diuna-sheet-traitors = Traîtres : { $leaders }
diuna-sheet-battle-cards = Cartes de bataille : { $cards }
diuna-sheet-market-cards = Cartes du bazar : { $cards }
diuna-sheet-leaders = Leaders : { $leaders }
diuna-sheet-drawn = Piochées : { $leaders }
diuna-sheet-orders = Ordres permanents : { $orders }
diuna-sheet-plan = Plan : { $plan }
diuna-sheet-faction = Faction : { $faction }
diuna-sheet-spice = Épice : { $count }
diuna-sheet-reserve = Réserve : { $count }
diuna-sheet-tanks = Cuves : { $count }
diuna-sheet-count = { $count }
diuna-sheet-dead = Morts : { $leaders }
diuna-sheet-hand = Cartes en main : { $battle } bataille, { $market } bazar ; traîtres : { $traitors }
diuna-sheet-default = par défaut si personne ne répond : `{ $command }`
