import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import test from "node:test";

import buildErrors, { BUILD_ERRORS, HINT, overlayMessage, PLUGIN_NAME } from "../../assets/js/vite/build_errors.js";

/** The plugin started on a fake dev server whose root is a new folder. */
function started() {
  const root = mkdtempSync(join(tmpdir(), "build-errors-"));
  const sent = [];
  const listeners = {};
  let watch = null;
  const server = {
    config: { root },
    ws: { send: (message) => sent.push(["all", message]), on: (event, listener) => { listeners[event] = listener; } },
    watcher: { add: () => {}, on: (event, listener) => { assert.equal(event, "all"); watch = listener; } },
  };
  const plugin = buildErrors();
  plugin.configureServer(server);
  const connect = () => listeners["vite:client:connect"](undefined, { send: (message) => sent.push(["one", message]) });
  return { root, file: join(root, BUILD_ERRORS), sent, watch: (event, path) => watch(event, path), connect };
}

const LINES = "1 error(s) in content/:\ncontent/hours.yml:22: hours[Lördag].closes: must be HH:MM, got '25:00'\n";

test("only in the development server", () => {
  assert.equal(buildErrors().apply, "serve");
});

test("the overlay shows the build's lines as they are", () => {
  assert.deepEqual(overlayMessage(LINES), {
    type: "error",
    err: { message: LINES.trim(), stack: HINT, plugin: PLUGIN_NAME },
  });
});

test("a page opened while the file is there is shown its lines; none without it", (t) => {
  const server = started();
  t.after(() => rmSync(server.root, { recursive: true }));
  server.connect();
  assert.deepEqual(server.sent, []);
  writeFileSync(server.file, LINES);
  server.connect();
  assert.deepEqual(server.sent, [["one", overlayMessage(LINES)]]);
});

test("the file written shows on every open page; removed, the pages reload", (t) => {
  const server = started();
  t.after(() => rmSync(server.root, { recursive: true }));
  writeFileSync(server.file, LINES);
  server.watch("add", server.file);
  server.watch("change", join(server.root, "vite.config.js"));
  rmSync(server.file);
  server.watch("unlink", server.file);
  assert.deepEqual(server.sent, [["all", overlayMessage(LINES)], ["all", { type: "full-reload" }]]);
});
