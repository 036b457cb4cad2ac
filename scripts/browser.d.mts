export function systemChromium(): string | undefined;
export const chromiumArgs: string[];
