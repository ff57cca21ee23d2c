import {
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Content,
  Gallery,
  Stack,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toNewUserFederationProvider } from "@/shared/paths/user-federation-paths";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { userStorageKindName } from "./provider-types";

/**
 * What a realm without user-storage providers shows: for those who may add one, a card per kind
 * the server offers, opening its page for a new provider; for the others, that none is set up.
 */
export function ProviderKindCards({
  kinds,
  canManage,
}: {
  kinds: readonly string[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  if (!canManage)
    return (
      <EmptyListState
        title={t("userFederation.list.emptyTitle")}
        body={t("userFederation.list.emptyReadOnly")}
      />
    );
  return (
    <Stack hasGutter>
      <Content component="p">{t("userFederation.list.startIntro")}</Content>
      <Gallery hasGutter minWidths={{ default: "16rem" }} component="ul">
        {kinds.map((kind) => (
          <Card key={kind} isCompact component="li">
            <CardHeader>
              <CardTitle>
                <Link to={toNewUserFederationProvider({ realm, providerId: kind })}>
                  {t("userFederation.list.addKind", { kind: userStorageKindName(kind, t) })}
                </Link>
              </CardTitle>
            </CardHeader>
            <CardBody>
              {kind === "ldap" || kind === "kerberos"
                ? t(`userFederation.list.about.${kind}`)
                : t("userFederation.list.about.custom")}
            </CardBody>
          </Card>
        ))}
      </Gallery>
    </Stack>
  );
}
