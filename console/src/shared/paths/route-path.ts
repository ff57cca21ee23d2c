import { generatePath } from "react-router";

/** Parameter values for a path; `undefined` leaves an optional segment out. */
export type PathParams = Record<string, string | undefined>;

/**
 * Builds an address from a path pattern, its parameters percent-encoded. Link builders (`to*`)
 * are written on top of it, one per page, so no address is ever put together by hand.
 *
 * @example
 * export const toRealms = ({ realm }: RealmsParams) => routePath(realmsPath, { realm });
 */
export function routePath(pattern: string, params: PathParams): string {
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return generatePath(pattern, defined);
}
