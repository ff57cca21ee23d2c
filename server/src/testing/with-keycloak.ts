import { ensureKeycloak } from "../ensure-keycloak";
import { runningServer, stopKeycloak } from "../keycloak-process";

/**
 * Runs `work` with a Keycloak available: reuses one that answers, or starts one and stops it
 * afterwards, whatever the outcome. A server that was running before is never stopped.
 */
export async function withKeycloak<T>(work: (url: string) => Promise<T>): Promise<T> {
  const hadServer = runningServer() !== undefined || Boolean(process.env.KEYCLOAK_URL);
  try {
    const keycloak = await ensureKeycloak();
    return await work(keycloak.url);
  } finally {
    if (!hadServer) await stopKeycloak();
  }
}
