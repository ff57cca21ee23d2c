import {
  departmentMapper,
  expect,
  ldapMapperType,
  mapperPath,
  seedLdapMapper,
  seedOfflineLdapProvider,
} from "../user-federation/mappers-helpers";
import { button, type Ids } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * An LDAP provider's mapper page for limited administrators: view-realm sees it read-only,
 * manage-realm saves it. The provider points at no directory: the server stores mappers without
 * asking it.
 */

const mapperName = "kept";

/** The LDAP provider every administrator opens. */
export const limitedDirectory = "limited directory";

/**
 * Seeds the provider every administrator opens and its mapper; returns the ids the pages need.
 * Component ids are unique across realms, so they are the server's own.
 */
export async function seedLimitedLdapMapper(
  realm: string,
): Promise<Pick<Ids, "ldapProvider" | "ldapMapper">> {
  const ldapProvider = await seedOfflineLdapProvider(realm, limitedDirectory);
  return {
    ldapProvider,
    ldapMapper: await seedLdapMapper(realm, ldapProvider, departmentMapper(mapperName)),
  };
}

export const userFederationMappersPages: BuiltPage[] = [
  {
    name: "LDAP mapper",
    heading: mapperName,
    route: (ids) => mapperPath(ids.ldapProvider, ids.ldapMapper),
    access: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: "LDAP Attribute" }),
    actions: [
      {
        name: "save an LDAP mapper",
        control: (page) => button(page, "Save"),
        request: (ids, tag) => ({
          method: "PUT",
          path: `/components/${ids.ldapMapper}`,
          body: {
            ...departmentMapper(mapperName),
            id: ids.ldapMapper,
            providerType: ldapMapperType,
            parentId: ids.ldapProvider,
            config: { ...departmentMapper().config, "ldap.attribute": [`probe-${tag}`] },
          },
        }),
        press: async (page, tag) => {
          await page.getByRole("textbox", { name: "LDAP Attribute" }).fill(`by-${tag}`);
          await button(page, "Save").click();
          await expect(page.getByText("Mapper saved")).toBeVisible();
        },
      },
    ],
  },
];
