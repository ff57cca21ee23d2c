import { useRealmRepresentation } from "@/shared/api/console-data";

/**
 * The locales a user of this realm may choose, or `undefined` when the realm has
 * internationalisation off (a user's `locale` is then not a choice the realm offers).
 */
export function useRealmLocales(): readonly string[] | undefined {
  const realm = useRealmRepresentation();
  return realm?.internationalizationEnabled === true ? (realm.supportedLocales ?? []) : undefined;
}
