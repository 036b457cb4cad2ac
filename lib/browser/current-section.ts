/**
 * The section a reader is in: the last heading whose top has passed `line` (a little below the
 * fixed header), or the first one while none has. Headings come in page order; `top` is from the
 * viewport's top, as getBoundingClientRect() gives it.
 */
export function currentSection(
  headings: readonly { id: string; top: number }[],
  line: number,
): string | null {
  let current = headings[0]?.id ?? null;
  for (const heading of headings) {
    if (heading.top > line) break;
    current = heading.id;
  }
  return current;
}
