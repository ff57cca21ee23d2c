import { Button, Tooltip } from "@patternfly/react-core";
import CheckIcon from "@patternfly/react-icons/dist/esm/icons/check-icon";
import CopyIcon from "@patternfly/react-icons/dist/esm/icons/copy-icon";
import { useTranslation } from "react-i18next";
import { useClipboard } from "./use-clipboard";
import { visuallyHidden } from "./visually-hidden";

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  /** Translated accessible name, e.g. "Copy client secret"; "Copy to clipboard" when left out. */
  label?: string;
  /** `control` fits inside an input group, `plain` stands alone. */
  variant?: "plain" | "control";
  isDisabled?: boolean;
}

/**
 * An icon button that copies `value` and says so: the icon turns into a check, the tooltip reads
 * "Copied", and a live region announces the outcome (also when copying fails).
 *
 * @example
 * ```tsx
 * <CopyButton value={client.clientId} label={t("clients.copyClientId")} />
 * ```
 */
export function CopyButton({
  value,
  label,
  variant = "plain",
  isDisabled = false,
}: CopyButtonProps) {
  const { t } = useTranslation();
  const { state, copy } = useClipboard();
  const name = label ?? t("copy.copyToClipboard");
  const feedback =
    state === "copied" ? t("copy.copied") : state === "failed" ? t("copy.failed") : "";
  return (
    <>
      <Tooltip content={feedback === "" ? name : feedback} aria="none">
        <Button
          variant={variant}
          aria-label={name}
          icon={state === "copied" ? <CheckIcon /> : <CopyIcon />}
          isDisabled={isDisabled}
          onClick={() => void copy(value)}
        />
      </Tooltip>
      <span role="status" style={visuallyHidden}>
        {feedback}
      </span>
    </>
  );
}
