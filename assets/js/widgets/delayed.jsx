// Shows its children `delayMs` after the page became interactive (the spec's
// floating book button: 10 s).
import { useEffect, useState } from "react";

export function Delayed({ children, delayMs }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return shown ? children : null;
}
