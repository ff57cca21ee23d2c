import type { TFunction } from "i18next";
import type { BulkActionKind } from "../api/bulk-operations";

/** The menu entry of a bulk action. */
export function bulkActionLabel(kind: BulkActionKind, t: TFunction): string {
  switch (kind) {
    case "delete":
      return t("users.bulk.delete");
    case "enable":
      return t("users.bulk.enable");
    case "disable":
      return t("users.bulk.disable");
    case "addToGroup":
      return t("users.bulk.addToGroup");
    case "removeFromGroup":
      return t("users.bulk.removeFromGroup");
    case "requireActions":
      return t("users.bulk.requireActions");
    case "logout":
      return t("users.bulk.logout");
  }
}

/** What the confirmation says will happen to `count` users (`undefined`: all matching, count unknown). */
export function bulkActionQuestion(
  kind: BulkActionKind,
  count: number | undefined,
  t: TFunction,
): string {
  if (count === undefined) {
    switch (kind) {
      case "delete":
        return t("users.bulk.deleteAllQuestion");
      case "enable":
        return t("users.bulk.enableAllQuestion");
      case "disable":
        return t("users.bulk.disableAllQuestion");
      case "addToGroup":
        return t("users.bulk.addToGroupAllQuestion");
      case "removeFromGroup":
        return t("users.bulk.removeFromGroupAllQuestion");
      case "requireActions":
        return t("users.bulk.requireActionsAllQuestion");
      case "logout":
        return t("users.bulk.logoutAllQuestion");
    }
  }
  switch (kind) {
    case "delete":
      return t("users.bulk.deleteQuestion", { count });
    case "enable":
      return t("users.bulk.enableQuestion", { count });
    case "disable":
      return t("users.bulk.disableQuestion", { count });
    case "addToGroup":
      return t("users.bulk.addToGroupQuestion", { count });
    case "removeFromGroup":
      return t("users.bulk.removeFromGroupQuestion", { count });
    case "requireActions":
      return t("users.bulk.requireActionsQuestion", { count });
    case "logout":
      return t("users.bulk.logoutQuestion", { count });
  }
}
