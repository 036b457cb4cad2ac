"use client";

import { useEffect } from "react";

/**
 * Closes an open header menu (a native popover) when one of its links is followed: a client-side
 * navigation keeps the header, so the browser alone would leave the menu open over the new page.
 * Renders nothing.
 */
export function PopoverDismiss() {
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const panel = link?.closest("[popover]");
      if (panel instanceof HTMLElement && panel.matches(":popover-open")) panel.hidePopover();
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
