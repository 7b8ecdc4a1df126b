"""salon/receiver: the fields' checks, the settings from the environment,
and the e-mail a message becomes."""

from __future__ import annotations

import email
import email.policy
import re
from pathlib import Path

import pytest

from salon import client_address, paths
from salon.contact_form import EMAIL, HONEYPOT, MESSAGE, NAME, REPLY_PLACEHOLDERS
from salon.receiver import mailer, replies, settings
from salon.receiver.replies import Problem
from salon.receiver.settings import Settings, SettingsError, Smtp, from_env
from salon.receiver.store import Stored
from salon.receiver.validation import (
    MAX_EMAIL,
    MAX_MESSAGE,
    MAX_NAME,
    Submission,
    honeypot_filled,
    is_email,
    validate,
)
from salon.web_origin import origin
from tests.content import CONTENT, CONTENTS

VALID = {NAME: "Anna Andersson", EMAIL: "anna@example.se", MESSAGE: "Hej! Har ni tid på fredag?"}


def test_a_valid_form_is_tidied():
    submission, errors = validate(
        {
            NAME: "  Anna \n\t Andersson ",
            EMAIL: " anna@example.se ",
            MESSAGE: "\r\n Rad ett\r\nrad två\rrad tre \n",
        }
    )
    assert errors == {}
    assert submission == Submission(
        name="Anna Andersson", email="anna@example.se", message="Rad ett\nrad två\nrad tre"
    )


@pytest.mark.parametrize(
    "field, expected",
    [
        (NAME, Problem(replies.NAME_MISSING)),
        (EMAIL, Problem(replies.EMAIL_MISSING)),
        (MESSAGE, Problem(replies.MESSAGE_MISSING)),
    ],
)
def test_a_missing_or_blank_field_is_named(field, expected):
    for value in (None, "", "  \n "):
        fields = {key: text for key, text in VALID.items() if key != field or value is not None}
        if value is not None:
            fields[field] = value
        submission, errors = validate(fields)
        assert submission is None
        assert errors == {field: expected}


@pytest.mark.parametrize("field, limit", [(NAME, MAX_NAME), (MESSAGE, MAX_MESSAGE)])
def test_sizes_are_limited_in_characters(field, limit):
    at_limit = {**VALID, field: "å" * limit}
    assert validate(at_limit)[1] == {}
    submission, errors = validate({**VALID, field: "å" * (limit + 1)})
    assert submission is None
    assert list(errors) == [field]
    assert errors[field].values["limit"] == limit
    # Every language's text names the limit (the content's check holds
    # the placeholders to those the receiver fills in).
    for code in CONTENTS:
        assert str(limit) in replies.say(errors[field], code)


def test_every_bad_field_is_reported_at_once():
    _, errors = validate({NAME: "", EMAIL: "nej", MESSAGE: ""})
    assert errors == {
        NAME: Problem(replies.NAME_MISSING),
        EMAIL: Problem(replies.EMAIL_INVALID),
        MESSAGE: Problem(replies.MESSAGE_MISSING),
    }


@pytest.mark.parametrize(
    "address",
    [
        "anna@example.se",
        "anna.b+salong@mail.example.com",
        "o'hara@example.ie",
        "x@a-b.co",
        "anna@exempel.åäö.se",
        "a" * 64 + "@" + "b" * 63 + ".se",
    ],
)
def test_addresses_a_reply_can_reach(address):
    assert is_email(address)


@pytest.mark.parametrize(
    "address",
    [
        "",
        "anna",
        "anna@",
        "@example.se",
        "anna@example",
        "anna@@example.se",
        "anna @example.se",
        "anna@example.se.",
        "anna@-example.se",
        "anna@exa_mple.se",
        "ånna@example.se",
        "anna@example.se\nBcc: x@example.se",
        # Mail servers refuse these dots; the mailer could never send them.
        "anna.@example.org",
        "anna..svensson@example.org",
        # Python's header parser reads an encoded word where the address has text.
        "=?a?q?b?=@example.org",
        "a@" + "b" * 64 + ".se",
        "a" * (MAX_EMAIL - len("@example.se") + 1) + "@example.se",
    ],
)
def test_addresses_that_are_not(address):
    assert not is_email(address)


def test_control_characters_never_reach_a_header():
    submission, errors = validate(
        {**VALID, NAME: "Anna\r\nBcc: x@example.se\x00", MESSAGE: "Hej\x07 där\u2028!"}
    )
    assert errors == {}
    assert submission.name == "Anna Bcc: x@example.se"
    assert submission.message == "Hej där!"
    _, errors = validate({**VALID, EMAIL: "anna@example.se\r\nBcc: x@example.se"})
    assert list(errors) == [EMAIL]


def test_the_honeypot_counts_only_when_filled():
    assert not honeypot_filled(VALID)
    assert not honeypot_filled({**VALID, HONEYPOT: ""})
    assert not honeypot_filled({**VALID, HONEYPOT: "  "})
    assert honeypot_filled({**VALID, HONEYPOT: "https://spam.example"})


# --- settings ------------------------------------------------------------------------


def test_defaults_come_from_the_content():
    settings = from_env({})
    assert settings.smtp.recipient == CONTENT.contact.email
    assert settings.smtp.sender == CONTENT.contact.email
    assert settings.origins == (origin(CONTENT.site_url),)
    assert (settings.smtp.host, settings.smtp.port, settings.smtp.security) == (
        "localhost",
        25,
        "none",
    )
    assert settings.retention_days == CONTENT.message_retention_days
    assert str(settings.db_path) == "data/messages.db"


