import { Tab, TabContentBody, Tabs, TabTitleText } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { localeOptions } from "@/shared/ui/form/locale-options";
import { overrideLocalesQuery } from "../api/realm-overrides-query";
import { firstLocale, realmLocales } from "../localization-form-state";
import type { RealmTabProps } from "../realm-tab";
import { themesFormValues } from "../themes-form-state";
import { EffectiveMessages } from "./effective-messages";
import { LocalizationSettingsForm } from "./localization-settings-form";
import { RealmOverrides } from "./realm-overrides";

type LocalizationPart = "locales" | "overrides" | "effective";

/**
 * The realm's languages, its own texts per locale and the messages the server resolves with them.
 * The first part is a form like the other tabs; the other two are lists.
 */
export function LocalizationTab({ realm, canManage }: RealmTabProps) {
  const { t, i18n } = useTranslation();
  const client = useAdminClient();
  const realmName = useRealm();
  const [part, setPart] = useState<LocalizationPart>("locales");
  const withOwnTexts = useQuery(overrideLocalesQuery(client, realmName));
  const codes = realmLocales(realm, withOwnTexts.data ?? []);
  const locales = localeOptions(codes, i18n.language).map((option) => ({
    key: option.key,
    label: option.value,
  }));
  const initialLocale = firstLocale(realm, codes);
  const themes = themesFormValues(realm);

  return (
    <Tabs
      isSubtab
      activeKey={part}
      onSelect={(_event, next) => {
        setPart(next as LocalizationPart);
      }}
      aria-label={t("realmSettings.localization.parts")}
      mountOnEnter
      unmountOnExit
    >
      <Tab
        eventKey="locales"
        title={<TabTitleText>{t("realmSettings.localization.localesTab")}</TabTitleText>}
      >
        <TabContentBody hasPadding>
          {/* Only the form restarts from a newly saved realm: the chosen part stays open. */}
          <LocalizationSettingsForm
            key={JSON.stringify(realm)}
            realm={realm}
            canManage={canManage}
          />
        </TabContentBody>
      </Tab>
      <Tab
        eventKey="overrides"
        title={<TabTitleText>{t("realmSettings.localization.overridesTab")}</TabTitleText>}
      >
        <TabContentBody hasPadding>
          <RealmOverrides locales={locales} initialLocale={initialLocale} canManage={canManage} />
        </TabContentBody>
      </Tab>
      <Tab
        eventKey="effective"
        title={<TabTitleText>{t("realmSettings.localization.effectiveTab")}</TabTitleText>}
      >
        <TabContentBody hasPadding>
          <EffectiveMessages locales={locales} initialLocale={initialLocale} themes={themes} />
        </TabContentBody>
      </Tab>
    </Tabs>
  );
}
