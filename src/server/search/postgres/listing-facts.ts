/**
 * Every active listing's filter fields, sort keys and map position, held in memory column by
 * column, clustered by class and transaction type (Facts.cluster). The public search's answers
 * come from here: every page (filtered and ordered as the SQL's keyset pages are) with its exact
 * total ("Toronto" alone is a third of the GTA), and the map's clusters over the whole GTA, in a
 * few milliseconds where SQL visits tens of thousands of rows, or at 2,000,000 listings walks a
 * sort index past every row a rare filter skips.
 * PostgreSQL stays the source: each use first asks whether listings changed (the newest
 * updated_at, an index lookup, and the deletion counter the search migration keeps); changed
 * rows are read back from where the open transactions allow and applied (an import page does not
 * cost a reload), a delete reloads everything, and so does age, as a safety net.
 * The filters and the order here must mean what filterConditions() and tierPageSql() in
 * listing-search-sql.ts mean: the conformance suite compares totals with SQL, and
 * search-paths.int.test.ts pages with the SQL's keyset pages.
 * A common keyword's full-text matches are kept here too, one bit per listing (TextMatches):
 * "yonge" matches 86,000 listings at 2,000,000, and gathering their ids through the GIN index
 * reads as many heap pages (~0.9 s) for every request, where the bits answer in a millisecond.
 */
import type { TBoundingBox } from '#shared/schemas/listing-search.schema.ts';
import type { EngineQuery, PlaceFilter, SearchCursor } from '../search-types.ts';
import type { CopyOutRunner, SqlRunner } from './sql-runner.ts';
import { type CopyFields, CopyTextReader } from './copy-text.ts';
import type { ListingRow } from '../../modules/listings/listing-row.ts';
import { groupsByTransaction, pagePhases, type PhasedRow } from '../transaction-groups.ts';
import { searchableListingSql } from '../../modules/listings/public-listing.ts';
import { textIdsSql } from './listing-search-sql.ts';
import { searchWordsSql } from '../text/search-words.ts';
import { DAY_MS } from '#shared/time.ts';
import { finestCellOf, type GridAggregator, isInBox } from '../map-grid.ts';
import { type OrderCursor, PriceOrder, sortValueOf } from './price-order.ts';
import { CellPyramid, MAX_CELL_ZOOM, mortonMembers } from './cluster-cells.ts';
import { firstAtLeast } from '../first-at-least.ts';
import { prepared } from '../../db/prepared-statement.ts';
import { setImmediate } from 'node:timers/promises';

