# Answers to an interaction that went wrong (bot/answers.py).
bot-answers-apology = Qualcosa è andato storto da parte mia; la partita non è cambiata.
bot-answers-stale = Questo comando è cambiato da quando la tua app di Discord lo ha caricato: ricarica Discord (Ctrl+R, o riapri l'app) e riprova.
# $where: the option or argument pydantic names; $problem: pydantic's words.
bot-answers-bad-value = Valore non valido per { $where }: { $problem }.
bot-answers-arguments = argomenti
bot-answers-invalid-value = valore non valido
bot-answers-not-valid = `{ $value }` non è un valore { $type } valido qui.
bot-answers-not-here = Non puoi usare questo comando qui.
