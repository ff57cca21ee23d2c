import { Bullseye, Spinner } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** Full-area spinner shown while the console or a page loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Bullseye style={{ minHeight: "50vh" }}>
      <Spinner aria-label={t("shell.loading")} />
    </Bullseye>
  );
}
