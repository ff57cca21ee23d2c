import { adminCreate } from "../support/admin-create";
import { expect } from "../roles/roles-helpers";
import { button, deleteFromList, heading, rowMenuAction, type Ids } from "./limited-actions";
import { addProvider, saveProviderSettings } from "./limited-idp-oidc";
import type { BuiltPage } from "./limited-pages";

/**
 * The identity providers section for limited administrators: the list with a provider's delete,
 * adding a provider, one provider's settings tab with its save, its mappers tab with a mapper's
 * create and delete, and a mapper's page with its save. Each administrator deletes providers and
 * mappers seeded for them alone.
 */

/** The provider every administrator opens, and the name its pages show. */
export const limitedProvider = "limited-idp";
export const limitedProviderName = "Limited partner";

/** An OpenID Connect provider with just what the server needs to store it. */
const providerBody = (alias: string, displayName?: string) => ({
  alias,
  providerId: "oidc",
  ...(displayName !== undefined && { displayName }),
  config: {
    clientId: "broker",
    clientSecret: "secret",
    clientAuthMethod: "client_secret_post",
    authorizationUrl: "https://idp.example.test/auth",
    tokenUrl: "https://idp.example.test/token",
  },
});

const mapperBody = (name: string, value: string) => ({
  name,
  identityProviderAlias: limitedProvider,
  identityProviderMapper: "hardcoded-attribute-idp-mapper",
  config: { syncMode: "INHERIT", attribute: "department", "attribute.value": value },
});

const mappersPath = `/identity-provider/instances/${limitedProvider}/mappers`;

/** Seeds the provider the pages open and a mapper of it; returns the ids the pages need. */
export async function seedLimitedProvider(
  realm: string,
): Promise<Pick<Ids, "identityProvider" | "identityProviderMapper">> {
  const identityProvider = await adminCreate(
    `/${realm}/identity-provider/instances`,
    providerBody(limitedProvider, limitedProviderName),
  );
  return {
    identityProvider,
    identityProviderMapper: await adminCreate(`/${realm}${mappersPath}`, mapperBody("kept", "a")),
  };
}

const providerRoute = (tab: string) => `identity-providers/oidc/${limitedProvider}/${tab}`;

export const identityProvidersPages: BuiltPage[] = [
  {
    name: "identity providers",
    heading: "Identity providers",
    route: () => "identity-providers",
    access: ["view-identity-providers"],
    navLink: "Identity providers",
    actions: [
      deleteFromList("delete an identity provider", {
        list: "identity-providers",
        heading: "Identity providers",
        seed: async (realm, alias) => {
          await adminCreate(`/${realm}/identity-provider/instances`, providerBody(alias));
          return alias;
        },
        path: (alias) => `/identity-provider/instances/${alias}`,
        done: (alias) => `Identity provider ${alias} deleted`,
      }),
    ],
  },
  {
    name: "add OpenID Connect provider",
    heading: "Add OpenID Connect v1.0 provider",
    route: () => "identity-providers/oidc/add",
    access: ["manage-identity-providers"],
    actions: [addProvider],
  },
  {
    name: "identity provider settings",
    heading: limitedProviderName,
    route: () => providerRoute("settings"),
    access: ["view-identity-providers"],
    shown: (page) => page.getByRole("textbox", { name: "Display name" }),
    actions: [saveProviderSettings(limitedProvider)],
  },
  {
    name: "identity provider mappers",
    heading: limitedProviderName,
    route: () => providerRoute("mappers"),
    access: ["view-identity-providers"],
    shown: (page) => page.getByRole("grid", { name: "Mappers" }),
    actions: [
      {
        name: "add an identity provider mapper",
        control: (page) => button(page, "Add mapper"),
        request: (_ids, tag) => ({
          method: "POST",
          path: mappersPath,
          body: mapperBody(`probe-${tag}`, tag),
        }),
        press: async (page, tag) => {
          await button(page, "Add mapper").click();
          await page.getByRole("textbox", { name: "Name" }).fill(`made-${tag}`);
          await page.getByRole("combobox", { name: "Mapper type" }).fill("Hardcoded Attr");
          await page.getByRole("option", { name: "Hardcoded Attribute" }).click();
          await button(page, "Create").click();
          await expect(heading(page, `made-${tag}`)).toBeVisible();
        },
      },
      rowMenuAction("delete an identity provider mapper", {
        list: providerRoute("mappers"),
        heading: limitedProviderName,
        item: "Delete",
        prefix: "gone",
        seed: (realm, name) => adminCreate(`/${realm}${mappersPath}`, mapperBody(name, "x")),
        request: (id) => ({ method: "DELETE", path: `${mappersPath}/${id}` }),
        done: (name) => `Mapper ${name} deleted`,
      }),
    ],
  },
  {
    name: "identity provider mapper",
    heading: "kept",
    route: (ids) =>
      `identity-providers/oidc/${limitedProvider}/mappers/${ids.identityProviderMapper}`,
    access: ["view-identity-providers"],
    actions: [
      {
        name: "save an identity provider mapper",
        control: (page) => button(page, "Save"),
        request: (ids, tag) => ({
          method: "PUT",
          path: `${mappersPath}/${ids.identityProviderMapper}`,
          body: { ...mapperBody("kept", tag), id: ids.identityProviderMapper },
        }),
        press: async (page, tag) => {
          await page.getByRole("textbox", { name: "User Attribute Value" }).fill(`by-${tag}`);
          await button(page, "Save").click();
          await expect(page.getByText("Mapper saved")).toBeVisible();
        },
      },
    ],
  },
];
