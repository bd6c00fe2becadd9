# Polecenia Diuny (`diuna-command-<name>`, opis argumentu `diuna-command-<name>-<field>`)
# i opcje (`diuna-option-<field>`).
diuna-command-traitor = Zachowaj jedną z dobranych kart zdrajców: przywódcę przeciwnika jako swojego zdrajcę albo własnego, by nigdy cię nie zdradził ({ diuna-rule-zdrajcy }). Harkonnenowie: tyle, ile podaje plansza frakcji, wszystkie naraz (`traitor <leader>, <leader>, ...`) albo po jednej.
diuna-command-traitor-leader = imię przywódcy
diuna-command-storm = Symbol burzy: przesuń burzę o 0 do 6 sektorów, jak zdecyduje pierwszy gracz.
diuna-command-storm-sectors = o ile sektorów przesuwa się burza
diuna-command-ride = Fremeni: dosiądź czerwia częścią oddziałów z terytorium, które zaatakował, najwyżej o 3 terytoria przez piasek, nigdy przez burzę.
diuna-command-ride-count = oddziały, które dosiadają czerwia
diuna-command-stay = Fremeni: tym razem już nie dosiadaj czerwia.
diuna-command-buy = Kup karty bazaru po 2 przyprawy, do 3 na ręce (1 przy małym bazarze); jeden zakup na rundę. Karty przychodzą w prywatnej wiadomości.
diuna-command-buy-count = kupowane karty bazaru
diuna-command-pass = Nie kupuj w tej rundzie kart bazaru.
diuna-command-revive = Przywróć z kadzi Tleilaxan: oddziały ponad 2 darmowe po 2 przyprawy i przywódcę za jego siłę.
diuna-command-revive-forces = oddziały, po 2 przyprawy
diuna-command-done = Zakończ przywracanie albo transport i ruch oddziałów.
diuna-command-ship = Przetransportuj oddziały z rezerwy na 1 terytorium po 1 przyprawie (Fremeni: do 5 na nieckę polarną, za darmo), przed ruchem.
diuna-command-ship-count = transportowane oddziały
diuna-command-move = Przemieść 1 grupę najwyżej o 3 terytoria, nigdy przez burzę (Fremeni: 2 grupy po 3 albo 1 o 6), kończąc w jednym sektorze.
diuna-command-move-count = oddziały w grupie
diuna-command-battle = Przewaga bitewna: terytorium, w którym walczysz teraz, i przeciwnik tam, gdy jest ich kilku.
diuna-command-draw-traitor = Harkonnenowie, przed każdą swoją bitwą: weź wierzchnią kartę zdrajcy, potem zwróć jedną przez `return_traitor` (`draw_traitor no`: nie bierz).
diuna-command-return-traitor = Harkonnenowie: karta zdrajcy, którą odkładasz zakrytą na spód talii kart zdrajców.
diuna-command-return-traitor-leader = imię przywódcy
diuna-command-voice = Imperium, Głos: nakaż (`must`) albo zakaż (`not`) przeciwnikowi jednego rodzaju broni (trucizna, podręczna, specjalna) albo `voice none`.
diuna-command-foresee = Atrydzi, Jasnowidzenie: obejrzyj 1 element planu przeciwnika (oddziały, przywódca, broń, osłona), zanim ułożysz swój, albo `foresee none`.
diuna-command-plan = Tajny plan bitwy: oddziały na dysku, twój przywódca (jeśli masz wolnego, musisz) i z przywódcą karta broni i osłony (albo bezużyteczne karty).
diuna-command-plan-forces = oddziały na twoim dysku bitewnym
diuna-command-market = Zagraj kartę bazaru z ręki w fazie na niej podanej: przed burzą (Kontrola pogody: `sectors=`), kartą przyprawy (Ubijak), zbiorami (Kombajn: `territory=`) albo planami bitwy (Trans prawdy, Karama); po odkryciu planów (Kontratak, Rodowe atomiki); w swojej turze pozyskiwania kart (Czarny rynek), przywrócenia (Ghola z Tleilaxu: przywódca albo do 3 oddziałów) albo ruchu (Przemytnicy przed transportem, Ornitopter, Hadżr). Potem `hold`.
diuna-command-market-card = karta bazaru z twojej ręki
diuna-command-hold = Nie zagrywaj teraz (więcej) kart bazaru: przed burzą, kartą przyprawy albo zbiorami, albo w bitwie.
diuna-command-call = Zdrajca! Ujawnij kartę zdrajcy przywódcy przeciwnika (`call no`: zachowaj ją).
diuna-command-auto = Tajne stałe polecenia, wykonywane za ciebie od razu: `auto call` (wezwania zdrajców: `call`, gdy przeciw tobie wystawiono twojego zdrajcę, w przeciwnym razie `call no`), `auto hold` (nie zagrywasz karty bazaru, gdy żadnej twojej nie można zagrać: okna, karty bazaru w bitwie, twoja tura pozyskiwania kart albo przywrócenia, gdy nie ma nic innego do zrobienia); `auto call off`, `auto hold off` albo `auto off` dla wszystkich.
diuna-option-cards-file = Ścieżka pliku JSON z przywódcami i kartami twojego egzemplarza gry (w kształcie DEFAULT_CARDS z engine/rulesets/diuna/data.py), czytana raz przy tworzeniu gry i przechowywana w grze; brak: listy zrekonstruowane.
diuna-option-blocked-stronghold = { diuna-rule-warownie }, tylko w rozgrywce 2-osobowej: warownia, którą gracze zgodnie zakrywają, podana z nazwy (po angielsku albo po polsku), albo `die`, by rzucić o nią kością burzy.
diuna-option-alliances = { diuna-rule-sojusznicy }: 2 graczy, Atrydzi z Fremenami przeciwko Harkonnenom z Imperium, na podwójnych planszach frakcji.
diuna-option-small-bazaar = { diuna-rule-maly-bazar }: najwyżej 1 karta bazaru na ręce, nie 3.
