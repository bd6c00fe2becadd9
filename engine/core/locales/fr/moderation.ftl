core-command-deadline = Modérateur : minutes qu'une décision peut attendre avant son choix par défaut (0 : on attend un modérateur).
core-command-force = Modérateur : appliquer le choix par défaut à chaque décision attendue par la partie, ou seulement à celles d'une place (`force <place>`).
core-command-force-seat = une place, ou le camp qu'elle tient
core-command-expire = Le délai est passé : appliquer le choix par défaut à chaque décision attendue par la partie.
core-command-undo = Modérateur : reprendre la ou les dernières commandes.
