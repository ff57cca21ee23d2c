import { Alert, Flex, FlexItem, FormGroup, Skeleton, TextArea } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { CopyButton } from "@/shared/ui/copy/copy-button";
import { clientKeyInfoQuery, type ClientKeyUse } from "../api/keys-key-info-query";

/**
 * The certificate the client holds for one use (base64 DER, as the server keeps it), with a copy
 * button; says so when there is none yet.
 */
export function CertificateView({ clientId, attr }: { clientId: string; attr: ClientKeyUse }) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const info = useQuery(clientKeyInfoQuery(adminClient, realm, clientId, attr));
  const fieldId = `certificate-${attr.replace(".", "-")}`;

  if (info.isPending) return <Skeleton screenreaderText={t("clientKeys.loading")} />;
  if (info.isError)
    return (
      <Alert isInline variant="danger" title={t("clientKeys.certificateError")}>
        {errorMessage(info.error, t).message}
      </Alert>
    );
  const certificate = info.data.certificate ?? "";
  if (certificate === "")
    return (
      <p>
        {t(
          info.data.publicKey === undefined
            ? "clientKeys.noCertificate"
            : "clientKeys.publicKeyOnly",
        )}
      </p>
    );
  return (
    <FormGroup label={t("clientKeys.certificate")} fieldId={fieldId}>
      <Flex flexWrap={{ default: "nowrap" }} alignItems={{ default: "alignItemsFlexStart" }}>
        <FlexItem grow={{ default: "grow" }}>
          <TextArea
            id={fieldId}
            value={certificate}
            readOnlyVariant="default"
            rows={5}
            resizeOrientation="vertical"
          />
        </FlexItem>
        <FlexItem>
          <CopyButton value={certificate} label={t("clientKeys.copyCertificate")} />
        </FlexItem>
      </Flex>
    </FormGroup>
  );
}
