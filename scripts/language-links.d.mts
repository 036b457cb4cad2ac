export const LANGUAGE_COOKIE: string;
export const LANGUAGE_LINKS_SCRIPT: string;
export const LANGUAGE_MENU_ATTRIBUTE: "data-language-menu";
