import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { dismissAll } from '@trails/ui/toast';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  dismissAll();
});
