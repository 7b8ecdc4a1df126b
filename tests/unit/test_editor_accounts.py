"""The own server's editors: `python -m salon.editors` adds, lists, removes
them and changes a password; the password is asked twice (two lines when
standard input is not a terminal) and stored as a salted scrypt hash with
its parameters, in editors.db in the data folder, readable by its owner
alone, and nowhere else."""

from __future__ import annotations

import io
import stat
from pathlib import Path

import pytest

from salon.editors import passwords
from salon.editors.__main__ import main
from salon.editors.accounts import AccountError, Accounts
from salon.editors.database import FILE, Database
from tests.editor_site import FAST, PASSWORD


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def environ(ram_tmp_path):
    return {"SALON_RECEIVER_DB": str(ram_tmp_path / "data" / "messages.db")}


def run(environ, *argv, stdin: str = ""):
    return main(list(argv), stdin=io.StringIO(stdin), environ=environ, cost=FAST)


def accounts_in(environ) -> Accounts:
    return Accounts(Database(Path(environ["SALON_RECEIVER_DB"]).parent / FILE), FAST)


def test_add_reads_the_password_twice_from_a_pipe_and_stores_a_hash(environ, capsys):
    assert run(environ, "add", "Anna", stdin=f"{PASSWORD}\n{PASSWORD}\n") == 0
    assert "Added Anna" in capsys.readouterr().out
    accounts = accounts_in(environ)
    assert [account.name for account in accounts.all()] == ["Anna"]
    # Any case at log-in; the right password only.
    assert accounts.check("anna", PASSWORD).name == "Anna"
    assert accounts.check("ANNA", PASSWORD) is not None
    assert accounts.check("anna", PASSWORD + "x") is None
    db = Database(accounts.database.path)
    with db.connect() as connection:
        (stored,) = connection.execute("SELECT password FROM editors").fetchone()
    assert PASSWORD not in stored
    scheme, n, r, p, salt, digest = stored.split("$")
    assert (scheme, int(n), int(r), int(p)) == ("scrypt", FAST.n, FAST.r, FAST.p)
    # A 16-byte salt and a 32-byte hash, in base64.
    assert (len(salt), len(digest)) == (24, 44)


def test_add_asks_on_a_terminal_without_echo(environ, monkeypatch):
    asked = []
    monkeypatch.setattr(
        "salon.editors.__main__.getpass.getpass", lambda prompt: asked.append(prompt) or PASSWORD
    )
    assert main(["add", "bo"], stdin=Terminal(), environ=environ, cost=FAST) == 0
    assert len(asked) == 2
    assert accounts_in(environ).check("bo", PASSWORD) is not None


def test_the_database_is_its_owners_alone_in_the_data_folder(environ):
    run(environ, "add", "anna", stdin=f"{PASSWORD}\n{PASSWORD}\n")
    path = accounts_in(environ).database.path
    assert path.parent == Path(environ["SALON_RECEIVER_DB"]).parent
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_each_hash_has_its_own_salt():
    first, second = passwords.hash_password(PASSWORD, FAST), passwords.hash_password(PASSWORD, FAST)
    assert first != second
    assert passwords.verify(PASSWORD, first) and passwords.verify(PASSWORD, second)
    assert not passwords.verify(PASSWORD, "scrypt$3$1$1$AAAA$AAAA")  # n scrypt refuses
    assert not passwords.verify(PASSWORD, "plain")


@pytest.mark.parametrize(
    "argv, stdin, line",
    [
        (["add", "anna"], f"{PASSWORD}\nannat lösenord\n", "the two passwords differ"),
        (["add", "anna"], f"{PASSWORD}\n", "expected two lines on standard input"),
        (["add", "anna"], "kort\nkort\n", "at least 8 characters"),
        (["add", "an na"], f"{PASSWORD}\n{PASSWORD}\n", "a name is 1 to 40 letters"),
        (["add", "<anna>"], f"{PASSWORD}\n{PASSWORD}\n", "a name is 1 to 40 letters"),
        (["add", "Bo"], f"{PASSWORD}\n{PASSWORD}\n", "there is an editor named 'Bo' already"),
        (["remove", "nobody"], "", "there is no editor named 'nobody'"),
        (["password", "nobody"], f"{PASSWORD}\n{PASSWORD}\n", "there is no editor named"),
    ],
)
def test_a_problem_is_one_line_and_a_failing_status(environ, capsys, argv, stdin, line):
    run(environ, "add", "bo", stdin=f"{PASSWORD}\n{PASSWORD}\n")
    capsys.readouterr()
    assert run(environ, *argv, stdin=stdin) == 1
    error = capsys.readouterr().err
    assert line in error
    assert len(error.strip().splitlines()) == 1
    assert PASSWORD not in error
    assert [account.name for account in accounts_in(environ).all()] == ["bo"]


def test_list_password_and_remove(environ, capsys):
    for name in ("bo", "anna"):
        run(environ, "add", name, stdin=f"{PASSWORD}\n{PASSWORD}\n")
    capsys.readouterr()
    assert run(environ, "list") == 0
    listed = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[0] for line in listed] == ["anna", "bo"]
    assert run(environ, "password", "anna", stdin="nytt lösenord\nnytt lösenord\n") == 0
    accounts = accounts_in(environ)
    assert accounts.check("anna", "nytt lösenord") is not None
    assert accounts.check("anna", PASSWORD) is None
    assert run(environ, "remove", "anna") == 0
    assert [account.name for account in accounts_in(environ).all()] == ["bo"]
    assert accounts_in(environ).check("anna", "nytt lösenord") is None


def test_the_password_is_never_printed(environ, capsys):
    for argv in (["add", "anna"], ["password", "anna"]):
        run(environ, *argv, stdin=f"{PASSWORD}\n{PASSWORD}\n")
    out = capsys.readouterr()
    assert PASSWORD not in out.out + out.err


def test_an_unknown_name_costs_one_hash_as_a_wrong_password_does(ram_tmp_path, monkeypatch):
    accounts = Accounts(Database(ram_tmp_path / FILE), FAST)
    accounts.add("anna", PASSWORD)
    costs = []
    real = passwords._scrypt
    monkeypatch.setattr(
        passwords, "_scrypt", lambda pw, salt, cost: costs.append(cost) or real(pw, salt, cost)
    )
    assert accounts.check("nobody", PASSWORD) is None
    assert accounts.check("anna", "fel lösenord") is None
    assert costs == [FAST, FAST]


def test_a_name_is_unique_in_any_case(ram_tmp_path):
    accounts = Accounts(Database(ram_tmp_path / FILE), FAST)
    accounts.add("Åsa", PASSWORD)
    with pytest.raises(AccountError, match="already"):
        accounts.add("åsa", PASSWORD)
    assert accounts.check("ÅSA", PASSWORD).name == "Åsa"
