/**
 * The values the server renders into the page: where the server and its admin API
 * live, the sign-in realm and client, and the theme's resources and logo.
 */
export interface Environment {
  serverBaseUrl: string;
  adminBaseUrl: string;
  realm: string;
  clientId: string;
  resourceUrl: string;
  masterRealm: string;
  logo: string;
  logoUrl: string;
  scope?: string;
  consoleBaseUrl?: string;
  resourceVersion?: string;
}

export class EnvironmentError extends Error {
  override name = "EnvironmentError";
}

const requiredKeys = ["serverBaseUrl", "adminBaseUrl", "realm", "clientId"] as const;

const optionalKeys = [
  "resourceUrl",
  "masterRealm",
  "logo",
  "logoUrl",
  "scope",
  "consoleBaseUrl",
  "resourceVersion",
] as const;

/**
 * Validates parsed environment JSON: every required value must be a non-empty string, optional
 * ones strings when present. Unknown keys are ignored so newer servers keep working.
 */
export function parseEnvironment(value: unknown): Environment {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new EnvironmentError("The environment block must hold a JSON object.");
  }
  const record = value as Record<string, unknown>;
  const read = (key: string, required: boolean): string | undefined => {
    const entry = record[key];
    if (entry === undefined || entry === null || entry === "") {
      if (required) throw new EnvironmentError(`The environment value "${key}" is missing.`);
      return undefined;
    }
    if (typeof entry !== "string") {
      throw new EnvironmentError(`The environment value "${key}" must be a string.`);
    }
    return entry;
  };
  const [serverBaseUrl = "", adminBaseUrl = "", realm = "", clientId = ""] = requiredKeys.map(
    (key) => read(key, true),
  );
  const [resourceUrl, masterRealm, logo, logoUrl, scope, consoleBaseUrl, resourceVersion] =
    optionalKeys.map((key) => read(key, false));
  return {
    serverBaseUrl,
    adminBaseUrl,
    realm,
    clientId,
    resourceUrl: resourceUrl ?? ".",
    masterRealm: masterRealm ?? "master",
    logo: logo ?? "",
    logoUrl: logoUrl ?? "",
    ...(scope === undefined ? {} : { scope }),
    ...(consoleBaseUrl === undefined ? {} : { consoleBaseUrl }),
    ...(resourceVersion === undefined ? {} : { resourceVersion }),
  };
}

/**
 * Reads the `<script id="environment" type="application/json">` block of the page.
 *
 * @example
 * const environment = readEnvironment(document); // throws EnvironmentError when absent or broken
 */
export function readEnvironment(doc: Document): Environment {
  const element = doc.getElementById("environment");
  const text = element?.textContent.trim() ?? "";
  if (element === null || text === "") {
    throw new EnvironmentError("The page holds no environment block, so the console cannot start.");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new EnvironmentError("The page's environment block is not valid JSON.");
  }
  return parseEnvironment(parsed);
}
