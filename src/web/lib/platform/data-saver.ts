// Data saver: on a metered or slow link the app skips what only looks nice (animations, autoplayed
// speech, prefetched pages). The browser's Save-Data preference decides, unless the person chose
// otherwise on this device (Account → Preferences); the choice is per device, so localStorage.
import { useSyncExternalStore } from 'react';

const DATA_SAVER_KEY = 'data_saver';
const CHANGED = 'growth-tools:data-saver';

interface NetworkInformationLike {
  saveData?: boolean;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

/** The person's own choice wins; without one, the browser's Save-Data preference (off when unknown). */
export function dataSaverDecision(choice: boolean | null, browserSaveData: boolean | undefined): boolean {
  return choice ?? browserSaveData === true;
}

function connection(): NetworkInformationLike | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** The browser's Save-Data preference (Chrome, Android; undefined where the browser does not tell). */
function browserSaveData(): boolean | undefined {
  return connection()?.saveData;
}

/** What the person chose on this device, or null when they never did. */
function readDataSaverChoice(): boolean | null {
  try {
    const value = localStorage.getItem(DATA_SAVER_KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function setDataSaverChoice(on: boolean) {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
    memoryChoice = on;
  }
  window.dispatchEvent(new Event(CHANGED));
}

let memoryChoice: boolean | null = null;

export function isDataSaverOn(): boolean {
  return dataSaverDecision(readDataSaverChoice() ?? memoryChoice, browserSaveData());
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === DATA_SAVER_KEY && onChange();
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  connection()?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
    connection()?.removeEventListener?.('change', onChange);
  };
}

/** Whether to save data now; follows the setting (in this and other tabs) and the browser's preference. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, () => false);
}
