import type { IdentityProviderTypeInfo } from "@gatehouse/admin-client";
import {
  Card,
  CardHeader,
  CardTitle,
  Content,
  Gallery,
  Stack,
  Title,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { toAddIdentityProvider } from "@/shared/paths/identity-provider-paths";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { providerTypeGroups, typeName } from "../api/provider-types";

/**
 * What a realm without identity providers shows: for those who may manage them, every type the
 * server offers as a link to its add page, grouped as the server lists them; for the others, that
 * none is set up and who may add one.
 */
export function ProviderTypeCards({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const groups = providerTypeGroups(useServerInfo());
  if (!canManage) {
    return (
      <EmptyListState
        title={t("identityProviders.list.emptyTitle")}
        body={t("identityProviders.list.emptyReadOnly")}
      />
    );
  }
  return (
    <Stack hasGutter>
      <Content component="p">{t("identityProviders.list.startIntro")}</Content>
      <TypeGroup
        id="user-defined"
        title={t("identityProviders.list.userDefined")}
        types={groups.userDefined}
      />
      <TypeGroup id="social" title={t("identityProviders.list.social")} types={groups.social} />
    </Stack>
  );
}

function TypeGroup({
  id,
  title,
  types,
}: {
  id: string;
  title: string;
  types: readonly IdentityProviderTypeInfo[];
}) {
  const realm = useRealm();
  if (types.length === 0) return null;
  const headingId = `provider-types-${id}`;
  return (
    <section aria-labelledby={headingId}>
      <Title headingLevel="h2" size="lg" id={headingId} className="pf-v6-u-mb-md">
        {title}
      </Title>
      <Gallery hasGutter minWidths={{ default: "12rem" }} component="ul">
        {types.map((type) => (
          <Card key={type.id} isCompact component="li">
            <CardHeader>
              <CardTitle>
                <Link to={toAddIdentityProvider({ realm, providerId: type.id })}>
                  {typeName(type)}
                </Link>
              </CardTitle>
            </CardHeader>
          </Card>
        ))}
      </Gallery>
    </section>
  );
}
