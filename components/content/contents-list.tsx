import { Icon } from "@/components/ui/icon";
import { ChevronDown } from "@/lib/brand/icons";
import { ContentsNav } from "@/components/content/contents-nav";

/** Fewer headings than this and a page is short enough to read without a contents list. */
const MIN_CONTENTS_HEADINGS = 3;

type Item = { id: string; title: string };

/**
 * A long page's contents for wide screens: beside the text, in view as the reader scrolls (its
 * column is sticky), the current section marked. Nothing for a page with few headings.
 */
export function ContentsAside({ label, items }: { label: string; items: readonly Item[] }) {
  if (items.length < MIN_CONTENTS_HEADINGS) return null;
  return (
    <nav aria-label={label} data-pagefind-ignore="all" className="hidden lg:block">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <ContentsNav items={items} />
    </nav>
  );
}

/** The same contents under 1024 px: folded above the text, opened with a tap, no script needed. */
export function ContentsFold({ label, items }: { label: string; items: readonly Item[] }) {
  if (items.length < MIN_CONTENTS_HEADINGS) return null;
  return (
    <details
      data-pagefind-ignore="all"
      className="group mb-10 rounded-xl border border-line bg-surface-muted lg:hidden"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {label}
        <Icon
          icon={ChevronDown}
          className="size-4 text-ink-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <nav aria-label={label} className="border-t border-line px-4 pt-1 pb-3">
        <ol className="space-y-0.5 text-sm">
          {items.map(({ id, title }) => (
            <li key={id}>
              <a href={`#${id}`} className="block py-1.5 text-ink-muted hover:text-ink">
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </details>
  );
}
