import type { ReactNode } from "react";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button";
import { ExternalLink } from "@/components/layout/external-link";
import { cn } from "@/lib/cn";

/**
 * A button whose target a deployment configures: a link in a new tab when it has a URL,
 * otherwise a visibly disabled 'Coming soon' button - never a control that does nothing.
 */
export function ConfiguredAction({
  href,
  label,
  comingSoon,
  accessibleName,
  variant = "default",
  size,
  className,
  icon,
}: {
  href: string | undefined;
  label: string;
  comingSoon: string;
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
    <button
      type="button"
      disabled
      aria-label={accessibleName ? `${comingSoon}: ${accessibleName}` : undefined}
      className={cn(buttonVariants({ variant: "secondary", size }), "text-ink-muted", className)}
    >
      {comingSoon}
    </button>
  );
}
