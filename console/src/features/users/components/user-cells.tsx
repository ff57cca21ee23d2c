import type { UserRepresentation } from "@gatehouse/admin-client";
import { Flex, FlexItem, Icon, Label } from "@patternfly/react-core";
import ExclamationCircleIcon from "@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon";
import LinkIcon from "@patternfly/react-icons/dist/esm/icons/link-icon";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toUser } from "@/shared/paths/user-paths";

/** The username linking to the user, marked when disabled or linked to a user federation provider. */
export function UsernameCell({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const realm = useRealm();
  return (
    <Flex spaceItems={{ default: "spaceItemsSm" }} flexWrap={{ default: "nowrap" }}>
      <FlexItem>
        <Link to={toUser({ realm, id: user.id ?? "" })}>{user.username}</Link>
      </FlexItem>
      {user.enabled === false && (
        <FlexItem>
          <Label color="orange" isCompact>
            {t("users.disabledLabel")}
          </Label>
        </FlexItem>
      )}
      {user.federationLink !== undefined && user.federationLink !== "" && (
        <FlexItem>
          <Label color="blue" isCompact icon={<LinkIcon />}>
            {t("users.federatedLabel")}
          </Label>
        </FlexItem>
      )}
    </Flex>
  );
}

/** The e-mail address, marked when not verified. */
export function EmailCell({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  if (user.email === undefined || user.email === "") return null;
  return (
    <Flex spaceItems={{ default: "spaceItemsSm" }} flexWrap={{ default: "nowrap" }}>
      <FlexItem>{user.email}</FlexItem>
      {user.emailVerified !== true && (
        <FlexItem>
          <Icon status="warning" size="sm">
            <ExclamationCircleIcon title={t("users.emailNotVerified")} />
          </Icon>
        </FlexItem>
      )}
    </Flex>
  );
}
