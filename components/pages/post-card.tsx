import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { CalendarDays, Clock } from "@/lib/icons";
import type { IconName } from "@/content/icons";
import { DraftLabel } from "@/components/pages/draft-label";
import { blogContent } from "@/content/pages/blog";
import type { Post } from "@/content/posts";
import { ContentIcon } from "@/components/sections/content-icon";
import { InitialsAvatar } from "@/components/pages/initials-avatar";
import type { AccentTone } from "@/components/pages/tones";
import { fillTemplate } from "@/lib/fill-template";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/cn";

const covers: Record<AccentTone, string> = {
  brand: "from-brand-500 to-brand-700",
  emerald: "from-success-500 to-success-700",
  accent: "from-accent-500 to-accent-700",
  amber: "from-warning-400 to-warning-600",
  rose: "from-danger-500 to-danger-700",
};

export type PostCardStyle = { icon: IconName; tone: AccentTone; authorTone: AccentTone };

type CardPost = Pick<
  Post,
  "slug" | "title" | "excerpt" | "author" | "date" | "category" | "readingMinutes" | "draft"
>;

/** Marks a draft, which only `next dev` shows, so a marketer never mistakes it for a live post. */
/** A post's card: a drawn cover, its category, title (the link), excerpt, author and date. */
export function PostCard({
  post,
  style,
  headingLevel = 3,
}: {
  post: CardPost;
  style: PostCardStyle;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-200 hover:shadow-lg">
      <div
        aria-hidden="true"
        className={cn(
          "relative grid h-36 place-items-center overflow-hidden bg-gradient-to-br",
          covers[style.tone],
        )}
      >
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.25),transparent_45%),radial-gradient(circle_at_85%_90%,rgb(255_255_255/0.18),transparent_40%)]" />
        <span className="grid size-14 place-items-center rounded-2xl bg-on-fill/15 text-on-fill ring-1 ring-on-fill/30 backdrop-blur-sm transition-transform group-hover:scale-105 motion-reduce:transition-none">
          <ContentIcon name={style.icon} className="size-7" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
            {post.category}
          </span>
          {post.draft && <DraftLabel />}
          <span className="inline-flex items-center gap-1 text-ink-subtle">
            <Icon icon={Clock} aria-hidden="true" className="size-3.5" />
            {fillTemplate(blogContent.post.readingTime, { minutes: String(post.readingMinutes) })}
          </span>
        </div>
        <Heading className="mt-4 text-lg leading-snug font-semibold text-balance text-ink">
          {/* The whole card is the link's target area; the title stays its accessible name. */}
          <Link
            href={`/blog/${post.slug}`}
            className="outline-none group-hover:text-brand-700 after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-sm leading-6 text-ink-muted">{post.excerpt}</p>
        <div className="mt-6 flex items-center gap-3 border-t border-line pt-5">
          <InitialsAvatar name={post.author} tone={style.authorTone} size="sm" />
          <div className="text-sm">
            <p className="font-semibold text-ink">{post.author}</p>
            <p className="inline-flex items-center gap-1 text-ink-subtle">
              <Icon icon={CalendarDays} aria-hidden="true" className="size-3.5" />
              <time dateTime={post.date}>{formatDate(post.date, "short")}</time>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
