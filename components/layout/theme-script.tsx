import { THEME_SCRIPT } from "@/lib/theme/theme-script.mjs";

/**
 * The visitor's stored theme on <html> before the first paint (lib/theme/theme-script.mjs). Goes
 * in <head>; <html> carries `suppressHydrationWarning`, as the script adds a class React did not
 * render.
 */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
