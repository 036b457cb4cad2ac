export function pageUrl(file: string): string;
export const SEARCH_PAGE: string;
export function shouldIndex(html: string, url: string): boolean;
export function isUnusedUi(file: string): boolean;
export function indexLanguages(entryJson: string): { language: string; pages: number }[];
