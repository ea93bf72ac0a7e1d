// `pnpm ops <command>`: the operator CLI over the operations API (ADR 104), for suppliers and
// admins while the supplier site is outside this product.
//
//   pnpm ops login <email>          prints a token (password from OPS_PASSWORD or asked for)
//   pnpm ops pending                lists Pending bookings waiting for a decision
//   pnpm ops list [status]          lists bookings (0 Pending … 5 Dispute), all when no status
//   pnpm ops confirm <booking id>   captures the held amount: the booking is Confirmed
//   pnpm ops reject <booking id>    releases the hold: the booking is Rejected
//   pnpm ops requests               lists amendments and late cancellation requests (issue 16)
//   pnpm ops amend-approve <id>     approves an amendment (the booking takes the change)
//   pnpm ops amend-reject <id>      rejects an amendment (a paid balance is refunded)
//   pnpm ops cancel-approve <booking id>   accepts a late cancellation: Canceled, money back
//   pnpm ops cancel-decline <booking id>   declines it: the booking stays
//   pnpm ops reply <booking id> <text>     answers the traveller (mailed, alert on)
//   pnpm ops hide-message <message id>     admins: the message shows '*Removed by admin'
//   pnpm ops verify-ticket <code>          checks what an e-ticket's QR code holds (ADR 172);
//                                          exits 2 when the ticket is not valid
//
// Every command but login needs OPS_TOKEN; OPS_API_URL says where the API is.
import { createInterface } from 'node:readline/promises';
import { createApiClient } from '@trails/api-client/client';
import type { OperatorBooking } from '@trails/api-client/client';
import { opsCliSettings } from '../src/config.ts';

const settings = opsCliSettings();
const api = createApiClient({ baseUrl: settings.apiUrl, getAccessToken: () => settings.token });
const [command, argument] = process.argv.slice(2);

