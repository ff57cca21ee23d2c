/** Where a credential goes when moved one place: to the front, or right after another credential. */
export type CredentialMove = { kind: "first" } | { kind: "after"; previousId: string };

/**
 * The server call that moves the credential at `index` one place up or down; `undefined` when it
 * is already at that end.
 */
export function credentialMove(
  ids: readonly string[],
  index: number,
  direction: "up" | "down",
): CredentialMove | undefined {
  if (direction === "up") {
    if (index <= 0 || index >= ids.length) return undefined;
    const previousId = ids[index - 2];
    return previousId === undefined ? { kind: "first" } : { kind: "after", previousId };
  }
  const nextId = ids[index + 1];
  return index < 0 || nextId === undefined ? undefined : { kind: "after", previousId: nextId };
}
