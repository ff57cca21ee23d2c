import type { PolicyProviderRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ProviderTypeMenu } from "@/shared/ui/dynamic/provider-type-menu";
import { creatablePolicyTypes } from "./policy-types";

/** The create button of the policies list: a menu of every policy type the server offers. */
export function CreatePolicyMenu({
  toNewPolicy,
  providers,
}: {
  /** The address of the create page of a policy type. */
  toNewPolicy: (policyType: string) => string;
  providers: readonly PolicyProviderRepresentation[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const creatable = creatablePolicyTypes(providers);
  return (
    <ProviderTypeMenu
      label={t("authorization.policies.list.create")}
      types={creatable.map((provider) => ({ id: provider.type ?? "" }))}
      name={(type) => creatable.find((provider) => provider.type === type.id)?.name ?? type.id}
      onChoose={(type) => void navigate(toNewPolicy(type.id))}
    />
  );
}
