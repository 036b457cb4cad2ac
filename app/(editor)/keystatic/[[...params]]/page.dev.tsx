import { notFound } from "next/navigation";
import { foreignEditorRequest } from "@/keystatic/editor-request";

/**
 * Every editor address (`/keystatic/...`). Keystatic itself is drawn by the layout, which the
 * App Router keeps mounted across these addresses (layout.dev.tsx says why); the page only
 * answers 404 to another host, as the editor exists for this computer only.
 */
export default async function EditorPage() {
  if (await foreignEditorRequest()) notFound();
  return null;
}
