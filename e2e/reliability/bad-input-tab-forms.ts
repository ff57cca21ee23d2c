import { adminCreate } from "../support/admin-create";
import { openConsole } from "../support/fixtures";
import { seedGroup } from "../groups/groups-helpers";
import { json } from "../roles/roles-helpers";
import { allowUnmanagedAttributes, flipSwitch, seedUser } from "../users/users-helpers";
import type { BadInputForm } from "./bad-input-forms";

/**
 * The forms of detail pages' tabs and dialogs beyond settings and create, in the shape of
 * `badInputForms` (which takes them in).
 */
export const tabForms = {
  "rename group": {
    submit: "Save",
    good: () => ({ Name: "purchasers" }),
    open: async (page, realm) => {
      await seedGroup(realm, "taken-group");
      const id = await seedGroup(realm, "buyers");
      await openConsole(page, `${realm}/groups/${id}`);
      await page.getByRole("button", { name: "Group actions" }).click();
      await page.getByRole("menuitem", { name: "Rename" }).click();
      return {
        stored: async () => {
          const group = await json<{ name: string }>(`/${realm}/groups/${id}`);
          return group.name === "buyers" ? undefined : { Name: group.name };
        },
      };
    },
  },
  "client keys": {
    submit: "Save",
    good: () => ({ "JWKS URL": "https://portal.example.test/jwks" }),
    open: async (page, realm) => {
      const id = await adminCreate(`/${realm}/clients`, {
        clientId: "signed-portal",
        attributes: { "use.jwks.url": "false" },
      });
      await openConsole(page, `${realm}/clients/${id}/keys`);
      await flipSwitch(page.getByRole("switch", { name: "Use JWKS URL" }));
      return {
        stored: async () => {
          const client = await json<{ attributes?: Record<string, string> }>(
            `/${realm}/clients/${id}`,
          );
          const url = client.attributes?.["jwks.url"];
          return url === undefined || url === "" ? undefined : { "JWKS URL": url };
        },
      };
    },
  },
  "user attributes": {
    submit: "Save",
    good: () => ({ "Name 1": "region", "Value 1": "north" }),
    open: async (page, realm) => {
      await allowUnmanagedAttributes(realm);
      const id = await seedUser(realm, {
        username: "attributed",
        attributes: { region: ["south"] },
      });
      await openConsole(page, `${realm}/users/${id}/attributes`);
      return {
        stored: async () => {
          const user = await json<{ attributes?: Record<string, string[]> }>(
            `/${realm}/users/${id}`,
          );
          const [key, values] = Object.entries(user.attributes ?? {})[0] ?? [];
          return { "Name 1": key, "Value 1": values?.[0] };
        },
      };
    },
  },
  "client X.509 credentials": {
    submit: "Save",
    good: () => ({ "Subject DN": "CN=portal,O=Example" }),
    open: async (page, realm) => {
      const id = await adminCreate(`/${realm}/clients`, {
        clientId: "x509-portal",
        clientAuthenticatorType: "client-x509",
        attributes: { "x509.subjectdn": "CN=before" },
      });
      await openConsole(page, `${realm}/clients/${id}/credentials`);
      return {
        stored: async () => {
          const client = await json<{ attributes?: Record<string, string> }>(
            `/${realm}/clients/${id}`,
          );
          const dn = client.attributes?.["x509.subjectdn"];
          return dn === "CN=before" ? undefined : { "Subject DN": dn };
        },
      };
    },
  },
  "register cluster node": {
    submit: "Register",
    good: () => ({ "Node host": "node-1.example.test" }),
    open: async (page, realm) => {
      const id = await adminCreate(`/${realm}/clients`, { clientId: "clustered" });
      await openConsole(page, `${realm}/clients/${id}/advanced`);
      await page.getByRole("button", { name: "Register node" }).click();
      return {
        stored: async () => {
          const client = await json<{ registeredNodes?: Record<string, number> }>(
            `/${realm}/clients/${id}`,
          );
          const [host] = Object.keys(client.registeredNodes ?? {});
          return host === undefined ? undefined : { "Node host": host };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;
