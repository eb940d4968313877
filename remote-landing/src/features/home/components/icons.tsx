import { CarIcon, HeartPulseIcon, ScooterIcon, ShieldIcon, type IconProps } from '@portal/shared';
import type { ReactNode } from 'react';
import type { ProductId } from '../lib/products';

/** The icon of each product category; the hero's floating icons cycle through the same four. */
export const productIcons: Record<ProductId, (props: IconProps) => ReactNode> = {
  health: HeartPulseIcon,
  life: ShieldIcon,
  car: CarIcon,
  scooter: ScooterIcon,
};
