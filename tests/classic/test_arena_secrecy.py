"""THE DUEL (1984): the arena's secrets, by non-interference: what a seat sees (its view,
the public events, the waiting line) does not change when another seat's secret does —
a fighter's leader face down (V.2), its pledge before both are made (V.2), a supporter's
leader (V.3), the Dueling cards in a hand (IV.3)."""

from engine.core.words import say
from engine.rulesets.classic.protocol.ruleset import RULESET

from .arena_helpers import F, duel_game, give, kanly

FOUR = "a:atreides,f:fremen,h:harkonnen,e:emperor"


def _seen(game, seat: str, events) -> tuple:
    public = [say(e.text) for e in events if e.is_public]
    return RULESET.view(game.state, seat), public


def _worlds(*variants: tuple[str, ...], prefix: tuple[str, ...] = ()) -> list:
    """Each variant's lines played after `prefix` in a fresh Kanly; what the Atreides and
    the Harkonnen see after each line."""
    out = []
    for lines in variants:
        game = duel_game(FOUR)
        kanly(game)
        game.script(*prefix)
        out.append([(_seen(game, "a", game.do(line)), _seen(game, "h", game.events))
                    for line in lines])
    return out


def test_a_fighters_leader_stays_face_down():
    prefix = ("a: duel_leader lady jessica",)
    rest = ("a: duel_place O1", "f: duel_place O3", "a: duel_back 0", "f: duel_back 0")
    one, two = _worlds(("f: duel_leader stilgar", *rest), ("f: duel_leader chani", *rest),
                       prefix=prefix)
    assert one == two


def test_a_pledge_is_secret_until_both_are_made():
    prefix = ("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
              "f: duel_place O3")
    one, two = _worlds(("f: duel_back 2",), ("f: duel_back 0",), prefix=prefix)
    assert one == two


def test_a_supporters_leader_stays_face_down_until_the_end():
    prefix = ("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
              "f: duel_place O3", "a: duel_back 0", "f: duel_back 0")
    seen = []
    for leader in ("bashar", "burseg"):
        game = duel_game(FOUR)
        kanly(game)
        game.script(*prefix, "h: second fremen piter")
        events = game.do(f"e: second atreides {leader}")
        seen.append((_seen(game, "a", events), _seen(game, "h", events)))
    assert seen[0] == seen[1]


def test_the_dueling_cards_in_a_hand_are_secret():
    prefix = ("a: duel_leader lady jessica", "f: duel_leader stilgar", "a: duel_place O1",
              "f: duel_place O2", "a: duel_back 0", "f: duel_back 0",
              "h: second atreides piter", "e: second atreides bashar")
    seen = []
    for card in ("Poison Attacker from Left", "Place Block"):
        game = duel_game(FOUR)
        give(game, F, card)
        kanly(game)
        game.script(*prefix)
        seen.append([_seen(game, "a", game.do(line)) for line in ("a: duel_move O5",
                                                                   "a: duel_done")])
        assert RULESET.view(game.state, "f")["private"]["dueling_cards"] == [card]
    assert seen[0] == seen[1]
