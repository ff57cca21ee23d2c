import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from "@patternfly/react-core";
import { useCallback, useContext, useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { UNSAFE_DataRouterContext, useBlocker, type Location } from "react-router";
import { useBeforeUnloadWarning } from "@/shared/lib/use-before-unload-warning";

export interface UnsavedChangesGuard {
  /** Render this: the confirmation shown when a navigation is held back. */
  prompt: ReactNode;
  /**
   * Lets the next navigation through without asking: call it right before navigating away after a
   * successful save, when the form may still count as changed.
   */
  allowNavigation: () => void;
}

/**
 * Navigation options for leaving the page of an object just deleted: what was typed on it can no
 * longer be saved, so no guard asks before the list opens.
 *
 * @example
 * askDelete(role, () => void navigate(toRoles({ realm }), afterDeletion));
 */
export const afterDeletion = { state: { objectDeleted: true } } as const;

function leavesDeletedObject(location: Location): boolean {
  const state: unknown = location.state;
  return typeof state === "object" && state !== null && "objectDeleted" in state;
}

/**
 * Guards unsaved changes. While `isDirty`, leaving for another page inside the console asks first
 * ("stay" or "leave"), and closing or reloading the tab makes the browser ask. In-app navigation
 * can only be held back under a data router (`createHashRouter` …); elsewhere, in tests with a
 * plain `MemoryRouter` for instance, only the browser prompt applies.
 *
 * @example
 * const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
 * const save = async (values) => { await update(values); allowNavigation(); navigate(toList()); };
 * return <>{prompt}<Form …/></>;
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const dirty = useRef(isDirty);
  const bypass = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
    if (!isDirty) bypass.current = false;
  }, [isDirty]);

  useBeforeUnloadWarning(isDirty, () => !bypass.current);

  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) => {
      if (!dirty.current || bypass.current || leavesDeletedObject(nextLocation)) return false;
      return (
        currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search
      );
    },
    [],
  );
  const allowNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  const isDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  return {
    prompt: isDataRouter ? <NavigationPrompt shouldBlock={shouldBlock} /> : null,
    allowNavigation,
  };
}

/**
 * The guard as a component, for forms that need no `allowNavigation`.
 *
 * @example
 * <UnsavedChangesPrompt when={form.formState.isDirty} />
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  return useUnsavedChangesGuard(when).prompt;
}

function NavigationPrompt({
  shouldBlock,
}: {
  shouldBlock: (args: { currentLocation: Location; nextLocation: Location }) => boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const blocker = useBlocker(shouldBlock);
  const isOpen = blocker.state === "blocked";
  const stay = () => blocker.reset?.();
  return (
    <Modal
      variant="small"
      isOpen={isOpen}
      onClose={stay}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <ModalHeader title={t("form.unsavedTitle")} labelId={`${id}-title`} />
      <ModalBody id={`${id}-body`}>{t("form.unsavedMessage")}</ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={stay}>
          {t("form.unsavedStay")}
        </Button>
        <Button variant="link" isDanger onClick={() => blocker.proceed?.()}>
          {t("form.unsavedLeave")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
