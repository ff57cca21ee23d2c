import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { CheckboxGroupControl } from "@/shared/ui/form/checkbox-group-control";
import { emailPattern, storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { extRolesQuery } from "../api/ext-roles-query";
import { useCreateExtInvitation } from "../api/use-create-ext-invitation";

interface InviteValues {
  email: string;
  roles: string[];
  send: boolean;
}

/**
 * Invites someone by e-mail address, with the organization roles they get on joining. The server
 * e-mails the invitation unless "send" is off (then it is only recorded, e.g. where the realm has
 * no mail server), and a user joins by following its link.
 */
export function InviteDialog({
  organization,
  onClose,
}: {
  organization: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const roles = useQuery(extRolesQuery(client, realm, organization.id));
  const invite = useCreateExtInvitation(organization.id);
  const form = useForm<InviteValues>({
    defaultValues: { email: "", roles: [], send: true },
    mode: "onChange",
  });
  const roleNames = (roles.data ?? []).flatMap((role) =>
    role.name === undefined ? [] : [role.name],
  );
  return (
    <FormDialog<InviteValues>
      title={t("extOrganizations.invitations.inviteTitle", { name: organization.name })}
      form={form}
      submitLabel={t("extOrganizations.invitations.inviteConfirm")}
      errorTitle={t("extOrganizations.invitations.inviteError")}
      refusedField={(failure) =>
        failure.status === 409
          ? { field: "email", message: t("extOrganizations.invitations.alreadyInvited") }
          : undefined
      }
      onSubmit={async ({ email, roles: chosen, send }) => {
        await invite.mutateAsync({ email: email.trim(), roles: chosen, send });
        addAlert(t("extOrganizations.invitations.invited", { email: email.trim() }), "success");
      }}
      onClose={onClose}
    >
      <TextControl<InviteValues, "email">
        name="email"
        type="email"
        label={t("extOrganizations.invitations.email")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) =>
            emailPattern.test(value.trim()) || t("extOrganizations.invitations.emailInvalid"),
        }}
      />
      <CheckboxGroupControl<InviteValues, "roles">
        name="roles"
        label={t("extOrganizations.invitations.roles")}
        helperText={t("extOrganizations.invitations.rolesHelp")}
        options={roleNames}
      />
      <SwitchControl<InviteValues, "send">
        name="send"
        label={t("extOrganizations.invitations.send")}
        helperText={t("extOrganizations.invitations.sendHelp")}
      />
    </FormDialog>
  );
}
