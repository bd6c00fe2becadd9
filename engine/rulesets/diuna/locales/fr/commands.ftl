# Les commandes de Diuna (`diuna-command-<name>`, l'aide d'un argument
# `diuna-command-<name>-<field>`) et ses options (`diuna-option-<field>`).
diuna-command-traitor = Gardez une des cartes traître piochées : le leader d'un adversaire comme traître, ou l'un des vôtres pour qu'il ne vous trahisse jamais ({ diuna-rule-zdrajcy }). Harkonnen : autant que l'indique votre plateau, toutes à la fois (`traitor <leader>, <leader>, ...`) ou une à une.
diuna-command-traitor-leader = le nom d'un leader
diuna-command-storm = Le symbole de tempête : déplacez la tempête de 0 à 6 secteurs, au choix du premier joueur.
diuna-command-storm-sectors = secteurs dont avance la tempête
diuna-command-ride = Fremen : chevauchez le ver avec une partie de vos troupes d'un territoire qu'il a frappé, jusqu'à 3 territoires par le sable, jamais à travers la tempête.
diuna-command-ride-count = troupes qui chevauchent
diuna-command-stay = Fremen : ne chevauchez plus le ver cette fois-ci.
diuna-command-buy = Achetez des cartes du bazar à 2 épice pièce, jusqu'à 3 en main (1 avec le petit bazar) ; votre seul achat de la manche. Les cartes vous arrivent en privé.
diuna-command-buy-count = cartes du bazar achetées
diuna-command-pass = N'achetez aucune carte du bazar cette manche.
diuna-command-revive = Ressuscitez depuis les cuves Tleilaxu : les troupes au-delà des 2 gratuites à 2 épice pièce, et un leader pour sa force.
diuna-command-revive-forces = troupes, 2 épice pièce
diuna-command-done = Terminez votre résurrection, ou votre débarquement et déplacement.
diuna-command-ship = Débarquez des troupes de votre réserve sur un territoire à 1 épice pièce (les Fremen : jusqu'à 5 au Puits Polaire, gratuitement), avant de vous déplacer.
diuna-command-ship-count = troupes débarquées
diuna-command-move = Déplacez un groupe de 3 territoires au plus, jamais à travers la tempête (les Fremen : deux groupes de 3 ou un de 6), pour finir sur un seul secteur.
diuna-command-move-count = troupes du groupe
diuna-command-battle = Avantage au combat : le territoire où vous combattez maintenant, et l'adversaire s'il y en a plusieurs.
diuna-command-draw-traitor = Harkonnen, avant chacune de vos batailles : prenez la carte traître du dessus, puis remettez-en une avec `return_traitor` (`draw_traitor no` : non).
diuna-command-return-traitor = Harkonnen : la carte traître que vous remettez face cachée sous la pioche des traîtres.
diuna-command-return-traitor-leader = le nom d'un leader
diuna-command-voice = Empire, la Voix : imposez (`must`) ou interdisez (`not`) à votre adversaire un type d'arme (poison, de poing, spéciale), ou `voice none`.
diuna-command-foresee = Atréides, Prescience : voyez un élément du plan adverse (troupes, leader, arme, défense) avant de faire le vôtre, ou `foresee none`.
diuna-command-plan = Plan de bataille secret : les troupes sur votre disque, votre leader (si vous en avez un libre, vous devez), et avec un leader une carte arme et une défense (ou des cartes sans valeur).
diuna-command-plan-forces = troupes sur votre disque de bataille
diuna-command-market = Jouez une carte du bazar de votre main pendant la phase qu'elle indique : avant la tempête (Contrôle du climat : `sectors=`), la carte épice (Marteleur), la récolte (Moissonneuse : `territory=`) ou les plans d'une bataille (Transe de vérité, Karama) ; après la révélation (Contre-attaque, Atomiques familiaux) ; pendant votre tour de la phase des cartes (Marché noir), de résurrection (Ghola tleilaxu : un leader ou jusqu'à 3 troupes) ou de déplacement (Contrebandiers avant de débarquer, Ornithoptère, Hajr). Puis `hold`.
diuna-command-market-card = une carte du bazar de votre main
diuna-command-hold = Ne jouez pas (plus) de carte du bazar maintenant : avant la tempête, la carte épice ou la récolte, ou en bataille.
diuna-command-call = Traître ! Révélez la carte traître du leader adverse (`call no` : gardez-la).
diuna-command-auto = Ordres permanents secrets, exécutés pour vous aussitôt : `auto call` (appels au Traître : `call` quand un traître à votre solde est révélé contre vous, sinon `call no`), `auto hold` (aucune carte du bazar jouée chaque fois qu'aucune des vôtres ne peut l'être : les fenêtres, les cartes du bazar d'une bataille, votre tour des cartes ou de résurrection sans rien d'autre à faire) ; `auto call off`, `auto hold off`, ou `auto off` pour tous.
diuna-option-cards-file = Le chemin d'un fichier JSON des leaders et cartes de votre exemplaire du jeu (de la forme de DEFAULT_CARDS dans engine/rulesets/diuna/data.py), lu une fois à la création de la partie et conservé avec elle ; aucun : les listes reconstituées.
diuna-option-blocked-stronghold = { diuna-rule-warownie }, parties à 2 seulement : la forteresse que les joueurs conviennent de couvrir, par son nom (en anglais ou en polonais), ou `die` pour la tirer au dé de tempête.
diuna-option-alliances = { diuna-rule-sojusznicy } : deux joueurs, les Atréides avec les Fremen contre les Harkonnen avec l'Empire, sur les plateaux doubles.
diuna-option-small-bazaar = { diuna-rule-maly-bazar } : une carte du bazar en main au plus, pas 3.
