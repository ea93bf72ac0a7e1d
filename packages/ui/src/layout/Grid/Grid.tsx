import { Box, type BoxProps } from '../Box/Box.tsx';

export type GridProps = Omit<BoxProps, 'display' | 'gridTemplateColumns'> & {
  /** Columns per breakpoint, e.g. `[1, 2, 4]` for small, medium and wide screens. */
  columns?: BoxProps['gridTemplateColumns'];
  gap?: BoxProps['gap'];
};

/** Equal-width columns that adapt to the screen width. */
export function Grid({ columns = [1, 2, 4], gap = 'lg', ...props }: GridProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
