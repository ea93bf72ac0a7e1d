import { Box, type BoxProps } from '../Box/Box.tsx';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems'> & {
  /** Space between the children, on the theme scale (responsive). */
  gap?: BoxProps['gap'];
  /** Horizontal alignment of the children. */
  align?: 'stretch' | 'start' | 'center' | 'end';
};

const alignments = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const;

/** Children one below the other, evenly spaced. */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      alignItems={alignments[align]}
      gap={gap}
      {...props}
    />
  );
}
