import type { RealmRepresentation } from "@gatehouse/admin-client";
import { Grid, GridItem } from "@patternfly/react-core";
import type { ReactNode } from "react";
import type { Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRealmForm } from "@/shared/realm-form/use-realm-form";
import { EditForm } from "@/shared/ui/form/edit-form";
import { styleFormValues, styleRealmChanges, tabFields, type StyleValues } from "../form-state";
import type { ExtStylesTab } from "../paths";

export interface StyleTabFormProps {
  realm: RealmRepresentation;
  canManage: boolean;
  tab: ExtStylesTab;
  /** The tab's fields. */
  children: ReactNode;
  /** A sample drawn from the values as they are typed, beside the form. */
  preview?: (control: Control<StyleValues>) => ReactNode;
}

/**
 * One tab's form: it saves that tab's attributes with the realm (the rest of the realm's
 * attributes as loaded), guards unsaved changes and keeps what was typed when the save fails.
 * Each tab is a form of its own, so leaving a tab with changes asks first, as any page does.
 */
export function StyleTabForm({ realm, canManage, tab, children, preview }: StyleTabFormProps) {
  const { t } = useTranslation();
  const { form, editForm } = useRealmForm<StyleValues>({
    realm,
    canManage,
    defaultValues: styleFormValues(realm),
    toChanges: (values) => styleRealmChanges(values, realm, tabFields[tab]),
    savedMessage: t("extStyles.saved"),
    saveErrorKey: "extStyles.saveError",
    draftName: `ext-styles-${tab}`,
  });
  const fields = <EditForm {...editForm}>{children}</EditForm>;
  if (preview === undefined) return fields;
  return (
    <Grid hasGutter>
      <GridItem lg={6}>{fields}</GridItem>
      <GridItem lg={6}>{preview(form.control)}</GridItem>
    </Grid>
  );
}
