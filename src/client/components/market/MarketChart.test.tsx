// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketChart } from './MarketChart.tsx';

const points = [
  { month: '2026-01-01', value: 12 },
  { month: '2026-02-01', value: null },
  { month: '2026-03-01', value: 30 },
];

afterEach(cleanup);

describe('MarketChart', () => {
  it('names the drawing, labels its axes and shows a month when pointed at', () => {
    const { container } = render(<MarketChart title="New listings" axisLabel="Listings" kind="count" shape="bars" points={points} />);
    expect(screen.getByRole('img', { name: 'New listings' })).toBeTruthy();
    expect(container.querySelector('.market-chart__axis-name')?.textContent).toBe('Listings');
    expect(container.querySelectorAll('.market-chart__bar')).toHaveLength(2);
    fireEvent.pointerEnter(container.querySelectorAll('.market-chart__hit')[2]!);
    expect(container.querySelector('.market-chart__readout')?.textContent).toBe('March 2026: 30');
  });

  it('gives every month in a table, a gap as a dash', () => {
    render(<MarketChart title="Median asking price" axisLabel="Price" kind="price" shape="line" points={points} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['MonthPrice', 'January 2026$12', 'February 2026—', 'March 2026$30']);
  });
});
