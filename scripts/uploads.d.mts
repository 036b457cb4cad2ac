export const DOCUMENT_EXTENSIONS: string[];
export const IMAGE_TYPES: Record<string, string>;
export function cssProblems(text: string): string[];
export function svgProblems(bytes: Uint8Array): string[];
export function extensionOf(path: string): string;
export function publicFileProblem(path: string, bytes: Uint8Array): string | null;
