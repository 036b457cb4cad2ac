import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";

/** The card every feature mock-up sits in; decorative, so hidden from assistive technology. */
export function MockupFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" className="relative select-none">
      <div className="absolute -inset-2.5 -z-10 rounded-[1.75rem] bg-gradient-to-br from-brand-100 via-surface to-accent-100 sm:-inset-6 sm:rounded-[2rem]" />
      <div
        className={cn(
          "overflow-hidden rounded-2xl border border-line bg-surface text-left shadow-lift",
          className,
        )}
      >
        {children}
      </div>
    </div>
  );
}
