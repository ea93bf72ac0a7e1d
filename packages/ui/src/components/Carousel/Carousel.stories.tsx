import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImages } from '../../../test/images.ts';
import { Card } from '../Card/Card.tsx';
import { Carousel } from './Carousel.tsx';

const cards = sampleImages.map((image, index) => (
  <Card key={image.src} title={`Trail ${index + 1}`} href={`#trail-${index + 1}`} image={image}>
    {image.alt}
  </Card>
));

const banners = sampleImages.slice(0, 3).map((image) => (
  <figure key={image.src} style={{ margin: 0 }}>
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    />
    <figcaption>{image.alt}</figcaption>
  </figure>
));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: 'Top Selling', children: cards },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One card on small screens, two on medium, four on wide ones. */
export const Cards: Story = {};
export const Banner: Story = {
  args: { label: 'Highlights', layout: 'single', autoplay: true, loop: true, children: banners },
};
export const Looping: Story = { args: { loop: true } };
export const SingleSlide: Story = { args: { children: cards.slice(0, 1) } };
export const Empty: Story = { args: { children: [] } };
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
