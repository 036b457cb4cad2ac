// Content files as the bundler (next.config.ts `turbopack.rules`) and Vitest (vitest.config.ts)
// load them. Both are checked by zod where they are read, so their type here is unknown.
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
