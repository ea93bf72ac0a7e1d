import { useState } from 'react';
import type { ReactNode } from 'react';
import * as TabsPrimitive from 'radix-ui/tabs';
import * as styles from './Tabs.css.ts';

export type TabItem = { value: string; label: ReactNode; content: ReactNode; disabled?: boolean };

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
   */
  forceMount?: boolean;
};

/** Tabs with arrow-key navigation; the list scrolls sideways on small screens. */
export function Tabs({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  forceMount = false,
}: TabsProps) {
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
      <TabsPrimitive.List aria-label={label} className={styles.list}>
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
          className={styles.panel}
          // Radix shows every force-mounted panel; the unselected ones are hidden here.
          {...(forceMount ? { forceMount: true, hidden: item.value !== selected } : {})}
        >
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
