import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExportFiles } from './export-files';

describe('ExportFiles', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dd-export-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const exportId = '0b7f9a8e-55b4-4c55-9d1e-6f0f8f4a1d2c';

  it('keeps each user under their own folder and refuses ids that are paths', () => {
    const files = new ExportFiles(dir);
    expect(files.finalPath('user-1', exportId)).toBe(path.join(dir, 'user-1', `${exportId}.zip`));
    expect(() => files.finalPath('../user-2', exportId)).toThrow('not an id');
    expect(() => files.finalPath('user-1', '../../etc/passwd')).toThrow('not an id');
  });

  it('sweeps files older than the window and keeps newer ones', async () => {
    const files = new ExportFiles(dir);
    await files.prepare('user-1');
    const old = files.finalPath('user-1', exportId);
    const fresh = files.finalPath('user-1', '1b7f9a8e-55b4-4c55-9d1e-6f0f8f4a1d2c');
    await writeFile(old, 'old');
    await writeFile(fresh, 'new');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    expect(await files.sweep(3600_000)).toBe(1);
    expect(await readdir(path.join(dir, 'user-1'))).toEqual([path.basename(fresh)]);
  });
});
