import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a busy two-core CI machine a render that
// waits on a (fake) API answer and react-query can take longer than that.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Server-side tests (loaders, actions) run in Node's environment, without a browser's storage.
  globalThis.sessionStorage?.clear();
});
