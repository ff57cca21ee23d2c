import {
  ActionGroup,
  Button,
  Content,
  Form,
  FormSection,
  Grid,
  GridItem,
  HelperText,
  HelperTextItem,
  ToggleGroup,
  ToggleGroupItem,
} from "@patternfly/react-core";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { downloadFile } from "@/shared/lib/download-file";
import { TextControl } from "@/shared/ui/form/text-control";
import type { RealmTabProps } from "../realm-tab";
import { quickThemeJar, quickThemeJarName } from "./quick-theme-jar";
import {
  colourSchemes,
  faviconLimits,
  hexColourPattern,
  logoLimits,
  lowContrastColours,
  previewColours,
  quickThemeDefaults,
  schemeColourNames,
  themeNamePattern,
  type ColourScheme,
  type QuickThemeValues,
  type ThemeImages,
} from "./quick-theme-state";
import { SignInPreview } from "./sign-in-preview";
import { ThemeImageField } from "./theme-image-field";

/**
 * The quick theme: colours, logo and favicon for the realm's sign-in pages, previewed here and
 * downloaded as a theme JAR to install on the server. The server keeps none of it, so there is
 * nothing to save and nothing to guard against leaving.
 *
 * Without manage-realm every control is read-only and the download is left out: the archive only
 * matters to someone who will choose it as the realm's login theme afterwards, which takes
 * manage-realm, and a viewer could only download the defaults.
 */
export function QuickThemeTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const form = useForm<QuickThemeValues>({ defaultValues: quickThemeDefaults, mode: "onChange" });
  const [images, setImages] = useState<ThemeImages>({});
  const [scheme, setScheme] = useState<ColourScheme>("light");
  const light = useWatch({ control: form.control, name: "light" });
  const dark = useWatch({ control: form.control, name: "dark" });
  const colours = scheme === "light" ? light : dark;
  const warnings = colourSchemes.flatMap((each) =>
    lowContrastColours(previewColours(each, each === "light" ? light : dark)).map(
      ({ colour, ratio }) =>
        t("realmSettings.quickTheme.lowContrast", {
          colour: t(`realmSettings.quickTheme.colour.${colour}`),
          scheme: t(`realmSettings.quickTheme.scheme.${each}`),
          ratio: ratio.toFixed(1),
        }),
    ),
  );
  const name = useWatch({ control: form.control, name: "name" });
  const shownColours = previewColours(scheme, colours);

  const download = (values: QuickThemeValues) => {
    downloadFile(quickThemeJarName(values.name), quickThemeJar(values, images));
  };

  return (
    <Grid hasGutter>
      <GridItem lg={6}>
        <FormProvider {...form}>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void form.handleSubmit(download)(event);
            }}
          >
            <Content component="p">{t("realmSettings.quickTheme.intro")}</Content>
            <TextControl<QuickThemeValues>
              name="name"
              label={t("realmSettings.quickTheme.name")}
              labelIcon={t("realmSettings.quickTheme.nameHelp")}
              isDisabled={!canManage}
              rules={{
                required: true,
                maxLength: 100,
                pattern: {
                  value: themeNamePattern,
                  message: t("realmSettings.quickTheme.nameInvalid"),
                },
              }}
            />
            {colourSchemes.map((each) => (
              <FormSection
                key={each}
                title={t(`realmSettings.quickTheme.scheme.${each}`)}
                titleElement="h3"
              >
                {schemeColourNames.map((colour) => (
                  <TextControl<QuickThemeValues>
                    key={colour}
                    name={`${each}.${colour}`}
                    label={t(`realmSettings.quickTheme.colour.${colour}`)}
                    // The two schemes share their labels; the name says which scheme a field is of.
                    aria-label={t("realmSettings.quickTheme.colourOf", {
                      colour: t(`realmSettings.quickTheme.colour.${colour}`),
                      scheme: t(`realmSettings.quickTheme.scheme.${each}`),
                    })}
                    isDisabled={!canManage}
                    rules={{
                      required: true,
                      pattern: {
                        value: hexColourPattern,
                        message: t("realmSettings.quickTheme.colourInvalid"),
                      },
                    }}
                  />
                ))}
              </FormSection>
            ))}
            <FormSection title={t("realmSettings.quickTheme.images")} titleElement="h3">
              <ThemeImageField
                label={t("realmSettings.quickTheme.logo")}
                limits={logoLimits}
                image={images.logo}
                isDisabled={!canManage}
                onChange={(logo) => {
                  setImages((before) => ({ ...before, logo }));
                }}
              />
              <ThemeImageField
                label={t("realmSettings.quickTheme.favicon")}
                limits={faviconLimits}
                image={images.favicon}
                isDisabled={!canManage}
                onChange={(favicon) => {
                  setImages((before) => ({ ...before, favicon }));
                }}
              />
            </FormSection>
            <Content component="p">
              {t("realmSettings.quickTheme.install", {
                name: name === "" ? t("realmSettings.quickTheme.yourTheme") : name,
              })}
            </Content>
            {canManage && (
              <ActionGroup>
                <Button type="submit" variant="primary">
                  {t("realmSettings.quickTheme.download")}
                </Button>
              </ActionGroup>
            )}
          </Form>
        </FormProvider>
      </GridItem>
      <GridItem lg={6}>
        <ToggleGroup aria-label={t("realmSettings.quickTheme.previewScheme")}>
          {colourSchemes.map((each) => (
            <ToggleGroupItem
              key={each}
              text={t(`realmSettings.quickTheme.scheme.${each}`)}
              isSelected={scheme === each}
              onChange={() => {
                setScheme(each);
              }}
            />
          ))}
        </ToggleGroup>
        <SignInPreview
          colours={shownColours}
          logo={images.logo}
          realmName={realm.displayName ?? realm.realm ?? ""}
        />
        {warnings.length > 0 && (
          <HelperText>
            {warnings.map((warning) => (
              <HelperTextItem key={warning} variant="warning">
                {warning}
              </HelperTextItem>
            ))}
          </HelperText>
        )}
      </GridItem>
    </Grid>
  );
}
