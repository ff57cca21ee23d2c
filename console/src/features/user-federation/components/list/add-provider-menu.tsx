import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toNewUserFederationProvider } from "@/shared/paths/user-federation-paths";
import { ProviderTypeMenu } from "@/shared/ui/dynamic/provider-type-menu";
import { userStorageKindName } from "./provider-types";

/** "Add provider": the kinds the server offers, each opening its page for a new provider. */
export function AddProviderMenu({ kinds }: { kinds: readonly string[] }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  return (
    <ProviderTypeMenu
      label={t("userFederation.list.add")}
      types={kinds.map((kind) => ({ id: kind }))}
      name={(type) => userStorageKindName(type.id, t)}
      onChoose={(type) => {
        void navigate(toNewUserFederationProvider({ realm, providerId: type.id }));
      }}
    />
  );
}
