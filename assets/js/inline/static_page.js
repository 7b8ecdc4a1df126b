// The boot module of a page none of whose widgets needs React
// (salon/plugins/static_pages.py puts it in place of React Router's, and the
// deferred-hydration plugin then puts after_paint.js in front of it): the
// site's custom elements, and the mark that the page's scripts have run,
// which the stylesheet and the tests read as on a page React hydrated.
import "ELEMENTS_CHUNK";
document.documentElement.setAttribute("data-hydrated", "true");
