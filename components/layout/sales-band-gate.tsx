"use client";

import type { ReactNode } from "react";
import { useSelectedLayoutSegments } from "next/navigation";
import { endsWithOwnStep } from "@/lib/navigation/page-endings";

/**
 * The footer's sales band on marketing pages only (lib/navigation/page-endings.ts). Decided from
 * the route being shown while each page is prerendered, so a utility page's HTML has no band at
 * all, and again on a client-side navigation. The route, not the address: a language's 404 page
 * (`/de/404`) is sent for every missing address under its prefix (`/de/keine-seite`), and read
 * from the address it grew the band once it hydrated.
 */
export function SalesBandGate({
  legalPaths,
  children,
}: {
  legalPaths: readonly string[];
  children: ReactNode;
}) {
  // Below the language's layout; route groups, `(name)`, are not part of an address.
  const route = useSelectedLayoutSegments().filter((segment) => !segment.startsWith("("));
  return endsWithOwnStep(`/${route.join("/")}`, legalPaths) ? null : children;
}
