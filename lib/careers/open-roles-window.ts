/** What the expiry check needs of a role. */
type Dated = { source: string; frontmatter: { title: string; validThrough: string } };

/**
 * The roles still open on `today` (`YYYY-MM-DD`): a role is open through the whole day of its
 * `validThrough`. Each closed one is passed to `warn` with its file and date, so a build never
 * advertises an expired job and says which role closed.
 */
export function openOn<Role extends Dated>(
  roles: readonly Role[],
  today: string,
  warn: (message: string) => void = console.warn,
): Role[] {
  return roles.filter(({ source, frontmatter: { title, validThrough } }) => {
    if (validThrough >= today) return true;
    warn(
      `${source}: "${title}" closed on ${validThrough} (build date ${today}); its page says so, and the careers list and the sitemap leave it out`,
    );
    return false;
  });
}
