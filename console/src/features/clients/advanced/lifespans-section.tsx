import { useTranslation } from "react-i18next";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { TimeControl } from "@/shared/ui/form/time-control";
import type { KeyValue } from "@/shared/lib/key-value";
import type { ClientTabProps, LoadedClient } from "../api/client-query";
import {
  accessTokenAttribute,
  acrLoaMapAttribute,
  acrLoaRows,
  acrLoaText,
  attributeFieldName,
  attributeFormValues,
  isValidAcrLoa,
  withAttributeValues,
  type AttributeField,
  type AttributeFormValues,
} from "./form-state";
import { AdvancedSection, SectionForm, useCanEditAdvanced } from "./section-form";

const seconds = (name: string): AttributeField => ({ name, kind: "seconds" });

/** Token and session lifespans of an OpenID Connect client; empty ones follow the realm. */
export const oidcLifespanFields: readonly AttributeField[] = [
  seconds(accessTokenAttribute("lifespan")),
  seconds("client.session.idle.timeout"),
  seconds("client.session.max.lifespan"),
  seconds("client.offline.session.idle.timeout"),
  seconds("client.offline.session.max.lifespan"),
];

/** How long a SAML client's assertions are valid; empty follows the realm. */
export const samlLifespanFields: readonly AttributeField[] = [seconds("saml.assertion.lifespan")];

type LifespanValues = AttributeFormValues & { acrLoaMap: KeyValue[] };

/**
 * Advanced settings: token and session lifespans of this client (left empty, the realm's apply)
 * and, for OpenID Connect, the mapping of authentication context classes (ACR) to levels of
 * authentication.
 */
export function LifespansSection({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const isDisabled = !useCanEditAdvanced();
  const realmSettings = useRealmRepresentation();
  const isSaml = client.protocol === "saml";
  const fields = isSaml ? samlLifespanFields : oidcLifespanFields;
  const labels: Record<string, string> = {
    [accessTokenAttribute("lifespan")]: t("clientAdvanced.lifespans.accessToken"),
    "client.session.idle.timeout": t("clientAdvanced.lifespans.sessionIdle"),
    "client.session.max.lifespan": t("clientAdvanced.lifespans.sessionMax"),
    "client.offline.session.idle.timeout": t("clientAdvanced.lifespans.offlineIdle"),
    "client.offline.session.max.lifespan": t("clientAdvanced.lifespans.offlineMax"),
    "saml.assertion.lifespan": t("clientAdvanced.lifespans.assertion"),
  };
  // The server refuses a client session longer than the realm's; the selector keeps within it.
  const positive = (seconds: number | undefined) =>
    seconds !== undefined && seconds > 0 ? seconds : undefined;
  const realmLimits: Record<string, number | undefined> = {
    "client.session.idle.timeout": positive(realmSettings?.ssoSessionIdleTimeout),
    "client.session.max.lifespan": positive(realmSettings?.ssoSessionMaxLifespan),
    "client.offline.session.idle.timeout": positive(realmSettings?.offlineSessionIdleTimeout),
    "client.offline.session.max.lifespan":
      realmSettings?.offlineSessionMaxLifespanEnabled === true
        ? positive(realmSettings.offlineSessionMaxLifespan)
        : undefined,
  };
  const values: LifespanValues = {
    ...attributeFormValues(client, fields),
    acrLoaMap: acrLoaRows(client.attributes?.[acrLoaMapAttribute]),
  };
  const toClient = (changed: LifespanValues): LoadedClient => {
    const updated = withAttributeValues(client, changed, fields);
    if (isSaml) return updated;
    return {
      ...updated,
      attributes: { ...updated.attributes, [acrLoaMapAttribute]: acrLoaText(changed.acrLoaMap) },
    };
  };

  return (
    <AdvancedSection
      title={t("clientAdvanced.lifespans.title")}
      description={t("clientAdvanced.lifespans.description")}
    >
      <SectionForm values={values} toClient={toClient}>
        {fields.map((field) => (
          <TimeControl
            key={field.name}
            name={attributeFieldName(field.name)}
            id={field.name}
            label={labels[field.name] ?? field.name}
            helperText={t("clientAdvanced.lifespans.realmDefault")}
            units={["minute", "hour", "day"]}
            min={60}
            {...(realmLimits[field.name] !== undefined && { max: realmLimits[field.name] })}
            isDisabled={isDisabled}
          />
        ))}
        {!isSaml && (
          <KeyValueControl
            name="acrLoaMap"
            label={t("clientAdvanced.lifespans.acrLoa")}
            helperText={t("clientAdvanced.lifespans.acrLoaHelp")}
            keyLabel={t("clientAdvanced.lifespans.acr")}
            valueLabel={t("clientAdvanced.lifespans.loa")}
            addLabel={t("clientAdvanced.lifespans.addAcr")}
            isDisabled={isDisabled}
            rules={{
              validate: (rows: unknown) =>
                isValidAcrLoa(Array.isArray(rows) ? (rows as KeyValue[]) : []) ||
                t("clientAdvanced.lifespans.acrLoaInvalid"),
            }}
          />
        )}
      </SectionForm>
    </AdvancedSection>
  );
}
