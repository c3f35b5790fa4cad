import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveJson } from './download';

afterEach(() => vi.restoreAllMocks());

describe('saving a download', () => {
  it('writes a value as indented JSON under the given name and frees the URL later', async () => {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const created = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:one';
    });
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    saveJson({ a: 1 }, 'x.json');
    expect(names).toEqual(['x.json']);
    expect(await blobs[0].text()).toBe('{\n  "a": 1\n}');
    expect(blobs[0].type).toBe('application/json;charset=utf-8');
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revoked).toHaveBeenCalledWith('blob:one');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