const STATUS = ['Pending', 'Confirmed', 'Rejected', 'Canceled', 'Completed', 'Dispute'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function table(rows: OperatorBooking[]) {
  if (rows.length === 0) return console.log('No bookings.');
  console.table(
    rows.map((b) => ({
      id: b.id,
      reference: b.booking_reference,
      tour: b.title.slice(0, 40),
      date: b.start_date,
      party: `${b.num_adults}/${b.num_children}/${b.num_infants}`,
      amount: `$${b.amount.toFixed(2)}`,
      status: STATUS[b.status],
      payment: b.payment_status,
      'decide before': b.capture_before ?? '',
    })),
  );
}

function needToken() {
  if (!settings.token) fail('Set OPS_TOKEN first: eval "$(pnpm --silent ops login <email>)"');
}

function bookingId(): number {
  const id = Number(argument);
  if (!Number.isInteger(id) || id < 1) fail(`usage: pnpm ops ${command} <booking id>`);
  return id;
}

switch (command) {
  case 'login': {
    if (!argument) fail('usage: pnpm ops login <email>');
    let password = settings.password;
    if (!password) {
      const prompt = createInterface({ input: process.stdin, output: process.stderr });
      password = await prompt.question('Password: ');
      prompt.close();
    }
    const { data, error } = await api.POST('/api/ops/login', {
      body: { email: argument, password },
    });
    if (!data) fail(error?.message ?? 'Login failed.');
    console.error(
      `Logged in as ${data.user_type === 1 ? 'admin' : 'supplier'}; token valid ${Math.round(data.expires_in / 3600)} h.`,
    );
    console.log(`export OPS_TOKEN=${data.access_token}`);
    break;
  }
  case 'pending':
  case 'list': {
    needToken();
    const status =
      command === 'pending' ? 0 : argument === undefined ? undefined : Number(argument);
    const { data, error } = await api.GET('/api/ops/bookings', {
      params: { query: status === undefined ? {} : { status: status as 0 } },
    });
    if (!data) fail(error?.message ?? 'Could not list bookings.');
    table(data.data);
    break;
  }
  case 'confirm':
  case 'reject': {
    needToken();
    const id = bookingId();
    const path =
      command === 'confirm' ? '/api/ops/bookings/{id}/confirm' : '/api/ops/bookings/{id}/reject';
    const { data, error } = await api.POST(path, { params: { path: { id } } });
    if (!data) fail(error?.message ?? `Could not ${command} booking ${id}.`);
    console.log(
      `Booking ${data.data.booking_reference} is ${STATUS[data.data.status]} (${data.data.payment_status}).`,
    );
    break;
  }
  case 'requests': {
    needToken();
    const { data, error } = await api.GET('/api/ops/requests');
    if (!data) fail(error?.message ?? 'Could not list the requests.');
    console.log('Amendments waiting for a decision:');
    if (data.data.amendments.length === 0) console.log('None.');
    else
      console.table(
        data.data.amendments.map((a) => ({
          id: a.id,
          booking: a.booking_reference,
          tour: a.title.slice(0, 40),
          'new date': a.start_date,
          'pick-up': a.location_name,
          party: `${a.num_adults}/${a.num_children}/${a.num_infants}`,
          amount: `$${a.amount.toFixed(2)}`,
          balance: `$${a.balance_amount.toFixed(2)}`,
          'balance paid': a.balance_paid ? 'yes' : 'no',
        })),
      );
    console.log('Cancellation requests (after the free-cancellation deadline):');
    table(data.data.cancellations);
    break;
  }
  case 'amend-approve':
  case 'amend-reject': {
    needToken();
    const id = bookingId();
    const path =
      command === 'amend-approve'
        ? '/api/ops/amendments/{id}/approve'
        : '/api/ops/amendments/{id}/reject';
    const { data, error } = await api.POST(path, { params: { path: { id } } });
    if (!data) fail(error?.message ?? `Could not decide amendment ${id}.`);
    console.log(data.message);
    break;
  }
  case 'cancel-approve':
  case 'cancel-decline': {
    needToken();
    const id = bookingId();
    const path =
      command === 'cancel-approve'
        ? '/api/ops/bookings/{id}/cancellation/approve'
        : '/api/ops/bookings/{id}/cancellation/decline';
    const { data, error } = await api.POST(path, { params: { path: { id } } });
    if (!data) fail(error?.message ?? `Could not decide the cancellation of booking ${id}.`);
    console.log(data.message);
    break;
  }
  case 'reply': {
    needToken();
    const id = bookingId();
    const message = process.argv.slice(4).join(' ').trim();
    if (!message) fail('usage: pnpm ops reply <booking id> <message>');
    const { data, error } = await api.POST('/api/ops/bookings/{id}/messages', {
      params: { path: { id } },
      body: { message },
    });
    if (!data) fail(error?.message ?? `Could not answer about booking ${id}.`);
    console.log(data.message);
    break;
  }
  case 'hide-message': {
    needToken();
    const id = bookingId();
    const { data, error } = await api.POST('/api/ops/messages/{id}/hide', {
      params: { path: { id } },
    });
    if (!data) fail(error?.message ?? `Could not hide message ${id}.`);
    console.log(data.message);
    break;
  }
  case 'verify-ticket': {
    needToken();
    if (!argument) fail('usage: pnpm ops verify-ticket <code from the QR code>');
    const { data, error } = await api.POST('/api/ops/tickets/verify', { body: { code: argument } });
    if (!data) fail(error?.message ?? 'Could not check the ticket.');
    console.log(data.data.message);
    // A script (or a guide's scanner wrapper) can act on the exit status alone.
    if (!data.data.valid) process.exit(2);
    break;
  }
  case 'jobs':
    // The job queue's dead-letter view reads the database itself, not the operations API.
    await import('../src/ops/cli.ts');
    break;
  default:
    fail(
      'usage: pnpm ops jobs failed|retry <id>|schedules | login <email> | pending | list [status] | confirm <id> | reject <id> | requests | amend-approve <id> | amend-reject <id> | cancel-approve <id> | cancel-decline <id> | reply <id> <text> | hide-message <id> | verify-ticket <code>',
    );
}
