# Opisy komend z ukośnikiem, ich opcji i nazwy wyborów, tak jak Discord pokazuje je obok
# (angielskich) nazw. Limit Discorda: 100 znaków każdy.

bot-cmd-game-id = numer gry (tylko w DM, jeśli grasz w kilka)

bot-cmd-board = Plansza teraz: rysunek tekstowy z obrazkiem (PNG albo SVG).
bot-cmd-board-detail = większy rysunek ze wszystkim (w kilku wiadomościach)
bot-cmd-board-format = png (domyślnie, pokazywany przez Discorda) albo svg (rysunek wektorowy)

bot-cmd-do = Wykonaj ruch, tak jak wpisany przy stole; podpowiadamy twoje dozwolone ruchy.
bot-cmd-do-command = ruch, np. `take 2`; zacznij pisać, by zobaczyć dozwolone ruchy

bot-cmd-game = Gry: tworzenie, dołączanie, stan, opcje, twoje sekrety
bot-cmd-game-create = Rozpocznij grę na tym kanale albo otwórz zapisy.
bot-cmd-game-create-players = @alice frakcja, @bob, ... (frakcje opcjonalne); puste: otwiera zapisy
bot-cmd-game-create-ruleset = która gra (domyślnie: pierwsza z listy)
bot-cmd-game-create-options = opcje gry jako nazwa=wartość, po ewentualnym `preset=<nazwa>`; listę daje `/game options ruleset:`
bot-cmd-game-create-seed = ustala tasowania, by grę można było odtworzyć (puste: losowo)
bot-cmd-game-create-deadline = minuty, po których działa wybór domyślny (puste lub 0: czekamy na moderatora)
bot-cmd-game-join = Zajmij miejsce w zapisach na tym kanale.
bot-cmd-game-join-side = frakcja, którą chcesz (puste: losowa)
bot-cmd-game-leave = Zwolnij swoje miejsce w zapisach.
bot-cmd-game-cancel = Anuluj zapisy na tym kanale (ich twórca lub moderator).
bot-cmd-game-start = Rozpocznij grę zapisanych graczy (twórca zapisów lub moderator).
bot-cmd-game-log = Ostatnie publiczne zdarzenia gry.
bot-cmd-game-log-count = ile zdarzeń (domyślnie 15, najwyżej 100)
bot-cmd-game-status = Stan gry, jej miejsca i na kogo czekamy.
bot-cmd-game-options = Opcje: tej gry albo te, które przyjmuje nowa gra danego rodzaju.
bot-cmd-game-options-ruleset = opcje gry dla `/game create`
bot-cmd-game-view = Sekrety i decyzje twojego miejsca, z domyślnymi wyborami i terminem (widzisz je tylko ty).
bot-cmd-game-history = Wszystko, co gra powiedziała twojemu miejscu, od ostatniej strony (widzisz to tylko ty).
bot-cmd-game-history-page = 1 to ostatnia strona; wyższa sięga dalej wstecz
bot-cmd-game-help = Komendy, których możesz teraz użyć, albo wszystkie komendy gry.
bot-cmd-game-help-ruleset = zamiast tego wszystkie komendy tej gry (domyślnie: czego możesz tu teraz użyć)
bot-cmd-game-language = Język twoich DM, twojej karty i odpowiedzi bota dla ciebie.
bot-cmd-game-language-language = twój język albo auto: język twojej aplikacji Discord
bot-cmd-language-auto = auto (język Discorda)

bot-cmd-mod = Moderator: popraw, cofnij albo pchnij grę naprzód.
bot-cmd-mod-command = komenda moderatora, np. `force`, `undo` albo `view [seat]` (cała gra, prywatnie)

bot-cmd-admin = Moderatorzy: miejsca i stan gry
bot-cmd-admin-seat = nazwa miejsca, jak podaje ją `/game status`
bot-cmd-admin-replace = Oddaj miejsce innemu graczowi.
bot-cmd-admin-replace-player = kto od teraz gra na tym miejscu
bot-cmd-admin-kick = Odbierz miejsce graczowi; czeka puste na `/admin replace` (zastępcę).
bot-cmd-admin-deadline = Minuty, przez które decyzja czeka na wybór domyślny (0: czekamy na moderatora).
bot-cmd-admin-deadline-minutes = od 0 do { $most }; 0 czeka na moderatora
bot-cmd-admin-pause = Wstrzymaj grę: działają tylko moderatorzy.
bot-cmd-admin-resume = Wznów wstrzymaną grę.
bot-cmd-admin-end = Zakończ grę na tym kanale.
bot-cmd-admin-bot = Oddaj miejsce botowi, który od teraz na nim gra (`/admin replace` oddaje je osobie).
bot-cmd-game-create-bots = ile miejsc więcej zajmą boty (przy wymienionych graczach)
