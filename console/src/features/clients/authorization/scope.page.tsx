export function AuthorizationScopePage() {
  return <p>AuthorizationScopePage</p>;
}