/** Strings of one column as small integer codes; 0 stands for NULL. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size + 1;
      this.codes.set(value, code);
    }
    return code;
  }
  get size(): number {
    return this.codes.size + 1;
  }
  /** The code of a value seen before (undefined for one never seen). */
  codeOf(value: string): number | undefined {
    return this.codes.get(value);
  }
  /** A table by code: 1 for the codes of these values (a value never seen has no code). */
  lookup(values: string[]): Uint8Array {
    const table = new Uint8Array(this.size);
    for (const value of values) {
      const code = this.codes.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}

/**
 * Each listing's position by its id. Listing ids are a sequence's, so one slot per id up to the
 * highest is compact (8 MB at 2,000,000 listings), where a Map of 1.1 million entries was ~50 MB
 * of objects for the collector to trace at every full collection.
 */
class PositionById {
  /** The position plus one, by id (0: no position). */
  private slots = new Int32Array(1024);

  get(id: number): number | undefined {
    const slot = id < this.slots.length ? this.slots[id]! : 0;
    return slot === 0 ? undefined : slot - 1;
  }

  set(id: number, position: number): void {
    if (!(Number.isSafeInteger(id) && id >= 0)) throw new RangeError(`listing id ${id} is not a sequence's`);
    if (id >= this.slots.length) {
      const grown = new Int32Array(Math.max(id + 1, this.slots.length * 2));
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[id] = position + 1;
  }
}

/**
 * A fact row from a COPY line of factColumns(), whose order it follows: text as COPY wrote it,
 * numbers parsed as node-pg parses the same columns (PostgreSQL writes a double with the digits
 * that read back to it). Its helpers are functions of their own, not closures made per row: the
 * bundle names every closure it makes (keepNames), a property write each.
 */
function factRowOf(fields: CopyFields): FactRow {
  return {
    id: Number(fields[0]),
    is_member: fields[1] === 't',
    newest: fields[2]!,
    latitude: numberAt(fields, 3),
    longitude: numberAt(fields, 4),
    feed_class: textAt(fields, 5),
    transaction_type: textAt(fields, 6),
    property_sub_type: textAt(fields, 7),
    price: textAt(fields, 8),
    bedrooms: numberAt(fields, 9),
    bathrooms: numberAt(fields, 10),
    parking_spaces: numberAt(fields, 11),
    municipality: textAt(fields, 12),
    municipality_district: textAt(fields, 13),
    community: textAt(fields, 14),
  } as FactRow;
}

function textAt(fields: CopyFields, k: number): string | null {
  return fields[k] ?? null;
}

function numberAt(fields: CopyFields, k: number): number | null {
  const field = fields[k];
  return field == null ? null : Number(field);
}

/**
 * A listing's row as factColumns() reads it: the listing row's filter columns (municipality and
 * community lower-cased in SQL), plus what is computed there.
 */
export type FactRow = Pick<
  ListingRow,
  | 'id'
  | 'latitude'
  | 'longitude'
  | 'feed_class'
  | 'transaction_type'
  | 'property_sub_type'
  | 'bedrooms'
  | 'bathrooms'
  | 'parking_spaces'
  | 'municipality'
  | 'municipality_district'
  | 'community'
> & {
  /** Held by these facts (FactScope.member): for the public ones, active, not hidden by the agent, not marked Sold (searchableListingSql). */
  is_member: boolean;
  /** The "newest" sort key as text (FactScope.newest). */
  newest: string;
  /** Read as text (FactScope.price) and parsed here. */
  price: string | null;
};

/**
 * One kind of place's positions by code, ascending within each code: typed arrays, made to size
 * when the lists are built (a count pass, then a fill), which the collector never walks. As
 * arrays of numbers the three kinds took 32 MB of heap at 1.1 million listings, traced at every
 * full collection, where these are 13 MB. A listing added later goes at the end of its list.
 */
class PlaceList {
  private readonly lists: Int32Array[] = [];
  private readonly lengths: number[] = [];

  /** The lists of `codes[0, size)`: every position in the list of its code. */
  static of(codes: CodeColumn, size: number): PlaceList {
    const placeList = new PlaceList();
    const { lists, lengths } = placeList;
    for (let index = 0; index < size; index++) lengths[codes[index]!] = (lengths[codes[index]!] ?? 0) + 1;
    lengths.forEach((length, code) => {
      lists[code] = new Int32Array(length);
      lengths[code] = 0;
    });
    for (let index = 0; index < size; index++) {
      const code = codes[index]!;
      lists[code]![lengths[code]!++] = index;
    }
    return placeList;
  }

  /** Adds a position after every position listed (a new listing's). */
  add(code: number, index: number): void {
    const length = this.lengths[code] ?? 0;
    let list = this.lists[code];
    if (!list || length === list.length) {
      const grown = new Int32Array(length + Math.max(16, length >> 2));
      if (list) grown.set(list);
      list = this.lists[code] = grown;
    }
    list[length] = index;
    this.lengths[code] = length + 1;
  }

  /** The code's positions, ascending (a view: valid until the next add). */
  positions(code: number): Int32Array {
    return this.lists[code]?.subarray(0, this.lengths[code]) ?? EMPTY_POSITIONS;
  }

  size(code: number): number {
    return this.lengths[code] ?? 0;
  }
}

const EMPTY_POSITIONS = new Int32Array(0);

/**
 * A run of clustered positions (Facts.cluster): one class and one transaction type, in ascending
 * ("newest" key, id) order.
 */
interface Cluster {
  classCode: number;
  transactionCode: number;
  from: number;
  to: number;
  /** How many of its positions are of listings that left the site (class 0): with none, a pass need not read the class. */
  dead: number;
  /**
   * Its map cells at every zoom (cluster-cells.ts): counted by Facts.countCells or at the first map
   * that reads them; null for a cluster too large to order.
   */
  cells?: CellPyramid | null;
}

/** One typed array per column, sized by a load's estimate and to what is on the site at each cluster (grow, roomFor). */
class Facts {
  size = 0;
  indexOf = new PositionById();
  /**
   * Positions before this one are clustered: grouped by class and transaction type, each group
   * (`clusters`) in ("newest" key, id) order. A query visits only its classes' and transaction's
   * clusters, and a newest-first page is read from each cluster's end. Listings that arrived or
   * changed class, transaction or key since come after it, in no order.
   */
  clusteredEnd = 0;
  clusters: Cluster[] = [];

  /** The share of positions a load would put back in order: those after the clusters, and those switched off in them. */
  unclusteredShare(): number {
    if (this.size === 0) return 0;
    let switchedOff = 0;
    for (const cluster of this.clusters) switchedOff += cluster.dead;
    return (this.size - this.clusteredEnd + switchedOff) / this.size;
  }

  /** The cluster order's "newest" key unit and its origin (clusterOrder). */
  private keyBase = 0;
  private keyUnit = 1;
  ids: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
  /** The position's map cell at the finest grid zoom (finestCellOf): a map adds a million points without dividing. */
  cellXs: Int32Array;
  cellYs: Int32Array;
  prices: Float64Array;
  /** The "newest" sort key (FactScope.newest): the listing time in microseconds, or a closed market's close date in days. */
  newest: Float64Array;
  beds: Int16Array;
  baths: Int16Array;
  parking: Int16Array;
  /**
   * One byte a code: the table allows three classes and three transaction types (its check
   * constraints). A listing that has left the site keeps its position with class 0, which no
   * query's classes include: the first pass of every query tests one byte for both.
   */
  classes: Uint8Array;
  transactions: Uint8Array;
  subTypes: CodeColumn;
  municipalities: CodeColumn;
  districts: CodeColumn;
  communities: CodeColumn;
  readonly dictionaries = {
    classes: new Dictionary(),
    transactions: new Dictionary(),
    subTypes: new Dictionary(),
    municipalities: new Dictionary(),
    districts: new Dictionary(),
    communities: new Dictionary(),
  };
  /**
   * Positions by place code, so a search in one town visits that town's listings rather than
   * the whole GTA's. Built on first use; new listings are added, and a listing that moves to
   * another place makes them built again (rare: a correction of the feed).
   */
  private places: PlaceLists | null = null;
  private isPlacesStale = false;
  /** The positions in price order (price-order.ts), built by cluster(); null when there is none. */
  priceOrder: PriceOrder | null = null;

  constructor(capacity: number) {
    const n = Math.max(16, capacity);
    this.ids = new Int32Array(n);
    this.latitudes = new Float64Array(n);
    this.longitudes = new Float64Array(n);
    this.cellXs = new Int32Array(n);
    this.cellYs = new Int32Array(n);
    this.prices = new Float64Array(n);
    this.newest = new Float64Array(n);
    this.beds = new Int16Array(n);
    this.baths = new Int16Array(n);
    this.parking = new Int16Array(n);
    this.classes = new Uint8Array(n);
    this.transactions = new Uint8Array(n);
    this.subTypes = new Uint16Array(n);
    this.municipalities = new Uint16Array(n);
    this.districts = new Uint16Array(n);
    this.communities = new Uint16Array(n);
  }

  private scratchPositions = new Int32Array(0);

  /** A list of positions as long as the facts, reused by every selection (they run one at a time, without awaiting). */
  scratch(): Int32Array {
    if (this.scratchPositions.length < this.size) this.scratchPositions = new Int32Array(this.ids.length);
    return this.scratchPositions;
  }

  /**
   * Room for more positions: a quarter more, not twice as many. A load is sized from the planner's
   * estimate and a cluster leaves a little room (roomFor), so this runs for listings that arrive
   * after a load; doubling there left 1.1 million listings' columns in arrays of 2.2 million.
   */
  private grow(): void {
    const capacity = this.ids.length + Math.max(1024, this.ids.length >> 2);
    const grown = <T extends Int32Array | Uint8Array | Float64Array | Int16Array | CodeColumn>(array: T): T => {
      const copy = new (array.constructor as new (length: number) => T)(capacity);
      copy.set(array);
      return copy;
    };
    this.ids = grown(this.ids);
    this.latitudes = grown(this.latitudes);
    this.longitudes = grown(this.longitudes);
    this.cellXs = grown(this.cellXs);
    this.cellYs = grown(this.cellYs);
    this.prices = grown(this.prices);
    this.newest = grown(this.newest);
    this.beds = grown(this.beds);
    this.baths = grown(this.baths);
    this.parking = grown(this.parking);
    this.classes = grown(this.classes);
    this.transactions = grown(this.transactions);
    this.subTypes = grown(this.subTypes);
    this.municipalities = grown(this.municipalities);
    this.districts = grown(this.districts);
    this.communities = grown(this.communities);
  }

  /** The place lists, up to date. */
  placeLists(): PlaceLists {
    if (!this.places || this.isPlacesStale) {
      this.places = {
        municipalities: PlaceList.of(this.municipalities, this.size),
        districts: PlaceList.of(this.districts, this.size),
        communities: PlaceList.of(this.communities, this.size),
      };
      this.isPlacesStale = false;
    }
    return this.places;
  }

  private listPlaces(places: PlaceLists, index: number): void {
    places.municipalities.add(this.municipalities[index]!, index);
    places.districts.add(this.districts[index]!, index);
    places.communities.add(this.communities[index]!, index);
  }

  /**
   * Orders the positions by class, transaction type, "newest" key and id (listings that left the
   * site are dropped), and notes each class and transaction's run: run once a full load is read.
   */
  async cluster(): Promise<void> {
    const codes = { classes: this.dictionaries.classes.size, transactions: this.dictionaries.transactions.size };
    const { order, base, unit } = clusterOrder(this.classes, this.transactions, codes, this.newest, this.ids, this.size);
    // Built while the positions are still in id order (price-order.ts), numbered as the columns will be.
    const newIndexOf = new Int32Array(this.size).fill(-1);
    for (let k = 0; k < order.length; k++) newIndexOf[order[k]!] = k;
    // The clustered columns hold what is on the site with a little room: the load's size (the
    // planner's estimate) when it fits, so each column can be permuted into the array of another.
    const capacity = fits(this.ids, order.length + 1024) ? this.ids.length : roomFor(order.length);
    const priceOrder = await PriceOrder.build(this.prices, this.ids, this.size, newIndexOf, capacity);
    await setImmediate();
    // Each column is a few tens of milliseconds of scattered reads: the web process answers
    // between them (a reload's facts are not in use until they are whole). Each column is
    // permuted into the array the previous column of its type left (`[new, spare] = [permuted,
    // old]`): a reload holds one spare array a type beside the facts in use, not a second set.
    let int32: Int32Array | null = null;
    let float64: Float64Array | null = null;
    let int16: Int16Array | null = null;
    let uint8: Uint8Array | null = null;
    let codeColumn: CodeColumn | null = null;
    [this.ids, int32] = [permutedInt32(this.ids, order, capacity, int32), this.ids];
    await setImmediate();
    [this.latitudes, float64] = [permutedFloat64(this.latitudes, order, capacity, float64), this.latitudes];
    [this.longitudes, float64] = [permutedFloat64(this.longitudes, order, capacity, float64), this.longitudes];
    await setImmediate();
    [this.cellXs, int32] = [permutedInt32(this.cellXs, order, capacity, int32), this.cellXs];
    [this.cellYs, int32] = [permutedInt32(this.cellYs, order, capacity, int32), this.cellYs];
    await setImmediate();
    [this.prices, float64] = [permutedFloat64(this.prices, order, capacity, float64), this.prices];
    [this.newest, float64] = [permutedFloat64(this.newest, order, capacity, float64), this.newest];
    await setImmediate();
    [this.beds, int16] = [permutedInt16(this.beds, order, capacity, int16), this.beds];
    [this.baths, int16] = [permutedInt16(this.baths, order, capacity, int16), this.baths];
    [this.parking, int16] = [permutedInt16(this.parking, order, capacity, int16), this.parking];
    await setImmediate();
    [this.classes, uint8] = [permutedUint8(this.classes, order, capacity, uint8), this.classes];
    [this.transactions, uint8] = [permutedUint8(this.transactions, order, capacity, uint8), this.transactions];
    [this.subTypes, codeColumn] = [permutedCodes(this.subTypes, order, capacity, codeColumn), this.subTypes];
    await setImmediate();
    [this.municipalities, codeColumn] = [permutedCodes(this.municipalities, order, capacity, codeColumn), this.municipalities];
    [this.districts, codeColumn] = [permutedCodes(this.districts, order, capacity, codeColumn), this.districts];
    [this.communities, codeColumn] = [permutedCodes(this.communities, order, capacity, codeColumn), this.communities];
    await setImmediate();
    this.size = order.length;
    this.priceOrder = priceOrder;
    this.keyBase = base;
    this.keyUnit = unit;
    this.indexOf = new PositionById();
    const { ids, classes, transactions } = this;
    this.clusters = [];
    let cluster: Cluster | null = null;
    for (let index = 0; index < this.size; index++) {
      this.indexOf.set(ids[index]!, index);
      if (cluster && cluster.classCode === classes[index] && cluster.transactionCode === transactions[index]) continue;
      if (cluster) cluster.to = index;
      cluster = { classCode: classes[index]!, transactionCode: transactions[index]!, from: index, to: this.size, dead: 0 };
      this.clusters.push(cluster);
    }
    this.clusteredEnd = this.size;
    this.places = null;
  }

  /** Each cluster's map cells, a turn of the event loop between clusters. */
  async countCells(): Promise<void> {
    for (const cluster of this.clusters) {
      await setImmediate();
      this.cellsOf(cluster);
    }
  }

  /** The cluster's map cells, counted at the first call. */
  cellsOf(cluster: Cluster): CellPyramid | null {
    if (cluster.cells === undefined) {
      const members = mortonMembers(this, cluster.from, cluster.to);
      cluster.cells = members ? new CellPyramid(this, members) : null;
    }
    return cluster.cells;
  }

  /** The unit of the cluster order (clusterOrder) a "newest" key falls in: a clustered position's is never less than a later one's. */
  unitOf(key: number): number {
    return Math.floor((key - this.keyBase) / this.keyUnit);
  }

  private clusterOf(index: number): Cluster | undefined {
    return index < this.clusteredEnd ? this.clusters.find((run) => index >= run.from && index < run.to) : undefined;
  }

  /**
   * Whether a clustered position can take these values where it is: its cluster's class and
   * transaction, its key, and its map position (its cluster's cells hold it).
   */
  private staysInCluster(index: number, classCode: number, transactionCode: number, newest: number, latitude: number, longitude: number): boolean {
    if (this.transactions[index] !== transactionCode || this.newest[index] !== newest) return false;
    if (!Object.is(this.latitudes[index], latitude) || !Object.is(this.longitudes[index], longitude)) return false;
    return this.clusterOf(index)?.classCode === classCode;
  }

  /** Sets a position's class code, counting its cluster's listings that left (class 0). */
  private setClass(index: number, classCode: number): void {
    const before = this.classes[index]!;
    this.classes[index] = classCode;
    if ((before === 0) === (classCode === 0)) return;
    const cluster = this.clusterOf(index);
    if (!cluster) return;
    const sign = classCode === 0 ? -1 : 1;
    cluster.dead -= sign;
    cluster.cells?.adjust(this, index, sign);
  }

  /**
   * Takes the row as it is now: new listings are added, changed ones overwritten, inactive ones
   * switched off (class 0). A clustered listing whose class, transaction or key changed moves to
   * a new position after the clustered ones, its old one switched off.
   */
  upsert(row: FactRow): void {
    const d = this.dictionaries;
    const classCode = row.is_member ? d.classes.code(row.feed_class) : 0;
    const transactionCode = d.transactions.code(row.transaction_type);
    const newest = Number(row.newest);
    // NaN fails every comparison, as NULL does in SQL: a listing without a position is on no map.
    const latitude = row.latitude ?? Number.NaN;
    const longitude = row.longitude ?? Number.NaN;
    let index = this.indexOf.get(row.id);
    if (
      index !== undefined &&
      index < this.clusteredEnd &&
      classCode !== 0 &&
      !this.staysInCluster(index, classCode, transactionCode, newest, latitude, longitude)
    ) {
      this.setClass(index, 0);
      index = undefined;
    } else if (index !== undefined && index < this.clusteredEnd && classCode === 0) {
      // A clustered listing that left keeps its values: its cells hold it where it was.
      this.setClass(index, 0);
      return;
    }
    const isNew = index === undefined;
    if (index === undefined) {
      if (classCode === 0) return;
      if (this.size === this.ids.length) this.grow();
      index = this.size++;
      this.ids[index] = row.id;
      this.indexOf.set(row.id, index);
    }
    const municipality = d.municipalities.code(row.municipality);
    const district = d.districts.code(row.municipality_district);
    const community = d.communities.code(row.community);
    const subType = d.subTypes.code(row.property_sub_type);
    this.municipalities = withRoomForCode(this.municipalities, municipality);
    this.districts = withRoomForCode(this.districts, district);
    this.communities = withRoomForCode(this.communities, community);
    this.subTypes = withRoomForCode(this.subTypes, subType);
    if (isNew) {
      this.municipalities[index] = municipality;
      this.districts[index] = district;
      this.communities[index] = community;
      if (this.places && !this.isPlacesStale) this.listPlaces(this.places, index);
    } else if (this.municipalities[index] !== municipality || this.districts[index] !== district || this.communities[index] !== community) {
      this.isPlacesStale = true;
    }
    // NaN fails every comparison, as NULL does in SQL: no price passes a price filter.
    this.latitudes[index] = latitude;
    this.longitudes[index] = longitude;
    // A listing without a position has no cell (NaN stores as 0); the bounding box, which every map has, leaves it out.
    const cell = finestCellOf(this.latitudes[index]!, this.longitudes[index]!);
    this.cellXs[index] = cell.x;
    this.cellYs[index] = cell.y;
    const price = row.price === null ? Number.NaN : Number(row.price);
    if (
      this.priceOrder &&
      (isNew || sortValueOf(this.prices[index]!) !== sortValueOf(price)) &&
      !this.priceOrder.change(index, this.ids.length, this.prices[index]!)
    ) {
      // Too many listings out of the order to merge into every page: pages scan until the next load.
      this.priceOrder = null;
    }
    this.prices[index] = price;
    this.newest[index] = newest;
    this.beds[index] = row.bedrooms ?? -1;
    this.baths[index] = row.bathrooms ?? -1;
    this.parking[index] = row.parking_spaces ?? -1;
    this.setClass(index, classCode);
    this.transactions[index] = transactionCode;
    this.subTypes[index] = subType;
    this.municipalities[index] = municipality;
    this.districts[index] = district;
    this.communities[index] = community;
  }
}

/**
 * A cluster order (Facts.cluster) as one number per position, sorted by the typed array's own
 * numeric sort: a comparison function over 1.1 million positions took ~0.9 s, a pause of the web
 * process at every reload. Each number holds the class and transaction codes (`codes` of each: the
 * table allows three of each, and 0 is none), the "newest" key in
 * `unit`s from `base` and the position: the positions of a full load are in id order (it reads
 * by id), so a position breaks ties as the id does. Within one unit the key's own order is not
 * kept (a listing time in microseconds does not fit beside the rest): `unit` is 1 for a closed
 * market's close days, about a second for ten years of listing times. Readers of the order
 * compare units before keys (Facts.unitOf).
 */
interface ClusterOrder {
  order: Int32Array;
  base: number;
  unit: number;
}

function clusterOrder(
  classes: Uint8Array,
  transactions: Uint8Array,
  codes: { classes: number; transactions: number },
  newest: Float64Array,
  ids: Int32Array,
  size: number,
): ClusterOrder {
  const positionScale = 2 ** Math.max(1, Math.ceil(Math.log2(size + 1)));
  const groupScale = 2 ** Math.ceil(Math.log2(codes.classes * codes.transactions));
  let base = Number.POSITIVE_INFINITY;
  let top = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < size; index++) {
    if (index > 0 && ids[index]! < ids[index - 1]!) throw new Error('cluster() needs the positions in id order');
    base = Math.min(base, newest[index]!);
    top = Math.max(top, newest[index]!);
  }
  const unitScale = 2 ** 53 / (groupScale * positionScale);
  if (unitScale < 2) throw new RangeError(`${size} listings are too many to cluster in one number each`);
  const unit = size === 0 ? 1 : Math.max(1, Math.ceil((top - base + 1) / unitScale));
  const packed = new Float64Array(size);
  let count = 0;
  for (let index = 0; index < size; index++) {
    const classCode = classes[index]!;
    if (classCode === 0) continue;
    const group = classCode * codes.transactions + transactions[index]!;
    packed[count++] = (group * unitScale + Math.floor((newest[index]! - base) / unit)) * positionScale + index;
  }
  const sorted = packed.subarray(0, count).sort();
  const order = new Int32Array(count);
  for (let k = 0; k < count; k++) order[k] = sorted[k]! % positionScale;
  return { order, base, unit };
}

/** Positions for `count` listings and those that arrive until the next load: a thirty-second more, at least 1,024. */
function roomFor(count: number): number {
  return count + Math.max(1024, count >> 5);
}

// The cluster order applied to each column, into `capacity` positions (the spare array of its type when it is that long: every column of a load is as long as its ids): one function a type, so each loop reads one kind of array.
function permutedInt32(array: Int32Array, order: Int32Array, capacity: number, spare: Int32Array | null): Int32Array {
  const copy = spare?.length === capacity ? spare : new Int32Array(capacity);
  for (let k = 0; k < order.length; k++) copy[k] = array[order[k]!]!;
  copy.fill(0, order.length);
  return copy;
}
function permutedFloat64(array: Float64Array, order: Int32Array, capacity: number, spare: Float64Array | null): Float64Array {
  const copy = spare?.length === capacity ? spare : new Float64Array(capacity);
  for (let k = 0; k < order.length; k++) copy[k] = array[order[k]!]!;
  copy.fill(0, order.length);
  return copy;
}
function permutedInt16(array: Int16Array, order: Int32Array, capacity: number, spare: Int16Array | null): Int16Array {
  const copy = spare?.length === capacity ? spare : new Int16Array(capacity);
  for (let k = 0; k < order.length; k++) copy[k] = array[order[k]!]!;
  copy.fill(0, order.length);
  return copy;
}
function permutedUint8(array: Uint8Array, order: Int32Array, capacity: number, spare: Uint8Array | null): Uint8Array {
  const copy = spare?.length === capacity ? spare : new Uint8Array(capacity);
  for (let k = 0; k < order.length; k++) copy[k] = array[order[k]!]!;
  copy.fill(0, order.length);
  return copy;
}
function permutedUint16(array: Uint16Array, order: Int32Array, capacity: number, spare: Uint16Array | null): Uint16Array {
  const copy = spare?.length === capacity ? spare : new Uint16Array(capacity);
  for (let k = 0; k < order.length; k++) copy[k] = array[order[k]!]!;
  copy.fill(0, order.length);
  return copy;
}
function permutedUint32(array: Uint32Array, order: Int32Array, capacity: number, spare: Uint32Array | null): Uint32Array {
  const copy = spare?.length === capacity ? spare : new Uint32Array(capacity);
  for (let k = 0; k < order.length; k++) copy[k] = array[order[k]!]!;
  copy.fill(0, order.length);
  return copy;
}
function permutedCodes(array: CodeColumn, order: Int32Array, capacity: number, spare: CodeColumn | null): CodeColumn {
  return array instanceof Uint16Array
    ? permutedUint16(array, order, capacity, spare instanceof Uint16Array ? spare : null)
    : permutedUint32(array, order, capacity, spare instanceof Uint32Array ? spare : null);
}

/** Whether an array (a load's column, sized by the planner's estimate) holds `capacity` positions without much more room. */
function fits(array: { length: number }, capacity: number): boolean {
  return array.length >= capacity && array.length <= capacity + (capacity >> 3);
}

/**
 * A column of dictionary codes: two bytes a code while its dictionary holds fewer than 65,536
 * values (a board's communities are a few thousand), four once it holds more.
 */
type CodeColumn = Uint16Array | Uint32Array;

/** The column, widened to four bytes a code when `code` needs them. */
function withRoomForCode(column: CodeColumn, code: number): CodeColumn {
  return code <= 0xffff || column instanceof Uint32Array ? column : Uint32Array.from(column);
}

/** Positions by dictionary code, one list per code (each position is in one list of each kind). */
interface PlaceLists {
  municipalities: PlaceList;
  districts: PlaceList;
  communities: PlaceList;
}

/**
 * A keyword's matches: ids read from PostgreSQL (the exact ones rank first) and, for full text,
 * the bits of its TextMatches (null when the ids hold the whole answer).
 */
export interface KeywordIds {
  exactIds: number[];
  otherIds: number[];
}
/** The full-text query (buildTsQuery) to answer from the bits of TextMatches, beside the ids, or null. */
export interface KeywordSource {
  ids: Promise<KeywordIds>;
  tsQuery: string | null;
}

interface ResolvedKeyword extends KeywordIds {
  bits: Uint32Array | null;
}

/**
 * The positions that pass a query: the first `length` entries of `positions` (a list the facts
 * reuse, valid until the next selection: read it before any await), in segments. Exact keyword
 * matches, when there are any, are the positions also in `exact`.
 */
interface Selection {
  positions: Int32Array;
  length: number;
  exact: ReadonlySet<number>;
  segments: Segment[];
}

/** `positions[from, to)` of a selection: with a cluster, of that cluster alone, in its ("newest" key, id) order. */
interface Segment {
  from: number;
  to: number;
  cluster: Cluster | null;
}

const NO_POSITIONS: ReadonlySet<number> = new Set();

/** The whole world: a map without a bounding box still leaves out listings without a position. */
const EVERYWHERE: TBoundingBox = { south: -90, north: 90, west: -180, east: 180 };

/**
 * The query's filters applied column by column, each a tight loop over one typed array that
 * keeps the passing positions in place, adding 0 or 1 rather than branching (a filter that half
 * the listings pass is a branch the processor mispredicts half the time). At 2,000,000 listings
 * a query without a keyword or place tests 1.1 million public listings: see
 * docs/decisions/2026-11-27-facts-scan-by-column.md. Such a query visits only the clusters of its
 * classes and transaction type, and then the positions after them.
 */
function select(facts: Facts, query: EngineQuery, keyword: ResolvedKeyword | null): Selection {
  const positions = facts.scratch();
  const classOk = facts.dictionaries.classes.lookup(query.classes);
  // Each pass is a function of its own: V8 optimizes a function by what its code has seen, and
  // one function holding every pass kept being deoptimized at a pass its hot loop had not reached.
  if (keyword) {
    // A keyword's matches are usually few: look them up rather than test every listing.
    let { length, exact } = keywordPositions(facts, keyword, positions);
    // Class 0 is a listing that has left the site: no query includes it.
    length = keepCodes(positions, length, facts.classes, classOk);
    length = narrow(facts, query, columnFilters(facts, query, true), -1, positions, length);
    return { positions, length, exact, segments: [{ from: 0, to: length, cluster: null }] };
  }
  if (query.places.length > 0) {
    // A place filter visits its smallest place's positions, cluster by cluster: one list is in
    // position order; several (a former municipality's districts) are marked as bits, read in
    // position order too, each position once.
    const place = smallestPlace(facts, query);
    const list = onlyListOf(facts, place);
    const bits = list ? null : placeBits(facts, place);
    return selectByCluster(facts, query, positions, classOk, place.index, (out, from, to, cluster, filters) => {
      let count = list ? copyBetween(list, from, to, out) : setBitsBetween(bits!, from, to, out);
      if (cluster?.dead !== 0) count = keepCodes(out, count, facts.classes, classOk);
      for (const filter of filters) count = keep(out, count, filter);
      return count;
    });
  }
  return selectByCluster(facts, query, positions, classOk, -1, (out, from, to, cluster, filters) => {
    // Every listing is visited once: the first column filter is tested in the same pass as the
    // class, rather than in a second pass over most of them (a quarter less time at 1.1 million).
    // A cluster without listings that left is all of its class: its pass reads no class.
    const [first, ...rest] = filters;
    let count: number;
    if (cluster?.dead === 0) count = first ? passing(out, from, to, first) : every(out, from, to);
    else count = first ? aliveOfClassPassing(facts, out, from, to, classOk, first) : aliveOfClass(facts, out, from, to, classOk);
    for (const filter of rest) count = keep(out, count, filter);
    return count;
  });
}

/**
 * Fills `out` with the positions in [from, to) that are alive, of the classes and through the
 * filters; answers how many. `cluster`: the cluster [from, to) is, or null for the positions after
 * the clusters.
 */
type ClusterFill = (out: Int32Array, from: number, to: number, cluster: Cluster | null, filters: ColumnFilter[]) => number;

/**
 * The selection cluster by cluster (those of the query's classes and transaction type), then the
 * positions after the clusters; each segment then narrowed by the places (but the one at
 * `skipPlace`) and the box.
 */
function selectByCluster(facts: Facts, query: EngineQuery, positions: Int32Array, classOk: Uint8Array, skipPlace: number, fill: ClusterFill): Selection {
  const segments: Segment[] = [];
  let length = 0;
  const add = (from: number, to: number, filters: ColumnFilter[], cluster: Cluster | null) => {
    const out = positions.subarray(length);
    const count = narrow(facts, query, [], skipPlace, out, fill(out, from, to, cluster, filters));
    if (count > 0) segments.push({ from: length, to: length + count, cluster });
    length += count;
  };
  // A cluster's transaction is the query's: the filter is left out.
  const clusterFilters = columnFilters(facts, query, false);
  for (const cluster of clustersOf(facts, query, classOk)) add(cluster.from, cluster.to, clusterFilters, cluster);
  if (facts.clusteredEnd < facts.size) add(facts.clusteredEnd, facts.size, columnFilters(facts, query, true), null);
  return { positions, length, exact: NO_POSITIONS, segments };
}

/** The clusters of the query's classes and of its transaction type (of every one without). */
function clustersOf(facts: Facts, query: EngineQuery, classOk: Uint8Array): Cluster[] {
  const transactionOk = query.transactionType === null ? null : facts.dictionaries.transactions.lookup([query.transactionType]);
  return facts.clusters.filter((cluster) => classOk[cluster.classCode] === 1 && (transactionOk === null || transactionOk[cluster.transactionCode] === 1));
}

/** Copies the positions of the ascending `list` in [from, to) into `out`; answers how many. */
function copyBetween(list: Int32Array, from: number, to: number, out: Int32Array): number {
  const start = firstAtLeast(list, from);
  const end = firstAtLeast(list, to);
  for (let k = start; k < end; k++) out[k - start] = list[k]!;
  return end - start;
}

/**
 * A map of a query without keyword, place or column filter (its classes, maybe a transaction type,
 * and the box) added to the grid from its clusters' cell totals (cluster-cells.ts), the positions
 * after the clusters point by point; answers how many. Null, and nothing added, for another query
 * or a grid finer than the cells' order.
 */
function countByCells(facts: Facts, query: EngineQuery, grid: GridAggregator): number | null {
  const zoom = grid.cellZoom;
  if (query.places.length > 0 || zoom > MAX_CELL_ZOOM || columnFilters(facts, query, false).length > 0) return null;
  const box = query.bbox ?? EVERYWHERE;
  const classOk = facts.dictionaries.classes.lookup(query.classes);
  const positions = facts.scratch();
  let total = 0;
  for (const cluster of clustersOf(facts, query, classOk)) {
    const cells = facts.cellsOf(cluster);
    if (cells) {
      total += cells.addInBox(grid, box, facts);
    } else {
      total += grid.addInBox(positions, aliveOfClass(facts, positions, cluster.from, cluster.to, classOk), facts, box);
    }
  }
  if (facts.clusteredEnd < facts.size) {
    const [transaction] = columnFilters(facts, query, true);
    const count = transaction
      ? aliveOfClassPassing(facts, positions, facts.clusteredEnd, facts.size, classOk, transaction)
      : aliveOfClass(facts, positions, facts.clusteredEnd, facts.size, classOk);
    total += grid.addInBox(positions, count, facts, box);
  }
  return total;
}

/** Keeps the positions of `positions[0, length)` that pass the filters, the places (but the one at `skipPlace`) and the box; answers how many. */
function narrow(facts: Facts, query: EngineQuery, filters: ColumnFilter[], skipPlace: number, positions: Int32Array, length: number): number {
  let kept = length;
  for (const filter of filters) kept = keep(positions, kept, filter);
  query.places.forEach((place, index) => {
    if (index !== skipPlace) kept = keepInPlace(facts, positions, kept, place);
  });
  if (query.bbox) kept = keepInBox(facts, positions, kept, query.bbox);
  return kept;
}

/** One filter on one column of the facts: codes marked in a table, a value range, or a minimum. */
type ColumnFilter =
  | { kind: 'codes'; codes: Uint8Array | CodeColumn; table: Uint8Array }
  | { kind: 'between'; values: Float64Array; min: number; max: number }
  | { kind: 'atLeast'; values: Int16Array; min: number };

/**
 * The query's filters on the facts' columns, in the order they are applied: the narrow columns
 * first (a code is one byte, a room count two, a price or a date eight). The first filter reads its
 * column for every listing; the wider ones then read only what the others left. The transaction
 * type's only `withTransaction`: a cluster's is known.
 */
function columnFilters(facts: Facts, query: EngineQuery, withTransaction: boolean): ColumnFilter[] {
  const d = facts.dictionaries;
  const filters: ColumnFilter[] = [];
  if (query.subTypes) filters.push({ kind: 'codes', codes: facts.subTypes, table: d.subTypes.lookup(query.subTypes) });
  if (query.transactionType && withTransaction)
    filters.push({ kind: 'codes', codes: facts.transactions, table: d.transactions.lookup([query.transactionType]) });
  if (query.minBeds !== null) filters.push({ kind: 'atLeast', values: facts.beds, min: query.minBeds });
  if (query.minBaths !== null) filters.push({ kind: 'atLeast', values: facts.baths, min: query.minBaths });
  if (query.minParking !== null) filters.push({ kind: 'atLeast', values: facts.parking, min: query.minParking });
  if (query.minPrice !== null || query.maxPrice !== null) {
    filters.push({ kind: 'between', values: facts.prices, min: query.minPrice ?? Number.NEGATIVE_INFINITY, max: query.maxPrice ?? Number.POSITIVE_INFINITY });
  }
  // A closed market's facts hold the close date, in days, as their "newest" key.
  if (query.closed)
    filters.push({ kind: 'between', values: facts.newest, min: Date.parse(query.closed.from) / DAY_MS, max: Date.parse(query.closed.to) / DAY_MS });
  return filters;
}

/** Keeps the positions that pass the filter; answers how many. */
function keep(positions: Int32Array, length: number, filter: ColumnFilter): number {
  switch (filter.kind) {
    case 'codes':
      return keepCodes(positions, length, filter.codes, filter.table);
    case 'between':
      return keepBetween(positions, length, filter.values, filter.min, filter.max);
    case 'atLeast':
      return keepAtLeast(positions, length, filter.values, filter.min);
  }
}

/** Every position in [from, to) of a listing still on the site, in one of the classes, into `positions`; answers how many. */
function aliveOfClass(facts: Facts, positions: Int32Array, from: number, to: number, classOk: Uint8Array): number {
  const { classes } = facts;
  let kept = 0;
  for (let index = from; index < to; index++) {
    positions[kept] = index;
    kept += classOk[classes[index]!]!;
  }
  return kept;
}

/** aliveOfClass and the filter in one pass; answers how many. */
function aliveOfClassPassing(facts: Facts, positions: Int32Array, from: number, to: number, classOk: Uint8Array, filter: ColumnFilter): number {
  switch (filter.kind) {
    case 'codes':
      return aliveOfClassWithCode(facts, positions, from, to, classOk, filter.codes, filter.table);
    case 'between':
      return aliveOfClassBetween(facts, positions, from, to, classOk, filter.values, filter.min, filter.max);
    case 'atLeast':
      return aliveOfClassAtLeast(facts, positions, from, to, classOk, filter.values, filter.min);
  }
}

/** Every position in [from, to) into `positions`; answers how many. */
function every(positions: Int32Array, from: number, to: number): number {
  for (let index = from; index < to; index++) positions[index - from] = index;
  return to - from;
}

/** The positions in [from, to) that pass the filter, into `positions`, reading no class (a cluster without listings that left); answers how many. */
function passing(positions: Int32Array, from: number, to: number, filter: ColumnFilter): number {
  let kept = 0;
  switch (filter.kind) {
    case 'codes': {
      const { codes, table } = filter;
      for (let index = from; index < to; index++) {
        positions[kept] = index;
        kept += table[codes[index]!]!;
      }
      return kept;
    }
    case 'between': {
      const { values, min, max } = filter;
      for (let index = from; index < to; index++) {
        const value = values[index]!;
        positions[kept] = index;
        kept += +(value >= min) & +(value <= max);
      }
      return kept;
    }
    case 'atLeast': {
      const { values, min } = filter;
      for (let index = from; index < to; index++) {
        positions[kept] = index;
        kept += +(values[index]! >= min);
      }
      return kept;
    }
  }
}

function aliveOfClassWithCode(
  facts: Facts,
  positions: Int32Array,
  from: number,
  to: number,
  classOk: Uint8Array,
  codes: Uint8Array | CodeColumn,
  table: Uint8Array,
): number {
  const { classes } = facts;
  let kept = 0;
  for (let index = from; index < to; index++) {
    positions[kept] = index;
    kept += classOk[classes[index]!]! & table[codes[index]!]!;
  }
  return kept;
}

function aliveOfClassBetween(
  facts: Facts,
  positions: Int32Array,
  from: number,
  to: number,
  classOk: Uint8Array,
  values: Float64Array,
  min: number,
  max: number,
): number {
  const { classes } = facts;
  let kept = 0;
  for (let index = from; index < to; index++) {
    const value = values[index]!;
    positions[kept] = index;
    kept += classOk[classes[index]!]! & +(value >= min) & +(value <= max);
  }
  return kept;
}

function aliveOfClassAtLeast(facts: Facts, positions: Int32Array, from: number, to: number, classOk: Uint8Array, values: Int16Array, min: number): number {
  const { classes } = facts;
  let kept = 0;
  for (let index = from; index < to; index++) {
    positions[kept] = index;
    kept += classOk[classes[index]!]! & +(values[index]! >= min);
  }
  return kept;
}

/** Keeps the positions in the place: its municipalities, districts or communities; answers how many. */
function keepInPlace(facts: Facts, positions: Int32Array, length: number, place: PlaceFilter): number {
  const d = facts.dictionaries;
  const municipalityOk = d.municipalities.lookup(place.municipalities);
  const districtOk = d.districts.lookup(place.districts);
  const communityOk = d.communities.lookup(place.communities);
  const { municipalities, districts, communities } = facts;
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const index = positions[k]!;
    positions[kept] = index;
    kept += municipalityOk[municipalities[index]!]! | districtOk[districts[index]!]! | communityOk[communities[index]!]!;
  }
  return kept;
}

