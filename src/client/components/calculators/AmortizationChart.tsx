/**
 * Balance owing and interest paid so far, year by year, drawn as plain SVG (no chart library).
 * The lines differ by style as well as colour (solid and dashed), the SVG has a title and a
 * description, and the schedule table next to it carries every figure as text.
 */
import { onFirstUse } from '../../lib/on-first-use.ts';
import { useEffect, useId, useRef, useState } from 'react';
import type { YearlyScheduleRow } from '#shared/calculators/index.ts';
import { formatWholeMoney } from './format.ts';

interface AmortizationChartProps {
  principal: number;
  years: readonly YearlyScheduleRow[];
}

const HEIGHT = 280;
const MARGIN = { top: 16, right: 20, bottom: 40, left: 64 };
const DEFAULT_WIDTH = 640;

const AXIS_MONEY = onFirstUse(() => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', notation: 'compact', maximumSignificantDigits: 3 }));

export function AmortizationChart({ principal, years }: AmortizationChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [frame, width] = useWidth<HTMLDivElement>();

  let interestSoFar = 0;
  const points = [
    { year: 0, balance: principal, interest: 0 },
    ...years.map((row) => {
      interestSoFar += row.interest;
      return { year: row.year, balance: row.endBalance, interest: interestSoFar };
    }),
  ];
  const lastYear = Math.max(1, points.at(-1)?.year ?? 1);
  const yTicks = niceTicks(Math.max(principal, interestSoFar, 1));
  const yMax = yTicks.at(-1) ?? 1;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (year: number) => MARGIN.left + (year / lastYear) * plotWidth;
  const y = (amount: number) => MARGIN.top + plotHeight - (amount / yMax) * plotHeight;
  const line = (value: (point: (typeof points)[number]) => number) =>
    points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.year).toFixed(1)},${y(value(point)).toFixed(1)}`).join(' ');
  const balanceLine = line((point) => point.balance);
  const balanceArea = `${balanceLine} L${x(lastYear).toFixed(1)},${y(0)} L${x(0)},${y(0)} Z`;
  const xTicks = yearTicks(lastYear, plotWidth);

  return (
    <figure className="chart" ref={frame}>
      <ul className="chart__legend cluster" aria-hidden="true">
        <li>
          <span className="chart__swatch chart__swatch--balance" /> Balance owing
        </li>
        <li>
          <span className="chart__swatch chart__swatch--interest" /> Interest paid so far
        </li>
      </ul>
      <svg
        className="chart__svg"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>Balance owing and interest paid over time</title>
        <desc id={descriptionId}>
          {`The balance falls from ${formatWholeMoney(principal)} to ${formatWholeMoney(points.at(-1)?.balance ?? 0)} over ${lastYear} years, ` +
            `while the interest paid adds up to ${formatWholeMoney(interestSoFar)}. The schedule table lists the figures for every year.`}
        </desc>
        <g className="chart__grid">
          {yTicks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y(tick)} y2={y(tick)} />
              <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {AXIS_MONEY().format(tick)}
              </text>
            </g>
          ))}
          {xTicks.map((year) => (
            <text key={year} x={x(year)} y={MARGIN.top + plotHeight + 20} textAnchor="middle">
              {year}
            </text>
          ))}
          <text x={MARGIN.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" className="chart__axis-title">
            Years
          </text>
        </g>
        <path className="chart__area" d={balanceArea} />
        <path className="chart__line chart__line--balance" d={balanceLine} />
        <path className="chart__line chart__line--interest" d={line((point) => point.interest)} />
      </svg>
    </figure>
  );
}

/** 0 and four or five round steps up to at least `max` (1, 2, 2.5 or 5 times a power of ten). */
export function niceTicks(max: number): number[] {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks = [];
  for (let tick = 0; tick < max + step; tick += step) ticks.push(tick);
  return ticks;
}

/** Year labels at 1, 2, 5 or 10-year intervals, as many as fit (about one per 56 px). */
function yearTicks(lastYear: number, plotWidth: number): number[] {
  const fit = Math.max(2, Math.floor(plotWidth / 56));
  const step = [1, 2, 5, 10].find((candidate) => lastYear / candidate <= fit) ?? 10;
  const ticks = [];
  for (let year = 0; year <= lastYear; year += step) ticks.push(year);
  return ticks;
}

/** The rendered width of an element, following resizes (fixed default where ResizeObserver is missing). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
