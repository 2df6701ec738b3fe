/**
 * Staff users and the auth calls. Decision: three roles. admin = everything incl. users and
 * settings; editor = content; reception = the inbox (appointments, messages, applications). An
 * account is created by an admin's invitation (status "invited") and becomes "active" when the
 * invitee registers.
 */
import { z } from 'zod';
import { AccountEmail, Email, Id, IsoDateTime, LIMITS, Timestamps, requiredText, text } from '../common';

export const ROLES = ['admin', 'editor', 'reception'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const StaffStatus = z.enum(['invited', 'active', 'deactivated']);

/**
 * Failed (or pending) sign-ins at an account within the last day, from all clients, and how many
 * clients must wait before their next try (rules/loginThrottle.ts). Only in the admins' users answers.
 */
export const SignInAttempts = z.object({
  attempts: z.number().int().nonnegative(),
  lastAttemptAt: IsoDateTime,
  waitingClients: z.number().int().nonnegative(),
});
export type SignInAttempts = z.infer<typeof SignInAttempts>;

export const StaffUser = z.object({
  id: Id,
  email: Email,
  name: requiredText(LIMITS.name),
  role: Role,
  status: StaffStatus,
  lastLoginAt: IsoDateTime.nullable().optional(),
  signInAttempts: SignInAttempts.optional(),
  ...Timestamps,
});
export type StaffUser = z.infer<typeof StaffUser>;

/** What an admin sends to invite (create) or change (update) a staff account. */
export const StaffUserInput = z.strictObject({
  email: AccountEmail,
  name: requiredText(LIMITS.name),
  role: Role,
  status: StaffStatus.optional(),
});
export type StaffUserInput = z.infer<typeof StaffUserInput>;

const Password = z.string().min(LIMITS.minPassword, 'validation.password.min').max(200, 'validation.tooLong');

export const LoginInput = z.strictObject({
  email: AccountEmail,
  password: z.string().min(1, 'validation.required').max(200, 'validation.tooLong'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const AuthResult = z.object({ token: z.string(), user: StaffUser });
export type AuthResult = z.infer<typeof AuthResult>;

/**
 * Register: always with a token, an admin's invitation or the one-time setup token the server prints
 * while no admin exists (it creates the first admin). Without one: 403 error.invitationRequired.
 */
export const RegisterInput = z.strictObject({
  invitationToken: text(200).optional(),
  email: AccountEmail,
  name: requiredText(LIMITS.name),
  password: Password,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const ForgotPasswordInput = z.strictObject({ email: AccountEmail });
/** Reset-password body: the single-use token from the e-mail and the new password. */
export const ResetPasswordInput = z.strictObject({ token: requiredText(200), password: Password });
/** Change one's own password: the current one proves it is the owner; other sessions end. */
export const ChangePasswordInput = z.strictObject({
  currentPassword: z.string().min(1, 'validation.required').max(200, 'validation.tooLong'),
  newPassword: Password,
});
/** Same answer whether or not the address exists (no account enumeration). */
export const Confirmation = z.object({ ok: z.literal(true) });
