import assert from "node:assert/strict";
import test from "node:test";

import browserStandIns, { forBrowser } from "../../static_first/js/browser_stand_ins.js";
import { linkHref } from "../../static_first/js/link_href.js";

const STAND_IN = "/web/static_first/no_router.js";
const resolve = (environment, source, options) =>
  browserStandIns({ "react-router": STAND_IN }).resolveId.call({ environment }, source, "/web/app/x.jsx", options);

test("only the browser's bundle of a build gets the stand-in", () => {
  const plugin = browserStandIns({});
  assert.equal(plugin.apply, "build");
  assert.equal(plugin.enforce, "pre");
  assert.equal(resolve({ config: { consumer: "client" } }, "react-router"), STAND_IN);
  assert.equal(resolve({ config: { consumer: "server" } }, "react-router"), null);
  // Without Vite's environments, its ssr flag says which build it is.
  assert.equal(resolve(undefined, "react-router", { ssr: false }), STAND_IN);
  assert.equal(resolve(undefined, "react-router", { ssr: true }), null);
  assert.equal(forBrowser(undefined, undefined), true);
});

test("other imports, and names that only start like a stand-in's, resolve as before", () => {
  const client = { config: { consumer: "client" } };
  assert.equal(resolve(client, "react"), null);
  assert.equal(resolve(client, "react-router/dom"), null);
  assert.equal(resolve(client, "react-router-dom"), null);
  assert.equal(resolve(client, "toString"), null);
});

test("a link's href is React Router's: the site's paths under its base, the rest as written", () => {
  assert.equal(linkHref("/", "/"), "/");
  assert.equal(linkHref("/om-oss", "/"), "/om-oss");
  assert.equal(linkHref("/behandlingar?kategori=klippning", "/"), "/behandlingar?kategori=klippning");
  assert.equal(linkHref("/", "/salong/"), "/salong");
  assert.equal(linkHref("/om-oss", "/salong/"), "/salong/om-oss");
  for (const other of ["https://boka.example/", "mailto:hej@example.se", "tel:+46701740650", "//cdn.example/x", "#innehall"]) {
    assert.equal(linkHref(other, "/salong/"), other);
  }
});
