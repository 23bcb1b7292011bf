import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cliBridgeFile, readLiveCliBridge } from './cli-bridge.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDirWithBridge(pid: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'growth-bridge-'));
  dirs.push(dir);
  writeFileSync(cliBridgeFile(dir), JSON.stringify({ port: 3000, pid, token: 't'.repeat(64) }));
  return dir;
}

describe('admin CLI bridge file', () => {
  it('is used while the server that wrote it is alive', () => {
    const dir = dataDirWithBridge(process.pid);
    expect(readLiveCliBridge(dir)).toMatchObject({ port: 3000, pid: process.pid });
    expect(existsSync(cliBridgeFile(dir))).toBe(true);
  });

  it('is stale once that process is gone (a crashed server): removed, and the CLI opens the database itself', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const dir = dataDirWithBridge(gone);
    expect(readLiveCliBridge(dir)).toBeNull();
    expect(existsSync(cliBridgeFile(dir))).toBe(false);
  });

  it('is ignored when missing or unreadable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'growth-bridge-'));
    dirs.push(dir);
    expect(readLiveCliBridge(dir)).toBeNull();
    writeFileSync(cliBridgeFile(dir), 'not json');
    expect(readLiveCliBridge(dir)).toBeNull();
  });
});
