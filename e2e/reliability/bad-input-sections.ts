import type { BadInput } from "./bad-input-cases";
import {
  clientAuthorizationPermissionsForms,
  clientAuthorizationPermissionsInputs,
} from "./bad-input-client-authorization-permissions";
import { eventsForms, eventsInputs } from "./bad-input-events";
import { extStylesForms, extStylesInputs } from "./bad-input-ext-styles";
import { identityProvidersForms, identityProvidersInputs } from "./bad-input-identity-providers";
import { organizationsForms, organizationsInputs } from "./bad-input-organizations";
import {
  organizationsMembersForms,
  organizationsMembersInputs,
} from "./bad-input-organizations-members";
import { userFederationForms, userFederationInputs } from "./bad-input-user-federation";
import { ldapForms, ldapInputs } from "./bad-input-user-federation-ldap";
import * as ldapMappers from "./bad-input-user-federation-mappers";
import * as authorization from "./bad-input-client-authorization";
import { workflowsForms, workflowsInputs } from "./bad-input-workflows";
import { permissionsForms, permissionsInputs } from "./bad-input-permissions";

/**
 * The forms of the sections built from identity providers on, gathered here so the shared list in
 * `bad-input-forms.ts` stays short.
 */
export const sectionForms = {
  ...identityProvidersForms,
  ...eventsForms,
  ...organizationsForms,
  ...organizationsMembersForms,
  ...userFederationForms,
  ...ldapForms,
  ...ldapMappers.userFederationMappersForms,
  ...authorization.clientAuthorizationForms,
  ...clientAuthorizationPermissionsForms,
  ...workflowsForms,
  ...permissionsForms,
  ...extStylesForms,
};

/** Their bad values, gathered for `bad-input-cases.ts`. */
export const sectionInputs: BadInput[] = [
  ...identityProvidersInputs,
  ...eventsInputs,
  ...organizationsInputs,
  ...organizationsMembersInputs,
  ...userFederationInputs,
  ...ldapInputs,
  ...ldapMappers.userFederationMappersInputs,
  ...authorization.clientAuthorizationInputs,
  ...clientAuthorizationPermissionsInputs,
  ...workflowsInputs,
  ...permissionsInputs,
  ...extStylesInputs,
];
