import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge.tsx';
import { Table, type TableColumn } from './Table.tsx';

type Row = {
  id: number;
  title: string;
  start: string;
  amount: string;
  pax: string;
  status: string;
};

const rows: Row[] = [
  {
    id: 1,
    title: 'Knuckles Range sunrise trek',
    start: '12/01/2027',
    amount: '90.00',
    pax: '2/0/0',
    status: 'Confirmed',
  },
  {
    id: 2,
    title: 'Ella Rock half-day hike',
    start: '15/01/2027',
    amount: '35.00',
    pax: '1/1/0',
    status: 'Pending',
  },
  {
    id: 3,
    title: 'Horton Plains and World’s End',
    start: '20/01/2027',
    amount: '120.00',
    pax: '2/2/1',
    status: 'Confirmed',
  },
];

const columns: TableColumn<Row>[] = [
  { key: 'title', header: 'Tour' },
  { key: 'start', header: 'Start date', nowrap: true },
  { key: 'amount', header: 'Amount (USD)', align: 'end', nowrap: true },
  { key: 'pax', header: 'Pax', nowrap: true },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={row.status === 'Confirmed' ? 'green' : 'grey'}>{row.status}</Badge>,
  },
  { key: 'view', header: 'Details', cell: (row) => <a href={`#booking-${row.id}`}>View</a> },
];

const meta = {
  title: 'Components/Table',
  component: Table<Row>,
  args: {
    caption: 'Upcoming',
    columns,
    rows,
    rowKey: (row: Row) => row.id,
    empty: 'No upcoming tours found',
  },
} satisfies Meta<typeof Table<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const HiddenCaption: Story = { args: { hideCaption: true } };
/** Under its own heading the table is named by it, with no caption repeating the name. */
export const LabelledByHeading: Story = {
  args: { caption: undefined, labelledBy: 'upcoming-heading' },
  render: (args) => (
    <section aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading">Upcoming</h2>
      <Table {...args} />
    </section>
  ),
};
export const LongText: Story = {
  args: {
    rows: [
      {
        ...rows[0]!,
        title:
          'Two-night overnight trek across the Knuckles Range with village homestays and a waterfall swim',
      },
    ],
  },
};
export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
