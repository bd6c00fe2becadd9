"""`usage_of` writes the lines that buttons send; `parse` must read each back to the very
command it was written from."""

from typing import Annotated

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import Arg, Command, Registry
from engine.rulesets.classic.protocol.ruleset import RULESET
from engine.rulesets.classic.protocol.simulate import play, random_origin

registry = Registry()


@registry.command()
class Deal(Command):
    name = "deal"
    to: str
    amount: int
    terms: Annotated[str, Arg("text")] | None = None
    place: str | None = None


@registry.command()
class Answer(Command):
    name = "answer"
    yes: bool = True


@registry.command()
class Recruit(Command):
    name = "recruit"
    count: int
    elite: bool = False


@registry.command()
class Take(Command):
    name = "take"
    what: str


def test_a_yes_or_no_is_written_as_the_word_a_player_types():
    assert registry.usage_of(Answer(yes=False)) == "answer no"
    assert registry.usage_of(Answer(yes=True)) == "answer"
    assert registry.usage_of(Recruit(count=2, elite=True)) == "recruit 2 elite=yes"
    for command in (Answer(yes=False), Answer(), Recruit(count=2, elite=True),
                    Recruit(count=1, elite=False)):
        assert registry.parse(registry.usage_of(command)) == command


@given(to=st.text(), amount=st.integers(-10**6, 10**6), terms=st.none() | st.text(),
       place=st.none() | st.text())
def test_any_text_value_survives_usage_then_parse(to, amount, terms, place):
    command = Deal(to=to, amount=amount, terms=terms, place=place)
    assert registry.parse(registry.usage_of(command), max_length=None) == command


def _round_trips(session, _events) -> None:
    """Every legal command of every seat the game waits for, written and read back."""
    state, reg = session.state, RULESET.registry
    for decision in RULESET.pending(state):
        for command in RULESET.legal(state, decision.seat):
            line = reg.usage_of(command)
            assert reg.parse(line, RULESET.vocabulary) == command, line


@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_every_legal_command_of_a_random_game_parses_back_from_its_usage(seed):
    play(random_origin(seed), seed=seed, until=lambda s: s.turn > 3, check=_round_trips)


def test_questions_and_deal_terms_keep_their_quotes():
    # pad B.1 Truthtrance asks a question; XIII bribes state their terms: any text at all
    parse = RULESET.registry.parse
    for line, text in (('truthtrance atreides do you hold "Lasgun"?', 'do you hold "Lasgun"?'),
                       ("truthtrance atreides is it 'yes'?", "is it 'yes'?")):
        command = parse(line, RULESET.vocabulary)
        assert (command.target, command.question) == ("atreides", text)
    bribe = parse("bribe atreides 5 'cause I like you", RULESET.vocabulary)
    assert (bribe.to, bribe.amount, bribe.note) == ("atreides", 5, "'cause I like you")
    bribe = parse('bribe bene gesserit 5 note=for "the" deal', RULESET.vocabulary)
    assert (bribe.to, bribe.note) == ("bene gesserit", 'for "the" deal')


def test_a_value_that_reads_as_a_filler_word_is_written_quoted():
    # `at`, `to`, `the` are dropped around values when no free text is typed; a value that is
    # one of them is quoted, so a line written for a button reads back to its command
    for command in (Deal(to="AT", amount=0, terms=""), Deal(to="to", amount=3, place="x")):
        assert registry.parse(registry.usage_of(command), max_length=None) == command
    # where fillers are all there is, the parser keeps them: `take spice` stays as typed
    assert registry.usage_of(Take(what="spice")) == "take spice"
    assert registry.parse("take spice") == Take(what="spice")
