/**
 * One signal that aborts when the caller's signal does or when `timeout` ms pass. A timeout of 0 or
 * less (or Infinity) means none.
 */
export function callSignal(
  signal: AbortSignal | undefined,
  timeout: number,
): AbortSignal | undefined {
  const hasTimeout = Number.isFinite(timeout) && timeout > 0;
  const signals: AbortSignal[] = [];
  if (signal !== undefined) signals.push(signal);
  if (hasTimeout) signals.push(AbortSignal.timeout(timeout));
  if (signals.length <= 1) return signals[0];
  return AbortSignal.any(signals);
}
