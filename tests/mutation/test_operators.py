"""The mutation runner's mistakes: realistic, compilable, and named stably."""

from mutation.operators import mutants

SOURCE = '''"""A docstring with 3 numbers: 1, 2."""


def charity(player, log) -> None:
    """VIII.I: 2 spice when broke."""
    if player.spice == 0 and not player.skip:
        player.spice += 2
        log.public(f"Charity: {player.name} collects 2 spice (über).")
    assert player.spice >= 0
    return max(player.spice, 1)
'''


def replacements(source=SOURCE):
    return {(m.operator, m.original, m.replacement) for m in mutants("m.py", source)}


def test_each_kind_of_rule_mistake_is_made():
    found = replacements()
    assert ("comparison", "player.spice == 0", "(player.spice != 0)") in found
    assert ("constant", "0", "1") in found and ("constant", "2", "3") in found
    assert (
        "drop condition",
        "player.spice == 0 and not player.skip",
        "(player.spice == 0)",
    ) in found
    assert (
        "and/or",
        "player.spice == 0 and not player.skip",
        "(player.spice == 0 or not player.skip)",
    ) in found
    assert ("drop not", "not player.skip", "(player.skip)") in found
    assert ("arithmetic", "player.spice += 2", "player.spice -= 2") in found
    assert ("builtin", "max(player.spice, 1)", "(min(player.spice, 1))") in found


def test_docstrings_messages_and_asserts_are_left_alone():
    lines = {m.line for m in mutants("m.py", SOURCE)}
    assert not lines & {1, 5, 8, 9}


def test_a_mutant_changes_only_its_own_text_and_still_compiles():
    for m in mutants("m.py", SOURCE):
        mutated = m.apply(SOURCE)
        compile(mutated, "m.py", "exec")
        before, after = SOURCE.splitlines(), mutated.splitlines()
        assert [i for i, (a, b) in enumerate(zip(before, after, strict=True)) if a != b] == [
            m.line - 1
        ]


def test_keys_do_not_change_when_lines_above_move():
    keys = [m.key for m in mutants("m.py", SOURCE)]
    shifted = SOURCE.replace('"""\n\n\n', '"""\n\nimport os\n\n\n', 1)
    assert [m.key for m in mutants("m.py", shifted)] == keys
    assert len(set(keys)) == len(keys)


def test_messages_built_with_plus_are_not_mutated():
    source = 'def hint(uses):\n    return "Uses: " + ", ".join(uses) + "."\n'
    assert not [m for m in mutants("m.py", source) if m.operator == "arithmetic"]
