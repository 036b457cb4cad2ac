import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Reads theme colours (`--color-<token>: #rrggbb;`) from app/globals.css, the one place the
 * palette is defined, so the brand sheet and the logo files never restate a hex value.
 * Build time only. An unknown or non-hex token fails the build with its name.
 */
export function themeColours(
  tokens: readonly string[],
  css = readGlobalCss(),
): Record<string, string> {
  return Object.fromEntries(
    tokens.map((token) => {
      const hex = colourIn(css, token);
      if (!hex) throw new Error(`app/globals.css has no hex colour --color-${token}`);
      return [token, hex];
    }),
  );
}

/** The hex of `--color-<token>` in `css`, or undefined; the token is a name, never a pattern. */
function colourIn(css: string, token: string): string | undefined {
  const name = token.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})\\s*;`, "i").exec(css)?.[1]?.toLowerCase();
}

/** Whether app/globals.css has the hex colour `--color-<token>`: what content may name. */
export function isThemeColour(token: string, css = readGlobalCss()): boolean {
  return /^[a-z][a-z0-9-]*$/.test(token) && colourIn(css, token) !== undefined;
}

function readGlobalCss(): string {
  return readFileSync(join(process.cwd(), "app", "globals.css"), "utf8");
}

/** Relative luminance contrast of two hex colours (WCAG 2), e.g. 6.4 for brand-600 on white. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
