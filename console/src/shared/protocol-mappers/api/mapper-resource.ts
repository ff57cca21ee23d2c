import type { ProtocolMapperRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { MapperOwner } from "../mapper-owner";

type OwnerRef = Pick<MapperOwner, "type" | "id">;

/**
 * The protocol mapper changes of one owner: clients and client scopes have the same calls on two
 * resources. (The queries name their calls themselves, so their keys show what they read.)
 */
export function mapperResource(client: AdminClient, realm: string, { type, id }: OwnerRef) {
  const owner = { realm, id };
  const resource = type === "clients" ? client.clients : client.clientScopes;
  return {
    findByName: (name: string) => resource.findProtocolMapperByName({ ...owner, name }),
    add: (mapper: ProtocolMapperRepresentation) => resource.addProtocolMapper(owner, mapper),
    addMany: (mappers: ProtocolMapperRepresentation[]) =>
      resource.addMultipleProtocolMappers(owner, mappers),
    update: (mapperId: string, mapper: ProtocolMapperRepresentation) =>
      resource.updateProtocolMapper({ ...owner, mapperId }, mapper),
    remove: (mapperId: string) => resource.delProtocolMapper({ ...owner, mapperId }),
  };
}
