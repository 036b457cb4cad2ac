export type HeaderList = [name: string, value: string][];
export type HostConfig = {
  origin: string;
  connect: string[];
  script?: string[];
  img?: string[];
  formAction: string[];
  /** The export ships WebAssembly (Pagefind): allow 'wasm-unsafe-eval'. */
  wasm?: boolean;
};
export type Redirect = { from: string; to: string; status: number };
export type HeaderRule = { path: string; headers: HeaderList };

export const HSTS_MAX_AGE: number;
export const CLOUDFLARE_LINE_LIMIT: number;
export const CLOUDFLARE_RULE_LIMIT: number;
export const CHARSET_BYTE_LIMIT: number;
export const IMMUTABLE_ASSETS: { path: string; cacheControl: string };
export const HOST_FILES: string[];
export const NO_SCRIPT_POLICY: string;
export const NOT_PAGE_EXTENSIONS: string[];
export const NOT_DOCUMENT_EXTENSIONS: string[];
export function notPageExtensions(files?: string[]): string[];
export function extensionSource(extensions: string[]): string;
export const HEADER_ONLY_DIRECTIVES: string[];
export const PAGE_ONLY_DIRECTIVES: string[];
export const PERMISSIONS_POLICY: string;
export type ScriptElement = { at: number; end: number; attributes: string; body: string };
export function scriptElements(html: string): ScriptElement[];
export function inlineScripts(html: string): string[];
export function inlineScriptSource(body: string): string | null;
export function foreignScripts(html: string): string[];
export function joinFlightScripts(html: string): string;
export function sha256Source(text: string): string;
export function scriptHashes(htmlPages: Iterable<string>): string[];
export function externalOrigin(endpoint: string, siteOrigin: string): string | null;
export function contentSecurityPolicy(input: { hashes: string[]; config: HostConfig }): string;
export function headerPolicy(config: HostConfig): string;
export function sharedHeaders(): HeaderList;
export function securityHeaders(config: HostConfig): HeaderList;
export function withPolicyMeta(html: string, config: HostConfig): string;
export function parseRedirects(text: string): Redirect[];
export function renderHeadersFile(headers: HeaderList, extensions?: string[]): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function pathMatches(pattern: string, pathname: string): boolean;
export function patternsOverlap(a: string, b: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): HeaderList;
export function overlappingRules(rules: HeaderRule[], header: string): [string, string][];
export function headersFileProblems(text: string): string[];
export function languageRedirects(languages: string[]): string;
export function languageNotFoundRedirects(languages: string[]): string;
export const TEXT_TYPES: Record<string, string>;
export function renderVercelJson(
  headers: HeaderList,
  redirects: Redirect[],
  extensions?: string[],
  languages?: string[],
): string;
export function renderNginxConf(
  headers: HeaderList,
  redirects: Redirect[],
  extensions?: string[],
  languages?: string[],
  notFoundLanguages?: string[],
): string;
