import { Alert, AlertActionCloseButton, AlertGroup } from "@patternfly/react-core";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { alertTimeoutMs, AlertsContext, type Alerts, type AlertVariant } from "./alerts-context";

interface ShownAlert {
  id: number;
  title: string;
  variant: AlertVariant;
  description?: string;
}

interface ToastProps {
  alert: ShownAlert;
  onRemove: (id: number) => void;
}

function Toast({ alert, onRemove }: ToastProps) {
  const { t } = useTranslation();
  const remove = useCallback(() => {
    onRemove(alert.id);
  }, [alert.id, onRemove]);
  const variantLabels: Record<AlertVariant, string> = {
    success: t("alerts.successLabel"),
    danger: t("alerts.dangerLabel"),
    warning: t("alerts.warningLabel"),
    info: t("alerts.infoLabel"),
  };
  return (
    <Alert
      variant={alert.variant}
      variantLabel={variantLabels[alert.variant]}
      title={alert.title}
      // PatternFly pauses the countdown while the alert is hovered or holds focus.
      timeout={alertTimeoutMs}
      onTimeout={remove}
      actionClose={
        <AlertActionCloseButton
          aria-label={t("alerts.close", { title: alert.title })}
          onClose={remove}
        />
      }
    >
      {alert.description}
    </Alert>
  );
}

/**
 * Provides `useAlerts()` and shows its alerts as toasts, newest on top, each closeable and
 * dismissed after 8 seconds.
 *
 * @example
 * ```tsx
 * <AlertProvider>
 *   <App />
 * </AlertProvider>
 * ```
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [alerts, setAlerts] = useState<ShownAlert[]>([]);
  const nextId = useRef(0);

  const remove = useCallback((id: number) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const value = useMemo<Alerts>(() => {
    const show = (title: string, variant: AlertVariant, description?: string) => {
      const id = nextId.current++;
      setAlerts((current) => [
        { id, title, variant, ...(description !== undefined && { description }) },
        ...current,
      ]);
    };
    return {
      addAlert: (message, variant = "success", description) => {
        show(message, variant, description);
      },
      addError: (messageKey, error) => {
        const { message, description } = errorMessage(error, t);
        const reason = message === "" ? t("alerts.unknownError") : message;
        const title = t(messageKey, { error: reason });
        // Some titles ("The role could not be saved") have no place for the error; the reason
        // then goes under the title, or the administrator would not learn why it failed.
        const detail = title.includes(reason)
          ? description
          : description === undefined
            ? reason
            : `${reason}: ${description}`;
        show(title, "danger", detail);
      },
    };
  }, [t]);

  return (
    <AlertsContext.Provider value={value}>
      {children}
      <AlertGroup isToast isLiveRegion aria-label={t("alerts.groupLabel")}>
        {alerts.map((alert) => (
          <Toast key={alert.id} alert={alert} onRemove={remove} />
        ))}
      </AlertGroup>
    </AlertsContext.Provider>
  );
}
