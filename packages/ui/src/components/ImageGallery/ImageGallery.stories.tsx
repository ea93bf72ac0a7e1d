import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImages } from '../../../test/images.ts';
import { ImageGallery } from './ImageGallery.tsx';

const meta = {
  title: 'Components/ImageGallery',
  component: ImageGallery,
  args: { label: 'Knuckles Range sunrise trek', images: sampleImages },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleImage: Story = { args: { images: sampleImages.slice(0, 1) } };
export const Empty: Story = { args: { images: [] } };
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
