import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, json } from "../roles/roles-helpers";
import { button, type PageAction } from "./limited-actions";

/** The item of a server-provided page (the sample reminders page) that its page saves again. */

const reminderType = "org.keycloak.services.ui.extend.UiPageProvider";
const reminderConfig = {
  subject: ["Digest"],
  enabled: ["true"],
  frequency: ["weekly"],
  recipients: ["team@example.test"],
  daysBefore: ["7"],
};

/** Seeds an item of the sample reminders page, a component of the realm, and returns its id. */
export async function seedReminder(realm: string): Promise<string> {
  const { id: realmId } = await json<{ id: string }>(`/${realm}`);
  const response = await adminFetch(`/${realm}/components`, {
    method: "POST",
    body: JSON.stringify({
      name: "Weekly digest",
      providerId: "reminders",
      providerType: reminderType,
      parentId: realmId,
      config: reminderConfig,
    }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error("The reminder was not stored.");
  return id;
}

/** Changes the seeded reminder's subject and saves it on its page. */
export const saveReminder: PageAction = {
  name: "save an item of a server-provided page",
  control: (page) => button(page, "Save"),
  request: (ids, tag) => ({
    method: "PUT",
    path: `/components/${ids.reminder}`,
    body: {
      id: ids.reminder,
      name: "Weekly digest",
      providerId: "reminders",
      providerType: reminderType,
      config: { ...reminderConfig, subject: [`Probe ${tag}`] },
    },
  }),
  press: async (page, tag) => {
    await page.getByRole("textbox", { name: "Subject" }).fill(`Edited by ${tag}`);
    await button(page, "Save").click();
    await expect(page.getByText("The item Weekly digest was saved.")).toBeVisible();
  },
};
