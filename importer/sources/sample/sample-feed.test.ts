import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { haversineKm } from '#shared/geo/distance.ts';
import { findMunicipality } from '#shared/geo/gta-municipalities.ts';
import { parseFeedCity } from '#shared/geo/toronto-districts.ts';
import { FEED_EPOCH_MS, RUN_INTERVAL_MS } from './listing-timeline.ts';
import { samplePhotoSpec } from './photo-spec.ts';
import { generateSampleFeed, parseFeedTimestamp, sampleFeedKeyPage, sampleFeedPage } from './sample-feed.ts';
import type { FeedClass, ResoProperty } from './types.ts';
import { FEED_CLASS_PROPERTY_TYPE } from './types.ts';

const collect = (count: number, seed: number, runNumber = 0): ResoProperty[] => [...generateSampleFeed({ count, seed, runNumber })];
const byKey = (records: ResoProperty[]): Map<string, ResoProperty> => new Map(records.map((r) => [r.ListingKey, r]));
const tsKeyOrder = (a: ResoProperty, b: ResoProperty): number =>
  a.ModificationTimestamp < b.ModificationTimestamp
    ? -1
    : a.ModificationTimestamp > b.ModificationTimestamp
      ? 1
      : a.ListingKey < b.ListingKey
        ? -1
        : a.ListingKey > b.ListingKey
          ? 1
          : 0;

const FEED_20K = collect(20_000, 11);

const SUBTYPES: Readonly<Record<string, readonly string[]>> = {
  'Residential Freehold': [
    'Detached',
    'Semi-Detached',
    'Att/Row/Townhouse',
    'Link',
    'Duplex',
    'Triplex',
    'Fourplex',
    'Multiplex',
    'Vacant Land',
    'Farm',
    'Rural Residential',
    'Cottage',
  ],
  'Residential Condo & Other': ['Condo Apartment', 'Condo Townhouse', 'Co-op Apartment', 'Common Element Condo', 'Detached Condo', 'Semi-Detached Condo'],
  Commercial: ['Commercial Retail', 'Industrial', 'Investment', 'Land', 'Office', 'Sale Of Business', 'Store W/Apt/Office', 'Farm'],
};
const REGION_LETTERS: Readonly<Record<string, string>> = { Peel: 'W', Halton: 'W', York: 'N', Durham: 'E' };
const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Runs per-record checks over a whole feed and reports every failure at once; plain checks
 * instead of one expect() per field keep 20,000-record sweeps fast.
 */
function sweep(records: readonly ResoProperty[], check: (r: ResoProperty, fail: (what: string) => void) => void): void {
  const failures: string[] = [];
  for (const r of records) check(r, (what) => failures.push(`${r.ListingKey}: ${what}`));
  expect(failures.slice(0, 20)).toEqual([]);
}

describe('generateSampleFeed: determinism', () => {
  it('gives identical records for the same (count, seed, runNumber)', () => {
    expect(JSON.stringify(collect(1_500, 5))).toBe(JSON.stringify(collect(1_500, 5)));
    expect(JSON.stringify(collect(1_500, 5, 3))).toBe(JSON.stringify(collect(1_500, 5, 3)));
  });

  it('gives different feeds (and keys) for different seeds', () => {
    const a = collect(500, 1).map((r) => r.ListingKey);
    const b = new Set(collect(500, 2).map((r) => r.ListingKey));
    expect(a.filter((key) => b.has(key)).length).toBeLessThan(5);
  });

  it('makes a smaller feed a prefix of a larger one with the same seed', () => {
    const small = collect(300, 9);
    expect(JSON.stringify(small)).toBe(JSON.stringify(collect(900, 9).slice(0, 300)));
  });

  it('rejects bad arguments', () => {
    expect(() => collect(-1, 1)).toThrow(RangeError);
    expect(() => collect(10, 1, 1.5)).toThrow(RangeError);
    expect(() => sampleFeedPage({ count: 10, feedClass: 'condo', limit: 0 })).toThrow(RangeError);
  });
});

