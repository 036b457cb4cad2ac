import { NextResponse, type NextRequest } from "next/server";
import { foreignRequestReason } from "@/lib/editor/editor-guard";

/**
 * `npm run dev` only (a `.dev.ts` file; `npm run dev:phone` and the build leave it out): every
 * response of the preview, drafts and the editor included, goes to a loopback host only, so a
 * page that rebinds its own domain to 127.0.0.1 reads nothing. Links from other sites still
 * open the preview; the editor's API checks the rest (lib/editor/editor-api.ts).
 */
export function proxy(request: NextRequest) {
  const foreign = foreignRequestReason({
    host: request.headers.get("host"),
    origin: null,
    secFetchSite: null,
    forwardedHost: request.headers.get("x-forwarded-host"),
  });
  if (!foreign) return NextResponse.next();
  return new NextResponse(`Refused: ${foreign}. The preview answers this computer only.`, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
