import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { toUserProfileTab, type UserProfileTab } from "../paths";
import { AttributeGroupsTab } from "./attribute-groups-tab";
import { AttributesTab } from "./attributes-tab";
import { JsonEditorTab } from "./json-editor-tab";
import { UserProfileLoaded } from "./user-profile-loaded";

/**
 * The user profile tab: the attributes users have, the groups that gather them in forms, and the
 * whole configuration as JSON. Read with view-realm, changed with manage-realm.
 */
export function UserProfileTabs({
  requested,
  canManage,
}: {
  /** The inner tab an address of the user profile's own tabs names. */
  requested: string | undefined;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  return (
    <UserProfileLoaded>
      {(config) => {
        // Remount the tabs on a new version, so each starts from what the server holds.
        const version = JSON.stringify(config);
        const props = { config, canManage };
        return (
          <RoutedTabs<UserProfileTab>
            ariaLabel={t("realmSettings.userProfile.tabs")}
            linkTo={(tab) => toUserProfileTab({ realm, tab })}
            // Only an address of the profile's own tabs names one; the outer tab's opens the first.
            requested={requested ?? "attributes"}
            tabs={[
              {
                key: "attributes",
                title: t("realmSettings.userProfile.attributesTab"),
                content: <AttributesTab key={version} {...props} />,
              },
              {
                key: "attributes-group",
                title: t("realmSettings.userProfile.groupsTab"),
                content: <AttributeGroupsTab key={version} {...props} />,
              },
              {
                key: "json-editor",
                title: t("realmSettings.userProfile.jsonTab"),
                content: <JsonEditorTab key={version} {...props} />,
              },
            ]}
          />
        );
      }}
    </UserProfileLoaded>
  );
}
