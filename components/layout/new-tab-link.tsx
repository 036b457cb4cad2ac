import type { ComponentProps } from "react";

/**
 * Opens in a new tab without handing the opener to the target, and says so to screen readers:
 * after the visible text, or at the end of an `aria-label`, which would otherwise hide it.
 * Islands pass `newTab` from their props; server components use `ExternalLink`, which passes the content's words.
 */
export function NewTabLink({
  children,
  newTab,
  "aria-label": ariaLabel,
  ...props
}: ComponentProps<"a"> & { href: string; newTab: string }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel ? `${ariaLabel} ${newTab}` : undefined}
      {...props}
    >
      {children}
      {!ariaLabel && <span className="sr-only"> {newTab}</span>}
    </a>
  );
}
