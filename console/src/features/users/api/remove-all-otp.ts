import type { AdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";

/**
 * Removes every one-time-password credential of a user. Older servers have a single call for it;
 * recent ones dropped that call (404), so there each OTP credential is deleted on its own.
 */
export async function removeAllOtp(client: AdminClient, realm: string, id: string): Promise<void> {
  try {
    await client.users.removeTotp({ realm, id });
    return;
  } catch (error) {
    if (errorMessage(error).status !== 404) throw error;
  }
  const credentials = await client.users.getCredentials({ realm, id });
  for (const credential of credentials) {
    if (credential.type === "otp" && credential.id !== undefined)
      await client.users.deleteCredential({ realm, id, credentialId: credential.id });
  }
}
