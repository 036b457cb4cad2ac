"use client";

import type { ReactNode } from "react";
import type { ConsentCategory } from "@/lib/consent/categories";
import { useConsent } from "@/components/consent/use-consent";

/** Renders its children only while the visitor allows `category`; they unmount on withdrawal. */
export function ConsentGate({
  category,
  children,
}: {
  category: ConsentCategory;
  children: ReactNode;
}) {
  return useConsent(category) ? children : null;
}
