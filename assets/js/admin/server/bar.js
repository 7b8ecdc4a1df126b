// The own server's bar under Decap CMS (content/cms.yml `backend: server`):
// "Logga ut" (a plain form post to the server, which ends the session), the
// publishing state ("Publicerad 12:04", "Publiceras…" or the failed build's
// line, asked for again while a build runs) and the last changes, each with
// "Ångra". admin.js starts it once Decap is running; its words are texts.js's,
// its look admin_server.css (shipped as /admin/server.css).
import { call } from "./api.js";
import { changeText, pending, POLL_MS, stateText, undoQuestion } from "./texts.js";

function element(doc, tag, attributes = {}, text = "") {
  const made = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  if (text) made.textContent = text;
  return made;
}

// Decap's own "Logga ut" (its account menu) only forgets the editor in this
// browser and shows its log-in button (decap-cms 3.16.3's proxy backend; the
// class name ends in the styled component's name, as admin.css relies on).
// When that button appears, the server's log-out ends the session too.
const DECAP_LOGIN_BUTTON = '[class*="-LoginButton"]';

function endWithDecap(doc, win, logout) {
  const observer = new win.MutationObserver(() => {
    if (!doc.querySelector(DECAP_LOGIN_BUTTON)) return;
    observer.disconnect();
    logout.submit();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
}

export function startBar({ doc, win, editor, cms, watchDecapLogout = true }) {
  const bar = element(doc, "aside", { id: "salon-editor", "aria-label": "Publicering" });
  const state = element(doc, "p", { role: "status" });
  const history = element(doc, "details");
  const list = element(doc, "ol");
  const problem = element(doc, "p", { class: "problem", role: "alert" });
  history.append(element(doc, "summary", {}, "Senaste ändringar"), list, problem);
  const logout = element(doc, "form", { method: "post", action: editor.logout });
  logout.append(element(doc, "button", { type: "submit" }, "Logga ut"));
  bar.append(state, logout, history);
  doc.body.append(bar);
  // Only once Decap started as the editor: else its button is its first page.
  if (watchDecapLogout) endWithDecap(doc, win, logout);

  const post = (action, params) => call(editor.endpoint, action, params, win.fetch.bind(win));
  let timer = null;

  async function showState() {
    win.clearTimeout(timer);
    try {
      const status = await post("status");
      state.textContent = stateText(status);
      state.className = status.state === "failed" && !pending(status) ? "state-failed" : "";
      if (pending(status)) timer = win.setTimeout(showState, POLL_MS);
    } catch (error) {
      state.textContent = error.message;
      if (error.status === 401) win.location.replace(editor.login);
    }
  }

  async function showHistory() {
    try {
      const { changes } = await post("history");
      list.replaceChildren(...changes.map(row));
    } catch (error) {
      problem.textContent = error.message;
    }
  }

  function row(change) {
    const item = element(doc, "li");
    item.append(element(doc, "span", {}, changeText(change)));
    if (change.undoable) {
      const undo = element(doc, "button", { type: "button" }, "Ångra");
      undo.addEventListener("click", () => undoChange(change, undo));
      item.append(undo);
    }
    return item;
  }

  async function undoChange(change, button) {
    if (!win.confirm(undoQuestion(change))) return;
    button.disabled = true;
    problem.textContent = "";
    try {
      await post("undo", { commit: change.commit });
      // Decap's forms hold what they read before the undo: read it again.
      win.location.reload();
    } catch (error) {
      problem.textContent = error.message;
      button.disabled = false;
    }
  }

  const refresh = () => Promise.all([showState(), showHistory()]);
  // After every save: the new change, and the build it starts.
  cms.registerEventListener({ name: "postSave", handler: () => { refresh(); } });
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "visible") refresh();
  });
  return refresh();
}
