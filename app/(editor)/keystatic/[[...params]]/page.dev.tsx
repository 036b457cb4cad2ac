import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Editor } from "@/keystatic/editor";
import { foreignRequestReason } from "@/lib/editor-guard";

/**
 * The editor's page: Keystatic, which asks the editor's API for the build's rules. It imports no
 * content (keystatic/editor.tsx says why), so saving a content file never reloads it.
 */
export default async function EditorPage() {
  // The editor's page, like its API, exists for this computer only (lib/editor-guard.ts). A
  // link from another site may open it: only the host is checked here, the API checks the rest.
  const request = await headers();
  const foreign = foreignRequestReason({
    host: request.get("host"),
    origin: null,
    secFetchSite: null,
    forwardedHost: request.get("x-forwarded-host"),
  });
  if (foreign) notFound();
  return <Editor />;
}
