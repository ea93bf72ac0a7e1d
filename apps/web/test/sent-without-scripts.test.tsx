import { act, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SentWithoutScripts } from '../app/shared/components/scripts-needed.tsx';

const SENTENCE = 'Logging in needs JavaScript. Turn it on, then reload this page.';
const WHILE_LOADING = 'The page was still loading, so you are not logged in yet. Log in again.';

describe('the answer to a form sent without scripts', () => {
  afterEach(() => document.body.replaceChildren());

  it('asks for JavaScript in the HTML, and once the scripts run says the page was still loading', async () => {
    // A tester on a slow connection sent the login before its scripts had loaded: the page that
    // came back, scripts running, still told them to turn JavaScript on.
    const answer = <SentWithoutScripts sentence={SENTENCE} whileLoading={WHILE_LOADING} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(answer);
    document.body.append(container);
    expect(within(container).getByRole('status')).toHaveTextContent(SENTENCE);

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, answer, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(within(container).getByRole('status')).toHaveTextContent(WHILE_LOADING);
    expect(within(container).queryByText(SENTENCE)).not.toBeInTheDocument();
    expect(mismatches).toEqual([]);
  });
});