describe('generateSampleFeed: mix', () => {
  const share = (predicate: (r: ResoProperty) => boolean): number => FEED_20K.filter(predicate).length / FEED_20K.length;

  it('has ~60 % freehold, ~28 % condo, ~12 % commercial', () => {
    expect(share((r) => r.PropertyType === 'Residential Freehold')).toBeCloseTo(0.6, 1);
    expect(Math.abs(share((r) => r.PropertyType === 'Residential Condo & Other') - 0.28)).toBeLessThan(0.02);
    expect(Math.abs(share((r) => r.PropertyType === 'Commercial') - 0.12)).toBeLessThan(0.015);
  });

  it('has ~85 % For Sale and a few sub-leases', () => {
    expect(Math.abs(share((r) => r.TransactionType === 'For Sale') - 0.85)).toBeLessThan(0.03);
    expect(share((r) => r.TransactionType === 'For Sub-Lease')).toBeGreaterThan(0);
    expect(share((r) => r.TransactionType === 'For Sub-Lease')).toBeLessThan(0.01);
  });

  it('gives Toronto the largest share and covers every GTA municipality', () => {
    const counts = new Map<string, number>();
    for (const r of FEED_20K) {
      const name = parseFeedCity(r.City ?? '').municipality;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const ranked = [...counts].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]?.[0]).toBe('Toronto');
    expect(counts.size).toBe(25); // 28 entries, three of which are Toronto's former municipalities
    const districts = new Set(FEED_20K.map((r) => parseFeedCity(r.City ?? '').district).filter(Boolean));
    for (const district of ['C01', 'C08', 'E01', 'E09', 'W01', 'W08', 'C14']) expect(districts).toContain(district);
  });

  it('uses the class-appropriate sub-types and a spread of statuses', () => {
    for (const r of FEED_20K) expect(SUBTYPES[r.PropertyType], r.ListingKey).toContain(r.PropertySubType);
    const statuses = new Set(FEED_20K.map((r) => r.MlsStatus));
    expect([...statuses].sort()).toEqual(['Extension', 'New', 'Price Change']);
  });
});

