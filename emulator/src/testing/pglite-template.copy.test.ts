import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTemplate } from './pglite-template';

describe('copyTemplate', () => {
  const made: string[] = [];
  const folder = async (): Promise<string> => {
    const dir = await mkdtemp(join(tmpdir(), 'jt-copy-'));
    made.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  /** Every path under `root` with its mode and, for a file, a digest of its bytes. */
  async function tree(root: string): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      const mode = ((await stat(path)).mode & 0o777).toString(8);
      out[path.slice(root.length)] = entry.isFile()
        ? `${mode} ${createHash('sha256')
            .update(await readFile(path))
            .digest('hex')}`
        : mode;
    }
    return out;
  }

  it('copies every folder and file, bytes and modes, empty folders and a deep tree included', async () => {
    const from = await folder();
    await mkdir(join(from, 'base/1/deep/er'), { recursive: true });
    await mkdir(join(from, 'pg_wal/archive_status'), { recursive: true });
    await mkdir(join(from, 'private'), { mode: 0o700 });
    await writeFile(join(from, 'PG_VERSION'), '17\n');
    await writeFile(join(from, 'postgresql.auto.conf'), '', { mode: 0o600 });
    await writeFile(join(from, 'base/1/deep/er/1259'), Buffer.alloc(8192 * 3, 7));
    for (let i = 0; i < 40; i++) await writeFile(join(from, 'base/1', String(2600 + i)), `page ${i}`);
    const to = join(await folder(), 'pgdata');
    await copyTemplate(from, to);
    const copied = await tree(to);
    expect(copied).toEqual(await tree(from));
    expect(Object.keys(copied)).toHaveLength(50);
  });

  it('refuses a template holding a link, rather than skipping it', async () => {
    const from = await folder();
    await writeFile(join(from, 'PG_VERSION'), '17\n');
    await symlink(join(from, 'PG_VERSION'), join(from, 'pg_tblspc'));
    await expect(copyTemplate(from, join(await folder(), 'pgdata'))).rejects.toThrow(/holds .*pg_tblspc, not a file/);
  });
});
