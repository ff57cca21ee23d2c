import { Button } from "@patternfly/react-core";
import { MoonIcon, SunIcon } from "@patternfly/react-icons";
import { useTranslation } from "react-i18next";
import { useColorScheme } from "./color-scheme";

/** Switches between the light and dark theme; the choice is remembered. */
export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { dark, setScheme } = useColorScheme();
  return (
    <Button
      variant="plain"
      role="switch"
      aria-checked={dark}
      aria-label={t("shell.header.darkTheme")}
      icon={dark ? <MoonIcon /> : <SunIcon />}
      onClick={() => {
        setScheme(dark ? "light" : "dark");
      }}
    />
  );
}
