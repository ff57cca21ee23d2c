import { devClientId } from "../../server/src/dev-client";

/**
 * The environment block: Keycloak renders it into the page as JSON; the console reads it on start.
 * `index.html` carries the placeholder; the theme build swaps in FreeMarker expressions and the
 * development server swaps in values for the local server.
 */
export const environmentPlaceholder = "__GATEHOUSE_ENVIRONMENT__";

/** Keys Keycloak's admin console controller provides to the template, and the value expression for each. */
export const environmentTemplateFields = {
  serverBaseUrl: "serverBaseUrl",
  adminBaseUrl: "adminBaseUrl",
  authUrl: "authUrl",
  authServerUrl: "authServerUrl",
  realm: 'loginRealm!"master"',
  clientId: "clientId",
  resourceUrl: "resourceUrl",
  logo: 'properties.logo!""',
  logoUrl: 'properties.logoUrl!""',
  consoleBaseUrl: "consoleBaseUrl",
  masterRealm: "masterRealm",
  resourceVersion: "resourceVersion",
} as const;

/** FreeMarker JSON object whose values are escaped for JSON by the template engine. */
export function environmentTemplate(): string {
  const entries = Object.entries(environmentTemplateFields).map(
    ([key, expression]) => `    "${key}": "\${(${expression})?json_string}"`,
  );
  return `{\n${entries.join(",\n")}\n  }`;
}

export function devEnvironment(
  keycloakUrl: string,
): Record<keyof typeof environmentTemplateFields, string> {
  return {
    serverBaseUrl: keycloakUrl,
    adminBaseUrl: keycloakUrl,
    authUrl: keycloakUrl,
    authServerUrl: keycloakUrl,
    realm: "master",
    clientId: devClientId,
    resourceUrl: ".",
    logo: "",
    logoUrl: "",
    consoleBaseUrl: "/admin/master/console/",
    masterRealm: "master",
    resourceVersion: "dev",
  };
}
