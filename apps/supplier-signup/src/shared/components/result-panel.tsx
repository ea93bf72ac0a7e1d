// The one layout of the thank-you and verification result pages: a title, a heading, a few
// words and, where there is one, the way on.
import type { ReactNode } from 'react';
import { Icon } from '@trails/ui/icon';
import type { IconName } from '@trails/ui/icon';
import * as styles from './result-panel.css.ts';

export interface ResultPanelProps {
  /** The document title (before ' | Lanka Trails'). */
  title: string;
  heading: string;
  tone: 'success' | 'danger';
  children: ReactNode;
  action?: ReactNode;
}

const icons: Record<ResultPanelProps['tone'], IconName> = { success: 'tick', danger: 'alert' };

export function ResultPanel({ title, heading, tone, children, action }: ResultPanelProps) {
  return (
    <article className={styles.panel}>
      <title>{`${title} | Lanka Trails`}</title>
      <span className={styles.badge[tone]}>
        <Icon name={icons[tone]} size="lg" />
      </span>
      <h1 className={styles.heading}>{heading}</h1>
      <div className={styles.body}>{children}</div>
      {action && <div className={styles.action}>{action}</div>}
    </article>
  );
}
