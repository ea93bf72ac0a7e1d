// Settings (spec §2, §4 Settings field): first name, last name, phone, email, password; each
// read-only until its edit icon, then applied with the tick icon; the user is reloaded after.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { IconButton } from '@trails/ui/icon-button';
import { TextField } from '@trails/ui/text-field';
import { MESSAGES } from '@trails/domain/messages';
import { ApiError, browserApi } from '../../../shared/api/client.ts';
import { getProfile } from '../../../shared/api/get-profile.ts';
import { dismissNotice, notify } from '../../../shared/components/notices.tsx';
import { useSession } from '../../../shared/session/session-store.ts';
import type { UserProfile } from '../../../shared/session/session-store.ts';
import { updateProfileField } from '../api/update-profile-field.ts';
import type { ProfileField } from '../api/update-profile-field.ts';
import { isUnauthorized } from '../hooks/use-account-errors.ts';
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
  // The API's message for the value itself (a 400 names the field `value`), shown under it.
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  // The account's keys need the current password (ADR 112); a session alone is not enough.
  const needsCurrentPassword = field === 'email' || field === 'password';
  const input = useRef<HTMLInputElement>(null);
  const setProfile = useSession((state) => state.setProfile);

  function edit() {
    setValue(saved);
    setCurrentPassword('');
    setFieldError(undefined);
    setEditing(true);
    // Focus once the field is editable.
    setTimeout(() => input.current?.focus(), 0);
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // Nothing changed (a password field opens empty): the tick just closes the field.
    if (field === 'password' ? value === '' : value === saved) {
      setEditing(false);
      return;
    }
    // The API takes no empty value for any field: said here, not silently put back as it was.
    if (value.trim() === '') {
      setFieldError(MESSAGES.required);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFieldError(undefined);
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
      // The session ended elsewhere: the account layout sends the visitor to /login.
      if (isUnauthorized(error)) {
        useSession.getState().signOut();
        return;
      }
      if (error instanceof ApiError && error.status === 400) {
        setFieldError(error.errors?.value?.[0]);
      }
      // A missing or wrong current password is said as the API says it.
      const refused = needsCurrentPassword && error instanceof ApiError && error.status === 400;
      notify(refused ? error.message : MESSAGES.couldNotUpdateProfile, 'error');
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
          error={editing ? fieldError : undefined}
          className={styles.readOnlyInput}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && editing) {
              event.preventDefault();
              setEditing(false);
              setFieldError(undefined);
            }
          }}
        />
        {editing && needsCurrentPassword ? (
          <TextField
            label="Current password"
            type="password"
            name="current_password"
            autoComplete="current-password"
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
