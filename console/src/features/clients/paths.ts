import { routePath } from "@/shared/paths/route-path";
import { clientsPath } from "@/shared/paths/client-paths";

// The clients list and one client are linked to from other areas: their paths, tabs, parameter
// types and link builders (`toClients`, `toClient`) are in `@/shared/paths/client-paths`.

export interface AddClientParams {
  realm: string;
}

export const addClientPath = `${clientsPath}/add-client`;
export const importClientPath = `${clientsPath}/import-client`;

export const toAddClient = ({ realm }: AddClientParams): string =>
  routePath(addClientPath, { realm });

export const toImportClient = ({ realm }: AddClientParams): string =>
  routePath(importClientPath, { realm });
