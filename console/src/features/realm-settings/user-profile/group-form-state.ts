import type { UserProfileConfig, UserProfileGroup } from "@gatehouse/admin-client";
import type { KeyValue } from "@/shared/lib/key-value";

export interface GroupFormValues {
  name: string;
  displayHeader: string;
  displayDescription: string;
  /** The annotations whose values are text; others are kept as they are. */
  annotations: KeyValue[];
}

export function newGroupFormValues(): GroupFormValues {
  return { name: "", displayHeader: "", displayDescription: "", annotations: [] };
}

export function groupFormValues(group: UserProfileGroup): GroupFormValues {
  return {
    name: group.name ?? "",
    displayHeader: group.displayHeader ?? "",
    displayDescription: group.displayDescription ?? "",
    annotations: Object.entries(group.annotations ?? {}).flatMap(([key, value]) =>
      typeof value === "string" ? [{ key, value }] : [],
    ),
  };
}

/** The group to store; annotations that are not text are kept from `original`. */
export function groupFromForm(
  values: GroupFormValues,
  original: UserProfileGroup = {},
): UserProfileGroup {
  const otherAnnotations = Object.fromEntries(
    Object.entries(original.annotations ?? {}).filter(([, value]) => typeof value !== "string"),
  );
  const header = values.displayHeader.trim();
  const description = values.displayDescription.trim();
  return {
    ...original,
    name: values.name.trim(),
    ...(header === "" ? { displayHeader: undefined } : { displayHeader: header }),
    ...(description === ""
      ? { displayDescription: undefined }
      : { displayDescription: description }),
    annotations: {
      ...otherAnnotations,
      ...Object.fromEntries(
        values.annotations
          .filter((row) => row.key.trim() !== "")
          .map((row) => [row.key.trim(), row.value]),
      ),
    },
  };
}

/**
 * The configuration with the group `name` replaced where it stands, or the group added at the
 * end when there is none of that name (a new group, or one removed meanwhile).
 */
export function withGroup(
  config: UserProfileConfig,
  name: string | undefined,
  group: UserProfileGroup,
): UserProfileConfig {
  const groups = config.groups ?? [];
  const exists = name !== undefined && groups.some((stored) => stored.name === name);
  return {
    ...config,
    groups: exists
      ? groups.map((stored) => (stored.name === name ? group : stored))
      : [...groups, group],
  };
}

/**
 * The configuration without the group `name`. Its attributes stay, in no group: the server
 * refuses a configuration whose attributes name a group it does not have.
 */
export function withoutGroup(config: UserProfileConfig, name: string): UserProfileConfig {
  return {
    ...config,
    groups: (config.groups ?? []).filter((stored) => stored.name !== name),
    attributes: (config.attributes ?? []).map((attribute) => {
      if (attribute.group !== name) return attribute;
      const { group: _group, ...rest } = attribute;
      return rest;
    }),
  };
}
