import { Flex, FlexItem } from "@patternfly/react-core";
import { Children, type ReactNode } from "react";

/**
 * The row of drop-downs above a table of texts (locale, kind of page), kept outside the table so
 * they stay in reach while the table shows its empty state.
 */
export function LocalePickers({ children }: { children: ReactNode }) {
  return (
    <Flex
      spaceItems={{ default: "spaceItemsMd" }}
      style={{ marginBlockEnd: "var(--pf-t--global--spacer--md)" }}
    >
      {Children.map(children, (child) => (
        <FlexItem>{child}</FlexItem>
      ))}
    </Flex>
  );
}
