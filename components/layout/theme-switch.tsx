"use client";

import { useSyncExternalStore } from "react";
import { Icon } from "@/components/ui/icon";
import { Monitor, Moon, Sun } from "@/lib/brand/icons";
import { safeStorage } from "@/lib/browser/safe-storage";
import {
  THEME_STORAGE_KEY,
  parseThemeChoice,
  storedThemeValue,
  themeChoices,
  themeClasses,
  type ThemeChoice,
} from "@/lib/theme/theme";

const storage = safeStorage(() => window.localStorage);
const icons = { system: Monitor, light: Sun, dark: Moon } as const;

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(parseThemeChoice(event.newValue));
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
const readChoice = () => parseThemeChoice(storage.get(THEME_STORAGE_KEY));

function applyTheme(choice: ThemeChoice) {
  const { add, remove } = themeClasses(choice);
  document.documentElement.classList.remove(...remove);
  document.documentElement.classList.add(...add);
}

function choose(choice: ThemeChoice) {
  const value = storedThemeValue(choice);
  if (value === null) storage.remove(THEME_STORAGE_KEY);
  else storage.set(THEME_STORAGE_KEY, value);
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/**
 * System, light or dark: three radios drawn as one control. The choice is applied at once and
 * stored; the script in every page's head applies it on the next page before it paints. Without
 * JavaScript it could not store anything, so it is hidden and the page follows the system.
 */
export function ThemeSwitch({
  labels,
}: {
  labels: { label: string } & Record<ThemeChoice, string>;
}) {
  // Prerendered as the system's choice; the stored one shows once the island hydrates.
  const current = useSyncExternalStore(subscribe, readChoice, () => "system" as const);
  return (
    <fieldset className="inline-flex gap-0.5 rounded-full border border-on-fill/15 p-0.5 noscript:hidden">
      <legend className="sr-only">{labels.label}</legend>
      {themeChoices.map((choice) => (
        <label
          key={choice}
          title={labels[choice]}
          className="grid size-8 cursor-pointer place-items-center rounded-full text-on-fill-subtle transition-colors hover:text-on-fill has-checked:bg-on-fill/15 has-checked:text-on-fill has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-on-fill"
        >
          <input
            type="radio"
            name="theme"
            value={choice}
            checked={current === choice}
            onChange={() => choose(choice)}
            className="sr-only"
          />
          <Icon icon={icons[choice]} className="size-4" />
          <span className="sr-only">{labels[choice]}</span>
        </label>
      ))}
    </fieldset>
  );
}
