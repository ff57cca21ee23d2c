/** Where a message text comes from when `source=true` is asked for. */
export type MessageSource = "THEME" | "REALM";

/** One message of a theme, merged with the realm's localization overrides. */
export interface ThemeMessageRepresentation {
  key: string;
  value: string;
  source?: MessageSource;
}

export type ThemeType = "admin" | "account" | "login" | "email" | "welcome" | "common";
