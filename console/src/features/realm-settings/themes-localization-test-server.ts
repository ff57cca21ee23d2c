import type { ThemeMessageRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { serverUrl, testServerInfo } from "../../../test/console-harness";
import { useRealmSettingsServer, type RealmSettingsState } from "./realm-settings-test-server";

/** The realm endpoints plus the realm's own texts per locale and the theme messages they change. */
export interface LocalizationState extends RealmSettingsState {
  /** Locale → key → the realm's own text. */
  texts: Record<string, Record<string, string>>;
  /** Messages of the themes by "type/locale", before the realm's own texts replace any. */
  themeMessages: Record<string, Record<string, string>>;
  /** Query strings of the message bundle reads, in order. */
  bundleQueries: string[];
  /** The most deletes the server was answering at one time. */
  mostDeletesAtOnce: number;
}

export const testThemes = {
  login: [
    { name: "keycloak", locales: ["en", "de", "fr"] },
    { name: "keycloak.v2", locales: ["en", "de", "fr", "ja"] },
  ],
  account: [{ name: "keycloak.v3", locales: ["en", "de"] }],
  admin: [{ name: "gatehouse", locales: ["en", "de", "fr", "ar"] }, { name: "keycloak.v2" }],
  email: [{ name: "keycloak", locales: ["en", "de"] }],
};

/**
 * The fake server of the realm settings tests, with the server's themes in its server info, the
 * localization endpoints answering from `state.texts` (a key named `refused` is refused), and the
 * resolved message bundles.
 */
export function useLocalizationServer(
  server: SetupServer,
  options: Parameters<typeof useRealmSettingsServer>[1] & {
    texts?: Record<string, Record<string, string>>;
  } = {},
): LocalizationState {
  const base = useRealmSettingsServer(server, options);
  const state: LocalizationState = Object.assign(base, {
    texts: options.texts ?? {},
    themeMessages: {
      "login/en": { loginTitle: "Sign in to {0}", doLogIn: "Sign In" },
      "login/de": { loginTitle: "Anmelden bei {0}", doLogIn: "Anmelden" },
      "email/en": { emailVerificationSubject: "Verify email" },
    },
    bundleQueries: [],
    mostDeletesAtOnce: 0,
  });
  /** The keys whose delete the server is answering right now. */
  const deleting = new Set<string>();
  const localization = `${serverUrl}/admin/realms/acme/localization`;
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${decodeURIComponent(new URL(request.url).pathname)}`);
  };
  server.use(
    http.get(`${serverUrl}/admin/serverinfo`, () =>
      HttpResponse.json({ ...testServerInfo, themes: testThemes }),
    ),
    http.get(localization, () => HttpResponse.json(Object.keys(state.texts))),
    http.get(`${localization}/:locale`, ({ params }) =>
      HttpResponse.json(state.texts[String(params["locale"])] ?? {}),
    ),
    http.put(`${localization}/:locale/:key`, async ({ request, params }) => {
      record(request);
      const key = String(params["key"]);
      if (key === "refused")
        return HttpResponse.json({ errorMessage: "Text refused" }, { status: 400 });
      const locale = String(params["locale"]);
      state.texts[locale] = { ...state.texts[locale], [key]: await request.text() };
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${localization}/:locale/:key`, async ({ request, params }) => {
      record(request);
      const key = String(params["key"]);
      deleting.add(key);
      state.mostDeletesAtOnce = Math.max(state.mostDeletesAtOnce, deleting.size);
      // Answers a little later, so deletes sent side by side would overlap here.
      await new Promise((resolve) => setTimeout(resolve, 20));
      deleting.delete(key);
      const locale = String(params["locale"]);
      const { [key]: _removed, ...rest } = state.texts[locale] ?? {};
      state.texts[locale] = rest;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${serverUrl}/resources/acme/:type/:locale`, ({ request, params }) => {
      // The console's own translations come from the admin bundle: leave those to the harness.
      if (params["type"] === "admin") return undefined;
      state.bundleQueries.push(new URL(request.url).search);
      const locale = String(params["locale"]);
      const messages: ThemeMessageRepresentation[] = Object.entries(
        state.themeMessages[`${String(params["type"])}/${locale}`] ?? {},
      ).map(([key, value]) => {
        const own = state.texts[locale]?.[key];
        return own === undefined
          ? { key, value, source: "THEME" }
          : { key, value: own, source: "REALM" };
      });
      return HttpResponse.json(messages);
    }),
  );
  return state;
}
