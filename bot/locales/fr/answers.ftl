# Answers to an interaction that went wrong (bot/answers.py).
bot-answers-apology = Quelque chose s'est mal passé de mon côté ; la partie n'a pas changé.
bot-answers-stale = Cette commande a changé depuis que votre application Discord l'a chargée : rechargez Discord (Ctrl+R, ou rouvrez l'application) et réessayez.
# $where: the option or argument pydantic names; $problem: pydantic's words.
bot-answers-bad-value = Valeur incorrecte pour { $where } : { $problem }.
bot-answers-arguments = arguments
bot-answers-invalid-value = valeur invalide
bot-answers-not-valid = `{ $value }` n'est pas une valeur { $type } valide ici.
bot-answers-not-here = Vous ne pouvez pas utiliser cette commande ici.
