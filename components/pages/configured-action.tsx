import type { ReactNode } from "react";
import { buttonVariants, type ButtonVariantProps } from "@/components/ui/button";
import { ExternalLink } from "@/components/layout/external-link";
import { cn } from "@/components/ui/cn";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A button whose target a deployment configures: a link in a new tab when it has a URL, and
 * nothing at all otherwise - never a greyed control, never one that does nothing. The page says
 * once what is not open yet (the training page's waitlist).
 */
export function ConfiguredAction({
  href,
  label,
  accessibleName,
  variant = "default",
  size,
  className,
  icon,
  locale,
}: {
  href: string | undefined;
  /** The page's language (the words for "opens in a new tab"). */
  locale?: Locale;
  label: string;
  /** Names the target for screen readers when the label alone is vague ("Watch"). */
  accessibleName?: string;
  variant?: ButtonVariantProps["variant"];
  size?: ButtonVariantProps["size"];
  className?: string;
  icon?: ReactNode;
}) {
  if (!href) return null;
  return (
    <ExternalLink
      href={href}
      locale={locale}
      aria-label={accessibleName ? `${label}: ${accessibleName}` : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      {icon}
      {label}
    </ExternalLink>
  );
}
