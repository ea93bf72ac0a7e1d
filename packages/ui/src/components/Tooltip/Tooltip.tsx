import type { ReactElement, ReactNode } from 'react';
import * as TooltipPrimitive from 'radix-ui/tooltip';
import * as styles from './Tooltip.css.ts';

export type TooltipProps = {
  /** What the tooltip says, e.g. the rest of a list of categories. */
  content: ReactNode;
  /** One focusable element (a button or link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds before it shows on hover (default 300). */
  delay?: number;
  open?: boolean;
  defaultOpen?: boolean;
};

/**
 * A short hint shown on hover or keyboard focus, dismissed with Escape. Keep essential
 * information out of tooltips: touch screens only show them on a long press.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  delay = 300,
  open,
  defaultOpen,
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delay}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content side={side} sideOffset={6} className={styles.content}>
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
