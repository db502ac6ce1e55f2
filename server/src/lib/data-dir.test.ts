import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canEnter,
  ensureDataDir,
  ensureKeysDir,
  ensurePrivateDir,
  firstBlockedFolder,
  foldersOnTheWay,
  writePrivateFile,
} from './data-dir';

// `nobody`: neither the owner of the test folders nor in their group, whoever runs the tests.
const stranger = { uid: 65534, gid: 65534 };

let base = '';
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'data-dir-'));
  await chmod(base, 0o755);
});
afterEach(() => rm(base, { recursive: true, force: true }));

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('the data folder', () => {
  it('is created, with its missing parents, enterable but not listable by others', async () => {
    const dataDir = join(base, 'a', 'b', 'data');
    await ensureDataDir(dataDir);
    expect(await modeOf(join(base, 'a'))).toBe(0o711);
    expect(await modeOf(join(base, 'a', 'b'))).toBe(0o711);
    expect(await modeOf(dataDir)).toBe(0o711);
    expect(await firstBlockedFolder(dataDir, stranger)).toBeNull();
  });

  it('keeps the keys folder private without closing the data folder', async () => {
    const dataDir = join(base, 'data');
    const keys = await ensureKeysDir(dataDir);
    expect(keys).toBe(join(dataDir, 'keys'));
    expect(await modeOf(keys)).toBe(0o700);
    expect(await modeOf(dataDir)).toBe(0o711);
    expect(await firstBlockedFolder(join(dataDir, 'pg'), stranger)).toBeNull();
    expect(await firstBlockedFolder(join(keys, 'some.key'), stranger)).toEqual({ dir: keys, mode: 0o700 });
  });

  it('leaves a folder that already exists as its owner made it', async () => {
    const dataDir = join(base, 'mine');
    await mkdir(dataDir);
    await chmod(dataDir, 0o750);
    await writeFile(join(dataDir, 'note'), 'x');
    await ensureDataDir(dataDir);
    expect(await modeOf(dataDir)).toBe(0o750);
    expect(await firstBlockedFolder(join(dataDir, 'pg'), stranger)).toEqual({ dir: dataDir, mode: 0o750 });
  });
});

describe("the server's own folders and files", () => {
  // The modes must not depend on the umask the shop was started with: the most permissive one shows it.
  let umask = 0;
  beforeEach(() => {
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
  });

  it('are 0700 folders with 0600 files, inside a data folder that stays enterable', async () => {
    const dataDir = join(base, 'data');
    await ensureDataDir(dataDir);
    await ensurePrivateDir(join(dataDir, 'files', 'orders', 'o1'));
    for (const dir of ['files', 'files/orders', 'files/orders/o1'])
      expect(await modeOf(join(dataDir, dir))).toBe(0o700);
    expect(await modeOf(dataDir)).toBe(0o711);
    const file = join(dataDir, 'files', 'orders', 'o1', 'photo-1.jpg');
    await writePrivateFile(file, 'photo');
    expect(await modeOf(file)).toBe(0o600);
    expect(await firstBlockedFolder(file, stranger)).toEqual({ dir: join(dataDir, 'files'), mode: 0o700 });
  });

  it('close what an older release left open', async () => {
    const outbox = join(base, 'outbox');
    await mkdir(outbox, { mode: 0o755 });
    const message = join(outbox, 'old.eml');
    await writeFile(message, 'book', { mode: 0o644 });
    await ensurePrivateDir(outbox);
    await writePrivateFile(message, 'book, sent again');
    expect(await modeOf(outbox)).toBe(0o700);
    expect(await modeOf(message)).toBe(0o600);
  });
});

describe('who may enter a folder', () => {
  it('reads the owner, group and other search bits', () => {
    const dir = { mode: 0o40710, uid: 10, gid: 20 };
    expect(canEnter(dir, { uid: 10, gid: 99 })).toBe(true);
    expect(canEnter(dir, { uid: 11, gid: 20 })).toBe(true);
    expect(canEnter(dir, { uid: 11, gid: 21 })).toBe(false);
    expect(canEnter({ ...dir, mode: 0o40701 }, { uid: 11, gid: 21 })).toBe(true);
    expect(canEnter({ ...dir, mode: 0o40000 }, { uid: 0, gid: 0 })).toBe(true);
  });

  it('walks from the root down', () => {
    expect(foldersOnTheWay('/srv/shop/data')).toEqual(['/', '/srv', '/srv/shop', '/srv/shop/data']);
  });
});
