import {
  departmentMapper,
  mapperRoute,
  seedLdapMapper,
  seedOfflineLdapProvider,
  storedLdapMappers,
} from "../user-federation/mappers-helpers";
import type { DraftForm } from "./draft-forms";

/** An LDAP mapper's page: its LDAP attribute is typed into. */
export const userFederationMappersDraftForms: DraftForm[] = [
  {
    name: "LDAP mapper",
    field: (page) => page.getByRole("textbox", { name: "LDAP Attribute" }),
    seed: async (realm, index) => {
      const providerId = await seedOfflineLdapProvider(realm, `drafted-${String(index)}`);
      const mapper = departmentMapper();
      const id = await seedLdapMapper(realm, providerId, {
        ...mapper,
        config: { ...mapper.config, "ldap.attribute": ["before"] },
      });
      return {
        route: mapperRoute(realm, providerId, id),
        stored: async () =>
          (await storedLdapMappers(realm, providerId)).find((stored) => stored.id === id)?.config[
            "ldap.attribute"
          ]?.[0],
      };
    },
  },
];