describe('generateSampleFeed: every record is sane', () => {
  it('has unique, TRREB-shaped keys whose letter matches the area', () => {
    expect(new Set(FEED_20K.map((r) => r.ListingKey)).size).toBe(FEED_20K.length);
    sweep(FEED_20K, (r, fail) => {
      if (!/^[CEWN]\d{8}$/.test(r.ListingKey)) fail('key shape');
      const { district } = parseFeedCity(r.City ?? '');
      const letter = district ? district.charAt(0) : REGION_LETTERS[r.CountyOrParish ?? ''];
      if (r.ListingKey.charAt(0) !== letter) fail(`letter for ${r.City}`);
    });
  });

  it('places every listing in a known municipality, near it, with a matching postal code', () => {
    sweep(FEED_20K, (r, fail) => {
      const { municipality: name, district } = parseFeedCity(r.City ?? '');
      const municipality = findMunicipality(name);
      if (!municipality) return fail(`unknown municipality ${r.City}`);
      if (r.CountyOrParish !== municipality.region) fail(`region ${r.CountyOrParish}`);
      if (municipality.name === 'Toronto' && !/^[CEW]\d{2}$/.test(district ?? '')) fail(`district ${r.City}`);
      if (r.StateOrProvince !== 'ON' || r.Country !== 'CA') fail('province/country');
      if (!/^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(r.PostalCode ?? '')) fail(`postal ${r.PostalCode}`);
      if (!municipality.postalPrefixes.includes(r.PostalCode?.slice(0, 3) ?? '')) fail(`FSA ${r.PostalCode} not in ${name}`);
      const km = haversineKm(municipality.latitude, municipality.longitude, r.Latitude ?? 0, r.Longitude ?? 0);
      if (!(km < 30)) fail(`${km.toFixed(1)} km from ${name}`);
      const line = [r.StreetName, r.StreetSuffix, r.StreetDirSuffix, r.UnitNumber].filter(Boolean).join(' ');
      if (r.UnparsedAddress !== `${r.StreetNumber} ${line}, ${r.City}, ON ${r.PostalCode}`) fail(`address ${r.UnparsedAddress}`);
      if (!/^[^/]+\/[^/]+$/.test(r.CrossStreet ?? '')) fail(`cross street ${r.CrossStreet}`);
    });
  });

  it('has believable prices, statuses and timestamps', () => {
    sweep(FEED_20K, (r, fail) => {
      const price = r.ListPrice ?? 0;
      const original = r.OriginalListPrice ?? 0;
      if (!(price > 0)) fail('price <= 0');
      if (r.TransactionType === 'For Sale') {
        if (price < 40_000) fail(`sale price ${price}`);
        if (price % 100 !== 0) fail(`unrounded price ${price}`);
      } else if (price >= 150_000) {
        fail(`monthly rent ${price}`);
      }
      if (r.MlsStatus === 'Price Change' ? !(original > price) : original !== price) fail(`original ${original} vs ${price}`);
      if (r.ContractStatus !== 'Available' || r.StandardStatus !== 'Active') fail('not available at run 0');
      for (const ts of [r.ModificationTimestamp, r.OriginalEntryTimestamp, r.PhotosChangeTimestamp]) {
        if (!ISO_MS.test(ts ?? '')) fail(`timestamp ${ts}`);
      }
      const modified = Date.parse(r.ModificationTimestamp);
      if (modified < Date.parse(r.OriginalEntryTimestamp ?? '')) fail('modified before entry');
      if (modified > FEED_EPOCH_MS) fail('modified after the epoch');
      if (r.InternetEntireListingDisplayYN !== true) fail('not displayable');
      if (!/, Brokerage$/.test(r.ListOfficeName ?? '')) fail(`office ${r.ListOfficeName}`);
    });
  });

  it('has 2–5 sentences of 150–900 characters of remarks, varied across listings', () => {
    sweep(FEED_20K, (r, fail) => {
      const text = r.PublicRemarks ?? '';
      if (text.length < 150 || text.length > 900) fail(`remarks length ${text.length}`);
      // Sentence ends; "approx. $12" and "Louis St. Laurent" are abbreviations, not ends.
      const sentences = text.split(/(?<!\b(?:St|approx))[.!?]\s+(?=[A-Z])/).length;
      if (sentences < 2 || sentences > 5) fail(`${sentences} sentences: ${text}`);
      if (/undefined|NaN|\$\{/.test(text)) fail(`template leak: ${text}`);
      if ((r.PublicRemarksExtras?.length ?? 0) <= 10) fail('no extras');
    });
    expect(new Set(FEED_20K.map((r) => r.PublicRemarks)).size).toBeGreaterThan(FEED_20K.length * 0.5);
  });

  it('has rooms and photos in PropTx shape', () => {
    sweep(FEED_20K, (r, fail) => {
      const rooms = r.PropertyRooms ?? [];
      if ((r.PropertySubType === 'Vacant Land' || r.PropertySubType === 'Land') && rooms.length > 0) fail('rooms on land');
      if ((r.PropertySubType === 'Detached' || r.PropertySubType === 'Condo Apartment') && rooms.length < 3) fail('too few rooms');
      rooms.forEach((room, i) => {
        if (room.ListingKey !== r.ListingKey || room.Order !== i + 1) fail(`room ${i} link/order`);
        if (!(room.RoomLength >= room.RoomWidth && room.RoomWidth > 1)) fail(`room ${i} size`);
        if (room.RoomLengthWidthUnits !== 'Metres' || room.RoomStatus !== 'Active') fail(`room ${i} units/status`);
      });
      if (new Set(rooms.map((room) => room.RoomKey)).size !== rooms.length) fail('duplicate RoomKey');
      const media = r.Media ?? [];
      if (media.length < 3 || media.length > 8) fail(`${media.length} photos`);
      media.forEach((m, i) => {
        if (m.ResourceRecordKey !== r.ListingKey || m.Order !== i + 1) fail(`photo ${i} link/order`);
        if (m.PreferredPhotoYN !== (i === 0)) fail(`photo ${i} preferred`);
        if (m.MediaURL !== `sample://${r.ListingKey}/${i + 1}`) fail(`photo ${i} url`);
        if (m.ModificationTimestamp !== r.PhotosChangeTimestamp) fail(`photo ${i} timestamp`);
      });
    });
  });

  it('fills condo-only and commercial-only fields where they belong', () => {
    sweep(FEED_20K, (r, fail) => {
      if (r.PropertySubType === 'Condo Apartment') {
        if (!/^\d{3,4}$/.test(r.UnitNumber ?? '')) fail(`unit ${r.UnitNumber}`);
        if (!((r.AssociationFee ?? 0) > 150)) fail(`fee ${r.AssociationFee}`);
        if (!r.AssociationFeeIncludes?.includes('Heat Included')) fail('fee includes');
      }
      if (r.PropertyType === 'Commercial' && r.PropertySubType !== 'Land' && r.PropertySubType !== 'Farm') {
        if (!((r.BuildingAreaTotal ?? 0) > 100)) fail(`building area ${r.BuildingAreaTotal}`);
      }
      if (r.PropertySubType === 'Detached') {
        if (!/^\d+-\d+$|^5000 \+$|^< 700$/.test(r.LivingAreaRange ?? '')) fail(`living area ${r.LivingAreaRange}`);
        if (!((r.LotWidth ?? 0) > 10)) fail(`lot ${r.LotWidth}`);
      }
      if (r.PropertyType !== 'Residential Condo & Other' && r.AssociationFee !== undefined) fail('fee outside condo class');
    });
  });
});

describe('generateSampleFeed: later runs', () => {
  const RUN_0 = collect(20_000, 21, 0);
  const RUN_1 = collect(20_000, 21, 1);
  const RUN_2 = collect(20_000, 21, 2);

  it('changes ~1–2 %, removes ~0.5 % and leaves everything else byte-identical', () => {
    const next = byKey(RUN_1);
    let removed = 0;
    let changed = 0;
    for (const before of RUN_0) {
      const after = next.get(before.ListingKey);
      if (!after) {
        removed++;
        continue;
      }
      if (after.ModificationTimestamp === before.ModificationTimestamp) {
        expect(JSON.stringify(after)).toBe(JSON.stringify(before));
        continue;
      }
      changed++;
      const modified = Date.parse(after.ModificationTimestamp);
      expect(modified).toBeGreaterThan(FEED_EPOCH_MS);
      expect(modified).toBeLessThanOrEqual(FEED_EPOCH_MS + RUN_INTERVAL_MS);
      const priceDropped = (after.ListPrice ?? 0) < (before.ListPrice ?? 0);
      const statusChanged = after.MlsStatus !== before.MlsStatus || after.ContractStatus !== before.ContractStatus;
      expect(priceDropped || statusChanged, after.ListingKey).toBe(true);
      if (after.ContractStatus === 'Unavailable') {
        expect(['Sold', 'Leased', 'Expired', 'Terminated', 'Suspended']).toContain(after.MlsStatus);
        expect(after.StandardStatus).not.toBe('Active');
        if (after.MlsStatus === 'Sold') expect(after.TransactionType).toBe('For Sale');
        if (after.MlsStatus === 'Leased') expect(after.TransactionType).not.toBe('For Sale');
      }
      // Only status/price fields move; the property itself is the same.
      expect(after.PublicRemarks).toBe(before.PublicRemarks);
      expect(after.Media).toEqual(before.Media);
      expect(after.OriginalListPrice).toBe(before.OriginalListPrice);
    }
    expect(removed / RUN_0.length).toBeGreaterThan(0.003);
    expect(removed / RUN_0.length).toBeLessThan(0.008);
    expect(changed / RUN_0.length).toBeGreaterThan(0.01);
    expect(changed / RUN_0.length).toBeLessThan(0.02);
    expect(RUN_1.some((r) => r.MlsStatus === 'Sold')).toBe(true);
    expect(RUN_1.some((r) => r.ContractStatus === 'Unavailable' && r.MlsStatus === 'Expired')).toBe(true);
  });

  it('appends new listings at the end with entry times inside the run', () => {
    const before = new Set(RUN_0.map((r) => r.ListingKey));
    const firstNew = RUN_1.findIndex((r) => !before.has(r.ListingKey));
    const added = RUN_1.slice(firstNew);
    expect(added.length).toBe(100); // 0.5 % of 20,000
    for (const r of added) {
      expect(before.has(r.ListingKey)).toBe(false);
      expect(r.MlsStatus).toBe('New');
      const entered = Date.parse(r.OriginalEntryTimestamp ?? '');
      expect(entered).toBeGreaterThan(FEED_EPOCH_MS);
      expect(entered).toBeLessThanOrEqual(FEED_EPOCH_MS + RUN_INTERVAL_MS);
    }
  });

  it('never brings a removed listing back and keeps run 2 as incremental over run 1', () => {
    const run1 = byKey(RUN_1);
    const run0Keys = new Set(RUN_0.map((r) => r.ListingKey));
    const removedIn1 = RUN_0.filter((r) => !run1.has(r.ListingKey)).map((r) => r.ListingKey);
    const run2 = byKey(RUN_2);
    for (const key of removedIn1) expect(run2.has(key)).toBe(false);
    let changed = 0;
    for (const r of RUN_1) {
      const later = run2.get(r.ListingKey);
      if (later && later.ModificationTimestamp !== r.ModificationTimestamp) {
        changed++;
        expect(Date.parse(later.ModificationTimestamp)).toBeGreaterThan(FEED_EPOCH_MS + RUN_INTERVAL_MS);
      } else if (later) {
        expect(JSON.stringify(later)).toBe(JSON.stringify(r));
      }
    }
    expect(changed / RUN_1.length).toBeGreaterThan(0.008);
    expect(changed / RUN_1.length).toBeLessThan(0.02);
    expect(RUN_2.filter((r) => !run0Keys.has(r.ListingKey) && !run1.has(r.ListingKey)).length).toBe(100);
  });
});

describe('sampleFeedPage: keyset replication', () => {
  const COUNT = 6_000;
  const SEED = 4;

  function replicate(feedClass: FeedClass, limit: number, runNumber = 0): { records: ResoProperty[]; pages: number } {
    const records: ResoProperty[] = [];
    let after: { ts: string; key: string } | undefined;
    let pages = 0;
    for (;;) {
      const page = sampleFeedPage({ count: COUNT, seed: SEED, runNumber, feedClass, limit, ...(after ? { after } : {}) });
      pages++;
      expect(page.length).toBeLessThanOrEqual(limit);
      records.push(...page);
      const last = page[page.length - 1];
      if (page.length < limit || !last) break;
      after = { ts: last.ModificationTimestamp, key: last.ListingKey };
    }
    return { records, pages };
  }

  it('returns exactly the class, in (ModificationTimestamp, ListingKey) order, across pages', () => {
    for (const feedClass of ['residential', 'condo', 'commercial'] as const) {
      const expected = collect(COUNT, SEED)
        .filter((r) => r.PropertyType === FEED_CLASS_PROPERTY_TYPE[feedClass])
        .sort(tsKeyOrder);
      const { records, pages } = replicate(feedClass, 97);
      expect(pages).toBeGreaterThan(3);
      expect(records.map((r) => r.ListingKey)).toEqual(expected.map((r) => r.ListingKey));
      expect(JSON.stringify(records)).toBe(JSON.stringify(expected));
    }
  });

  it('splits a group of records sharing one ModificationTimestamp correctly', () => {
    const all = collect(COUNT, SEED)
      .filter((r) => r.PropertyType === 'Residential Freehold')
      .sort(tsKeyOrder);
    const counts = new Map<string, number>();
    for (const r of all) counts.set(r.ModificationTimestamp, (counts.get(r.ModificationTimestamp) ?? 0) + 1);
    const [tieTs, tieSize] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    expect(tieSize).toBeGreaterThanOrEqual(4);
    const group = all.filter((r) => r.ModificationTimestamp === tieTs);
    const first = group[0];
    if (!first) throw new Error('no tie group');
    const page = sampleFeedPage({ count: COUNT, seed: SEED, feedClass: 'residential', after: { ts: tieTs, key: first.ListingKey }, limit: 2 });
    expect(page.map((r) => r.ListingKey)).toEqual(group.slice(1, 3).map((r) => r.ListingKey));
    // Pages of 1 still walk the whole tie group one key at a time.
    const { records } = replicate('residential', 1_000);
    expect(records.map((r) => r.ListingKey)).toEqual(all.map((r) => r.ListingKey));
  });

  it('treats the cursor as exclusive and accepts microsecond timestamps', () => {
    const [a, b] = sampleFeedPage({ count: COUNT, seed: SEED, feedClass: 'condo', limit: 2 });
    if (!a || !b) throw new Error('empty feed');
    const next = sampleFeedPage({ count: COUNT, seed: SEED, feedClass: 'condo', after: { ts: a.ModificationTimestamp, key: a.ListingKey }, limit: 1 });
    expect(next[0]?.ListingKey).toBe(b.ListingKey);
    const micro = a.ModificationTimestamp.replace('Z', '999Z');
    expect(parseFeedTimestamp(micro)).toBeGreaterThan(parseFeedTimestamp(a.ModificationTimestamp));
    const afterMicro = sampleFeedPage({ count: COUNT, seed: SEED, feedClass: 'condo', after: { ts: micro, key: '' }, limit: 1 });
    expect(afterMicro[0]?.ListingKey).not.toBe(a.ListingKey);
    expect(sampleFeedPage({ count: COUNT, seed: SEED, feedClass: 'condo', after: { ts: '2099-01-01T00:00:00Z', key: '' }, limit: 5 })).toEqual([]);
    expect(parseFeedTimestamp('2026-01-01T00:00:00+01:00')).toBe(Date.UTC(2025, 11, 31, 23));
  });

  it('picks up only the changes of a later run when resuming from the old watermark', () => {
    const initial = replicate('condo', 500, 0).records;
    const last = initial[initial.length - 1];
    if (!last) throw new Error('empty feed');
    const changes = sampleFeedPage({
      count: COUNT,
      seed: SEED,
      runNumber: 1,
      feedClass: 'condo',
      limit: 10_000,
      after: { ts: last.ModificationTimestamp, key: last.ListingKey },
    });
    const old = byKey(initial);
    expect(changes.length).toBeGreaterThan(0);
    for (const r of changes) expect(Date.parse(r.ModificationTimestamp)).toBeGreaterThan(FEED_EPOCH_MS);
    const changedExisting = changes.filter((r) => old.has(r.ListingKey)).length;
    const brandNew = changes.length - changedExisting;
    expect(changedExisting).toBeGreaterThan(0);
    expect(brandNew).toBeGreaterThan(0);
  });
});

describe('sampleFeedKeyPage: reconciliation', () => {
  it('lists every current key once, in key order, across pages', () => {
    const expected = collect(3_000, 8, 2)
      .map((r) => r.ListingKey)
      .sort();
    const keys: string[] = [];
    let afterKey: string | undefined;
    for (;;) {
      const page = sampleFeedKeyPage({ count: 3_000, seed: 8, runNumber: 2, limit: 400, ...(afterKey ? { afterKey } : {}) });
      keys.push(...page.map((k) => k.ListingKey));
      if (page.length < 400) break;
      afterKey = page[page.length - 1]?.ListingKey;
    }
    expect(keys).toEqual(expected);
    const condoKeys = sampleFeedKeyPage({ count: 3_000, seed: 8, runNumber: 2, feedClass: 'condo', limit: 10_000 });
    const condos = collect(3_000, 8, 2).filter((r) => r.PropertyType === 'Residential Condo & Other');
    expect(condoKeys.map((k) => k.ListingKey)).toEqual(condos.map((r) => r.ListingKey).sort());
    expect(condoKeys.map((k) => k.ModificationTimestamp).sort()).toEqual(condos.map((r) => r.ModificationTimestamp).sort());
  });
});

describe('sample photos', () => {
  it('describes every sample MediaURL consistently with its ShortDescription', () => {
    const labels: Readonly<Record<string, string>> = { 'Front Exterior': 'exterior', 'Building Exterior': 'building', Kitchen: 'kitchen' };
    for (const r of FEED_20K.slice(0, 2_000)) {
      for (const m of r.Media ?? []) {
        const spec = samplePhotoSpec(m.MediaURL);
        expect(spec, m.MediaURL).not.toBeNull();
        const expectedKind = labels[m.ShortDescription ?? ''];
        if (expectedKind) expect(spec?.kind).toBe(expectedKind);
      }
      const cover = samplePhotoSpec(`sample://${r.ListingKey}/1`)?.kind;
      if (r.PropertySubType === 'Condo Apartment') expect(cover).toBe('building');
      if (r.PropertySubType === 'Commercial Retail') expect(cover).toBe('storefront');
      if (r.PropertySubType === 'Vacant Land') expect(cover).toBe('land');
    }
  });
});

describe('generateSampleFeed: performance', () => {
  // Throughput is a figure for the bench script itself (`tsx importer/sources/sample/sample-feed.bench.ts 100000`), not a test.
  it('streams 100,000 records with flat memory', () => {
    // Measured in a plain Node child (as the importer runs it), not inside vitest's module wrapper.
    const bench = fileURLToPath(new URL('./sample-feed.bench.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', bench, '100000'], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as { records: number; retainedHeapMB: number };
    expect(result.records).toBe(100_000);
    // Materialising 100k records would retain ~1 GB; streaming keeps only the current record.
    expect(result.retainedHeapMB).toBeLessThan(32);
  }, 130_000);
});
