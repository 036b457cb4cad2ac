import { PostCard } from "@/components/pages/post-card";
import type { Post } from "@/content/posts";
import { cn } from "@/components/ui/cn";
import type { Locale } from "@/lib/i18n/locales";

/** Posts as cards, three to a row on a wide screen: a listing's page, a post's related posts. */
export function PostGrid({
  posts,
  locale,
  className,
}: {
  posts: readonly Post[];
  locale: Locale;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2 lg:grid-cols-3", className)}>
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
