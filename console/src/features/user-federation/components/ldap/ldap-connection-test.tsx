import { Alert, Button, Flex, FlexItem } from "@patternfly/react-core";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ldapTestReason } from "./ldap-server-errors";
import { useTestLdapConnection } from "../../api/use-test-ldap-connection";
import {
  connectionTestFrom,
  keptCredentialWithNewTarget,
  type LdapFormValues,
} from "./ldap-form-state";

type Outcome = { isSuccess: true } | { isSuccess: false; reason: string; retypeHint: boolean };

/**
 * A button that has the server try the form's current connection (or bind) settings, and the
 * server's answer beside it. A stored provider's masked credential is taken from the server.
 */
export function LdapConnectionTest({
  action,
  componentId,
}: {
  action: "testConnection" | "testAuthentication";
  componentId: string | undefined;
}) {
  const { t } = useTranslation();
  const { getValues, formState } = useFormContext<LdapFormValues>();
  const test = useTestLdapConnection();
  const [outcome, setOutcome] = useState<Outcome>();
  const label = t(`userFederation.ldap.test.${action}`);

  const run = async () => {
    setOutcome(undefined);
    try {
      await test.mutateAsync(connectionTestFrom(getValues(), action, componentId));
      setOutcome({ isSuccess: true });
    } catch (error) {
      const stored = componentId === undefined ? undefined : formState.defaultValues?.config;
      setOutcome({
        isSuccess: false,
        reason: ldapTestReason(error, t),
        retypeHint:
          action === "testAuthentication" &&
          keptCredentialWithNewTarget(getValues(), stored as LdapFormValues["config"] | undefined),
      });
    }
  };

  return (
    <Flex direction={{ default: "column" }} spaceItems={{ default: "spaceItemsSm" }}>
      <FlexItem>
        <Button
          variant="secondary"
          isLoading={test.isPending}
          isDisabled={test.isPending}
          onClick={() => void run()}
        >
          {label}
        </Button>
      </FlexItem>
      {/* Announced when it appears: the answer can take the server's whole timeout. */}
      <FlexItem aria-live="polite">
        {outcome?.isSuccess === true && (
          <Alert
            variant="success"
            isInline
            isPlain
            title={t(`userFederation.ldap.test.${action}Success`)}
          />
        )}
        {outcome?.isSuccess === false && (
          <Alert
            variant="danger"
            isInline
            isPlain
            title={t(`userFederation.ldap.test.${action}Failed`)}
          >
            <p>{outcome.reason}</p>
            {outcome.retypeHint && <p>{t("userFederation.ldap.test.retypeCredential")}</p>}
          </Alert>
        )}
      </FlexItem>
    </Flex>
  );
}
