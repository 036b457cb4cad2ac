import { describe, expect, it } from "vitest";
import { parseThemeChoice, storedThemeValue, themeClasses, themeChoices } from "@/lib/theme/theme";
import { THEME_SCRIPT, THEME_STORAGE_KEY } from "@/lib/theme/theme-script.mjs";

describe("theme choice", () => {
  it("reads only what the site stores; anything else follows the system", () => {
    expect(parseThemeChoice("dark")).toBe("dark");
    expect(parseThemeChoice("light")).toBe("light");
    for (const value of [null, undefined, "", "Dark", "system", "{}", "<script>"]) {
      expect(parseThemeChoice(value)).toBe("system");
    }
  });

  it("stores a choice as what parses back to it, the system's as nothing", () => {
    for (const choice of themeChoices) {
      expect(parseThemeChoice(storedThemeValue(choice))).toBe(choice);
    }
    expect(storedThemeValue("system")).toBeNull();
  });

  it("marks <html> with the chosen theme and with nothing for the system's", () => {
    expect(themeClasses("dark")).toEqual({ add: ["dark"], remove: ["light"] });
    expect(themeClasses("light")).toEqual({ add: ["light"], remove: ["dark"] });
    expect(themeClasses("system")).toEqual({ add: [], remove: ["light", "dark"] });
  });
});

describe("the script before the first paint", () => {
  function run(stored: string | null, storage: "works" | "throws" = "works") {
    const classes = new Set<string>();
    const localStorage = {
      getItem(key: string) {
        if (storage === "throws") throw new Error("SecurityError");
        return key === THEME_STORAGE_KEY ? stored : null;
      },
    };
    const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
    new Function("localStorage", "document", THEME_SCRIPT)(localStorage, document);
    return [...classes];
  }

  it("applies a stored light or dark choice, and nothing else", () => {
    expect(run("dark")).toEqual(["dark"]);
    expect(run("light")).toEqual(["light"]);
    expect(run(null)).toEqual([]);
    expect(run("x onload=alert(1)")).toEqual([]);
  });

  it("never throws where storage is blocked", () => {
    expect(run("dark", "throws")).toEqual([]);
  });
});
