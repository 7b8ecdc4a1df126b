"""What `POST /api/editor` does for each action: those Decap's proxy backend
sends (decap-cms 3.16.3; the shapes decap-server 3.11.3 answers), and the
admin page's own (assets/js/admin/server/).

    info              {repo, publish_modes: ["simple"], type}
    entriesByFolder   folder, extension, depth -> [{data, file: {path, label, id}}]
    entriesByFiles    files: [{path, label}] -> the same; a missing file: data and id null
    getEntry          path -> one {data, file}
    persistEntry      dataFiles: [{slug, path, raw}], assets: [{path, content, encoding}],
                      options.commitMessage -> {message}
    getMedia          mediaFolder -> [{id, content, encoding: "base64", path, name}]
    getMediaFile      path -> one media file
    persistMedia      asset, options.commitMessage -> the stored media file
    deleteFile(s)     path / paths, options.commitMessage -> {message}
    getDeployPreview  -> null
    session           -> {name}: who is logged in
    status            -> the publisher's state and the repository's HEAD
    history           -> {changes: [{commit, author, at, sections, message, undoable}]}
    undo              commit -> {message, commit}

`id` is the SHA-256 of the file's bytes, in hex, as decap-server's. Every
path is checked (salon/editors/site_paths.py) before anything is read or
written; reads come from HEAD (salon/editors/repository.py). Anything else
raises ActionError: a status and one line, which Decap shows.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import Callable
from typing import Any

from salon.content_model.fields import UPLOAD_MAX_BYTES
from salon.editors.history import History
from salon.editors.repository import FILE_MODES, Refused, Repository
from salon.editors.saving import Publisher, Saver, SaveRefused
from salon.editors.sessions import Read, Session, Sessions
from salon.editors.site_paths import (
    CONTENT,
    PHOTOS,
    SECTION_FILES,
    PathRefused,
    SitePath,
    site_path,
)
from salon.editors.site_paths import folder as named_folder

_MB = 1_000_000


class ActionError(Exception):
    def __init__(self, status: int, line: str):
        super().__init__(line)
        self.status = status
        self.line = line


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _param(params: dict, name: str, kind: type = str) -> Any:
    value = params.get(name)
    if not isinstance(value, kind):
        raise ActionError(400, f"{name} saknas eller har fel form")
    return value


def _message(params: dict) -> str:
    options = params.get("options")
    message = options.get("commitMessage") if isinstance(options, dict) else None
    return message if isinstance(message, str) else ""


class Actions:
    def __init__(
        self,
        repository: Repository,
        sessions: Sessions,
        saver: Saver,
        history: History,
        publisher: Callable[[], Publisher],
    ):
        self.repository = repository
        self.sessions = sessions
        self.saver = saver
        self.history = history
        self.publisher = publisher
        self._handlers: dict[str, Callable[[Session, dict], Any]] = {
            "info": self.info,
            "entriesByFolder": self.entries_by_folder,
            "entriesByFiles": self.entries_by_files,
            "getEntry": self.get_entry,
            "persistEntry": self.persist_entry,
            "getMedia": self.get_media,
            "getMediaFile": self.get_media_file,
            "persistMedia": self.persist_media,
            "deleteFile": self.delete_file,
            "deleteFiles": self.delete_files,
            "getDeployPreview": self.deploy_preview,
            "session": self.session,
            "status": self.status,
            "history": self.changes,
            "undo": self.undo,
        }

    def run(self, session: Session, action: object, params: object) -> Any:
        handler = self._handlers.get(action) if isinstance(action, str) else None
        if handler is None:
            shown = repr(action)[:60] if action is not None else "(ingen)"
            raise ActionError(422, f"Okänd åtgärd: {shown}")
        if params is None:
            params = {}
        if not isinstance(params, dict):
            raise ActionError(400, "params ska vara ett objekt")
        try:
            return handler(session, params)
        except PathRefused as refused:
            raise ActionError(403, str(refused)) from None
        except Refused as refused:
            raise ActionError(403, str(refused)) from None
        except SaveRefused as refused:
            raise ActionError(refused.status, refused.line) from None

    # --- Decap's ---------------------------------------------------------------------

    def info(self, session: Session, params: dict) -> dict:
        return {"repo": self.repository.root.name, "publish_modes": ["simple"], "type": "salon"}

    def entries_by_folder(self, session: Session, params: dict) -> list[dict]:
        named_folder(params.get("folder"), CONTENT)
        extension = _param(params, "extension")
        files = [{"path": path} for path in SECTION_FILES if path.endswith(extension)]
        return self._entries(session, files)

    def entries_by_files(self, session: Session, params: dict) -> list[dict]:
        files = _param(params, "files", list)
        if not all(isinstance(file, dict) for file in files):
            raise ActionError(400, "files ska vara en lista av {path}")
        return self._entries(session, files)

    def get_entry(self, session: Session, params: dict) -> dict:
        return self._entries(session, [{"path": params.get("path")}])[0]

    def _entries(self, session: Session, files: list[dict]) -> list[dict]:
        wanted = [(self._section(file.get("path")), file.get("label")) for file in files]
        head = self.repository.head()
        entries, reads = [], {}
        for found, label in wanted:
            read = self.repository.read(head, found.path)
            data, blob = read if read else (None, None)
            entries.append(
                {
                    "data": data.decode("utf-8", "replace") if data is not None else None,
                    "file": {
                        "path": found.path,
                        **({"label": label} if isinstance(label, str) else {}),
                        "id": _sha256(data) if data is not None else None,
                    },
                }
            )
            if blob is not None:
                reads[found.path] = Read(blob, head)
        if reads:
            self.sessions.note_read(session, reads)
        return entries

    def persist_entry(self, session: Session, params: dict) -> dict:
        data_files = params.get("dataFiles")
        if data_files is None and isinstance(params.get("entry"), dict):
            data_files = [params["entry"]]
        if not isinstance(data_files, list) or not data_files:
            raise ActionError(400, "dataFiles saknas")
        changes: dict[SitePath, bytes | None] = {}
        for file in data_files:
            if not isinstance(file, dict) or not isinstance(file.get("raw"), str):
                raise ActionError(400, "varje fil ska ha path och raw")
            found = self._section(file.get("path"))
            if file.get("newPath") not in (None, found.path):
                raise ActionError(403, f"{found.label}: innehållets filer byter inte namn")
            changes[found] = file["raw"].encode("utf-8")
        assets = params.get("assets", [])
        if not isinstance(assets, list):
            raise ActionError(400, "assets ska vara en lista")
        for asset in assets:
            found, data = self._asset(asset)
            changes[found] = data
        self.saver.save(session, changes, _message(params))
        return {"message": "entry persisted"}

    def get_media(self, session: Session, params: dict) -> list[dict]:
        named_folder(params.get("mediaFolder"), PHOTOS)
        head = self.repository.head()
        found = []
        for path, entry in sorted(self.repository.folder(head, PHOTOS).items()):
            try:
                site_path(path)
            except PathRefused:
                continue  # not a photo the site takes: not offered
            if entry.mode in FILE_MODES:
                found.append(_media_file(path, self.repository.blob(entry.blob)))
        return found

    def get_media_file(self, session: Session, params: dict) -> dict:
        found = self._photo(params.get("path"))
        read = self.repository.read(self.repository.head(), found.path)
        if read is None:
            raise ActionError(404, f"{found.label} finns inte")
        return _media_file(found.path, read[0])

    def persist_media(self, session: Session, params: dict) -> dict:
        found, data = self._asset(params.get("asset"))
        self.saver.save(session, {found: data}, _message(params))
        return _media_file(found.path, data)

    def delete_file(self, session: Session, params: dict) -> dict:
        return self._delete(session, [params.get("path")], _message(params))

    def delete_files(self, session: Session, params: dict) -> dict:
        paths = _param(params, "paths", list)
        if not paths:
            raise ActionError(400, "paths är tom")
        return self._delete(session, paths, _message(params))

    def _delete(self, session: Session, paths: list, message: str) -> dict:
        photos = [self._photo(path) for path in paths]
        head = self.repository.head()
        there = self.repository.entries(head, [photo.path for photo in photos])
        gone = {photo: None for photo in photos if photo.path in there}
        if gone:
            self.saver.save(session, gone, message)
        return {"message": f"deleted files {', '.join(photo.path for photo in photos)}"}

    def deploy_preview(self, session: Session, params: dict) -> None:
        return None

    def _section(self, value: object) -> SitePath:
        found = site_path(value)
        if found.is_photo:
            raise PathRefused(f"{found.path}: ett foto är ingen del av innehållet")
        return found

    def _photo(self, value: object) -> SitePath:
        found = site_path(value)
        if not found.is_photo:
            raise PathRefused(f"{found.path}: bara foton hanteras som media")
        return found

    def _asset(self, asset: object) -> tuple[SitePath, bytes]:
        if not isinstance(asset, dict):
            raise ActionError(400, "ett foto saknar path och content")
        found = self._photo(asset.get("path"))
        content = asset.get("content")
        if asset.get("encoding") != "base64" or not isinstance(content, str):
            raise ActionError(400, f"{found.label}: fotot ska skickas som base64")
        if len(content) * 3 // 4 > UPLOAD_MAX_BYTES + 2:
            raise ActionError(413, _too_large(found, len(content) * 3 // 4))
        try:
            data = base64.b64decode(content, validate=True)
        except (binascii.Error, ValueError):
            raise ActionError(400, f"{found.label}: fotot är inte giltig base64") from None
        if len(data) > UPLOAD_MAX_BYTES:
            raise ActionError(413, _too_large(found, len(data)))
        if not data:
            raise ActionError(400, f"{found.label}: fotot är tomt")
        return found, data

    # --- the admin page's ------------------------------------------------------------

    def session(self, session: Session, params: dict) -> dict:
        return {"name": session.name}

    def status(self, session: Session, params: dict) -> dict:
        try:
            state = self.publisher().state()
        except Exception:  # the bar says the state is unknown; saving still works
            raise ActionError(503, "Publiceringen svarar inte just nu.") from None
        return {
            "state": state.state,
            "published_at": state.published_at,
            "commit": state.commit,
            "error": state.error,
            "head": self.repository.head(),
        }

    def changes(self, session: Session, params: dict) -> dict:
        return {"changes": self.history.last()}

    def undo(self, session: Session, params: dict) -> dict:
        commit = self.history.undo(session, params.get("commit"))
        return {"message": "Ändringen är ångrad.", "commit": commit}


def _media_file(path: str, data: bytes) -> dict:
    return {
        "id": _sha256(data),
        "content": base64.b64encode(data).decode("ascii"),
        "encoding": "base64",
        "path": path,
        "name": path.rsplit("/", 1)[1],
    }


def _too_large(found: SitePath, size: int) -> str:
    return (
        f"{found.label} är {size / _MB:.1f} MB; ett foto får vara högst "
        f"{UPLOAD_MAX_BYTES // _MB} MB. Spara det mindre och ladda upp det igen."
    )
