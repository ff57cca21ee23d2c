import type { ClientRepresentation } from "@gatehouse/admin-client";
import { useCallback } from "react";
import { downloadTextFile } from "@/shared/lib/download-file";
import { clientExportText, exportFileName } from "../client-export";

/** Downloads a client as the JSON file the import page and the realm import accept. */
export function useExportClient(): (client: ClientRepresentation) => void {
  return useCallback((client: ClientRepresentation) => {
    downloadTextFile(
      exportFileName(client.clientId ?? ""),
      clientExportText(client),
      "application/json",
    );
  }, []);
}
