import { List, ListItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import type { FlowBinding } from "./flow-usage";

/** What uses a flow, as a list: the realm's bindings, then clients, then identity providers. */
export function FlowUses({
  bindings,
  clients,
  providers,
  hasMore,
}: {
  bindings: readonly FlowBinding[];
  clients: readonly string[];
  providers: readonly string[];
  hasMore: boolean;
}) {
  const { t } = useTranslation();
  return (
    <List aria-label={t("authentication.flows.usedBy")}>
      {bindings.map((binding) => (
        <ListItem key={`binding-${binding}`}>
          {t("authentication.flows.uses.binding", {
            binding: t(`authentication.flows.binding.${binding}`),
          })}
        </ListItem>
      ))}
      {clients.map((clientId) => (
        <ListItem key={`client-${clientId}`}>
          {t("authentication.flows.uses.client", { name: clientId })}
        </ListItem>
      ))}
      {providers.map((alias) => (
        <ListItem key={`provider-${alias}`}>
          {t("authentication.flows.uses.provider", { name: alias })}
        </ListItem>
      ))}
      {hasMore && <ListItem>{t("authentication.flows.uses.more")}</ListItem>}
    </List>
  );
}
