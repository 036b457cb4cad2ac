/**
 * The largest save the content editor sends: a post with a few dozen images at the build's
 * 500 KiB limit, in base64. The editor's API refuses a larger body with this number
 * (lib/editor/editor-api.ts); next.config.ts lets Next pass it whole (Next cuts a body at 10 MB by
 * default once a proxy file exists, and the API would then read a cut body as "not JSON").
 */
export const EDITOR_MAX_BODY_BYTES = 32 * 1024 * 1024;
