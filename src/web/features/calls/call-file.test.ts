import { describe, expect, it } from 'vitest';
import { CALL_MAX_BYTES } from '@shared/calls';
import { CALL_FILE_ACCEPT, CALL_MAX_MEGABYTES, CALL_MAX_MINUTES, callFileProblem, megabytes } from './call-file.ts';

describe('callFileProblem', () => {
  it('refuses no file, an empty one and one over the limit before anything is uploaded', () => {
    expect(callFileProblem(null)).toBe('missing');
    expect(callFileProblem({ size: 0 })).toBe('empty');
    expect(callFileProblem({ size: CALL_MAX_BYTES + 1 })).toBe('tooLarge');
  });

  it('takes a file up to the limit itself', () => {
    expect(callFileProblem({ size: 1 })).toBeNull();
    expect(callFileProblem({ size: CALL_MAX_BYTES })).toBeNull();
  });
});

describe('the limits as the hint says them', () => {
  it('is 16 MB and 15 minutes', () => {
    expect(CALL_MAX_MEGABYTES).toBe(16);
    expect(CALL_MAX_MINUTES).toBe(15);
  });

  it('says a size in megabytes with one decimal', () => {
    expect(megabytes(CALL_MAX_BYTES)).toBe(16);
    expect(megabytes(20.26 * 1024 * 1024)).toBe(20.3);
  });
});

describe('the file picker', () => {
  it('offers any audio type and the extensions phones save calls and voice notes under', () => {
    const accepted = CALL_FILE_ACCEPT.split(',');
    expect(accepted).toContain('audio/*');
    for (const extension of ['.opus', '.ogg', '.m4a', '.amr', '.3gp', '.mp3', '.webm', '.wav', '.aac', '.flac']) expect(accepted).toContain(extension);
  });
});
