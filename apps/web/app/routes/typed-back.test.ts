// The login and sign-up forms sent without scripts answer with their page again: what was typed
// comes back for the next try, and the passwords never do.
import { describe, expect, it } from 'vitest';
import { action as loginAction } from './login.tsx';
import { action as signUpAction } from './account-signup.tsx';

function posted(path: string, fields: Record<string, string>) {
  return {
    request: new Request(`http://localhost${path}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  };
}

/** A route action's `data(…)` answer: its status and its body. */
function answer(result: unknown) {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { status: init?.status, body: data, text: JSON.stringify(data) };
}

describe('a login sent without scripts', () => {
  it('answers 400 with the email typed, and without the password', async () => {
    const result = answer(
      await loginAction(
        posted('/login', {
          username: 'nadeesha@example.com',
          password: 'Kandy-Lake-Walk-2026',
        }) as never,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ email: 'nadeesha@example.com' });
    expect(result.text).not.toContain('Kandy-Lake-Walk-2026');
  });
});

describe('a sign-up sent without scripts', () => {
  it('answers 400 with the names, the email and the offers choice, and without the passwords', async () => {
    const result = answer(
      await signUpAction(
        posted('/account/signup', {
          firstName: 'Nadeesha',
          lastName: 'Perera',
          email: 'nadeesha@example.com',
          password: 'Kandy-Lake-Walk-2026',
          confirmPassword: 'Kandy-Lake-Walk-2026',
          offers: 'on',
        }) as never,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      typed: {
        firstName: 'Nadeesha',
        lastName: 'Perera',
        email: 'nadeesha@example.com',
        offers: true,
      },
    });
    expect(result.text).not.toContain('Kandy-Lake-Walk-2026');
  });
});
