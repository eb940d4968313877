import type { IconProps } from '@portal/shared';

/** Two icons the shared set lacks (non-motor, loan), drawn like the shared ones. */
function svgProps({ size = 20, title, ...rest }: IconProps) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    focusable: 'false' as const,
    ...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true }),
    ...rest,
  };
}

export function UmbrellaIcon(props: IconProps) {
  return (
    <svg {...svgProps(props)}>
      {props.title ? <title>{props.title}</title> : null}
      <path d="M22 12a10 10 0 0 0-20 0Z" />
      <path d="M12 12v8a2 2 0 0 0 4 0" />
      <path d="M12 2v1" />
    </svg>
  );
}

export function BanknoteIcon(props: IconProps) {
  return (
    <svg {...svgProps(props)}>
      {props.title ? <title>{props.title}</title> : null}
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <circle cx="12" cy="12" r="2" />
      <path d="M6 12h.01M18 12h.01" />
    </svg>
  );
}
