import type { TFunction } from "i18next";
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";

/** The server answers 500 when it cannot send mail at all, mostly for want of SMTP settings. */
export const isMailFailure = (failure: ErrorMessage): boolean =>
  failure.status !== undefined && failure.status >= 500;

/**
 * Runs an invitation; when the server could not send the e-mail, fails with a message that says
 * where to look instead of the server's bare error, for dialogs that show only a failure's text.
 */
export async function explainingMailFailure<T>(send: () => Promise<T>, t: TFunction): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const failure = errorMessage(error, t);
    if (!isMailFailure(failure)) throw error;
    throw new Error(t("organizations.members.smtpHint"), { cause: error });
  }
}
