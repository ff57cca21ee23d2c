/** `[KEYCLOAK]` log lines, printed only while logging is on. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export function createLogger(enabled: () => boolean): Logger {
  return {
    info: (message) => {
      if (enabled()) console.info(message);
    },
    warn: (message) => {
      if (enabled()) console.warn(message);
    },
  };
}
