"""The table speaks the language asked for (`--lang`): its own words come from the
catalogue, so played in the tests' pseudo-language every word of them is marked, and in
Polish they are Polish; English stays the table's default."""

from __future__ import annotations

from bot.cli import main
from engine.core.words.pseudo import unmarked
from engine.rulesets.classic.protocol.ruleset import RULESET

SCRIPT = ["zed: pass", ": pass", "help", "board nope", "nonsense", "options", "pending"]


def table(tmp_path, capsys, lang: str | None) -> tuple[list[str], str]:
    script = tmp_path / f"script-{lang}.txt"
    script.write_text("\n".join(SCRIPT) + "\n")
    argv = ["table", "--ruleset", "classic", "--seats", "alice:atreides,bob:harkonnen",
            "--seed", "3", "--db", str(tmp_path / f"{lang}.sqlite3"), "--script", str(script)]
    assert main(argv + (["--lang", lang] if lang else [])) == 0
    captured = capsys.readouterr()
    return captured.out.splitlines(), captured.err


def test_the_tables_own_words_are_the_catalogues(tmp_path, capsys):
    out, err = table(tmp_path, capsys, "qps")
    assert "⟦" in err  # the header: `Game 1 (...), seed 3`
    commands = {part for cls in RULESET.registry for part in cls.name.split("_")}
    allowed = {"alice", "bob", "mod", "zed", "nope", "nonsense", "help", "quit", "table",
               "state", "view", "seat", "pending", "status", "options", "board", "detail",
               "svg", "all", "name", "version", "turn", "export", "file", *RULESET.topics,
               *commands}
    mine = [line for line in out if line.startswith("! ") or "⟦" in line]
    assert len(mine) >= 6
    for line in mine:
        if line.startswith("  ⟦waiting for⟧"):
            line = line.split("⟦:⟧", 1)[0]  # then the game's prompt, not the table's words
        assert unmarked(line, allowed) == [], line


def test_the_table_in_polish_and_english_by_default(tmp_path, capsys):
    polish, _ = table(tmp_path, capsys, "pl")
    assert "! Nie ma miejsca `zed`; miejsca: alice, bob i mod." in polish
    assert any("może teraz użyć" in line for line in polish)
    english, _ = table(tmp_path / "..", capsys, None)
    assert "! No seat `zed`; seats: alice, bob and mod." in english
    assert any(line.startswith("  alice may now use: ") for line in english)


def test_a_language_the_table_does_not_speak_is_refused(tmp_path, capsys):
    try:
        main(["table", "--lang", "de", "--seats", "a", "--db", str(tmp_path / "x")])
    except SystemExit as stop:
        assert stop.code == 2
    assert "en, it, fr, pl" in capsys.readouterr().err
