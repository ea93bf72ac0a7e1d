// `pnpm ops <command>`: the operator CLI over the operations API (ADR 104), for suppliers and
// admins while the supplier site is outside this product.
//
//   pnpm ops login <email>          prints a token (password from OPS_PASSWORD or asked for)
//   pnpm ops pending                lists Pending bookings waiting for a decision
//   pnpm ops list [status]          lists bookings (0 Pending … 5 Dispute), all when no status
//   pnpm ops confirm <booking id>   captures the held amount: the booking is Confirmed
//   pnpm ops reject <booking id>    releases the hold: the booking is Rejected
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
  default:
    fail('usage: pnpm ops login <email> | pending | list [status] | confirm <id> | reject <id>');
}
