import type { ComponentTypeInfoRepresentation } from "@gatehouse/admin-client";
import { useParams } from "react-router";
import { useServerInfo } from "@/shared/api/console-data";
import { findPageProvider } from "./form-state";

export interface PageProvider {
  /** The `:providerId` of the address. */
  providerId: string;
  /** The server's description of the page; `undefined` when it offers no such page. */
  provider: ComponentTypeInfoRepresentation | undefined;
}

/** The server-provided page the address names. */
export function usePageProvider(): PageProvider {
  const { providerId = "" } = useParams();
  return { providerId, provider: findPageProvider(useServerInfo(), providerId) };
}
