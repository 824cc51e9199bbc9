import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapResoProperty } from '../map-listing.ts';
import { TrebFileSource } from './treb-file-source.ts';

describe('TREB export files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'treb-file-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  const csv = [
    'Ml_num,Addr,Municipality,Orig_dol,Type_own1_out,S_r,Status,Timestamp_sql,Rm1_out',
    'W0000003,"3 Oak St",Mississauga,700000,Detached,Sale,A,2014-06-30 14:05:12.0,Living',
    'C0000001,"1 Bay St, Unit 5",Toronto,500000,Condo Apt,Lease,A,2014-06-30 10:00:00.0,',
    'W0000002,"2 Elm Ave",Mississauga,650000,Semi-Detached,Sale,U,2014-06-30 10:00:00.0,',
  ].join('\n');

  it('reads CSV with legacy names, pages each class in (timestamp, key) order and resumes after a cursor', async () => {
    const file = path.join(dir, 'export.csv');
    await fs.writeFile(file, csv);
    const source = new TrebFileSource(file);
    const residential: Record<string, unknown>[] = [];
    for await (const page of source.pages('residential', null, 1)) residential.push(...(page as Record<string, unknown>[]));
    expect(residential.map((record) => record.ListingKey)).toEqual(['W0000002', 'W0000003']);
    const mapped = residential.map((record) => mapResoProperty(record));
    expect(mapped.every((result) => result.ok)).toBe(true);
    const resumed: unknown[] = [];
    const cursor = { ts: String(residential[0]!.ModificationTimestamp), key: 'W0000002' };
    for await (const page of source.pages('residential', cursor, 10)) resumed.push(...page);
    expect(resumed).toHaveLength(1);
    const condos: unknown[] = [];
    for await (const page of source.pages('condo', null, 10)) condos.push(...page);
    expect(condos).toHaveLength(1);
    const active: string[] = [];
    for await (const keys of source.activeKeys('residential')) active.push(...keys);
    expect(active).toEqual(['W0000003']);
  });

  it('reads NDJSON and says which line is broken', async () => {
    const file = path.join(dir, 'export.ndjson');
    await fs.writeFile(file, '{"Ml_num":"E1","Addr":"1 A St","Municipality":"Ajax","Timestamp_sql":"2014-01-01 00:00:00.0"}\n{broken\n');
    const source = new TrebFileSource(file);
    await expect(async () => {
      for await (const _page of source.pages('residential', null, 10)) void _page;
    }).rejects.toThrow(/export\.ndjson:2/);
  });
});
