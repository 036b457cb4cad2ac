"use client";

import type { ComponentProps } from "react";
import { openCookieSettings } from "@/lib/consent/settings-request";

/**
 * Reopens the cookie settings, prefilled with the stored choice, on any page. Without
 * JavaScript there is no banner and nothing to set, so no button.
 */
export function CookieSettingsButton({
  className,
  ...props
}: Omit<ComponentProps<"button">, "type" | "onClick">) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openCookieSettings}
      className={`${className ?? ""} noscript:hidden`}
      {...props}
    />
  );
}
