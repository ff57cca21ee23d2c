export function ResourcePage() {
  return <p>ResourcePage</p>;
}
