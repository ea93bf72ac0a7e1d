// Social sign-in (ADR 062): one button per provider the API is configured for; each sends the
// browser to the API's start URL, which comes back to /login?code=… (or ?social_error=…).
import { Button } from '@trails/ui/button';
import type { IconName } from '@trails/ui/icon';
import { useSocialProviders } from '../api/list-social-providers.ts';
import type { SocialProvider } from '../api/list-social-providers.ts';
import { rememberSocialProvider, rememberSocialReturn } from '../hooks/social-provider.ts';
import type { SignInReturn } from '../hooks/social-provider.ts';
import * as styles from './auth.css.ts';

const ICON: Record<SocialProvider['id'], IconName> = {
  google: 'google',
  facebook: 'facebook',
  twitter: 'twitter-x',
};

export function SocialButtons({
  verb = 'Log in',
  returnTo,
}: {
  readonly verb?: string;
  /** Where the sign-in goes back to (else the account page, as after signing up). */
  readonly returnTo?: SignInReturn | undefined;
}) {
  const { data: providers } = useSocialProviders();
  if (!providers || providers.length === 0) return null;
  return (
    <div className={styles.social}>
      <p className={styles.divider}>or</p>
      {providers.map((provider) => (
        <Button key={provider.id} asChild variant="secondary" icon={ICON[provider.id]} fullWidth>
          <a
            href={provider.start_url}
            onClick={() => {
              rememberSocialProvider(provider.id);
              rememberSocialReturn(returnTo);
            }}
          >
            {verb} with {provider.name}
          </a>
        </Button>
      ))}
    </div>
  );
}
