import { createEmitter } from "@/lib/browser/events";

/**
 * How the footer's 'Cookie Settings' button opens the settings view without loading the
 * banner's code: it asks here, and the banner (loaded after hydration) listens. A request made
 * before the banner listens is kept until it does.
 */
const settingsRequests = createEmitter({ keepUnheard: true });

export const openCookieSettings = () => settingsRequests.emit();
export const onCookieSettingsRequest = settingsRequests.subscribe;
