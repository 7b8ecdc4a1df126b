// Vite plugin for `reflex run` (salon/plugins/build_errors.py adds it to
// Reflex's vite.config.js): what stopped the build shows in the browser, in
// Vite's own error overlay, and not only in the terminal.
//
// A bad content value stops the build with one line per problem. Under
// `reflex run` the backend's worker then exits and the dev server keeps the
// last good pages, so the open page would go on showing the old content
// without a word. The build writes its lines to BUILD_ERRORS in the web
// folder and removes the file when the content loads again
// (salon/dev_reload.py): while the file is there, every page open or opened
// shows its lines; when it goes, they reload.

import { readFileSync } from "node:fs";
import { join } from "node:path";

export const BUILD_ERRORS = "salon-build-errors.txt";
export const PLUGIN_NAME = "salon-content";
// Under the lines: what the page behind the overlay is.
export const HINT = "The pages show the content as it was before this error. Fix the file and save: they reload by themselves.";

/** Vite's message for its error overlay, with the build's lines. */
export function overlayMessage(text) {
  return { type: "error", err: { message: text.trim(), stack: HINT, plugin: PLUGIN_NAME } };
}

function readErrors(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

export default function buildErrors() {
  return {
    name: PLUGIN_NAME,
    apply: "serve",
    configureServer(server) {
      const file = join(server.config.root, BUILD_ERRORS);
      const show = (to) => {
        const text = readErrors(file);
        if (text.trim()) to.send(overlayMessage(text));
      };
      server.ws.on("vite:client:connect", (_data, client) => show(client));
      server.watcher.add(file);
      server.watcher.on("all", (event, path) => {
        if (path !== file) return;
        if (event === "unlink") server.ws.send({ type: "full-reload" });
        else show(server.ws);
      });
    },
  };
}
