// Stand-in for Reflex's $/utils/react-theme (see
// static_first/plugins/state_free_bundle.py). The site is light only
// (static_first/plugins/light_only.py). Reflex's provider works the colour
// mode out after hydration and saves it in localStorage on every visit,
// before the visitor has accepted anything, where the privacy notice says
// nothing is stored. This one provides the same two contexts, fixed to
// light, and stores nothing.
import { createContext, createElement, useContext } from "react";
import { ColorModeContext } from "$/utils/context-registry";

const noop = () => {};
const THEME = { theme: "light", resolvedTheme: "light", setTheme: noop };
const COLOR_MODE = { rawColorMode: "light", resolvedColorMode: "light", toggleColorMode: noop, setColorMode: noop };
const ThemeContext = createContext(THEME);

export function ThemeProvider({ children }) {
  return createElement(
    ThemeContext.Provider,
    { value: THEME },
    createElement(ColorModeContext.Provider, { value: COLOR_MODE }, children),
  );
}

export function useTheme() {
  return useContext(ThemeContext);
}
