export type Template = "page" | "post" | "blog-listing" | "help-article" | "role" | "block-page";
export function templateRoutes(
  routes: readonly string[],
  bytesOf: (route: string) => number,
  blockPages?: ReadonlySet<string>,
): string[];
