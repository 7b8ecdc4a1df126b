// Marks <html data-hydrated> once React runs. CSS reveals the controls only
// React can operate (carousel dots and pause, "Visa karta") from then on;
// their room is reserved before, so nothing shifts. Tests wait for it too.
import { useEffect } from "react";

export const HYDRATED_ATTR = "data-hydrated";

export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, "true");
  }, []);
  return null;
}
