/**
 * Migration 0009 on a database that already has ambassadors: each country an applicant typed that names one
 * country gets its ISO code, whatever language and case it was typed in; the typed text stays as it was, and one
 * that names no country keeps no code (and is shown as typed).
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OFFERED_LOCALES } from '@shop/shared/i18n/catalogue';
import { COUNTRY_CODES, countryName } from '@shop/shared/validation/countries';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/db/migrate';

const BEFORE = '0008_seeded_content';

/** The migrations folder as it was before the country code: the journal cut after BEFORE. */
async function migrationsUpTo(tag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

const serverUrl = () => inject('databaseUrl');
const name = `country_migration_${randomBytes(4).toString('hex')}`;
let database: Database;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  database = createDatabase(url.toString(), { max: 2 });
  await migrate(database.db, { migrationsFolder: await migrationsUpTo(BEFORE) });
});

afterAll(async () => {
  await database?.pool.end();
  await admin(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
});

describe('migration 0009 (the ambassador’s country as an ISO code)', () => {
  it('reads a code from every name of the list, in any case and spacing, and leaves the rest as typed', async () => {
    const typed: [string, string | null][] = [
      ['Россия', 'RU'],
      ['  россия ', 'RU'],
      ['РОССИЯ', 'RU'],
      ['Rusya', 'RU'],
      ['Russian Federation', 'RU'],
      ['azerbaijan', 'AZ'],
      ['AZƏRBAYCAN', 'AZ'],
      ['Azərbaycan  Respublikası', 'AZ'],
      ['Azerbaycan', 'AZ'],
      ['TÜRKİYE', 'TR'],
      ['türkiye', 'TR'],
      ['Turkey', 'TR'],
      ['Türkiyə', 'TR'],
      ['USA', 'US'],
      ['uk', 'GB'],
      ['de', 'DE'],
      ['Czech Republic', 'CZ'],
      // Names no country, or could mean two: kept as typed, with no code.
      ['Atlantis', null],
      ['Korea', null],
      ['Baku, Azerbaijan', null],
      ['', null],
    ];
    // And each name the select shows, in each of the four languages.
    for (const code of COUNTRY_CODES) {
      for (const locale of OFFERED_LOCALES) typed.push([countryName(code, locale) ?? '', code]);
    }
    const client = await database.pool.connect();
    try {
      for (const [index, [country]] of typed.entries()) {
        await client.query(
          `insert into brand_ambassadors (name, email, password_hash, country, phone, referral_code)
           values ('Applicant', $1, 'hash', $2, '+994 50 123 45 67', $3)`,
          [`applicant-${index}@example.com`, country, `CODE${index}`],
        );
      }
    } finally {
      client.release();
    }

    await runMigrations(database);

    const { rows } = await database.pool.query<{ email: string; country: string; country_code: string | null }>(
      'select email, country, country_code from brand_ambassadors',
    );
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const wrong = typed.flatMap(([country, code], index) => {
      const row = byEmail.get(`applicant-${index}@example.com`);
      return row?.country === country && row.country_code === code ? [] : [{ country, code, row }];
    });
    expect(wrong).toEqual([]);
  });
});
