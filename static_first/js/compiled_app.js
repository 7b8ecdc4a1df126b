// What the layer's JavaScript reads of Reflex's compiled app (.web/app/):
// the one place, beside static_first/generated/, a Reflex upgrade can move.

// The compiled document root and a page's route module, by path.
export const DOCUMENT_MODULE = /\/app\/_document\.jsx?$/;
export const ROUTE_MODULE = /\/app\/routes\/[^/]+\.jsx$/;
// Reflex compiles elements to emotion's `jsx` (a stand-in in the browser's bundle).
export const JSX_SOURCE = "@emotion/react";
export const JSX_NAME = "jsx";
// Components that render nothing of their own, by the module they come from.
export const TRANSPARENT = { react: "Fragment", "react-router": "Link" };
