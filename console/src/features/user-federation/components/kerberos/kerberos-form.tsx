import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { ProviderForm } from "../provider-form";
import { KerberosFields } from "./kerberos-fields";
import {
  kerberosFormValues,
  kerberosFromForm,
  type KerberosFormValues,
} from "./kerberos-form-state";

/** A Kerberos provider's form: a new one, or the stored one (read-only without manage-realm). */
export function KerberosForm({
  stored,
  canManage,
}: {
  stored?: ComponentRepresentation | undefined;
  canManage: boolean;
}) {
  const form = useForm<KerberosFormValues>({
    defaultValues: kerberosFormValues(stored),
    mode: "onChange",
  });
  return (
    <ProviderForm
      form={form}
      stored={stored}
      toComponent={(values) => kerberosFromForm(values, { original: stored })}
      canManage={canManage}
    >
      <KerberosFields id={stored?.id} readOnly={!canManage} />
    </ProviderForm>
  );
}
