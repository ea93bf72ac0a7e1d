import { useState } from 'react';
import type { ReactNode } from 'react';
import * as TabsPrimitive from 'radix-ui/tabs';
import { cx } from '../../internal/cx.ts';
import * as styles from './Tabs.css.ts';

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /**
   * The content opens with its own heading, so none is added for it where the panels are shown
   * without tabs (`forceMount`, no scripts): a tour's 'Itinerary' opens with 'Overview' and has
   * its own 'Itinerary' heading further on.
   */
  ownHeading?: boolean;
};

export type TabsProps = {
  /** Names the tab list for screen readers, e.g. 'Tour details'. */
  label: string;
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * Keeps every panel in the page, the unselected ones `hidden`: search engines and find-in-page
   * read all of them, and the server HTML holds them all (e.g. a tour's itinerary and terms).
   * Without scripts (`scripting: none`) the tab row is not drawn and every panel is shown, one
   * after another, each under its label as a heading (ADR 281).
   */
  forceMount?: boolean;
  /** The level of the panels' headings shown without scripts (with `forceMount`); default 2. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * Tabs with arrow-key navigation; the list scrolls sideways on small screens, a shadow at an
 * edge saying there is more that way.
 */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  forceMount = false,
  headingLevel = 2,
}: TabsProps) {
  const Heading = `h${headingLevel}` as const;
  const [chosen, setChosen] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? chosen;
  return (
    <TabsPrimitive.Root
      value={selected}
      onValueChange={(next) => {
        setChosen(next);
        onValueChange?.(next);
      }}
    >
      <TabsPrimitive.List
        aria-label={label}
        className={cx(styles.list, forceMount && styles.listNeedsScripts)}
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content
          key={item.value}
          value={item.value}
          className={cx(styles.panel, forceMount && styles.panelShownWithoutScripts)}
          // Radix shows every force-mounted panel; the unselected ones are hidden here.
          {...(forceMount ? { forceMount: true, hidden: item.value !== selected } : {})}
        >
          {/* A tab names its panel; without scripts, where there are no tabs, this does. With
              them it is not drawn, so a screen reader does not hear the name twice. */}
          {forceMount && !item.ownHeading && (
            <Heading className={styles.panelHeading}>{item.label}</Heading>
          )}
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
