import type {
  UserProfileAttributeGroupMetadata,
  UserProfileAttributeMetadata,
  UserProfileMetadata,
} from "@gatehouse/admin-client";
import { Content, FormSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { UserProfileField } from "./user-profile-field";

export interface UserProfileFieldsProps {
  metadata: UserProfileMetadata;
  /** Disables every field, e.g. for administrators who may only view users. */
  isDisabled?: boolean;
  /** The realm's supported locales when internationalisation is on (see `UserProfileField`). */
  locales?: readonly string[];
}

interface Section {
  group?: UserProfileAttributeGroupMetadata;
  attributes: UserProfileAttributeMetadata[];
}

/** Ungrouped attributes first, then one section per group in the profile's order. */
function sections(metadata: UserProfileMetadata): Section[] {
  const attributes = metadata.attributes ?? [];
  const groups = [...(metadata.groups ?? [])];
  for (const attribute of attributes) {
    if (attribute.group && !groups.some((group) => group.name === attribute.group)) {
      groups.push({ name: attribute.group });
    }
  }
  return [
    { attributes: attributes.filter((attribute) => !attribute.group) },
    ...groups.map((group) => ({
      group,
      attributes: attributes.filter((attribute) => attribute.group === group.name),
    })),
  ].filter((section) => section.attributes.length > 0);
}

/**
 * The fields of a user form from the realm's user-profile metadata: one field per
 * attribute (see `UserProfileField`), grouped into sections with the group's header and
 * description. Username, email, first and last name are top-level fields, every other attribute
 * lives under `attributes.`; use `userFormValues` and `userRepresentationFrom` for the values.
 * Render it inside the page's `FormProvider` and `Form`.
 *
 * @example
 * <FormProvider {...form}>
 *   <Form onSubmit={form.handleSubmit(save)}>
 *     <UserProfileFields metadata={user.userProfileMetadata ?? {}} />
 *     <FormActions />
 *   </Form>
 * </FormProvider>
 */
export function UserProfileFields({
  metadata,
  isDisabled = false,
  locales,
}: UserProfileFieldsProps) {
  const { t } = useTranslation();
  return sections(metadata).map(({ group, attributes }) => {
    const fields = attributes.map((attribute) => (
      <UserProfileField
        key={attribute.name}
        attribute={attribute}
        isDisabled={isDisabled}
        {...(locales !== undefined && { locales })}
      />
    ));
    if (!group) return <FormSection key="">{fields}</FormSection>;
    const title = translatePlaceholders(group.displayHeader || group.name || "", t);
    return (
      <FormSection key={group.name} title={title} titleElement="h2">
        {group.displayDescription && (
          <Content component="p">{translatePlaceholders(group.displayDescription, t)}</Content>
        )}
        {fields}
      </FormSection>
    );
  });
}
