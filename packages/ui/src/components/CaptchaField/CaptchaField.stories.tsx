import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaptchaField } from './CaptchaField.tsx';

// A real, cheap challenge (PBKDF2/SHA-256, cost 10, solved at counter 40) given as JSON, so the
// widget solves it in the browser without fetching anything: Storybook works offline. The
// apps pass their API route instead (`/api/captcha/challenge`).
export const offlineChallenge = JSON.stringify({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    keyLength: 32,
    keyPrefix: '5ce52317242fb576e149b43a7b26124d',
    keySignature: '38d56f817f40b3b243250c15918bdcc76e7cc88199951308a7a4e8679f5dfdec',
    nonce: '79e2e53add7cd556d1cda64db229651d',
    salt: '8763dc3fdf699dc488218237e464fb40',
  },
  signature: '4e3cf928e6db564e6c04ee36c6a7ad191d823ecc4ac46aeca0de3c7ebc9cd339',
});

const meta = {
  title: 'Forms/CaptchaField',
  component: CaptchaField,
  args: { challenge: offlineChallenge, onChange: () => {} },
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Error: Story = { args: { error: 'Complete the Captcha before proceeding' } };
export const Narrow: Story = {
  args: { error: 'Complete the Captcha before proceeding' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
