// js-yaml is what Keystatic writes YAML with (a dependency of @keystatic/core, untyped); the
// content-files test writes with it to compare the files with the editor's form.
declare module "js-yaml" {
  export function dump(value: unknown): string;
  export function load(text: string): unknown;
}
