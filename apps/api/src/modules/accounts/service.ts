// Sign-up, the supplier's e-mail verification, the profile and "send me a new password".
// Every mail is queued in the transaction of the change it reports (the outbox).
import { ACCOUNT_MAILS, API_MESSAGES, MESSAGES } from '@trails/domain/messages';
import { looksLikePhone } from '@trails/domain/validation/text';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, invalid, notFound } from '../../http/errors.ts';
import { enqueueMail } from '../mail/repository.ts';
import { escapeHtml, sealSecret } from '../mail/service.ts';
import { generatePassword, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { hashToken, revokeOtherTokens } from '../auth/tokens.ts';
import {
  ACTIVE,
  CLIENT,
  SUPPLIER,
  UNVERIFIED,
  findUser,
  findUserByEmail,
  isUniqueViolation,
} from '../auth/users.ts';
import { mailConfirmationLink } from './email-confirmation.ts';
import {
  dropOneTimeCodes,
  markSupplierVerified,
  openAccount,
  openSupplierProfile,
  setPassword,
  spendOneTimeCode,
  storeOneTimeCode,
  updateProfile,
} from './repository.ts';
import { passwordProblem } from './rules.ts';
import {
  SUPPLIER_VERIFICATION,
  VERIFICATION_LIFETIME_SECONDS,
  createVerificationToken,
  readVerificationToken,
} from './verification.ts';

/**
 * A mailed password is short-lived (an hour) and single-use: logging in with it ends every
 * session and asks for a password of the owner's own choosing (ADR 180). Until then the old
 * password works too, so asking for the mail cannot lock anyone out.
 */
export const NEW_PASSWORD = 'new-password';
export const NEW_PASSWORD_LIFETIME_SECONDS = 3600;

export type Registration = {
  userType: 2 | 3;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  workName?: string;
  offers?: boolean;
};

export async function register(db: Database, config: Config, form: Registration): Promise<void> {
  if (await findUserByEmail(db, form.email)) throw invalid({ email: [API_MESSAGES.emailTaken] });
  const passwordHash = await hashPassword(form.password);
  try {
    await db.transaction(async (tx) => {
      const userId = await openAccount(tx, {
        email: form.email.trim(),
        passwordHash,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        userType: form.userType,
        // Clients may log in at once; a supplier's address is verified first.
        status: form.userType === SUPPLIER ? UNVERIFIED : ACTIVE,
        offersOptIn: form.offers ?? false,
      });
      if (form.userType !== SUPPLIER) {
        // The client may log in at once; the address counts as theirs only once the link in
        // this mail is opened (a provider sign-in may otherwise take the account over, ADR 111).
        const firstName = form.firstName.trim();
        await mailConfirmationLink(
          tx,
          config,
          { id: userId, firstName },
          form.email.trim(),
          'sign-up',
        );
        return;
      }
      await openSupplierProfile(tx, userId, (form.workName ?? '').trim());
      const expiresAt = new Date(Date.now() + VERIFICATION_LIFETIME_SECONDS * 1000);
      const token = createVerificationToken(config.secretKey, userId, expiresAt);
      await storeOneTimeCode(tx, {
        codeHash: hashToken(token),
        purpose: SUPPLIER_VERIFICATION,
        userId,
        expiresAt,
      });
      const link = `${config.publicUrl}/api/supplier/verify?token=${encodeURIComponent(token)}`;
      const words = ACCOUNT_MAILS.verifySupplier;
      const hello = ACCOUNT_MAILS.hello(form.firstName.trim());
      await enqueueMail(tx, {
        to: form.email.trim(),
        subject: words.subject,
        text: `${hello}\n\n${ACCOUNT_MAILS.openLink(words.ask)}\n\n${link}\n\n${words.notYou}\n`,
        html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(ACCOUNT_MAILS.beforeButton(words.ask))}</p><p><a href="${escapeHtml(link)}">${escapeHtml(words.link)}</a></p><p>${escapeHtml(words.notYou)}</p>`,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ email: [API_MESSAGES.emailTaken] });
    throw error;
  }
}

/**
 * Uses a verification link once; true when the supplier's address is verified. Opened again
 * (a second click, the mail opened on another device), a link of ours that has not expired
 * answers true as well while its address is verified: the address is what the person asks about,
 * and it verifies nothing anew.
 */
export async function verifySupplierEmail(
  db: Database,
  config: Config,
  token: string,
): Promise<boolean> {
  const userId = readVerificationToken(config.secretKey, token);
  if (userId === null) return false;
  return db.transaction(async (tx) => {
    const spent = await spendOneTimeCode(tx, {
      codeHash: hashToken(token),
      purpose: SUPPLIER_VERIFICATION,
      userId,
    });
    if (spent === null) return (await findUser(tx, userId))?.emailVerifiedAt != null;
    await markSupplierVerified(tx, userId);
    return true;
  });
}

export async function profileOf(db: Database, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  return {
    id: user.id,
    avatar: user.avatar,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phone,
    user_type: user.userType as 2 | 3,
  };
}

export type ProfileField = 'first_name' | 'last_name' | 'phone_number' | 'email' | 'password';

/**
 * The address and the password are the account's keys: a stolen session must not be enough to
 * change them (ADR 112). An account without a password (opened through a provider) has none to
 * give; its address change is still proven by the link and told to the old address.
 */
async function requireCurrentPassword(db: Database, userId: number, given: string | undefined) {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  if (!user.passwordHash) return;
  if (!given) throw invalid({ current_password: [API_MESSAGES.currentPasswordRequired] });
  if (!(await verifyPassword(user.passwordHash, given))) {
    throw invalid({ current_password: [API_MESSAGES.currentPasswordWrong] });
  }
}

/**
 * Changes one allow-listed field; answers the message for the caller (null: the usual one). A new
 * password revokes every other token of the user (the calling session stays logged in) and drops
 * a mailed password that was not used yet.
 */
export async function updateProfileField(
  db: Database,
  config: Config,
  userId: number,
  field: ProfileField,
  value: string,
  currentToken: string | null,
  currentPassword?: string,
): Promise<string | null> {
  const trimmed = value.trim();
  const now = new Date();
  if (field === 'email' || field === 'password') {
    await requireCurrentPassword(db, userId, currentPassword);
  }
  switch (field) {
    case 'first_name':
    case 'last_name': {
      if (!trimmed) throw invalid({ value: [MESSAGES.required] });
      const column = field === 'first_name' ? { firstName: trimmed } : { lastName: trimmed };
      await updateProfile(db, userId, column, now);
      return null;
    }
    case 'phone_number': {
      if (!looksLikePhone(trimmed)) throw invalid({ value: [MESSAGES.phoneInvalid] });
      await updateProfile(db, userId, { phone: trimmed }, now);
      return null;
    }
    case 'email': {
      // Nothing changes until the new address is proven: a link goes to it (ADR 111).
      const owner = await findUserByEmail(db, trimmed);
      if (owner && owner.id !== userId) throw new HttpError(409, API_MESSAGES.emailTaken);
      const user = await findUser(db, userId);
      if (!user) throw notFound();
      if (user.email.toLowerCase() === trimmed.toLowerCase()) return null;
      await db.transaction(async (tx) => {
        await mailConfirmationLink(tx, config, user, trimmed, 'change');
      });
      return API_MESSAGES.emailChangeMailed;
    }
    case 'password': {
      const problem = passwordProblem(value);
      if (problem) throw invalid({ value: [problem] });
      const passwordHash = await hashPassword(value);
      await db.transaction(async (tx) => {
        await setPassword(tx, userId, passwordHash, now);
        await dropOneTimeCodes(tx, userId, NEW_PASSWORD);
        await revokeOtherTokens(tx, userId, currentToken);
      });
      return null;
    }
  }
}

/**
 * Mails a generated password to a client. It is stored as an argon2 hash in one_time_codes
 * (replacing an earlier unused one); login accepts it next to the old password, and its first
 * use makes it the password (auth/service.ts).
 */
export async function sendNewPassword(
  db: Database,
  config: Config,
  email: string,
): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user || user.userType !== CLIENT) throw notFound(MESSAGES.accountNotFound);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  // The outbox keeps the password sealed, and only a note once the mail is sent (mail/secrets.ts).
  const sealed = sealSecret(config.secretKey, password);
  await db.transaction(async (tx) => {
    await dropOneTimeCodes(tx, user.id, NEW_PASSWORD);
    await storeOneTimeCode(tx, {
      codeHash: passwordHash,
      purpose: NEW_PASSWORD,
      userId: user.id,
      expiresAt: new Date(Date.now() + NEW_PASSWORD_LIFETIME_SECONDS * 1000),
    });
    const words = ACCOUNT_MAILS.newPassword;
    const hello = ACCOUNT_MAILS.hello(user.firstName);
    await enqueueMail(tx, {
      to: user.email,
      subject: words.subject,
      text: `${hello}\n\n${words.passwordIs} ${sealed}\n\n${words.howItWorks}\n\n${words.notYou}\n`,
      // The generated password is letters and digits only: nothing to escape once opened.
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(words.passwordIs)} <code>${sealed}</code></p><p>${escapeHtml(words.howItWorks)}</p><p>${escapeHtml(words.notYou)}</p>`,
    });
  });
  return user.id;
}
