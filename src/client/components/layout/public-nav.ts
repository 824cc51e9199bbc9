/** The public navigation (public spec, section 2) and the footer's important links. */
import { linkOptions } from '@tanstack/react-router';

export const PRIMARY_NAV = linkOptions([
  { to: '/', label: 'Home', activeOptions: { exact: true } },
  { to: '/about', label: 'About Us' },
  { to: '/search', label: 'Residential' },
  { to: '/comsearch', label: 'Commercial' },
  { to: '/estate/$locationName', params: { locationName: 'toronto' }, label: 'Map Search' },
  { to: '/buy', label: 'Buy' },
  { to: '/sell', label: 'Sell' },
  { to: '/contact-us', label: 'Contact us' },
]);

export const FOOTER_LINKS = linkOptions([
  { to: '/search', label: 'Residential Properties' },
  { to: '/comsearch', label: 'Commercial Properties' },
  { to: '/estate/$locationName', params: { locationName: 'toronto' }, label: 'Map Search' },
  { to: '/propertylisting', label: 'Property Listing' },
  { to: '/showings', label: 'My Showing List' },
  { to: '/calculators', label: 'Mortgage Calculators' },
  { to: '/blogs', label: 'Blog' },
  { to: '/about', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
]);
