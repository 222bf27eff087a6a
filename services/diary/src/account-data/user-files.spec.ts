import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UserFiles } from './user-files';

describe('UserFiles', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dd-export-files-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const fileId = '0b7f9a8e-55b4-4c55-9d1e-6f0f8f4a1d2c';

  it('keeps each user under their own folder and refuses ids that are paths', () => {
    const files = new UserFiles(dir);
    expect(files.finalPath('user-1', fileId)).toBe(path.join(dir, 'user-1', `${fileId}.zip`));
    expect(() => files.finalPath('../user-2', fileId)).toThrow('not an id');
    expect(() => files.finalPath('user-1', '../../etc/passwd')).toThrow('not an id');
  });

  it('sweeps files older than the window and keeps newer ones', async () => {
    const files = new UserFiles(dir);
    await files.prepare('user-1');
    const old = files.finalPath('user-1', fileId);
    const fresh = files.finalPath('user-1', '1b7f9a8e-55b4-4c55-9d1e-6f0f8f4a1d2c');
    await writeFile(old, 'old');
    await writeFile(fresh, 'new');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);
    expect(await files.sweep(3600_000)).toBe(1);
    expect(await readdir(path.join(dir, 'user-1'))).toEqual([path.basename(fresh)]);
  });
});
