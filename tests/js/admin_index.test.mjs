import assert from "node:assert/strict";
import test from "node:test";

import adminIndex, { ADMIN_PAGE, adminUrl } from "../../assets/js/vite/admin_index.js";

test("/admin and /admin/ serve the CMS's page, with their query", () => {
  assert.equal(adminUrl("/admin"), ADMIN_PAGE);
  assert.equal(adminUrl("/admin/"), ADMIN_PAGE);
  assert.equal(adminUrl("/admin/?x=1"), `${ADMIN_PAGE}?x=1`);
});

test("every other URL is left alone", () => {
  for (const url of ["/", "/administration", "/admin/config.yml", "/admin/decap-cms.js",
    "/behandlingar?kategori=admin", "/kontakt/admin/"]) {
    assert.equal(adminUrl(url), url);
  }
});

test("the plugin rewrites in the development server only, before Vite's middlewares", () => {
  const plugin = adminIndex();
  assert.equal(plugin.apply, "serve");
  const used = [];
  plugin.configureServer({ middlewares: { use: (handler) => used.push(handler) } });
  assert.equal(used.length, 1);
  const request = { url: "/admin/" };
  let called = false;
  used[0](request, {}, () => { called = true; });
  assert.equal(request.url, ADMIN_PAGE);
  assert.ok(called);
});