def test_the_environment_overrides_every_default(tmp_path):
    settings = from_env(
        {
            "SALON_RECEIVER_DB": str(tmp_path / "m.db"),
            "SALON_RECEIVER_TO": "agare@example.se",
            "SALON_RECEIVER_ORIGINS": "http://localhost:3000, http://127.0.0.1:3000",
            "SALON_RECEIVER_RATE_LIMIT": "2",
            "SALON_RECEIVER_TRUSTED_PROXIES": "10.0.0.2",
            "SALON_SMTP_HOST": "smtp.example.se",
            "SALON_SMTP_SECURITY": "STARTTLS",
            "SALON_SMTP_USER": "salong",
            "SALON_SMTP_PASSWORD": "hemligt",
            "SALON_SMTP_FROM": "webb@example.se",
        }
    )
    assert settings == Settings(
        db_path=tmp_path / "m.db",
        smtp=Smtp(
            host="smtp.example.se",
            port=587,
            security="starttls",
            user="salong",
            password="hemligt",
            sender="webb@example.se",
            recipient="agare@example.se",
        ),
        origins=(origin(CONTENT.site_url), "http://localhost:3000", "http://127.0.0.1:3000"),
        retention_days=CONTENT.message_retention_days,
        rate_limit=2,
        trusted_proxies=("10.0.0.2",),
    )
    assert "hemligt" not in repr(settings)
    assert from_env({"SALON_SMTP_SECURITY": "ssl"}).smtp.port == 465
    assert from_env({"SALON_SMTP_SECURITY": "ssl", "SALON_SMTP_PORT": "2465"}).smtp.port == 2465


def test_bad_settings_give_one_line_each():
    with pytest.raises(SettingsError) as raised:
        from_env(
            {
                "SALON_SMTP_PORT": "70000",
                "SALON_SMTP_SECURITY": "tls",
                "SALON_RECEIVER_TO": "ingen adress",
                "SALON_SMTP_FROM": "webb@",
                "SALON_RECEIVER_ORIGINS": "https://ok.example, salong.example, http://localhost:3000/",
                "SALON_RECEIVER_TRUSTED_PROXIES": "nginx",
            }
        )
    lines = str(raised.value).splitlines()
    assert [line.split(":")[0] for line in lines] == [
        "SALON_SMTP_SECURITY",
        "SALON_RECEIVER_TO",
        "SALON_SMTP_FROM",
        "SALON_RECEIVER_ORIGINS",
        "SALON_RECEIVER_ORIGINS",
        "SALON_RECEIVER_TRUSTED_PROXIES",
        "SALON_SMTP_PORT",
    ]


def test_every_variable_is_in_the_deploy_guide():
    read = {
        name
        for module in (settings, paths, client_address)
        for name in re.findall(r'"(SALON_[A-Z_]+)"', Path(module.__file__).read_text("utf-8"))
    }
    guide = (Path(__file__).resolve().parents[2] / "deploy" / "README.md").read_text(
        encoding="utf-8"
    )
    table = set(re.findall(r"^\| `(SALON_[A-Z_]+)` \|", guide, re.M))
    assert len(read) == 11
    assert table == read


def test_a_password_is_never_sent_unencrypted_to_another_host():
    with pytest.raises(SettingsError, match="SALON_SMTP_PASSWORD"):
        from_env({"SALON_SMTP_HOST": "smtp.example.se", "SALON_SMTP_PASSWORD": "hemligt"})
    # A local mail server over loopback is fine.
    assert from_env({"SALON_SMTP_PASSWORD": "hemligt"}).smtp.password == "hemligt"


# --- the e-mail ----------------------------------------------------------------------


def test_the_email_goes_to_the_salon_and_answers_go_to_the_visitor():
    smtp = Smtp(sender="webb@salong.example", recipient="hej@salong.example")
    stored = Stored(
        id=7,
        received_at=1_700_000_000.5,
        name='Anna "Nisse", Andersson',
        email="anna@example.se",
        message="Hej!\nRad två.",
        attempts=1,
    )
    raw = mailer.compose(stored, smtp).as_bytes()
    mail = email.message_from_bytes(raw, policy=email.policy.default)
    assert mail["To"] == "hej@salong.example"
    assert mail["From"] == "webb@salong.example"
    assert mail["Reply-To"].addresses[0].addr_spec == "anna@example.se"
    assert mail["Reply-To"].addresses[0].display_name == 'Anna "Nisse", Andersson'
    assert 'Anna "Nisse", Andersson' in mail["Subject"]
    assert mail["Message-ID"] == "<kontakt-7-1700000000@salong.example>"
    assert mail["Date"].datetime.timestamp() == 1_700_000_000
    assert mail.get_content().startswith("Hej!\nRad två.\n")


class _Where:
    """Names a content location as the build does, without its file."""

    def where(self, loc):
        return ".".join(map(str, loc))

    def order(self, loc):
        return (0, 0)


@pytest.mark.parametrize("code", list(CONTENTS))
@pytest.mark.parametrize("name, known", list(REPLY_PLACEHOLDERS.items()))
def test_an_answer_naming_a_value_the_receiver_does_not_fill_stops_the_build(code, name, known):
    """A placeholder the receiver would leave as typed is a content error."""
    from salon.content_model.checks import _form_placeholders
    from salon.content_model.report import Report

    content = CONTENTS[code]
    report = Report(_Where())
    _form_placeholders(content, None, report)
    assert report.errors == []
    broken = content.texts.model_copy(update={name: getattr(content.texts, name) + " {dagar}"})
    report = Report(_Where())
    _form_placeholders(content.model_copy(update={"texts": broken}), None, report)
    assert report.errors == [
        f"texts.{name}: unknown placeholder {{dagar}}; use {' or '.join(known)}"
    ]
