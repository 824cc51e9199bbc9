/**
 * `landTransferTax` as the calculator tests ask it: a home in Toronto bought by a repeat buyer,
 * closing on 15 June 2026, with only what a test is about given.
 */
import { type LandTransferTaxInput, landTransferTax } from '#shared/calculators/land-transfer-tax.ts';

export const landTransfer = (input: Partial<LandTransferTaxInput> & Pick<LandTransferTaxInput, 'price'>) =>
  landTransferTax({ propertyType: 'residential', inToronto: true, firstTimeBuyer: false, closingDate: '2026-06-15', ...input });
