import type { CSSProperties } from "react";
import type { MenuItem } from "@/content/navigation";
import { Icon } from "@/components/ui/icon";
import { ChevronDown } from "@/lib/brand/icons";
import { MenuLink, configured } from "@/components/layout/menu-link";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A header menu: a button and a native popover. The browser opens it by click, Enter or Space,
 * closes it on Escape or a click outside and returns focus to the button, all without JavaScript;
 * its links are in the HTML for crawlers. The site's inline script (lib/theme/theme-script.mjs)
 * closes it when one of its links is followed.
 */
export function HeaderMenu({
  id,
  label,
  items,
  locale,
}: {
  id: string;
  label: string;
  items: MenuItem[];
  locale?: Locale;
}) {
  const panelId = `menu-${id}`;
  return (
    // The panel sits under its own button where the browser can anchor it (app/globals.css).
    <li style={{ "--menu-anchor": `--${panelId}` } as CSSProperties}>
      <button
        type="button"
        popoverTarget={panelId}
        className="menu-anchor inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink [&:has(+:popover-open)]:bg-surface-sunken [&:has(+:popover-open)]:text-ink [&:has(+:popover-open)>svg]:rotate-180"
      >
        {label}
        <Icon icon={ChevronDown} className="size-4 transition-transform" />
      </button>
      <div
        id={panelId}
        popover="auto"
        className="menu-panel w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-2 text-ink shadow-lift"
      >
        <ul>
          {items.filter(configured).map((item) => (
            <li key={item.label}>
              <MenuLink
                item={item}
                locale={locale}
                className="block rounded-lg px-3 py-2.5 transition-colors hover:bg-surface-sunken focus-visible:bg-surface-sunken"
              />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
