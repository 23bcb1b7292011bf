import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataSaverDecision, isDataSaverOn, setDataSaverChoice } from './data-saver.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function fakeBrowser(saveData: boolean | undefined) {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  });
  vi.stubGlobal('navigator', saveData === undefined ? {} : { connection: { saveData } });
  vi.stubGlobal('window', { dispatchEvent: () => true });
}

describe('deciding whether to save data', () => {
  it("without a choice on this device, follows the browser's Save-Data (off where the browser does not say)", () => {
    expect(dataSaverDecision(null, true)).toBe(true);
    expect(dataSaverDecision(null, false)).toBe(false);
    expect(dataSaverDecision(null, undefined)).toBe(false);
  });

  it("the person's own choice wins over the browser, both ways", () => {
    expect(dataSaverDecision(false, true)).toBe(false);
    expect(dataSaverDecision(true, false)).toBe(true);
    expect(dataSaverDecision(true, undefined)).toBe(true);
  });

  it('a choice saved on the device is read back, and turns the browser default over', () => {
    fakeBrowser(true);
    expect(isDataSaverOn()).toBe(true);
    setDataSaverChoice(false);
    expect(isDataSaverOn()).toBe(false);
    fakeBrowser(undefined);
    expect(isDataSaverOn()).toBe(false);
    setDataSaverChoice(true);
    expect(isDataSaverOn()).toBe(true);
  });
});
