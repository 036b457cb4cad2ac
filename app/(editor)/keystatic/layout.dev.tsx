import type { Metadata } from "next";

export const metadata: Metadata = { title: "Site content", robots: { index: false } };

/**
 * The editor's own root layout: full screen, outside the site's chrome. A `.dev.tsx` file, so it
 * exists only under `next dev` (next.config.ts `pageExtensions`) and never in the export.
 */
export default function EditorLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
