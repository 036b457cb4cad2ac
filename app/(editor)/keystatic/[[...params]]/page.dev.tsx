import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { editorData } from "@/keystatic/content-schemas";
import { Editor } from "@/keystatic/editor";
import { foreignRequestReason } from "@/lib/editor-guard";

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
  return <Editor data={editorData()} />;
}
