import type { ComponentType } from 'react';
import { CarIcon, HeartPulseIcon, ShieldIcon, type IconProps, type PolicyType } from '@portal/shared';
import { BanknoteIcon, UmbrellaIcon } from './components/extraIcons';

export interface PolicyTypeMeta {
  label: string;
  Icon: ComponentType<IconProps>;
}

/** Label and icon per policy type; the colours live in policyTypes.module.css (one per theme). */
export const POLICY_TYPE_META: Record<PolicyType, PolicyTypeMeta> = {
  life: { label: 'Life', Icon: ShieldIcon },
  nonmotor: { label: 'Non-Motor', Icon: UmbrellaIcon },
  health: { label: 'Health', Icon: HeartPulseIcon },
  motor: { label: 'Motor', Icon: CarIcon },
  loan: { label: 'Loan', Icon: BanknoteIcon },
};

export function policyTypeLabel(type: string): string {
  return POLICY_TYPE_META[type as PolicyType]?.label ?? type;
}
