# Answers to an interaction that went wrong (bot/answers.py).
bot-answers-apology = Coś poszło nie tak po mojej stronie; gra się nie zmieniła.
bot-answers-stale = To polecenie zmieniło się, odkąd wczytała je twoja aplikacja Discord: przeładuj Discorda (Ctrl+R albo otwórz aplikację ponownie) i spróbuj jeszcze raz.
# $where: the option or argument pydantic names; $problem: pydantic's words.
bot-answers-bad-value = Błędna wartość { $where }: { $problem }.
bot-answers-arguments = argumenty
bot-answers-invalid-value = nieprawidłowa wartość
bot-answers-not-valid = `{ $value }` nie jest tu prawidłową wartością typu { $type }.
bot-answers-not-here = Nie możesz tu użyć tego polecenia.
