import type { ReactNode } from "react";
import { BlockSection } from "@/components/blocks/block-section";
import type { buttonsBlock } from "@/components/blocks/buttons/config";
import type { BlockProps } from "@/components/blocks/define-block";
import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/brand/icons";
import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  buttonVariants,
  type ButtonSize,
  type ButtonVariant,
} from "@/components/ui/button-variants";
import { cn } from "@/components/ui/cn";

type Entry = { name: string; use: string };

/** Looks drawn for a dark band show on one. */
const onDark = new Set<ButtonVariant>(["cta"]);

/**
 * A button as a picture: the look and size exactly as the site draws them, but not a control
 * (nothing to press on a sheet), so it takes no pointer, focus or name; its caption names it.
 */
function Specimen({
  variant,
  size,
  children,
}: {
  variant: ButtonVariant;
  size: ButtonSize;
  children: ReactNode;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(buttonVariants({ variant, size }), "pointer-events-none")}
    >
      {children}
    </span>
  );
}

function Caption({ entry, code }: { entry: Entry; code: string }) {
  return (
    <figcaption className="min-w-0 text-sm sm:mt-4">
      <span className="block font-semibold text-ink">{entry.name}</span>
      <code className="mt-0.5 block font-mono text-xs text-brand-700">{code}</code>
      <span className="mt-1 block text-ink-muted">{entry.use}</span>
    </figcaption>
  );
}

/** Every look and every size the button component offers, each named with what it is for. */
export function ButtonsBlock({ settings, place }: BlockProps<typeof buttonsBlock>) {
  return (
    <BlockSection settings={settings} place={place}>
      <h3 className="font-semibold text-ink">{settings.looksTitle}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {BUTTON_VARIANTS.map((variant) => (
          <li key={variant} data-button-variant={variant}>
            <figure className="flex h-full items-center gap-4 rounded-2xl border border-line bg-surface p-4 sm:block">
              <div
                className={cn(
                  "grid h-20 w-36 shrink-0 place-items-center rounded-xl sm:h-24 sm:w-auto",
                  onDark.has(variant) ? "bg-brand-deep-950" : "bg-surface-muted",
                )}
              >
                <Specimen variant={variant} size="default">
                  {settings.variants[variant].name}
                </Specimen>
              </div>
              <Caption entry={settings.variants[variant]} code={`variant: "${variant}"`} />
            </figure>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 font-semibold text-ink">{settings.sizesTitle}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BUTTON_SIZES.map((size) => (
          <li key={size} data-button-size={size}>
            <figure className="flex h-full items-center gap-4 rounded-2xl border border-line bg-surface p-4 sm:block">
              <div className="grid h-20 w-36 shrink-0 place-items-center rounded-xl bg-surface-muted sm:h-24 sm:w-auto">
                <Specimen variant="default" size={size}>
                  {size === "icon" ? <Icon icon={ArrowRight} /> : settings.sizes[size].name}
                </Specimen>
              </div>
              <Caption entry={settings.sizes[size]} code={`size: "${size}"`} />
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
