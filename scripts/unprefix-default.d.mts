export function unprefixDefaultLocale(out: string, locale?: string): string[];
