export type HeaderList = [name: string, value: string][];
export type HostConfig = {
  origin: string;
  connect: string[];
  script?: string[];
  img?: string[];
  formAction: string[];
};
export type Redirect = { from: string; to: string; status: number };
export type HeaderRule = { path: string; headers: HeaderList };

export const HSTS_MAX_AGE: number;
export const CLOUDFLARE_LINE_LIMIT: number;
export const IMMUTABLE_ASSETS: { path: string; cacheControl: string };
export const HOST_FILES: string[];
export const PERMISSIONS_POLICY: string;
export function inlineScripts(html: string): string[];
export function sha256Source(text: string): string;
export function scriptHashes(htmlPages: Iterable<string>): string[];
export function externalOrigin(endpoint: string, siteOrigin: string): string | null;
export function contentSecurityPolicy(input: { hashes: string[]; config: HostConfig }): string;
export function securityHeaders(input: { hashes: string[]; config: HostConfig }): HeaderList;
export function parseRedirects(text: string): Redirect[];
export function renderHeadersFile(headers: HeaderList): string;
export function parseHeadersFile(text: string): HeaderRule[];
export function pathMatches(pattern: string, pathname: string): boolean;
export function headersFor(rules: HeaderRule[], pathname: string): HeaderList;
export function renderVercelJson(headers: HeaderList, redirects: Redirect[]): string;
export function renderNginxConf(headers: HeaderList, redirects: Redirect[]): string;
