import { useParams } from "react-router";

/**
 * What the address gives for a page's parameters type: every parameter as text (a segment of the
 * address may hold any value, a tab name that no longer exists included), optional ones possibly
 * absent.
 */
export type RouteParamValues<P> = {
  [K in keyof P]-?: undefined extends P[K] ? string | undefined : string;
};

/**
 * The current route's parameters, typed by the page's `*Params` type. A page is only rendered
 * under a route whose pattern has those segments, so a required parameter is always present;
 * values are still plain text, and a page checks those with a fixed set of allowed values (tabs).
 *
 * @example
 * const { id, tab } = useRouteParams<UserParams>();
 */
export function useRouteParams<P extends object>(): RouteParamValues<P> {
  return useParams() as RouteParamValues<P>;
}
