import { adminFetch } from "../../server/src/testing/admin-api";

/** Switches on the realm's user events and admin events with their representations. */
export async function recordEvents(realm: string): Promise<void> {
  const config = (await (await adminFetch(`/${realm}/events/config`)).json()) as Record<
    string,
    unknown
  >;
  await adminFetch(`/${realm}/events/config`, {
    method: "PUT",
    body: JSON.stringify({
      ...config,
      eventsEnabled: true,
      adminEventsEnabled: true,
      adminEventsDetailsEnabled: true,
    }),
  });
}

/** Creates a user with a password the test signs in with. */
export async function seedUserWithPassword(
  realm: string,
  username: string,
  password: string,
): Promise<string> {
  const created = await adminFetch(`/${realm}/users`, {
    method: "POST",
    body: JSON.stringify({
      username,
      enabled: true,
      email: `${username}@example.test`,
      firstName: "Eve",
      lastName: "Events",
      credentials: [{ type: "password", value: password, temporary: false }],
    }),
  });
  const id = created.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating ${username} returned no location.`);
  return id;
}

/** The realm's user events as the server lists them (the newest first). */
export async function storedEvents(realm: string): Promise<{ type: string; time: number }[]> {
  return (await (await adminFetch(`/${realm}/events?first=0&max=1000`)).json()) as {
    type: string;
    time: number;
  }[];
}
