import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/button";

export type LinkButton = { label: string; href: string; icon?: ReactNode };

/** A page's calls to action: the first is the main button, the others outlined beside it. */
export function LinkButtons({ links }: { links: readonly LinkButton[] }) {
  return links.map((link, index) => (
    <ButtonLink
      key={link.href}
      href={link.href}
      size="lg"
      variant={index === 0 ? "default" : "outline"}
    >
      {link.icon}
      {link.label}
    </ButtonLink>
  ));
}
