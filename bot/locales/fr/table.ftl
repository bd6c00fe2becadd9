# The local table in the terminal (bot/table.py). Table words (`view <seat>`, `board`) and
# commands stay as typed.
bot-table-whose = Dites à qui est la commande, `<seat>: <command>` ; places : { $seats }.
bot-table-no-seat = Aucune place `{ $seat }` ; places : { $seats }.
bot-table-waiting-for = en attente de { $seat } : { $prompt }
bot-table-unknown-word = `{ $word }` n'est ni `<seat>: <command>` ni un mot de la table ({ $words }, help, quit).
bot-table-moderator-commands = modérateur :
bot-table-may-now-use = { $seat } peut maintenant utiliser : { $commands }
bot-table-moderator-may-use = { $seat } (modérateur) peut utiliser : { $commands }
bot-table-help-more = `help <seat>` montre leur usage et les coups possibles maintenant ; `help all` toutes les commandes du jeu.
bot-table-words = table : { $words }
bot-table-no-command-now = { $seat } ne peut utiliser aucune commande maintenant. { $waiting }
bot-table-rules-chosen = Règles choisies : { $rules }.
bot-table-rules-default = Règles choisies : celles par défaut.
bot-table-unknown-ruleset = Jeu inconnu { $ruleset } ; connus : { $known }
bot-table-cannot-resume = Impossible de reprendre la partie { $game } depuis { $db } : { $reason }
bot-table-no-database = ce fichier de base de données n'existe pas. Donnez avec --db le fichier où la partie a été jouée.
bot-table-seats-required = --seats est obligatoire pour une nouvelle partie (ou --game ID pour en reprendre une)
bot-table-cannot-start = Impossible de lancer la partie : { $reason }
bot-table-bad-seed = --seed prend un nombre entier de 0 à { $most }, pas { $seed }.
bot-table-header = Partie { $game } ({ $db }), graine { $seed }
