export function pageUrl(file: string): string;
export function shouldIndex(html: string): boolean;
export function isUnusedUi(file: string): boolean;
