/**
 * The language the console starts in, before the administrator's choice applies. A module of its
 * own so the page's small entry script can name it without loading i18next.
 */
export const defaultLanguage = "en";
