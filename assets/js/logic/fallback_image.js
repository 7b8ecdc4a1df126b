// Swaps a failed image for a fallback, once: if the fallback fails too,
// nothing loops. The <picture>'s sources go, or the browser would keep
// choosing the failed AVIF/WebP over the new src.
export function isBroken(img) {
  return img.complete && img.naturalWidth === 0;
}

export function showFallback(img, fallbackSrc) {
  if (img.dataset.fallback) return false;
  img.dataset.fallback = "1";
  img.closest("picture")?.querySelectorAll("source").forEach((source) => source.remove());
  img.srcset = "";
  img.src = fallbackSrc;
  return true;
}
