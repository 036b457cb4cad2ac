"use client";

import type { ReactNode } from "react";
import { usePathname } from "next/navigation";
import { endsWithOwnStep } from "@/lib/navigation/page-endings";

/**
 * The footer's sales band on marketing pages only (lib/navigation/page-endings.ts). Decided from
 * the address while each page is prerendered, so a utility page's HTML has no band at all, and
 * again on a client-side navigation.
 */
export function SalesBandGate({
  legalPaths,
  children,
}: {
  legalPaths: readonly string[];
  children: ReactNode;
}) {
  return endsWithOwnStep(usePathname(), legalPaths) ? null : children;
}
