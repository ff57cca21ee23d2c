import { FormGroupLabelHelp, Popover } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHelpEnabled } from "./help-context";
import { popperTarget } from "@/shared/ui/popper-target";

export interface HelpIconProps {
  /** The help text, already translated. */
  helpText: ReactNode;
  /** What the help is about, already translated; it names the button ("More information about …"). */
  fieldLabel: string;
}

/**
 * A question-mark button that opens the help text in a popover. Renders nothing while help mode is
 * off. Form controls show it beside their label when given `labelIcon`.
 *
 * @example
 * <HelpIcon fieldLabel={t("users.username")} helpText={t("users.usernameHelp")} />
 */
export function HelpIcon({ helpText, fieldLabel }: HelpIconProps) {
  const { t } = useTranslation();
  if (!useHelpEnabled()) return null;
  return (
    <Popover
      appendTo={popperTarget}
      bodyContent={helpText}
      aria-label={t("help.popoverLabel", { label: fieldLabel })}
    >
      <FormGroupLabelHelp aria-label={t("help.moreInfo", { label: fieldLabel })} />
    </Popover>
  );
}
