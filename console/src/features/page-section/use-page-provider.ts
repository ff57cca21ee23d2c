import type { ComponentTypeInfoRepresentation } from "@gatehouse/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { findPageProvider } from "./form-state";
import type { PageSectionParams } from "./paths";

export interface PageProvider {
  /** The `:providerId` of the address. */
  providerId: string;
  /** The server's description of the page; `undefined` when it offers no such page. */
  provider: ComponentTypeInfoRepresentation | undefined;
}

/** The server-provided page the address names. */
export function usePageProvider(): PageProvider {
  const { providerId } = useRouteParams<PageSectionParams>();
  return { providerId, provider: findPageProvider(useServerInfo(), providerId) };
}
