import { PostGrid } from "@/components/pages/post-grid";
import { blogContentIn } from "@/content/pages/blog";
import type { Post } from "@/content/posts";
import type { Locale } from "@/lib/i18n/locales";

/** Under a post, others to read next; nothing when there are none. */
export function RelatedPosts({ posts, locale }: { posts: readonly Post[]; locale: Locale }) {
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="border-t border-line bg-surface-muted px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
    >
      <div className="mx-auto max-w-7xl">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {blogContentIn(locale).post.related}
        </h2>
        <PostGrid posts={posts} locale={locale} className="mt-8" />
      </div>
    </section>
  );
}
