// The own server's editor endpoint (salon/editors/endpoint.py), as /admin/'s
// own script calls it: the same POST, JSON and {"error": "<one line>"} as
// Decap's proxy backend. Shipped only with content/cms.yml's `backend: server`.

export class EditorError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

/** POST `action` to `endpoint`; its answer, or EditorError with the server's line. */
export async function call(endpoint, action, params = {}, fetchImpl = globalThis.fetch) {
  let response;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify({ action, params }),
      credentials: "same-origin",
    });
  } catch {
    throw new EditorError("Servern svarar inte. Kontrollera anslutningen och försök igen.", 0);
  }
  let body = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    throw new EditorError(body?.error ?? `Servern svarade ${response.status}.`, response.status);
  }
  return body;
}

// Decap keeps the logged-in user here (decap-cms 3.16.3, its auth store) and
// shows its own "Logga in" button until one is there. The server has logged
// the editor in already: Decap starts as them.
export const DECAP_USER = "decap-cms-user";

/** Whether Decap will start as `name`: false where storage is refused (private mode). */
export function rememberDecapUser(storage, name) {
  try {
    storage.setItem(DECAP_USER, JSON.stringify({ backendName: "proxy", name, login: name }));
    return true;
  } catch {
    return false; // Decap shows its own button first, which logs in all the same
  }
}

/**
 * Who is logged in, before Decap loads: {name, remembered} (whether Decap was
 * told of them); or, without a session, the browser sent to the log-in page
 * and null.
 */
export async function openSession(editor, { fetchImpl, location, storage }) {
  try {
    const who = await call(editor.endpoint, "session", {}, fetchImpl);
    return { ...who, remembered: rememberDecapUser(storage, who.name) };
  } catch (error) {
    if (error.status === 401) {
      location.replace(editor.login);
      return null;
    }
    throw error;
  }
}