/** Keeps the positions inside the box; answers how many. */
function keepInBox(facts: Facts, positions: Int32Array, length: number, box: TBoundingBox): number {
  const { south, north, west, east } = box;
  const { latitudes, longitudes } = facts;
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const index = positions[k]!;
    const latitude = latitudes[index]!;
    const longitude = longitudes[index]!;
    positions[kept] = index;
    // NaN (no position) fails every comparison: such a listing is on no map.
    kept += +(latitude >= south) & +(latitude <= north) & +(longitude >= west) & +(longitude <= east);
  }
  return kept;
}

/** Keeps the positions whose code is marked 1 in `table`; answers how many. */
function keepCodes(positions: Int32Array, length: number, codes: Uint8Array | CodeColumn, table: Uint8Array): number {
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const index = positions[k]!;
    positions[kept] = index;
    kept += table[codes[index]!]!;
  }
  return kept;
}

/** Keeps the positions whose value lies in [min, max] (NaN, SQL's NULL, never does); answers how many. */
function keepBetween(positions: Int32Array, length: number, values: Float64Array, min: number, max: number): number {
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const index = positions[k]!;
    const value = values[index]!;
    positions[kept] = index;
    kept += +(value >= min) & +(value <= max);
  }
  return kept;
}

/** Keeps the positions whose value is at least `min` (-1, SQL's NULL, never is: the filters' minimums are ≥ 0); answers how many. */
function keepAtLeast(positions: Int32Array, length: number, values: Int16Array, min: number): number {
  let kept = 0;
  for (let k = 0; k < length; k++) {
    const index = positions[k]!;
    positions[kept] = index;
    kept += +(values[index]! >= min);
  }
  return kept;
}

