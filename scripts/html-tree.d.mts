export type HtmlNode =
  string | [tag: string, attributes: Record<string, string>, children: HtmlNode[]];
export function decodeEntities(text: string): string;
export function parseHtml(html: string): HtmlNode[];
