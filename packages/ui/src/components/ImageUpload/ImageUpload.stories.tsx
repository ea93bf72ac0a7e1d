import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleImages } from '../../../test/images.ts';
import { ImageUpload, type UploadedImage } from './ImageUpload.tsx';

const existing: UploadedImage[] = sampleImages.slice(0, 3).map((image, index) => ({
  id: `image-${index + 1}`,
  src: image.src,
  alt: `Review photo ${index + 1}`,
}));

function Uploader({
  initial = [],
  maxFiles = 3,
}: {
  initial?: UploadedImage[];
  maxFiles?: number;
}) {
  const [images, setImages] = useState(initial);
  return (
    <ImageUpload
      label="Photos"
      hint="JPG, PNG or GIF"
      images={images}
      maxFiles={maxFiles}
      messages={{ tooMany: `Maximum ${maxFiles} images can upload` }}
      onFilesSelected={(files) =>
        setImages((all) => [
          ...all,
          ...files.map((file, index) => ({
            id: `${file.name}-${all.length + index}`,
            src: URL.createObjectURL(file),
            alt: file.name,
          })),
        ])
      }
      onRemove={(id) => setImages((all) => all.filter((image) => image.id !== id))}
    />
  );
}

const meta = {
  title: 'Forms/ImageUpload',
  component: ImageUpload,
  args: {
    label: 'Photos',
    images: [],
    onFilesSelected: () => {},
    onRemove: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { render: () => <Uploader /> };
export const SomeImages: Story = { render: () => <Uploader initial={existing.slice(0, 2)} /> };
export const Full: Story = { render: () => <Uploader initial={existing} /> };
export const Uploading: Story = {
  args: {
    images: [
      { ...existing[0]!, status: 'uploading' },
      { ...existing[1]!, status: 'error' },
    ],
  },
};
export const Error: Story = { args: { error: 'Could not upload image' } };
export const Disabled: Story = { args: { disabled: true, images: existing.slice(0, 1) } };
