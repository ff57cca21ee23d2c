import { Label, LabelGroup } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { sessionClientNames } from "./session-clients";

/**
 * The clients of a session: the first few by name and how many more, so a session that signed in
 * to hundreds of clients keeps its row one line high.
 */
export function SessionClientsCell({
  clients,
}: {
  clients: Readonly<Record<string, string>> | undefined;
}) {
  const { t } = useTranslation();
  const { shown, more } = sessionClientNames(clients);
  if (shown.length === 0) return null;
  return (
    <LabelGroup numLabels={shown.length + 1}>
      {shown.map((name) => (
        <Label key={name} isCompact>
          {name}
        </Label>
      ))}
      {more > 0 && (
        <Label isCompact variant="outline">
          {t("sessions.clients.more", { more })}
        </Label>
      )}
    </LabelGroup>
  );
}
