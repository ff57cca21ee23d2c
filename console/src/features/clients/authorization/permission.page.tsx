export function PermissionPage() {
  return <p>PermissionPage</p>;
}
