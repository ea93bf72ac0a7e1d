import { useEffect, useState } from 'react';
import { cx } from '../../internal/cx.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './LoadingOverlay.css.ts';

export const DEFAULT_DISMISS_DELAY = 2_000;

export type LoadingOverlayProps = {
  loading: boolean;
  /** Shown under the spinner and announced, e.g. 'Placing your booking'. */
  label: string;
  /** Milliseconds the overlay stays after loading ends (spec §9: 2 s). */
  dismissDelay?: number;
  /** Covers the whole window (default) or only the nearest positioned parent. */
  fullScreen?: boolean;
};

/**
 * A veil with a spinner over the page (or a section) while something loads. It lingers for
 * `dismissDelay` after `loading` turns false, so quick successive loads do not flicker.
 */
export function LoadingOverlay({
  loading,
  label,
  dismissDelay = DEFAULT_DISMISS_DELAY,
  fullScreen = true,
}: LoadingOverlayProps) {
  const [lingering, setLingering] = useState(false);
  const [wasLoading, setWasLoading] = useState(loading);
  // Adjusting state while rendering, as React recommends for reacting to a prop change.
  if (wasLoading !== loading) {
    setWasLoading(loading);
    setLingering(!loading);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), dismissDelay);
    return () => clearTimeout(timer);
  }, [lingering, dismissDelay]);

  if (!loading && !lingering) return null;
  return (
    <div
      className={cx(styles.overlay, fullScreen ? styles.fullScreen : styles.contained)}
      data-testid="loading-overlay"
    >
      <Spinner size="lg" />
      <p role="status" className={styles.label}>
        {label}
      </p>
    </div>
  );
}
