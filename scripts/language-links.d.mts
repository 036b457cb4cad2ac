export const LANGUAGE_COOKIE: string;
export const LANGUAGE_LINKS_SCRIPT: string;
