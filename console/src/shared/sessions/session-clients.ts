/** How many of a session's clients a row names before it says how many more there are. */
export const shownClientCount = 3;

/** A session's client names, sorted, split into those a row shows and how many it leaves out. */
export function sessionClientNames(
  clients: Readonly<Record<string, string>> | undefined,
  limit = shownClientCount,
): { shown: string[]; more: number } {
  const names = Object.values(clients ?? {}).sort((a, b) => a.localeCompare(b));
  return { shown: names.slice(0, limit), more: Math.max(0, names.length - limit) };
}
