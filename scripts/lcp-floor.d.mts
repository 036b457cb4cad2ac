export function stripPage(
  html: string,
  strip: ("js" | "font" | "css")[],
  readAsset: (href: string) => string,
): string;
export function stripWebFonts(css: string): string;
