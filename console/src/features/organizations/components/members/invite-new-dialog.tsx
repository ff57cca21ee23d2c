import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { emailPattern, storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { useInviteMember } from "../../api/use-invite-member";
import { isMailFailure } from "./mail-failure";

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
}

/** E-mails an invitation to register and join the organization to an address. */
export function InviteNewDialog({
  organization,
  onClose,
}: {
  organization: { id: string; name?: string | undefined };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const invite = useInviteMember(organization.id);
  const form = useForm<InviteValues>({
    defaultValues: { email: "", firstName: "", lastName: "" },
    mode: "onTouched",
  });
  return (
    <FormDialog<InviteValues>
      title={t("organizations.members.inviteNewTitle", { name: organization.name })}
      description={t("organizations.members.inviteNewBody")}
      form={form}
      submitLabel={t("organizations.members.sendInvitation")}
      errorTitle={t("organizations.members.inviteError")}
      errorHint={(failure) =>
        isMailFailure(failure) && <p>{t("organizations.members.smtpHint")}</p>
      }
      // A 409 means the address belongs to a user already, or to one of the members.
      refusedField={(failure) =>
        failure.status === 409 ? { field: "email", message: failure.message } : undefined
      }
      onSubmit={async ({ email, firstName, lastName }) => {
        await invite.mutateAsync({
          kind: "new",
          email: email.trim(),
          firstName: firstName.trim(),
          lastName: lastName.trim(),
        });
        addAlert(t("organizations.members.invited", { email: email.trim() }), "success");
      }}
      onClose={onClose}
    >
      <TextControl<InviteValues>
        name="email"
        label={t("organizations.members.email")}
        type="email"
        rules={{ required: true, pattern: emailPattern, maxLength: storedTextLimit }}
      />
      <TextControl<InviteValues>
        name="firstName"
        label={t("organizations.members.firstName")}
        rules={{ maxLength: storedTextLimit }}
      />
      <TextControl<InviteValues>
        name="lastName"
        label={t("organizations.members.lastName")}
        rules={{ maxLength: storedTextLimit }}
      />
    </FormDialog>
  );
}
