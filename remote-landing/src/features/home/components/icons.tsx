import type { ReactNode, SVGProps } from 'react';
import { CarIcon, HeartPulseIcon, ScooterIcon, ShieldIcon, type IconProps } from '@portal/shared';
import type { ProductId } from '../lib/products';

/**
 * A few landing-only icons in the same style as the shared set (24 px grid, stroke 2). Decorative:
 * always aria-hidden, the text next to them names the thing.
 */
function strokeIcon(name: string, body: ReactNode) {
  function Icon({ size = 20, ...rest }: { size?: number } & Omit<SVGProps<SVGSVGElement>, 'children'>) {
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
        aria-hidden="true"
        {...rest}
      >
        {body}
      </svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export const UsersIcon = strokeIcon(
  'Users',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
);
export const RupeeIcon = strokeIcon('Rupee', <path d="M6 3h12M6 8h12M6 13l8.5 8M6 13h3M9 13c6.667 0 6.667-10 0-10" />);
export const GraduationCapIcon = strokeIcon(
  'GraduationCap',
  <>
    <path d="M22 10 12 5 2 10l10 5 10-5z" />
    <path d="M6 12v5c3 3 9 3 12 0v-5M22 10v6" />
  </>,
);
export const HeadsetIcon = strokeIcon(
  'Headset',
  <>
    <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
    <path d="M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z" />
  </>,
);
export const ChevronDownIcon = strokeIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);

/** The icon of each product category; the hero's floating icons cycle through the same four. */
export const productIcons: Record<ProductId, (props: IconProps) => ReactNode> = {
  health: HeartPulseIcon,
  life: ShieldIcon,
  car: CarIcon,
  scooter: ScooterIcon,
};