/**
 * A keyword's matches, once each, into `positions`: its exact ids, the other ids, and the
 * positions of its full-text bits. Answers how many, and which are exact.
 */
function keywordPositions(facts: Facts, keyword: ResolvedKeyword, positions: Int32Array): { length: number; exact: ReadonlySet<number> } {
  let length = 0;
  const exact = new Set<number>();
  for (const id of keyword.exactIds) {
    const index = facts.indexOf.get(id);
    if (index === undefined || exact.has(index)) continue;
    exact.add(index);
    positions[length++] = index;
  }
  const seen = new Set<number>(exact);
  for (const id of keyword.otherIds) {
    const index = facts.indexOf.get(id);
    if (index === undefined || seen.has(index)) continue;
    seen.add(index);
    positions[length++] = index;
  }
  const bits = keyword.bits;
  if (!bits) return { length, exact };
  const from = length;
  const to = from + setBitsBetween(bits, 0, Math.min(bits.length * 32, facts.size), positions.subarray(from));
  if (seen.size === 0) return { length: to, exact };
  // The bits' positions not already taken from the ids, kept in place.
  for (let k = from; k < to; k++) {
    const index = positions[k]!;
    if (!seen.has(index)) positions[length++] = index;
  }
  return { length, exact };
}

/** A place filter of the query as dictionary codes, how many positions its lists hold, and its index in the query's places. */
interface PlaceCodes {
  municipalities: number[];
  districts: number[];
  communities: number[];
  size: number;
  index: number;
}

