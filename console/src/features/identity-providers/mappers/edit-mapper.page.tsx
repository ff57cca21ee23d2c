/** One mapper of an identity provider. */
export function EditMapperPage() {
  return null;
}
