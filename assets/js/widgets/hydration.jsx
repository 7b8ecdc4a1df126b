// Marks <html data-hydrated> once React runs. CSS reveals the controls only
// React can operate (carousel dots and pause, "Visa karta") from then on;
// their room is reserved before, so nothing shifts. Tests wait for it too.
//
// It also keeps <html lang> the page's language. The exported page already
// says it (static_first/plugins/page_language.py) and React never changes
// it; the development server renders one document for every page, so there
// a page in another language, or a client-side navigation to one, sets it
// here.
import { useEffect } from "react";

export const HYDRATED_ATTR = "data-hydrated";

export function HydrationMarker({ lang }) {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, "true");
  }, []);
  useEffect(() => {
    if (lang && document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
