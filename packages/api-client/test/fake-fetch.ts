// A stand-in for the remote API server: records each request and answers JSON.
export interface FakeFetch {
  (request: Request): Promise<Response>;
  requests: Request[];
}

export function fakeFetch(body: unknown = { data: {} }, status = 200): FakeFetch {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return Object.assign(fetch, { requests });
}

export const baseUrl = 'https://api.trails.test';
