// A traveller's first and last name, as naming one (ADR 296) and correcting one (ADR 305) ask
// them: required, at most the API's 100 characters, and not filled from the account's own name
// (the traveller is often someone else).
import { TextField } from '@trails/ui/text-field';

export function TravellerNameFields({
  errors,
  name,
}: {
  /** The refusals of the last send, by field. */
  readonly errors: {
    readonly firstname?: readonly string[];
    readonly lastname?: readonly string[];
  };
  /** The name on the booking, when it is being corrected. */
  readonly name?: { readonly firstname: string; readonly lastname: string };
}) {
  return (
    <>
      <TextField
        name="firstname"
        label="First name"
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={name?.firstname}
        error={errors.firstname?.[0]}
      />
      <TextField
        name="lastname"
        label="Last name"
        required
        maxLength={100}
        autoComplete="off"
        defaultValue={name?.lastname}
        error={errors.lastname?.[0]}
      />
    </>
  );
}
