import type { UserProfileConfig } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { serverUrl, testServerInfo } from "../../../../test/console-harness";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const base = `${serverUrl}/admin/realms/acme`;

/** A profile like a new realm's, with a group and a custom attribute in it. */
export const testProfile = (): UserProfileConfig => ({
  attributes: [
    { name: "username", displayName: "${username}", permissions: { view: ["admin", "user"] } },
    { name: "email", displayName: "${email}" },
    { name: "firstName", displayName: "${firstName}" },
    { name: "phone", displayName: "Phone", group: "contact", validations: { length: { max: 20 } } },
  ],
  groups: [{ name: "contact", displayHeader: "Contact", displayDescription: "How to reach you" }],
  unmanagedAttributePolicy: undefined,
});

/**
 * The realm settings endpoints with the user profile above, the server's length and pattern
 * validators, and two client scopes. `refuseProfile` answers profile saves with a 400 and that
 * text instead of storing them.
 */
export function useUserProfileServer(
  server: SetupServer,
  { rights, refuseProfile }: { rights?: string[]; refuseProfile?: string } = {},
) {
  useRealmSettingsServer(server, rights === undefined ? {} : { rights });
  const state = {
    profile: testProfile(),
    /** Bodies of the profile saves, in order. */
    saves: [] as UserProfileConfig[],
  };
  server.use(
    http.get(`${base}/users/profile`, () => HttpResponse.json(state.profile)),
    http.get(`${serverUrl}/admin/serverinfo`, () =>
      HttpResponse.json({
        ...testServerInfo,
        componentTypes: {
          "org.keycloak.validate.Validator": [
            {
              id: "length",
              helpText: "Checks the length of a value.",
              properties: [
                { name: "min", label: "Minimum length", type: "String" },
                { name: "max", label: "Maximum length", type: "String" },
              ],
            },
            {
              id: "pattern",
              helpText: "Checks a value against a regular expression.",
              properties: [{ name: "pattern", label: "Expression", type: "String" }],
            },
          ],
        },
      }),
    ),
    http.get(`${base}/client-scopes`, () =>
      HttpResponse.json([
        { id: "s-phone", name: "phone" },
        { id: "s-profile", name: "profile" },
      ]),
    ),
    http.put(`${base}/users/profile`, async ({ request }) => {
      const sent = (await request.json()) as UserProfileConfig;
      if (refuseProfile !== undefined) {
        return HttpResponse.json({ errorMessage: refuseProfile }, { status: 400 });
      }
      state.saves.push(sent);
      state.profile = sent;
      return HttpResponse.json(sent);
    }),
  );
  return state;
}
