import { List, ListItem, Skeleton, Stack, StackItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** How many dependents a dialog or an expanded row names before saying how many more there are. */
export const dependentsNamed = 10;

/**
 * Names what depends on an object (the permissions of a resource, the resources of a scope) under
 * a heading, the first few by name and the rest as a count; nothing when none do.
 */
export function DependentNames({
  heading,
  names,
  isLoading,
  loadingLabel,
}: {
  heading: string;
  names: readonly string[];
  isLoading: boolean;
  loadingLabel: string;
}) {
  const { t } = useTranslation();
  if (isLoading) return <Skeleton screenreaderText={loadingLabel} />;
  if (names.length === 0) return null;
  const shown = names.slice(0, dependentsNamed);
  const more = names.length - shown.length;
  return (
    <Stack>
      <StackItem>{heading}</StackItem>
      <StackItem>
        <List aria-label={heading}>
          {shown.map((name, index) => (
            <ListItem key={`${index}-${name}`}>{name}</ListItem>
          ))}
          {more > 0 && <ListItem>{t("authorization.dependents.more", { count: more })}</ListItem>}
        </List>
      </StackItem>
    </Stack>
  );
}
