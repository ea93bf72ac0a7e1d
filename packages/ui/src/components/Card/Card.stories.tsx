import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { firstImage, sampleImages } from '../../../test/images.ts';
import { Grid } from '../../layout/Grid/Grid.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Rating } from '../Rating/Rating.tsx';
import { Card } from './Card.tsx';

// One card is shown at a card's width; the list and grid stories widen the frame.
const frame: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: (parameters.frameWidth as number | undefined) ?? 320 }}>{Story()}</div>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    title: 'Knuckles Range sunrise trek',
    href: '#tour',
    image: firstImage,
    meta: (
      <>
        <span>Full day</span>
        <Rating value={4.6} size="sm" caption="(23)" />
      </>
    ),
    children: 'Climb through cloud forest to the ridge for sunrise over five peaks.',
    actions: (
      <>
        <strong>from 45 USD</strong>
        <IconButton icon="heart" label="Add to favourites" />
      </>
    ),
  },
  decorators: [frame],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithBadge: Story = { args: { badge: <Badge tone="brand">20% off</Badge> } };
export const List: Story = { args: { layout: 'list' }, parameters: { frameWidth: 720 } };
export const NoImage: Story = { args: { image: undefined } };
export const NotALink: Story = {
  args: {
    href: undefined,
    title: 'Up to 30% off',
    meta: '12 deals',
    children: undefined,
    actions: <Button size="sm">View deals</Button>,
  },
};
export const LongText: Story = {
  args: {
    title:
      'Two-night overnight trek across the Knuckles Range with village homestays and a waterfall swim',
    children:
      'A long overview of the trail that goes on and on about mist, leeches, tea, spice gardens, waterfalls and the friendly people of the villages along the way.',
  },
};
export const GridOfCards: Story = {
  parameters: { frameWidth: 1200 },
  render: (args) => (
    <Grid columns={[1, 2, 4]}>
      {sampleImages.slice(0, 4).map((image, index) => (
        <Card key={image.src} {...args} image={image} title={`Trail ${index + 1}: ${image.alt}`} />
      ))}
    </Grid>
  ),
};
export const SmallScreen: Story = {
  args: { layout: 'list' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
