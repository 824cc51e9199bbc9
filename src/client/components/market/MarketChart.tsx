/**
 * A month-by-month chart drawn as SVG (no chart library: a line or bars over 24 months is a few
 * dozen elements, and the page's chunk stays small). Axes are labelled; pointing at a month shows
 * its value above the plot, and every value is also in a table behind a "Show the figures"
 * toggle, which is what screen readers and keyboard users read.
 */
import { useId, useState } from 'react';
import { axisTicks, formatAxis, formatValue, monthLabel, type ValueKind } from './market-format.ts';

export interface ChartPoint {
  month: string;
  value: number | null;
}

interface MarketChartProps {
  title: string;
  /** What the y axis measures, e.g. "Listings" or "Price". */
  axisLabel: string;
  kind: ValueKind;
  shape: 'line' | 'bars';
  points: ChartPoint[];
}

// A phone-sized drawing: at 390 px its text is about its nominal size, and it scales up on wider screens.
const WIDTH = 360;
const HEIGHT = 220;
const PAD = { left: 52, right: 10, top: 28, bottom: 30 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

export function MarketChart({ title, axisLabel, kind, shape, points }: MarketChartProps) {
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const values = points.map((point) => point.value).filter((value): value is number => value !== null);
  const hasValues = values.length > 0;
  // Bars and counts start at zero; a price line starts near its lowest value so its movement shows.
  const low = shape === 'bars' || kind !== 'price' ? 0 : Math.min(...values) * 0.9;
  const ticks = axisTicks(hasValues ? low : 0, hasValues ? Math.max(...values) : 1);
  const yMin = ticks[0]!;
  const yMax = ticks.at(-1)!;
  const step = PLOT_W / Math.max(points.length, 1);
  const x = (index: number) => PAD.left + step * index + step / 2;
  const y = (value: number) => PAD.top + PLOT_H - ((value - yMin) / (yMax - yMin || 1)) * PLOT_H;

  const segments: string[] = [];
  let current = '';
  points.forEach((point, index) => {
    if (point.value === null) {
      if (current) segments.push(current);
      current = '';
      return;
    }
    current += `${current ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`;
  });
  if (current) segments.push(current);

  const shown = active === null ? null : points[active];
  return (
    <figure className="market-chart">
      <figcaption id={`${id}-title`} className="market-chart__title">
        {title}
      </figcaption>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-labelledby, the visible caption above (the rule cannot follow a computed id). */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="market-chart__svg"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
        onPointerLeave={() => setActive(null)}
      >
        <text x={PAD.left} y={14} className="market-chart__readout">
          {shown ? `${monthLabel(shown.month, true)}: ${formatValue(shown.value, kind)}` : hasValues ? 'Point at a month to see its value' : 'No figures yet'}
        </text>
        <text className="market-chart__axis-name" transform={`translate(12 ${PAD.top + PLOT_H / 2}) rotate(-90)`} textAnchor="middle">
          {axisLabel}
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="market-chart__grid" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className="market-chart__tick">
              {formatAxis(tick, kind)}
            </text>
          </g>
        ))}
        {points.map((point, index) =>
          index % 6 === (points.length - 1) % 6 ? (
            // The last month's label ends at the plot's edge instead of running past it.
            <text
              key={point.month}
              x={index === points.length - 1 ? WIDTH - PAD.right : x(index)}
              y={HEIGHT - 10}
              textAnchor={index === points.length - 1 ? 'end' : 'middle'}
              className="market-chart__tick"
            >
              {monthLabel(point.month)}
            </text>
          ) : null,
        )}
        {shape === 'bars'
          ? points.map((point, index) =>
              point.value === null ? null : (
                <rect
                  key={point.month}
                  x={x(index) - step * 0.35}
                  width={step * 0.7}
                  y={y(point.value)}
                  height={Math.max(PAD.top + PLOT_H - y(point.value), 0)}
                  className={`market-chart__bar${active === index ? ' is-active' : ''}`}
                />
              ),
            )
          : segments.map((path) => <path key={path} d={path} className="market-chart__line" />)}
        {shape === 'line' &&
          points.map((point, index) =>
            point.value === null ? null : (
              <circle key={point.month} cx={x(index)} cy={y(point.value)} r={active === index ? 4.5 : 2.5} className="market-chart__dot" />
            ),
          )}
        {points.map((point, index) => (
          <rect
            key={point.month}
            x={PAD.left + step * index}
            width={step}
            y={PAD.top}
            height={PLOT_H}
            className="market-chart__hit"
            onPointerEnter={() => setActive(index)}
            onPointerDown={() => setActive(index)}
          >
            <title>{`${monthLabel(point.month, true)}: ${formatValue(point.value, kind)}`}</title>
          </rect>
        ))}
      </svg>
      <p id={`${id}-hint`} className="visually-hidden">
        Every month's figure is in the table that follows.
      </p>
      <details className="market-chart__table">
        <summary>Show the figures</summary>
        <div className="market-chart__scroll" role="region" aria-label={`${title}: figures`} tabIndex={0}>
          <table className="figure-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col">{axisLabel}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((point) => (
                <tr key={point.month}>
                  <th scope="row">{monthLabel(point.month, true)}</th>
                  <td>{formatValue(point.value, kind)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
