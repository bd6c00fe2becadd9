"""THE SPICE HARVEST (1984), V.1-2: the Manager's report, the CHOAM vote and the payout
from the pot; VI.1 the Atreides' look, VI.6 the Harkonnen caught once."""

from engine.rulesets.classic.data import Faction
from engine.rulesets.classic.phases.harvest_report import even_shares

from .harvest_helpers import commit_all, harvest_game, pass_auction, spice, stack, vote_all

SHARES = "harkonnen 2, emperor 2, guild 2, fremen 3, bene_gesserit 1"
HONEST = f"report 10 {SHARES}"
PAID = {"h": 2, "e": 2, "g": 2, "f": 3, "b": 1}


def atreides_manage(card: int = 10, seats: str | None = None):
    """The Atreides are Manager of the first harvest (7 spice left), the card drawn."""
    game = harvest_game() if seats is None else harvest_game(seats)
    stack(game, card)
    commit_all(game, {"a": 2, "h": 1})
    if game.state.harvest.step == "offer":
        game.do("g: sell 0")
    assert game.state.harvest.manager == Faction.ATREIDES
    return game


def test_an_honest_report_accepted_pays_the_shares_and_the_manager_keeps_the_fee():
    # V.2.b.1-2, 4: the pot is the harvest and 3; yes voters paid first; the rest stays
    game = atreides_manage(10)
    game.do("a: " + HONEST)
    before, bank = spice(game), game.state.bank
    vote_all(game, yes={"h", "e", "g", "f", "b"})
    after = spice(game)
    assert all(after[s] == before[s] + PAID[s] for s in "hegfb")
    assert after["a"] == before["a"] + 3
    assert game.state.bank == bank - 13


def test_the_manager_may_announce_less_but_never_more_than_the_harvest():
    # V.1.a: "tell the truth or ... lie and claim a lower number"
    game = atreides_manage(10)
    game.rejects(f"a: report 11 {SHARES}", "at most", "10")
    game.do("a: report 5 harkonnen 1, emperor 1, guild 1, fremen 2, bene_gesserit 0")
    assert game.state.harvest.announced == 5


def test_shares_total_at_most_the_announcement():
    # V.1.b: "may total the amount you announced or may add up to a lower number"
    game = atreides_manage(10)
    game.rejects(f"a: report 8 {SHARES}", "10", "more than the 8")


def test_every_other_player_gets_a_share_card_and_only_cards_that_exist():
    # V.1.b, Note: only three "1" cards exist
    game = atreides_manage(10)
    error = game.rejects("a: report 5 harkonnen 1, emperor 1, guild 1, fremen 1, "
                         "bene_gesserit 1", "3 Share cards of 1, not 5")
    assert "3×0" in str(error)  # the hint says what the inventory holds
    game.rejects("a: report 10 harkonnen 2, emperor 2, guild 2, fremen 2",
                 "Bene Gesserit missing")
    game.rejects("a: report 10 atreides 2, harkonnen 2, emperor 2, guild 2, fremen 2",
                 "Atreides")
    game.rejects("a: report 10 harkonnen 2, harkonnen 2, emperor 2, guild 2, fremen 2",
                 "once")
    game.rejects("a: report 10 harkonnen 9", "")
    game.rejects("h: " + HONEST, "only the manager")


def test_a_dishonest_report_rejected_by_a_majority_pays_the_no_voters():
    # V.2.b.3: yes voters paid first, the no voters divide the balance, the odd spice
    # returns to the reserves; the Manager gets nothing and the player to the right
    # becomes Manager
    game = atreides_manage(15)
    game.do(f"a: report 10 {SHARES}")
    before, bank = spice(game), game.state.bank
    vote_all(game, yes={"h"})
    after = spice(game)
    pot = 15 + 3 - 2  # the Harkonnen's 2 paid first
    each = pot // 4
    assert after["h"] == before["h"] + 2
    assert all(after[s] == before[s] + each for s in "egfb")
    assert after["a"] == before["a"]
    assert game.state.bank == bank - 18 + (pot - 4 * each)
    assert game.state.harvest.manager == Faction.HARKONNEN


