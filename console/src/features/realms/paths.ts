import { routePath } from "@/shared/paths/route-path";

export interface RealmsParams {
  realm: string;
}

export const realmsPath = "/:realm/realms";

export const toRealms = ({ realm }: RealmsParams): string => routePath(realmsPath, { realm });
