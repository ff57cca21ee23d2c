import type { RealmRepresentation } from "@gatehouse/admin-client";
import type { RealmChanges } from "@/shared/realm-form/realm-changes";

/** How a client learns the user has answered: it asks again (poll) or the server calls it (ping). */
export const cibaDeliveryModes = ["poll", "ping"] as const;

/**
 * The hint naming the user to authenticate that the server reads from a backchannel request; it
 * reads only `login_hint`. Another stored value is offered too, so that it is shown as it is.
 */
export const cibaUserHints = ["login_hint"] as const;

/** The bounds the server's CIBA endpoint works with, in seconds. */
export const cibaBounds = {
  expiresIn: { min: 10, max: 600 },
  interval: { min: 0, max: 600 },
} as const;

/** The realm attributes that hold the CIBA policy; the server keeps them as text. */
export const cibaAttributes = {
  deliveryMode: "cibaBackchannelTokenDeliveryMode",
  expiresIn: "cibaExpiresIn",
  interval: "cibaInterval",
  userHint: "cibaAuthRequestedUserHint",
} as const;

export interface CibaFormValues {
  deliveryMode: string;
  expiresIn: number;
  interval: number;
  userHint: string;
}

function storedNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text === undefined || text.trim() === "" || !Number.isFinite(value) ? fallback : value;
}

/** The CIBA policy form's values from the realm's attributes, with the server's defaults. */
export function cibaFormValues(realm: RealmRepresentation): CibaFormValues {
  const attributes = realm.attributes ?? {};
  return {
    deliveryMode: attributes[cibaAttributes.deliveryMode] ?? "poll",
    expiresIn: storedNumber(attributes[cibaAttributes.expiresIn], 120),
    interval: storedNumber(attributes[cibaAttributes.interval], 5),
    userHint: attributes[cibaAttributes.userHint] ?? "login_hint",
  };
}

/** What the form changes in the realm: its four attributes, the others kept as they are. */
export function cibaRealmChanges(values: CibaFormValues, realm: RealmRepresentation): RealmChanges {
  return {
    attributes: {
      ...realm.attributes,
      [cibaAttributes.deliveryMode]: values.deliveryMode,
      [cibaAttributes.expiresIn]: String(values.expiresIn),
      [cibaAttributes.interval]: String(values.interval),
      [cibaAttributes.userHint]: values.userHint,
    },
  };
}
