import type { ReactElement, SVGProps } from 'react';

/**
 * The portal's icons as inline SVG (no icon font to download), all drawn alike: a 24 px grid, stroke 2,
 * in the text's colour. Decorative by default (`aria-hidden`); pass `title` to give one an accessible name.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
  title?: string;
}

function icon(name: string, body: ReactElement) {
  function Icon({ size = 20, title, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const CalendarIcon = icon(
  'Calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const CarIcon = icon(
  'Car',
  <>
    <path d="M5 17H3v-5l2-5h14l2 5v5h-2" />
    <path d="M3 12h18" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
    <path d="M9 17h6" />
  </>,
);
export const CheckIcon = icon('Check', <path d="M20 6 9 17l-5-5" />);
export const DownloadIcon = icon(
  'Download',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5M12 15V3" />
  </>,
);
export const EnvelopeIcon = icon(
  'Envelope',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 6-10 7L2 6" />
  </>,
);
export const FilterIcon = icon('Filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />);
export const HeartPulseIcon = icon(
  'HeartPulse',
  <>
    <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    <path d="M3.22 12H9.5l.5-1 2 4.5 2-7 1.5 3.5h5.27" />
  </>,
);
export const PhoneIcon = icon(
  'Phone',
  <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z" />,
);
export const MoonIcon = icon('Moon', <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />);
export const SunIcon = icon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="5" />
    <path d="M12 1v2M12 21v2M4.22 4.22l1.42 1.42M18.36 18.36l1.42 1.42M1 12h2M21 12h2M4.22 19.78l1.42-1.42M18.36 5.64l1.42-1.42" />
  </>,
);
export const SearchIcon = icon(
  'Search',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.35-4.35" />
  </>,
);
export const CloseIcon = icon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const UserIcon = icon(
  'User',
  <>
    <path d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const MenuIcon = icon('Menu', <path d="M3 6h18M3 12h18M3 18h18" />);
export const ScooterIcon = icon(
  'Scooter',
  <>
    <circle cx="5" cy="17" r="3" />
    <circle cx="19" cy="17" r="3" />
    <path d="M8 17h8l2-7h-4M14 5h3l1 5" />
  </>,
);
export const ShieldIcon = icon('Shield', <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />);
export const ArrowUpIcon = icon('ArrowUp', <path d="M12 19V5M5 12l7-7 7 7" />);
export const UsersIcon = icon(
  'Users',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);
export const RupeeIcon = icon('Rupee', <path d="M6 3h12M6 8h12M6 13l8.5 8M6 13h3M9 13c6.667 0 6.667-10 0-10" />);
export const GraduationCapIcon = icon(
  'GraduationCap',
  <>
    <path d="M22 10 12 5 2 10l10 5 10-5z" />
    <path d="M6 12v5c3 3 9 3 12 0v-5M22 10v6" />
  </>,
);
export const HeadsetIcon = icon(
  'Headset',
  <>
    <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
    <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
  </>,
);
export const ChevronDownIcon = icon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const BankIcon = icon('Bank', <path d="M3 21h18M4 10h16M5 10v8M9.5 10v8M14.5 10v8M19 10v8M12 3 3 8h18z" />);
export const UmbrellaIcon = icon(
  'Umbrella',
  <>
    <path d="M22 12a10 10 0 0 0-20 0Z" />
    <path d="M12 12v8a2 2 0 0 0 4 0" />
    <path d="M12 2v1" />
  </>,
);
export const BanknoteIcon = icon(
  'Banknote',
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2" />
    <path d="M6 12h.01M18 12h.01" />
  </>,
);
