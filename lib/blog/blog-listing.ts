/** How many posts a listing page shows before the rest move to `/blog/page/2` and on. */
export const POSTS_PER_PAGE = 9;

/** How many posts "Keep reading" suggests under a post. */
const RELATED_POSTS = 3;

/** The number of listing pages `count` posts fill; an empty blog still has its first page. */
export function pageCount(count: number, perPage = POSTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** The posts of listing page `page` (1-based), in the order given. */
export function postsOnPage<T>(posts: readonly T[], page: number, perPage = POSTS_PER_PAGE): T[] {
  return posts.slice((page - 1) * perPage, page * perPage);
}

/**
 * Page 1 of a listing is its own address (`/blog`, `/blog/category/<slug>`); later pages live
 * under `<listing>/page/<n>`.
 */
export function listingHref(page: number, listing: `/${string}` = "/blog"): `/${string}` {
  return page === 1 ? listing : `${listing}/page/${page}`;
}

/**
 * The page number a catch-all route's segments name: none is page 1, `["page", "<n>"]` is page
 * n when the listing has it; anything else is null (not a page).
 */
export function pageFromSegments(segments: readonly string[] | undefined, pages: number) {
  if (!segments || segments.length === 0) return 1;
  const [word, value] = segments;
  if (segments.length !== 2 || word !== "page" || !/^[1-9]\d*$/.test(value ?? "")) return null;
  const page = Number(value);
  return page >= 2 && page <= pages ? page : null;
}

/** The pages after the first, as `generateStaticParams` wants them. */
export function laterPages(count: number, perPage = POSTS_PER_PAGE): number[] {
  return Array.from({ length: pageCount(count, perPage) - 1 }, (_, index) => index + 2);
}

/**
 * The blog's posts in the order /blog lists them: the featured post first (the newest one
 * marked `featured`, else simply the newest), then the others newest first as given.
 */
export function featuredFirst<T extends object>(posts: readonly T[]): T[] {
  const chosen = posts.find((post) => "featured" in post && post.featured === true);
  if (!chosen) return [...posts];
  return [chosen, ...posts.filter((post) => post !== chosen)];
}

/**
 * Posts to read next: the same category first, then the rest, each newest first as given,
 * never the post itself.
 */
export function relatedPosts<T extends { slug: string; category: string }>(
  posts: readonly T[],
  post: T,
  count = RELATED_POSTS,
): T[] {
  const others = posts.filter((entry) => entry.slug !== post.slug);
  const same = others.filter((entry) => entry.category === post.category);
  const rest = others.filter((entry) => entry.category !== post.category);
  return [...same, ...rest].slice(0, count);
}
