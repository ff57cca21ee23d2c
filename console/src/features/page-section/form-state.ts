import type {
  ComponentRepresentation,
  ComponentTypeInfoRepresentation,
  ConfigPropertyRepresentation,
  ServerInfoRepresentation,
} from "@gatehouse/admin-client";
import { Feature, isFeatureEnabled, uiPageProviderType } from "@/shared/api/features";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";

/** The form of one item of a server-provided page: its name and the provider's settings. */
export interface PageItemFormValues {
  name: string;
  config: Record<string, ConfigFormValue>;
}

/**
 * The server-provided page with this id, when the declarative UI feature is on and the server
 * offers it; otherwise `undefined`.
 */
export function findPageProvider(
  serverInfo: ServerInfoRepresentation,
  providerId: string,
): ComponentTypeInfoRepresentation | undefined {
  if (!isFeatureEnabled(serverInfo, Feature.DeclarativeUi)) return undefined;
  return serverInfo.componentTypes?.[uiPageProviderType]?.find(
    (provider) => provider.id === providerId,
  );
}

/** Form values of an item, or of a new one (empty name, the properties' defaults). */
export function pageItemFormValues(
  component: ComponentRepresentation | undefined,
  properties: readonly ConfigPropertyRepresentation[],
): PageItemFormValues {
  return {
    name: component?.name ?? "",
    config: configFormValues(component?.config, properties),
  };
}

export interface PageItemTarget {
  providerId: string;
  /** The realm's id: items hang directly below the realm. */
  parentId: string;
  /** The stored item when editing; its id and settings the form does not show are kept. */
  original?: ComponentRepresentation;
}

/**
 * The component the server stores for the form's values: provider type and id of the page, the
 * realm as parent, every value as a list of strings.
 *
 * @example
 * pageItemFromForm({ name: "Weekly", config: { enabled: true } }, properties, { providerId: "reminders", parentId: realmId });
 * // → { name: "Weekly", providerId: "reminders", providerType: "org.keycloak…UiPageProvider", parentId, config: { enabled: ["true"] } }
 */
export function pageItemFromForm(
  values: PageItemFormValues,
  properties: readonly ConfigPropertyRepresentation[],
  { providerId, parentId, original }: PageItemTarget,
): ComponentRepresentation {
  const config = configRepresentation(
    values.config,
    properties,
    "multivalued",
    original?.config,
  ) as Record<string, string[]>;
  return {
    ...(original?.id === undefined ? {} : { id: original.id }),
    ...(original?.subType === undefined ? {} : { subType: original.subType }),
    name: values.name.trim(),
    providerId,
    providerType: uiPageProviderType,
    parentId: original?.parentId ?? parentId,
    config,
  };
}

/** How many of the provider's settings the list shows beside the name. */
export const summaryColumnCount = 3;

/**
 * The settings shown as list columns: the first few the provider describes, leaving out secrets
 * and values too long for a cell (maps, scripts, files).
 */
export function summaryProperties(
  properties: readonly ConfigPropertyRepresentation[],
  count = summaryColumnCount,
): ConfigPropertyRepresentation[] {
  const unfit = new Set(["Password", "Map", "Script", "File", "Text"]);
  return properties
    .filter(
      (property) =>
        property.name !== undefined && property.secret !== true && !unfit.has(property.type ?? ""),
    )
    .slice(0, count);
}

/** The stored values of one setting of an item, empty ones left out. */
export function storedValues(
  component: ComponentRepresentation,
  property: ConfigPropertyRepresentation,
): string[] {
  const values = property.name === undefined ? undefined : component.config?.[property.name];
  return (values ?? []).filter((value) => value !== "");
}
