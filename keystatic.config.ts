import { editorData } from "@/keystatic/content-schemas";
import { createConfig } from "@/keystatic/config";

/**
 * The content editor's configuration, as the server (the editor's API route, the reader in
 * tests) uses it. The editor page builds the same configuration in the browser from the same
 * data (app/(editor)/keystatic). Development only: see docs/marketers.md.
 */
export default createConfig(editorData());
