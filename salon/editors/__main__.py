"""The editors of /admin/ on the own server, managed on the server itself:

    python -m salon.editors add NAME         a new editor; asks for the password twice
    python -m salon.editors list             every editor, and when added
    python -m salon.editors password NAME    a new password; ends the editor's sessions
    python -m salon.editors remove NAME      the editor gone, their sessions ended

The password is asked for without echo; when standard input is not a
terminal, its first two lines are the password and its repetition. The
accounts are in editors.db in the data folder (salon.paths.data_dir(): the
folder of SALON_RECEIVER_DB, data/ in a checkout). A problem is one line on
standard error and exit status 1.
"""

from __future__ import annotations

import argparse
import datetime
import getpass
import os
import sqlite3
import sys
from collections.abc import Mapping, Sequence
from typing import TextIO

from salon import paths
from salon.editors.accounts import AccountError, Accounts
from salon.editors.database import FILE, Database
from salon.editors.passwords import DEFAULT, Scrypt

FAILED = 1


class _Refused(Exception):
    pass


def main(
    argv: Sequence[str] | None = None,
    *,
    stdin: TextIO | None = None,
    environ: Mapping[str, str] = os.environ,
    cost: Scrypt = DEFAULT,
) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m salon.editors", description="The editors of /admin/ on the own server."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("add", help="a new editor; asks for the password twice").add_argument(
        "name"
    )
    commands.add_parser("list", help="every editor, and when added")
    commands.add_parser("password", help="a new password; ends their sessions").add_argument("name")
    commands.add_parser("remove", help="remove the editor; ends their sessions").add_argument(
        "name"
    )
    args = parser.parse_args(argv)
    stdin = stdin or sys.stdin
    try:
        accounts = Accounts(Database(paths.data_dir(environ) / FILE), cost)
        if args.command == "list":
            for account in accounts.all():
                print(f"{account.name}\tadded {_when(account.added_at)}")
        elif args.command == "add":
            accounts.add(args.name, _password(stdin))
            print(f"Added {args.name}: they log in at /admin/ with this password.")
        elif args.command == "password":
            accounts.set_password(args.name, _password(stdin))
            print(f"New password for {args.name}; their sessions are ended.")
        else:
            accounts.remove(args.name)
            print(f"Removed {args.name}; their sessions are ended.")
    except (AccountError, _Refused) as problem:
        print(f"{problem}", file=sys.stderr)
        return FAILED
    except (EOFError, KeyboardInterrupt):
        print("cancelled; nothing changed", file=sys.stderr)
        return FAILED
    except (sqlite3.Error, OSError) as problem:
        print(f"The editors' database cannot be used: {problem}", file=sys.stderr)
        return FAILED
    return 0


def _password(stdin: TextIO) -> str:
    if stdin.isatty():
        first = getpass.getpass("Password: ")
        second = getpass.getpass("Again: ")
    else:
        first, second = stdin.readline(), stdin.readline()
        if not first.endswith("\n") or not second:
            raise _Refused("expected two lines on standard input: the password, then again")
        first, second = first.rstrip("\r\n"), second.rstrip("\r\n")
    if first != second:
        raise _Refused("the two passwords differ; nothing changed")
    return first


def _when(at: float) -> str:
    return datetime.datetime.fromtimestamp(at).strftime("%Y-%m-%d %H:%M")


if __name__ == "__main__":
    raise SystemExit(main())
