/** Where the site search lives, and the address parameter that holds its query: /help-center?q=cancel. */
export const SEARCH_PATH = "/help-center";
export const SEARCH_QUERY_PARAM = "q";
