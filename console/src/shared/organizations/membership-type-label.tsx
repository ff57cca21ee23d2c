import type { MembershipType } from "@gatehouse/admin-client";
import { Label } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/**
 * How a user belongs to an organization: managed (brought in by the organization's identity
 * provider, leaves with it) or unmanaged (added or invited). Shown by an organization's members
 * and by a user's organizations.
 */
export function MembershipTypeLabel({ type }: { type: MembershipType | undefined }) {
  const { t } = useTranslation();
  if (type === undefined) return null;
  return (
    <Label isCompact color={type === "MANAGED" ? "teal" : "grey"}>
      {type === "MANAGED"
        ? t("organizations.members.managed")
        : t("organizations.members.unmanaged")}
    </Label>
  );
}
