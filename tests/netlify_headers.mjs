// Netlify's own header engine on an export, offline: npm @netlify/headers
// and @netlify/headers-parser (pinned in scripts/setup.sh, in .tools/netlify).
//   node netlify_headers.mjs MODULES_DIR PUBLISH_DIR NETLIFY_TOML PATH...
// Prints JSON: {errors: [message], rules: [[path, {name: value}]],
// headers: {PATH: {name: value}}}: what the parser reported, the rules it
// read from PUBLISH_DIR/_headers and then NETLIFY_TOML, and the headers the
// engine sends for each PATH.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [modules, publishDir, configPath, ...paths] = process.argv.slice(2);
// The packages live outside this file's folders, so Node would not find them by name.
const resolve = createRequire(join(modules, "resolve-from-here.js")).resolve;
const load = (name) => import(pathToFileURL(resolve(name)).href);
const { parseAllHeaders } = await load("@netlify/headers-parser");
const { HeadersHandler } = await load("@netlify/headers");

const parsed = await parseAllHeaders({
  headersFiles: [join(publishDir, "_headers")],
  netlifyConfigPath: configPath,
  minimal: false,
  configHeaders: [],
});
const logged = [];
const logger = { error: (message) => logged.push(message), warn: () => {}, log: () => {} };
const handler = new HeadersHandler({ configPath, projectDir: publishDir, publishDir, logger });
const headers = {};
for (const path of paths) {
  headers[path] = await handler.apply(new Request(new URL(path, "https://salong.test")));
}
console.log(
  JSON.stringify({
    errors: [...parsed.errors.map((error) => error.message), ...logged],
    rules: parsed.headers.map(({ for: path, values }) => [path, values]),
    headers,
  }),
);
