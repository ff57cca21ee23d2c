import type { MapperOwner } from "./mapper-owner";

/** Not built yet: replaced by the shared protocol mapper list. */
export function ProtocolMappersTab(_props: { owner: MapperOwner }) {
  return null;
}