/** The query's place filter with the fewest positions: every listing the query can answer is in it. */
function smallestPlace(facts: Facts, query: EngineQuery): PlaceCodes {
  const d = facts.dictionaries;
  const lists = facts.placeLists();
  const codesOf = (dictionary: Dictionary, values: string[]) => [
    ...new Set(values.map((value) => dictionary.codeOf(value)).filter((code) => code !== undefined)),
  ];
  const size = (all: PlaceList, codes: number[]) => codes.reduce((sum, code) => sum + all.size(code), 0);
  const candidates = query.places.map((place, index) => {
    const municipalities = codesOf(d.municipalities, place.municipalities);
    const districts = codesOf(d.districts, place.districts);
    const communities = codesOf(d.communities, place.communities);
    return {
      municipalities,
      districts,
      communities,
      size: size(lists.municipalities, municipalities) + size(lists.districts, districts) + size(lists.communities, communities),
      index,
    };
  });
  return candidates.reduce((smallest, candidate) => (candidate.size < smallest.size ? candidate : smallest));
}

/** The place's one list of positions (ascending, as every list is built), when it is a single municipality, district or community. */
function onlyListOf(facts: Facts, place: PlaceCodes): Int32Array | null {
  const lists = facts.placeLists();
  const { municipalities, districts, communities } = place;
  if (municipalities.length + districts.length + communities.length !== 1) return null;
  const [kind, code] = municipalities.length
    ? [lists.municipalities, municipalities[0]!]
    : districts.length
      ? [lists.districts, districts[0]!]
      : [lists.communities, communities[0]!];
  return kind.positions(code);
}

