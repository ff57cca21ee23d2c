import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useRealm } from "@/shared/api/realm";
import { useParams } from "react-router";
import { toUserProfileTab } from "../paths";
import { GroupForm } from "./group-form";
import { UserProfileLoaded } from "./user-profile-loaded";

/** Creates an attribute group, or shows the one the address names. */
export function AttributesGroupPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  // Absent on the create page's address, which opens this page too.
  const { name } = useParams();
  const isNew = name === undefined;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {isNew
            ? t("realmSettings.userProfile.createGroupTitle")
            : t("realmSettings.userProfile.editGroupTitle", { name })}
        </Title>
      </PageSection>
      <PageSection>
        <UserProfileLoaded>
          {(config) => {
            if (isNew) return <GroupForm config={config} />;
            const existing = config.groups?.find((group) => group.name === name);
            return existing === undefined ? (
              <ObjectUnavailable
                headingLevel="h2"
                error={undefined}
                notFound={t("realmSettings.userProfile.groupNotFound", { name })}
                back={{
                  to: toUserProfileTab({ realm, tab: "attributes-group" }),
                  label: t("realmSettings.userProfile.backToGroups"),
                }}
              />
            ) : (
              <GroupForm config={config} existing={existing} />
            );
          }}
        </UserProfileLoaded>
      </PageSection>
    </>
  );
}
