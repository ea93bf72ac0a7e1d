// Who an account belongs to (spec §6). The same sign-up call creates both.

export const UserType = { Supplier: 2, Client: 3 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

export const USER_TYPE_LABEL: Readonly<Record<UserType, string>> = {
  2: 'Supplier',
  3: 'Client',
};

export function isUserType(value: unknown): value is UserType {
  return value === UserType.Supplier || value === UserType.Client;
}
