import { Button, Flex, Modal, ModalBody, ModalFooter, ModalHeader } from "@patternfly/react-core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";

type CacheName = "realm" | "user" | "keys" | "crl";

export interface ClearCachesDialogProps {
  onClose: () => void;
}

/** Clears one of the server's four caches per button; each result is announced as an alert. */
export function ClearCachesDialog({ onClose }: ClearCachesDialogProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert, addError } = useAlerts();
  const clear = useMutation({
    mutationFn: (cache: CacheName) => {
      const clearers = {
        realm: client.cache.clearRealmCache,
        user: client.cache.clearUserCache,
        keys: client.cache.clearKeysCache,
        crl: client.cache.clearCrlCache,
      };
      return clearers[cache]({ realm });
    },
    onSuccess: () => {
      addAlert(t("clearCacheSuccess"), "success");
    },
    onError: (error) => {
      addError("clearCacheError", error);
    },
  });
  const buttons: { cache: CacheName; label: string }[] = [
    { cache: "realm", label: t("shell.clearCaches.realm") },
    { cache: "user", label: t("shell.clearCaches.user") },
    { cache: "keys", label: t("shell.clearCaches.keys") },
    { cache: "crl", label: t("shell.clearCaches.crl") },
  ];
  return (
    <Modal
      isOpen
      variant="small"
      onEscapePress={onClose}
      aria-labelledby="clear-caches-title"
      aria-describedby="clear-caches-description"
    >
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={t("shell.clearCaches.title")} labelId="clear-caches-title" />
      <ModalBody>
        <p id="clear-caches-description">{t("shell.clearCaches.description")}</p>
        <Flex spaceItems={{ default: "spaceItemsSm" }} style={{ marginTop: "1rem" }}>
          {buttons.map(({ cache, label }) => (
            <Button
              key={cache}
              variant="secondary"
              isDisabled={clear.isPending}
              isLoading={clear.isPending && clear.variables === cache}
              onClick={() => {
                clear.mutate(cache);
              }}
            >
              {label}
            </Button>
          ))}
        </Flex>
      </ModalBody>
      <ModalFooter>
        <Button variant="link" onClick={onClose}>
          {t("shell.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
