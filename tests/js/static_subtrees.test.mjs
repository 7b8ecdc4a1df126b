import assert from "node:assert/strict";
import test from "node:test";

import { MARKER, capture, staticHTML } from "../../static_first/js/static_html.js";
import { applyEdits, modulePrefix, staticEdits } from "../../static_first/js/static_subtrees.js";

// Source and its ESTree built together, with the offsets a parser gives:
// each builder takes its start offset and returns {code, node}.
const at = (start, code, node) => ({ code, node: { ...node, start, end: start + code.length } });
const lit = (value) => (start) => at(start, JSON.stringify(value), { type: "Literal", value });
const id = (name) => (start) => at(start, name, { type: "Identifier", name });
function seq(start, parts, separator) {
  let code = "";
  const nodes = [];
  parts.forEach((part, index) => {
    if (index) code += separator;
    const built = part(start + code.length);
    code += built.code;
    nodes.push(built.node);
  });
  return { code, nodes };
}
const obj = (entries) => (start) => {
  const parts = Object.entries(entries).map(([key, value]) => (s) => {
    const k = id(key)(s);
    const v = (typeof value === "function" ? value : lit(value))(s + k.code.length + 1);
    return at(s, `${k.code}:${v.code}`, { type: "Property", key: k.node, value: v.node, computed: false });
  });
  const inner = seq(start + 1, parts, ",");
  return at(start, `{${inner.code}}`, { type: "ObjectExpression", properties: inner.nodes });
};
const jsx = (type, props, ...children) => (start) => {
  const callee = id("jsx")(start);
  const args = seq(start + 4, [typeof type === "string" ? lit(type) : type, obj(props), ...children.map((c) => (typeof c === "string" ? lit(c) : c))], ",");
  return at(start, `jsx(${args.code})`, { type: "CallExpression", callee: callee.node, arguments: args.nodes });
};
function module(tree) {
  const head = 'import {Fragment} from "react";\nimport {Link} from "react-router";\nimport {jsx} from "@emotion/react";\nexport default () => ';
  const body = tree(head.length);
  const code = head + body.code + ";\n";
  const specifier = (source, name) => ({
    type: "ImportDeclaration",
    source: { type: "Literal", value: source },
    specifiers: [{ type: "ImportSpecifier", imported: { type: "Identifier", name }, local: { type: "Identifier", name } }],
  });
  const ast = {
    type: "Program",
    body: [
      specifier("react", "Fragment"),
      specifier("react-router", "Link"),
      specifier("@emotion/react", "jsx"),
      { type: "ExportDefaultDeclaration", declaration: { type: "ArrowFunctionExpression", body: body.node } },
    ],
  };
  return { code, ast };
}
const transform = (tree, browser) => {
  const { code, ast } = module(tree);
  return applyEdits(code, staticEdits(code, ast, { browser, prefix: "r" }));
};

const PAGE = jsx(
  id("Fragment"),
  {},
  jsx("main", { id: "innehall", ref: id("ref_main") }, jsx("section", { className: "intro" }, jsx("h1", {}, "Om oss"), jsx("p", {}, "Text")), jsx(id("Slider"), { label: "Bilder" }, jsx("div", { className: "slide" }, "Bild"))),
  jsx("ul", { className: "nav" }, jsx("li", {}, jsx(id("Link"), { to: "/om-oss" }, "Om oss"))),
);

test("the browser gets the outermost static elements without their content", () => {
  const out = transform(PAGE, true);
  assert.ok(out.startsWith('import {staticHTML} from "$/static_first/static_html.js";\n'));
  assert.match(out, /jsx\("section",\{className:"intro",dangerouslySetInnerHTML:staticHTML\("r0"\)\}\)/);
  assert.match(out, /jsx\("ul",\{className:"nav",dangerouslySetInnerHTML:staticHTML\("r1"\)\}\)/);
  for (const gone of ['"Om oss"', '"Text"', '"h1"', "Link,"]) assert.ok(!out.includes(gone), gone);
});

test("an element with a ref stays, and so does everything a component renders", () => {
  const out = transform(PAGE, true);
  assert.match(out, /jsx\("main",\{id:"innehall",ref:ref_main\},/);
  assert.match(out, /jsx\(Slider,\{label:"Bilder"\},jsx\("div",\{className:"slide"\},"Bild"\)\)/);
});

test("the prerender marks the same elements and keeps their content", () => {
  const out = transform(PAGE, false);
  assert.ok(!out.includes("staticHTML"));
  assert.match(out, /jsx\("section",\{className:"intro","data-s":"r0"\},jsx\("h1"/);
  assert.match(out, /jsx\("ul",\{className:"nav","data-s":"r1"\},jsx\("li"/);
  assert.equal(MARKER, "data-s");
});

test("the document's singletons and hoisted tags are never emptied; its head scripts are", () => {
  const documentTree = jsx(
    "html",
    { lang: "sv" },
    jsx("head", {}, jsx("script", { suppressHydrationWarning: true }, "(function () {})();"), jsx("title", {}, "Salong")),
    jsx("body", {}, jsx("p", {}, "x")),
  );
  const out = transform(documentTree, true);
  assert.match(out, /jsx\("html",\{lang:"sv"\},jsx\("head",\{\},jsx\("script",\{suppressHydrationWarning:true,dangerouslySetInnerHTML:staticHTML\("r0"\)\}\),jsx\("title",\{\},"Salong"\)\)/);
  assert.match(out, /jsx\("body",\{\},jsx\("p",\{dangerouslySetInnerHTML:staticHTML\("r1"\)\}\)\)/);
});

test("a module without Reflex's jsx is left alone; prefixes name the document and the routes", () => {
  const code = "export const x = 1;\n";
  assert.deepEqual(staticEdits(code, { type: "Program", body: [] }, { browser: true, prefix: "r" }), []);
  assert.equal(modulePrefix("/w/.web/app/_document.js"), "d");
  assert.equal(modulePrefix("/w/.web/app/routes/[om-oss]._index.jsx"), "r");
  assert.equal(modulePrefix("/w/.web/app/root.jsx"), null);
  assert.equal(modulePrefix("/w/.web/public/js/widgets/slider.jsx"), null);
});

test("the browser reads each element's HTML from the page once, by its marker", () => {
  const elements = [
    { attributes: { [MARKER]: "r0" }, innerHTML: "<h1>Om oss</h1>" },
    { attributes: { [MARKER]: "d0" }, innerHTML: "(function () {})();" },
  ].map((e) => ({ ...e, getAttribute: (name) => e.attributes[name] ?? null }));
  let queries = 0;
  const doc = {
    querySelectorAll(selector) {
      queries += 1;
      assert.equal(selector, `[${MARKER}]`);
      return elements;
    },
  };
  const map = capture(doc);
  assert.equal(map.get("r0").__html, "<h1>Om oss</h1>");
  assert.equal(staticHTML("r0", doc).__html, "<h1>Om oss</h1>");
  assert.equal(staticHTML("d0", doc), staticHTML("d0", doc));
  assert.equal(staticHTML("missing", doc).__html, "");
  assert.equal(queries, 2); // capture() above, then once for every staticHTML call
});
