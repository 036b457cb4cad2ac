/** The chip that shows every post; no category has an empty name (content/pages/blog.ts). */
export const ALL_POSTS = "";

/** Posts in the chosen category, in their original order; "All" keeps every post. */
export function filterByCategory<T extends { category: string }>(
  posts: readonly T[],
  category: string,
): T[] {
  return category === ALL_POSTS ? [...posts] : posts.filter((post) => post.category === category);
}
