import type { Metadata } from "next";
import { inter } from "@/components/layout/inter-font";
import "../../globals.css";

export const metadata: Metadata = { title: "Translations", robots: { index: false } };

/**
 * The translations page's own root layout, beside the editor's: the site's type and colours
 * without its chrome. A `.dev.tsx` file, so it exists only under `next dev` (next.config.ts
 * `pageExtensions`) and never in the export.
 */
export default function TranslationsLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-dvh bg-surface-muted font-sans">{children}</body>
    </html>
  );
}
