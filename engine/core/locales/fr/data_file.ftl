core-data-untypable = `{ $name }` ne peut pas être retapé à la table : un nom ne contient que des lettres, des chiffres, des espaces et { $marks }, et commence par une lettre ou un chiffre
core-data-give-json = Donnez un fichier JSON en UTF-8, ou omettez `{ $option }` pour sa valeur par défaut.
core-data-unreadable = Le fichier `{ $file }` de `{ $option }` ne peut pas être lu ({ $error }).
core-data-not-utf8 = Le fichier `{ $file }` de `{ $option }` n'est pas du texte UTF-8 (octet { $byte }).
core-data-altered = Le fichier « { $kind } » gardé dans cette partie (`{ $file }`) ne correspond pas à son empreinte : la partie enregistrée a été altérée.
core-data-restore = Restaurez la partie depuis une sauvegarde.
core-data-too-deep = Le fichier « { $kind } » `{ $file }` n'est pas { $noun } : il est imbriqué trop profondément.
core-data-invalid = Le fichier « { $kind } » `{ $file }` n'est pas { $noun } : { $problem }.
core-data-problem-at = { $where } : { $problem }
core-replay-version = Les commandes de cette partie ont été enregistrées par la version { $recorded } des règles de { $game } ; la version { $version } ne les rejoue pas.
core-replay-file-not-kept = Cette partie a été créée avant que son fichier `{ $option }` soit gardé dans la partie : on ne peut la reconstruire sans relire ce fichier, qui a pu changer depuis ; l'annulation ne peut pas revenir en arrière dans cette partie.
core-mend-instead = Réparez plutôt la position avec les commandes de réparation du modérateur (`help` les liste).
core-undo-too-many = { $count ->
    [one] Impossible d'annuler { $count } commande : la partie en a { $logged }.
   *[other] Impossible d'annuler { $count } commandes : la partie en a { $logged }.
}
core-undo-between = Annulez entre 1 et { $logged }.
core-undo-version = Cette partie a commencé sous la version { $recorded } des règles de { $game }, qui a enregistré ses premières commandes ; cette version du bot joue la version { $version }, qui ne les rejoue pas : l'annulation ne peut pas revenir en arrière dans cette partie.
