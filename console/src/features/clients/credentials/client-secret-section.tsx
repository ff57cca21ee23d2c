import {
  Button,
  Flex,
  FlexItem,
  FormGroup,
  FormHelperText,
  FormSection,
  HelperText,
  HelperTextItem,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { DateTime } from "@/shared/ui/time/date-time";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import type { LoadedClient } from "../api/client-query";
import { useInvalidateRotatedSecret } from "../api/credentials-invalidate-rotated-secret";
import { useRegenerateClientSecret } from "../api/credentials-regenerate-secret";
import { attributeTime, credentialAttributes, rotatedSecretOf } from "./credentials-form-state";
import { MaskedSecret } from "./masked-secret";

function ExpiryHelp({ at, messageKey }: { at: Date | undefined; messageKey: string }) {
  const { t } = useTranslation();
  if (at === undefined) return null;
  return (
    <FormHelperText>
      <HelperText>
        <HelperTextItem>
          {t(messageKey)} <DateTime value={at} />
        </HelperTextItem>
      </HelperText>
    </FormHelperText>
  );
}

/**
 * The client secret, and while the realm's client policies rotate secrets the previous one that
 * still works until it expires or is invalidated. Regenerating and invalidating ask first.
 */
export function ClientSecretSection({
  client,
  canManage,
}: {
  client: LoadedClient;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirmAction();
  const regenerate = useRegenerateClientSecret(client.id);
  const invalidate = useInvalidateRotatedSecret(client.id);
  const rotated = rotatedSecretOf(client);

  const askRegenerate = () => {
    ask({
      title: t("clientCredentials.regenerateSecretTitle"),
      message: t("clientCredentials.regenerateSecretMessage"),
      confirmLabel: t("clientCredentials.regenerate"),
      errorTitle: t("clientCredentials.regenerateSecretError"),
      action: () => regenerate.mutateAsync(),
      successMessage: t("clientCredentials.secretRegenerated"),
    });
  };
  const askInvalidate = () => {
    ask({
      title: t("clientCredentials.invalidateRotatedTitle"),
      message: t("clientCredentials.invalidateRotatedMessage"),
      confirmLabel: t("clientCredentials.invalidate"),
      errorTitle: t("clientCredentials.invalidateRotatedError"),
      action: () => invalidate.mutateAsync(),
      successMessage: t("clientCredentials.rotatedInvalidated"),
    });
  };

  return (
    <FormSection title={t("clientCredentials.secretSection")} titleElement="h2">
      {dialog}
      <FormGroup label={t("clientCredentials.secret")} fieldId="client-secret">
        <Flex flexWrap={{ default: "nowrap" }}>
          <FlexItem grow={{ default: "grow" }}>
            <MaskedSecret
              id="client-secret"
              value={client.secret ?? ""}
              label={t("clientCredentials.secret")}
            />
          </FlexItem>
          {canManage && (
            <FlexItem>
              <Button variant="secondary" onClick={askRegenerate}>
                {t("clientCredentials.regenerateSecret")}
              </Button>
            </FlexItem>
          )}
        </Flex>
        <ExpiryHelp
          at={attributeTime(client, credentialAttributes.secretExpiration)}
          messageKey="clientCredentials.secretExpires"
        />
      </FormGroup>
      {rotated !== "" && (
        <FormGroup label={t("clientCredentials.rotatedSecret")} fieldId="client-rotated-secret">
          <Flex flexWrap={{ default: "nowrap" }}>
            <FlexItem grow={{ default: "grow" }}>
              <MaskedSecret
                id="client-rotated-secret"
                value={rotated}
                label={t("clientCredentials.rotatedSecret")}
              />
            </FlexItem>
            {canManage && (
              <FlexItem>
                <Button variant="secondary" isDanger onClick={askInvalidate}>
                  {t("clientCredentials.invalidateRotated")}
                </Button>
              </FlexItem>
            )}
          </Flex>
          <ExpiryHelp
            at={attributeTime(client, credentialAttributes.rotatedSecretExpiration)}
            messageKey="clientCredentials.rotatedExpires"
          />
        </FormGroup>
      )}
    </FormSection>
  );
}
