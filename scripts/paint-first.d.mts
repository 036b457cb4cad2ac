export const CHUNKS_ATTRIBUTE: string;
export const LOADER: string;
export function deferredChunks(html: string): string[];
export function paintFirst(html: string): string;
