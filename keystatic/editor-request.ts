import { headers } from "next/headers";
import { foreignRequestReason } from "@/lib/editor/editor-guard";

/**
 * Whether the editor's page was asked for by another host than this computer (lib/editor/editor-guard.ts).
 * A link from another site may open it: only the host is checked here, the API checks the rest.
 */
export async function foreignEditorRequest(): Promise<boolean> {
  const request = await headers();
  const foreign = foreignRequestReason({
    host: request.get("host"),
    origin: null,
    secFetchSite: null,
    forwardedHost: request.get("x-forwarded-host"),
  });
  return foreign !== null;
}
