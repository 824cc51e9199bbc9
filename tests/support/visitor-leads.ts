/**
 * What visitors send the agent, in the spec's names, as the tests of those paths send it: a
 * Contact Us message, a question about a listing and a showing request. A test changes only the
 * fields it is about.
 */

/** POST /api/public/contact/new */
export const CONTACT_MESSAGE = {
  firstname: 'Maria',
  lastname: 'Lopez',
  email_address: 'maria@example.com',
  phone_number: '4165550100',
  enquiry: 'Do you cover Etobicoke?',
};

/** POST /api/public/enquiries/new about the listing `propertyId` (a house). */
export const propertyEnquiry = (propertyId: number) => ({
  property_id: propertyId,
  property_type: 'resedential',
  full_name: 'Tom Baker',
  email_address: 'tom@example.com',
  enquiry: 'Is the basement finished?',
});

/** POST /api/public/appointments/new for these homes (the visitor's showing list, sent as JSON text). */
export const showingRequest = (properties: unknown[], overrides: Record<string, unknown> = {}) => ({
  full_name: 'Priya Shah',
  email_address: 'priya@example.com',
  phone_number: '6475550111',
  message: 'Weekend works best',
  appointment: '2030-06-01 14:30',
  properties: JSON.stringify(properties),
  ...overrides,
});
