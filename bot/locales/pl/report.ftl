# Zgłoszenia problemów: `/game report`, `/admin reports`, `/mod reports` i kopie, które
# dostają kanał zgłoszeń i moderatorzy.

bot-cmd-game-report = Zgłoś moderatorom problem z grą.
bot-cmd-game-report-what = co poszło nie tak, do { $most } znaków (bez sekretów: kanał może to pokazać)
bot-cmd-admin-reports = Dokąd trafiają zgłoszenia z tego serwera: kanał i twoje DM.
bot-cmd-admin-reports-dm = czy dostajesz w DM każde zgłoszenie z tego serwera
bot-cmd-admin-reports-channel = kanał, który dostaje każde zgłoszenie (tylko dla moderatorów)
bot-cmd-admin-reports-clear = od teraz nie wysyłaj zgłoszeń na żaden kanał
bot-report-empty = Napisz, co poszło nie tak, do { $most } znaków: `/game report what:…`
bot-report-too-long = Zgłoszenie może mieć do { $most } znaków; twoje ma ich { $length }. Skróć je i wyślij ponownie.
bot-report-too-soon = Zgłosiłeś problem w grze { $game } niecałą minutę temu; kolejne zgłoszenie możesz wysłać <t:{ $when }:R>.
bot-report-filed = Zgłoszenie { $number } dotyczące gry { $game } zapisano wraz ze stanem gry; moderatorzy czytają je przez `/mod reports`.
bot-report-sent-channel = Wysłano je na { $channel }.
bot-report-sent-dm = { $count ->
    [one] Jeden moderator dostaje je w DM.
    [few] { $count } moderatorów dostaje je w DM.
   *[many] { $count } moderatorów dostaje je w DM.
}
bot-report-sent-nowhere = Ten serwer nie ma kanału zgłoszeń i żaden moderator nie dostaje ich w DM (`/admin reports`): czeka w `/mod reports`.
bot-report-no-seat = bez miejsca
bot-report-heading = **Zgłoszenie problemu** w grze { $game } (wersja { $version }, { $turn }) od { $reporter } ({ $seat }):
    { $words }
bot-report-record = Zapis gry { $game } w obecnym stanie, ze wszystkimi sekretami: tylko dla moderatorów.
bot-report-none = Gra { $game } nie ma zgłoszeń problemów.
bot-report-list = { $count ->
    [one] Jedno zgłoszenie w grze { $game }:
    [few] { $count } zgłoszenia w grze { $game }:
   *[many] { $count } zgłoszeń w grze { $game }:
}
bot-report-line = nr { $number }, wersja { $version }, { $reporter } ({ $seat }), <t:{ $when }:f>:
    { $words }
bot-report-channel-or-clear = Podaj `channel` albo `clear`, nie oba.
bot-report-settings-channel = Zgłoszenia z tego serwera trafiają na { $channel }.
bot-report-settings-no-channel = Zgłoszenia z tego serwera nie trafiają na żaden kanał (`/admin reports channel:`).
bot-report-settings-dm-on = Dostajesz je w DM (jeśli przyjmujesz DM od członków tego serwera).
bot-report-settings-dm-off = Nie dostajesz ich w DM (`/admin reports dm:True`).
bot-report-not-postable = { $channel } nie może zawierać wiadomości: wybierz kanał tekstowy.
