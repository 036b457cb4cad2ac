import Link from "next/link";
import type { ReactNode } from "react";
import type { HelpDestination } from "@/content/pages/help-center";
import { ExternalLink } from "@/components/layout/external-link";

/** A link to where a help topic is answered; without a configured target, just the text. */
export function HelpDestinationLink({
  to,
  className,
  children,
  fallback,
}: {
  to: HelpDestination | undefined;
  className?: string;
  children: ReactNode;
  /** Rendered when there is nowhere to go. */
  fallback: ReactNode;
}) {
  if (to?.kind === "page") {
    return (
      <Link href={to.href} className={className}>
        {children}
      </Link>
    );
  }
  if (to?.kind === "external" && to.href) {
    return (
      <ExternalLink href={to.href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return fallback;
}
