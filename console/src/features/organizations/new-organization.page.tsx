// TO BE REPLACED: a stand-in so the routes compile until this page is built.
export function NewOrganizationPage() {
  return null;
}
