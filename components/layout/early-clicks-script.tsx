import { EARLY_CLICKS_SCRIPT } from "@/lib/browser/early-clicks.mjs";

/**
 * Keeps a click made before React has hydrated its button and makes it once the button is
 * hydrated (lib/browser/early-clicks.mjs). Goes in <head>, so it listens before anything can be
 * clicked.
 */
export function EarlyClicksScript() {
  return <script dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />;
}
