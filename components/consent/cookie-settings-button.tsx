"use client";

import type { ComponentProps } from "react";
import { ScriptButton } from "@/components/ui/script-button";
import { openCookieSettings } from "@/lib/consent/settings-request";

/** Reopens the cookie settings, prefilled with the stored choice, on any page. */
export function CookieSettingsButton(props: Omit<ComponentProps<"button">, "type" | "onClick">) {
  return <ScriptButton aria-haspopup="dialog" onClick={openCookieSettings} {...props} />;
}
