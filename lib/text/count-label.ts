/** "1 article", "6 articles", "0 results": a count with the noun that fits it. */
export function countLabel(count: number, noun: { one: string; other: string }): string {
  return `${count} ${count === 1 ? noun.one : noun.other}`;
}
