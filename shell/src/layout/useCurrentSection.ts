import { useEffect, useState } from 'react';
import { currentSectionId } from '@portal/shared';

export const HOME_SECTIONS = ['features', 'products', 'contact'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** Which home-page section crosses the 100 px line, while `active` (the user is on `/`). */
export function useCurrentSection(active: boolean): HomeSection | null {
  const [current, setCurrent] = useState<HomeSection | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      setCurrent(currentSectionId(HOME_SECTIONS) as HomeSection | null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [active]);
  return active ? current : null;
}
