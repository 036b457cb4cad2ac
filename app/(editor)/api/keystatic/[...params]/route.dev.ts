import { makeRouteHandler } from "@keystatic/next/route-handler";
import keystaticConfig from "@/keystatic.config";

/** Reads and writes the content files for the editor; `next dev` only (a `.dev.ts` file). */
export const { GET, POST } = makeRouteHandler({ config: keystaticConfig });
