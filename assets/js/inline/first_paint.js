// The one script in every page's <head>, inlined at build time
// (salon/components/first_paint.py) so it runs before the first paint, long
// before the app's JavaScript. It makes the platform-first page fully usable
// on its own: CSS shows script-driven controls only under html[data-js].
import { guardStorage } from "./storage_guard.js";
import { installConsent } from "./consent.js";
import { guardFormSubmits } from "./form_submit.js";
import { keepAttribute } from "./keep_attribute.js";

guardStorage(window);
document.documentElement.setAttribute("data-js", "");
keepAttribute(window, document.documentElement, "data-js", () => "");
installConsent(document, window);
guardFormSubmits(document, window);
