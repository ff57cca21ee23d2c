import { adminFetch } from "../../server/src/testing/admin-api";

/** Creates something through the admin API (a POST under `path`) and returns the id its location names. */
export async function adminCreate(path: string, body: object): Promise<string> {
  const response = await adminFetch(path, { method: "POST", body: JSON.stringify(body) });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined) throw new Error(`Creating under ${path} returned no location.`);
  return id;
}
