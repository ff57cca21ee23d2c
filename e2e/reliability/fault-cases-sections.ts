import type { FaultName } from "./fault-cases";
import * as idpFaults from "./fault-cases-identity-providers";
import { eventsFaultActions, eventsFaultCases } from "./fault-cases-events";
import { organizationsFaultActions, organizationsFaultCases } from "./fault-cases-organizations";
import {
  organizationsMembersActions,
  organizationsMembersFaultCases,
} from "./fault-cases-organizations-members";
import { sessionsFaultActions, sessionsFaultCases } from "./fault-cases-sessions";
import * as userFederationFaults from "./fault-cases-user-federation";
import { ldapFaultActions, ldapFaultCases } from "./fault-cases-user-federation-ldap";
import * as ldapMapperFaults from "./fault-cases-user-federation-mappers";
import * as authorizationFaults from "./fault-cases-client-authorization";
import * as authorizationPolicyFaults from "./fault-cases-client-authorization-policies";
import * as authorizationPermissionFaults from "./fault-cases-client-authorization-permissions";
import { workflowsFaultActions, workflowsFaultCases } from "./fault-cases-workflows";
import * as adminEvaluateFaults from "./fault-cases-admin-permissions-evaluate";
import { permissionsFaultActions, permissionsFaultCases } from "./fault-cases-permissions";
import { extStylesFaultActions, extStylesFaultCases } from "./fault-cases-ext-styles";

/**
 * The actions of the sections built from identity providers on (identity providers, sessions,
 * events, organizations, user federation, a client's authorization services), gathered here so
 * the shared list in `fault-cases.ts` stays short.
 */
export const sectionFaultActions = {
  ...idpFaults.identityProvidersFaultActions,
  ...sessionsFaultActions,
  ...eventsFaultActions,
  ...organizationsFaultActions,
  ...organizationsMembersActions,
  ...userFederationFaults.userFederationFaultActions,
  ...ldapFaultActions,
  ...ldapMapperFaults.userFederationMappersFaultActions,
  ...authorizationFaults.clientAuthorizationFaultActions,
  ...authorizationPolicyFaults.clientAuthorizationPolicyActions,
  ...authorizationPermissionFaults.clientAuthorizationPermissionsActions,
  ...workflowsFaultActions,
  ...adminEvaluateFaults.adminPermissionsEvaluateActions,
  ...permissionsFaultActions,
  ...extStylesFaultActions,
};

export const sectionFaultCases: [keyof typeof sectionFaultActions, FaultName[]][] = [
  ...idpFaults.identityProvidersFaultCases,
  ...sessionsFaultCases,
  ...eventsFaultCases,
  ...organizationsFaultCases,
  ...organizationsMembersFaultCases,
  ...userFederationFaults.userFederationFaultCases,
  ...ldapFaultCases,
  ...ldapMapperFaults.userFederationMappersFaultCases,
  ...authorizationFaults.clientAuthorizationFaultCases,
  ...authorizationPolicyFaults.clientAuthorizationPolicyFaultCases,
  ...authorizationPermissionFaults.clientAuthorizationPermissionsFaultCases,
  ...workflowsFaultCases,
  ...adminEvaluateFaults.adminPermissionsEvaluateFaultCases,
  ...permissionsFaultCases,
  ...extStylesFaultCases,
];
