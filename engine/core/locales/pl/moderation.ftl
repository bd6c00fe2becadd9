core-command-deadline = Moderator: ile minut decyzja może czekać na wybór domyślny (0: czekamy na moderatora).
core-command-force = Moderator: zastosuj wybór domyślny do każdej decyzji, na którą czeka gra, albo tylko do decyzji jednego miejsca (`force <miejsce>`).
core-command-force-seat = miejsce albo strona, którą zajmuje
core-command-expire = Termin minął: zastosuj wybór domyślny do każdej decyzji, na którą czeka gra.
core-command-undo = Moderator: cofnij ostatnie polecenie (lub polecenia).
