/**
 * How the footer's 'Cookie Settings' button opens the settings view without loading the
 * banner's code: it asks here, and the banner (loaded after hydration) listens. A request made
 * before the banner listens is kept until it does.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let pending = false;

export function openCookieSettings() {
  if (listeners.size === 0) pending = true;
  else listeners.forEach((listener) => listener());
}

export function onCookieSettingsRequest(listener: Listener): () => void {
  listeners.add(listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => {
    listeners.delete(listener);
  };
}
