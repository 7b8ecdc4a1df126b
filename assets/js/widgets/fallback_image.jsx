// An <img> that falls back to another image when it fails to load. The
// prerendered image can fail before React hydrates (hydration waits for the
// load event) and so before onError is attached: React calls the ref when it
// hydrates the <img>, and an image that is already broken is caught there.
import { useCallback } from "react";
import { isBroken, showFallback } from "../logic/fallback_image.js";

export function FallbackImage({ fallbackSrc, ...imageProps }) {
  const ref = useCallback(
    (img) => {
      if (img && isBroken(img)) showFallback(img, fallbackSrc);
    },
    [fallbackSrc],
  );
  return <img ref={ref} onError={(event) => showFallback(event.currentTarget, fallbackSrc)} {...imageProps} />;
}
