import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 5 },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddleOfMany: Story = { args: { page: 7, pageCount: 20 } };
export const LastPage: Story = { args: { page: 5 } };
export const AsLinks: Story = {
  args: { page: 2, pageCount: 8, getHref: (page: number) => `?page=${page}` },
};
export const SinglePage: Story = { args: { pageCount: 1 } };
export const SmallScreen: Story = {
  args: { page: 10, pageCount: 20, siblings: 0 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

function Controlled() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={12} onPageChange={setPage} />;
}

export const Interactive: Story = { render: () => <Controlled /> };
