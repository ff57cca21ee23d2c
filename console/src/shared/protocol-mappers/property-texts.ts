import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";

/**
 * The server describes many mapper properties by message keys of the built-in console
 * ("tokenClaimName.label") instead of texts. These are the console's own texts for them; a label
 * not listed here goes to the dynamic form as the server sent it.
 */
const propertyTexts: Readonly<Record<string, string>> = {
  "addGroupRoleMappings.label": "protocolMappers.property.addGroupRoles",
  "addGroupRoleMappings.help": "protocolMappers.propertyHelp.addGroupRoles",
  "addOrganizationAttributes.label": "protocolMappers.property.organizationAttributes",
  "addOrganizationAttributes.help": "protocolMappers.propertyHelp.organizationAttributes",
  "addOrganizationDomain.label": "protocolMappers.property.organizationDomain",
  "addOrganizationDomain.help": "protocolMappers.propertyHelp.organizationDomain",
  "addOrganizationId.label": "protocolMappers.property.organizationId",
  "addOrganizationId.help": "protocolMappers.propertyHelp.organizationId",
  "addressClaim.country.label": "protocolMappers.property.addressCountry",
  "addressClaim.country.tooltip": "protocolMappers.propertyHelp.addressPart",
  "addressClaim.formatted.label": "protocolMappers.property.addressFormatted",
  "addressClaim.formatted.tooltip": "protocolMappers.propertyHelp.addressPart",
  "addressClaim.locality.label": "protocolMappers.property.addressLocality",
  "addressClaim.locality.tooltip": "protocolMappers.propertyHelp.addressPart",
  "addressClaim.postal_code.label": "protocolMappers.property.addressPostalCode",
  "addressClaim.postal_code.tooltip": "protocolMappers.propertyHelp.addressPart",
  "addressClaim.region.label": "protocolMappers.property.addressRegion",
  "addressClaim.region.tooltip": "protocolMappers.propertyHelp.addressPart",
  "addressClaim.street.label": "protocolMappers.property.addressStreet",
  "addressClaim.street.tooltip": "protocolMappers.propertyHelp.addressPart",
  "aggregate.attrs.label": "protocolMappers.property.aggregate",
  "aggregate.attrs.tooltip": "protocolMappers.propertyHelp.aggregate",
  "includeInAccessToken.label": "protocolMappers.property.accessToken",
  "includeInAccessToken.tooltip": "protocolMappers.propertyHelp.accessToken",
  "includeInAccessTokenResponse.label": "protocolMappers.property.tokenResponse",
  "includeInAccessTokenResponse.tooltip": "protocolMappers.propertyHelp.tokenResponse",
  "includeInIdToken.label": "protocolMappers.property.idToken",
  "includeInIdToken.tooltip": "protocolMappers.propertyHelp.idToken",
  "includeInIntrospection.label": "protocolMappers.property.introspection",
  "includeInIntrospection.tooltip": "protocolMappers.propertyHelp.introspection",
  "includeInLightweight.label": "protocolMappers.property.lightweight",
  "includeInLightweight.tooltip": "protocolMappers.propertyHelp.lightweight",
  "includeInUserInfo.label": "protocolMappers.property.userInfo",
  "includeInUserInfo.tooltip": "protocolMappers.propertyHelp.userInfo",
  "included.client.audience.label": "protocolMappers.property.clientAudience",
  "included.client.audience.tooltip": "protocolMappers.propertyHelp.clientAudience",
  "included.custom.audience.label": "protocolMappers.property.customAudience",
  "included.custom.audience.tooltip": "protocolMappers.propertyHelp.customAudience",
  "jsonType.label": "protocolMappers.property.jsonType",
  "jsonType.tooltip": "protocolMappers.propertyHelp.jsonType",
  "mapper.nameid.format.tooltip": "protocolMappers.propertyHelp.nameIdFormat",
  "multivalued.label": "protocolMappers.property.multivalued",
  "multivalued.tooltip": "protocolMappers.propertyHelp.multivalued",
  "name-id-format": "protocolMappers.property.nameIdFormat",
  "pairwiseSubAlgorithmSalt.label": "protocolMappers.property.pairwiseSalt",
  "pairwiseSubAlgorithmSalt.tooltip": "protocolMappers.propertyHelp.pairwiseSalt",
  "sectorIdentifierUri.label": "protocolMappers.property.sectorIdentifier",
  "sectorIdentifierUri.tooltip": "protocolMappers.propertyHelp.sectorIdentifier",
  "tokenClaimName.label": "protocolMappers.property.claimName",
  "tokenClaimName.tooltip": "protocolMappers.propertyHelp.claimName",
  "userSession.modelNote.label": "protocolMappers.property.sessionNote",
  "userSession.modelNote.tooltip": "protocolMappers.propertyHelp.sessionNote",
  "usermodel.attr.label": "protocolMappers.property.userAttribute",
  "usermodel.attr.tooltip": "protocolMappers.propertyHelp.userAttribute",
  "usermodel.clientRoleMapping.clientId.label": "protocolMappers.property.roleClient",
  "usermodel.clientRoleMapping.clientId.tooltip": "protocolMappers.propertyHelp.roleClient",
  "usermodel.clientRoleMapping.rolePrefix.label": "protocolMappers.property.rolePrefix",
  "usermodel.clientRoleMapping.rolePrefix.tooltip": "protocolMappers.propertyHelp.rolePrefix",
  "usermodel.clientRoleMapping.tokenClaimName.tooltip":
    "protocolMappers.propertyHelp.clientRolesClaim",
  "usermodel.prop.label": "protocolMappers.property.userProperty",
  "usermodel.prop.tooltip": "protocolMappers.propertyHelp.userProperty",
  "usermodel.realmRoleMapping.rolePrefix.label": "protocolMappers.property.rolePrefix",
  "usermodel.realmRoleMapping.rolePrefix.tooltip": "protocolMappers.propertyHelp.rolePrefix",
};

/** The console's message key for a server's label or help key, if it has one. */
export function propertyTextKey(serverText: string): string | undefined {
  return propertyTexts[serverText];
}

/** The properties with the labels and help texts the console has its own words for, translated. */
export function translatedProperties(
  properties: readonly ConfigPropertyRepresentation[],
  t: TFunction,
): ConfigPropertyRepresentation[] {
  const text = (serverText: string | undefined) => {
    const key = serverText === undefined ? undefined : propertyTexts[serverText];
    return key === undefined ? serverText : t(key);
  };
  return properties.map((property) => ({
    ...property,
    label: text(property.label),
    helpText: text(property.helpText),
  }));
}
