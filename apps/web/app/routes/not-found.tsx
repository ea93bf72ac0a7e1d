import { data } from 'react-router';
import { NotFound, notFoundMeta } from '../layout/not-found.tsx';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return notFoundMeta;
}

export default function NotFoundRoute() {
  return <NotFound />;
}
