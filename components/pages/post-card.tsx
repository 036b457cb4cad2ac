import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { CalendarDays, Clock } from "@/lib/brand/icons";
import { DraftLabel } from "@/components/pages/draft-label";
import { blogContentIn } from "@/content/pages/blog";
import { categoryLabels, type Post } from "@/content/posts";
import { InitialsAvatar } from "@/components/pages/initials-avatar";
import { PostCover } from "@/components/pages/post-cover";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate } from "@/lib/dates/format-date";
import { formatIntegerIn } from "@/lib/text/format-in-locale";
import { cn } from "@/components/ui/cn";
import { localePath, type Locale } from "@/lib/i18n/locales";

type CardPost = Pick<
  Post,
  "slug" | "title" | "excerpt" | "author" | "date" | "category" | "readingMinutes" | "draft"
>;

/**
 * A post's card: its drawn cover, category, title (the link), excerpt, author and date. The
 * featured card (the newest post, atop /blog) lays the cover beside the text on a wide screen.
 */
export function PostCard({
  post,
  locale,
  featured = false,
  headingLevel = 3,
}: {
  post: CardPost;
  /** The page's language, which the post is written in. */
  locale: Locale;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const category = categoryLabels(locale).get(post.category) ?? post.category;
  return (
    <article
      data-featured={featured || undefined}
      className={cn(
        "group relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-200 hover:shadow-lg",
        featured && "lg:flex-row",
      )}
    >
      <PostCover
        title={post.title}
        category={post.category}
        className={cn("h-36 shrink-0", featured && "sm:h-56 lg:h-auto lg:min-h-72 lg:w-1/2")}
      />
      <div className={cn("flex flex-1 flex-col p-6", featured && "lg:p-10")}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
            {category}
          </span>
          {post.draft && <DraftLabel locale={locale} />}
          <span className="inline-flex items-center gap-1 text-ink-subtle">
            <Icon icon={Clock} aria-hidden="true" className="size-3.5" />
            {fillTemplate(blogContentIn(locale).post.readingTime, {
              minutes: formatIntegerIn(post.readingMinutes, locale),
            })}
          </span>
        </div>
        <Heading
          className={cn(
            "mt-4 text-lg leading-snug font-semibold text-balance text-ink",
            featured && "sm:text-2xl lg:text-3xl lg:tracking-tight",
          )}
        >
          {/* The whole card is the link's target area; the title stays its accessible name. */}
          <Link
            href={localePath(locale, `/blog/${post.slug}`)}
            className="outline-none group-hover:text-brand-700 after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        <p
          className={cn(
            "mt-3 flex-1 text-sm leading-6 text-ink-muted",
            featured && "sm:text-base sm:leading-7",
          )}
        >
          {post.excerpt}
        </p>
        <div className="mt-6 flex items-center gap-3 border-t border-line pt-5">
          <InitialsAvatar name={post.author} size="sm" />
          <div className="text-sm">
            <p className="font-semibold text-ink">{post.author}</p>
            <p className="inline-flex items-center gap-1 text-ink-subtle">
              <Icon icon={CalendarDays} aria-hidden="true" className="size-3.5" />
              <time dateTime={post.date}>{formatDate(post.date, "short", locale)}</time>
            </p>
          </div>
        </div>
      </div>
    </article>
  );
}
