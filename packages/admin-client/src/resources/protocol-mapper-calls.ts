import type { RequestBuilder } from "../core/request-builder.js";
import type { ProtocolMapperRepresentation } from "../defs/protocol-mapper-representation.js";

/** The client or client scope whose protocol mappers a call reads or changes. */
export interface ProtocolMapperOwner {
  id: string;
}

export interface ProtocolMapperOfOwner extends ProtocolMapperOwner {
  mapperId: string;
}

/**
 * The protocol-mapper calls of clients and client scopes, declared once for both. `ownerPath` is the
 * owner's path below the resource's base path, with its `{id}` placeholder: `/{id}` for a client,
 * `/client-scopes/{id}` for a client scope.
 */
export function protocolMapperCalls(requests: RequestBuilder, ownerPath: string) {
  const mappers = `${ownerPath}/protocol-mappers`;
  const models = `${mappers}/models`;
  const listProtocolMappers = requests.makeRequest<
    ProtocolMapperOwner,
    ProtocolMapperRepresentation[]
  >({
    method: "GET",
    path: models,
  });
  return {
    listProtocolMappers,
    /** The mapper of that id; `undefined` when there is none. */
    findProtocolMapper: requests.makeRequest<
      ProtocolMapperOfOwner,
      ProtocolMapperRepresentation | undefined
    >({
      method: "GET",
      path: `${models}/{mapperId}`,
      catchNotFound: true,
    }),
    findProtocolMappersByProtocol: requests.makeRequest<
      ProtocolMapperOwner & { protocol: string },
      ProtocolMapperRepresentation[] | undefined
    >({ method: "GET", path: `${mappers}/protocol/{protocol}`, catchNotFound: true }),
    addProtocolMapper: requests.makeUpdateRequest<
      ProtocolMapperOwner,
      ProtocolMapperRepresentation,
      undefined
    >({
      method: "POST",
      path: models,
    }),
    addMultipleProtocolMappers: requests.makeUpdateRequest<
      ProtocolMapperOwner,
      ProtocolMapperRepresentation[],
      undefined
    >({ method: "POST", path: `${mappers}/add-models` }),
    updateProtocolMapper: requests.makeUpdateRequest<
      ProtocolMapperOfOwner,
      ProtocolMapperRepresentation,
      undefined
    >({ method: "PUT", path: `${models}/{mapperId}` }),
    delProtocolMapper: requests.makeRequest<ProtocolMapperOfOwner, undefined>({
      method: "DELETE",
      path: `${models}/{mapperId}`,
    }),
    /** The owner's mapper of that name, looked up in its list (the server has no search by name). */
    findProtocolMapperByName: async (payload: {
      realm?: string;
      id: string;
      name: string;
    }): Promise<ProtocolMapperRepresentation | undefined> => {
      const { name, ...owner } = payload;
      const found = await listProtocolMappers(owner);
      return found.find((mapper) => mapper.name === name);
    },
  };
}
