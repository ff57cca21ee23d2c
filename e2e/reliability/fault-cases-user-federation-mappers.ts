import { type Action, remove, save } from "../support/faults";
import { unique } from "../support/realms";
import {
  departmentMapper,
  ldapMapperExists,
  mapperPath,
  seedLdapMapper,
  seedOfflineLdapProvider,
  storedLdapMappers,
} from "../user-federation/mappers-helpers";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of an LDAP provider's mappers: saving a mapper and deleting one from its page.
 * The provider points at no directory: the server stores mappers without asking it. (A mapper's
 * synchronisation needs a directory; its fault case is in the mappers' own end-to-end specs.)
 */

/** The mapper page each deletion opens, by the mapper's name. */
const deletedRoutes = new Map<string, string>();

const mapperActions = {
  ldapMapperSave: save({
    name: "LDAP mapper",
    open: async (realm) => {
      const providerId = await seedOfflineLdapProvider(realm, unique("saved"));
      const id = await seedLdapMapper(realm, providerId, departmentMapper());
      return { id, name: providerId, route: mapperPath(providerId, id) };
    },
    path: (subject) => `components/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "LDAP Attribute" }),
    saved: "Mapper saved",
    error: "The mapper could not be saved",
    read: async (realm, subject) =>
      (await storedLdapMappers(realm, subject.name)).find((mapper) => mapper.id === subject.id),
  }),

  ldapMapperDelete: remove({
    name: "LDAP mapper",
    seed: async (realm, name) => {
      const providerId = await seedOfflineLdapProvider(realm, unique("deleted"));
      const id = await seedLdapMapper(realm, providerId, departmentMapper(name));
      deletedRoutes.set(name, mapperPath(providerId, id));
      return id;
    },
    route: (name) => deletedRoutes.get(name) ?? "",
    path: (subject) => `components/${subject.id}$`,
    open: async (page) => {
      await page.getByRole("button", { name: "Mapper actions" }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
    },
    error: "The mapper could not be deleted",
    done: (subject) => `Mapper ${subject.name} deleted`,
    exists: (realm, subject) => ldapMapperExists(realm, subject.id),
  }),
} satisfies Record<string, Action>;

export const userFederationMappersFaultActions = mapperActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const userFederationMappersFaultCases: [keyof typeof mapperActions, FaultName[]][] = [
  ["ldapMapperSave", ["500 with message", "offline"]],
  ["ldapMapperDelete", ["502 without body", "connection reset"]],
];
