import { firstLoadJsBytes as measure } from "@/scripts/first-load-js.mjs";
import { OUT_DIR } from "./routes";

export { firstLoadScripts, gzipBytes } from "@/scripts/first-load-js.mjs";

/** Sum of the gzip sizes of every script an exported page loads, in bytes. */
export function firstLoadJsBytes(htmlFile: string): number {
  return measure(htmlFile, OUT_DIR);
}
