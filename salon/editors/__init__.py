"""The own server's editor: /admin/ on the salon's own server, with a name
and password, saving straight into the site's repository (content/cms.yml's
`backend: server`; docs/decisions/own-server-editor.md).

- `passwords`, `accounts`, `__main__`: the editors and their hashed
  passwords, managed with `python -m salon.editors` on the server;
- `database`: editors.db in the data folder (accounts, sessions, failed log-ins);
- `sessions`, `login_record`, `login_page`, `login`: log-in, the session
  cookie, the lock-out, log-out;
- `request_origin`: whether a request comes from the site's own pages;
- `site_paths`: the files the editor may touch;
- `repository`, `merge`, `checking`, `saving`, `history`: reading from git,
  a save merged, checked by the build's loader, committed and published,
  the last changes and their undo;
- `actions`, `endpoint`: `POST /api/editor`, Decap's proxy backend and the
  admin page's own actions;
- `settings`, `app`: the configuration, and the editor mounted on the
  Reflex backend.
"""
