// Vite plugin for the export (static_first/plugins/static_subtrees.py adds it to
// Reflex's vite.config.js): the browser's bundle leaves out the parts of a
// page React never changes.
//
// Reflex compiles every page, text and all, into the module that hydrates
// it, so the browser downloaded each page's content twice: as HTML and again
// as JavaScript. An element whose props are all literals and whose
// descendants are elements of the same kind (no widget, no ref, no handler)
// is the same in the prerender and forever after. In the browser's bundle
// such an element, the outermost of its kind, keeps its tag and props and
// takes its content as `dangerouslySetInnerHTML`: React hydrates the element
// and leaves the prerendered content alone. The prerender marks each one
// (`data-s`), and static_html.js hands React that element's HTML as the page
// had it, should React ever render it anew (after a hydration error it
// renders the whole document on the client).
//
// Only the page's own tree is walked: an element inside a widget's children
// (a carousel's slides, the loyalty panel's content) is the widget's to
// render, clone or leave out, so nothing below a component is touched, but
// for Fragment and React Router's Link, which render nothing of their own.

import { forBrowser } from "./browser_stand_ins.js";
import { DOCUMENT_MODULE, JSX_NAME, JSX_SOURCE, ROUTE_MODULE, TRANSPARENT } from "./compiled_app.js";
import { MARKER } from "./static_html.js";

const RUNTIME = "$/static_first/static_html.js";
// Never elided: the document's singletons, elements React hoists or treats
// as form values, and those whose content the parser does not keep as markup.
const KEPT_TAGS = new Set([
  "html",
  "head",
  "body",
  "title",
  "meta",
  "link",
  "base",
  "textarea",
  "select",
  "option",
  "noscript",
  "template",
]);

/** The prefix of a module's markers: the document and one route render on a page. */
export function modulePrefix(id) {
  const path = id.split("?")[0];
  if (DOCUMENT_MODULE.test(path)) return "d";
  if (ROUTE_MODULE.test(path)) return "r";
  return null;
}

function isLiteral(node) {
  switch (node.type) {
    case "Literal":
      return !node.regex;
    case "TemplateLiteral":
      return node.expressions.length === 0;
    case "UnaryExpression":
      return isLiteral(node.argument);
    case "ArrayExpression":
      return node.elements.every((element) => element && isLiteral(element));
    case "ObjectExpression":
      return node.properties.every((p) => p.type === "Property" && !p.computed && isLiteral(p.value));
    default:
      return false;
  }
}

const keyName = (property) => property.key.name ?? property.key.value;

function literalProps(props) {
  return (
    props?.type === "ObjectExpression" &&
    props.properties.every(
      (p) =>
        p.type === "Property" &&
        !p.computed &&
        !["ref", "dangerouslySetInnerHTML"].includes(keyName(p)) &&
        isLiteral(p.value),
    )
  );
}

function imports(ast) {
  let jsx = null;
  const transparent = new Set();
  for (const node of ast.body) {
    if (node.type !== "ImportDeclaration") continue;
    for (const spec of node.specifiers) {
      if (spec.type !== "ImportSpecifier") continue;
      const name = spec.imported.name ?? spec.imported.value;
      if (node.source.value === JSX_SOURCE && name === JSX_NAME) jsx = spec.local.name;
      if (TRANSPARENT[node.source.value] === name) transparent.add(spec.local.name);
    }
  }
  return { jsx, transparent };
}

/**
 * The edits that leave out (in the browser) or mark (in the prerender) the
 * static elements of `code`, whose ESTree is `ast`: [{start, end, text}].
 */
export function staticEdits(code, ast, { browser, prefix }) {
  const { jsx, transparent } = imports(ast);
  if (!jsx) return [];
  const isCall = (node) =>
    node?.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === jsx;
  const kind = (call) => {
    const type = call.arguments[0];
    if (type?.type === "Literal" && typeof type.value === "string") return "element";
    if (type?.type === "Identifier" && transparent.has(type.name)) return "transparent";
    return "component";
  };
  const isStatic = (node) => {
    if (!isCall(node)) return node.type === "Literal" || (node.type === "TemplateLiteral" && !node.expressions.length);
    const [, props, ...children] = node.arguments;
    return kind(node) !== "component" && literalProps(props) && children.every(isStatic);
  };
  const edits = [];
  let count = 0;
  const visit = (call) => {
    const what = kind(call);
    if (what === "component") return;
    const [type, props, ...children] = call.arguments;
    if (what === "element" && !KEPT_TAGS.has(type.value) && children.length && isStatic(call)) {
      const id = prefix + (count++).toString(36);
      const inner = code.slice(props.start + 1, props.end - 1).replace(/,\s*$/, "").trim();
      const entry = browser
        ? `dangerouslySetInnerHTML:staticHTML(${JSON.stringify(id)})`
        : `${JSON.stringify(MARKER)}:${JSON.stringify(id)}`;
      const object = `{${inner}${inner ? "," : ""}${entry}}`;
      const end = browser ? children[children.length - 1].end : props.end;
      edits.push({ start: props.start, end, text: object });
      return;
    }
    for (const child of children) if (isCall(child)) visit(child);
  };
  const walk = (node) => {
    if (isCall(node)) return visit(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => item && typeof item.type === "string" && walk(item));
      else if (value && typeof value.type === "string") walk(value);
    }
  };
  walk(ast);
  if (browser && edits.length) {
    edits.push({ start: 0, end: 0, text: `import {staticHTML} from ${JSON.stringify(RUNTIME)};\n` });
  }
  return edits;
}

export function applyEdits(code, edits) {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

export default function staticSubtrees() {
  return {
    name: "static-first-static-subtrees",
    apply: "build",
    enforce: "pre",
    transform(code, id, options) {
      const prefix = modulePrefix(id);
      if (!prefix) return null;
      const browser = forBrowser(this.environment, options);
      const edits = staticEdits(code, this.parse(code), { browser, prefix });
      return edits.length ? { code: applyEdits(code, edits), map: null } : null;
    },
  };
}
