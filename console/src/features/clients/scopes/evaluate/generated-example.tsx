import {
  Alert,
  CodeBlock,
  CodeBlockAction,
  CodeBlockCode,
  EmptyState,
  EmptyStateBody,
  Skeleton,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { CopyButton } from "@/shared/ui/copy/copy-button";
import { evaluateExampleQuery, type ExampleRequest } from "../../api/evaluate-example-query";

/**
 * What the server would issue for the chosen user: a token or the user info as JSON, or a SAML
 * response as XML, with a copy button; nothing is asked before a user is chosen.
 */
export function GeneratedExample({
  clientId,
  label,
  request,
}: {
  clientId: string;
  /** Translated name of the example, naming the editor for assistive technology. */
  label: string;
  request: Omit<ExampleRequest, "userId"> & { userId: string };
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const example = useQuery({
    ...evaluateExampleQuery(client, realm, clientId, request),
    enabled: request.userId !== "",
  });
  if (request.userId === "") {
    return (
      <EmptyState headingLevel="h3" titleText={t("clientScopeSetup.evaluate.noUserTitle")}>
        <EmptyStateBody>{t("clientScopeSetup.evaluate.noUserBody")}</EmptyStateBody>
      </EmptyState>
    );
  }
  if (example.isPending) {
    return <Skeleton height="10rem" screenreaderText={t("clientScopeSetup.evaluate.generating")} />;
  }
  if (example.isError) {
    return (
      <Alert variant="danger" isInline title={t("clientScopeSetup.evaluate.generateFailed")}>
        {errorMessage(example.error, t).message}
      </Alert>
    );
  }
  // All of the text is in the page, so it can be read, searched and selected as a whole.
  return (
    <CodeBlock
      actions={
        <CodeBlockAction>
          <CopyButton value={example.data} label={t("clientScopeSetup.evaluate.copy", { label })} />
        </CodeBlockAction>
      }
    >
      <CodeBlockCode
        role="region"
        aria-label={label}
        data-testid={`evaluate-${request.kind}`}
        tabIndex={0}
      >
        {example.data}
      </CodeBlockCode>
    </CodeBlock>
  );
}
