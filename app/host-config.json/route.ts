import { siteConfig } from "@/content/site";
import { hostConfig } from "@/lib/hosting/host-config";

export const dynamic = "force-static";

/**
 * Hands the deployment's endpoints to scripts/write-host-headers.mjs, which reads this file
 * from out/ after `next build`, writes the host header files and deletes it.
 */
export function GET() {
  return Response.json(hostConfig(siteConfig));
}
