/** A tour's homes in visiting order with the drive before each; shared by the visitor's plan and the agent's calendar. */
import { formatClock, formatMinutes } from '../../showings/tour-format.ts';
import './tours.css';

export interface TourStopView {
  key: string | number;
  address: string;
  municipality: string | null;
  driveMinutes: number | null;
  approximate: boolean;
  /** Toronto wall time of arrival, when the tour has a time. */
  arrive?: string | null;
  /** What the pre-tour check found ('conditional', 'sold', 'off'). */
  statusFlag?: string | null;
}

const FLAGS: Record<string, string> = { conditional: 'Now conditional', sold: 'Sold', off: 'Off the market' };

export function TourStops({ stops, startLabel }: { stops: TourStopView[]; startLabel?: string }) {
  return (
    <ol className="tour-stops">
      {stops.map((stop, index) => (
        <li key={stop.key} className="tour-stops__stop">
          {/* Every later stop says its drive, also when two homes share a spot (placed at one community centre). */}
          {stop.driveMinutes || (index > 0 && stop.driveMinutes === 0) ? (
            <span className="tour-stops__drive">
              {stop.driveMinutes ? formatMinutes(stop.driveMinutes) : 'Under 1 min'} drive{index === 0 && startLabel ? ` from ${startLabel}` : ''}
            </span>
          ) : null}
          <span className="tour-stops__home cluster">
            {stop.arrive ? <span className="tour-stops__time">{formatClock(stop.arrive)}</span> : null}
            <span className="tour-stops__address">{[stop.address, stop.municipality].filter(Boolean).join(', ')}</span>
            {stop.approximate ? (
              <span className="tour-badge pill" title="This home has no exact location yet; it is placed at its neighbourhood's centre.">
                approximate location
              </span>
            ) : null}
            {stop.statusFlag ? <span className="tour-badge pill tour-badge--warning">{FLAGS[stop.statusFlag] ?? stop.statusFlag}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
