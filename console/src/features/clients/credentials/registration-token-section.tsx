import {
  Button,
  FormGroup,
  FormHelperText,
  FormSection,
  HelperText,
  HelperTextItem,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyInput } from "@/shared/ui/copy/copy-input";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import type { LoadedClient } from "../api/client-query";
import { useRegenerateRegistrationToken } from "../api/credentials-registration-token";

/**
 * The token the client uses to manage its own registration (dynamic client registration). The
 * server never shows it again, so a new one is shown here once, with a copy button.
 */
export function RegistrationTokenSection({ client }: { client: LoadedClient }) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirmAction();
  const regenerate = useRegenerateRegistrationToken(client.id);
  const [token, setToken] = useState<string>();

  const askRegenerate = () => {
    ask({
      title: t("clientCredentials.regenerateTokenTitle"),
      message: t("clientCredentials.regenerateTokenMessage"),
      confirmLabel: t("clientCredentials.regenerate"),
      errorTitle: t("clientCredentials.regenerateTokenError"),
      action: async () => {
        setToken(await regenerate.mutateAsync());
      },
      successMessage: t("clientCredentials.tokenRegenerated"),
    });
  };

  return (
    <FormSection title={t("clientCredentials.tokenSection")} titleElement="h2">
      {dialog}
      {token !== undefined && (
        <FormGroup label={t("clientCredentials.token")} fieldId="registration-access-token">
          <CopyInput
            id="registration-access-token"
            value={token}
            copyLabel={t("clientCredentials.copy", { label: t("clientCredentials.token") })}
          />
          <FormHelperText>
            <HelperText>
              <HelperTextItem>{t("clientCredentials.tokenShownOnce")}</HelperTextItem>
            </HelperText>
          </FormHelperText>
        </FormGroup>
      )}
      <div>
        <Button variant="secondary" onClick={askRegenerate}>
          {t("clientCredentials.regenerateToken")}
        </Button>
      </div>
    </FormSection>
  );
}
