import { useQuery } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { textOf } from "@/shared/ui/form/field-values";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { userStorageProvidersQuery } from "../api/providers-query";

const wholeNumber = /^-?\d+$/;

/**
 * The display name of a provider (required, and not the name of another provider of the realm:
 * the server accepts a second one, but the users list and the login page could no longer tell
 * them apart), then whether it is on. `id` is the provider's own, left out for a new one.
 */
export function ProviderNameFields({
  id,
  readOnly,
}: {
  id?: string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const providers = useQuery(userStorageProvidersQuery(client, realm));
  const isTaken = (name: string) =>
    (providers.data ?? []).some(
      (provider) => provider.id !== id && provider.name?.trim() === name.trim(),
    );
  // A name typed before the realm's providers arrived was checked against none: check it again.
  const { getFieldState, trigger } = useFormContext();
  const checkTypedName = useEffectEvent(() => {
    if (getFieldState("name").isDirty) void trigger("name");
  });
  useEffect(() => {
    if (providers.dataUpdatedAt > 0) checkTypedName();
  }, [providers.dataUpdatedAt]);
  return (
    <>
      <TextControl
        name="name"
        label={t("userFederation.fields.name")}
        labelIcon={t("userFederation.fields.nameHelp")}
        isDisabled={readOnly}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value: unknown) => {
            const name = textOf(value);
            if (name.trim() === "") return t("form.required");
            return !isTaken(name) || t("userFederation.fields.nameTaken");
          },
        }}
      />
      <SwitchControl
        name="config.enabled"
        label={t("userFederation.fields.enabled")}
        isDisabled={readOnly}
      />
    </>
  );
}

/** The order in which the realm asks its providers for a user: the lowest number first. */
export function ProviderPriorityField({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <TextControl
      name="config.priority"
      label={t("userFederation.fields.priority")}
      labelIcon={t("userFederation.fields.priorityHelp")}
      inputMode="numeric"
      isDisabled={readOnly}
      rules={{
        validate: (value: unknown) => {
          const text = textOf(value).trim();
          return text === "" || wholeNumber.test(text) || t("userFederation.fields.priorityNumber");
        },
      }}
    />
  );
}
