import { adminFetch } from "../../server/src/testing/admin-api";
import { save, type Action } from "../support/faults";
import { json } from "../roles/roles-helpers";

/**
 * The realm settings' events tab under faults: its save, with user events switched on first so
 * their expiration can be typed. (It has no bad-input rows: an empty expiration is allowed and one
 * below a minute is raised to it when the field is left.)
 */

const eventsConfig = (realm: string) =>
  json<{ eventsEnabled?: boolean; eventsExpiration?: number }>(`/${realm}/events/config`);

async function saveUserEvents(realm: string): Promise<void> {
  const current = await eventsConfig(realm);
  await adminFetch(`/${realm}/events/config`, {
    method: "PUT",
    body: JSON.stringify({ ...current, eventsEnabled: true }),
  });
}

/** The stored expiration in minutes, the unit the typed values are in. */
const storedMinutes = async (realm: string) => {
  const expiration = (await eventsConfig(realm)).eventsExpiration;
  return expiration === undefined ? undefined : String(expiration / 60);
};

const expiration = "User events expiration";
const eventsSave = save({
  name: "realm settings events tab",
  open: async (realm) => {
    await saveUserEvents(realm);
    return { id: realm, name: realm, route: "realm-settings/events" };
  },
  path: () => "events/config",
  field: (page) => page.getByRole("spinbutton", { name: expiration, exact: true }),
  saved: "Events configuration saved",
  error: "The events configuration could not be saved",
  read: async (realm) => ({ minutes: await storedMinutes(realm) }),
});

export const realmEventsFaultActions: Record<"eventsConfigSave", Action> = {
  eventsConfigSave: {
    ...eventsSave,
    prepare: async (page, realm) => {
      const subject = await eventsSave.prepare(page, realm);
      // A number of minutes no other case types: odd, so it never shows in hours or days.
      const minutes = 1001 + 2 * Math.floor(Math.random() * 40_000);
      return { ...subject, typed: String(minutes) };
    },
  },
};
