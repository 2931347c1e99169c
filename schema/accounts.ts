// Sign-up and log-in inputs with the spec's exact messages; the server and the forms validate with these same
// schemas, so a message shown under a field is the message the API would give.
import * as v from "valibot";
import type { Tier } from "./plans";

/** A reset link that is unknown, used or past its 30 minutes. */
export const RESET_LINK_INVALID = "This link has expired or has already been used. Ask for a new one below.";

const email = v.pipe(
  v.string("Please enter a valid email address"),
  v.trim(),
  // Length first: a megabyte "email" should not reach the regex.
  v.maxLength(254, "Please enter a valid email address"),
  v.email("Please enter a valid email address"),
  // One person, one account, whatever the capitalisation.
  v.toLowerCase(),
);

const name = (field: string) =>
  v.pipe(
    v.string(`${field} must be at least 2 characters`),
    v.trim(),
    v.minLength(2, `${field} must be at least 2 characters`),
    v.maxLength(60, `${field} must be at most 60 characters`),
  );

export const signupSchema = v.strictObject({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  password: v.pipe(
    v.string("Password must be at least 8 characters"),
    v.minLength(8, "Password must be at least 8 characters"),
    // Hashing cost grows with length: cap it well above any passphrase.
    v.maxLength(200, "Password must be at most 200 characters"),
  ),
});
export type Signup = v.InferOutput<typeof signupSchema>;

/** The sign-up form adds the terms checkbox, which the client checks and never sends. */
export const signupFormSchema = v.strictObject({
  ...signupSchema.entries,
  terms: v.literal(true, "You must agree to the terms and conditions"),
});
export type SignupForm = v.InferInput<typeof signupFormSchema>;

/** A new password: the same rules as at sign-up. */
const newPassword = signupSchema.entries.password;

export const forgotPasswordSchema = v.strictObject({ email });
export type ForgotPassword = v.InferOutput<typeof forgotPasswordSchema>;

/** An emailed link's token (worker/auth/links.ts): 43 base64url characters, or the link's own error. */
const linkToken = (invalid: string) => v.pipe(v.string(invalid), v.regex(/^[A-Za-z0-9_-]{43}$/, invalid));

export const resetPasswordSchema = v.strictObject({
  token: linkToken(RESET_LINK_INVALID),
  password: newPassword,
});
export type ResetPassword = v.InferOutput<typeof resetPasswordSchema>;

/** The same answer whether or not the address has an account: the form never tells who has one. */
export const RESET_SENT = "If an account uses that address, we have emailed it a link to choose a new password. The link works once, within 30 minutes.";
export const RESET_DONE = "Your password is changed and you are logged in. Every other device was logged out.";

/** A password as typed to prove who you are (log-in, and before changing your email or password). */
const currentPassword = v.pipe(v.string("Password is required"), v.minLength(1, "Password is required"), v.maxLength(200, "Password is required"));

export const loginSchema = v.strictObject({ email, password: currentPassword });
export type Login = v.InferOutput<typeof loginSchema>;

// Account settings (/account): name, email (confirmed from the new address) and password; and confirming the
// address at sign-up, which the app asks for gently (a banner), never as a wall.
export const profileSchema = v.strictObject({ firstName: name("First name"), lastName: name("Last name") });
export type Profile = v.InferOutput<typeof profileSchema>;
export const PROFILE_SAVED = "Your name is saved.";

export const changePasswordSchema = v.strictObject({ currentPassword, password: newPassword });
export type ChangePassword = v.InferOutput<typeof changePasswordSchema>;
export const PASSWORD_CHANGED = "Your password is changed. Every other device was logged out.";
export const WRONG_PASSWORD = "That is not your current password.";
export const NO_PASSWORD = 'Your account signs in with Google and has no password yet. To set one, use "Forgot password?" on the log-in page.';

export const changeEmailSchema = v.strictObject({ email, password: currentPassword });
export type ChangeEmail = v.InferOutput<typeof changeEmailSchema>;
export const SAME_EMAIL = "That is already your email address.";
export const emailChangeSent = (to: string) => `We sent a link to ${to}. Open it to confirm your new address; until then, you log in with the one you have.`;

export const confirmEmailSchema = v.strictObject({ token: linkToken("This link is not valid. Ask for a new one from your account.") });
export type ConfirmEmail = v.InferOutput<typeof confirmEmailSchema>;
export const EMAIL_LINK_INVALID = "This link has expired or has already been used. Ask for a new one from your account.";
export const EMAIL_TAKEN = "That address now belongs to another account, so your email address was not changed.";
export const EMAIL_CONFIRMED = "Thank you: your email address is confirmed.";
export const emailChanged = (to: string) => `Your email address is now ${to}.`;
export const verifySent = (to: string) => `We sent a new link to ${to}. It works for 24 hours.`;
export const ALREADY_VERIFIED = "Your email address is already confirmed.";

/** What confirming a link did (POST /api/auth/confirm-email). */
export interface EmailConfirmed {
  message: string;
  email: string;
}

export const roles = ["user", "admin"] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as the API returns it (GET /api/auth/user). */
export interface PublicUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  role: Role;
  subscriptionTier: Tier;
  /** Whether the owner confirmed the address (from the link sent at sign-up, or Google said so). */
  emailVerified: boolean;
}

/** A sales enquiry from the pricing page: who, how to reply, and what they need. */
export const salesEnquirySchema = v.strictObject({
  name: v.pipe(v.string("Please tell us your name"), v.trim(), v.minLength(2, "Please tell us your name"), v.maxLength(80, "Names can be at most 80 characters")),
  email,
  message: v.pipe(v.string("Please tell us what you need"), v.trim(), v.minLength(10, "Please tell us what you need in a sentence or two"), v.maxLength(2000, "Messages can be at most 2,000 characters")),
});
export type SalesEnquiry = v.InferOutput<typeof salesEnquirySchema>;
export const SALES_ENQUIRY_SENT = "Thank you. Your message is with our team, who will reply to you by email.";
export const SALES_NOT_SET_UP = "Sales enquiries are not set up on this server yet. Please try again later.";
