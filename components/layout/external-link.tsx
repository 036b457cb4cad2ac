import type { ComponentProps } from "react";

/** Opens in a new tab without handing the opener to the target, and says so to screen readers. */
export function ExternalLink({ children, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
