export const THEME_STORAGE_KEY: string;
export const THEME_SCRIPT: string;