/**
 * The positions of the place's lists (its municipalities, districts and communities) as one bit
 * each: a position in two of them (a municipality's and one of its communities') is marked once.
 * Marking touches only the bits (35 KB words at 1.1 million positions); testing each position's
 * municipality and district to skip duplicates read two columns at scattered positions, ~10 ms
 * for a former municipality's eight districts at 2,000,000 listings.
 */
function placeBits(facts: Facts, place: PlaceCodes): Uint32Array {
  const lists = facts.placeLists();
  const bits = new Uint32Array((facts.size + 31) >>> 5);
  const mark = (list: Int32Array) => {
    for (let k = 0; k < list.length; k++) {
      const index = list[k]!;
      bits[index >>> 5]! |= 1 << (index & 31);
    }
  };
  for (const code of place.municipalities) mark(lists.municipalities.positions(code));
  for (const code of place.districts) mark(lists.districts.positions(code));
  for (const code of place.communities) mark(lists.communities.positions(code));
  return bits;
}

/** The positions in [from, to) whose bit is set, ascending, into `out`; answers how many. */
function setBitsBetween(bits: Uint32Array, from: number, to: number, out: Int32Array): number {
  let count = 0;
  for (let word = from >>> 5; word <= (to - 1) >>> 5 && from < to; word++) {
    let rest = bits[word]! | 0;
    // The first and last words keep only the bits of [from, to).
    if (word === from >>> 5) rest &= -1 << (from & 31);
    if (word === (to - 1) >>> 5 && (to & 31) !== 0) rest &= (1 << (to & 31)) - 1;
    while (rest !== 0) {
      const lowest = rest & -rest;
      rest ^= lowest;
      out[count++] = word * 32 + 31 - Math.clz32(lowest);
    }
  }
  return count;
}

/**
 * The best `wanted` (key, idKey) pairs offered, best first: the greatest, each pair the sort
 * value and the id, negated for an ascending sort, so one comparison serves both directions.
 */
class BestPairs {
  readonly keys: Float64Array;
  readonly idKeys: Float64Array;
  kept = 0;
  /** The pair to beat once the list is full. */
  worstKey = Number.NEGATIVE_INFINITY;
  worstIdKey = Number.NEGATIVE_INFINITY;

  constructor(readonly wanted: number) {
    this.keys = new Float64Array(wanted);
    this.idKeys = new Float64Array(wanted);
  }

  /** Whether the pair would enter the list (the callers test the key alone first: most rows stop there). */
  beats(key: number, idKey: number): boolean {
    return key > this.worstKey || (key === this.worstKey && idKey > this.worstIdKey);
  }

  /** Inserts the pair in order, the worst falling off a full list. */
  add(key: number, idKey: number): void {
    const { keys, idKeys, wanted } = this;
    let slot = this.kept < wanted ? this.kept++ : this.kept - 1;
    while (slot > 0 && (key > keys[slot - 1]! || (key === keys[slot - 1]! && idKey > idKeys[slot - 1]!))) {
      keys[slot] = keys[slot - 1]!;
      idKeys[slot] = idKeys[slot - 1]!;
      slot--;
    }
    keys[slot] = key;
    idKeys[slot] = idKey;
    if (this.kept === wanted) {
      this.worstKey = keys[wanted - 1]!;
      this.worstIdKey = idKeys[wanted - 1]!;
    }
  }
}

/** -1 puts the highest value first. */
const SORT_DIRECTION = { newest: -1, price_desc: -1, price_asc: 1 } as const;

/**
 * The first `limit` positions of the selection after the cursor, in the order of the SQL's
 * keyset pages: phase by phase (exact keyword matches first, then sales before leases when the
 * sort groups them: transaction-groups.ts), and within a phase by the sort value,
 * `coalesce(price, 0)` or the "newest" key (FactScope), then the id, both in the sort's
 * direction. A segment in ("newest" key, id) order gives a newest-first page from its end, a row
 * at a time until the rows no longer beat the page's; any other segment is visited once, the
 * best rows so far kept in a short sorted list: a page is 25 of up to a million listings.
 */
function pageRows(facts: Facts, query: EngineQuery, selection: Selection, after: SearchCursor | null, limit: number): PhasedRow[] {
  const { positions, length, exact, segments } = selection;
  const { ids, transactions } = facts;
  const values = query.sort === 'newest' ? facts.newest : facts.prices;
  const sale = groupsByTransaction(query) ? facts.dictionaries.transactions.lookup(['Sale']) : null;
  // The exact matches lead the selection (select keeps keywordPositions' order): count them.
  let exactCount = 0;
  while (exactCount < length && exact.has(positions[exactCount]!)) exactCount++;
  const sign = -SORT_DIRECTION[query.sort];
  const rows: PhasedRow[] = [];
  for (const phase of pagePhases(query, query.exact || exactCount > 0 ? [0, 1] : [1], after)) {
    const wanted = limit - rows.length;
    if (wanted <= 0) break;
    const [from, to] = phase.tier === 0 ? [0, exactCount] : [exactCount, length];
    const isCursorPhase = after !== null && phase.tier === after.tier && phase.group === (after.group ?? 0);
    // Rows at or before the cursor are skipped: their pair is not less than the cursor's.
    const cursorKey = isCursorPhase ? sign * Number(after.value) : Number.POSITIVE_INFINITY;
    const cursorIdKey = isCursorPhase ? sign * after.id : Number.POSITIVE_INFINITY;
    const best = new BestPairs(wanted);
    for (const segment of segments) {
      const start = Math.max(from, segment.from);
      const end = Math.min(to, segment.to);
      if (start >= end) continue;
      // A cluster is of one transaction type: of this phase's group, or not visited.
      if (sale !== null && segment.cluster && (sale[segment.cluster.transactionCode] === 1 ? 0 : 1) !== phase.group) continue;
      const groupOf = sale !== null && !segment.cluster ? sale : null;
      if (segment.cluster && query.sort === 'newest') {
        // Best first: the first row that does not beat the page's worst ends the segment.
        for (let k = end - 1; k >= start; k--) {
          const index = positions[k]!;
          if (groupOf !== null && (groupOf[transactions[index]!] === 1 ? 0 : 1) !== phase.group) continue;
          const key = values[index]!;
          const idKey = ids[index]!;
          if (key > cursorKey || (key === cursorKey && idKey >= cursorIdKey)) continue;
          if (best.kept === wanted && !best.beats(key, idKey)) {
            // Within the worst row's unit the order is the id's: only a lower unit ends the segment.
            if (facts.unitOf(key) < facts.unitOf(best.worstKey)) break;
            continue;
          }
          best.add(key, idKey);
        }
        continue;
      }
      let worstKey = best.worstKey;
      // From the end too: positions follow the clusters' order, so for a newest-first page the
      // best come first and most rows stop at one comparison (read forward, each would enter the list).
      for (let k = end - 1; k >= start; k--) {
        const index = positions[k]!;
        if (groupOf !== null && (groupOf[transactions[index]!] === 1 ? 0 : 1) !== phase.group) continue;
        let value = values[index]!;
        // coalesce(price, 0); a "newest" key is never NaN.
        if (Number.isNaN(value)) value = 0;
        const key = sign * value;
        // Most rows of a large selection stop here, on one comparison.
        if (key < worstKey || key > cursorKey) continue;
        const idKey = sign * ids[index]!;
        if (!best.beats(key, idKey) || (key === cursorKey && idKey >= cursorIdKey)) continue;
        best.add(key, idKey);
        worstKey = best.worstKey;
      }
    }
    for (let slot = 0; slot < best.kept; slot++) {
      // sign * key gives the value back (0 for a missing price, never -0: String(-0) is "0" anyway).
      rows.push({ id: sign * best.idKeys[slot]!, tier: phase.tier, group: phase.group, sortValue: String(sign * best.keys[slot]!) });
    }
  }
  return rows;
}

/** At most this many positions of the price order are read a phase before a page falls back to a scan. */
const PRICE_ORDER_BUDGET = 8192;
/** A first page, whose total needs the scan anyway, reads the price order only for a selection of at least this share of the facts. */
const PRICE_ORDER_MIN_SHARE = 1 / 256;

/** Whether the listing at a position meets a query without keyword: what select() keeps, tested one position at a time. */
function queryMatcher(facts: Facts, query: EngineQuery): (index: number) => boolean {
  const d = facts.dictionaries;
  const classOk = d.classes.lookup(query.classes);
  const filters = columnFilters(facts, query, true);
  const places = query.places.map((place) => ({
    municipalities: d.municipalities.lookup(place.municipalities),
    districts: d.districts.lookup(place.districts),
    communities: d.communities.lookup(place.communities),
  }));
  const box = query.bbox;
  const { classes, municipalities, districts, communities, latitudes, longitudes } = facts;
  return (index) => {
    if (classOk[classes[index]!] !== 1) return false;
    for (const filter of filters) if (!passes(filter, index)) return false;
    for (const place of places) {
      if ((place.municipalities[municipalities[index]!]! | place.districts[districts[index]!]! | place.communities[communities[index]!]!) === 0) return false;
    }
    // NaN (no position) fails every comparison, as in keepInBox.
    return box === null || isInBox(latitudes[index]!, longitudes[index]!, box);
  };
}

function passes(filter: ColumnFilter, index: number): boolean {
  switch (filter.kind) {
    case 'codes':
      return filter.table[filter.codes[index]!] === 1;
    case 'between': {
      const value = filter.values[index]!;
      return value >= filter.min && value <= filter.max;
    }
    case 'atLeast':
      return filter.values[index]! >= filter.min;
  }
}

/**
 * A page sorted by price of a query without keyword, read from the facts' price order
 * (price-order.ts) in the phases pageRows reads: the same rows, found by testing listings from
 * the cursor on (or from the query's price bound: the walk starts at its minimum going up, at its
 * maximum going down) rather than every listing of the query. Null when there is no order, for
 * another query, or when a phase read PRICE_ORDER_BUDGET positions without filling the page.
 */
