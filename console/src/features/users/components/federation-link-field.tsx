import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  FormGroup,
  FormHelperText,
  HelperText,
  HelperTextItem,
  Skeleton,
  TextInput,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCanOpenRoute } from "@/shared/access/route-table";
import { useRealm } from "@/shared/api/realm";
import {
  toUserFederationProvider,
  userFederationProviderPattern,
} from "@/shared/paths/user-federation-paths";
import { useFederationProvider } from "../api/use-federation-provider";

const fieldId = "user-federation-link";

/**
 * Where a federated user comes from: the user-storage provider's name, linking to its page when
 * the console has that page and the administrator may open it, else as text. The bare component
 * id shows only when the provider cannot be read (removed meanwhile, or the request failed).
 */
export function FederationLinkField({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const link = user.federationLink ?? "";
  const provider = useFederationProvider(user);
  const found = provider.data ?? undefined;
  const providerId = found?.providerId;
  const canOpen = useCanOpenRoute(userFederationProviderPattern(providerId ?? ""));
  const label = t("users.details.federationLink");

  if (provider.isPending) {
    return (
      <FormGroup label={label} fieldId={fieldId} role="group">
        <Skeleton screenreaderText={t("users.federation.loading")} />
      </FormGroup>
    );
  }
  if (found !== undefined && providerId !== undefined && canOpen) {
    return (
      <FormGroup label={label} fieldId={fieldId} role="group" hasNoPaddingTop>
        <Link id={fieldId} to={toUserFederationProvider({ realm, id: link, providerId })}>
          {found.name}
        </Link>
      </FormGroup>
    );
  }
  return (
    <FormGroup label={label} fieldId={fieldId}>
      <TextInput id={fieldId} value={found?.name ?? link} readOnly />
      {provider.data === null && (
        <FormHelperText>
          <HelperText>
            <HelperTextItem variant="warning">{t("users.federation.missing")}</HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
    </FormGroup>
  );
}
