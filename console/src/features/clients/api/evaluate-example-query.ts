import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/** The examples the server generates: OpenID Connect tokens and user info, or a SAML response. */
export const exampleKinds = ["accessToken", "idToken", "userInfo", "samlResponse"] as const;
export type ExampleKind = (typeof exampleKinds)[number];

export interface ExampleRequest {
  kind: ExampleKind;
  userId: string;
  /** Space-separated client scope names, as in an authorization request. */
  scope: string;
  /** A client id the access token is also meant for; access tokens only. */
  audience?: string;
}

/**
 * What the server would issue to the client for a user: a token or the user info as JSON text,
 * or the SAML response's XML.
 */
export function evaluateExampleQuery(
  client: AdminClient,
  realm: string,
  id: string,
  { kind, userId, scope, audience }: ExampleRequest,
) {
  return queryOptions({
    queryKey: [...clientsKeys.evaluation(realm, id), kind, userId, scope, audience ?? ""] as const,
    queryFn: async ({ signal }): Promise<string> => {
      const target = { realm, id, userId, scope };
      switch (kind) {
        case "accessToken":
          return asJson(
            await client.clients.evaluateGenerateAccessToken(
              { ...target, ...(audience !== undefined && audience !== "" && { audience }) },
              { signal },
            ),
          );
        case "idToken":
          return asJson(await client.clients.evaluateGenerateIdToken(target, { signal }));
        case "userInfo":
          return asJson(await client.clients.evaluateGenerateUserInfo(target, { signal }));
        case "samlResponse":
          return client.clients.evaluateGenerateSamlResponse(target, { signal });
      }
    },
    staleTime: 10_000,
  });
}

const asJson = (value: unknown) => JSON.stringify(value, null, 2);
