import type { MenuItem } from "@/content/navigation";
import { configured, MenuLink } from "@/components/layout/menu-link";
import type { Locale } from "@/lib/i18n/locales";

/** The header's menus in the phone's menu: each a titled group, two columns from a small tablet. */
export function MobileMenuGroups({
  menus,
  locale,
}: {
  menus: { label: string; items: MenuItem[] }[];
  locale?: Locale;
}) {
  return (
    <div className="mt-2 grid gap-x-4 sm:grid-cols-2">
      {menus.map((menu, index) => (
        <div
          key={menu.label}
          role="group"
          aria-labelledby={`mobile-menu-group-${index}`}
          className="mt-2 border-t border-line pt-3"
        >
          <p
            id={`mobile-menu-group-${index}`}
            className="px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase"
          >
            {menu.label}
          </p>
          <ul className="mt-1 flex flex-col">
            {menu.items.filter(configured).map((item) => (
              <li key={item.label}>
                <MenuLink
                  item={item}
                  locale={locale}
                  compact
                  className="block rounded-md px-3 py-2.5 text-base font-medium text-ink hover:bg-surface-sunken"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
