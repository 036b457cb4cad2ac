"use client";

import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";

/**
 * The settings view's on/off control (Radix Switch: a button with role="switch"). Off is an
 * outlined track with a grey thumb and on a filled brand track with a white one, so the two
 * read apart at a glance, not only by the thumb's side.
 */
export function ConsentSwitch(props: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className="peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-ink-subtle bg-surface transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 disabled:data-[state=checked]:border-brand-400 disabled:data-[state=checked]:bg-brand-400 forced-colors:border-[ButtonText] forced-colors:bg-[Canvas] forced-colors:forced-color-adjust-none forced-colors:data-[state=checked]:border-[ButtonText] forced-colors:data-[state=checked]:bg-[Highlight] forced-colors:disabled:data-[state=checked]:bg-[GrayText]"
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-4 rounded-full bg-ink-subtle shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-surface data-[state=unchecked]:translate-x-0.5 forced-colors:bg-[ButtonText] forced-colors:forced-color-adjust-none forced-colors:data-[state=checked]:bg-[Canvas]" />
    </SwitchPrimitive.Root>
  );
}
