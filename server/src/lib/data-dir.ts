/**
 * The data folder (DATA_DIR, default `<repo>/data`) and who may enter it.
 *
 * When the server runs as root, the embedded PostgreSQL runs as the system user `postgres`, which must be
 * able to walk from `/` down to `${DATA_DIR}/pg`. Everything else in the folder stays private by its own
 * modes (keys, outbox, stored files and uploads: 0700 folders with 0600 files), so the data folder itself only
 * needs "search" (x) for others, never "read" (listing): it is made 0711 when the app creates it.
 */
import { chmod, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, parse } from 'node:path';

/** Others may enter, not list. */
const DATA_DIR_MODE = 0o711;
const KEYS_DIR_MODE = 0o700;
const PRIVATE_DIR_MODE = 0o700;
const PRIVATE_FILE_MODE = 0o600;

/** Creates the data folder (and missing parents) as the app wants it; an existing folder is left as it is. */
export async function ensureDataDir(dataDir: string): Promise<void> {
  // `recursive` returns the first folder it created, or undefined when the folder was already there.
  const firstCreated = await mkdir(dataDir, { recursive: true });
  if (firstCreated === undefined) return;
  // mkdir's mode is filtered by the umask; set it exactly on every folder this call created.
  for (let dir = dataDir; ; dir = dirname(dir)) {
    await chmod(dir, DATA_DIR_MODE);
    if (dir === firstCreated || dir === dirname(dir)) break;
  }
}

/** `${dataDir}/keys`, private to the server's user; the data folder itself stays enterable. */
export async function ensureKeysDir(dataDir: string): Promise<string> {
  await ensureDataDir(dataDir);
  const dir = join(dataDir, 'keys');
  await mkdir(dir, { recursive: true, mode: KEYS_DIR_MODE });
  return dir;
}

/**
 * A folder of the server's own files below the data folder (outbox, stored files, uploads): `dir` and every
 * folder this call creates on the way are 0700 whatever the umask, and an existing `dir` is closed too (an
 * older release made them 0755). The data folder must exist first (ensureDataDir, at start): one made here
 * would be 0700 and shut out PostgreSQL's user.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  for (let current = dir; ; current = dirname(current)) {
    await chmod(current, PRIVATE_DIR_MODE);
    if (firstCreated === undefined || current === firstCreated || current === dirname(current)) break;
  }
}

/**
 * Writes a file only the server's user may read (0600). The mode given to writeFile applies to a new file
 * only and is filtered by the umask, so it is set again: an older release's file (0644) is closed as well.
 */
export async function writePrivateFile(path: string, data: string | Buffer): Promise<void> {
  await writeFile(path, data, { mode: PRIVATE_FILE_MODE });
  await chmod(path, PRIVATE_FILE_MODE);
}

export interface Account {
  uid: number;
  gid: number;
}

interface DirStat {
  mode: number;
  uid: number;
  gid: number;
}

/** Whether `account` may search (enter) a folder with these permissions; supplementary groups are not counted. */
export function canEnter(dir: DirStat, account: Account): boolean {
  if (account.uid === 0) return true;
  if (dir.uid === account.uid) return (dir.mode & 0o100) !== 0;
  if (dir.gid === account.gid) return (dir.mode & 0o010) !== 0;
  return (dir.mode & 0o001) !== 0;
}

/** The folders from `/` down to `dir` itself, outermost first. */
export function foldersOnTheWay(dir: string): string[] {
  const { root } = parse(dir);
  const out: string[] = [];
  for (let current = dir; ; current = dirname(current)) {
    out.unshift(current);
    if (current === root || current === dirname(current)) break;
  }
  return out;
}

/** The first existing folder on the way to `dir` that `account` cannot enter, with its mode; null when all can be entered. */
export async function firstBlockedFolder(dir: string, account: Account): Promise<{ dir: string; mode: number } | null> {
  for (const folder of foldersOnTheWay(dir)) {
    let info: DirStat;
    try {
      info = await stat(folder);
    } catch {
      // Below here nothing exists yet; whoever creates it decides its mode.
      return null;
    }
    if (!canEnter(info, account)) return { dir: folder, mode: info.mode & 0o7777 };
  }
  return null;
}

/** `0700` style. */
export const octal = (mode: number): string => `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
