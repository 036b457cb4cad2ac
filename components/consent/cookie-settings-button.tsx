"use client";

import type { ComponentProps } from "react";
import { openCookieSettings } from "@/lib/consent/settings-request";

/** Reopens the cookie settings, prefilled with the stored choice, on any page. */
export function CookieSettingsButton(props: Omit<ComponentProps<"button">, "type" | "onClick">) {
  return <button type="button" aria-haspopup="dialog" onClick={openCookieSettings} {...props} />;
}
