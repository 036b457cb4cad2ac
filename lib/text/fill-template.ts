/** Replaces `{name}` placeholders; unknown ones are left as typed so a typo stays visible. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
