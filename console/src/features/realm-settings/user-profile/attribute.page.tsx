import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useRealm } from "@/shared/api/realm";
import { useParams } from "react-router";
import { toUserProfileTab } from "../paths";
import { AttributeForm } from "./attribute-form";
import { UserProfileLoaded } from "./user-profile-loaded";

/** Creates a user profile attribute, or edits the one the address names. */
export function AttributePage() {
  const { t } = useTranslation();
  const realm = useRealm();
  // Absent on the create page's address, which opens this page too.
  const { attributeName } = useParams();
  const isNew = attributeName === undefined;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {isNew
            ? t("realmSettings.userProfile.createAttributeTitle")
            : t("realmSettings.userProfile.editAttributeTitle", { name: attributeName })}
        </Title>
      </PageSection>
      <PageSection>
        <UserProfileLoaded>
          {(config) => {
            if (isNew) return <AttributeForm config={config} />;
            const existing = config.attributes?.find(
              (attribute) => attribute.name === attributeName,
            );
            return existing === undefined ? (
              <ObjectUnavailable
                headingLevel="h2"
                error={undefined}
                notFound={t("realmSettings.userProfile.attributeNotFound", { name: attributeName })}
                back={{
                  to: toUserProfileTab({ realm, tab: "attributes" }),
                  label: t("realmSettings.userProfile.backToAttributes"),
                }}
              />
            ) : (
              <AttributeForm config={config} existing={existing} />
            );
          }}
        </UserProfileLoaded>
      </PageSection>
    </>
  );
}
