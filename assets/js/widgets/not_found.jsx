// The spec's 404 rule: the path the visitor tried is logged to the console.
import { useEffect } from "react";

export function LogMissingPath() {
  useEffect(() => {
    console.error(`404: ${window.location.pathname}`);
  }, []);
  return null;
}
