/**
 * Land transfer tax calculator (/landtransfer): the Ontario tax, the Toronto municipal tax inside
 * the city, the first-time buyer refund and rebate, each worked out bracket by bracket. The inputs
 * live in the URL query (parseLandTransferSearch), so a result can be shared and survives a reload.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import type { LandTransferTaxResult } from '#shared/calculators/index.ts';
import { landTransferTax, ONTARIO_FIRST_TIME_REFUND_CAPS, ONTARIO_LTT_SCHEDULES, TORONTO_FIRST_TIME_REBATE_CAPS } from '#shared/calculators/index.ts';
import { ruleInEffect } from '#shared/calculators/dated-rules.ts';
import type { TLandTransferSearch } from '#shared/schemas/calculator-search.schema.ts';
import { EARLIEST_CLOSING_DATE, LATEST_CLOSING_DATE } from '#shared/schemas/calculator-search.schema.ts';
import { BracketTable } from '../../components/calculators/BracketTable.tsx';
import { calculate } from '../../components/calculators/calculation.ts';
import { CalculatorPage } from '../../components/calculators/CalculatorPage.tsx';
import { useCalculatorSearch } from '../../components/calculators/use-calculator-search.ts';
import { DateInput } from '../../components/calculators/DateInput.tsx';
import { CheckboxField, ChoiceField, Field, hintId, MoneyField } from '../../components/calculators/Field.tsx';
import { Figures, LiveSummary } from '../../components/calculators/Figures.tsx';
import { formatIsoDate, formatMoney, formatPercent } from '../../components/calculators/format.ts';
import { PercentInput } from '../../components/calculators/NumericInput.tsx';

const route = getRouteApi('/_public/landtransfer');

const PROPERTY_TYPE_OPTIONS = [
  { value: 'residential', label: 'A home', hint: 'One or two single-family residences: house, semi, townhouse or condo.' },
  { value: 'other', label: 'Other property', hint: 'Commercial, industrial, three or more units, farm or vacant land.' },
] as const;

export default function LandTransferPage() {
  const [search, update] = useCalculatorSearch<TLandTransferSearch>(route);
  const id = useId();

  const calculation = calculate(() =>
    landTransferTax({
      price: search.price,
      propertyType: search.type,
      inToronto: search.toronto,
      firstTimeBuyer: search.firstTime,
      firstTimeBuyerShare: search.share / 100,
      closingDate: search.closing,
    }),
  );

  const inputs = (
    <>
      <MoneyField
        id={`${id}-price`}
        label="Purchase price"
        hint="The tax applies to the sale price only (for a new home, the price before HST)."
        value={search.price}
        onChange={(price) => update({ price })}
      />
      <ChoiceField id={`${id}-type`} legend="Property type" value={search.type} options={PROPERTY_TYPE_OPTIONS} onChange={(type) => update({ type })} />
      <CheckboxField
        id={`${id}-toronto`}
        label="The property is in the City of Toronto"
        hint="Toronto charges its municipal land transfer tax on top of the Ontario tax."
        checked={search.toronto}
        onChange={(toronto) => update({ toronto })}
      />
      <CheckboxField
        id={`${id}-first-time`}
        label="First-time home buyer"
        hint="Never owned a home anywhere in the world, nor has your spouse while you were together."
        checked={search.firstTime}
        onChange={(firstTime) => update({ firstTime })}
      />
      {search.firstTime ? (
        <Field
          id={`${id}-share`}
          label="Share owned by first-time buyers"
          hint="Buying with someone who has owned a home? The refund and rebate shrink to your share."
        >
          <PercentInput
            id={`${id}-share`}
            step={5}
            value={search.share}
            onValueChange={(share) => update({ share })}
            aria-describedby={hintId(`${id}-share`)}
          />
        </Field>
      ) : null}
      <Field id={`${id}-closing`} label="Closing date" hint="The rates in force on the day the purchase is registered apply.">
        <DateInput
          id={`${id}-closing`}
          value={search.closing}
          min={EARLIEST_CLOSING_DATE}
          max={LATEST_CLOSING_DATE}
          onValueChange={(closing) => update({ closing })}
          aria-describedby={hintId(`${id}-closing`)}
        />
      </Field>
    </>
  );

  return (
    <CalculatorPage
      title="Land Transfer Tax Calculator"
      lead="Ontario and City of Toronto land transfer tax on a purchase, with first-time buyer refunds."
      inputs={inputs}
      calculation={calculation}
      results={(result) => <LandTransferResults result={result} search={search} />}
      details={(result) => <LandTransferBreakdown result={result} search={search} />}
    />
  );
}

function LandTransferResults({ result, search }: { result: LandTransferTaxResult; search: TLandTransferSearch }) {
  return (
    <>
      <LiveSummary>
        Total land transfer tax: <strong>{formatMoney(result.total)}</strong>
      </LiveSummary>
      <Figures
        items={[
          { label: 'Ontario land transfer tax', value: formatMoney(result.ontarioTax) },
          search.firstTime && { label: 'Ontario first-time buyer refund', value: `− ${formatMoney(result.ontarioRefund)}` },
          search.toronto && {
            label: 'Toronto municipal land transfer tax',
            value: formatMoney(result.torontoTax),
            note: result.torontoScheduleEffectiveFrom ? `Rates in force since ${formatIsoDate(result.torontoScheduleEffectiveFrom)}.` : undefined,
          },
          search.toronto && search.firstTime && { label: 'Toronto first-time buyer rebate', value: `− ${formatMoney(result.torontoRebate)}` },
          { label: 'Total due at closing', value: formatMoney(result.total), isHeadline: true },
        ]}
      />
      {result.notes.map((note) => (
        <p key={note} className="calc-note">
          {note}
        </p>
      ))}
      <p className="calc-note">Not included: the non-resident speculation tax, and the registration fees your lawyer charges.</p>
    </>
  );
}

function LandTransferBreakdown({ result, search }: { result: LandTransferTaxResult; search: TLandTransferSearch }) {
  const ontarioSchedule = ruleInEffect(ONTARIO_LTT_SCHEDULES, search.closing, 'Ontario land transfer tax');
  const ontarioCap = ruleInEffect(ONTARIO_FIRST_TIME_REFUND_CAPS, search.closing, 'Ontario refund').maximum;
  const torontoCap = ruleInEffect(TORONTO_FIRST_TIME_REBATE_CAPS, search.closing, 'Toronto rebate').maximum;
  const reliefApplies = search.firstTime && search.type === 'residential';

  return (
    <section className="calc-section" aria-labelledby="ltt-breakdown-heading">
      <h2 id="ltt-breakdown-heading">How it is calculated</h2>
      <p>Each rate applies only to the part of the price that falls inside its bracket, like income tax. Closing on {formatIsoDate(search.closing)}.</p>
      <BracketTable
        caption={`Ontario land transfer tax (rates in force since ${formatIsoDate(ontarioSchedule.effectiveFrom)})`}
        slices={result.ontarioBreakdown}
        total={result.ontarioTax}
      />
      {reliefApplies ? (
        <ReliefFormula name="Ontario refund" sharePercent={search.share} tax={result.ontarioTax} maximum={ontarioCap} relief={result.ontarioRefund} />
      ) : null}
      {search.toronto && result.torontoScheduleEffectiveFrom ? (
        <>
          <BracketTable
            caption={`Toronto municipal land transfer tax (rates in force since ${formatIsoDate(result.torontoScheduleEffectiveFrom)})`}
            slices={result.torontoBreakdown}
            total={result.torontoTax}
          />
          {reliefApplies ? (
            <ReliefFormula name="Toronto rebate" sharePercent={search.share} tax={result.torontoTax} maximum={torontoCap} relief={result.torontoRebate} />
          ) : null}
        </>
      ) : null}
      <p className="calc-formula">
        Total = {formatMoney(result.ontarioTax)}
        {reliefApplies ? ` − ${formatMoney(result.ontarioRefund)}` : ''}
        {search.toronto ? ` + ${formatMoney(result.torontoTax)}` : ''}
        {search.toronto && reliefApplies ? ` − ${formatMoney(result.torontoRebate)}` : ''} = <strong>{formatMoney(result.total)}</strong>
      </p>
    </section>
  );
}

/** A first-time buyer's refund or rebate: their share of the tax, up to the maximum in force. */
function ReliefFormula({ name, sharePercent, tax, maximum, relief }: { name: string; sharePercent: number; tax: number; maximum: number; relief: number }) {
  return (
    <p className="calc-formula">
      {name} = {formatPercent(sharePercent)} × the lesser of {formatMoney(tax)} and the {formatMoney(maximum)} maximum = <strong>{formatMoney(relief)}</strong>
    </p>
  );
}
