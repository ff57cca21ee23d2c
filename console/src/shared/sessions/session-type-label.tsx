import { Label } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** Whether a session is a regular one or an offline one (kept for offline tokens). */
export function SessionTypeLabel({ offline }: { offline: boolean }) {
  const { t } = useTranslation();
  return offline ? (
    <Label color="purple" isCompact>
      {t("sessions.type.offline")}
    </Label>
  ) : (
    <Label color="blue" isCompact>
      {t("sessions.type.regular")}
    </Label>
  );
}
