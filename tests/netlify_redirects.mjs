// Netlify's own redirect engine on an export, offline: npm @netlify/redirects
// (its rule parser, @netlify/redirect-parser, and its production matcher,
// netlify-redirector's libredirect) and @netlify/static (how a path finds its
// file), pinned in scripts/setup.sh, in .tools/netlify.
//   node netlify_redirects.mjs MODULES_DIR PUBLISH_DIR NETLIFY_TOML PATH...
// Prints JSON: {errors: [message], rules: [[from, to, status, force]],
// responses: {PATH: {status, sha256, location}}}: what the parser reported, the
// rules it read from PUBLISH_DIR/_redirects and NETLIFY_TOML, and what
// Netlify answers each PATH with (the body as its sha256).
//
// What a request gets, in the order `netlify dev` applies it (netlify-cli's
// serveRedirect): a rule that is not forced applies only where no file
// serves the path (the file "shadows" it); a redirect answers with its
// status and Location, a rewrite with the target's file and the rule's
// status; with no rule and no file, Netlify itself answers 404 with the top
// 404.html.
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [modules, publishDir, configPath, ...paths] = process.argv.slice(2);
// The packages live outside this file's folders, so Node would not find them by name.
const resolve = createRequire(join(modules, "resolve-from-here.js")).resolve;
const load = (name) => import(pathToFileURL(resolve(name)).href);
const { parseAllRedirects } = await load("@netlify/redirect-parser");
const { RedirectsHandler } = await load("@netlify/redirects");
const { StaticHandler } = await load("@netlify/static");

const files = [join(publishDir, "_redirects")];
const parsed = await parseAllRedirects({
  redirectsFiles: files,
  netlifyConfigPath: configPath,
  minimal: false,
  configRedirects: [],
});
// The handler reports parse errors on the console; they are in `parsed` already.
const quiet = console.log;
console.log = () => {};
const handler = new RedirectsHandler({
  configPath,
  configRedirects: [],
  jwtRoleClaim: "app_metadata.authorization.roles",
  jwtSecret: "offline",
  projectDir: publishDir,
  publicDir: publishDir,
});
const statics = new StaticHandler({ directory: publishDir });

const ORIGIN = "https://salong.test";
const digest = async (response) =>
  createHash("sha256").update(Buffer.from(await response.arrayBuffer())).digest("hex");

async function file(path) {
  const found = await statics.match(new Request(new URL(path, ORIGIN)));
  return found && (await found.handle());
}

async function answer(path) {
  const source = await file(path);
  const match = await handler.match(new Request(new URL(path, ORIGIN)));
  if (match && (match.force || !source)) {
    if (match.redirect) {
      return { status: match.statusCode, location: match.targetRelative };
    }
    const target = await file(match.target.pathname);
    if (target) {
      return { status: match.statusCode, sha256: await digest(target) };
    }
  }
  if (source) {
    return { status: source.status, sha256: await digest(source) };
  }
  const notFound = join(publishDir, "404.html");
  const body = existsSync(notFound) ? readFileSync(notFound) : Buffer.from("Not found");
  return { status: 404, sha256: createHash("sha256").update(body).digest("hex") };
}

const responses = {};
for (const path of paths) {
  responses[path] = await answer(path);
}
console.log = quiet;
console.log(
  JSON.stringify({
    errors: parsed.errors.map((error) => error.message),
    rules: parsed.redirects.map(({ from, to, status, force }) => [from, to, status, force]),
    responses,
  }),
);