function priceOrderedRows(facts: Facts, query: EngineQuery, keyword: ResolvedKeyword | null, after: SearchCursor | null, limit: number): PhasedRow[] | null {
  const order = facts.priceOrder;
  if (!order || keyword || query.sort === 'newest') return null;
  const descending = query.sort === 'price_desc';
  const matches = queryMatcher(facts, query);
  const sale = groupsByTransaction(query) ? facts.dictionaries.transactions.lookup(['Sale']) : null;
  const { transactions, ids } = facts;
  // Rows beyond the price filter's bound are never taken: the walk starts at it.
  const bound: OrderCursor | null = descending
    ? query.maxPrice === null
      ? null
      : { value: query.maxPrice, id: Number.POSITIVE_INFINITY }
    : query.minPrice === null
      ? null
      : { value: query.minPrice, id: Number.NEGATIVE_INFINITY };
  const rows: PhasedRow[] = [];
  for (const phase of pagePhases(query, [1], after)) {
    const wanted = limit - rows.length;
    if (wanted <= 0) break;
    const cursor = after !== null && phase.group === (after.group ?? 0) ? { value: Number(after.value), id: after.id } : null;
    const accepts = sale === null ? matches : (index: number) => (sale[transactions[index]!] === 1 ? 0 : 1) === phase.group && matches(index);
    const found = order.rows(ids, facts.prices, descending, laterStart(cursor, bound, descending), accepts, wanted, PRICE_ORDER_BUDGET);
    if (!found) return null;
    for (const row of found) rows.push({ id: ids[row.index]!, tier: 1, group: phase.group, sortValue: String(row.value) });
  }
  return rows;
}

/** Of two starts of a walk, the one further along it (null: the walk's beginning). */
function laterStart(a: OrderCursor | null, b: OrderCursor | null, descending: boolean): OrderCursor | null {
  if (a === null || b === null) return a ?? b;
  const aFirst = a.value < b.value || (a.value === b.value && a.id < b.id);
  return aFirst === descending ? a : b;
}

function setBit(bits: Uint32Array, index: number, isSet: boolean): Uint32Array {
  const word = index >>> 5;
  let target = bits;
  if (word >= bits.length) {
    if (!isSet) return bits;
    target = new Uint32Array(Math.max(word + 1, bits.length * 2));
    target.set(bits);
  }
  const mask = 1 << (index & 31);
  target[word] = isSet ? target[word]! | mask : target[word]! & ~mask;
  return target;
}

/** Ids sent as one comma-separated text. */
export const idList = (text: string | undefined): number[] => (text ? text.split(',').map(Number) : []);

/**
 * Which listings a ListingFacts holds, with the price its filters and sorts read and its "newest"
 * sort key, each as the SQL pages sort (listing-search-sql.ts SORTS and CLOSED_SORTS).
 */
export interface FactScope {
  /** True for a listing the facts hold (read as FactRow.is_member). */
  member: string;
  /** The predicate of the words index that holds every member (textIdsSql reads matches through it). */
  wordsIndexed: string;
  /** The "newest" sort key as text (FactRow.newest). */
  newest: string;
  /** The price as text. */
  price: string;
}

/** The public listings: the listing time in microseconds, the list price. */
export const PUBLIC_LISTINGS: FactScope = {
  member: searchableListingSql(),
  wordsIndexed: 'is_active',
  newest: '(extract(epoch from coalesce(listed_at, created_at)) * 1000000)::int8::text',
  price: 'price::text',
};

/**
 * One closed market of the VOW tier (sold or leased listings the agent did not hide): the close
 * date in days since 1970, the close price (the list price when the feed gave none).
 */
export function closedListings(status: 'sold' | 'leased'): FactScope {
  return {
    member: `(market_status = '${status}' and not agent_hidden and close_date is not null)`,
    wordsIndexed: 'close_date is not null',
    newest: "(close_date - date '1970-01-01')::int8::text",
    price: 'coalesce(close_price, price)::text',
  };
}

function factColumns(scope: FactScope): string {
  return `id, ${scope.member} as is_member, ${scope.newest} as newest,
  latitude, longitude, feed_class, transaction_type, property_sub_type, ${scope.price} as price, bedrooms, bathrooms, parking_spaces,
  lower(municipality) as municipality, municipality_district, lower(community) as community`;
}

/**
 * A full-text query's matches among the facts' listings (public, or a closed market's), one bit
 * per position of `facts`, kept while its listings change: applyChanges tests each changed row
 * against every kept query in SQL (the listing's words `@@` the query, PostgreSQL's own
 * matching). Only queries with many matches are kept, the most recently used first: a rare
 * word's few ids come from the GIN indexes in a few milliseconds anyway.
 */
interface TextMatches {
  facts: Facts;
  bits: Uint32Array;
}

/** How many full-text queries keep their bits (each is one bit per listing: 155 KB at 1.2 million public listings). */
const KEPT_TEXT_QUERIES = 64;
/** A full-text query's bits are kept from this many matches. */
export const KEEP_TEXT_MATCHES_FROM = 1000;

/** Public listings read by one statement of a full load. */
const LOAD_CHUNK = 100_000;

/**
 * When the facts are loaded again in the background, while the current ones keep answering. A load
 * puts every position back in cluster order, and is the safety net for a write the change checks
 * missed; at 2,000,000 listings it costs a web process 10–30 s of CPU, and on two cores the
 * searches answered meanwhile (a benchmark's p95 went from ~15 to 250–450 ms). So: at least every
 * hour, and after five minutes only once a share of the positions is out of cluster order
 * (listings that arrived, moved or left since the load), as after an import.
 */
export const RELOAD_POLICY = { maxAgeMs: 60 * 60_000, reclusterAfterMs: 5 * 60_000, reclusterShare: 0.02 };

export function backgroundReloadDue(ageMs: number, unclusteredShare: number): boolean {
  return ageMs > RELOAD_POLICY.maxAgeMs || (ageMs > RELOAD_POLICY.reclusterAfterMs && unclusteredShare >= RELOAD_POLICY.reclusterShare);
}

/**
 * Read before each use: the newest write (an index lookup) and the deletion counter the search
 * migration keeps (is_called tells the first deletion, whose last_value stays 1, from none).
 */
const NEWEST_SQL = `select (select max(updated_at) from listing)::text as newest,
    (select last_value || ':' || is_called from public.listing_deletions) as deletions`;

/**
 * Read when the facts are brought up to date (about 0.8 ms, so not at every use): where the next
 * read of changes starts, and whether an unchanged newest ($1) will mean nothing new. Every write
 * of a listing sets `updated_at = now()`, its transaction's start, so a transaction still open can
 * commit rows older than the newest already read. The next read therefore starts at the older of
 * the newest row and the oldest open transaction's start (pg_stat_activity), less a second for a
 * transaction that has taken its start but does not show yet. During an import that is about a
 * second of rows, where a fixed ten-second overlap re-read ~15,000 rows at every search
 * (docs/decisions/2026-11-27-facts-change-window.md). Sessions whose activity this role may not
 * read (another role's, without pg_read_all_stats) could be writers: then ten seconds stand.
 * `stable`: no transaction that began at or before the newest row is open; a later one's rows are
 * newer and move the newest.
 */
const OPEN_TRANSACTIONS_SQL = `with open as (
    select min(xact_start) as oldest, coalesce(bool_or(query = '<insufficient privilege>'), false) as unseen
    from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
      and (xact_start is not null or query = '<insufficient privilege>')
  )
  select (least($1::timestamptz, open.oldest) - case when open.unseen then interval '10 seconds' else interval '1 second' end)::text as since,
    coalesce(not open.unseen and (open.oldest is null or open.oldest > $1::timestamptz), false) as stable
  from open`;

/** What NEWEST_SQL reads. */
interface Newest {
  newest: string | null;
  deletions: string;
}

/** A refresh's view of the table: NEWEST_SQL's, with OPEN_TRANSACTIONS_SQL's. */
interface ChangeState extends Newest {
  /** Where the read of changes after this one starts (null: from the beginning). */
  since: string | null;
  stable: boolean;
}

export class ListingFacts {
  private facts: Facts | null = null;
  private newest: string | null = null;
  /** Where the next read of changes starts, and whether an unchanged newest means no change (ChangeState). */
  private since: string | null = null;
  private stable = false;
  private deletions: string | null = null;
  private loadedAt = 0;
  private refreshing: Promise<Facts> | null = null;
  /** The safety reload by age, run while the current facts keep answering. */
  private reloading: Promise<unknown> | null = null;
  /** Counts the refreshes begun: text matches read while one ran are not kept (see textBits). */
  private refreshes = 0;
  /** Kept text matches by full-text query, least recently used first. */
  private readonly texts = new Map<string, TextMatches>();

  private readonly columns: string;

  private readonly keepTextMatchesFrom: number;
  private readonly scope: FactScope;

  /** `copyOut` reads a full load; `scope`: which listings (the public ones, or a closed market's). */
  constructor(
    private readonly sql: SqlRunner,
    private readonly copyOut: CopyOutRunner,
    { keepTextMatchesFrom = KEEP_TEXT_MATCHES_FROM, scope = PUBLIC_LISTINGS }: { keepTextMatchesFrom?: number; scope?: FactScope } = {},
  ) {
    this.keepTextMatchesFrom = keepTextMatchesFrom;
    this.scope = scope;
    this.columns = factColumns(scope);
  }

