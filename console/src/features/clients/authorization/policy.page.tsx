export function PolicyPage() {
  return <p>PolicyPage</p>;
}
