import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { limits, ArrowUpIcon } from '@portal/shared';
import { prefersReducedMotion } from '../hooks/useMediaQuery';
import { useT } from '../../../i18n';
import styles from './ScrollToTopButton.module.css';

interface ScrollToTopButtonProps {
  /** Where keyboard focus goes once back at the top (the button itself disappears there). */
  focusTargetId?: string;
}

/**
 * A "back to top" button, shown once the page has scrolled more than `limits.scrollToTopThresholdPx`.
 * It is rendered into <body>: a host may wrap the page in an element with a transform (the shell's
 * page fade-and-slide keeps one), which would make that element — not the viewport — the containing
 * block of this fixed button and put it at the bottom of the page instead of the screen's corner.
 */
export function ScrollToTopButton({ focusTargetId }: ScrollToTopButtonProps) {
  const { t } = useT();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > limits.scrollToTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;

  return createPortal(
    <button
      type="button"
      className={styles.button}
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        const target = focusTargetId ? document.getElementById(focusTargetId) : null;
        target?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon size={22} />
    </button>,
    document.body,
  );
}
