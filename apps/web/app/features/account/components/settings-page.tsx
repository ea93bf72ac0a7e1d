// Settings (spec §2, §4 Settings field): first name, last name, phone, email, password; each
// read-only until its edit icon, then applied with the tick icon; the user is reloaded after.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { IconButton } from '@trails/ui/icon-button';
import { TextField } from '@trails/ui/text-field';
import { MESSAGES, passwordTooShort } from '@trails/domain/messages';
import { formRefusalOf } from '@trails/domain/validation/api-refusal';
import { ApiError, browserApi } from '../../../shared/api/client.ts';
import { getProfile } from '../../../shared/api/get-profile.ts';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import type { UserProfile } from '../../../shared/session/session-store.ts';
import { updateProfileField } from '../api/update-profile-field.ts';
import type { ProfileField } from '../api/update-profile-field.ts';
import { isUnauthorized } from '../api/unauthorized.ts';
import * as styles from './account.css.ts';

const FIELDS: readonly {
  readonly field: ProfileField;
  readonly label: string;
  readonly type: 'text' | 'tel' | 'email' | 'password';
  readonly autoComplete: string;
}[] = [
  { field: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'phone_number', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

const CURRENT_PASSWORD_LABEL = 'Current password';

/** The contract's `minLength` for a new password (ADR 010), checked before sending. */
const MIN_PASSWORD_LENGTH = 8;

/** A field's own message, or the API's refusal in the field's words; none: the field is fine. */
interface Refusal {
  readonly value?: string | undefined;
  readonly currentPassword?: string | undefined;
}

/** What the page can say before sending: the API would refuse it the same way. */
function problemBeforeSending(field: ProfileField, value: string): string | undefined {
  // The API takes no empty value for any field: said here, not silently put back as it was.
  if (value.trim() === '') return MESSAGES.required;
  // Counted as the API and the contract count (code points), in the sign-up's words.
  if (field === 'password' && [...value].length < MIN_PASSWORD_LENGTH) {
    return passwordTooShort(MIN_PASSWORD_LENGTH);
  }
  return undefined;
}

function shownValue(profile: UserProfile | null, field: ProfileField): string {
  if (!profile || field === 'password') return '';
  return profile[field] ?? '';
}

export function SettingsPage() {
  const profile = useSession((state) => state.profile);
  return (
    <>
      <h1 className={styles.heading}>Settings</h1>
      <div className={styles.settings}>
        {FIELDS.map((entry) => (
          <SettingField key={entry.field} {...entry} saved={shownValue(profile, entry.field)} />
        ))}
      </div>
    </>
  );
}

function SettingField({
  field,
  label,
  type,
  autoComplete,
  saved,
}: {
  readonly field: ProfileField;
  readonly label: string;
  readonly type: 'text' | 'tel' | 'email' | 'password';
  readonly autoComplete: string;
  readonly saved: string;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  // Shown under each field: a 400 names the value `value` and the current password
  // `current_password` (ADR 112).
  const [refusal, setRefusal] = useState<Refusal>({});
  // The account's keys need the current password (ADR 112); a session alone is not enough.
  const needsCurrentPassword = field === 'email' || field === 'password';
  const input = useRef<HTMLInputElement>(null);
  const currentPasswordInput = useRef<HTMLInputElement>(null);
  const setProfile = useSession((state) => state.setProfile);

  function edit() {
    setValue(saved);
    setCurrentPassword('');
    setRefusal({});
    setEditing(true);
    // Focus once the field is editable.
    setTimeout(() => input.current?.focus(), 0);
  }

  /**
   * Shows each message at its field and moves focus to the first: after a click on the tick, that
   * button is disabled while the answer comes, and the focus would otherwise fall to the page.
   * The messages are drawn first, so the field is announced with its message.
   */
  function refuse(messages: Refusal) {
    flushSync(() => setRefusal(messages));
    const first = messages.value ? input : currentPasswordInput;
    first.current?.focus();
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // Nothing changed (a password field opens empty): the tick just closes the field.
    if (field === 'password' ? value === '' : value === saved) {
      setEditing(false);
      return;
    }
    const problem = problemBeforeSending(field, value);
    if (problem) {
      refuse({ value: problem });
      return;
    }
    setBusy(true);
    setRefusal({});
    const progress = notify(MESSAGES.updating);
    try {
      const message = await updateProfileField(
        field,
        field === 'password' ? value : value.trim(),
        needsCurrentPassword ? currentPassword : undefined,
      );
      setProfile(await getProfile(browserApi()));
      // A new address applies once the link mailed to it is opened: say so instead.
      notify(field === 'email' ? message : MESSAGES.profileUpdated, 'success');
      setEditing(false);
    } catch (error) {
      // The session ended elsewhere: the API client has ended it here too (ADR 284) and the
      // account layout sends the visitor to log in again.
      if (isUnauthorized(error)) return;
      const atFields =
        error instanceof ApiError && error.status === 400 ? refusalOf(error, label) : {};
      // Said at its field, as the page says a required field: a notice would only repeat it.
      if (atFields.value || atFields.currentPassword) refuse(atFields);
      else notify(MESSAGES.couldNotUpdateProfile, 'error');
    } finally {
      // The answer came: 'Updating...' goes, leaving the result (or the field's message) alone.
      dismissNotice(progress);
      setBusy(false);
    }
  }

  return (
    <form className={styles.settingRow} onSubmit={apply} aria-label={label}>
      <div className={styles.settingField}>
        <TextField
          ref={input}
          label={label}
          type={type}
          name={field}
          autoComplete={autoComplete}
          value={editing ? value : field === 'password' ? '••••••••' : saved}
          readOnly={!editing}
          error={editing ? refusal.value : undefined}
          className={styles.readOnlyInput}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && editing) {
              event.preventDefault();
              setEditing(false);
              setRefusal({});
            }
          }}
        />
        {editing && needsCurrentPassword ? (
          <TextField
            ref={currentPasswordInput}
            label={CURRENT_PASSWORD_LABEL}
            type="password"
            name="current_password"
            autoComplete="current-password"
            error={refusal.currentPassword}
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        ) : null}
      </div>
      {/* Distinct keys: reusing one button would turn the edit click into a submit. */}
      {editing ? (
        <IconButton
          key="apply"
          type="submit"
          icon="tick"
          label={`Apply ${label}`}
          disabled={busy}
        />
      ) : (
        <IconButton key="edit" type="button" icon="edit" label={`Edit ${label}`} onClick={edit} />
      )}
    </form>
  );
}

/**
 * The API's 400 at the two fields this form sends, in the form's words: the product's own
 * messages as they are, the schema's (`The value field must …`) with the field's label.
 */
function refusalOf(error: ApiError, label: string): Refusal {
  const value = error.errors?.value?.[0];
  const currentPassword = error.errors?.current_password?.[0];
  return {
    value: value && formRefusalOf(label, 'value', value),
    currentPassword:
      currentPassword && formRefusalOf(CURRENT_PASSWORD_LABEL, 'current_password', currentPassword),
  };
}
