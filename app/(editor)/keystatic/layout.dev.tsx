import type { Metadata } from "next";
import { Editor } from "@/keystatic/editor";
import { foreignEditorRequest } from "@/keystatic/editor-request";

// The site's icon, named: without it the browser asks for /favicon.ico, which next dev answers by
// compiling the pages of blocks' route first, seconds of a cold first open spent on a 404.
export const metadata: Metadata = {
  title: "Site content",
  robots: { index: false },
  icons: { icon: { url: "/icon.svg", type: "image/svg+xml" } },
};

/**
 * The editor's own root layout: full screen, outside the site's chrome. A `.dev.tsx` file, so it
 * exists only under `next dev` (next.config.ts `pageExtensions`) and never in the export.
 *
 * Keystatic is drawn here, not by the page: the App Router remounts a page whose address
 * parameters change, and after a save `next dev` refreshes the page at the address Keystatic
 * moved to (its own router changes the address without Next's). A remounted Keystatic starts
 * again from the first file tree it loaded, so the form went back to the text from before the
 * save, and the next save wrote that old text over the new one. A layout stays mounted across
 * its pages' addresses.
 */
export default async function EditorLayout({ children }: { children: React.ReactNode }) {
  const foreign = await foreignEditorRequest();
  return (
    <html lang="en">
      <body>
        {foreign ? null : <Editor />}
        {children}
      </body>
    </html>
  );
}
