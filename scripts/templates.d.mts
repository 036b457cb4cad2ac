export type Template = "page" | "post" | "blog-listing" | "help-article" | "role";
export function templateOf(route: string): Template;
export function templateRoutes(
  routes: readonly string[],
  bytesOf: (route: string) => number,
): string[];
