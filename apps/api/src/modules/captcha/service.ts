// ALTCHA proof-of-work captcha (self-hosted): signed challenges, solutions verified with the
// server's secret and never accepted twice (captcha_replays keeps the signature of every solved
// challenge until it expires).
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import type { Challenge, Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { recordSolvedChallenge } from './repository.ts';

export const CHALLENGE_LIFETIME_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

type CaptchaConfig = Pick<Config, 'secretKey' | 'captchaCost' | 'captchaMaxCounter'>;

/** Purpose-bound keys derived from SECRET_KEY, so no two uses share a key. */
function secrets(config: CaptchaConfig) {
  const derive = (purpose: string) =>
    createHmac('sha256', config.secretKey).update(purpose).digest('base64url');
  return {
    hmacSignatureSecret: derive('altcha challenge'),
    hmacKeySignatureSecret: derive('altcha key'),
  };
}

export function newChallenge(config: CaptchaConfig): Promise<Challenge> {
  const max = config.captchaMaxCounter;
  return createChallenge({
    algorithm: ALGORITHM,
    cost: config.captchaCost,
    counter: randomInt(Math.ceil(max / 2), max),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000),
    ...secrets(config),
  });
}

type Payload = { challenge: Challenge; solution: Solution };

function decode(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    const { challenge, solution } = parsed;
    if (
      typeof challenge?.signature !== 'string' ||
      typeof challenge.parameters?.expiresAt !== 'number' ||
      challenge.parameters.algorithm !== ALGORITHM ||
      typeof solution?.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    ) {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Whether `payload` (the widget's base64 JSON) solves a challenge of ours that has not expired
 * and was never solved before. Consumes it: the same payload is refused the next time.
 */
export async function acceptCaptcha(
  db: Database,
  config: CaptchaConfig,
  payload: string | undefined,
): Promise<boolean> {
  if (!payload) return false;
  const decoded = decode(payload);
  if (!decoded) return false;
  const verified = await verifySolution({ ...decoded, deriveKey, ...secrets(config) }).then(
    (result) => result.verified,
    () => false,
  );
  if (!verified) return false;
  return recordSolvedChallenge(
    db,
    decoded.challenge.signature!,
    new Date(decoded.challenge.parameters.expiresAt! * 1000),
  );
}
