import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { Clock } from "@/lib/icons";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button";
import { ExternalLink } from "@/components/layout/external-link";
import { cn } from "@/lib/cn";

/**
 * A button whose target a deployment configures: a link in a new tab when it has a URL,
 * otherwise a 'Not available yet' label that does not pose as a control (no greyed-out button that
 * cannot be pressed) - never a control that does nothing.
 */
export function ConfiguredAction({
  href,
  label,
  unavailable,
  accessibleName,
  variant = "default",
  size,
  className,
  icon,
}: {
  href: string | undefined;
  label: string;
  unavailable: string;
  /** Names the target for screen readers when the label alone is vague ("Watch"). */
  accessibleName?: string;
  variant?: ButtonVariantProps["variant"];
  size?: ButtonVariantProps["size"];
  className?: string;
  icon?: ReactNode;
}) {
  if (href) {
    return (
      <ExternalLink
        href={href}
        aria-label={accessibleName ? `${label}: ${accessibleName}` : undefined}
        className={cn(buttonVariants({ variant, size }), className)}
      >
        {icon}
        {label}
      </ExternalLink>
    );
  }
  return (
    <p
      // The caller's classes place it; the label keeps its own width, even where they ask for w-full.
      className={cn(
        className,
        "inline-flex w-fit items-center gap-1.5 rounded-full border border-dashed border-line-strong px-3 py-1 text-xs font-semibold text-ink-muted sm:w-fit",
      )}
    >
      <Icon icon={Clock} aria-hidden="true" className="size-3.5" />
      {unavailable}
    </p>
  );
}
