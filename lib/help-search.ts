/** Lower-cased, accents folded and runs of white space collapsed, so "Réglages " finds "reglages". */
export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * True when every word of the query occurs somewhere in the fields (a title, a description...).
 * An empty query matches everything.
 */
export function matchesQuery(fields: readonly string[], query: string): boolean {
  const words = normaliseSearchText(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseSearchText(fields.join(" "));
  return words.every((word) => haystack.includes(word));
}

export type Searchable = { id: string; fields: readonly string[] };

/** The ids of the entries that match, in their original order. */
export function searchIds(entries: readonly Searchable[], query: string): string[] {
  return entries.filter((entry) => matchesQuery(entry.fields, query)).map((entry) => entry.id);
}
