// The site's stylesheet as a <style> in every page's <head>, so the first
// paint waits for no stylesheet download (static_first/plugins/inline_stylesheet.py puts it
// in Reflex's document). The server (the prerender) has the CSS text; the
// browser's bundle does not carry it again: while hydrating, it renders the
// same <style> with the text already in the page, so both agree.
import { createElement } from "react";
import serverCss from "$/styles/__reflex_global_styles.css?inline";

export const STYLE_ID = "site-css";

export function InlineStylesheet() {
  const css = import.meta.env.SSR ? serverCss : (document.getElementById(STYLE_ID)?.textContent ?? "");
  return createElement("style", { id: STYLE_ID, dangerouslySetInnerHTML: { __html: css } });
}
