/** Key facts, the labelled detail sections, highlights and rooms of a listing ('N/A' for gaps). */
import type { TListingDetail } from '#shared/schemas/listing.schema.ts';
import { buildDetailSections, buildKeyFacts, displayValue, highlightsOf, roomDimensions, type DetailRow } from './detail-format.ts';

function FactsTable({ rows, caption }: { rows: DetailRow[]; caption: string }) {
  return (
    <table className="detail-facts">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td suppressHydrationWarning={row.readsClock}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function KeyFacts({ listing }: { listing: TListingDetail }) {
  return (
    <section className="detail-card" aria-labelledby="key-facts-heading">
      <h2 id="key-facts-heading">Key facts</h2>
      <FactsTable rows={buildKeyFacts(listing)} caption="Key facts" />
    </section>
  );
}

export function DetailSections({ listing }: { listing: TListingDetail }) {
  const highlights = highlightsOf(listing);
  // A column of N/A says nothing: the level and the features show only when some room has them.
  const hasLevels = listing.rooms.some((room) => room.level);
  const hasFeatures = listing.rooms.some((room) => room.features.some(Boolean));
  return (
    <>
      <div className="detail-sections">
        {buildDetailSections(listing).map((section) => (
          <section key={section.title} className="detail-card" aria-labelledby={`section-${section.title}`}>
            <h2 id={`section-${section.title}`}>{section.title}</h2>
            <FactsTable rows={section.rows} caption={section.title} />
          </section>
        ))}
      </div>
      <section className="detail-card" aria-labelledby="section-highlights">
        <h2 id="section-highlights">Highlights</h2>
        {highlights.length > 0 ? (
          <ul className="detail-highlights">
            {highlights.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p>N/A</p>
        )}
      </section>
      <section className="detail-card" aria-labelledby="section-rooms">
        <h2 id="section-rooms">Rooms</h2>
        {listing.rooms.length > 0 ? (
          <div className="detail-rooms__scroll" tabIndex={0} role="region" aria-label="Rooms table">
            <table className="detail-rooms">
              <thead>
                <tr>
                  <th scope="col">Room</th>
                  {hasLevels ? <th scope="col">Level</th> : null}
                  <th scope="col">Dimensions</th>
                  {hasFeatures ? <th scope="col">Features</th> : null}
                </tr>
              </thead>
              <tbody>
                {listing.rooms.map((room, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the feed's rooms have no id and may repeat a name ("Bedroom"); the list is shown as the feed orders it and never reordered or edited.
                  <tr key={`${room.name}-${index}`}>
                    <th scope="row">{displayValue(room.name)}</th>
                    {hasLevels ? <td>{displayValue(room.level)}</td> : null}
                    <td>{roomDimensions(room)}</td>
                    {hasFeatures ? <td>{room.features.filter(Boolean).join(', ') || 'N/A'}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>N/A</p>
        )}
      </section>
    </>
  );
}
