import { Button } from "@patternfly/react-core";
import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatSize } from "@/shared/lib/format-size";
import { FormField, fieldIds } from "@/shared/ui/form/form-field";
import { imageProblem, type ImageLimits, type ThemeImage } from "./quick-theme-state";

export interface ThemeImageFieldProps {
  label: string;
  limits: ImageLimits;
  image: ThemeImage | undefined;
  onChange: (image: ThemeImage | undefined) => void;
  isDisabled?: boolean;
}

/**
 * An image file for the theme (logo, favicon): a file of another type or too large is refused with
 * an error under the field, and the image chosen before stays.
 */
export function ThemeImageField({
  label,
  limits,
  image,
  onChange,
  isDisabled,
}: ThemeImageFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string>();
  const extensions = [...new Set(Object.values(limits.types))].map((extension) => `.${extension}`);
  const maxSize = formatSize(limits.maxBytes, i18n.language);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (file === undefined) return;
    const problem = imageProblem(file, limits);
    if (problem === "type") {
      setError(t("realmSettings.quickTheme.imageType", { types: extensions.join(", ") }));
    } else if (problem === "size") {
      setError(t("realmSettings.quickTheme.imageSize", { size: maxSize }));
    } else {
      setError(undefined);
      onChange({
        fileName: file.name,
        type: file.type,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
    }
    // Cleared, so choosing the same file again after a fix is seen as a change.
    input.value = "";
  };

  return (
    <FormField
      id={id}
      label={label}
      errorMessage={error}
      helperText={
        image === undefined
          ? t("realmSettings.quickTheme.imageHelp", { types: extensions.join(", "), size: maxSize })
          : t("realmSettings.quickTheme.imageChosen", { file: image.fileName })
      }
    >
      <input
        id={id}
        type="file"
        accept={[...Object.keys(limits.types), ...extensions].join(",")}
        disabled={isDisabled}
        aria-invalid={error !== undefined}
        aria-describedby={fieldIds(id).helper}
        onChange={(event) => void choose(event)}
      />
      {image !== undefined && !isDisabled && (
        <Button
          variant="link"
          aria-label={t("realmSettings.quickTheme.removeImage", { label })}
          onClick={() => {
            setError(undefined);
            onChange(undefined);
          }}
        >
          {t("realmSettings.quickTheme.remove")}
        </Button>
      )}
    </FormField>
  );
}