  /**
   * Adds every listing that meets the query's filters (and the keyword, when given) to the map's
   * grid; with a bounding box, only listings with a position inside it. Answers how many, and
   * the ids of the first `markerLimit + 1` (one more tells the caller they are too many to mark).
   */
  async aggregate(
    query: EngineQuery,
    keyword: KeywordSource | null,
    grid: GridAggregator,
    markerLimit: number,
  ): Promise<{ total: number; markerIds: number[] }> {
    const [facts, resolved] = await this.withKeyword(keyword);
    // Markers need the listings themselves: a total that few is counted again point by point.
    const counted = resolved ? null : countByCells(facts, query, grid);
    if (counted !== null && counted > markerLimit) return { total: counted, markerIds: [] };
    if (counted !== null) grid.clear();
    // The box is tested as the points are added: their coordinates are read once.
    const { positions, length } = select(facts, { ...query, bbox: null }, resolved);
    const total = grid.addInBox(positions, length, facts, query.bbox ?? EVERYWHERE);
    const markerIds: number[] = [];
    for (let k = 0; k < Math.min(total, markerLimit + 1); k++) markerIds.push(facts.ids[positions[k]!]!);
    return { total, markerIds };
  }

  /**
   * The first `limit` listings after the cursor (from the start without one) that meet the
   * query's filters (and the keyword, when given), in the order of the SQL's keyset pages, and
   * how many meet the query in all. Without `withTotal` the total may be left out (null): a page
   * sorted by price is then read from the price order alone.
   */
  async page(
    query: EngineQuery,
    keyword: KeywordSource | null,
    after: SearchCursor | null,
    limit: number,
    withTotal = true,
  ): Promise<{ rows: PhasedRow[]; total: number | null }> {
    const [facts, resolved] = await this.withKeyword(keyword);
    // A later page needs no total: sorted by price, it needs no scan either.
    const ordered = withTotal ? null : priceOrderedRows(facts, query, resolved, after, limit);
    if (ordered) return { rows: ordered, total: null };
    const selection = select(facts, query, resolved);
    // A walk that failed above (its budget spent) is not tried again.
    const fromOrder = withTotal && selection.length >= facts.size * PRICE_ORDER_MIN_SHARE ? priceOrderedRows(facts, query, resolved, after, limit) : null;
    return { rows: fromOrder ?? pageRows(facts, query, selection, after, limit), total: selection.length };
  }

  /** Loads the facts (or brings them up to date) before any search asks. */
  async warm(): Promise<void> {
    await this.current();
  }

  /** Forget the loaded facts (to free memory). */
  invalidate(): void {
    this.facts = null;
    this.texts.clear();
  }

  /** The facts as of now and the keyword's matches among them (the keyword's index read runs meanwhile). */
  private async withKeyword(keyword: KeywordSource | null): Promise<[Facts, ResolvedKeyword | null]> {
    if (!keyword) return [await this.current(), null];
    const [facts, ids] = await Promise.all([this.current(), keyword.ids]);
    const bits = keyword.tsQuery === null ? null : await this.textBits(facts, keyword.tsQuery);
    return [facts, { ...ids, bits }];
  }

  /**
   * A full-text query's matches as bits over `facts`: kept ones, or read through the GIN index
   * (and kept when they are many). They are kept only when no refresh ran during the read, so
   * every later change reaches them through applyChanges; a refresh that began meanwhile may
   * have read rows newer than the matches without testing them.
   */
  private async textBits(facts: Facts, tsQuery: string): Promise<Uint32Array> {
    const kept = this.texts.get(tsQuery);
    if (kept && kept.facts === facts) {
      this.texts.delete(tsQuery);
      this.texts.set(tsQuery, kept);
      return kept.bits;
    }
    const refreshesBefore = this.refreshes;
    const isQuiet = this.refreshing === null && this.reloading === null;
    const [row] = await this.sql<{ ids: string }>(textIdsSql(tsQuery, this.scope));
    const ids = idList(row?.ids);
    let bits: Uint32Array = new Uint32Array((facts.ids.length >>> 5) + 1);
    for (const id of ids) {
      const index = facts.indexOf.get(id);
      if (index !== undefined) bits = setBit(bits, index, true);
    }
    const isCurrent = isQuiet && this.refreshing === null && this.reloading === null && this.refreshes === refreshesBefore && this.facts === facts;
    if (isCurrent && ids.length >= this.keepTextMatchesFrom) {
      this.texts.delete(tsQuery);
      this.texts.set(tsQuery, { facts, bits });
      if (this.texts.size > KEPT_TEXT_QUERIES) this.texts.delete(this.texts.keys().next().value!);
    }
    return bits;
  }

  /** The facts as of now: reloaded after a delete or when old, else brought up to date with what changed since. */
  private async current(): Promise<Facts> {
    // Asked at every use: prepared, as its text never changes.
    const [head] = (await this.sql<Newest>(prepared({ text: NEWEST_SQL, values: [] }))) as [Newest];
    const needsReload = !this.facts || head.deletions !== this.deletions;
    // An old or disordered load does not make a request wait: the facts kept up to date answer
    // while the background reload runs (1.1 million rows take 10–30 s at 2,000,000 listings).
    if (!needsReload && backgroundReloadDue(Date.now() - this.loadedAt, this.facts!.unclusteredShare())) this.reloadInBackground(head);
    if (!needsReload && head.newest === this.newest && this.stable) return this.facts!;
    if (!this.refreshing) this.refreshes++;
    this.refreshing ??= this.withOpenTransactions(head)
      .then((state) => (needsReload ? this.load(state) : this.applyChanges(state)))
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  /** `head` with where the next read of changes starts, given the transactions open now. */
  private async withOpenTransactions(head: Newest): Promise<ChangeState> {
    const [open] = await this.sql<{ since: string | null; stable: boolean }>({ text: OPEN_TRANSACTIONS_SQL, values: [head.newest] });
    return { ...head, since: open?.since ?? null, stable: open?.stable ?? false };
  }

  private reloadInBackground(head: Newest): void {
    if (this.reloading) return;
    this.refreshes++;
    this.reloading = this.withOpenTransactions(head)
      .then((state) => this.load(state))
      // Nobody awaits it: a failed reload is tried again at the next use.
      .catch(() => undefined)
      .finally(() => {
        this.reloading = null;
      });
  }

  /**
   * Reads every public listing in id order, LOAD_CHUNK rows a statement: at 2,000,000 listings one
   * statement of 1.1 million rows outlasted the web role's statement_timeout on a busy machine
   * (a 500 for the request that loaded). Each chunk is read through COPY, and its rows go into the
   * facts as their lines arrive (copy-text.ts). A row changed while the chunks are read is read
   * again by the next applyChanges (its updated_at is newer than `state`), a row deleted meanwhile
   * makes the next use reload.
   */
  private async load(state: ChangeState): Promise<Facts> {
    const facts = new Facts(roomFor(await this.estimatedMembers()));
    for (let after = 0; ; ) {
      let last = after;
      const reader = new CopyTextReader((fields) => {
        const row = factRowOf(fields);
        facts.upsert(row);
        last = row.id;
      });
      // COPY takes no parameters: `after` is a listing id read from the previous chunk.
      await this.copyOut(
        `copy (select ${this.columns} from listing where ${this.scope.member} and id > ${Math.trunc(after)} order by id limit ${LOAD_CHUNK}) to stdout`,
        (chunk) => reader.push(chunk),
      );
      reader.end();
      if (reader.rows < LOAD_CHUNK) break;
      after = last;
    }
    await facts.cluster();
    // A closed market's map is always of a date range: never counted by cells.
    if (this.scope === PUBLIC_LISTINGS) await facts.countCells();
    this.facts = facts;
    this.texts.clear();
    this.advance(state);
    this.deletions = state.deletions;
    this.loadedAt = Date.now();
    return facts;
  }

  /**
   * The planner's row estimate for the scope's listings (an estimate from the table's statistics,
   * no rows read): a load's columns are sized by it rather than grown from small as the rows
   * arrive, which at 1.1 million listings left arrays of 1.6 million and copies of each on the way.
   */
  private async estimatedMembers(): Promise<number> {
    const [explained] = await this.sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>({
      text: `explain (format json) select 1 from listing where ${this.scope.member}`,
      values: [],
    });
    return explained?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
  }

  private async applyChanges(state: ChangeState): Promise<Facts> {
    const facts = this.facts!;
    // Each changed row is tested against the kept full-text queries: the 1-based positions of those it matches.
    const texts = [...this.texts].filter(([, kept]) => kept.facts === facts);
    // The words are computed (not stored: ~60 µs a row), once a row and only while queries are kept.
    const rows = await this.sql<FactRow & { text_hits: number[] }>(
      texts.length === 0
        ? { text: `select ${this.columns}, '{}'::int[] as text_hits from listing where updated_at >= $1::timestamptz`, values: [this.since ?? '-infinity'] }
        : {
            text: `select ${this.columns},
                array(select q.position::int from unnest($2::text[]) with ordinality q(ts_query, position) where words.words @@ to_tsquery('simple', q.ts_query)) as text_hits
              from listing cross join lateral (select ${searchWordsSql('listing')} as words offset 0) words
              where updated_at >= $1::timestamptz`,
            values: [this.since ?? '-infinity', texts.map(([tsQuery]) => tsQuery)],
          },
    );
    for (const row of rows) {
      facts.upsert(row);
      const index = facts.indexOf.get(row.id);
      if (index === undefined) continue;
      texts.forEach(([, kept], position) => {
        kept.bits = setBit(kept.bits, index, row.text_hits.includes(position + 1));
      });
    }
    // A reload that finished meanwhile replaced these facts: its own state stands.
    if (this.facts === facts) this.advance(state);
    return facts;
  }

  /** The facts now hold every row `state` promised: the next read of changes starts where it says. */
  private advance(state: ChangeState): void {
    this.newest = state.newest;
    this.since = state.since;
    this.stable = state.stable;
  }
}
