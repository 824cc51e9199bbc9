/**
 * The VOW tier's "Sold" / "Leased" choice beside a search (issue #15): what is on the market now,
 * or what sold or leased, with the close-date range (the last 30/90/180/365 days, or custom).
 * Rendered only for a visitor the server entitles (useVowAccess); the choice lives in the URL.
 */
import { useState } from 'react';
import { CLOSED_WITHIN_DAYS, DEFAULT_CLOSED_WITHIN, type ClosedMarket, type MarketUrl } from '#shared/schemas/market-url.schema.ts';
import { FieldFrame } from '../forms/FieldFrame.tsx';

const MARKETS: { value: '' | ClosedMarket; label: string }[] = [
  { value: '', label: 'For sale or rent now' },
  { value: 'sold', label: 'Sold' },
  { value: 'leased', label: 'Leased' },
];

export function MarketChoice({ idPrefix, value, onChange }: { idPrefix: string; value: MarketUrl; onChange: (next: MarketUrl) => void }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const isCustom = Boolean(value.closedFrom && value.closedTo);
  const [from, setFrom] = useState(value.closedFrom ?? '');
  const [to, setTo] = useState(value.closedTo ?? '');
  const within = isCustom ? 'custom' : String(value.closedWithin ?? DEFAULT_CLOSED_WITHIN);

  const chooseMarket = (market: '' | ClosedMarket) => onChange(market ? { market, closedWithin: value.closedWithin } : {});
  const chooseWithin = (next: string) => {
    if (!value.market) return;
    if (next === 'custom') onChange({ market: value.market, closedFrom: from || undefined, closedTo: to || undefined, closedWithin: undefined });
    else onChange({ market: value.market, closedWithin: Number(next) });
  };
  const applyCustom = () => {
    if (value.market && from && to && from <= to) onChange({ market: value.market, closedFrom: from, closedTo: to });
  };

  return (
    <fieldset className="market-choice choice-group">
      <legend>Market</legend>
      <div className="market-choice__options">
        {MARKETS.map((market) => (
          <label key={market.value || 'now'} className="market-choice__option">
            <input
              type="radio"
              name={id('market')}
              value={market.value}
              checked={(value.market ?? '') === market.value}
              onChange={() => chooseMarket(market.value)}
            />
            {market.label}
          </label>
        ))}
      </div>
      {value.market ? (
        <div className="market-choice__range">
          <FieldFrame id={id('closed-within')} label={value.market === 'sold' ? 'Sold in' : 'Leased in'}>
            <select id={id('closed-within')} className="input" value={within} onChange={(event) => chooseWithin(event.target.value)}>
              {CLOSED_WITHIN_DAYS.map((days) => (
                <option key={days} value={String(days)}>
                  the last {days} days
                </option>
              ))}
              <option value="custom">custom dates</option>
            </select>
          </FieldFrame>
          {within === 'custom' ? (
            <>
              <FieldFrame id={id('closed-from')} label="From">
                <input
                  id={id('closed-from')}
                  type="date"
                  className="input"
                  value={from}
                  max={to || undefined}
                  onChange={(event) => setFrom(event.target.value)}
                />
              </FieldFrame>
              <FieldFrame id={id('closed-to')} label="To">
                <input id={id('closed-to')} type="date" className="input" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
              </FieldFrame>
              <button type="button" className="btn btn--ghost btn--sm" onClick={applyCustom} disabled={!from || !to || from > to}>
                Apply dates
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
