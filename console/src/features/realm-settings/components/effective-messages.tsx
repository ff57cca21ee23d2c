import { Label } from "@patternfly/react-core";
import type { ThemeMessageRepresentation } from "@gatehouse/admin-client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { OptionSelect } from "@/shared/ui/form/option-select";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { effectiveMessagesQuery } from "../api/effective-messages-query";
import { realmThemeTypes, type RealmThemeType, type ThemesFormValues } from "../themes-form-state";
import { LocalePickers } from "./locale-pickers";
import { queryRows } from "@/shared/ui/table/query-rows";

interface EffectiveMessagesProps {
  locales: readonly { key: string; label: string }[];
  initialLocale: string;
  /** The realm's theme per kind of page; empty for the server's default. */
  themes: ThemesFormValues;
}

/**
 * The messages the server shows for one kind of page in one locale, read-only: the realm's theme's
 * texts with the realm's own in their place, each marked with where it comes from.
 */
export function EffectiveMessages({ locales, initialLocale, themes }: EffectiveMessagesProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [locale, setLocale] = useState(initialLocale);
  const [themeType, setThemeType] = useState<RealmThemeType>("login");
  const messages = useQuery(
    effectiveMessagesQuery(client, realm, themeType, locale, themes[`${themeType}Theme`]),
  );
  const typeNames: Record<RealmThemeType, string> = {
    login: t("realmSettings.themes.login"),
    account: t("realmSettings.themes.account"),
    admin: t("realmSettings.themes.admin"),
    email: t("realmSettings.themes.email"),
  };
  const localeName = locales.find((option) => option.key === locale)?.label ?? locale;

  const columns: TableColumn<ThemeMessageRepresentation>[] = [
    {
      id: "key",
      title: t("realmSettings.localization.key"),
      cell: (message) => message.key,
      value: (message) => message.key,
      sortable: true,
      width: 35,
      truncate: true,
    },
    {
      id: "value",
      title: t("realmSettings.localization.value"),
      cell: (message) => message.value,
      value: (message) => message.value,
    },
    {
      id: "source",
      title: t("realmSettings.localization.source"),
      width: 15,
      cell: (message) =>
        message.source === "REALM" ? (
          <Label color="blue">{t("realmSettings.localization.fromRealm")}</Label>
        ) : (
          <Label>{t("realmSettings.localization.fromTheme")}</Label>
        ),
      value: (message) => message.source,
    },
  ];

  return (
    <>
      <LocalePickers>
        <OptionSelect<RealmThemeType>
          ariaLabel={t("realmSettings.localization.themeType")}
          options={realmThemeTypes.map((type) => ({ key: type, label: typeNames[type] }))}
          selected={themeType}
          onSelect={setThemeType}
        />
        <OptionSelect
          ariaLabel={t("realmSettings.localization.locale")}
          options={locales}
          selected={locale}
          onSelect={setLocale}
        />
      </LocalePickers>
      <ClientDataTable<ThemeMessageRepresentation>
        key={`${themeType}/${locale}`}
        ariaLabel={t("realmSettings.localization.effectiveTable", {
          type: typeNames[themeType],
          locale: localeName,
        })}
        {...queryRows(messages)}
        stateInAddress={false}
        searchPlaceholder={t("realmSettings.localization.search")}
        rowKey={(message) => message.key}
        columns={columns}
        defaultSort={{ column: "key", direction: "asc" }}
        emptyState={
          <EmptyListState
            title={t("realmSettings.localization.noMessages.title")}
            body={t("realmSettings.localization.noMessages.body")}
          />
        }
      />
    </>
  );
}
