import type { KeycloakFlow, KeycloakResponseMode } from "./types.js";

/** The OAuth parameters of a redirect back from the server. */
export interface OAuthCallback {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
  error_uri?: string;
  session_state?: string;
  access_token?: string;
  token_type?: string;
  id_token?: string;
  expires_in?: string;
  kc_action_status?: string;
  kc_action?: string;
  iss?: string;
  /** The address without those parameters, the application's own hash route and query intact. */
  newUrl: string;
}

type CallbackKey = Exclude<keyof OAuthCallback, "newUrl">;

const standardParams: readonly CallbackKey[] = [
  "code",
  "state",
  "session_state",
  "kc_action_status",
  "kc_action",
  "iss",
];
const implicitParams: readonly CallbackKey[] = [
  "access_token",
  "token_type",
  "id_token",
  "state",
  "session_state",
  "expires_in",
  "kc_action_status",
  "kc_action",
  "iss",
];
const errorParams: readonly CallbackKey[] = ["error", "error_description", "error_uri"];

export function callbackParams(flow: KeycloakFlow): ReadonlySet<CallbackKey> {
  const base =
    flow === "standard"
      ? standardParams
      : flow === "implicit"
        ? implicitParams
        : [...implicitParams, "code" as const];
  return new Set([...base, ...errorParams]);
}

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll("+", " "));
  } catch {
    return value;
  }
}

interface SplitParams {
  found: Partial<Record<CallbackKey, string>>;
  /** The pieces that are not OAuth parameters, verbatim: re-encoding would change hash routes. */
  kept: string[];
}

function splitParams(text: string, known: ReadonlySet<CallbackKey>): SplitParams {
  const found: Partial<Record<CallbackKey, string>> = {};
  const kept: string[] = [];
  for (const piece of text === "" ? [] : text.split("&")) {
    const separator = piece.indexOf("=");
    const key = separator === -1 ? piece : piece.slice(0, separator);
    if (separator !== -1 && known.has(key as CallbackKey)) {
      found[key as CallbackKey] = decodeValue(piece.slice(separator + 1));
    } else {
      kept.push(piece);
    }
  }
  return { found, kept };
}

function isCallback(found: Partial<Record<CallbackKey, string>>, flow: KeycloakFlow): boolean {
  if (found.state === undefined) return false;
  if (found.error !== undefined) return true;
  if (flow === "standard") return found.code !== undefined;
  if (flow === "implicit") return found.access_token !== undefined || found.id_token !== undefined;
  return found.code !== undefined || found.access_token !== undefined;
}

/**
 * Finds the OAuth parameters the server added to `url` (in the query or in the fragment, after any
 * hash route such as `#/master/users`). Returns null when `url` is not a callback for this flow.
 */
export function parseCallbackUrl(
  url: string,
  responseMode: KeycloakResponseMode,
  flow: KeycloakFlow,
): OAuthCallback | null {
  const known = callbackParams(flow);
  const hashIndex = url.indexOf("#");
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? undefined : url.slice(hashIndex + 1);

  let split: SplitParams;
  let newUrl: string;
  if (responseMode === "query") {
    const queryIndex = beforeHash.indexOf("?");
    if (queryIndex === -1) return null;
    split = splitParams(beforeHash.slice(queryIndex + 1), known);
    const query = split.kept.length > 0 ? `?${split.kept.join("&")}` : "";
    newUrl = beforeHash.slice(0, queryIndex) + query + (hash === undefined ? "" : `#${hash}`);
  } else {
    if (hash === undefined) return null;
    split = splitParams(hash, known);
    newUrl = beforeHash + (split.kept.length > 0 ? `#${split.kept.join("&")}` : "");
  }

  if (!isCallback(split.found, flow)) return null;
  return { ...split.found, state: split.found.state ?? "", newUrl };
}
