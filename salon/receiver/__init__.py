"""The contact form's own receiver, for owners who run a server.

`POST /api/kontakt` on the Reflex app's backend (`reflex run --env prod
--backend-only`, hooked in by `salon/salon.py`): it checks the form, stores
every message in SQLite before it answers, and forwards it to the salon's
e-mail by SMTP, retrying until the mail server takes it. deploy/README.md
("The contact form's receiver") describes running it; docs/decisions/receiver.md why
it lives in the Reflex backend.

Modules: `settings` (environment variables), `validation` (the fields),
`store` (SQLite), `mailer` (the e-mail and SMTP), `delivery` (sending what is
due), `replies` (what a visitor sees), `api` (the endpoint, the hooks and
the log), `__main__` (the operator's commands: `python -m salon.receiver`).

The form's own names (its path, its fields, the replies' placeholders)
are salon/contact_form.py's, which the contact page, this receiver and the
content's checks share.
"""
