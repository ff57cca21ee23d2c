import { Alert, AlertActionLink } from "@patternfly/react-core";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { formatDateTime } from "@/shared/ui/time/format-date-time";

/**
 * Whose drafts the forms keep: the signed-in administrator's realm and user id. Without it (a
 * component test, the sign-in screen) forms keep no drafts.
 */
export const FormDraftScope = createContext<string | undefined>(undefined);

/** A draft older than this is stale: the object has likely changed since, and it is dropped. */
const draftLifetimeMs = 24 * 60 * 60 * 1000;
const draftPrefix = "gatehouse.draft/";

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

/**
 * Session storage: the draft survives the trip through the server's sign-in page in the same
 * tab, and goes with the tab, so typed values (even secrets) stay on this device only briefly.
 */
function readDraft(key: string): StoredDraft | undefined {
  try {
    const text = sessionStorage.getItem(key);
    if (text === null) return undefined;
    const draft = JSON.parse(text) as StoredDraft;
    if (typeof draft.savedAt !== "number" || Date.now() - draft.savedAt > draftLifetimeMs) {
      sessionStorage.removeItem(key);
      return undefined;
    }
    return draft;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, values: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored then.
  }
}

export interface FormDraft {
  /** Says a draft was restored, with a way to discard it; render it above the form's fields. */
  notice: ReactNode;
  /** Forgets the draft: after a save, or when the user reverts the form. */
  clear: () => void;
  /**
   * Takes the draft out of storage while a save is under way: a form that remounts on the saved
   * object (a new `key` once its query reloads) may do so before the save's promise settles, and
   * must not bring back the values being saved. Returns what puts it back when the save fails.
   */
  setAside: () => () => void;
}

/**
 * Keeps what the administrator types in a form as a draft in the browser, so a session that ends
 * mid-edit (an expired or revoked token, a sign-out elsewhere) loses nothing: after signing in
 * again, the same page opens the form with the typed values and says so. One draft per page
 * address and administrator.
 *
 * @example
 * const draft = useFormDraft(form);
 * const submit = async (values) => {
 *   const putBack = draft.setAside();
 *   try { await save(values); draft.clear(); } catch { putBack(); }
 * };
 * <Form>{draft.notice}…</Form>
 */
export function useFormDraft<TFieldValues extends FieldValues>(
  form: UseFormReturn<TFieldValues>,
  /** Tells apart several forms that open on the same address (inner tabs kept out of it). */
  name?: string,
): FormDraft {
  const { t, i18n } = useTranslation();
  const scope = useContext(FormDraftScope);
  const { pathname } = useLocation();
  const key =
    scope === undefined
      ? undefined
      : `${draftPrefix}${scope}${pathname}${name === undefined ? "" : `#${name}`}`;
  // A draft for this page that differs from what the form starts with is brought back once.
  const [restoring] = useState(() => {
    if (key === undefined) return undefined;
    const draft = readDraft(key);
    if (draft === undefined) return undefined;
    if (JSON.stringify(draft.values) !== JSON.stringify(form.getValues())) return draft;
    removeDraft(key);
    return undefined;
  });
  const [restoredAt, setRestoredAt] = useState(restoring?.savedAt);
  // Only values the user typed make a draft, not the form's own resets and computed values.
  const typed = useRef(restoring !== undefined);
  // Typed values whose save is under way: a save that finds the session gone sends the page to the
  // sign-in page before it settles, and those values must leave with the page as a draft.
  const saving = useRef(false);

  useEffect(() => {
    if (restoring !== undefined)
      form.reset(restoring.values as TFieldValues, { keepDefaultValues: true });
  }, [form, restoring]);

  useEffect(() => {
    if (key === undefined) return undefined;
    const save = () => {
      if (typed.current || saving.current) writeDraft(key, form.getValues());
    };
    const subscription = form.watch((_values, { type }) => {
      if (type !== "change") return;
      typed.current = true;
      save();
    });
    // The sign-in redirect unloads the page: the last keystrokes are kept on the way out.
    window.addEventListener("pagehide", save);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", save);
    };
  }, [form, key]);

  const clear = () => {
    typed.current = false;
    saving.current = false;
    setRestoredAt(undefined);
    if (key !== undefined) removeDraft(key);
  };

  const setAside = () => {
    const wasTyped = typed.current;
    typed.current = false;
    saving.current = wasTyped;
    if (key !== undefined) removeDraft(key);
    return () => {
      // Typed again meanwhile, the draft is already back.
      saving.current = false;
      if (!wasTyped || typed.current || key === undefined) return;
      typed.current = true;
      writeDraft(key, form.getValues());
    };
  };

  const notice =
    restoredAt === undefined ? null : (
      <Alert
        isInline
        variant="info"
        title={t("form.draftRestoredTitle")}
        actionLinks={
          <AlertActionLink
            onClick={() => {
              clear();
              form.reset();
            }}
          >
            {t("form.draftDiscard")}
          </AlertActionLink>
        }
      >
        {t("form.draftRestoredBody", { time: formatDateTime(restoredAt, i18n.language) })}
      </Alert>
    );

  return { notice, clear, setAside };
}
