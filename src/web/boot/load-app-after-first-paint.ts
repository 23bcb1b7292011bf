// The app's JavaScript starts loading only once the first frame is on screen, so on a slow link the
// HTML and the inline CSS do not share the bandwidth with ~120 kB of scripts.

/**
 * Module preloads appended per task: each costs the main thread about half a millisecond to request
 * (four times that on a slow phone), and thirty in one go made one long task.
 */
const MODULES_PER_TASK = 8;

/**
 * Once the first frame is painted, appends `modules` (module preloads, the last one the entry script)
 * a batch per task, then calls `loaded`.
 */
export function loadAppAfterFirstPaint(modules: readonly string[], loaded: () => void) {
  let started = false;
  afterFirstPaint(() => {
    if (started) return;
    started = true;
    appendInBatches(modules, loaded);
  });
}

/**
 * Calls `callback` (maybe more than once: the caller keeps the first) once the first frame is on
 * screen. A paint entry comes when the frame has been presented, an animation frame only when it is
 * about to be drawn (a script requested then can still be counted as holding up the first paint).
 * Hidden tabs paint nothing, and a browser may not report paints: a timer.
 */
function afterFirstPaint(callback: () => void) {
  if (document.visibilityState === 'hidden') {
    setTimeout(callback, 0);
  } else if ('PerformanceObserver' in window && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')) {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      setTimeout(callback, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(callback, 2000);
  } else {
    requestAnimationFrame(() => setTimeout(callback, 0));
    setTimeout(callback, 300);
  }
}

function appendInBatches(modules: readonly string[], done: () => void) {
  let next = 0;
  const appendBatch = () => {
    modules.slice(next, next + MODULES_PER_TASK).forEach((href, i) => {
      const isEntry = next + i === modules.length - 1;
      document.head.appendChild(isEntry ? entryScript(href) : modulePreload(href));
    });
    next += MODULES_PER_TASK;
    if (next < modules.length) setTimeout(appendBatch, 0);
    else done();
  };
  appendBatch();
}

function entryScript(src: string) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = src;
  script.crossOrigin = 'anonymous';
  return script;
}

function modulePreload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.crossOrigin = 'anonymous';
  return link;
}
