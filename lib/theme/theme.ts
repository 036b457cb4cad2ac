import { THEME_STORAGE_KEY } from "@/lib/theme/theme-script.mjs";

export const themeChoices = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** A stored value as a choice: anything but "light" or "dark" (none, or hand-edited) is the system's. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === "light" || stored === "dark" ? stored : "system";
}

/** What to store for a choice: the system's is stored as nothing, so it follows later changes. */
export function storedThemeValue(choice: ThemeChoice): string | null {
  return choice === "system" ? null : choice;
}

/** The classes <html> carries for a choice (the stylesheet reads the system's setting itself). */
export function themeClasses(choice: ThemeChoice): { add: string[]; remove: string[] } {
  const all = ["light", "dark"];
  return choice === "system"
    ? { add: [], remove: all }
    : { add: [choice], remove: all.filter((name) => name !== choice) };
}

export { THEME_STORAGE_KEY };