def test_shares_short_of_the_announcement_are_dishonest():
    # V.2.b.3: "the total of the shares passed out does not equal the amount announced"
    game = atreides_manage(10)
    game.do("a: report 10 harkonnen 1, emperor 1, guild 1, fremen 0, bene_gesserit 0")
    vote_all(game, yes=set())
    assert game.state.harvest.manager == Faction.HARKONNEN


def test_an_honest_report_rejected_leaves_the_no_voters_with_nothing():
    # V.2.b.3-4: unless a majority vote no AND the report is dishonest, the Manager keeps
    game = atreides_manage(10)
    game.do("a: " + HONEST)
    before = spice(game)
    vote_all(game, yes={"h"})
    after = spice(game)
    assert after["h"] == before["h"] + 2 and all(after[s] == before[s] for s in "egfb")
    assert after["a"] == before["a"] + 13 - 2  # the pot less the Harkonnen's share
    assert game.state.harvest.manager == Faction.ATREIDES


def test_a_dishonest_report_survives_without_a_majority_of_no():
    # V.2.b.3: more no than yes is needed; a tie keeps the Manager
    game = atreides_manage(15)
    game.do("a: report 5 harkonnen 1, emperor 1, guild 1, fremen 2, bene_gesserit 0")
    vote_all(game, yes={"h", "e", "g"})
    assert game.state.harvest.manager == Faction.ATREIDES


def test_the_harkonnen_stay_manager_when_caught_the_first_time_only():
    # VI.6: "you can keep on being Manager until you get caught a second time"
    game = harvest_game()
    stack(game, 15, 12)
    commit_all(game, {"h": 2, "a": 1})
    report = "h: report 5 atreides 1, emperor 1, guild 1, fremen 2, bene_gesserit 0"
    for caught, manager in ((1, Faction.HARKONNEN), (2, Faction.EMPEROR)):
        game.do("g: sell 0")
        game.do(report)
        vote_all(game, yes=set())
        assert game.state.harvest.caught == caught
        assert game.state.harvest.manager == manager
        pass_auction(game)


def test_the_atreides_look_at_one_players_shares_before_voting():
    # VI.1
    game = atreides_manage(10)
    game.state.harvest.manager = Faction.HARKONNEN
    game.do("h: report 10 atreides 2, emperor 2, guild 3, fremen 2, bene_gesserit 1")
    game.rejects("a: look harkonnen", "cannot look")
    game.rejects("a: look atreides", "cannot look")
    events = game.do("a: look bene gesserit")
    seen = [e for e in events if e.kind == "harvest_seen_share"]
    assert seen[0].audience == "seat:a" and seen[0].data["cards"] == [1]
    game.rejects("a: look emperor", "once a harvest")
    game.rejects("e: look guild", "atreides")
    game.do("a: vote yes")
    assert game.state.harvest.looked == Faction.BENE_GESSERIT


def test_the_atreides_may_not_look_after_voting():
    game = atreides_manage(10)
    game.state.harvest.manager = Faction.HARKONNEN
    game.do("h: report 10 atreides 2, emperor 2, guild 2, fremen 3, bene_gesserit 1")
    game.do("a: vote no")
    game.rejects("a: look guild", "before they vote")


def test_votes_are_secret_until_all_are_cast():
    # V.2.a: played face down, turned over together
    game = atreides_manage(10)
    game.do("a: " + HONEST)
    events = game.do("h: vote no")
    assert all("no" not in t.lower().split() for t in game.public_texts(events))
    assert [e.audience for e in events if e.kind == "harvest_vote"] == ["seat:h"]


def test_the_default_report_is_the_truth_shared_evenly():
    game = atreides_manage(10)
    game.do("mod: force")
    h = game.state.harvest
    assert h.announced == 10 and sum(map(sum, h.shares.values())) == 10
    assert all(len(cards) >= 1 for cards in h.shares.values())


def test_even_shares_use_the_inventory():
    # V.1.b, Note: five players cannot each be given 1 (three "1" cards)
    players = [Faction.HARKONNEN, Faction.EMPEROR, Faction.GUILD, Faction.FREMEN,
               Faction.BENE_GESSERIT]
    shares = even_shares(5, players)
    assert shares is not None and sum(map(sum, shares.values())) == 5
    assert all(shares.values())
    assert even_shares(0, players) is None
    big = even_shares(65, players)
    assert big is not None and max(map(sum, big.values())) - min(map(sum, big.values())) <= 3
