/**
 * Calls `run` at most once per `intervalMs`: the first call runs at once, later calls within
 * the interval collapse into one trailing call with the latest arguments. `flush` runs a
 * pending call now (e.g. when the page is hidden).
 */
export function throttle<Args extends unknown[]>(
  run: (...args: Args) => void,
  intervalMs: number,
): { (...args: Args): void; flush(): void; cancel(): void } {
  let lastRun = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const fire = () => {
    timer = undefined;
    if (!pending) return;
    const args = pending;
    pending = undefined;
    lastRun = Date.now();
    run(...args);
  };

  const throttled = (...args: Args) => {
    pending = args;
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0 && !timer) fire();
    else timer ??= setTimeout(fire, Math.max(wait, 0));
  };
  throttled.flush = () => {
    if (timer) clearTimeout(timer);
    fire();
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
