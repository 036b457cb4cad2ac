"use client";

import { useEffect } from "react";

/** The 404 page is one static file for every unknown path, so the path is read in the browser. */
export function LogMissingPath() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);
  return null;
}
