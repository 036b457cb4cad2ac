/**
 * The day the site is built, `YYYY-MM-DD` in UTC. Content that expires (a role's `validThrough`)
 * is judged against it. `SOURCE_DATE_EPOCH` (seconds since 1970, the reproducible-builds
 * convention) pins it, so tests and rebuilds of an old commit see the same site.
 */
export function buildDate(env: Record<string, string | undefined> = process.env): string {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  if (epoch) {
    const seconds = Number(epoch);
    if (!Number.isInteger(seconds) || seconds < 0) {
      throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got "${epoch}"`);
    }
    return new Date(seconds * 1000).toISOString().slice(0, 10);
  }
  return new Date().toISOString().slice(0, 10);
}
