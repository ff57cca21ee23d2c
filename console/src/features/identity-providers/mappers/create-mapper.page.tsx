/** Creates a mapper of one identity provider. */
export function CreateMapperPage() {
  return null;
}
