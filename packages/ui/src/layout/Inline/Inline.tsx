import { Box, type BoxProps } from '../Box/Box.tsx';

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap'> & {
  /** Space between the children, on the theme scale (responsive). */
  gap?: BoxProps['gap'];
  /** Vertical alignment of the children. */
  align?: 'start' | 'center' | 'end' | 'baseline';
  /** Horizontal distribution of the children. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Whether children wrap onto new lines when space runs out (default true). */
  wrap?: boolean;
};

const alignments = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const;
const justifications = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

/** Children side by side, wrapping on narrow screens. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignments[align]}
      justifyContent={justifications[justify]}
      gap={gap}
      {...props}
    />
  );
}
