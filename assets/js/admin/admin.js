// /admin/'s one script (salon/cms/admin.py writes the page): loads Decap
// CMS's bundle from the site's own origin, completes its Swedish, registers
// the previews (the brand's in brand_preview.js) and the site's stylesheet
// for them and the list widget of the side-by-side languages
// (translation_pane.js), then starts the editor.
//
// Decap starts itself as soon as its bundle runs, and reads its texts and
// templates when it first draws; so the bundle is loaded from here, told to
// wait (CMS_MANUAL_INIT), and started once everything is registered.
//
// On the own server (site.json names its `editor`: content/cms.yml's
// `backend: server`), the editor logs in first: without a session the
// browser goes to the server's log-in page and Decap is not loaded; with one,
// Decap starts as that editor, with the server's bar under it (server/).
import { brandTemplate } from "./brand_preview.js";
import { BRAND_PREVIEW, mergePhrases, SWEDISH } from "./locale_sv.js";
import { TEMPLATES } from "./preview.js";
import { withRandomUUID } from "./random_uuid.js";
import { paneAwareList } from "./translation_pane.js";

const BUNDLE = new URL("./decap-cms.js", import.meta.url);
// What the build tells the editor: the preview stylesheet, which entry gets
// which preview, the site's words the previews use, and the language block
// the form edits as one field when the site has one language.
const SITE = new URL("./site.json", import.meta.url);
// What Decap shows beside the form: the languages side by side, the
// preview, or nothing; it keeps the owner's last choice under this key
// (decap-cms 3.16.3, EditorInterface), and where that choice is missing or
// has no pane in an entry, the first it has of side-by-side, notes and
// preview. Until the owner chooses, the preview: the price list and the
// hours open with the preview their everyday edits want, every other entry
// with the English beside the Swedish.
const RIGHT_PANE = "cms.right-pane";

function loadScript(url) {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url.href;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`${url.pathname} did not load`));
    document.head.append(script);
  });
}

async function start() {
  window.CMS_MANUAL_INIT = true;
  if (localStorage.getItem(RIGHT_PANE) === null) localStorage.setItem(RIGHT_PANE, "preview");
  const site = await fetch(SITE).then((response) => response.json());
  const server = site.editor ? await import("./server/api.js") : null;
  let who = null;
  if (server) {
    try {
      who = await server.openSession(site.editor, {
        fetchImpl: window.fetch.bind(window),
        location: window.location,
        storage: localStorage,
      });
    } catch (error) {
      // The server did not answer as it should: say so rather than show nothing.
      const problem = document.createElement("p");
      problem.setAttribute("role", "alert");
      problem.textContent = error.message;
      document.body.append(problem);
      return;
    }
    if (!who) return;
    const sheet = Object.assign(document.createElement("link"), { rel: "stylesheet", href: site.editor.stylesheet });
    document.head.append(sheet);
  }
  withRandomUUID(window.crypto);
  await loadScript(BUNDLE);
  const { CMS, h, createClass } = window;
  CMS.registerLocale("sv", mergePhrases(CMS.getLocale("sv"), SWEDISH));
  const list = CMS.getWidget("list");
  CMS.registerWidget("list", paneAwareList(list.control, { h, createClass }), list.preview, list.schema);
  CMS.registerPreviewStyle(new URL(site.stylesheet, SITE).href);
  // The brand's preview draws the build's rules (site.brand) in the editor's own Swedish.
  const templates = { ...TEMPLATES, brand: () => brandTemplate(h, site.block, site.brand, BRAND_PREVIEW) };
  for (const [entry, kind] of Object.entries(site.previews)) {
    CMS.registerPreviewTemplate(entry, templates[kind](h, site.words, site.block));
  }
  CMS.init();
  if (server) {
    const { startBar } = await import("./server/bar.js");
    startBar({ doc: document, win: window, editor: site.editor, cms: CMS, watchDecapLogout: who.remembered });
  }
}

start();
