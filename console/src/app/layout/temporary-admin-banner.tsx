import { Banner, Flex, FlexItem } from "@patternfly/react-core";
import { ExclamationTriangleIcon } from "@patternfly/react-icons";
import { useTranslation } from "react-i18next";

/** Warns that the signed-in account is a temporary bootstrap administrator. */
export function TemporaryAdminBanner() {
  const { t } = useTranslation();
  return (
    <Banner status="warning" screenReaderText={t("shell.banner.warning")}>
      <Flex spaceItems={{ default: "spaceItemsSm" }} flexWrap={{ default: "nowrap" }}>
        <FlexItem>
          <ExclamationTriangleIcon />
        </FlexItem>
        <FlexItem>{t("shell.banner.temporaryAdmin")}</FlexItem>
      </Flex>
    </Banner>
  );
}
