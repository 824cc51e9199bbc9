/**
 * Small stroke icons drawn inline (no icon font or image requests). Always decorative: pair them
 * with visible text (or a visually hidden one), which is what assistive technology reads.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** The frame every icon shares: a 24 × 24 grid, stroked in the text colour, hidden from assistive technology. */
const FRAME: IconProps = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': 'true',
  focusable: 'false',
};

/** An icon component from its drawing: the shapes, in order, inside the shared frame. */
function icon(...shapes: ReactElement[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon when this module loads (never during a render), so each icon keeps one component identity.
  return function Icon(props: IconProps) {
    // The shapes as separate children (not an array), so they need no keys.
    return createElement('svg', { ...FRAME, ...props }, ...shapes);
  };
}

export const PhoneIcon = icon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
);
export const MailIcon = icon(<rect x="3" y="5" width="18" height="14" rx="2" />, <path d="m3 7 9 6 9-6" />);
export const MapPinIcon = icon(<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />, <circle cx="12" cy="9.5" r="2.5" />);
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />);
export const HouseIcon = icon(<path d="M3 11 12 4l9 7" />, <path d="M5 10v10h14V10" />, <path d="M10 20v-6h4v6" />);
export const CalculatorIcon = icon(
  <rect x="5" y="3" width="14" height="18" rx="2" />,
  <path d="M8 7h8M8 12h.01M12 12h.01M16 12h.01M8 16h.01M12 16h.01M16 16h.01" />,
);
export const SignIcon = icon(<path d="M5 21V3M5 5h14v8H5" />, <path d="M9 9h6" />);
export const KeyIcon = icon(<circle cx="8" cy="15" r="4" />, <path d="m11 12 9-9M16 7l3 3M14 9l2 2" />);
export const SearchIcon = icon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-3.5-3.5" />);
export const BellIcon = icon(<path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />, <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />);
export const NewsIcon = icon(<rect x="3" y="4" width="18" height="16" rx="2" />, <path d="M7 8h10M7 12h10M7 16h6" />);
export const ChartIcon = icon(<path d="M4 20V4M4 20h16" />, <path d="m7 15 4-4 3 3 5-6" />);
export const ArrowRightIcon = icon(<path d="M5 12h14M13 6l6 6-6 6" />);
