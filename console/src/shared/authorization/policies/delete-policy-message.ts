import type { TFunction } from "i18next";
import type { PolicyDeleteImpact } from "../api/policy-delete-impact";

const names = (policies: { name?: string }[]) =>
  policies.map((policy) => policy.name ?? "").join(", ");

/**
 * The delete confirmation's text, one line each: what is deleted, which permissions and policies
 * only lose it, which the server deletes with it for having no other policy, and which were not
 * checked.
 */
export function deleteMessageLines(
  t: TFunction,
  name: string,
  { keptWithout, deletedWith, unchecked }: PolicyDeleteImpact,
): string[] {
  if (keptWithout.length + deletedWith.length + unchecked.length === 0)
    return [t("authorization.policies.delete.message", { name })];
  const lines = [t("authorization.policies.delete.messageUsed", { name })];
  if (keptWithout.length > 0)
    lines.push(t("authorization.policies.delete.keptWithout", { names: names(keptWithout) }));
  if (deletedWith.length > 0)
    lines.push(t("authorization.policies.delete.deletedWith", { names: names(deletedWith) }));
  if (unchecked.length > 0)
    lines.push(t("authorization.policies.delete.unchecked", { names: names(unchecked) }));
  return lines;
}
