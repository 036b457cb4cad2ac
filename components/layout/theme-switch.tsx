import { Icon } from "@/components/ui/icon";
import { Monitor, Moon, Sun } from "@/lib/brand/icons";

const themeChoices = ["system", "light", "dark"] as const;
type ThemeChoice = (typeof themeChoices)[number];

const icons = { system: Monitor, light: Sun, dark: Moon } as const;

/**
 * System, light or dark: three radios drawn as one control, prerendered with the system's choice
 * checked. The site's inline script (lib/theme/theme-script.mjs) checks the stored one, and
 * applies and stores a new one. Without JavaScript nothing could be stored, so it is hidden and
 * the page follows the system.
 */
export function ThemeSwitch({
  labels,
}: {
  labels: { label: string } & Record<ThemeChoice, string>;
}) {
  return (
    <fieldset
      data-theme-switch=""
      className="inline-flex gap-0.5 rounded-full border border-on-fill/15 p-0.5 noscript:hidden"
    >
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
            defaultChecked={choice === "system"}
            className="sr-only"
          />
          <Icon icon={icons[choice]} className="size-4" />
          <span className="sr-only">{labels[choice]}</span>
        </label>
      ))}
    </fieldset>
  );
}
