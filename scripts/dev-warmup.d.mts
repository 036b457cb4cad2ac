export const EDITOR_PATHS: string[];
export function previewPaths(root: string): string[];
export function scriptsIn(html: string): string[];
export function warmUp(
  origin: string,
  options?: {
    editor?: string[];
    preview?: string[];
    previewDelayMs?: number;
    fetchImpl?: typeof fetch;
    onEditorReady?: (seconds: number) => void;
    now?: () => number;
  },
): Promise<void>;
