interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so the browser can paint and handle input before the rest runs. Not
 * setTimeout: a hidden tab runs timers once a second.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
