/**
 * How each payment frequency is priced. Convention: the Financial Consumer Agency of Canada's
 * ("Buying your first home"), also used by nerdwallet.ca and most broker calculators: every
 * frequency is a fixed fraction of the monthly payment. Regular bi-weekly/weekly/semi-monthly keep
 * the monthly yearly total; accelerated ones add the equivalent of one monthly payment a year.
 * Some calculators instead price regular bi-weekly as an exact 26-a-year annuity ($400k at 5 %
 * over 25 years: $1,072.54 instead of $1,073.73); the UI shows the description so the choice is
 * visible (calculators reference §4, open point §7.5).
 */

export type PaymentFrequency = 'monthly' | 'semi-monthly' | 'bi-weekly' | 'accelerated-bi-weekly' | 'weekly' | 'accelerated-weekly';

export interface PaymentFrequencyRule {
  readonly label: string;
  readonly paymentsPerYear: number;
  /** Payment = monthly payment × this. */
  readonly monthlyMultiplier: number;
  readonly description: string;
}

export const PAYMENT_FREQUENCIES: Readonly<Record<PaymentFrequency, PaymentFrequencyRule>> = {
  monthly: {
    label: 'Monthly',
    paymentsPerYear: 12,
    monthlyMultiplier: 1,
    description: '12 payments a year: the level payment that repays the loan over the amortization period.',
  },
  'semi-monthly': {
    label: 'Semi-monthly',
    paymentsPerYear: 24,
    monthlyMultiplier: 1 / 2,
    description: '24 payments a year (twice a month), each half the monthly payment.',
  },
  'bi-weekly': {
    label: 'Bi-weekly',
    paymentsPerYear: 26,
    monthlyMultiplier: 12 / 26,
    description: '26 payments a year (every two weeks) of the monthly payment × 12 ÷ 26: the same yearly total as monthly.',
  },
  'accelerated-bi-weekly': {
    label: 'Accelerated bi-weekly',
    paymentsPerYear: 26,
    monthlyMultiplier: 1 / 2,
    description: '26 payments a year (every two weeks) of half the monthly payment: one extra monthly payment a year, so the loan is paid off sooner.',
  },
  weekly: {
    label: 'Weekly',
    paymentsPerYear: 52,
    monthlyMultiplier: 12 / 52,
    description: '52 payments a year of the monthly payment × 12 ÷ 52: the same yearly total as monthly.',
  },
  'accelerated-weekly': {
    label: 'Accelerated weekly',
    paymentsPerYear: 52,
    monthlyMultiplier: 1 / 4,
    description: '52 payments a year of a quarter of the monthly payment: one extra monthly payment a year, so the loan is paid off sooner.',
  },
};

export const PAYMENT_FREQUENCY_KEYS = Object.keys(PAYMENT_FREQUENCIES) as readonly PaymentFrequency[];

/** The short sentence per frequency that the calculator UI shows under the frequency choice. */
export const FREQUENCY_CONVENTIONS: Readonly<Record<PaymentFrequency, string>> = Object.fromEntries(
  PAYMENT_FREQUENCY_KEYS.map((key) => [key, PAYMENT_FREQUENCIES[key].description]),
) as Record<PaymentFrequency, string>;
