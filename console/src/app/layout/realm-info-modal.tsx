import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Tab,
  Tabs,
  TabTitleText,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ProvidersPanel } from "@/features/home/components/providers-panel";
import { ServerInfoPanel } from "@/features/home/components/server-info-panel";
import { useServerInfo } from "@/shared/api/console-data";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";

/** The user menu's realm info: the server's version, profile, features, memory and providers. */
export function RealmInfoModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const serverInfo = useServerInfo();
  const [tab, setTab] = useState<string | number>("info");
  return (
    <Modal isOpen variant="large" onEscapePress={onClose} aria-labelledby="realm-info-title">
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={t("shell.realmInfo.title")} labelId="realm-info-title" />
      <ModalBody>
        <Tabs
          activeKey={tab}
          onSelect={(_event, key) => {
            setTab(key);
          }}
          aria-label={t("shell.realmInfo.title")}
          mountOnEnter
        >
          <Tab eventKey="info" title={<TabTitleText>{t("home.tabs.info")}</TabTitleText>}>
            <ServerInfoPanel serverInfo={serverInfo} />
          </Tab>
          <Tab eventKey="providers" title={<TabTitleText>{t("home.tabs.providers")}</TabTitleText>}>
            <ProvidersPanel serverInfo={serverInfo} />
          </Tab>
        </Tabs>
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onClose}>
          {t("shell.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
