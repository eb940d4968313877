import { BanknoteIcon, CarIcon, HeartPulseIcon, ShieldIcon, UmbrellaIcon, type IconProps } from '@portal/shared';
import type { ComponentType } from 'react';
import type { PolicyType } from '@portal/shared';
import { t } from '../../../i18n';

export interface PolicyTypeMeta {
  /** In the current language, read when it is shown. */
  readonly label: string;
  Icon: ComponentType<IconProps>;
}

/**
 * Label and icon per policy type; the colours live in the sales feature's policyTypes.module.css (one per theme). Each
 * label is read from the catalogue when it is asked for, so it is in the language shown at the time.
 */
export const POLICY_TYPE_META: Record<PolicyType, PolicyTypeMeta> = {
  life: {
    get label() {
      return t('policy.types.life');
    },
    Icon: ShieldIcon,
  },
  nonmotor: {
    get label() {
      return t('policy.types.nonmotor');
    },
    Icon: UmbrellaIcon,
  },
  health: {
    get label() {
      return t('policy.types.health');
    },
    Icon: HeartPulseIcon,
  },
  motor: {
    get label() {
      return t('policy.types.motor');
    },
    Icon: CarIcon,
  },
  loan: {
    get label() {
      return t('policy.types.loan');
    },
    Icon: BanknoteIcon,
  },
};

export function policyTypeLabel(type: string): string {
  return POLICY_TYPE_META[type as PolicyType]?.label ?? type;
}
