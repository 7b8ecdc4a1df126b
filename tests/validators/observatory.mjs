// Scores a host with the MDN HTTP Observatory's own tests and grader
// (npm @mdn/mdn-http-observatory), on given ports, for the site's root or PATH:
//   node observatory.mjs PACKAGE_DIR HOST HTTP_PORT HTTPS_PORT [PATH]
// The package's scan() always uses ports 80 and 443; this is the same
// procedure (retrieve, run ALL_TESTS, grade) with the ports passed through.
// Trust for a self-signed certificate comes from NODE_EXTRA_CA_CERTS.
// Prints JSON: {grade, score, tests: {name: {pass, result, scoreModifier}}}.
// PACKAGE_DIR is the installed package (scripts/setup.sh puts it in
// .tools/observatory, apart from the other tools: it is installed without its
// download scripts).
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [packageDir, host, httpPort, httpsPort, path] = process.argv.slice(2);
const load = (path) => import(pathToFileURL(join(packageDir, "src", path)).href);
const { ALL_TESTS } = await load("constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");
const { retrieve } = await load("retriever/retriever.js");

const requests = await retrieve(host, { httpPort, httpsPort, ...(path ? { path } : {}) });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: `no answer from ${host}` }));
  process.exit(1);
}
let withExtraCredit = 100;
let uncurved = 100;
const tests = {};
for (const test of ALL_TESTS) {
  const result = test(requests);
  const modifier = result.result ? getScoreModifier(result.result) : 0;
  withExtraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  tests[result.constructor.name] = { pass: result.pass, result: result.result, scoreModifier: modifier };
}
const { grade, score } = getGradeForScore(
  uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
);
console.log(JSON.stringify({ grade, score, tests }));
