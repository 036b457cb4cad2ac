/** The chip that shows every post. */
export const ALL_POSTS = "All";

/** Posts in the chosen category, in their original order; "All" keeps every post. */
export function filterByCategory<T extends { category: string }>(
  posts: readonly T[],
  category: string,
): T[] {
  return category === ALL_POSTS ? [...posts] : posts.filter((post) => post.category === category);
}

/** How many posts each chip would show, "All" included. */
export function countByCategory(
  posts: readonly { category: string }[],
  categories: readonly string[],
): Record<string, number> {
  const counts: Record<string, number> = { [ALL_POSTS]: posts.length };
  for (const category of categories) {
    counts[category] = posts.filter((post) => post.category === category).length;
  }
  return counts;
}

/** "1 post", "6 posts" */
export function countLabel(count: number, noun: { one: string; other: string }): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}
