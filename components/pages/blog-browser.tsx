"use client";

import { clsx } from "clsx";
import { useState, type ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { forcedColorsSelected } from "@/components/ui/forced-colors";
import { ALL_POSTS, filterByCategory } from "@/lib/blog-filter";
import { countLabel } from "@/lib/count-label";
import { fillTemplate } from "@/lib/fill-template";

export type BlogBrowserProps = {
  categories: readonly string[];
  posts: readonly { id: string; category: string; card: ReactNode }[];
  text: {
    label: string;
    /** The chip that shows every post. */
    all: string;
    noun: { one: string; other: string };
    statusAll: string;
    statusCategory: string;
    emptyTitle: string;
    emptyText: string;
    emptyAction: string;
    showAll: string;
  };
  /** Where the empty state sends readers to subscribe, e.g. "#newsletter". */
  subscribeHref: string;
  /** Decorative art for the empty state, rendered on the server. */
  emptyIcon: ReactNode;
};

/** The category chips and the posts they filter; the cards themselves render on the server. */
export function BlogBrowser({
  categories,
  posts,
  text,
  subscribeHref,
  emptyIcon,
}: BlogBrowserProps) {
  const [active, setActive] = useState(ALL_POSTS);
  const visible = filterByCategory(posts, active);
  const count = countLabel(visible.length, text.noun);
  const status =
    active === ALL_POSTS
      ? fillTemplate(text.statusAll, { count })
      : fillTemplate(text.statusCategory, { count, category: active });

  return (
    <div>
      <div role="group" aria-label={text.label} className="flex flex-wrap justify-center gap-2">
        {[ALL_POSTS, ...categories].map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={category === active}
            onClick={() => setActive(category)}
            className={clsx(
              "rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
              category === active
                ? ["border-brand-600 bg-brand-600 text-white shadow-sm", forcedColorsSelected]
                : "border-line bg-surface text-ink-muted hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800",
            )}
          >
            {category === ALL_POSTS ? text.all : category}
          </button>
        ))}
      </div>

      <p role="status" className="mt-6 text-center text-sm text-ink-subtle">
        {status}
      </p>

      {visible.length > 0 ? (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((post) => (
            <li key={post.id} className="flex">
              {post.card}
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto mt-8 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
          {emptyIcon}
          <h3 className="mt-5 text-lg font-semibold text-ink">
            {fillTemplate(text.emptyTitle, { category: active })}
          </h3>
          <p className="mt-2 text-pretty text-ink-muted">{text.emptyText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <a href={subscribeHref} className={buttonVariants()}>
              {text.emptyAction}
            </a>
            <button
              type="button"
              onClick={() => setActive(ALL_POSTS)}
              className={buttonVariants({ variant: "outline" })}
            >
              {text.showAll}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
