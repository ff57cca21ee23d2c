import {
  Avatar,
  Divider,
  Dropdown,
  DropdownItem,
  DropdownList,
  MenuToggle,
} from "@patternfly/react-core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { canClearCaches } from "@/shared/access/rules";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { useSession } from "@/shared/api/session";
import { useHelp } from "@/shared/ui/help/help-context";
import { HelpModeItem } from "./help-menu";
import { userDisplayName } from "./user-name";
import { useSmallScreen } from "./use-small-screen";

// Both dialogs load on first use: the shell's first load stays small.
const RealmInfoModal = lazy(() =>
  import("./realm-info-modal").then((module) => ({ default: module.RealmInfoModal })),
);
const ClearCachesDialog = lazy(() =>
  import("./clear-caches-dialog").then((module) => ({ default: module.ClearCachesDialog })),
);

type Dialog = "realm-info" | "clear-caches";

/** The header's user menu: account, realm info, cache clearing, help mode (small screens), sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const access = useAccess();
  const realm = useRealm();
  const { masterRealm } = useEnvironment();
  const help = useHelp();
  const smallScreen = useSmallScreen();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>();
  // A picture that fails to load (moved, blocked) leaves the name alone rather than a broken image.
  const [pictureFailed, setPictureFailed] = useState(false);
  const picture = pictureFailed ? undefined : session.profile.picture;
  const name = userDisplayName(session.profile) ?? t("shell.userMenu.unknownUser");
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <>
      <Dropdown
        isOpen={open}
        onOpenChange={setOpen}
        popperProps={{ position: "right" }}
        toggle={(ref) => (
          <MenuToggle
            ref={ref}
            variant="plainText"
            isExpanded={open}
            aria-label={t("shell.userMenu.label", { name })}
            icon={
              picture === undefined ? undefined : (
                // The name stands beside it, so the picture itself needs no text.
                <Avatar
                  src={picture}
                  alt=""
                  size="sm"
                  onError={() => {
                    setPictureFailed(true);
                  }}
                />
              )
            }
            onClick={() => {
              setOpen(!open);
            }}
          >
            {name}
          </MenuToggle>
        )}
      >
        <DropdownList>
          <DropdownItem onClick={choose(session.manageAccount)}>
            {t("shell.userMenu.manageAccount")}
          </DropdownItem>
          <DropdownItem
            onClick={choose(() => {
              setDialog("realm-info");
            })}
          >
            {t("shell.userMenu.realmInfo")}
          </DropdownItem>
          {canClearCaches(realm, access, masterRealm) && (
            <DropdownItem
              onClick={choose(() => {
                setDialog("clear-caches");
              })}
            >
              {t("shell.userMenu.clearCaches")}
            </DropdownItem>
          )}
          {smallScreen && <HelpModeItem enabled={help.enabled} onToggle={help.toggle} />}
          <Divider component="li" />
          <DropdownItem onClick={choose(session.signOut)}>{t("shell.signOut")}</DropdownItem>
        </DropdownList>
      </Dropdown>
      <Suspense fallback={null}>
        {dialog === "realm-info" && (
          <RealmInfoModal
            onClose={() => {
              setDialog(undefined);
            }}
          />
        )}
        {dialog === "clear-caches" && (
          <ClearCachesDialog
            onClose={() => {
              setDialog(undefined);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
