import Link from "next/link";
import type { ReactNode } from "react";

/** A link written in a Markdown document: a page of the site goes through the router; any other
 *  target (checked when the document is read: https or mailto) opens without a referrer or
 *  access to this page. */
export function DocumentLink({
  href,
  title,
  children,
}: {
  href: string;
  title?: string;
  children: ReactNode;
}) {
  if (href.startsWith("/") || href.startsWith("#")) {
    return (
      <Link href={href} title={title}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} title={title} rel="noopener noreferrer">
      {children}
    </a>
  );
}
